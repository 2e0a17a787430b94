// The hidden part's bus timetable (pt), written for this set and sharing no sentence with any other
// part: line 7 of a town's buses, from the bus station past the hospital to Repeses, on working
// days and Saturdays, with its notes, fares and helpline. The template (templates-hidden-grids.ts)
// works each stop's times out from the departures and the minutes between stops, slower at rush
// hour. The transcript and the slide (fr, de): records-hidden-grids.ts.

export interface BusParts {
  operator: [string, string];
  /** The line's number, its route, and from when the timetable holds. */
  line: [string, string, string];
  stopsHead: string;
  /** Each stop and the minutes from the first to it, off-peak. */
  stops: Array<[string, number]>;
  /** Each table: its heading and its departures from the first stop (h:mm, then a note's letter or ''). */
  days: Array<[string, Array<[string, string]>]>;
  /** The notes: letter and meaning; the first letter's runs end at the last stop but one. */
  notes: Array<[string, string]>;
  fares: [string, string[]];
  foot: string[];
}

export const BUS_PT: BusParts = {
  operator: ['Mobilidade Urbana de Viseu', 'Serviço municipal de transportes coletivos'],
  line: ['7', 'Estação Rodoviária – Hospital – Repeses', 'Horário válido a partir de 2 de março de 2026'],
  stopsHead: 'Paragens',
  stops: [
    ['Estação Rodoviária', 0],
    ['Rossio', 3],
    ['Avenida da Europa', 6],
    ['Escola Secundária Alves Martins', 8],
    ['Hospital de São Teotónio', 12],
    ['Bairro Municipal', 15],
    ['Fontelo', 18],
    ['Repeses, Igreja', 21],
    ['Repeses, Quinta da Cruz', 24],
  ],
  days: [
    [
      'Dias úteis',
      [
        ['6:45', ''],
        ['7:20', 'b'],
        ['7:50', ''],
        ['8:25', ''],
        ['9:30', 'a'],
        ['11:00', ''],
        ['12:35', 'b'],
        ['14:00', 'a'],
        ['16:10', ''],
        ['17:30', ''],
        ['19:15', 'a'],
      ],
    ],
    [
      'Sábados',
      [
        ['8:00', ''],
        ['10:00', 'a'],
        ['12:00', ''],
        ['15:00', 'a'],
        ['18:00', ''],
      ],
    ],
  ],
  notes: [
    ['a', 'Termina em Repeses, Igreja.'],
    ['b', 'Só em período escolar.'],
    ['', 'Não se efetua aos domingos e feriados.'],
  ],
  fares: [
    'Tarifário',
    ['Bilhete a bordo 1,60 €', 'Cartão recarregável, por viagem 0,95 €', 'Passe mensal 25,00 €', 'Passe Sub-23 e Sénior 12,50 €'],
  ],
  foot: [
    'Apoio ao cliente: 232 427 300, dias úteis das 9h00 às 18h00 · muv@cm-viseu.pt',
    'Os horários podem sofrer atrasos por motivos de trânsito ou de obras na via pública.',
  ],
};
