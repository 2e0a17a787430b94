// The hidden part's transcript and slide, written for this set: a university's transcript of a
// computer science student's third semester (fr; the marks are drawn from a seed, the averages,
// credits and results worked out by templates-hidden-grids.ts), and a utility's slide telling its
// staff about the move to a new office building (de). The bus timetable (pt):
// records-hidden-bus.ts.

/** A teaching unit: code, name, ECTS credits, and its parts with their weights. */
export type Unit = [string, string, number, Array<[string, number]>];

export interface TranscriptParts {
  university: [string, string, string];
  title: [string, string];
  student: Array<[string, string]>;
  programme: string;
  columns: [string, string, string, string, string, string];
  units: Unit[];
  /** Results: passed, passed by compensation, failed. */
  results: [string, string, string];
  /** Labels: semester average, credits gained, result, mention, rank; the mentions from the lowest. */
  summary: [string, string, string, string, string];
  mentions: [string, string, string, string];
  note: string;
  signed: [string, string, string, string];
}

export const TRANSCRIPT_FR: TranscriptParts = {
  university: ['Université du Val de Garonne', 'UFR Sciences et Techniques', 'Site universitaire Michel-Serres · 47000 Agen'],
  title: ['Relevé de notes et résultats', 'Année universitaire 2025-2026 · Session 1'],
  student: [
    ['Nom', 'BERTRAND'],
    ['Prénom', 'Chloé'],
    ['N° étudiant', '22014587'],
    ['Né(e) le', '14/06/2005 à Limoges'],
    ['INE', '0F8JK41927H'],
  ],
  programme: 'Licence Informatique · 2e année · Semestre 3',
  columns: ['Code', 'Unités d’enseignement', 'Coef.', 'ECTS', 'Note / 20', 'Résultat'],
  units: [
    [
      'INF301',
      'Algorithmique et structures de données 2',
      6,
      [
        ['Examen terminal', 0.6],
        ['Contrôle continu', 0.4],
      ],
    ],
    [
      'INF302',
      'Programmation orientée objet',
      6,
      [
        ['Examen terminal', 0.5],
        ['Projet en binôme', 0.5],
      ],
    ],
    [
      'INF303',
      'Bases de données relationnelles',
      5,
      [
        ['Examen terminal', 0.7],
        ['Travaux pratiques', 0.3],
      ],
    ],
    ['INF304', 'Architecture des ordinateurs', 4, [['Examen terminal', 1]]],
    [
      'MAT305',
      'Mathématiques discrètes',
      4,
      [
        ['Examen terminal', 0.7],
        ['Contrôle continu', 0.3],
      ],
    ],
    ['MAT306', 'Probabilités et statistiques', 3, [['Examen terminal', 1]]],
    [
      'LAN307',
      'Anglais scientifique et technique',
      2,
      [
        ['Oral', 0.5],
        ['Écrit', 0.5],
      ],
    ],
  ],
  results: ['Admis', 'Admis par compensation', 'Ajourné'],
  summary: ['Moyenne du semestre', 'Crédits ECTS acquis', 'Résultat', 'Mention', 'Rang'],
  mentions: ['Passable', 'Assez bien', 'Bien', 'Très bien'],
  note: 'Une unité d’enseignement est acquise avec une note égale ou supérieure à 10/20, ou par compensation au sein du semestre. Ce relevé ne tient pas lieu de diplôme.',
  signed: [
    'Fait à Agen, le 5 février 2026',
    'Pour le président de l’université et par délégation,',
    'la responsable du service de la scolarité',
    'Sandrine Lafitte',
  ],
};

export interface MoveParts {
  band: [string, string];
  /** Each point: its bold lead and the rest. */
  points: Array<[string, string]>;
  /** The timetable box: heading, then date and what. */
  plan: [string, Array<[string, string]>];
  /** The new address under the timetable: its label and lines. */
  address: [string, string[]];
  foot: [string, string, string];
}

export const MOVE_DE: MoveParts = {
  band: ['Umzug in die Lindenhof-Arkaden', 'Was sich für Sie im Juni ändert'],
  points: [
    ['Umzugstermin:', '17. bis 19. Juni 2026, abteilungsweise nach Plan'],
    ['Packen:', 'Kisten kommen am 10. Juni; bitte mit Namen und neuer Raumnummer beschriften'],
    ['IT:', 'Rechner und Telefone baut das IT-Team am neuen Platz wieder auf'],
    ['Arbeitsplätze:', 'Desk-Sharing, gebucht über die Intranet-App'],
    ['Parken:', 'Tiefgarage mit 140 Plätzen, davon 24 mit Ladesäule'],
    ['Fragen:', 'umzug@sw-kornbach.de oder Durchwahl 4410'],
  ],
  plan: [
    'Zeitplan',
    [
      ['bis 29. Mai', 'Raumplan und Sitzordnung'],
      ['10. Juni', 'Lieferung der Umzugskisten'],
      ['16. Juni', 'letzter Arbeitstag am Marktplatz'],
      ['22. Juni', 'Start in den Lindenhof-Arkaden'],
    ],
  ],
  address: ['Neue Adresse', ['Lindenhofstraße 12', '3. bis 5. Obergeschoss']],
  foot: ['Stadtwerke Kornbach GmbH · Betriebsversammlung', '14. April 2026', '7'],
};
