// Held-out Ukrainian documents (added 2026-11-26, never tuned on): a municipal notice with a
// numbered list and a signature block, a utilities bill whose charges table has header spans both
// ways and a total row spanning the body, and a reception schedule with no lines at all.
import { money, right } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

/** Service, unit, previous and current meter readings (empty: no meter), tariff. */
const SERVICES: [string, string, number | null, number | null, number][] = [
  ['Холодна вода', 'м³', 1184, 1196, 30.38],
  ['Гаряча вода', 'м³', 642, 649, 105.05],
  ['Водовідведення', 'м³', null, null, 22.61],
  ['Електроенергія', 'кВт·год', 20517, 20761, 4.32],
  ['Газ', 'м³', 3310, 3352, 7.96],
  ['Централізоване опалення', 'Гкал', null, null, 1654.41],
  ['Вивезення побутових відходів', 'особа', null, null, 41.5],
];

const FIXED: Record<string, number> = { Водовідведення: 19, 'Централізоване опалення': 1.27, 'Вивезення побутових відходів': 3 };

function charges(): { rows: CellSpec[][]; total: number } {
  let total = 0;
  const rows = SERVICES.map(([name, unit, prev, cur, tariff]) => {
    const used = prev !== null && cur !== null ? cur - prev : FIXED[name]!;
    const sum = Math.round(used * tariff * 100) / 100;
    total += sum;
    return [
      { text: name, kind: 'row_header' as const },
      { text: unit, align: 'center' as const },
      ...right(
        prev === null ? '' : String(prev),
        cur === null ? '' : String(cur),
        money(used, 'uk', Number.isInteger(used) ? 0 : 2),
        money(tariff, 'uk', 2),
        money(sum, 'uk', 2),
      ),
    ];
  });
  return { rows, total };
}

const bill = charges();

export const HELDOUT_UK_DOCS: DocSpec[] = [
  {
    id: 'uk-notice',
    kind: 'no-table',
    language: 'uk',
    heldOut: true,
    style: { font: 'DejaVu Serif', size: 12, margin: '26mm 24mm' },
    pages: [
      {
        blocks: [
          { kind: 'text', text: 'Виконавчий комітет Васильківської міської ради', align: 'center' },
          { kind: 'title', text: 'Оголошення' },
          { kind: 'text', text: 'Шановні мешканці!', align: 'center' },
          {
            kind: 'text',
            text: 'У зв’язку з ремонтом магістрального водогону з 1 до 5 грудня 2026 року буде припинено подачу холодної води в будинки по вулицях Шевченка, Садовій та Грушевського.',
            align: 'justify',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              { text: 'Заздалегідь зробіть запас питної води.' },
              { text: 'Закрийте крани в квартирах, щоб уникнути затоплення після відновлення подачі.' },
              { text: 'Питну воду можна набрати з автоцистерни біля будинку культури щодня з 8:00 до 20:00.' },
              { text: 'Про аварії повідомляйте диспетчерську службу за телефоном 1580.' },
            ],
          },
          { kind: 'text', text: 'Просимо вибачення за тимчасові незручності.', align: 'justify' },
          { kind: 'text', text: '20 листопада 2026 року' },
          { kind: 'text', text: 'Міський голова', align: 'right' },
          { kind: 'text', text: 'Олександр Петренко', align: 'right' },
        ],
      },
    ],
  },
  {
    id: 'uk-utilities',
    kind: 'merged-header',
    language: 'uk',
    heldOut: true,
    style: { font: 'DejaVu Sans', size: 9, margin: '18mm 16mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Рахунок за житлово-комунальні послуги' },
          {
            kind: 'fields',
            rows: [
              ['Особовий рахунок', '0417-22853'],
              ['Адреса', 'м. Васильків, вул. Садова, 14, кв. 37'],
              ['Розрахунковий період', 'жовтень 2026 року'],
            ],
          },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 2,
              width: '100%',
              rows: [
                [
                  { text: 'Послуга', rowSpan: 2 },
                  { text: 'Одиниця', rowSpan: 2, align: 'center' },
                  { text: 'Показники лічильника', colSpan: 2, align: 'center' },
                  { text: 'Спожито', rowSpan: 2, align: 'center' },
                  { text: 'Тариф, грн', rowSpan: 2, align: 'center' },
                  { text: 'Нараховано, грн', rowSpan: 2, align: 'center' },
                ],
                [
                  { text: 'попередні', align: 'center' },
                  { text: 'поточні', align: 'center' },
                ],
                ...bill.rows,
                [
                  { text: 'Разом до сплати', colSpan: 6, kind: 'row_header' },
                  { text: money(bill.total, 'uk', 2), align: 'right' },
                ],
              ],
            },
          },
          { kind: 'text', text: 'Оплатити рахунок можна до 20 листопада в будь-якому відділенні банку або в застосунку без комісії.' },
        ],
      },
    ],
  },
  {
    id: 'uk-reception',
    kind: 'unruled',
    language: 'uk',
    heldOut: true,
    style: { font: 'DejaVu Serif Condensed', size: 10.5, margin: '24mm 16mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Графік особистого прийому громадян' },
          { kind: 'text', text: 'Керівництво міської ради на грудень 2026 року. Попередній запис за телефоном 2-14-80.' },
          {
            kind: 'table',
            table: {
              style: 'unruled',
              headerRows: 1,
              width: '100%',
              fontSize: '9.5pt',
              rows: [
                [{ text: 'Посада' }, { text: 'Прізвище, ім’я' }, { text: 'День' }, { text: 'Години' }, { text: 'Кабінет', align: 'right' }],
                ...[
                  ['Міський голова', 'Петренко Олександр', 'понеділок', '10:00–13:00', '21'],
                  ['Секретар ради', 'Ковальчук Ірина', 'вівторок', '14:00–17:00', '19'],
                  ['Перший заступник', 'Мельник Андрій', 'середа', '09:00–12:00', '24'],
                  ['Заступник з гуманітарних питань', 'Бондар Оксана', 'четвер', '14:00–16:00', '26'],
                  ['Керуючий справами', 'Шевчук Василь', 'п’ятниця', '10:00–12:00', '15'],
                ].map(([a, b, c, d, e]) => [{ text: a! }, { text: b! }, { text: c! }, { text: d! }, { text: e!, align: 'right' as const }]),
              ],
            },
          },
          { kind: 'text', text: 'Прийом з питань, що не належать до повноважень міської ради, не проводиться.' },
        ],
      },
    ],
  },
];
