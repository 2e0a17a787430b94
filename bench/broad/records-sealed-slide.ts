// The sealed part's slide, written for this set: a village's building office reports to the council
// on laying fibre-optic broadband, with a timeline, four key figures and the next steps (de).

export interface TimelineSlideParts {
  title: string;
  subtitle: string;
  /** Date, milestone, whether it is done. */
  milestones: Array<[string, string, boolean]>;
  figures: Array<[string, string]>;
  nextHead: string;
  next: string[];
  footer: [string, string];
}

export const SLIDE_DE: TimelineSlideParts = {
  title: 'Glasfaserausbau in Oberweiling: Stand März 2026',
  subtitle: 'Sitzung des Gemeinderats am 24. März 2026, Bericht des Bauamts',
  milestones: [
    ['Mai 2025', 'Vertrag mit dem Netzbetreiber unterzeichnet', true],
    ['Sept. 2025', 'Baubeginn im Ortskern', true],
    ['Jan. 2026', 'Erste 400 Haushalte am Netz', true],
    ['Juni 2026', 'Gewerbegebiet Süd und Grundschule', false],
    ['Dez. 2026', 'Außenbereiche und Weiler', false],
  ],
  figures: [
    ['1.240', 'Haushalte im Ausbaugebiet'],
    ['68 %', 'haben einen Anschluss bestellt'],
    ['31 km', 'Leerrohre verlegt'],
    ['2,9 Mio. €', 'Förderung von Bund und Land'],
  ],
  nextHead: 'Nächste Schritte',
  next: [
    'Querung der Bahnlinie: Genehmigung steht noch aus',
    'Hauptstraße: Bauarbeiten in den Sommerferien',
    'Infoabend für Anwohner am 16. April im Bürgerhaus',
  ],
  footer: ['Gemeinde Oberweiling, Bauamt', '7'],
};
