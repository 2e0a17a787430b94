// OpenAPI components for a page's structure (API.md "Structure: paragraphs and tables on a page")
// and the document's tables as /tables serves them.
import { closed, list, object, ref, type Schema } from './helpers.js';

const paragraphRoles = [
  'title',
  'heading',
  'text',
  'list_item',
  'caption',
  'footnote',
  'page_header',
  'page_footer',
  'page_number',
  'table',
] as const;
const index: Schema = { type: 'integer', minimum: 0 };
const span: Schema = { type: 'integer', minimum: 1 };

const tableProperties: Record<string, Schema> = {
  bbox: ref('Bbox'),
  rows: { type: 'integer', minimum: 1 },
  columns: { type: 'integer', minimum: 1 },
  cells: { type: 'array', items: ref('TableCell'), description: 'Cover the grid exactly once, listed row by row.' },
};

// What each role carries: `table` only a table's index, the others their text; headings and list
// items their level, list items their marker.
const roleRules: Schema[] = [
  { if: object({ role: { const: 'table' } }), then: { required: ['table'] }, else: { required: ['text'] } },
  {
    if: object({ role: { const: 'heading' } }),
    then: { type: 'object', required: ['level'], properties: { level: { type: 'integer', minimum: 2, maximum: 6 } } },
  },
  { if: object({ role: { const: 'list_item' } }), then: { required: ['level', 'marker'] } },
];

export function structureSchemas(): Record<string, Schema> {
  return {
    Paragraph: {
      type: 'object',
      description: 'A paragraph of the page, in reading order.',
      additionalProperties: false,
      required: ['role', 'bbox'],
      properties: {
        role: { type: 'string', enum: [...paragraphRoles] },
        text: { type: 'string', description: 'The lines joined with spaces (hyphenation at line ends undone); absent for `table`.' },
        bbox: ref('Bbox'),
        level: {
          type: 'integer',
          minimum: 1,
          maximum: 6,
          description: '`heading`: 2-6 (the title is 1); `list_item`: 1.. by indentation.',
        },
        marker: { type: 'string', description: '`list_item`: the bullet or number as printed; `text` omits it.' },
        table: { ...index, description: "`table`: its index in the page's `tables`." },
      },
      allOf: roleRules,
    },
    TableCell: closed({
      row: index,
      column: index,
      row_span: span,
      column_span: span,
      kind: { type: 'string', enum: ['column_header', 'row_header', 'content'] },
      text: { type: 'string', description: 'The cell\'s lines joined with newlines; "" for an empty slot.' },
      bbox: ref('Bbox'),
    }),
    Table: closed(tableProperties, { description: 'A table of the page: rows and columns 0-based from the top left.' }),
    DocumentTable: closed(
      {
        object: { const: 'table' },
        index: { type: 'integer', minimum: 1, description: '1-based in the document: /tables/{k} serves it.' },
        page: { type: 'integer', minimum: 1, description: 'The page it is on, numbered as in the original document.' },
        ...tableProperties,
      },
      { description: "A table of the document: a page's table object with its place in the document." },
    ),
    TableList: list('DocumentTable', false),
  };
}

/** `paragraphs` and `tables`, carried by every page object (/pages items and /pages/{n}). */
export const pageStructureProperties: Record<string, Schema> = {
  paragraphs: { type: 'array', items: ref('Paragraph'), description: 'Reading order: running headers first, footers last.' },
  tables: { type: 'array', items: ref('Table'), description: 'Empty when the page has no table.' },
};
