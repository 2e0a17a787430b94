// The sealed part's tables, written for this set: a rural bus line's timetable (cs; the template
// works the times out from each trip's first departure and the minutes between stops) and a bakery's
// table of nutrition values per 100 g (pl; the template works out the energy from the nutrients).
// The slide (de): records-sealed-slide.ts.

export interface TimetableParts {
  operator: string;
  line: string;
  route: string;
  validity: string;
  heads: [string, string, string, string];
  /** Trip number, the days it runs (a legend sign), first departure in minutes after midnight, and whether it is fast. */
  trips: Array<[number, string, number, boolean]>;
  /** The way back's trips, over the same stops in reverse. */
  back: Array<[number, string, number, boolean]>;
  /** The two directions' headings, there and back. */
  directions: [string, string];
  /** Stop, kilometres from the start, minutes from the previous stop, and whether fast trips pass it by. */
  stops: Array<[string, number, number, boolean]>;
  legend: Array<[string, string]>;
  notes: string[];
}

export const TIMETABLE_CS: TimetableParts = {
  operator: 'Autobusy Horácko, s.r.o., Nádražní 1120, 674 01 Třebíč, dispečink 568 441 207',
  line: '320',
  route: 'Jemnice – Loučovice – Dolní Ves – Hrádek nad Oslavou',
  validity: 'Platí od 1. března 2026 do 12. prosince 2026',
  heads: ['km', 'Zastávka', 'Spoj', 'Jede'],
  trips: [
    [1, 'X', 290, false],
    [3, 'X', 345, true],
    [5, 'X', 410, false],
    [7, 'X', 555, false],
    [9, '6', 600, false],
    [11, 'X', 760, true],
    [13, 'X', 860, false],
    [15, '+', 915, false],
    [17, 'X', 1045, false],
  ],
  back: [
    [2, 'X', 325, false],
    [4, 'X', 395, true],
    [6, 'X', 450, false],
    [8, '6', 540, false],
    [10, 'X', 720, false],
    [12, 'X', 830, true],
    [14, 'X', 940, false],
    [16, '+', 990, false],
    [18, 'X', 1110, false],
  ],
  directions: ['Směr Hrádek nad Oslavou', 'Směr Jemnice'],
  stops: [
    ['Jemnice, autobusové nádraží', 0, 0, false],
    ['Jemnice, náměstí', 1, 3, false],
    ['Loučovice, rozcestí', 5, 6, true],
    ['Loučovice, obecní úřad', 6, 2, false],
    ['Bransouze, u kapličky', 9, 5, true],
    ['Dolní Ves, náves', 13, 6, false],
    ['Dolní Ves, zemědělské družstvo', 14, 2, true],
    ['Rohozná, škola', 18, 6, false],
    ['Výčapy, rozcestí', 22, 5, true],
    ['Hrádek nad Oslavou, nemocnice', 26, 7, false],
    ['Hrádek nad Oslavou, autobusové nádraží', 27, 3, false],
  ],
  legend: [
    ['X', 'jede v pracovních dnech'],
    ['6', 'jede v sobotu'],
    ['+', 'jede v neděli a ve státem uznané svátky'],
    ['|', 'spoj zastávkou projíždí'],
  ],
  notes: [
    'Spoje 1 a 17 nejedou 24. 12. a 31. 12. Spoj 13 vyčká v zastávce Dolní Ves, náves na příjezd spoje 42 z Moravských Budějovic nejdéle 5 minut.',
    'Informace o jízdním řádu a změnách v dopravě najdete na www.horacko-bus.cz a na zastávkách.',
  ],
};

export interface NutritionParts {
  bakery: string[];
  title: string;
  subtitle: string;
  columns: string[];
  /** Product, net weight in g, then fat, saturates, carbohydrate, sugars, fibre, protein and salt per 100 g, allergens. */
  products: Array<[string, number, number, number, number, number, number, number, number, string]>;
  legend: string;
  notes: string[];
}

export const NUTRITION_PL: NutritionParts = {
  bakery: ['Piekarnia-Cukiernia Kłos', 'ul. Głogowska 112, 60-243 Poznań', 'Stan na 1 marca 2026 r.'],
  title: 'Wartość odżywcza naszych wyrobów',
  subtitle: 'Wartości w 100 g produktu. Masa netto jednej sztuki lub bochenka w gramach.',
  columns: [
    'Produkt',
    'Masa netto g',
    'Energia kJ / kcal',
    'Tłuszcz g',
    'w tym nasycone kwasy tłuszczowe g',
    'Węglowodany g',
    'w tym cukry g',
    'Błonnik g',
    'Białko g',
    'Sól g',
    'Alergeny',
  ],
  products: [
    ['Chleb żytni razowy na zakwasie', 500, 1.4, 0.2, 42, 2.1, 8.6, 6.3, 1.2, '1'],
    ['Chleb pszenny z ziarnami', 450, 6.8, 0.9, 41.5, 2.8, 6.1, 10.4, 1.1, '1, 6, 11'],
    ['Chleb orkiszowy bez drożdży', 450, 3.2, 0.5, 44.8, 1.7, 7.4, 11.2, 1, '1, 11'],
    ['Bułka kajzerka', 60, 2.9, 0.5, 55, 2.4, 2.6, 9.1, 1.4, '1'],
    ['Bułka grahamka', 80, 2.4, 0.4, 47.5, 2.6, 6.8, 10.1, 1.3, '1, 6'],
    ['Bagietka francuska', 250, 1.3, 0.3, 56.8, 2, 2.7, 8.9, 1.5, '1'],
    ['Chałka maślana', 400, 9.6, 5.2, 52.3, 11.8, 2.1, 9, 0.9, '1, 3, 7'],
    ['Drożdżówka z serem', 110, 11.4, 5.9, 45.6, 17.2, 1.4, 9.7, 0.6, '1, 3, 7'],
    ['Rogal świętomarciński', 200, 21.3, 6.8, 49.7, 24.5, 3.1, 7.4, 0.3, '1, 3, 7, 8'],
    ['Pączek z różą', 80, 18.2, 6.1, 48.9, 19.6, 1.5, 6.3, 0.4, '1, 3, 7'],
    ['Sernik krakowski', 100, 14.8, 8.4, 29.1, 21, 0.6, 9.8, 0.3, '1, 3, 7'],
    ['Piernik staropolski', 300, 8.9, 2.8, 60.4, 33.5, 2.9, 6.1, 0.5, '1, 3, 7, 8'],
  ],
  legend: 'Alergeny: 1 zboża zawierające gluten, 3 jaja, 6 soja, 7 mleko, 8 orzechy, 11 sezam.',
  notes: [
    'Wyroby mogą zawierać śladowe ilości orzechów, sezamu i soi, ponieważ powstają w zakładzie, który używa tych surowców.',
    'Wartości obliczono na podstawie receptur i danych od dostawców surowców; rzeczywista zawartość może się nieznacznie różnić.',
  ],
};
