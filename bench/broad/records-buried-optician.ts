// The buried part's optician's invoice (it), written for this set and sharing no sentence with any
// other part: a Modena optician's invoice for a pair of progressive glasses (the frame and two lenses
// at the 4 % VAT of medical devices, a case and a cleaning spray at 22 %), with the eye doctor's
// prescription in a grid, the deposit paid when the glasses were ordered, the VAT by rate and the
// note that the printed copy is a courtesy copy of the electronic invoice. Prices and the number are
// drawn from a seed by templates-buried-optician.ts. The electrician's invoice and the bakery's
// receipt (es, de): records-buried-money.ts.

export interface OpticianParts {
  /** The shop's name, its company, address and numbers. */
  shop: [string, string, string, string];
  /** The document's word, its labels (number, date, customer code) and the date and code. */
  title: string;
  refs: [string, string, string];
  values: [string, string];
  customer: [string, string[]];
  /** The prescription: its heading, column heads, rows for each eye. */
  prescription: [string, string[], string[][]];
  columns: [string, string, string, string, string];
  /** Items: what, VAT rate, the least and most count, the least and most unit price in cents. */
  items: Array<[string, number, number, number, number, number]>;
  /** The VAT table: heading, column heads. */
  vatTable: [string, [string, string, string]];
  /** Labels: net, VAT, total, deposit, left to pay; and the deposit in cents. */
  sums: [string, string, string, string, string];
  deposit: number;
  notes: string[];
  foot: string;
}

export const OPTICIAN_IT: OpticianParts = {
  shop: [
    'Ottica Ferraresi',
    'di Luca Ferraresi & C. s.a.s.',
    'Via Emilia Centro, 214 · 41121 Modena',
    'Tel. 059 218 447 · P. IVA 03184720365',
  ],
  title: 'Fattura',
  refs: ['Numero', 'Data', 'Codice cliente'],
  values: ['27/02/2026', 'C-01872'],
  customer: ['Spett.le', ['Sig.ra Francesca Bellini', 'Via Giardini, 61', '41124 Modena', 'C.F. BLLFNC78D52F257K']],
  prescription: [
    'Prescrizione del dott. Marco Vezzali, oculista, del 12/01/2026',
    ['Occhio', 'Sfera', 'Cilindro', 'Asse', 'Addizione'],
    [
      ['Destro', '+1,25', '−0,50', '95°', '+2,00'],
      ['Sinistro', '+1,00', '−0,75', '80°', '+2,00'],
    ],
  ],
  columns: ['Descrizione', 'Q.tà', 'Prezzo', 'IVA', 'Importo'],
  items: [
    ['Montatura in acetato Lindqvist 4021, tartarugato', 4, 1, 1, 12000, 16000],
    ['Lente progressiva indice 1,6 antiriflesso, occhio destro', 4, 1, 1, 21000, 26000],
    ['Lente progressiva indice 1,6 antiriflesso, occhio sinistro', 4, 1, 1, 21000, 26000],
    ['Astuccio rigido e panno in microfibra', 22, 1, 1, 800, 1200],
    ['Detergente spray per lenti, 60 ml', 22, 1, 2, 450, 650],
  ],
  vatTable: ['Riepilogo IVA', ['Aliquota', 'Imponibile', 'Imposta']],
  sums: ['Totale imponibile', 'Totale IVA', 'Totale documento', 'Acconto versato il 30/01/2026', 'Saldo da pagare'],
  deposit: 15000,
  notes: [
    'Occhiali correttivi su misura, dispositivo medico conforme al Regolamento (UE) 2017/745. Spesa sanitaria detraibile: conservare il documento per la dichiarazione dei redditi.',
    'Saldo pagato con carta al ritiro degli occhiali. Controllo gratuito dell’adattamento entro 60 giorni.',
  ],
  foot: 'Copia di cortesia: l’originale della fattura elettronica è stato trasmesso al Sistema di Interscambio.',
};
