// A scanned PDF as scanners write them: one JPEG per page, embedded as is (DCTDecode) on a page
// sized at 300 DPI. Written object by object straight to the file, so a 300-page fixture of
// 75 MB never sits in memory (mupdf's saveToBuffer would need it whole in wasm memory).
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { jpegXObject } from '../../src/layout/pdf/image-xobject.js';
import { PdfObjectWriter, ref } from '../../src/layout/pdf/pdf-objects.js';

export function writeJpegScanPdf(path: string, jpegs: string[], dpi = 300): string {
  const fd = openSync(path, 'w');
  try {
    const out = new PdfObjectWriter(0, 3);
    out.raw('%PDF-1.7\n');
    const kids: number[] = [];
    const cache = new Map<string, ReturnType<typeof jpegXObject>>();
    for (const jpeg of jpegs) {
      if (!cache.has(jpeg)) cache.set(jpeg, jpegXObject(readFileSync(jpeg)));
      const image = cache.get(jpeg)!;
      const w = (image.width * 72) / dpi;
      const h = (image.height * 72) / dpi;
      const [xobject, contents, page] = [out.allocate(), out.allocate(), out.allocate()];
      out.stream(xobject, image.dict, image.data);
      out.stream(contents, '', Buffer.from(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`));
      out.object(
        page,
        `<< /Type /Page /Parent ${ref(2)} /MediaBox [0 0 ${w} ${h}] ` +
          `/Resources << /XObject << /Im0 ${ref(xobject)} >> >> /Contents ${ref(contents)} >>`,
      );
      kids.push(page);
      writeSync(fd, out.take());
    }
    out.object(2, `<< /Type /Pages /Count ${kids.length} /Kids [${kids.map((k) => ref(k)).join(' ')}] >>`);
    out.object(1, `<< /Type /Catalog /Pages ${ref(2)} >>`);
    out.xrefTable(`/Root ${ref(1)}`, true);
    writeSync(fd, out.take());
  } finally {
    closeSync(fd);
  }
  return path;
}
