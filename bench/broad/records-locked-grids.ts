// The locked part's tables and slide, written for this set: a month's tide table for the port of
// Leixões (pt; the template works the times and heights out from the first high water, the tide's
// period and the spring and neap cycle), a credit union's repayment schedule for a consumer loan (cs;
// the template works out the instalments, interest and the APR), and a swimming pool's slide of three
// season passes (uk).

export interface TidesParts {
  issuer: [string, string];
  title: [string, string, string];
  notes: [string, string];
  /** Day, weekday, moon, high water, low water; then the time and height under each water. */
  heads: [string, string, string, string, string];
  sub: [string, string];
  /** The weekday names from the month's first day on. */
  weekdays: string[];
  /** Days in the month, the first high water in minutes after its first midnight, the day of the first spring tide, Sunday's place in `weekdays`. */
  month: [number, number, number, number];
  /** The moon's quarters: day, which (0 full, 1 last quarter, 2 new, 3 first quarter) and the legend's words. */
  phases: Array<[number, number, string]>;
  foot: string[];
}

export const TIDES_PT: TidesParts = {
  issuer: ['Observatório Costeiro do Norte', 'Previsão de marés para portos nacionais'],
  title: ['Tabela de marés', 'Porto de Leixões', 'abril de 2026'],
  notes: ['Latitude 41° 11′ N · Longitude 8° 42′ W', 'Horas em hora legal de verão (UTC+1). Alturas em metros acima do zero hidrográfico.'],
  heads: ['Dia', 'Sem.', 'Lua', 'Preia-mar', 'Baixa-mar'],
  sub: ['Hora', 'Alt.'],
  weekdays: ['qua', 'qui', 'sex', 'sáb', 'dom', 'seg', 'ter'],
  month: [30, 278, 3, 4],
  phases: [
    [2, 0, 'lua cheia'],
    [10, 1, 'quarto minguante'],
    [17, 2, 'lua nova'],
    [24, 3, 'quarto crescente'],
  ],
  foot: [
    'As previsões não incluem os efeitos do vento, da ondulação e da pressão atmosférica, que podem alterar as horas e as alturas das marés em vários minutos e decímetros.',
    'Tabela sem valor para a navegação. Reprodução permitida com indicação da fonte.',
  ],
};

export interface LoanParts {
  lender: [string, string];
  title: [string, string];
  made: string;
  client: Array<[string, string]>;
  /** The principal and the fee in crowns, the yearly rate in per cent, the months, the first due date (day, month, year). */
  loan: [number, number, number, number, [number, number, number]];
  /** Labels: principal, rate, fee, instalments, monthly instalment, total payable, APR. */
  facts: [string, string, string, string, string, string, string];
  columns: string[];
  total: string;
  notes: string[];
  signatures: [string, string];
}

export const LOAN_CS: LoanParts = {
  lender: ['Záložna Východ, spořitelní družstvo', 'Velké náměstí 14, 500 03 Hradec Králové · IČO 26418302 · www.zalozna-vychod.cz'],
  title: ['Splátkový kalendář', 'k úvěrové smlouvě č. 2026/04/18873'],
  made: 'Datum vyhotovení: 20. 3. 2026',
  client: [
    ['Klient', 'Martin Procházka, nar. 12. 9. 1987'],
    ['Adresa', 'Gočárova třída 1318/42, 500 02 Hradec Králové'],
    ['Účel úvěru', 'rekonstrukce koupelny'],
    ['Účet pro splátky', '2801447719/2010'],
  ],
  loan: [180000, 1800, 7.9, 24, [15, 4, 2026]],
  facts: [
    'Výše úvěru',
    'Zápůjční úroková sazba (pevná)',
    'Poplatek za poskytnutí úvěru',
    'Počet měsíčních splátek',
    'Výše měsíční splátky',
    'Celková částka splatná spotřebitelem',
    'RPSN',
  ],
  columns: ['Č.', 'Datum splatnosti', 'Splátka (Kč)', 'Úrok (Kč)', 'Jistina (Kč)', 'Zůstatek jistiny (Kč)'],
  total: 'Celkem',
  notes: [
    'Úrok se počítá z nesplacené jistiny za skutečný počet dní, kdy 1 měsíc má 30 dní a rok 360 dní. Poslední splátka je upravena o zaokrouhlení.',
    'Úvěr můžete kdykoli zcela nebo zčásti splatit předčasně; záložna má nárok jen na účelně vynaložené náklady, nejvýše 1 % předčasně splacené částky.',
  ],
  signatures: ['Za záložnu: Ing. Petra Vondráčková', 'Klient'],
};

export interface PlansParts {
  venue: [string, string];
  title: string;
  /** Each pass: its name, price, period, and what it gives. */
  plans: Array<[string, string, string, string[]]>;
  /** The highlighted pass and its ribbon. */
  best: [number, string];
  offer: string;
  footer: [string, string];
}

export const POOL_UK: PlansParts = {
  venue: ['Басейн «Хвиля»', 'вул. В’ячеслава Чорновола, 18 · Тернопіль'],
  title: 'Абонементи на квітень–червень 2026',
  plans: [
    ['Ранковий', '650 грн', 'на місяць', ['8 відвідувань', 'будні з 06:30 до 10:00', '45 хвилин на доріжці', 'шафка й душ']],
    ['Стандарт', '1 150 грн', 'на місяць', ['12 відвідувань', 'щодня з 06:30 до 22:00', '60 хвилин на доріжці', 'одне заняття з тренером']],
    [
      'Безліміт',
      '1 890 грн',
      'на місяць',
      ['без обмеження відвідувань', 'щодня з 06:30 до 22:00', 'сауна після плавання', 'пауза до 14 днів'],
    ],
  ],
  best: [1, 'Найпопулярніший'],
  offer: 'Студентам і пенсіонерам — знижка 20 %. Діти до 7 років плавають безкоштовно разом із дорослим.',
  footer: ['Довідки: (0352) 43-18-60 · hvylia.te.ua', '3 / 8'],
};
