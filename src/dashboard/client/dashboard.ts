/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The dashboard's only script (progressive enhancement: every page works without it). Served
// from our origin under a hashed name; it touches the page only through data-* hooks.

/** Copy buttons: hidden in the HTML, shown once there is a script to make them work. */
function enableCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const source = document.getElementById(button.dataset.copy ?? '');
    if (!source) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(source.textContent ?? '').then(
        () => (button.textContent = 'Copied'),
        () => {
          // No clipboard access (e.g. plain http on another host): select it for Ctrl+C.
          const range = document.createRange();
          range.selectNodeContents(source);
          getSelection()?.removeAllRanges();
          getSelection()?.addRange(range);
          button.textContent = 'Selected: press Ctrl+C';
        },
      );
    });
  }
}

/** Status cells of unfinished documents follow the document until it completes or fails. */
function followStatuses(): void {
  const cells = [...document.querySelectorAll<HTMLElement>('[data-live-status]')];
  if (cells.length === 0) return;
  const onDocumentPage = /^\/dashboard\/documents\/doc_/.test(location.pathname);
  const poll = async (cell: HTMLElement): Promise<void> => {
    const res = await fetch(cell.dataset.liveStatus!, { headers: { Accept: 'application/json' } });
    if (!res.ok) return;
    const doc = (await res.json()) as { status: string; pages_done: number; pages_total: number | null };
    cell.textContent = doc.status + (doc.pages_total ? ` (${doc.pages_done}/${doc.pages_total})` : '');
    cell.className = `status status-${doc.status}`;
    if (doc.status === 'completed' || doc.status === 'failed') {
      // The document's own page then shows its text: fetched by a reload of the page.
      if (onDocumentPage) location.reload();
      return;
    }
    setTimeout(() => void poll(cell), 1000);
  };
  for (const cell of cells) void poll(cell);
}

/** Upload with a progress bar per file (one request per file, as the API takes them), then its live status. */
function enhanceUpload(): void {
  const form = document.querySelector<HTMLFormElement>('form#upload');
  const input = form?.querySelector<HTMLInputElement>('input[type=file]');
  const list = form?.querySelector<HTMLUListElement>('#upload-progress');
  if (!form || !input || !list) return;
  form.addEventListener('dragover', (e) => {
    e.preventDefault();
    form.classList.add('over');
  });
  form.addEventListener('dragleave', () => form.classList.remove('over'));
  form.addEventListener('drop', (e) => {
    e.preventDefault();
    form.classList.remove('over');
    if (e.dataTransfer?.files.length) input.files = e.dataTransfer.files;
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const files = [...(input.files ?? [])];
    const data = new FormData(form);
    const text = (name: string): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    // The form's other fields go with every file, as the form without a script would send them.
    const fields = { language: text('language'), pages: text('pages').trim() };
    list.replaceChildren();
    // Each upload reports its own outcome in its list item.
    void Promise.all(files.map((file) => uploadOne(form.action, file, fields, list)));
  });
}

/** After an upload: the item links to the document and follows its status until it finishes. */
function follow(item: HTMLLIElement, label: HTMLSpanElement, name: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.textContent = name;
  const state = document.createElement('span');
  state.dataset.testid = 'upload-status';
  label.replaceChildren(link, ': ', state);
  item.querySelector('progress')?.remove();
  const poll = async (): Promise<void> => {
    const res = await fetch(`${url}/status`, { headers: { Accept: 'application/json' } });
    if (res.ok) {
      const doc = (await res.json()) as { status: string; pages_done: number; pages_total: number | null };
      state.textContent = doc.status + (doc.pages_total ? ` (${doc.pages_done}/${doc.pages_total})` : '');
      state.className = `status status-${doc.status}`;
      if (doc.status === 'completed' || doc.status === 'failed') return;
    }
    setTimeout(() => void poll(), 1000);
  };
  void poll();
}

function uploadOne(action: string, file: File, fields: Record<string, string>, list: HTMLUListElement): Promise<boolean> {
  const item = document.createElement('li');
  const label = document.createElement('span');
  const bar = document.createElement('progress');
  label.textContent = `${file.name}: `;
  bar.max = 100;
  bar.value = 0;
  item.append(label, bar);
  list.append(item);
  const body = new FormData();
  // An empty field is left out: the API reads an absent field as "not asked" (all pages, detect).
  for (const [name, value] of Object.entries(fields)) if (value) body.set(name, value);
  body.set('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) bar.value = Math.round((100 * e.loaded) / e.total);
    });
    xhr.addEventListener('load', () => {
      let message = '';
      try {
        message = (JSON.parse(xhr.responseText) as { error?: { message?: string } }).error?.message ?? '';
      } catch {
        // not JSON: keep the status line
      }
      const ok = xhr.status === 202;
      bar.value = 100;
      if (ok) follow(item, label, file.name, (JSON.parse(xhr.responseText) as { url: string }).url);
      else {
        label.textContent = `${file.name}: refused (${xhr.status}) ${message}`;
        item.className = 'error';
      }
      resolve(ok);
    });
    xhr.addEventListener('error', () => {
      label.textContent = `${file.name}: the connection failed; try again.`;
      item.className = 'error';
      resolve(false);
    });
    xhr.send(body);
  });
}

enableCopyButtons();
followStatuses();
enhanceUpload();
