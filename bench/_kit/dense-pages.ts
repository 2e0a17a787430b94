// Bench fixtures made at run time from text written here (no binary files in the repository):
// dense scanned-looking pages, about 40 lines of English at 11 pt, 300 DPI, A4 2480×3508 gray PNG,
// drawn by ImageMagick with DejaVu Sans like test/fixtures/ocr/pages.ts. PDFs made of such pages,
// or with a real text layer, are in sample-pdfs.ts.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Plain prose with numbers and punctuation, like the letters and reports clients send. */
export const CORPUS = `
The quarterly report was delivered to the board on the fourteenth of October, two days after the
deadline agreed in the spring. It describes a year in which revenue grew by 7.4 percent while costs
rose faster than expected, mostly because of freight and energy. The finance team recommends that
the company renegotiate its three largest supply contracts before the end of the calendar year and
that it postpone the opening of the northern warehouse until demand recovers. Several directors
asked why the forecast published in March had been so optimistic. The chief financial officer
explained that the model assumed stable prices for fuel and that nobody had expected the strike at
the port, which closed the main terminal for eleven days. Customers were told about the delays by
letter and by telephone, and most of them accepted a new delivery date without complaint. A small
number cancelled their orders, and the sales department has since offered them a discount of ten
percent on their next purchase. The library will be closed for renovation from the first of June
until the end of August. During that time, books may be returned to the branch on Station Road,
which will extend its opening hours on weekdays until eight in the evening. Readers who have
reserved items will receive an email when their books are ready to collect. The reading room on the
second floor will reopen with new lighting, more power sockets and forty additional seats. The
museum collection of maps and manuscripts will be moved to the city archive for safekeeping, and a
selection of the most popular pieces will be shown in the town hall during the summer. Dear Ms
Harper, thank you for your letter of the 2nd of May and for the photographs of the damaged parcel.
We are sorry that the vase arrived broken. Our courier has confirmed that the box was dropped at the
sorting centre, and we will therefore refund the full price of 149.00 euros to your card within
five working days. You do not need to return the pieces. If you would like a replacement instead,
please reply to this message with your order number, and we will send a new vase by registered
post at no extra cost. The committee met at half past nine in the small conference room. Present
were the chair, the secretary, four elected members and two observers from the regional council.
The minutes of the previous meeting were approved with one correction: the budget for road repairs
is 84,000 pounds, not 48,000 as printed. The committee then discussed the proposal to build a
cycle path along the river. Residents of the old mill district support the plan, but the owners of
the boat yard worry that the path would cut off their access to the water. The secretary was asked
to arrange a site visit with both groups before the next meeting. Water should be boiled for at
least one minute before drinking until further notice. The notice applies to all households in the
valley that are connected to the reservoir at Highfield. Tests taken on Tuesday found bacteria in
two samples, probably because heavy rain washed soil into the treatment plant. Engineers are
flushing the pipes and will take new samples every day. Schools, hospitals and care homes have been
supplied with bottled water, and a distribution point has been opened in the car park of the sports
centre from seven in the morning until seven at night. The experiment was repeated five times with
fresh samples. In each run the temperature was held at 37 degrees for six hours and then lowered by
two degrees every thirty minutes. The results agree closely with those published last year, except
for the third run, in which the heater failed after four hours. That run has been excluded from the
analysis. We conclude that the enzyme remains active well below the temperature at which it was
previously thought to stop working, and we suggest that further work should measure its activity in
living tissue rather than in solution.
`;

const WORDS = CORPUS.trim().split(/\s+/);

export const PAGE_WIDTH = 2480;
export const PAGE_HEIGHT = 3508;

/** Page `index`'s text: `lines` lines of at most `width` characters, each page starting further on in the corpus. */
export function pageText(index: number, lines = 40, width = 74): string {
  return wrapWords(WORDS, index * 61, lines, width);
}

/** `lines` lines of at most `width` characters from `words`, starting at word `start` (wrapping round). */
export function wrapWords(words: readonly string[], start: number, lines: number, width: number): string {
  const out: string[] = [];
  let at = start % words.length;
  let line = '';
  while (out.length < lines) {
    const word = words[at++ % words.length]!;
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return out.join('\n');
}

export async function renderDensePage(dir: string, name: string, text: string): Promise<string> {
  const png = join(dir, `${name}.png`);
  await run('convert', [
    '-density',
    '300',
    '-units',
    'PixelsPerInch',
    '-size',
    `${PAGE_WIDTH}x${PAGE_HEIGHT}`,
    'xc:white',
    '-font',
    'DejaVu-Sans',
    '-pointsize',
    '11',
    '-interline-spacing',
    '12',
    '-fill',
    'black',
    '-annotate',
    '+180+260',
    text,
    '-colorspace',
    'Gray',
    '-depth',
    '8',
    png,
  ]);
  return png;
}

interface DensePage {
  png: string;
  text: string;
}

/** `count` different dense pages, rendered two at a time (one ImageMagick per core is plenty). */
export async function makeDensePages(dir: string, count: number): Promise<DensePage[]> {
  const pages: DensePage[] = [];
  for (let i = 0; i < count; i += 2) {
    const batch = [i, i + 1].filter((n) => n < count);
    pages.push(
      ...(await Promise.all(
        batch.map(async (n) => ({ png: await renderDensePage(dir, `page-${n + 1}`, pageText(n)), text: pageText(n) })),
      )),
    );
  }
  return pages;
}
