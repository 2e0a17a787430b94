// GET /v1/languages: what `language` accepts and auto-detection chooses among, in OCR_LANGUAGES order.
import { languageInfo } from '../../domain/languages.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';

export function listLanguagesHandler(ctx: RequestContext, deps: AppDeps): void {
  const data = deps.languages.isoCodes.flatMap((iso) => {
    const info = languageInfo(iso);
    return info ? [{ code: info.code, tesseract: info.tesseract, name: info.name, script: info.script }] : [];
  });
  ctx.json(200, { object: 'list', data });
}
