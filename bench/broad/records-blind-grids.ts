// The blind part's grids, written for this set: a dental practice's price list (cs; prices drawn
// from a seed by templates-blind-grids.ts) and a dairy cooperative's quarterly slide with points
// beside a small table (it). The league table (ru): records-blind-league.ts; the questionnaire (uk):
// records-blind-form.ts.

export interface PriceListParts {
  practice: string[];
  title: string;
  validity: string;
  columns: string[];
  /** Section heading, then code, service, least and most price (0: paid by the insurer). */
  sections: Array<[string, Array<[string, string, number, number]>]>;
  insured: string;
  notes: string[];
}

export const PRICES_CS: PriceListParts = {
  practice: [
    'Zubní ordinace MUDr. Kateřina Hronková',
    'Palackého 318/12, 586 01 Jihlava',
    'tel. 567 308 214, www.zubyjihlava.cz, IČO 71524665',
  ],
  title: 'Ceník stomatologických výkonů',
  validity: 'Platný od 1. února 2026. Ceny jsou uvedeny v korunách českých.',
  columns: ['Kód', 'Výkon', 'Cena v Kč'],
  sections: [
    [
      'Prevence a vyšetření',
      [
        ['00900', 'Komplexní vyšetření při registraci nového pacienta', 0, 0],
        ['00901', 'Preventivní prohlídka dvakrát ročně', 0, 0],
        ['00940', 'Intraorální rentgenový snímek', 0, 0],
        ['P01', 'Panoramatický rentgenový snímek', 450, 650],
        ['P02', 'Vyšetření s písemným plánem ošetření', 400, 700],
      ],
    ],
    [
      'Dentální hygiena',
      [
        ['H01', 'Vstupní dentální hygiena s nácvikem čištění', 1200, 1600],
        ['H02', 'Následná hygiena s odstraněním zubního kamene', 900, 1200],
        ['H03', 'Odstranění pigmentací pískováním', 500, 700],
        ['H04', 'Bělení zubů v ordinaci, jedna čelist', 3500, 4500],
      ],
    ],
    [
      'Záchovná stomatologie',
      [
        ['Z01', 'Fotokompozitní výplň, jedna plocha', 1400, 1800],
        ['Z02', 'Fotokompozitní výplň, dvě a více ploch', 1900, 2600],
        ['Z03', 'Ošetření kořenového kanálku, jeden kanálek', 2200, 3000],
        ['Z04', 'Ošetření kořenových kanálků pod mikroskopem', 3800, 5200],
        ['00932', 'Amalgámová výplň v postranním úseku', 0, 0],
      ],
    ],
    [
      'Protetika',
      [
        ['R01', 'Celokeramická korunka', 7800, 9800],
        ['R02', 'Metalokeramická korunka', 5200, 6600],
        ['R03', 'Částečná snímatelná náhrada s kovovou konstrukcí', 11000, 14500],
        ['R04', 'Celková snímatelná náhrada, jedna čelist', 7200, 9000],
        ['R05', 'Oprava náhrady do druhého dne', 600, 1100],
      ],
    ],
    [
      'Chirurgie a ostatní',
      [
        ['00913', 'Extrakce stálého zubu', 0, 0],
        ['C01', 'Chirurgické vynětí zubu moudrosti', 2400, 3600],
        ['C02', 'Místní znecitlivění nad rámec úhrady', 150, 250],
        ['C03', 'Výpis ze zdravotnické dokumentace', 100, 200],
      ],
    ],
  ],
  insured: 'hrazeno pojišťovnou',
  notes: [
    'Uvedené ceny jsou orientační. Konečná cena závisí na rozsahu ošetření a použitém materiálu a sdělíme Vám ji vždy předem.',
    'Platit lze hotově nebo kartou. Za nedodržení objednaného termínu bez omluvy účtujeme 300 Kč.',
  ],
};

export interface TableSlideParts {
  title: string;
  subtitle: string;
  points: string[];
  table: [string, string[], string[][]];
  footer: [string, string];
}

export const SLIDE_IT: TableSlideParts = {
  title: 'Primo trimestre 2026: i risultati della cooperativa',
  subtitle: 'Consiglio di amministrazione del 14 aprile 2026',
  points: [
    'Fatturato in crescita del 9 % rispetto al 2025',
    'Nuovo spaccio aperto a Bassano del Grappa',
    'Soci conferitori saliti a 412, di cui 37 under 35',
    'Vendite on line raddoppiate con il nuovo sito',
    'Obiettivo: certificazione biologica entro dicembre',
  ],
  table: [
    'Indicatori principali',
    ['Indicatore', 'T1 2025', 'T1 2026', 'Variazione'],
    [
      ['Fatturato, migliaia di euro', '2.184', '2.381', '+9,0 %'],
      ['Latte conferito, tonnellate', '5.920', '6.140', '+3,7 %'],
      ['Formaggi venduti, tonnellate', '498', '531', '+6,6 %'],
      ['Dipendenti', '46', '49', '+3'],
    ],
  ],
  footer: ['Latteria Sociale Valle del Brenta', '3'],
};
