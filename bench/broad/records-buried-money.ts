// The buried part's bills, written for this set and sharing no sentence with any other part: a
// Valladolid electrician's invoice to a block of flats' owners for a new panel of common services
// and presence-switched stair lighting, materials and labour apart (es), and a Würzburg bakery's
// till receipt for bread, rolls, cake and a coffee to go, paid in cash, with the VAT at both rates
// and the till's signing unit's lines (de). Counts, prices and numbers are drawn from seeds by
// templates-buried-electrician.ts and templates-buried-bakery.ts. The optician's invoice (it):
// records-buried-optician.ts.

/** An item: what, its unit, the least and most count, the least and most unit price in cents. */
export type Priced = [string, string, number, number, number, number];

export interface ElectricianParts {
  /** The firm's name, its trade, and its address lines. */
  firm: [string, string, string[]];
  title: string;
  /** Labels: number, date, how paid, due; then how paid and the dates. */
  refs: [string, string, string, string];
  values: [string, string, string];
  client: [string, string[]];
  job: string;
  columns: [string, string, string, string, string];
  /** Groups of items: heading, items; each closed by a subtotal. */
  groups: Array<[string, Priced[]]>;
  subtotal: string;
  vat: number;
  /** Labels: base, VAT, total. */
  sums: [string, string, string];
  payment: string;
  legal: string[];
}

export const ELECTRICIAN_ES: ElectricianParts = {
  firm: [
    'Electricidad Roldán Ortega, S.L.',
    'Empresa instaladora autorizada n.º 47/1183',
    ['C/ Puente Colgante, 42, bajo · 47007 Valladolid', 'Tel. 983 247 615 · info@electricidadroldan.es', 'CIF B47318265'],
  ],
  title: 'FACTURA',
  refs: ['Número', 'Fecha', 'Forma de pago', 'Vencimiento'],
  values: ['23/02/2026', 'transferencia', '25/03/2026'],
  client: [
    'Cliente',
    ['Comunidad de Propietarios C/ Gabilondo, 9', 'A la atención del administrador, D. Jaime Santos', '47007 Valladolid', 'CIF H47592031'],
  ],
  job: 'Obra: renovación del cuadro general de servicios comunes y del alumbrado de la escalera con detectores de presencia.',
  columns: ['Concepto', 'Ud.', 'Cantidad', 'Precio', 'Importe'],
  groups: [
    [
      'Materiales',
      [
        ['Cuadro de superficie de 24 módulos con puerta', 'ud', 1, 1, 6850, 8900],
        ['Interruptor magnetotérmico 2P de 16 A', 'ud', 3, 5, 890, 1250],
        ['Interruptor diferencial 2P de 40 A y 30 mA, clase A', 'ud', 2, 2, 3450, 4600],
        ['Detector de presencia de techo, 360 grados', 'ud', 6, 8, 2190, 2790],
        ['Aplique LED de 18 W, luz neutra', 'ud', 6, 8, 2350, 3100],
        ['Cable libre de halógenos de 2,5 mm²', 'm', 40, 70, 60, 80],
        ['Tubo corrugado de 20 mm y pequeño material', 'lote', 1, 1, 3500, 5200],
      ],
    ],
    [
      'Mano de obra',
      [
        ['Oficial electricista', 'h', 8, 12, 2800, 3200],
        ['Ayudante', 'h', 6, 10, 1900, 2200],
        ['Certificado de instalación y su registro en Industria', 'ud', 1, 1, 9000, 12000],
      ],
    ],
  ],
  subtotal: 'Subtotal',
  vat: 21,
  sums: ['Base imponible', 'IVA', 'Total factura'],
  payment: 'Rogamos abonen el importe por transferencia a la cuenta ES21 2100 4312 8102 0045 7198, indicando el número de factura.',
  legal: [
    'Garantía de la instalación: tres años desde la fecha de la factura; el material, según su fabricante.',
    'Inscrita en el Registro Mercantil de Valladolid, tomo 1482, folio 87, hoja VA-21504.',
  ],
};

/** A line: what, the least and most count, the least and most price in cents, the VAT's letter. */
export type TillLine = [string, number, number, number, number, 'A' | 'B'];

export interface BakeryParts {
  /** The bakery, its line, address and numbers, centred at the top. */
  shop: string[];
  /** Labels: receipt number, till, served by (with the name). */
  till: [string, string, string];
  items: TillLine[];
  /** The rate for each VAT letter. */
  rates: { A: number; B: number };
  /** Labels: total, cash given, change; the VAT table's heads. */
  labels: [string, string, string];
  vatHeads: [string, string, string, string];
  /** The signing unit's labels: serial, transaction, counter, start, end. */
  tse: [string, string, string, string, string];
  day: string;
  thanks: string[];
}

export const BAKERY_DE: BakeryParts = {
  shop: [
    'Bäckerei Hollerbach',
    'Meisterbetrieb seit 1962',
    'Sanderstraße 27 · 97070 Würzburg',
    'Tel. 0931 35 47 12',
    'St.-Nr. 257/148/30915',
  ],
  till: ['Bon-Nr.', 'Kasse 1', 'Es bediente Sie: Sabine'],
  items: [
    ['Roggenmischbrot 1000 g', 1, 1, 420, 480, 'A'],
    ['Laugenbrezel', 2, 4, 85, 99, 'A'],
    ['Dinkelvollkornbrötchen', 2, 6, 65, 79, 'A'],
    ['Mohnschnecke', 1, 2, 210, 250, 'A'],
    ['Bienenstich Stück', 1, 3, 290, 340, 'A'],
    ['Cappuccino groß to go', 1, 2, 330, 390, 'B'],
    ['Mineralwasser 0,5 l', 1, 1, 160, 190, 'B'],
    ['Pfand Einweg', 1, 1, 25, 25, 'B'],
  ],
  rates: { A: 7, B: 19 },
  labels: ['SUMME EUR', 'Bar', 'Rückgeld'],
  vatHeads: ['MwSt', 'Netto', 'Steuer', 'Brutto'],
  tse: ['TSE-Seriennummer', 'TSE-Transaktion', 'Signaturzähler', 'Start', 'Ende'],
  day: '2026-03-14',
  thanks: ['Vielen Dank für Ihren Einkauf!', 'Sonntags 7 bis 11 Uhr geöffnet'],
};
