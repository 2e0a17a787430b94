// The buried part's tables, written for this set and sharing no sentence with any other part: the
// first half of a regional women's volleyball league's fixtures (it; the template pairs the teams
// round by round, sets each match at its home team's hall and hour, and draws the scores of the
// rounds already played from a seed), and a ski resort's price list for the winter (cs; children's
// and off-season prices are worked out by the template from the adults' main-season ones), with its
// lifts' hours. The slide (pt): records-buried-slide.ts.

export interface FixturesParts {
  /** The federation's committee, the league and group, the season and what the list holds. */
  league: [string, string, string];
  /** Teams: name, hall, the hour it plays at home. */
  teams: Array<[string, string, string]>;
  /** The first round's date (yyyy-mm-dd); a round a week. */
  first: string;
  /** Rounds already played (with scores). */
  played: number;
  columns: [string, string, string, string, string, string];
  notes: string[];
  updated: string;
}

export const FIXTURES_IT: FixturesParts = {
  league: [
    'Federazione Italiana Pallavolo · Comitato Regionale Emilia-Romagna',
    'Serie C Femminile · Girone B',
    'Stagione 2026/2027 · Calendario del girone di andata',
  ],
  teams: [
    ['Pallavolo Carpi 1974', 'Palestra Vallauri, Carpi', '20:30'],
    ['Volley Team Formigine', 'Palazzetto Minerva, Formigine', '21:00'],
    ['Polisportiva Castelfranco', 'Palestra comunale, Castelfranco Emilia', '18:00'],
    ['Scandiano Volley', 'PalaRegnani, Scandiano', '20:30'],
    ['Pallavolo Mirandola', 'Palazzetto Sud, Mirandola', '21:00'],
    ['Sassuolo Volley Giovani', 'Palestra Ruini, Sassuolo', '17:30'],
    ['Vignola Azzurra', 'PalaBrodolini, Vignola', '20:45'],
    ['Pallavolo Pavullo', 'Palazzetto del Frignano, Pavullo', '18:30'],
  ],
  first: '2026-10-17',
  played: 3,
  columns: ['Giornata', 'Ora', 'Squadra ospitante', 'Squadra ospite', 'Campo di gioco', 'Risultato'],
  notes: [
    'Le gare si disputano il sabato, salvo diverso accordo tra le società approvato dal Comitato.',
    'Le richieste di spostamento vanno presentate almeno dieci giorni prima della gara, con il consenso scritto della squadra avversaria.',
    'Il risultato è indicato in set vinti dalla squadra ospitante e dalla squadra ospite.',
  ],
  updated: 'Aggiornato al 2 novembre 2026 · Ufficio Campionati',
};

export interface SkiParts {
  /** The resort and its address line, beside the drawn mountain. */
  resort: [string, string];
  title: string;
  /** The seasons' heads (main, off) with their dates, and the column heads under them. */
  seasons: [string, string];
  columns: [string, string, string];
  /** Groups of passes: heading, then each pass and its adult main-season price in crowns. */
  groups: Array<[string, Array<[string, number]>]>;
  /** The child and off-season prices as shares of the adult main-season one. */
  shares: { child: number; off: number };
  notes: string[];
  /** The lifts: heading, column heads, rows. */
  lifts: [string, [string, string, string], Array<[string, string, string]>];
  foot: string;
}

export const SKI_CS: SkiParts = {
  resort: ['Skiareál Javorový vrch', 'Zadní Paseky 140 · 756 55 Dolní Bečva · tel. 571 645 208 · www.javorovyvrch.cz'],
  title: 'Ceník jízdenek pro zimní sezónu 2026/2027',
  seasons: ['Hlavní sezóna 26. 12. – 28. 2.', 'Vedlejší sezóna'],
  columns: ['Jízdenka', 'Dospělí', 'Děti a senioři'],
  groups: [
    [
      'Časové jízdenky',
      [
        ['2 hodiny od označení', 450],
        ['4 hodiny od označení', 620],
        ['Denní 8:30–16:00', 790],
        ['Odpolední od 12:30', 640],
        ['Večerní lyžování 18:00–21:00', 380],
      ],
    ],
    [
      'Vícedenní jízdenky',
      [
        ['2 dny', 1490],
        ['3 dny', 2150],
        ['5 dnů', 3390],
        ['6 dnů', 3950],
      ],
    ],
    ['Sezónní jízdenka', [['Celá sezóna, nepřenosná', 8900]]],
  ],
  shares: { child: 0.7, off: 0.85 },
  notes: [
    'Děti do 6 let lyžují v doprovodu rodiče zdarma. Dětskou cenu platí děti od 6 do 15 let a senioři od 65 let; věk je třeba doložit průkazem.',
    'Ceny jsou v korunách včetně DPH. Za čipovou kartu se platí vratná záloha 100 Kč.',
    'Za nepřízně počasí nebo při provozu jen části vleků se cena jízdenky nevrací.',
  ],
  lifts: [
    'Provozní doba',
    ['Zařízení', 'Délka', 'Provoz'],
    [
      ['Sedačková lanovka Javor', '1\u00a0240 m', '8:30–16:00'],
      ['Vlek Pod Skálou', '680 m', '8:30–21:00'],
      ['Vlek Lesní', '430 m', '9:00–15:30'],
      ['Dětský pás Medvídek', '90 m', '9:00–16:00'],
    ],
  ],
  foot: 'Ceník platí od 1. prosince 2026. Změny vyhrazeny.',
};
