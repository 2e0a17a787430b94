// The vault part's municipal bylaw (pl), written for this set: a town council's resolution on the
// rules of its market place, its paragraphs (§) split into sections and points, with the heading,
// the legal basis and the chairman's signature. The warranty (en):
// prose-vault.ts; the safety data sheet (de): prose-vault-sheet.ts.

export interface Bylaw {
  head: string[];
  basis: string;
  /** Each paragraph: its sections, each its text and points (a lone section is not numbered). */
  paragraphs: Array<Array<[string, string[]]>>;
  signer: [string, string];
}

export const BYLAW_PL: Bylaw = {
  head: [
    'UCHWAŁA NR XXIV/187/2026',
    'RADY MIEJSKIEJ W BRZEZINACH WOLNYCH',
    'z dnia 26 lutego 2026 r.',
    'w sprawie uchwalenia regulaminu targowiska miejskiego przy ulicy Kolejowej',
  ],
  basis:
    'Na podstawie art. 18 ust. 2 pkt 15 i art. 40 ust. 2 pkt 4 ustawy z dnia 8 marca 1990 r. o samorządzie gminnym Rada Miejska w Brzezinach Wolnych uchwala, co następuje:',
  paragraphs: [
    [
      [
        'Uchwala się regulamin targowiska miejskiego położonego przy ulicy Kolejowej 12 w Brzezinach Wolnych, zwanego dalej targowiskiem.',
        [],
      ],
    ],
    [
      [
        'Targowisko jest czynne we wtorki, czwartki i soboty w godzinach od 6:00 do 14:00, a w okresie od 1 maja do 30 września do 15:00.',
        [],
      ],
      ['W dni ustawowo wolne od pracy targowisko jest nieczynne.', []],
      [
        'Burmistrz może zarządzić dodatkowe dni handlowe, w szczególności:',
        [
          'w okresie przedświątecznym, do 5 dni przed Wielkanocą i Bożym Narodzeniem,',
          'w czasie jarmarku z okazji Dni Brzezin, odbywającego się w trzeci weekend czerwca.',
        ],
      ],
    ],
    [
      [
        'Prowadzić handel na targowisku mogą osoby fizyczne, rolnicy sprzedający własne płody rolne, przedsiębiorcy oraz koła gospodyń wiejskich, po wniesieniu opłaty targowej.',
        [],
      ],
      ['Miejsca handlowe wyznacza administrator targowiska, którym jest Zakład Gospodarki Komunalnej w Brzezinach Wolnych.', []],
    ],
    [
      [
        'Sprzedający są obowiązani:',
        [
          'posiadać przy sobie dowód wniesienia opłaty targowej i okazywać go na żądanie inkasenta lub administratora,',
          'uwidocznić ceny oferowanych towarów w sposób czytelny dla kupujących,',
          'używać legalizowanych wag i przyrządów pomiarowych,',
          'utrzymywać porządek na stanowisku i usuwać odpady po zakończeniu handlu,',
          'przestrzegać przepisów sanitarnych przy sprzedaży żywności.',
        ],
      ],
    ],
    [
      [
        'Na terenie targowiska zabrania się:',
        [
          'sprzedaży napojów alkoholowych, wyrobów tytoniowych, broni, amunicji i materiałów pirotechnicznych,',
          'wjazdu pojazdami o masie całkowitej powyżej 3,5 tony po godzinie 6:30,',
          'pozostawiania towarów, straganów i opakowań po godzinach otwarcia targowiska.',
        ],
      ],
    ],
    [
      [
        'Traci moc uchwała nr XXXVII/301/2018 Rady Miejskiej w Brzezinach Wolnych z dnia 29 marca 2018 r. w sprawie regulaminu targowiska.',
        [],
      ],
    ],
    [['Wykonanie uchwały powierza się Burmistrzowi Brzezin Wolnych.', []]],
    [['Uchwała wchodzi w życie po upływie 14 dni od dnia ogłoszenia w Dzienniku Urzędowym Województwa Łódzkiego.', []]],
  ],
  signer: ['Przewodniczący Rady Miejskiej', 'Tadeusz Kmieć'],
};
