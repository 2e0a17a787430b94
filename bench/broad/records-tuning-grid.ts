// The tuning part's forms, tables and slides (records-tuning.ts has their types), written for
// this set.
import type { FormParts, SlideParts, StatsParts } from './records-tuning.js';

export const FORMS: Record<'en' | 'uk', FormParts> = {
  en: {
    title: 'Application for a residents parking permit',
    intro: 'Complete every field in capital letters and return the form to the council offices with a copy of your vehicle registration.',
    fields: [
      ['Surname', 'WHITMORE'],
      ['First names', 'EMILY ROSE'],
      ['Date of birth', '14/08/1987'],
      ['Telephone', '07700 900418'],
      ['Address', '22 CHAPEL STREET'],
      ['Postcode', 'NR2 4LP'],
      ['Vehicle make', 'VOLKSWAGEN'],
      ['Registration', 'AB19 KZT'],
      ['Permit zone', 'C2'],
      ['Start date', '01/06/2026'],
      ['Payment', 'DIRECT DEBIT'],
      ['Amount', '72.00 GBP'],
    ],
    closing: 'I declare that the information given is correct. Signature and date: E. R. Whitmore, 18 May 2026.',
  },
  uk: {
    title: 'Заява про видачу перепустки на паркування',
    intro: 'Заповніть усі поля друкованими літерами та подайте заяву до центру надання адміністративних послуг.',
    fields: [
      ['Прізвище', 'КОВАЛЕНКО'],
      ["Ім'я", 'ІРИНА'],
      ['По батькові', 'ПЕТРІВНА'],
      ['Дата народження', '03.11.1984'],
      ['Телефон', '+380 67 214 55 09'],
      ['Адреса', 'ВУЛ. СОБОРНОСТІ 5'],
      ['Марка авто', 'ШКОДА'],
      ['Номер', 'АА 4512 КМ'],
      ['Зона', 'Б-3'],
      ['Дата початку', '01.06.2026'],
      ['Спосіб оплати', 'КАРТКА'],
      ['Сума', '450 грн'],
    ],
    closing: 'Підтверджую, що наведені відомості правдиві. Підпис і дата: І. П. Коваленко, 18 травня 2026 р.',
  },
};

export const STATS: Record<'en' | 'ru', StatsParts> = {
  en: {
    title: 'Table 4. Freight handled at regional ports, thousand tonnes',
    subtitle: 'Inward and outward traffic combined, calendar years 2021 to 2025.',
    corner: 'Port',
    years: ['2021', '2022', '2023', '2024', '2025'],
    rows: [
      'Aberdeen',
      'Belfast',
      'Cardiff',
      'Dover',
      'Felixstowe',
      'Grimsby',
      'Hull',
      'Immingham',
      'Liverpool',
      'Plymouth',
      'Southampton',
      'Tilbury',
    ],
    total: 'All ports',
    note: 'Source: port authority returns. Figures for 2025 are provisional and may be revised in the next release.',
    decimal: '.',
    group: ',',
  },
  ru: {
    title: 'Таблица 7. Перевозки грузов по видам транспорта, тыс. тонн',
    subtitle: 'По данным отчётов предприятий, 2021–2025 годы.',
    corner: 'Вид транспорта',
    years: ['2021', '2022', '2023', '2024', '2025'],
    rows: ['Железнодорожный', 'Автомобильный', 'Морской', 'Речной', 'Воздушный', 'Трубопроводный', 'Городской', 'Пригородный'],
    total: 'Всего',
    note: 'Примечание: данные за 2025 год предварительные и могут быть уточнены.',
    decimal: ',',
    group: ' ',
  },
};

export const SLIDES: Record<'en' | 'uk' | 'pt', SlideParts> = {
  en: {
    title: 'Quarterly results: what changed',
    points: [
      'Revenue up 7.4% on the same quarter last year',
      'Freight costs rose faster than prices',
      'Northern warehouse opening moved to spring',
      'Three supply contracts to be renegotiated',
    ],
    footer: 'Board meeting, 14 October 2026, page 3 of 12',
  },
  uk: {
    title: 'Підсумки кварталу: що змінилося',
    points: [
      'Виручка зросла на 7,4% порівняно з минулим роком',
      'Витрати на перевезення зростали швидше за ціни',
      'Відкриття північного складу перенесено на весну',
      'Три договори постачання буде переглянуто',
    ],
    footer: 'Засідання правління, 14 жовтня 2026 р., сторінка 3 з 12',
  },
  pt: {
    title: 'Resultados do trimestre',
    points: [
      'Receita aumentou 7,4% face ao ano anterior',
      'Os custos de transporte subiram mais do que os preços',
      'Abertura do armazém do norte adiada para a primavera',
      'Três contratos de fornecimento serão renegociados',
    ],
    footer: 'Reunião do conselho, 14 de outubro de 2026, página 3 de 12',
  },
};
