// The locked part's form (it), written for this set: a joint report of a road accident, the form
// both drivers fill in and sign at the scene, here for a rear-end collision at a red light in Padua:
// the date, place and witnesses across the top, then vehicle A's column, the seventeen circumstances
// ticked for A and B in the middle, and vehicle B's column, the drivers' signatures at the foot.

/** A field: its label and the handwritten value. */
export type AccidentField = [string, string];

export interface AccidentParts {
  title: [string, string];
  /** Across the top: fields, and questions with their options and the one ticked. */
  top: Array<AccidentField | [string, string[], number]>;
  /** Each vehicle: its heading, then numbered blocks of fields. */
  vehicles: [[string, Array<[string, AccidentField[]]>], [string, Array<[string, AccidentField[]]>]];
  /** The circumstances: heading, instruction, the seventeen, which A and B ticked, and the count's label. */
  circumstances: [string, string, string[], number[], number[], string];
  /** The label of the box for the sketch of the accident (drawn, no text). */
  sketch: string;
  signatures: [string, string, string];
  warning: string;
}

const vehicle = (
  owner: AccidentField[],
  car: AccidentField[],
  insurer: AccidentField[],
  driver: AccidentField[],
  damage: string,
  remarks: string,
) =>
  [
    ['6. Contraente / assicurato', owner],
    ['7. Veicolo', car],
    ['8. Impresa di assicurazione', insurer],
    ['9. Conducente', driver],
    ['11. Danni visibili', [['', damage]]],
    ['14. Osservazioni', [['', remarks]]],
  ] as Array<[string, AccidentField[]]>;

export const ACCIDENT_IT: AccidentParts = {
  title: ['Constatazione amichevole di incidente', 'Denuncia di sinistro · da compilare a cura di entrambi i conducenti'],
  top: [
    ['1. Data dell’incidente', '07/03/2026'],
    ['Ora', '18:25'],
    ['2. Località', 'Padova, via Venezia all’incrocio con via Tommaseo'],
    ['3. Feriti anche se lievi', ['no', 'sì'], 0],
    ['4. Danni a veicoli diversi da A e B', ['no', 'sì'], 0],
    ['5. Testimoni', 'Lorenzo Bettin, via Gattamelata 32, Padova, tel. 347 518 2290'],
  ],
  vehicles: [
    [
      'Veicolo A',
      vehicle(
        [
          ['Cognome e nome', 'Ferraro Giulia'],
          ['Indirizzo', 'via Savonarola 118, 35137 Padova'],
          ['Telefono', '340 221 7864'],
        ],
        [
          ['Marca e tipo', 'Fiat Panda 1.2'],
          ['Targa', 'GH 482 TK'],
        ],
        [
          ['Denominazione', 'Assicurazioni Euganee S.p.A.'],
          ['Polizza n.', '2026/RCA/0418831'],
          ['Agenzia', 'Padova Centro'],
          ['Valida fino al', '31/12/2026'],
        ],
        [
          ['Cognome e nome', 'Ferraro Giulia'],
          ['Nata il', '22/10/1991'],
          ['Patente n.', 'PD5218843K, cat. B'],
        ],
        'paraurti posteriore, portellone, fanale posteriore sinistro',
        'ero ferma in coda al semaforo rosso',
      ),
    ],
    [
      'Veicolo B',
      vehicle(
        [
          ['Cognome e nome', 'Zanin Marco'],
          ['Indirizzo', 'via Chiesanuova 207, 35136 Padova'],
          ['Telefono', '328 904 1156'],
        ],
        [
          ['Marca e tipo', 'Volkswagen Golf 1.6 TDI'],
          ['Targa', 'FZ 917 XB'],
        ],
        [
          ['Denominazione', 'Mutua Adriatica Assicurazioni'],
          ['Polizza n.', 'MA-55082194'],
          ['Agenzia', 'Rubano'],
          ['Valida fino al', '30/09/2026'],
        ],
        [
          ['Cognome e nome', 'Zanin Marco'],
          ['Nato il', '03/05/1984'],
          ['Patente n.', 'U1H73K2245, cat. B'],
        ],
        'paraurti anteriore, cofano, griglia del radiatore',
        'asfalto bagnato, non sono riuscito a fermarmi in tempo',
      ),
    ],
  ],
  circumstances: [
    '12. Circostanze',
    'Barrare le caselle utili',
    [
      'in fermata o in sosta',
      'ripartiva dopo una sosta o apriva una portiera',
      'stava parcheggiando',
      'usciva da un parcheggio o da un luogo privato',
      'entrava in un parcheggio o in un luogo privato',
      'si immetteva in una rotatoria',
      'circolava in una rotatoria',
      'tamponava procedendo nello stesso senso e nella stessa fila',
      'procedeva nello stesso senso ma in una fila diversa',
      'cambiava fila',
      'sorpassava',
      'girava a destra',
      'girava a sinistra',
      'retrocedeva',
      'invadeva la corsia riservata al senso opposto',
      'proveniva da destra',
      'non aveva rispettato la precedenza o il semaforo rosso',
    ],
    [0],
    [7],
    'Caselle barrate',
  ],
  sketch: '13. Grafico dell’incidente al momento dell’urto',
  signatures: ['15. Firma dei conducenti', 'A', 'B'],
  warning: 'Non modificare la constatazione dopo che è stata firmata da entrambi i conducenti e dopo la separazione delle copie.',
};
