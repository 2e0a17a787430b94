// The unseen part's grids, written for this set: a staff handbook's contents page (en), a regional
// job-seekers table (fr; figures drawn from a seed by templates-unseen-tables.ts) and a slide with
// a bar chart (uk). The parking permit application (de): records-unseen-form.ts.

export interface ContentsParts {
  running: string;
  title: string;
  /** Level (0: a part's heading, 1: chapter, 2: section), number, title, page. */
  entries: Array<[0 | 1 | 2, string, string, string]>;
  folio: string;
}

export const CONTENTS_EN: ContentsParts = {
  running: 'Riverside Community Health Trust · Staff Handbook, 2026 edition',
  title: 'Contents',
  entries: [
    [0, '', 'Part One: Joining the Trust', ''],
    [1, '1', 'Welcome from the Chief Executive', '1'],
    [1, '2', 'Your first week', '3'],
    [2, '2.1', 'Identity badges and computer accounts', '4'],
    [2, '2.2', 'Mandatory training', '6'],
    [2, '2.3', 'Occupational health checks', '9'],
    [1, '3', 'Pay and pensions', '11'],
    [2, '3.1', 'Pay bands and annual increments', '12'],
    [2, '3.2', 'Payments for unsocial hours', '15'],
    [2, '3.3', 'The Trust pension scheme', '17'],
    [0, '', 'Part Two: Working here', ''],
    [1, '4', 'Working time and rotas', '21'],
    [2, '4.1', 'Requesting annual leave', '23'],
    [2, '4.2', 'Swapping shifts with a colleague', '25'],
    [2, '4.3', 'On-call arrangements', '26'],
    [1, '5', 'Health, safety and wellbeing', '29'],
    [2, '5.1', 'Reporting an incident', '30'],
    [2, '5.2', 'Working alone in the community', '33'],
    [2, '5.3', 'Support after a difficult shift', '35'],
    [1, '6', 'Learning and career development', '37'],
    [0, '', 'Part Three: Policies', ''],
    [1, '7', 'Raising a concern', '41'],
    [1, '8', 'Sickness absence', '45'],
    [1, '9', 'Leaving the Trust', '49'],
    [0, '', 'Appendices', ''],
    [1, 'A', 'Useful telephone numbers', '53'],
    [1, 'B', 'Glossary of abbreviations', '55'],
    [1, '', 'Index', '59'],
  ],
  folio: 'iii',
};

export interface FiguresParts {
  source: string;
  title: string;
  lead: string;
  /** A heading over columns `from` to `to` (0-based, the first column is the row's name). */
  group: [string, number, number];
  columns: string[];
  /** Name, least and most job seekers. */
  rows: Array<[string, number, number]>;
  total: string;
  notes: string[];
}

export const FIGURES_FR: FiguresParts = {
  source: "Observatoire régional de l'emploi et des compétences",
  title: "Tableau 4. Demandeurs d'emploi de catégorie A par département, fin décembre 2025",
  lead: "Fin décembre 2025, le nombre de demandeurs d'emploi tenus de rechercher un emploi et sans activité reste proche de son niveau d'un an plus tôt. La hausse est plus marquée chez les personnes âgées de cinquante ans ou plus, tandis que le nombre de jeunes inscrits recule dans la plupart des départements.",
  group: ['Part dans le total', 2, 4],
  columns: ['Département', 'Effectif', 'Femmes', 'Moins de 25 ans', '50 ans ou plus', 'Évolution sur un an'],
  rows: [
    ['Ariège', 6000, 8000],
    ['Aude', 20000, 25000],
    ['Aveyron', 8000, 10000],
    ['Gard', 38000, 44000],
    ['Haute-Garonne', 70000, 80000],
    ['Gers', 5000, 7000],
    ['Hérault', 60000, 68000],
    ['Lot', 5000, 7000],
    ['Lozère', 2000, 3000],
    ['Hautes-Pyrénées', 9000, 12000],
    ['Pyrénées-Orientales', 30000, 36000],
    ['Tarn', 16000, 20000],
    ['Tarn-et-Garonne', 12000, 15000],
  ],
  total: 'Ensemble de la région',
  notes: [
    "Champ : demandeurs d'emploi inscrits en catégorie A, données brutes.",
    "Lecture : la colonne Femmes donne la part des femmes parmi les demandeurs d'emploi inscrits dans le département.",
    'Sources : fichiers des demandeurs d’emploi, traitement de l’observatoire.',
  ],
};

export interface ChartSlideParts {
  title: string;
  subtitle: string;
  points: string[];
  /** Heading, then the bars: label and value. */
  chart: [string, Array<[string, number]>];
  footer: [string, string, string];
}

export const SLIDE_UK: ChartSlideParts = {
  title: 'Енергоефективність шкіл громади',
  subtitle: 'Підсумки програми за 2025 рік',
  points: [
    'Утеплено фасади семи шкіл із дванадцяти',
    'Замінено 640 вікон і 38 вхідних дверей',
    'Встановлено сонячні панелі потужністю 180 кВт',
    'Споживання газу скоротилося на 23 %',
    'Наступний етап: модернізація котелень',
  ],
  chart: [
    'Споживання газу школами, тис. м³',
    [
      ['2021', 412],
      ['2022', 376],
      ['2023', 341],
      ['2024', 318],
      ['2025', 245],
    ],
  ],
  footer: ['Березівська міська рада · Управління освіти', '12 лютого 2026', '4'],
};
