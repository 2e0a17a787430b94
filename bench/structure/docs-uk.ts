// Ukrainian documents: an invoice, a rules-only financial statement, merged headers and a letter
// (a two-column report and nested lists are in docs-uk-report.ts).
import { figures, head, int, money, prose, right, seeded } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

function invoice(): CellSpec[][] {
  const rnd = seeded(83);
  return ['Папір офісний А4, пачка', 'Картридж для принтера', 'Степлер металевий', 'Папки-реєстратори', 'Доставка'].map((d, i) => {
    const q = int(rnd, 1, 20);
    const p = int(rnd, 4500, 95000) / 100;
    return [{ text: String(i + 1), align: 'right' }, { text: d }, ...right(String(q), money(p, 'uk', 2), money(q * p, 'uk', 2))];
  });
}

function statement(): CellSpec[][] {
  const rnd = seeded(89);
  return [
    'Чистий дохід від реалізації',
    'Собівартість реалізації',
    'Валовий прибуток',
    'Адміністративні витрати',
    'Витрати на збут',
    'Інші операційні доходи',
    'Фінансовий результат до оподаткування',
    'Податок на прибуток',
    'Чистий прибуток',
  ].map((l) => figures(l, [money(int(rnd, 1200, 88000), 'uk'), money(int(rnd, 1200, 88000), 'uk')]));
}

export const UK_DOCS: DocSpec[] = [
  {
    id: 'uk-invoice',
    kind: 'ruled',
    language: 'uk',
    heldOut: false,
    style: { font: 'DejaVu Sans', size: 10, margin: '22mm 20mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Рахунок-фактура № 418' },
          {
            kind: 'fields',
            rows: [
              ['Постачальник', 'ТОВ «Канцсвіт»'],
              ['Покупець', 'ТОВ «Дніпро Транс»'],
              ['Дата', '12 березня 2026 року'],
            ],
          },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              width: '100%',
              rows: [head('№', 'Найменування', 'Кількість', 'Ціна, грн', 'Сума, грн'), ...invoice()],
            },
          },
          { kind: 'text', text: 'Рахунок дійсний до сплати протягом п’яти банківських днів.' },
        ],
      },
    ],
  },
  {
    id: 'uk-financial',
    kind: 'hrules',
    language: 'uk',
    heldOut: false,
    style: { font: 'DejaVu Serif', size: 10, margin: '24mm 22mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Звіт про фінансові результати' },
          { kind: 'text', text: 'За 2025 рік, тисяч гривень.' },
          {
            kind: 'table',
            table: {
              style: 'hrules',
              headerRows: 1,
              width: '100%',
              rows: [[{ text: 'Стаття' }, ...right('2025', '2024')], ...statement()],
            },
          },
          { kind: 'text', text: prose('uk', 0, 3) },
        ],
      },
    ],
  },
  {
    id: 'uk-merged',
    kind: 'merged-header',
    language: 'uk',
    heldOut: true,
    style: { font: 'DejaVu Sans Condensed', size: 10, margin: '22mm 20mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Перевезення за регіонами' },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 2,
              width: '100%',
              rows: [
                [
                  { text: 'Регіон', rowSpan: 2 },
                  { text: 'Кількість рейсів', colSpan: 2, align: 'center' },
                  { text: 'Виручка, тис. грн', colSpan: 2, align: 'center' },
                ],
                right('2025', '2024', '2025', '2024'),
                ...['Київ', 'Львів', 'Одеса', 'Харків', 'Дніпро'].map((r, i) => {
                  const rnd = seeded(97 + i);
                  return [
                    { text: r, kind: 'row_header' as const },
                    ...right(...Array.from({ length: 4 }, () => money(int(rnd, 300, 9900), 'uk'))),
                  ];
                }),
              ],
            },
          },
          { kind: 'text', text: prose('uk', 3, 2) },
        ],
      },
    ],
  },
  {
    id: 'uk-letter',
    kind: 'no-table',
    language: 'uk',
    heldOut: false,
    style: { font: 'DejaVu Serif', size: 11.5, margin: '28mm 26mm' },
    pages: [
      {
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['Кому', 'Директору ТОВ «Канцсвіт» Петренку О. І.'],
              ['Від', 'Головного бухгалтера Коваль Н. В.'],
              ['Дата', '14 березня 2026 року'],
            ],
          },
          { kind: 'text', text: 'Шановний Олександре Івановичу!' },
          { kind: 'text', text: prose('uk', 0, 3) },
          { kind: 'text', text: prose('uk', 5, 3) },
          { kind: 'text', text: 'З повагою, Наталія Коваль' },
        ],
      },
    ],
  },
];
