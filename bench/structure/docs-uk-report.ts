// Ukrainian documents over more than one column or level: a two-page two-column report with
// running furniture, and nested lists.
import { prose } from './content.js';
import type { DocSpec } from './spec.js';

const reportHeader = 'ТОВ «Дніпро Транс» · Звіт за 2025 рік';

export const UK_REPORT_DOCS: DocSpec[] = [
  {
    id: 'uk-report',
    kind: 'two-column',
    language: 'uk',
    heldOut: false,
    style: { font: 'DejaVu Sans', size: 9.5, margin: '24mm 18mm' },
    pages: [1, 2].map((n) => ({
      header: reportHeader,
      footer: 'Для службового користування',
      number: `Сторінка ${n} з 2`,
      blocks:
        n === 1
          ? [
              { kind: 'title', text: 'Річний звіт про діяльність' },
              {
                kind: 'columns',
                columns: [
                  [
                    { kind: 'heading', level: 2, text: 'Основні події' },
                    { kind: 'text', text: prose('uk', 0, 4) },
                    { kind: 'text', text: prose('uk', 4, 3) },
                  ],
                  [
                    { kind: 'heading', level: 2, text: 'Фінансові результати' },
                    { kind: 'text', text: prose('uk', 7, 4) },
                    {
                      kind: 'list',
                      ordered: false,
                      items: [{ text: 'Дохід зріс на дванадцять відсотків.' }, { text: 'Витрати на пальне зменшилися.' }],
                    },
                  ],
                ],
              },
            ]
          : [
              { kind: 'heading', level: 2, text: 'Плани на 2026 рік' },
              { kind: 'text', text: prose('uk', 2, 4) },
              {
                kind: 'list',
                ordered: true,
                items: [
                  { text: 'Відкрити склад у Львові.' },
                  { text: 'Оновити парк вантажівок.' },
                  { text: 'Запровадити електронний документообіг.' },
                ],
              },
              { kind: 'text', text: prose('uk', 9, 3) },
            ],
    })),
  },
  {
    id: 'uk-lists',
    kind: 'lists',
    language: 'uk',
    heldOut: true,
    style: { font: 'DejaVu Serif', size: 11, margin: '25mm 24mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Порядок прийняття вантажу' },
          {
            kind: 'list',
            ordered: true,
            items: [
              {
                text: 'Перевірити супровідні документи.',
                children: [{ text: 'Товарно-транспортну накладну.' }, { text: 'Сертифікат якості.' }],
              },
              { text: 'Оглянути пломби та упаковку.' },
              {
                text: 'Зважити вантаж і записати результат.',
                childrenOrdered: false,
                children: [{ text: 'Розбіжність понад два відсотки фіксується актом.' }],
              },
            ],
          },
          { kind: 'heading', level: 2, text: 'Заборонено' },
          {
            kind: 'list',
            ordered: false,
            items: [
              { text: 'Приймати вантаж без документів.' },
              { text: 'Залишати склад відчиненим.', children: [{ text: 'Навіть на кілька хвилин.' }] },
            ],
          },
        ],
      },
    ],
  },
];
