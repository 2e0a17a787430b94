// OSD (Tesseract's orientation and script detection) on one page, asked at most once on each
// evidence: a band of text is enough for the script of an upright page; the whole page is needed
// to tell how a sideways page is turned, and its script then serves too.
import type { OcrEngine, Orientation, RawImage } from '../engines/ocr-engine.js';
import type { Clock } from './page-clock.js';
import { scriptFrom, turnFrom } from './page-decisions.js';
import type { Rotation } from './page-render.js';

export class PageOsd {
  /** OSD's answers on this page: undefined, not asked; null, asked without an answer. */
  private onBand: Orientation | null | undefined;
  private onPage: Orientation | null | undefined;

  constructor(
    private readonly ocr: OcrEngine,
    private readonly clock: Clock,
    private readonly remaining: () => number,
  ) {}

  /** The script of the page's text: the whole page's answer when there is one, else the band's. */
  async script(band: RawImage): Promise<string | null> {
    return scriptFrom(this.onPage ?? this.onBand ?? (this.onBand = await this.detect(band)));
  }

  /** How the page is turned, asked of the whole page. */
  async turn(page: RawImage): Promise<Rotation | null> {
    if (this.onPage === undefined) this.onPage = await this.detect(page);
    return turnFrom(this.onPage);
  }

  /** The whole page's script, when the whole page was asked. */
  pageScript(): string | null {
    return scriptFrom(this.onPage ?? null);
  }

  /** null when the engine has no OSD or it failed: the decisions then go without it. */
  private detect(image: RawImage): Promise<Orientation | null> {
    const ocr = this.ocr;
    if (!ocr.detectOrientation) return Promise.resolve(null);
    return this.clock.timeAsync('decideMs', () => ocr.detectOrientation!(image, this.remaining())).catch(() => null);
  }
}
