// How a printed page reaches docrec: born-digital (rendered as it is), scanned (a flatbed's
// small skew, blur, grey paper and sensor noise at 200/300/400 DPI) or photographed with a
// phone (perspective, uneven light and vignetting, blur, noise, JPEG). ImageMagick operators on
// the page as `mutool draw` rendered it; noise is seeded, so the same ImageMagick gives the
// same pixels on every run.

export type Look =
  | { capture: 'born-digital'; dpi: number }
  | { capture: 'scan'; dpi: number; angle: number; blur: number; noise: number; seed: number; jpeg?: number }
  | { capture: 'photo'; dpi: number; seed: number; tilt: number; light: number };

export const bornDigital = (dpi = 300): Look => ({ capture: 'born-digital', dpi });

export const scanned = (dpi: number, angle: number, seed: number, jpeg?: number): Look => ({
  capture: 'scan',
  dpi,
  angle,
  blur: 0.7,
  noise: 0.5,
  seed,
  ...(jpeg ? { jpeg } : {}),
});

/** A phone photo; `tilt` 0..1 how far from square-on, `light` 0..1 how uneven the light. */
export const photographed = (seed: number, tilt: number, light: number): Look => ({ capture: 'photo', dpi: 200, seed, tilt, light });

const multiply = (w: number, h: number, image: string) => ['(', '-size', `${w}x${h}`, image, ')', '-compose', 'multiply', '-composite'];

/** The operators between `convert page.png` and the output options, for a page of w × h pixels. */
export function lookOps(look: Look, w: number, h: number): string[] {
  if (look.capture === 'born-digital') return [];
  if (look.capture === 'scan') {
    return [
      ...['-virtual-pixel', 'white', '-filter', 'point', '-interpolate', 'bilinear', '-distort', 'SRT', String(look.angle)],
      ...['-blur', `0x${((look.blur * look.dpi) / 300).toFixed(2)}`],
      ...['+level', '3%,94%'],
      ...['-seed', String(look.seed), '-attenuate', String(look.noise), '+noise', 'Gaussian'],
    ];
  }
  // Corners pulled in unevenly (the phone held above the page, a little to one side).
  const d = (share: number) => Math.round(share * look.tilt * w);
  const corners = [
    [0, 0, d(0.09), d(0.05)],
    [w - 1, 0, w - 1 - d(0.03), d(0.08)],
    [0, h - 1, d(0.02), h - 1 - d(0.04)],
    [w - 1, h - 1, w - 1 - d(0.07), h - 1 - d(0.02)],
  ];
  const dark = Math.round(95 - 45 * look.light);
  return [
    ...['-virtual-pixel', 'background', '-background', 'gray45', '-distort', 'Perspective', corners.map((c) => c.join(',')).join(' ')],
    ...multiply(w, h, `gradient:white-gray${dark}`),
    ...multiply(w, h, `radial-gradient:white-gray${Math.round(dark * 0.9)}`),
    ...['-gamma', '0.85', '-blur', '0x1.1'],
    ...['-seed', String(look.seed), '-attenuate', '0.7', '+noise', 'Gaussian'],
  ];
}

/** The file the look writes: photos as JPEG at quality 72, scans as JPEG when asked. */
export function lookFormat(look: Look): { ext: 'png' | 'jpg'; options: string[] } {
  const quality = look.capture === 'photo' ? 72 : look.capture === 'scan' ? look.jpeg : undefined;
  if (quality !== undefined) return { ext: 'jpg', options: ['-quality', String(quality)] };
  return { ext: 'png', options: ['-define', 'png:compression-level=1', '-define', 'png:exclude-chunks=date,time'] };
}
