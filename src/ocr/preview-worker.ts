// The preview thread's Piscina entry (services/page-previews.ts runs it): one page to a PNG, and
// how much memory the thread holds after it (MuPDF's WASM memory only grows; see
// thread-recycling.ts), so a thread grown too big is replaced. No Tesseract here, only mupdf:
// the thread is cheap to start and exists on OCR_THREADS=0 nodes. The PNG (~100 KB) is copied back.
import { renderPreview, type PreviewResult, type PreviewTask } from './page-preview.js';

export interface PreviewReply {
  result: PreviewResult;
  externalBytes: number;
}

export default function previewWorker(task: PreviewTask): PreviewReply {
  const result = renderPreview(task);
  return { result, externalBytes: process.memoryUsage().external };
}
