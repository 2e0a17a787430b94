// The sealed part's frames around its small print (prose-sealed*.ts), written for this set apart
// from every other part's: a bike share's terms of use (en), a water laboratory's test method with
// its document grid, precision table and safety box (de), and a water company's notice of a supply
// cut with its table of streets (uk). Columns, letters, money documents, the form, the tables and
// the slide: records-sealed-columns.ts, -faq.ts, -letters.ts, -rent.ts, -money.ts, -freight.ts,
// -till.ts, -form.ts, -grids.ts, -slide.ts.

export interface TermsParts {
  brand: string;
  title: string;
  version: string;
  intro: string;
  footer: [string, string];
}

export const TERMS: TermsParts = {
  brand: 'wheelwise',
  title: 'Terms of Use for the Norcaster Bike Share',
  version: 'Version 3.2, in force from 1 March 2026. Earlier versions are archived on our website.',
  intro:
    'Please read these terms before your first ride. They explain what you can expect from us, what we expect from you, and what happens when something goes wrong. Clauses 5 and 7 cover the charges you may have to pay.',
  footer: [
    'Wheelwise Mobility Ltd, 7 Tanner Row, Norcaster NC1 4JD. Registered in England and Wales, company no. 11482093.',
    'Page 1 of 1',
  ],
};

export interface MethodParts {
  /** Rows of the document grid: label and value pairs. */
  grid: Array<Array<[string, string]>>;
  title: string;
  precision: [string, string, string[], string[][]];
  safety: [string, string];
  foot: string;
}

export const METHOD: MethodParts = {
  grid: [
    [
      ['Labor', 'Stadtwerke Altmühltal GmbH, Trinkwasserlabor'],
      ['Dokument', 'PV-W-117'],
    ],
    [
      ['Version', '5, gültig ab 02.03.2026'],
      ['Ersetzt', 'Version 4 vom 14.09.2023'],
    ],
    [
      ['Erstellt', 'Dr. Ines Wohlfahrt'],
      ['Freigegeben', 'Dr. Petra Hollerith, QMB'],
    ],
  ],
  title: 'Bestimmung der Gesamthärte von Wasser durch Titration mit EDTA',
  precision: [
    'Präzision',
    'Tabelle 1: Ergebnisse der Validierung, je zehn Bestimmungen an fünf Arbeitstagen',
    ['Probe', 'Mittelwert mmol/l', 'Standardabweichung mmol/l', 'Variationskoeffizient'],
    [
      ['Weiches Quellwasser', '0,62', '0,011', '1,8 %'],
      ['Trinkwasser, Zone Nord', '2,41', '0,018', '0,7 %'],
      ['Brunnenwasser, Hof Leitner', '4,37', '0,031', '0,7 %'],
    ],
  ],
  safety: [
    'Arbeitsschutz',
    'Ammoniaklösung reizt Augen und Atemwege: Pufferlösung nur unter dem Abzug ansetzen, Schutzbrille und Nitrilhandschuhe tragen. Titrierte Lösungen enthalten Ammoniak und werden im Sammelbehälter für basische Abfälle entsorgt.',
  ],
  foot: 'Ausgedruckte Exemplare unterliegen nicht dem Änderungsdienst. Gültig ist allein die Fassung im Dokumentenlenkungssystem.',
};

export interface NoticeParts {
  issuer: string[];
  number: string;
  title: string;
  columns: string[];
  rows: string[][];
  contacts: [string, string[]];
  signer: [string, string];
}

export const NOTICE: NoticeParts = {
  issuer: ['Комунальне підприємство «Рівнопільводоканал»', 'Рівнопільської міської ради', 'вул. Заводська, 9, м. Рівнопілля, 35410'],
  number: '№ 118 від 2 квітня 2026 р.',
  title: 'ОГОЛОШЕННЯ про тимчасове припинення водопостачання',
  columns: ['Вулиця', 'Будинки', 'Дата', 'Без води'],
  rows: [
    ['Соборна', '14–36 (парні)', '14.04–15.04', 'з 8:00 до 20:00'],
    ['Соборна', '11–45 (непарні)', '14.04–16.04', 'цілодобово'],
    ['Липова', '1–27', '15.04', 'з 9:00 до 18:00'],
    ['Козацька', '2, 4, 4а, 6', '15.04–16.04', 'цілодобово'],
    ['провулок Млинський', 'усі будинки', '16.04', 'з 8:00 до 17:00'],
    ['Героїв Крут', '30–58', '17.04', 'з 8:00 до 14:00'],
  ],
  contacts: [
    'Довідки та заявки',
    [
      'Цілодобова диспетчерська служба: 0 800 50 17 42 (безкоштовно)',
      'Viber і Telegram: +380 67 412 08 33',
      'Оновлення графіка: www.rivnopillia-voda.ua',
    ],
  ],
  signer: ['Директор КП «Рівнопільводоканал»', 'Олег МАРИНИЧ'],
};
