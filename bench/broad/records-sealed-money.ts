// The sealed part's utility bill, written for this set: a Parma household's two-monthly electricity
// bill (it). Readings, unit prices and the past year's consumption are drawn from a seed by
// templates-sealed-money.ts. The freight invoice (pt): records-sealed-freight.ts; the pharmacy's
// receipt (es): records-sealed-till.ts.

export interface UtilityParts {
  supplier: string[];
  title: string;
  period: string;
  holder: [string, string[]];
  details: Array<[string, string]>;
  due: [string, string];
  /** Heading, columns, the first and last reading's label and date, the consumption's label. */
  readings: [string, string[], [string, string], [string, string], string];
  /** Charge, unit, least and most unit price; a unit of 'kWh' is billed on the period's consumption. */
  charges: Array<[string, string, number, number]>;
  /** The licence fee: name and sum, outside VAT. */
  fee: [string, number];
  columns: string[];
  sums: [string, string, string];
  chart: [string, string[]];
  notes: string[];
  legal: string;
}

export const UTILITY_IT: UtilityParts = {
  supplier: [
    'Eridania Energia S.p.A.',
    'Via Emilia Ovest 212, 43126 Parma',
    'Servizio clienti 800 914 226, numero verde gratuito',
    'P. IVA 02871540341',
  ],
  title: 'Bolletta per la fornitura di energia elettrica',
  period: 'Periodo di fatturazione: gennaio e febbraio 2026',
  holder: ['Intestatario della fornitura', ['Giovanni Ruggeri', 'Via dei Mille 14', '43121 Parma PR']],
  details: [
    ['Codice cliente', '4018 2275 93'],
    ['Numero fattura', 'EE26/0087431'],
    ['Data di emissione', '06/03/2026'],
    ['Codice POD', 'IT001E47218560'],
    ['Potenza impegnata', '3 kW'],
    ['Offerta', 'Casa Luce Fissa 24'],
  ],
  due: ['Totale da pagare', 'entro il 27/03/2026'],
  readings: [
    'Letture del contatore',
    ['Lettura', 'Data', 'kWh'],
    ['Lettura iniziale, rilevata', '31/12/2025'],
    ['Lettura finale, rilevata', '28/02/2026'],
    'Consumo del periodo',
  ],
  charges: [
    ['Spesa per la materia energia', 'kWh', 0.112, 0.129],
    ['Spesa per il trasporto e la gestione del contatore, quota fissa', 'mesi', 1.82, 1.96],
    ['Spesa per il trasporto e la gestione del contatore, quota energia', 'kWh', 0.0094, 0.0108],
    ['Spesa per oneri di sistema', 'kWh', 0.0261, 0.0298],
    ['Accisa sull’energia elettrica', 'kWh', 0.0227, 0.0227],
  ],
  fee: ['Canone di abbonamento alla televisione per uso privato', 18],
  columns: ['Voce', 'Quantità', 'Prezzo unitario €', 'Importo €'],
  sums: ['Totale servizi e imposte', 'IVA 10 %', 'Totale bolletta'],
  chart: ['I tuoi consumi in kWh negli ultimi dodici mesi', ['mar-apr', 'mag-giu', 'lug-ago', 'set-ott', 'nov-dic', 'gen-feb']],
  notes: [
    'Pagamento con addebito diretto SEPA sul conto che termina con 4417: non deve fare nulla, l’importo sarà addebitato alla scadenza.',
    'Per guasti e interruzioni chiami il pronto intervento del distributore al numero 800 900 800, attivo 24 ore su 24.',
  ],
  legal:
    'Eridania Energia S.p.A., sede legale in Via Emilia Ovest 212, 43126 Parma. Capitale sociale 12.000.000 € interamente versato. Registro delle imprese di Parma n. 02871540341.',
};
