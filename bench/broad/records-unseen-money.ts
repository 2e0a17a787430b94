// The unseen part's money documents, written for this set: an office furniture dealer's VAT
// invoice (pl), a Ukrainian household's monthly bill for utilities with its payment slip (uk) and
// a hardware store's till receipt (en). The templates draw quantities, readings and prices from
// seeds (templates-unseen-money.ts).

export interface InvoicePlParts {
  title: string;
  dates: string[];
  parties: Array<[string, string[]]>;
  columns: string[];
  /** Name, unit, the most units, least and most net unit price. */
  items: Array<[string, string, number, number, number]>;
  rate: number;
  summary: [string, string[]];
  total: string;
  payment: string[];
  signatures: [string, string];
}

export const INVOICE_PL: InvoicePlParts = {
  title: 'Faktura VAT nr FV/0118/03/2026',
  dates: ['Miejsce wystawienia: Poznań', 'Data wystawienia: 16.03.2026', 'Data sprzedaży: 13.03.2026'],
  parties: [
    ['Sprzedawca', ['Meblotop Biuro Sp. z o.o.', 'ul. Grunwaldzka 188', '60-166 Poznań', 'NIP 781-204-55-17']],
    ['Nabywca', ['Kancelaria Notarialna Anna Wierzbicka', 'ul. Mickiewicza 9 lok. 4', '85-071 Bydgoszcz', 'NIP 554-118-42-90']],
  ],
  columns: ['Lp.', 'Nazwa towaru lub usługi', 'Ilość', 'J.m.', 'Cena netto', 'Wartość netto', 'VAT', 'Kwota VAT', 'Wartość brutto'],
  items: [
    ['Krzesło biurowe obrotowe Ergo 240, czarne', 'szt.', 8, 389, 689],
    ['Biurko z elektryczną regulacją wysokości 160 x 80 cm', 'szt.', 4, 1190, 1890],
    ['Kontener mobilny z trzema szufladami, zamek', 'szt.', 4, 310, 460],
    ['Szafa aktowa dwudrzwiowa, dąb sonoma', 'szt.', 3, 720, 1150],
    ['Lampa biurkowa LED z ładowarką indukcyjną', 'szt.', 6, 139, 249],
    ['Panel akustyczny ścienny 120 x 60 cm, szary', 'szt.', 10, 165, 240],
    ['Podnóżek regulowany z masażerem', 'szt.', 4, 69, 119],
    ['Montaż mebli biurowych u klienta', 'usł.', 1, 450, 900],
    ['Transport i wniesienie na trzecie piętro', 'usł.', 1, 180, 320],
  ],
  rate: 23,
  summary: ['Podsumowanie według stawek VAT', ['Stawka', 'Wartość netto', 'Kwota VAT', 'Wartość brutto']],
  total: 'Razem do zapłaty:',
  payment: [
    'Sposób płatności: przelew',
    'Termin płatności: 30.03.2026',
    'Numer rachunku: 47 1090 1362 0000 0001 4418 2270 (Santander Bank Polska)',
  ],
  signatures: ['Osoba upoważniona do wystawienia faktury', 'Osoba upoważniona do odbioru faktury'],
};

export interface UtilityParts {
  provider: string[];
  title: string;
  account: Array<[string, string]>;
  /** Debt at the start, charged, paid, to pay. */
  boxes: [string, string, string, string];
  columns: string[];
  /** Name, unit, tariff, least and most use (sewage: the water drawn); metered rows show readings. */
  services: Array<[string, string, number, number, number, boolean]>;
  notes: string[];
  cut: string;
  slip: [string, string[]];
}

export const UTILITY_UK: UtilityParts = {
  provider: [
    'КП «Хмельницькводоканал-Сервіс»',
    'вул. Проскурівська, 57, м. Хмельницький, 29000, код ЄДРПОУ 33417782',
    'Кол-центр 0 800 31 47 00',
  ],
  title: 'РАХУНОК за житлово-комунальні послуги за березень 2026 року',
  account: [
    ['Особовий рахунок', '07-114-2283'],
    ['Платник', 'Савчук Ігор Миколайович'],
    ['Адреса', 'вул. Зарічанська, 12/3, кв. 58'],
    ['Загальна площа', '54,3 м²'],
    ['Зареєстровано осіб', '3'],
  ],
  boxes: ['Борг на 01.03.2026', 'Нараховано за березень', 'Оплачено в березні', 'До сплати'],
  columns: ['Послуга', 'Попередні показники', 'Поточні показники', 'Обсяг', 'Одиниця', 'Тариф, грн', 'Нараховано, грн'],
  services: [
    ['Холодна вода', 'м³', 31.08, 6, 14, true],
    ['Гаряча вода', 'м³', 98.35, 3, 8, true],
    ['Водовідведення', 'м³', 22.64, 0, 0, false],
    ['Електроенергія', 'кВт·год', 4.32, 140, 310, true],
    ['Утримання будинку', 'м²', 6.18, 54.3, 54.3, false],
    ['Вивезення побутових відходів', 'осіб', 47.9, 3, 3, false],
    ['Абонентська плата за водопостачання', 'міс.', 29.35, 1, 1, false],
  ],
  notes: [
    'Оплатити рахунок можна без комісії в касах підприємства, через мобільний застосунок або на сайті. Показання лічильників передавайте з 20 по 25 число кожного місяця.',
    'У разі несплати протягом двох місяців нараховується пеня відповідно до умов договору про надання послуг.',
  ],
  cut: 'лінія відрізу',
  slip: [
    'ПОВІДОМЛЕННЯ',
    [
      'Отримувач: КП «Хмельницькводоканал-Сервіс»',
      'IBAN UA41 3155 6800 0002 6004 0174 2281',
      'Призначення платежу: оплата послуг, о/р 07-114-2283',
    ],
  ],
};

export interface TillParts {
  shop: string[];
  meta: string[];
  /** Name, least and most unit price. */
  items: Array<[string, number, number]>;
  /** Subtotal, tax, total, items count. */
  labels: [string, string, string, string];
  taxRate: number;
  card: string[];
  foot: string[];
  code: string;
}

export const TILL_EN: TillParts = {
  shop: ['MAPLE STREET HARDWARE', '412 Maple Street', 'Burlington, VT 05401', '(802) 555-0147'],
  meta: ['03/14/2026 2:37 PM', 'Store 12 Reg 2 Trans 4481', 'Cashier: Maria'],
  items: [
    ['Deck Screws 2-1/2 in 1 lb', 7, 12],
    ['Wood Glue 8 oz', 4, 7],
    ['Sandpaper Assorted 10 pk', 5, 9],
    ['Painters Tape 1.88 in', 5, 8],
    ['Paint Roller Cover 9 in', 3, 6],
    ['Drop Cloth Canvas 9x12', 18, 28],
    ['Exterior Stain Cedar 1 gal', 32, 46],
    ['Work Gloves Leather L', 11, 17],
    ['Cable Ties 8 in 100 pk', 4, 8],
    ['LED Bulb A19 60W 4 pk', 8, 14],
    ['Hose Nozzle 7 Pattern', 6, 11],
    ['Utility Knife Blades 10 pk', 3, 6],
    ['Caulk Silicone Clear', 5, 9],
    ['Bird Seed Mix 5 lb', 9, 15],
  ],
  labels: ['SUBTOTAL', 'SALES TAX 6%', 'TOTAL', 'ITEMS SOLD'],
  taxRate: 6,
  card: ['VISA ************4821', 'CHIP READ APPROVED', 'AUTH CODE 04417C'],
  foot: ['Returns within 30 days with receipt', 'Thank you for shopping local!'],
  code: '0412 2448 1031 4263',
};
