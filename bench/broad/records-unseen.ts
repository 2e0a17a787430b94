// The unseen part's records around its small print (prose-unseen*.ts), written for this set apart
// from every other part's: an operator's terms (es), a drill's safety leaflet (cs) and a household
// insurance policy with its conditions (de). Columns: records-unseen-columns.ts; letters, money,
// the form and grids: records-unseen-letters.ts, -money.ts, -form.ts, -tables.ts.

export interface ConditionsParts {
  company: string;
  reference: string;
  title: string;
  intro: string;
  /** Run-in clause headings, one per block of the text. */
  clauses: string[];
  foot: [string, string];
}

export const TERMS_ES: ConditionsParts = {
  company: 'Ondanet Comunicaciones, S.L.',
  reference: 'Ref. CG-FM-2026/04, versión vigente desde el 1 de abril de 2026',
  title: 'CONDICIONES GENERALES DE LOS SERVICIOS DE FIBRA Y MÓVIL',
  intro:
    'Estas condiciones forman parte del contrato junto con la solicitud firmada y la ficha de tarifas. En caso de contradicción prevalecerá lo dispuesto en la solicitud.',
  clauses: [
    'Primera. Objeto y alta.',
    'Segunda. Equipos.',
    'Tercera. Precio, facturación e impago.',
    'Cuarta. Permanencia.',
    'Quinta. Calidad y compensaciones.',
    'Sexta. Baja y portabilidad.',
    'Séptima. Datos personales.',
    'Octava. Reclamaciones.',
    'Novena. Modificaciones.',
    'Décima. Uso de los servicios.',
    'Undécima. Itinerancia.',
    'Duodécima. Cesión del contrato.',
    'Decimotercera. Atención al cliente y averías.',
    'Decimocuarta. Legislación aplicable.',
  ],
  foot: ['Ondanet Comunicaciones, S.L., CIF B87214456, calle Cardenal Belluga 14, 30001 Murcia', 'Página 2 de 3'],
};

export interface SafetyParts {
  brand: string;
  title: string;
  model: string;
  /** The warning box: its word and its sentence. */
  warning: [string, string];
  /** Labels under the round pictograms. */
  signs: string[];
  headings: string[];
  data: [string, Array<[string, string]>];
  maker: string[];
}

export const SAFETY_CS: SafetyParts = {
  brand: 'DRAVEC',
  title: 'Bezpečnostní pokyny',
  model: 'Akumulátorová vrtačka se šroubovákem DV 18-2 Li, obj. č. 402817',
  warning: ['VAROVÁNÍ', 'Nedodržení bezpečnostních pokynů může mít za následek úraz elektrickým proudem, požár nebo vážné zranění.'],
  signs: ['Čtěte návod', 'Noste brýle', 'Chraňte sluch', 'Nevyhazujte'],
  headings: ['PRACOVIŠTĚ', 'AKUMULÁTOR A NABÍJEČKA', 'PŘI PRÁCI', 'ÚDRŽBA A LIKVIDACE'],
  data: [
    'Technické údaje',
    [
      ['Jmenovité napětí', '18 V'],
      ['Otáčky naprázdno', '0 až 1 650 min⁻¹'],
      ['Max. kroutící moment', '48 Nm'],
      ['Hmotnost s akumulátorem', '1,6 kg'],
      ['Hladina akustického výkonu', '83 dB(A)'],
      ['Vibrace při vrtání do kovu', 'méně než 2,5 m/s²'],
    ],
  ],
  maker: [
    'Dovozce: Dravec nářadí s.r.o., Průmyslová 1187, 664 42 Modřice',
    'Zákaznická linka 541 226 807, servis@dravec.cz',
    'Vydání 03/2026',
  ],
};

export interface PolicyParts {
  insurer: string;
  tagline: string;
  contact: string[];
  returnLine: string;
  recipient: string[];
  meta: string[];
  title: string;
  data: Array<[string, string]>;
  excerpt: string;
  headings: string[];
  foot: string;
}

export const POLICY_DE: PolicyParts = {
  insurer: 'Rheinauer Versicherung AG',
  tagline: 'Hausrat · Haftpflicht · Wohngebäude',
  contact: ['Postfach 10 44 27', '68034 Mannheim', 'Service 0621 4471 900', 'kundenservice@rheinauer.de'],
  returnLine: 'Rheinauer Versicherung AG, Postfach 10 44 27, 68034 Mannheim',
  recipient: ['Herrn', 'Jonas Albrecht', 'Werderstraße 31', '69120 Heidelberg'],
  meta: ['Versicherungsschein-Nr. HR 7 448 102 316', 'Kundennummer 20 318 774', 'Mannheim, 9. März 2026'],
  title: 'Versicherungsschein zur Hausratversicherung',
  data: [
    ['Versicherungsnehmer', 'Jonas Albrecht, geb. 14.07.1988'],
    ['Versicherungsort', 'Werderstraße 31, 69120 Heidelberg, 3. OG rechts'],
    ['Wohnfläche', '78 m²'],
    ['Versicherungsbeginn', '1. April 2026, 0:00 Uhr'],
    ['Vertragsdauer', '1 Jahr mit Verlängerung'],
    ['Versicherungssumme', '62.400,00 EUR'],
    ['Selbstbeteiligung', '150,00 EUR je Schadenfall'],
    ['Jahresbeitrag', '118,56 EUR inkl. 19 % Versicherungsteuer'],
  ],
  excerpt: 'Auszug aus den Allgemeinen Hausrat-Versicherungsbedingungen (VHB 2026)',
  headings: [
    '§ 1 Versicherte Sachen',
    '§ 2 Versicherte Gefahren und Entschädigung',
    '§ 3 Pflichten im Schadenfall',
    '§ 4 Dauer und Ende des Vertrages',
  ],
  foot: 'Rheinauer Versicherung AG · Sitz Mannheim · Amtsgericht Mannheim HRB 70413 · Vorstand: Dr. Petra Lindner (Vors.), Kai Oberhauser',
};
