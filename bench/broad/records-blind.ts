// The blind part's records around its small print (prose-blind*.ts), written for this set apart from
// every other part's: a pressure transmitter's data sheet (en) and a town's public call for grants
// (it). The journal paper's first page (cs): records-blind-paper.ts. Columns: records-blind-columns.ts;
// letters, money documents, the form and grids: records-blind-letters.ts, -money.ts, -garage.ts,
// -form.ts, -grids.ts, -league.ts.

export interface DatasheetParts {
  maker: string;
  docCode: string;
  product: string;
  tagline: string;
  features: [string, string[]];
  /** Heading, then groups of rows (a group's name, its key and value pairs). */
  specs: [string, Array<[string, Array<[string, string]>]>];
  ordering: [string, string[], string[][]];
  notes: string[];
}

export const DATASHEET: DatasheetParts = {
  maker: 'HALVORSEN INSTRUMENTS',
  docCode: 'Data sheet DS-PT420-EN, revision 4, February 2026',
  product: 'PT-420 Series Pressure Transmitter',
  tagline: 'Stainless steel, all welded, 4 to 20 mA, for liquids and gases up to 600 bar',
  features: [
    'Features',
    [
      'Total error below 0.25 % of span over the whole compensated range',
      'All-welded stainless steel body without internal seals',
      'Ranges from 1 bar to 600 bar, gauge or absolute',
      'Protected against reverse polarity, short circuits and surges',
      'Zero adjustment on site with a magnetic pen, housing stays closed',
      'Connector M12, valve plug or moulded cable up to 50 m',
      'Drinking water approvals KTW and WRAS',
      'Five-year warranty and calibration certificate for every unit',
    ],
  ],
  specs: [
    'Technical data',
    [
      [
        'Measuring range',
        [
          ['Gauge', '1, 2.5, 6, 10, 16, 25, 40, 100, 250, 400, 600 bar'],
          ['Absolute', '1, 2.5, 6, 10, 16 bar'],
          ['Overload limit', '3 times range, at most 900 bar'],
          ['Burst pressure', '5 times range'],
        ],
      ],
      [
        'Accuracy',
        [
          ['Total error, 0 to 70 °C', '0.25 % of span'],
          ['Non-linearity', '0.1 % of span'],
          ['Long-term drift', '0.1 % of span per year'],
          ['Response time', 'under 2 ms'],
        ],
      ],
      [
        'Output and supply',
        [
          ['Output signal', '4 to 20 mA, two-wire'],
          ['Supply voltage', '10 to 30 V DC'],
          ['Option', '0 to 10 V, three-wire'],
          ['Insulation', '500 V AC'],
        ],
      ],
      [
        'Materials and environment',
        [
          ['Wetted parts', 'stainless steel 1.4404'],
          ['Housing', 'stainless steel 1.4301'],
          ['Medium temperature', '−40 °C to +125 °C'],
          ['Ambient temperature', '−40 °C to +85 °C'],
          ['Protection class', 'IP67, IP69K with cable'],
          ['Vibration', '20 g, 10 to 2000 Hz'],
          ['Weight', 'about 85 g'],
        ],
      ],
    ],
  ],
  ordering: [
    'Ordering code, example PT-420-G-100-A1-M12',
    ['Field', 'Code', 'Option'],
    [
      ['Pressure type', 'G', 'gauge'],
      ['', 'A', 'absolute'],
      ['Range in bar', '100', 'any range from the table of technical data'],
      ['Process connection', 'A1', 'G 1/2 B, flush diaphragm on request'],
      ['', 'A2', 'G 1/4 A'],
      ['', 'N1', '1/2 NPT male'],
      ['Electrical connection', 'M12', 'connector M12, 4 pins'],
      ['', 'DIN', 'valve plug, cable gland PG 9'],
      ['', 'K05', 'moulded cable, length in metres'],
    ],
  ],
  notes: [
    'All data at 25 °C and 24 V supply unless stated otherwise. We reserve the right to change specifications without notice.',
    'Halvorsen Instruments AS, Sandviksveien 44, 5035 Bergen, Norway, sales@halvorsen-instruments.no',
  ],
};

export interface CallParts {
  authority: string[];
  protocol: string;
  title: string;
  issuer: string;
  premises: string[];
  announce: string;
  place: string;
  signer: string[];
  foot: string;
}

export const CALL: CallParts = {
  authority: ['COMUNE DI VALDIBRENTA', 'Provincia di Vicenza', 'Area Servizi Sociali e Istruzione'],
  protocol: 'Prot. n. 4417 del 9 marzo 2026',
  title: 'AVVISO PUBBLICO PER LA CONCESSIONE DI CONTRIBUTI ALLE FAMIGLIE PER LA FREQUENZA DEI CENTRI ESTIVI 2026',
  issuer: "IL RESPONSABILE DELL'AREA",
  premises: [
    'Vista la deliberazione della Giunta comunale n. 38 del 24 febbraio 2026, con la quale sono stati approvati i criteri per la concessione dei contributi;',
    'Visto il regolamento comunale per la concessione di sovvenzioni e vantaggi economici, approvato con deliberazione del Consiglio comunale n. 12 del 30 aprile 2019;',
  ],
  announce: 'RENDE NOTO',
  place: 'Valdibrenta, 9 marzo 2026',
  signer: ["Il Responsabile dell'Area", 'dott.ssa Marta Zanella', '(documento firmato digitalmente)'],
  foot: "Pubblicato all'Albo pretorio on line dal 10 marzo al 30 settembre 2026. Piazza Garibaldi 1, 36070 Valdibrenta (VI), protocollo@comune.valdibrenta.vi.it",
};
