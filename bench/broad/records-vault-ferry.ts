// The vault part's timetable, written for this set: a winter ferry timetable across the Bay of Naples
// (it), each crossing's number, vessel, days and departure, the times at the other ports worked out
// by templates-vault-grids.ts from the vessel's crossing times; with its legend, fares and notes. The
// price list (en): records-vault-grids.ts.

export interface FerryParts {
  operator: [string, string];
  title: [string, string, string];
  /** The heads before the ports, and the last one (the pier in Naples). */
  heads: [string[], string];
  /** Minutes for each leg (Napoli–Procida, Procida–Ischia) by vessel sign; a crossing that passes Procida saves 10. */
  legs: Record<string, [number, number]>;
  /** Heading, the ports in the order sailed, and crossings: number, vessel, days, departure (minutes after midnight), calls at Procida, pier. */
  directions: Array<[string, string[], Array<[string, string, string, number, boolean, string]>]>;
  legend: Array<[string, string]>;
  fares: [string, Array<[string, string]>];
  notes: string[];
}

const h = (hours: number, minutes: number) => hours * 60 + minutes;

export const FERRY_IT: FerryParts = {
  operator: ['Partenope Navigazione S.p.A.', 'Informazioni e prenotazioni 081 551 72 40, www.partenopenavigazione.it'],
  title: ['Orario invernale 2026/2027', 'Napoli – Procida – Ischia', 'Valido dal 2 novembre 2026 al 28 marzo 2027'],
  heads: [['Corsa', 'Mezzo', 'Giorni'], 'Molo a Napoli'],
  legs: { A: [40, 25], M: [65, 40] },
  directions: [
    [
      'Da Napoli per Procida e Ischia',
      ['Napoli', 'Procida', 'Ischia Porto'],
      [
        ['101', 'M', 'G', h(6, 20), true, 'Porta di Massa'],
        ['103', 'A', 'F', h(7, 35), true, 'Beverello'],
        ['105', 'A', 'G', h(8, 50), false, 'Beverello'],
        ['107', 'M', 'G', h(10, 5), true, 'Porta di Massa'],
        ['109', 'A', 'G', h(11, 40), true, 'Beverello'],
        ['111', 'M', 'F', h(13, 30), true, 'Porta di Massa'],
        ['113', 'A', 'G', h(14, 45), false, 'Beverello'],
        ['115', 'A', 'D', h(16, 10), true, 'Beverello'],
        ['117', 'M', 'G', h(17, 25), true, 'Porta di Massa'],
        ['119', 'A', 'G', h(18, 55), true, 'Beverello'],
        ['121', 'M', 'F', h(20, 30), true, 'Porta di Massa'],
      ],
    ],
    [
      'Da Ischia per Procida e Napoli',
      ['Ischia Porto', 'Procida', 'Napoli'],
      [
        ['102', 'A', 'F', h(6, 10), true, 'Beverello'],
        ['104', 'M', 'G', h(6, 50), true, 'Porta di Massa'],
        ['106', 'A', 'G', h(8, 15), false, 'Beverello'],
        ['108', 'M', 'F', h(9, 40), true, 'Porta di Massa'],
        ['110', 'A', 'G', h(11, 5), true, 'Beverello'],
        ['112', 'M', 'G', h(12, 45), true, 'Porta di Massa'],
        ['114', 'A', 'D', h(14, 20), true, 'Beverello'],
        ['116', 'A', 'G', h(15, 35), false, 'Beverello'],
        ['118', 'M', 'G', h(16, 50), true, 'Porta di Massa'],
        ['120', 'A', 'G', h(18, 15), true, 'Beverello'],
      ],
    ],
  ],
  legend: [
    ['A', 'aliscafo, solo passeggeri'],
    ['M', 'motonave, passeggeri e veicoli'],
    ['G', 'tutti i giorni'],
    ['F', 'feriale, dal lunedì al sabato'],
    ['D', 'solo domenica e festivi'],
    ['—', 'la corsa non fa scalo a Procida'],
  ],
  fares: [
    'Tariffe a persona, corsa semplice',
    [
      ['Napoli – Procida, aliscafo', '€ 19,80'],
      ['Napoli – Procida, motonave', '€ 14,10'],
      ['Napoli – Ischia, aliscafo', '€ 22,40'],
      ['Napoli – Ischia, motonave', '€ 15,90'],
      ['Procida – Ischia, tutte le corse', '€ 8,70'],
      ['Autovettura fino a 4 m, motonave', '€ 62,00'],
    ],
  ],
  notes: [
    'Le corse possono essere sospese o modificate in caso di condizioni meteomarine avverse: prima di partire consultate il sito o chiamate il numero indicato in alto.',
    'I biglietti si acquistano online o nelle biglietterie dei porti, aperte da un’ora prima della prima partenza. L’imbarco chiude 10 minuti prima della partenza per i passeggeri e 30 minuti prima per i veicoli.',
    'Il 25 dicembre e il 1° gennaio non si effettuano le corse 101 e 121.',
  ],
};
