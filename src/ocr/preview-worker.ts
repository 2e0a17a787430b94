// The preview thread's Piscina entry (services/page-previews.ts runs it): one page to a PNG. No
// Tesseract here, only mupdf, so the thread is cheap to start and exists on OCR_THREADS=0 nodes.
// The PNG (~100 KB) is copied back to the main thread; moving it would save nothing measurable.
import { renderPreview, type PreviewResult, type PreviewTask } from './page-preview.js';

export default function previewWorker(task: PreviewTask): PreviewResult {
  return renderPreview(task);
}
