// The buried part's three-column page (pl), written for this set and sharing no sentence with any
// other part: the April issue of a Gliwice allotment garden's newsletter, with the board's word on
// the new season, the month's jobs in the garden, when the water comes on in each sector, a tip on
// mulching strawberries, news of the garden, the year's fees in a small table, the notices, and the office's hours in a
// band at the foot. The theatre programme (ru): records-buried-theatre.ts.

export interface AllotmentParts {
  /** The paper's name, the garden's, and the line. */
  masthead: [string, string, string];
  /** The board's word: heading, paragraphs, who signs. */
  board: [string, string[], string];
  /** The month's jobs: heading, then when and what. */
  jobs: [string, Array<[string, string]>];
  /** The water: heading, lead, column heads, sectors and dates, what follows. */
  water: [string, string, [string, string], Array<[string, string]>, string];
  tip: [string, string[]];
  news: [string, string[]];
  /** The fees: heading, rows of what and how much, the deadline and the account. */
  fees: [string, Array<[string, string]>, string[]];
  notices: [string, string[]];
  office: string[];
}

export const ALLOTMENT_PL: AllotmentParts = {
  masthead: [
    'Głos Działkowca',
    'Rodzinny Ogród Działkowy „Słoneczna Dolina” w Gliwicach',
    'Nr 2 (58) · kwiecień 2026 · egzemplarz bezpłatny',
  ],
  board: [
    'Słowo od Zarządu',
    [
      'Drodzy Działkowcy! Zima okazała się łaskawa dla naszych drzew, ale ulewa z końca lutego podmyła alejkę przy sektorze C. Dziękujemy wszystkim, którzy w marcu przyszli z taczkami i łopatami, aby ją naprawić.',
      'W tym roku chcemy wymienić ogrodzenie od strony ulicy Toszeckiej. Gmina obiecała dofinansowanie w wysokości połowy kosztów, pod warunkiem że resztę zbierzemy sami. Szczegóły przedstawimy na walnym zebraniu.',
    ],
    'Halina Mazurek, prezes Zarządu',
  ],
  jobs: [
    'Kalendarz prac na kwiecień',
    [
      ['do 10.04', 'cięcie sanitarne jabłoni, grusz i porzeczek; usuwanie zaschniętych pędów malin'],
      ['od 10.04', 'siew marchwi, pietruszki, rzodkiewki i grochu prosto do gruntu'],
      ['połowa miesiąca', 'pierwsze nawożenie truskawek i bylin kompostem'],
      ['ostatni tydzień', 'sadzenie wczesnych ziemniaków i cebuli dymki, przy przymrozkach okrywanie agrowłókniną'],
    ],
  ],
  water: [
    'Woda w ogrodzie',
    'Wodę w sieci ogrodowej uruchomimy po próbie ciśnienia, sektorami, zawsze od godziny 9:',
    ['Sektor', 'Uruchomienie'],
    [
      ['A i B', 'sobota 18.04'],
      ['C', 'niedziela 19.04'],
      ['D i E', 'sobota 25.04'],
    ],
    'Prosimy zamknąć zawory na działkach przed uruchomieniem i sprawdzić, czy wodomierze nie pękły zimą. Odczyty przyjmujemy w biurze do końca maja.',
  ],
  tip: [
    'Porada: ściółka pod truskawki',
    [
      'Truskawki najlepiej ściółkować tuż po kwitnieniu, gdy ziemia jest już ciepła. Słoma żytnia lub pszenna chroni owoce przed szarą pleśnią i zatrzymuje wilgoć w glebie.',
      'Nie używajcie świeżo skoszonej trawy: gnije, zwabia ślimaki i zakwasza grządkę. Po zbiorach ściółkę trzeba zgrabić i wynieść na kompost.',
    ],
  ],
  news: [
    'Z życia ogrodu',
    [
      'W czerwcu rusza konkurs „Najpiękniejsza działka 2026”. Komisja obejrzy zgłoszone działki w ostatnim tygodniu lipca i oceni ich wygląd, różnorodność upraw oraz troskę o przyrodę. Zgłoszenia przyjmuje biuro do 15 czerwca.',
      'Dzięki zbiórce, w której wzięło udział czterdzieści rodzin, przy świetlicy stanęły nowe huśtawki i piaskownica z pokrywą. Prosimy, aby po zabawie zawsze ją zamykać, bo upodobały ją sobie koty.',
      'Pan Zdzisław z działki 23 ustawił w alei lipowej trzy ule. Pszczoły są łagodne, ale prosimy nie podchodzić do wylotów i nie opryskiwać drzew w czasie kwitnienia.',
    ],
  ],
  fees: [
    'Opłaty na 2026 rok',
    [
      ['Opłata ogrodowa za 1 m² działki', '0,48 zł'],
      ['Składka członkowska', '6,00 zł'],
      ['Woda za 1 m³', '9,80 zł'],
      ['Energia elektryczna za 1 kWh', '1,12 zł'],
      ['Wywóz odpadów, ryczałt od działki', '45,00 zł'],
    ],
    ['Termin wpłaty: do 30 czerwca 2026 r.', 'Konto ogrodu: 41 1020 2401 0000 0902 0317 6184'],
  ],
  notices: [
    'Ogłoszenia',
    [
      'Walne zebranie członków odbędzie się w sobotę 16 maja o godzinie 10 w świetlicy ogrodu. Porządek obrad wywieszono na tablicy przy bramie.',
      'Kontener na odpady zielone stanie przy bramie głównej od 24 do 27 kwietnia. Gałęzie prosimy pociąć na kawałki do jednego metra.',
      'Sprzedam kompostownik drewniany 1 × 1 m, stan dobry. Działka 112, tel. 604 218 935.',
      'Oddam sadzonki pomidorów koktajlowych i papryki. Działka 47, po południu.',
    ],
  ],
  office: [
    'Biuro ogrodu: ul. Toszecka 212, 44-100 Gliwice',
    'dyżury: wtorki 17:00–19:00, soboty 10:00–12:00',
    'tel. 32 231 47 06 · slonecznadolina.rod@poczta.pl',
  ],
};
