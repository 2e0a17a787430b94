// The vault part's restaurant bill, written for this set: a Brno pub's bill for a table of four (cs),
// food and soft drinks and draught beer at the 12 % rate of VAT, spirits at 21 %. Counts and prices
// are drawn from a seed by templates-vault-bill.ts. The hotel folio (ru): records-vault-folio.ts.

export interface BillParts {
  house: string[];
  /** The bill's details, two to a line. */
  details: Array<[string, string]>;
  columns: string[];
  /** Item, most count, least and most price in crowns (whole), VAT rate. */
  items: Array<[string, number, number, number, number]>;
  total: string;
  vatColumns: string[];
  paid: string;
  foot: string[];
}

export const BILL_CS: BillParts = {
  house: [
    'Restaurace U Zlatého kohouta',
    'Pekařská 48, 602 00 Brno',
    'IČO 27741362, DIČ CZ27741362',
    'tel. 543 211 890, www.zlatykohout.cz',
  ],
  details: [
    ['Účet č.', '2026/04417'],
    ['Datum', '14. 3. 2026 20:47'],
    ['Stůl', '7'],
    ['Hostů', '4'],
    ['Obsluhoval', 'Radek Novotný'],
    ['Pokladna', 'P2'],
  ],
  columns: ['Ks', 'Položka', 'Cena', 'Celkem'],
  items: [
    ['Plzeňský Prazdroj 0,5 l', 6, 62, 72, 12],
    ['Kofola čepovaná 0,3 l', 3, 39, 49, 12],
    ['Hovězí vývar s játrovými knedlíčky', 2, 69, 85, 12],
    ['Svíčková na smetaně, houskový knedlík', 1, 229, 269, 12],
    ['Smažený sýr, hranolky, tatarská omáčka', 1, 189, 219, 12],
    ['Pečená kachna, červené zelí, bramborové knedlíky', 2, 289, 339, 12],
    ['Jablečný štrúdl se šlehačkou', 2, 89, 109, 12],
    ['Palačinky s tvarohem a borůvkami', 1, 99, 125, 12],
    ['Becherovka 0,04 l', 3, 59, 75, 21],
    ['Espresso', 2, 49, 59, 12],
  ],
  total: 'Celkem k úhradě',
  vatColumns: ['Sazba DPH', 'Základ', 'DPH', 'Celkem'],
  paid: 'Zaplaceno platební kartou',
  foot: ['Spropitné není zahrnuto v ceně.', 'Děkujeme za návštěvu a těšíme se na Vás!'],
};
