// The preview thread's Piscina entry (services/page-previews.ts runs it): one page to a PNG, and
// how much memory the thread holds after it (MuPDF's WASM memory only grows; see
// thread-recycling.ts), so a thread grown too big is replaced. No Tesseract here, only mupdf:
// the thread is cheap to start and exists on OCR_THREADS=0 nodes. The PNG (~100 KB) is copied back.
import { renderPreview, type PreviewResult, type PreviewTask } from '../reading/page-preview.js';
import { measured, type MeasuredReply } from './thread-recycling.js';

export default function previewWorker(task: PreviewTask): MeasuredReply<PreviewResult> {
  return measured(renderPreview(task));
}
