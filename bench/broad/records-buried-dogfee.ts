// The buried part's third letter (cs), written for this set and sharing no sentence with any other
// part: a small town's finance department reminds a dog owner that this year's local dog fee is
// unpaid, dog by dog, with the account and symbols to pay to, the law that lets the fee be raised,
// and the clerk's signature under the office's round stamp. The template sums what is owed. The
// nursery's and the bank's letters (fr, pt): records-buried-letters.ts.

export interface DogFeeParts {
  /** The office in capitals, its department, and its address line. */
  office: [string, string, string];
  /** The reference row: labels over values. */
  refs: Array<[string, string]>;
  addressee: string[];
  subject: string;
  before: string;
  /** The dogs: column heads, then each dog, its tag, the rate and what was paid (in crowns). */
  dogs: [[string, string, string, string, string], Array<[string, string, number, number]>, string];
  ask: string;
  /** Where to pay: labels and values (the sum is filled in by the template). */
  payment: Array<[string, string]>;
  after: string[];
  closing: string;
  signer: [string, string];
  foot: string;
}

export const DOGFEE_CS: DogFeeParts = {
  office: ['MĚSTSKÝ ÚŘAD BYSTŘICE U LESA', 'Odbor finanční', 'Náměstí Míru 1, 594 12 Bystřice u Lesa'],
  refs: [
    ['Naše č. j.', 'MÚBL/04182/2026/FIN'],
    ['Spisová značka', 'FIN/318/2026'],
    ['Vyřizuje', 'Ing. Lenka Procházková'],
    ['Telefon', '566 590 214'],
    ['Datum', '13. dubna 2026'],
  ],
  addressee: ['Pan', 'Tomáš Kubíček', 'Lipová 318', '594 12 Bystřice u Lesa'],
  subject: 'Výzva k úhradě místního poplatku ze psů za rok 2026',
  before:
    'Podle naší evidence jste držitelem psů uvedených v tabulce. Místní poplatek ze psů za rok 2026 byl podle obecně závazné vyhlášky města č. 3/2023 splatný nejpozději 31. března 2026. Ke dni vydání této výzvy jsme jeho úhradu neobdrželi.',
  dogs: [
    ['Pes', 'Známka č.', 'Sazba', 'Uhrazeno', 'Zbývá'],
    [
      ['Brok, český fousek', '0412', 600, 0],
      ['Bety, jezevčík', '0413', 900, 300],
    ],
    'Celkem k úhradě',
  ],
  ask: 'Vyzýváme Vás, abyste dlužnou částku zaplatil do 15 dnů ode dne doručení této výzvy, a to převodem na účet města nebo v hotovosti v pokladně městského úřadu.',
  payment: [
    ['Číslo účtu', '19-1604751/0100'],
    ['Variabilní symbol', '1341203180'],
    ['Konstantní symbol', '0558'],
    ['Částka', ''],
  ],
  after: [
    'Nebude-li poplatek zaplacen včas, vyměří ho správce poplatku platebním výměrem a nezaplacenou částku může zvýšit až na trojnásobek podle § 11 odst. 3 zákona č. 565/1990 Sb., o místních poplatcích.',
    'Jestliže jste poplatek již uhradil nebo psa přestal držet, ozvěte se nám prosím telefonicky nebo e-mailem na prochazkova@bystriceulesa.cz. Každou změnu jste povinen ohlásit do 15 dnů.',
  ],
  closing: 'S pozdravem',
  signer: ['Ing. Lenka Procházková', 'referentka odboru finančního'],
  foot: 'IČO 00289914 · datová schránka 7xqb2mh · www.bystriceulesa.cz · úřední hodiny: pondělí a středa 8:00–17:00',
};
