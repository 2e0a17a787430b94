// Builds the degraded-scan set reproducibly with ImageMagick: one clean 300 DPI page per language
// drawn from texts.ts, then one copy per degradation the issue lists (skew, quarter
// turns, noise, blur, JPEG, uneven light, low contrast, scanner borders, fax, photo, bleed-through).
// Noise is seeded, so the same ImageMagick gives the same pixels on every run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BACK_LINES, ENGLISH_LINES, UKRAINIAN_LINES } from './texts.js';

const W = 2480; // A4 width at 300 DPI
const H = 1300;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

interface Degradation {
  name: string;
  /** ImageMagick operators applied to the clean page ('BACK' stands for the back side's path). */
  ops: string[];
  /** Resolution the degraded file states (and is sampled at). */
  dpi: number;
}

const shade = (from: string, to: string, kind = 'gradient') => [
  '(',
  '-size',
  `${W}x${H}`,
  `${kind}:${from}-${to}`,
  ')',
  '-compose',
  'multiply',
  '-composite',
];

const DEGRADATIONS: Degradation[] = [
  { name: 'clean', ops: [], dpi: 300 },
  { name: 'skew-0.7', ops: ['-virtual-pixel', 'white', '-distort', 'SRT', '0.7'], dpi: 300 },
  { name: 'skew-3', ops: ['-virtual-pixel', 'white', '-distort', 'SRT', '3'], dpi: 300 },
  { name: 'skew-5', ops: ['-virtual-pixel', 'white', '-distort', 'SRT', '-5'], dpi: 300 },
  { name: 'rotate-90', ops: ['-rotate', '90'], dpi: 300 },
  { name: 'rotate-180', ops: ['-rotate', '180'], dpi: 300 },
  { name: 'rotate-270', ops: ['-rotate', '270'], dpi: 300 },
  { name: 'salt-pepper', ops: ['-seed', '16', '-attenuate', '0.35', '+noise', 'Impulse'], dpi: 300 },
  { name: 'gaussian-noise', ops: ['-seed', '16', '-attenuate', '1.2', '+noise', 'Gaussian'], dpi: 300 },
  { name: 'blur', ops: ['-blur', '0x2.2'], dpi: 300 },
  { name: 'jpeg-q8', ops: ['-quality', '8', 'JPEG'], dpi: 300 },
  { name: 'gradient-light', ops: shade('white', 'gray35'), dpi: 300 },
  { name: 'shadow', ops: shade('white', 'gray20', 'radial-gradient'), dpi: 300 },
  { name: 'low-contrast', ops: ['+level', '45%,80%'], dpi: 300 },
  {
    name: 'dark-border',
    ops: ['-bordercolor', 'gray8', '-border', '110x80', '-gravity', 'northwest', '-crop', `${W + 140}x${H + 100}+0+20`, '+repage'],
    dpi: 300,
  },
  {
    name: 'fax-200',
    ops: ['-units', 'PixelsPerInch', '-density', '300', '-resample', '200', '-threshold', '55%', '-type', 'bilevel'],
    dpi: 200,
  },
  {
    name: 'fax-150',
    ops: ['-units', 'PixelsPerInch', '-density', '300', '-resample', '150', '-threshold', '55%', '-type', 'bilevel'],
    dpi: 150,
  },
  {
    name: 'photo-perspective',
    ops: [
      '-virtual-pixel',
      'gray',
      '-background',
      'gray60',
      '-distort',
      'Perspective',
      `0,0 90,60  ${W - 1},0 ${W - 60},10  0,${H - 1} 20,${H - 70}  ${W - 1},${H - 1} ${W - 110},${H - 20}`,
      ...shade('gray95', 'gray55'),
      '-blur',
      '0x1.2',
      '-seed',
      '16',
      '-attenuate',
      '0.5',
      '+noise',
      'Gaussian',
    ],
    dpi: 300,
  },
  // The back is seen through the paper, whose fibres spread its light: blurred, never as sharp as
  // the front's print (a sharp mirrored page is what a renderer draws, and grey ink looks so).
  {
    name: 'bleed-through',
    ops: ['(', 'BACK', '-flop', '-blur', '0x1.5', '+level', '62%,100%', ')', '-compose', 'multiply', '-composite'],
    dpi: 300,
  },
];

/**
 * Held out: other angles, amounts and directions of the same kinds, plus two mixed ones, never
 * looked at while page-preparation.ts's thresholds were chosen. The bench reports them apart.
 */
export const HELD_OUT: Degradation[] = [
  { name: 'skew-2', ops: ['-virtual-pixel', 'white', '-distort', 'SRT', '2'], dpi: 300 },
  { name: 'skew-(-1.5)', ops: ['-virtual-pixel', 'white', '-distort', 'SRT', '-1.5'], dpi: 300 },
  { name: 'skew-4', ops: ['-virtual-pixel', 'white', '-distort', 'SRT', '4'], dpi: 300 },
  { name: 'salt-pepper-light', ops: ['-seed', '7', '-attenuate', '0.2', '+noise', 'Impulse'], dpi: 300 },
  {
    name: 'gradient-sideways',
    ops: ['(', '-size', `${H}x${W}`, 'gradient:white-gray45', '-rotate', '90', ')', '-compose', 'multiply', '-composite'],
    dpi: 300,
  },
  {
    name: 'border-left-bottom',
    ops: ['-gravity', 'west', '-background', 'gray5', '-splice', '140x0', '-gravity', 'south', '-splice', '0x60', '+repage'],
    dpi: 300,
  },
  {
    name: 'fax-120',
    ops: ['-units', 'PixelsPerInch', '-density', '300', '-resample', '120', '-threshold', '50%', '-type', 'bilevel'],
    dpi: 120,
  },
  {
    name: 'skew-2+shadow',
    ops: ['-virtual-pixel', 'white', '-distort', 'SRT', '2', ...shade('gray95', 'gray30', 'radial-gradient')],
    dpi: 300,
  },
  { name: 'low-contrast+blur', ops: ['+level', '30%,85%', '-blur', '0x1.5'], dpi: 300 },
];

export interface ScanPage {
  language: 'en' | 'uk';
  /** Tesseract code for the language. */
  tesseract: 'eng' | 'ukr';
  degradation: string;
  path: string;
  dpi: number;
  truth: string;
}

function drawText(lines: string[], out: string): void {
  execFileSync('convert', [
    '-size',
    `${W}x${H}`,
    'xc:white',
    '-font',
    FONT,
    '-pointsize',
    '11',
    '-density',
    '300',
    '-interline-spacing',
    '20',
    '-fill',
    'black',
    '-annotate',
    '+180+230',
    lines.join('\n'),
    '-colorspace',
    'Gray',
    '-units',
    'PixelsPerInch',
    '-density',
    '300',
    out,
  ]);
}

function degrade(clean: string, back: string, d: Degradation, out: string): void {
  const jpeg = d.ops.at(-1) === 'JPEG';
  const ops = (jpeg ? d.ops.slice(0, -1) : d.ops).map((op) => (op === 'BACK' ? back : op));
  const target = jpeg ? `${out}.jpg` : out;
  execFileSync('convert', [clean, ...ops, '-colorspace', 'Gray', '-units', 'PixelsPerInch', '-density', String(d.dpi), target]);
  // A JPEG's artefacts are kept, the page itself is stored losslessly so every reader sees the same pixels.
  if (jpeg) execFileSync('convert', [target, '-units', 'PixelsPerInch', '-density', String(d.dpi), out]);
}

/** Generates (or reuses, when already present) every page of the set under `dir`. */
export function buildDegradedSet(dir: string, only?: (d: Degradation) => boolean, degradations = DEGRADATIONS): ScanPage[] {
  mkdirSync(dir, { recursive: true });
  const back = join(dir, 'back.png');
  if (!existsSync(back)) drawText(BACK_LINES, back);
  const pages: ScanPage[] = [];
  for (const [language, tesseract, lines] of [
    ['en', 'eng', ENGLISH_LINES],
    ['uk', 'ukr', UKRAINIAN_LINES],
  ] as const) {
    const clean = join(dir, `${language}-clean.png`);
    if (!existsSync(clean)) drawText(lines, clean);
    for (const d of degradations.filter(only ?? (() => true))) {
      const path = d.name === 'clean' ? clean : join(dir, `${language}-${d.name}.png`);
      if (!existsSync(path)) degrade(clean, back, d, path);
      pages.push({ language, tesseract, degradation: d.name, path, dpi: d.dpi, truth: lines.join('\n') });
    }
  }
  return pages;
}
