// What a shop and a restaurant hand over, written for the fresh part: an English till receipt
// (prices and quantities drawn from a seed by templates-fresh-grid.ts) and a Czech menu.

export interface ReceiptParts {
  head: string[];
  when: string;
  /** Name and VAT code (A: 20%, Z: zero rated). */
  items: Array<[string, 'A' | 'Z']>;
  /** Subtotal, total, how it was paid, items sold, the VAT summary's three heads. */
  labels: [string, string, string, string, string, string, string];
  card: string[];
  foot: string[];
}

export const RECEIPT_EN: ReceiptParts = {
  head: ['GREENWAY GROCERS', '14 Market Street', 'Harrogate HG1 2BQ', 'VAT No. GB 318 4471 26'],
  when: '21/03/2026 17:42 Till 3 Op 118',
  items: [
    ['OAT MILK 1L', 'Z'],
    ['SOURDOUGH LOAF', 'Z'],
    ['FREE RANGE EGGS X6', 'Z'],
    ['CHEDDAR MATURE 350G', 'Z'],
    ['BANANAS LOOSE', 'Z'],
    ['WASHING UP LIQUID', 'A'],
    ['COFFEE BEANS 500G', 'Z'],
    ['TOMATOES VINE 500G', 'Z'],
    ['KITCHEN ROLL X4', 'A'],
    ['ORANGE JUICE 1.75L', 'A'],
    ['PASTA FUSILLI 1KG', 'Z'],
    ['DARK CHOCOLATE 100G', 'A'],
    ['BASIL PLANT', 'Z'],
    ['BIN BAGS 20PK', 'A'],
  ],
  labels: ['SUBTOTAL', 'TOTAL', 'VISA CONTACTLESS', 'Items sold:', 'VAT RATE', 'NET', 'VAT'],
  card: ['Card ending 4417', 'Auth code 082135'],
  foot: ['Thank you for shopping with us', 'Keep your receipt: returns within 28 days', 'greenwaygrocers.co.uk'],
};

export interface MenuParts {
  name: string;
  subtitle: string;
  /** A heading and its dishes: name, price, a line below (or ''). */
  sections: Array<[string, Array<[string, string, string]>]>;
  footer: string;
}

export const MENU_CS: MenuParts = {
  name: 'Restaurace U Zlatého kohouta',
  subtitle: 'Jídelní lístek, platný od 1. dubna 2026',
  sections: [
    [
      'Předkrmy',
      [
        ['Tatarák z hovězí svíčkové, 100 g', '289 Kč', 'topinky s česnekem'],
        ['Nakládaný hermelín', '129 Kč', 'cibule, feferonky, chléb'],
        ['Domácí paštika z kachních jater', '149 Kč', 'brusinkový rosol, opečená bageta'],
      ],
    ],
    [
      'Saláty',
      [
        ['Salát z červené řepy s kozím sýrem', '159 Kč', 'vlašské ořechy, med'],
        ['Šopský salát', '119 Kč', ''],
      ],
    ],
    [
      'Polévky',
      [
        ['Hovězí vývar s játrovými knedlíčky', '69 Kč', ''],
        ['Česnečka se sýrem a krutony', '65 Kč', ''],
        ['Kulajda s pošírovaným vejcem', '79 Kč', 'lesní houby, kopr'],
      ],
    ],
    [
      'Hlavní jídla',
      [
        ['Svíčková na smetaně, 150 g', '259 Kč', 'houskový knedlík, brusinky, šlehačka'],
        ['Pečená kachna, čtvrtka', '329 Kč', 'červené zelí, bramborový knedlík'],
        ['Vepřový řízek smažený na sádle', '229 Kč', 'bramborový salát s okurkou'],
        ['Hovězí guláš se šesti', '219 Kč', 'houskový knedlík, cibulka'],
        ['Pstruh na másle s mandlemi', '279 Kč', 'vařené brambory s petrželkou'],
        ['Smažený sýr, 120 g', '189 Kč', 'hranolky, tatarská omáčka'],
      ],
    ],
    [
      'Přílohy',
      [
        ['Vařené brambory', '45 Kč', ''],
        ['Hranolky', '55 Kč', ''],
        ['Bramboráčky, 3 ks', '69 Kč', ''],
        ['Zelný salát s mrkví', '49 Kč', ''],
      ],
    ],
    [
      'Dezerty',
      [
        ['Jablečný štrúdl se zmrzlinou', '109 Kč', ''],
        ['Borůvkové knedlíky s tvarohem', '129 Kč', 'rozpuštěné máslo, cukr'],
        ['Palačinky s ovocem', '119 Kč', ''],
      ],
    ],
    [
      'Nápoje',
      [
        ['Plzeňský ležák 12°, 0,5 l', '62 Kč', ''],
        ['Kofola točená, 0,3 l', '39 Kč', ''],
        ['Moravské zemské víno, 0,2 l', '85 Kč', 'Ryzlink rýnský nebo Frankovka'],
        ['Espresso', '55 Kč', ''],
      ],
    ],
  ],
  footer: 'Všechny ceny jsou uvedeny včetně DPH. Informace o alergenech vám ochotně sdělí obsluha.',
};
