// OpenAPI components for pages and their layout (API.md "GET /v1/documents/{id}/pages/{n}").
import { closed, codeAndMessage, confidence, orNull, ref, type Schema } from './helpers.js';
import { pageStructureProperties } from './structure-schemas.js';

const fraction: Schema = { type: 'number', minimum: 0, maximum: 1 };
const size: Schema = { type: ['number', 'null'], minimum: 0, description: 'Null only for a page that could not be loaded.' };

export function pageSchemas(pageErrorCodes: readonly string[]): Record<string, Schema> {
  const common = {
    page: { type: 'integer', minimum: 1 },
    method: { type: 'string', enum: ['ocr', 'text_layer', 'blank'] },
    language: { type: ['string', 'null'] },
    confidence: { ...confidence, description: '0 when the page failed.' },
    text: { type: 'string', description: 'The lines joined with newlines; empty when the page failed.' },
    width: size,
    height: size,
    unit: { type: ['string', 'null'], enum: ['pt', 'px', null], description: 'pt for PDF pages, px for image files.' },
    error: orNull(codeAndMessage(pageErrorCodes)),
    ...pageStructureProperties,
  };
  return {
    Page: closed(common, { description: 'A page as listed by /pages: no `lines`, but its paragraphs and tables.' }),
    PageDetail: closed(
      {
        object: { const: 'page' },
        ...common,
        rotation: { type: 'integer', enum: [0, 90, 180, 270], description: 'Clockwise turn applied so the page read upright.' },
        dpi: {
          type: ['integer', 'null'],
          minimum: 1,
          description: 'Resolution the page was read at; null for text-layer and blank pages.',
        },
        prepared: { type: 'array', items: { type: 'string' }, description: 'What was done to the page image before reading, in order.' },
        lines: { type: 'array', items: ref('LayoutLine'), description: 'Reading order; empty for blank and failed pages.' },
      },
      { description: 'One page with its layout.' },
    ),
    Bbox: {
      type: 'array',
      prefixItems: [fraction, fraction, fraction, fraction],
      minItems: 4,
      maxItems: 4,
      description: '[left, top, right, bottom] as fractions of the displayed page, origin top-left, 4 decimals.',
    },
    LayoutLine: closed({
      text: { type: 'string' },
      bbox: ref('Bbox'),
      confidence: { ...confidence, description: 'Mean of its words.' },
      block: { type: 'integer', minimum: 0 },
      paragraph: { type: 'integer', minimum: 0 },
      words: { type: 'array', minItems: 1, items: ref('LayoutWord') },
    }),
    LayoutWord: closed({ text: { type: 'string', minLength: 1 }, bbox: ref('Bbox'), confidence }),
  };
}
