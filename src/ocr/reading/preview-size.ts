// The size of a page's preview image, shared by the renderer (preview thread) and the dashboard's
// page view, which reserves the image's box before it loads.

/** Width the preview aims for: the dashboard's main column is 1100 px wide at most. */
export const PREVIEW_WIDTH = 1100;
/** A tall narrow page (a receipt) gets less width rather than a huge image. */
export const PREVIEW_MAX_PIXELS = 2_500_000;

/** The scale from the displayed page's size (any unit) to preview pixels. */
export function previewScale(width: number, height: number): number {
  return Math.min(PREVIEW_WIDTH / width, Math.sqrt(PREVIEW_MAX_PIXELS / (width * height)));
}
