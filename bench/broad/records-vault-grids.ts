// The vault part's price list and slide, written for this set: a plumbers' merchant's trade price
// list in groups with their discounts (en; list prices are drawn from a seed and trade prices worked
// out by templates-vault-grids.ts), and the agenda of a housing community's annual meeting (pl), each
// point at its time with one or two sub-points, the meeting's name, date and place in a side panel,
// the board and the slide's number at the foot. The ferry timetable (it): records-vault-ferry.ts.

export interface PriceListParts {
  merchant: [string, string];
  title: [string, string, string];
  note: string;
  columns: string[];
  /** Each group: its name, discount in per cent, and items (code, description, pack, least and most list price). */
  groups: Array<[string, number, Array<[string, string, string, number, number]>]>;
  notes: string[];
}

export const PRICES_EN: PriceListParts = {
  merchant: ['Harrow & Pike', 'Plumbing and Heating Supplies · Branches in Stroud, Nailsworth and Dursley'],
  title: ['Trade Price List', 'Effective 6 April 2026 until further notice', 'Account customers only'],
  note: 'Prices in pounds sterling. Trade prices include your group discount; prices including VAT are at the standard rate of 20 %.',
  columns: ['Code', 'Description', 'Pack', 'List £', 'Trade £', 'Inc. VAT £'],
  groups: [
    [
      'Copper end feed fittings, discount 35 %',
      35,
      [
        ['EF15-EL', 'Elbow 15 mm', '10', 6.2, 7.4],
        ['EF22-EL', 'Elbow 22 mm', '10', 11.5, 13.2],
        ['EF15-TE', 'Equal tee 15 mm', '10', 8.9, 10.6],
        ['EF22-TE', 'Equal tee 22 mm', '10', 17.8, 20.4],
        ['EF22-RC', 'Reducing coupler 22 x 15 mm', '10', 10.2, 12.1],
      ],
    ],
    [
      'Push-fit plastic system, discount 30 %',
      30,
      [
        ['PF15-STR', 'Straight connector 15 mm', '5', 7.8, 9.3],
        ['PF22-STR', 'Straight connector 22 mm', '5', 10.4, 12.2],
        ['PF15-PIPE3', 'Barrier pipe 15 mm, 3 m length', '1', 5.1, 6.3],
        ['PF22-PIPE3', 'Barrier pipe 22 mm, 3 m length', '1', 8.7, 10.1],
        ['PF-INS15', 'Pipe inserts 15 mm', '50', 6.9, 8.2],
      ],
    ],
    [
      'Valves and controls, discount 25 %',
      25,
      [
        ['VL15-ISO', 'Isolating valve 15 mm, chrome', '1', 3.6, 4.4],
        ['VL22-GATE', 'Gate valve 22 mm, brass', '1', 9.8, 11.9],
        ['VL15-TRV', 'Thermostatic radiator valve pair 15 mm', '1', 21.5, 26.8],
        ['VL22-ZONE', 'Two-port motorised zone valve 22 mm', '1', 68.0, 79.5],
        ['VL-PRV35', 'Pressure reducing valve 3.5 bar', '1', 44.0, 52.0],
      ],
    ],
    [
      'Radiators and accessories, discount 40 %',
      40,
      [
        ['RD-K2-6010', 'Double panel radiator 600 x 1000 mm', '1', 139.0, 166.0],
        ['RD-K2-6014', 'Double panel radiator 600 x 1400 mm', '1', 188.0, 219.0],
        ['RD-TR-1850', 'Towel rail, chrome, 1200 x 500 mm', '1', 92.0, 118.0],
        ['RD-BRK', 'Wall brackets, pair', '1', 4.9, 6.2],
        ['RD-INH', 'Central heating inhibitor 1 litre', '1', 17.5, 21.0],
      ],
    ],
    [
      'Sealants and sundries, net prices',
      0,
      [
        ['SN-PTFE', 'PTFE tape 12 mm x 12 m', '10', 4.1, 5.2],
        ['SN-FLUX', 'Soldering flux paste 250 g', '1', 6.4, 7.9],
        ['SN-SIL-W', 'Sanitary silicone, white, 310 ml', '1', 5.8, 7.1],
      ],
    ],
  ],
  notes: [
    'Orders placed by 3 pm are delivered free the next working day within 20 miles of a branch when their value exceeds £150 before VAT; smaller orders carry a £12.50 delivery charge.',
    'Prices may change without notice. Errors and omissions excepted. Our terms of trade apply to every sale and are printed on the back of each invoice.',
  ],
};

export interface AgendaParts {
  /** The side panel: the community, the meeting, the slide's title, then the date and place. */
  panel: [string, string, string, string[]];
  /** Time, point, sub-points. */
  items: Array<[string, string, string[]]>;
  footer: [string, string];
}

export const AGENDA_PL: AgendaParts = {
  panel: [
    'Wspólnota Mieszkaniowa „Nad Stawem”',
    'Roczne zebranie właścicieli lokali',
    'Porządek obrad',
    ['wtorek, 24 marca 2026 r.', 'godz. 18:00', 'świetlica osiedlowa', 'ul. Orzechowa 5, Łódź'],
  ],
  items: [
    ['18:00', 'Otwarcie zebrania i wybór przewodniczącego', ['sprawdzenie listy obecności i kworum']],
    [
      '18:15',
      'Sprawozdanie zarządu za rok 2025',
      ['wykonanie planu remontów: wymiana pionów wodnych w klatkach A i B', 'stan funduszu remontowego na 31 grudnia: 412 380 zł'],
    ],
    [
      '18:45',
      'Plan gospodarczy na rok 2026',
      ['zaliczka na fundusz remontowy: 3,20 zł/m² zamiast 2,60 zł/m²', 'nowa umowa na sprzątanie i odśnieżanie'],
    ],
    ['19:15', 'Termomodernizacja budynku', ['porównanie ofert trzech wykonawców', 'kredyt z premią termomodernizacyjną']],
    ['19:45', 'Głosowanie nad uchwałami nr 1–6/2026', ['głosowanie kartami, liczone udziałami w nieruchomości wspólnej']],
    ['20:00', 'Wolne wnioski i zamknięcie zebrania', []],
  ],
  footer: ['Zarząd Wspólnoty: Barbara Wójcik, Piotr Zając', '2 / 14'],
};
