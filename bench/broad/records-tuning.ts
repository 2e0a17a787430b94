// The tuning part's structured content (letterheads, invoice lines, form fields, table rows,
// slide points), written for this set. Figures are drawn by the templates from seeds.

export interface LetterParts {
  head: string[];
  date: string;
  recipient: string[];
  sign: string[];
}

export interface InvoiceLabels {
  title: string;
  meta: string[];
  seller: string[];
  buyer: string[];
  columns: [string, string, string, string];
  items: string[];
  net: string;
  vat: string;
  vatRate: number;
  total: string;
  currency: string;
  decimal: string;
  group: string;
  footer: string;
}

export interface FormParts {
  title: string;
  intro: string;
  fields: Array<[string, string]>;
  closing: string;
}

export interface StatsParts {
  title: string;
  subtitle: string;
  corner: string;
  years: string[];
  rows: string[];
  total: string;
  note: string;
  decimal: string;
  group: string;
}

export interface SlideParts {
  title: string;
  points: string[];
  footer: string;
}

export const LETTERS: Record<'es' | 'pt' | 'cs' | 'en', LetterParts> = {
  es: {
    head: ['Mudanzas Ortega S.L.', 'Calle de Alcalá 112, 28009 Madrid', 'Teléfono 914 35 27 80, NIF B-84512376'],
    date: 'Madrid, 12 de marzo de 2026',
    recipient: ['Sra. Lucía Núñez Herrera', 'Avenida de la Constitución 8, 3.º B', '41004 Sevilla'],
    sign: ['Atentamente,', 'Javier Ortega Ruiz', 'Servicio de atención al cliente'],
  },
  pt: {
    head: ['Cerâmicas Araújo, Lda.', 'Rua das Flores 45, 4050-265 Porto', 'Telefone 223 401 588, NIF 507 312 904'],
    date: 'Porto, 14 de abril de 2026',
    recipient: ['Exma. Senhora D. Inês Araújo', 'Avenida da Liberdade 210, 2.º Esq.', '1250-147 Lisboa'],
    sign: ['Com os melhores cumprimentos,', 'João Gonçalves', 'Departamento comercial'],
  },
  cs: {
    head: ['Sklárna Vltava s.r.o.', 'Vinohradská 48, 120 00 Praha 2', 'Telefon 224 815 377, IČO 27145698'],
    date: 'V Praze dne 9. června 2026',
    recipient: ['Vážená paní', 'Jana Dvořáková', 'Husova 17, 602 00 Brno'],
    sign: ['S pozdravem', 'Tomáš Kříž', 'oddělení péče o zákazníky'],
  },
  en: {
    head: ['Harbour Glassworks Ltd', '27 Quay Road, Bristol BS1 6XL', 'Telephone 0117 496 0321, VAT GB 318 7702 41'],
    date: '2 May 2026',
    recipient: ['Ms Eleanor Harper', '14 Orchard Lane', 'Bath BA2 4QT'],
    sign: ['Yours sincerely,', 'Martin Gale', 'Customer service'],
  },
};

const EN_INVOICE: InvoiceLabels = {
  title: 'Invoice INV-2026-0417',
  meta: ['Date of issue: 17 April 2026', 'Payment due: 17 May 2026', 'Order reference: PO 88213'],
  seller: ['Northfield Supply Company Ltd', '14 Harbour Street, Leeds LS1 4AB', 'VAT GB 284 1130 52'],
  buyer: ['Bill to: Carter & Sons Joinery', '3 Mill Yard, York YO1 7HU', 'Account 10-4471'],
  columns: ['Description', 'Qty', 'Unit price', 'Amount'],
  items: [
    'Oak board 20 x 200 mm, per metre',
    'Wood glue D3, 5 kg tub',
    'Brass hinges 75 mm, pair',
    'Sanding discs P120, box of 50',
    'Delivery to site, flat rate',
  ],
  net: 'Subtotal',
  vat: 'VAT',
  vatRate: 20,
  total: 'Total due',
  currency: 'GBP',
  decimal: '.',
  group: ',',
  footer: 'Please pay by bank transfer to sort code 40-12-77, account 39018824, quoting the invoice number.',
};

export const INVOICES: Record<'en' | 'de' | 'uk', InvoiceLabels> = {
  en: EN_INVOICE,
  de: {
    ...EN_INVOICE,
    title: 'Rechnung Nr. 2026-1183',
    meta: ['Rechnungsdatum: 21.04.2026', 'Zahlbar bis: 05.05.2026', 'Kundennummer: 40517'],
    seller: ['Müller & Söhne GmbH', 'Schloßstraße 14, 97070 Würzburg', 'USt-IdNr. DE 281 447 905'],
    buyer: ['An: Bäckerei Köhler', 'Hauptstraße 3, 97082 Würzburg', 'Lieferung frei Haus'],
    columns: ['Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag'],
    items: [
      'Weizenmehl Type 550, Sack 25 kg',
      'Roggenmehl Type 1150, Sack 25 kg',
      'Hefe, Würfel 42 g, Karton',
      'Backpapier 60 x 40 cm, 500 Blatt',
      'Anlieferung und Aufstellung',
    ],
    net: 'Nettobetrag',
    vat: 'Umsatzsteuer',
    vatRate: 19,
    total: 'Gesamtbetrag',
    currency: 'EUR',
    decimal: ',',
    group: '.',
    footer: 'Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer auf unser Konto bei der Sparkasse Mainfranken.',
  },
  uk: {
    ...EN_INVOICE,
    title: 'Рахунок-фактура № 2026/318',
    meta: ['Дата складання: 23 квітня 2026 р.', 'Сплатити до: 7 травня 2026 р.', 'Договір № 44-П від 2 січня 2026 р.'],
    seller: ['ТОВ «Світанок»', 'вул. Шевченка 27, м. Полтава', 'ЄДРПОУ 38217645'],
    buyer: ['Покупець: ФОП Коваленко Ірина', 'вул. Соборності 5, м. Київ', 'ІПН 3214509876'],
    columns: ['Найменування', 'Кількість', 'Ціна', 'Сума'],
    items: [
      'Папір офісний А4, пачка 500 аркушів',
      'Картридж для принтера, чорний',
      'Папки-реєстратори 75 мм',
      'Ручки кулькові сині, упаковка 50 шт.',
      'Доставка по місту',
    ],
    net: 'Разом без ПДВ',
    vat: 'ПДВ',
    vatRate: 20,
    total: 'Усього до сплати',
    currency: 'грн',
    decimal: ',',
    group: ' ',
    footer: 'Оплату просимо здійснити на рахунок UA21 3052 9900 0002 6007 0150 1234 у ПриватБанку.',
  },
};
