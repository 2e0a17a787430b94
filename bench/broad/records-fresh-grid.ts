// The fresh part's bank statement (French) and electricity bill (Spanish), written for this set;
// the templates draw the amounts from seeds (templates-fresh-grid.ts). The receipt and the menu
// are in records-fresh-shop.ts, programmes, lab results and the delivery note in
// records-fresh-tables.ts.

export interface StatementParts {
  bank: string[];
  heading: string[];
  holder: string[];
  account: string;
  columns: string[];
  /** Day/month suffix of the entries' dates, e.g. '/03/2026'. */
  month: string;
  opening: string;
  /** Label, debit or credit, the least and the most it may be. */
  entries: Array<[string, 'd' | 'c', number, number]>;
  totals: string;
  closing: string;
  notes: string[];
}

export const STATEMENT_FR: StatementParts = {
  bank: [
    'Banque Coopérative du Rhône',
    'Agence Lyon Part-Dieu, 18 rue Servient, 69003 Lyon',
    'Votre conseillère : Mme Sandrine Aubert, 04 72 61 38 90',
  ],
  heading: ['RELEVÉ DE COMPTE', 'Relevé n° 3, période du 1er au 31 mars 2026'],
  holder: ['M. ou Mme Laurent GIRAUD', '7 allée des Tilleuls', '69340 Francheville'],
  account: 'Compte de dépôt n° 00041 27719 03, IBAN FR76 1027 8073 9100 0412 7719 034, BIC CMCIFR2A',
  columns: ['Date', 'Valeur', "Libellé de l'opération", 'Débit', 'Crédit'],
  month: '/03',
  opening: 'Ancien solde au 28/02/2026',
  entries: [
    ['PRLV SEPA ÉLECTRICITÉ DE FRANCE', 'd', 60, 140],
    ['CB CARREFOUR MARKET FRANCHEVILLE', 'd', 20, 110],
    ['VIR SALAIRE MARS LOGITRANS SAS', 'c', 2400, 3100],
    ['RETRAIT DAB LYON BROTTEAUX', 'd', 20, 100],
    ['PRLV SEPA MUTUELLE ALPHA SANTÉ', 'd', 40, 90],
    ['CB PHARMACIE DU PARC', 'd', 5, 45],
    ['CHÈQUE N° 4417285', 'd', 80, 400],
    ['VIR INSTANTANÉ DE M. PIERRE GIRAUD', 'c', 50, 300],
    ['CB SNCF CONNECT PARIS', 'd', 30, 180],
    ['PRLV SEPA FREE TÉLÉCOM', 'd', 20, 45],
    ['CB BOULANGERIE MAISON FAVRE', 'd', 3, 20],
    ['REMBOURSEMENT CPAM DU RHÔNE', 'c', 15, 90],
    ['PRLV SEPA ASSURANCE HABITATION MAAF', 'd', 25, 60],
    ['CB DÉCATHLON LYON PART-DIEU', 'd', 30, 160],
    ['VIR PERMANENT ÉPARGNE LIVRET A', 'd', 100, 300],
    ['CB LECLERC DRIVE TASSIN', 'd', 40, 150],
    ['COTISATION CARTE VISA PREMIER', 'd', 10, 14],
    ['CB CINÉMA PATHÉ BELLECOUR', 'd', 10, 40],
  ],
  totals: 'Total des opérations',
  closing: 'Nouveau solde au 31/03/2026',
  notes: [
    'En cas de désaccord sur une opération, adressez votre réclamation à votre agence dans un délai de deux mois. Si la réponse ne vous satisfait pas, vous pouvez saisir gratuitement le médiateur de la banque, 12 place des Terreaux, 69001 Lyon.',
    'Les dépôts sont garantis par le Fonds de garantie des dépôts et de résolution dans la limite de 100 000 euros par déposant.',
  ],
};

export interface BillParts {
  company: string[];
  title: string;
  meta: string[];
  customer: string[];
  totalLabel: string;
  due: string;
  detail: string;
  columns: string[];
  /** Concept, quantity (0: seeded kWh), unit, price per unit. */
  lines: Array<[string, number, string, number]>;
  subtotal: string;
  tax: [string, number];
  meter: [string, number];
  vat: [string, number];
  history: [string, string[]];
  /** Where the electricity came from: a heading, the sources. */
  mix: [string, string[]];
  notes: string[];
}

export const BILL_ES: BillParts = {
  company: ['Eléctrica del Tajo, S.A.', 'CIF A45812273, Paseo de la Rosa 61, 45006 Toledo'],
  title: 'FACTURA DE ELECTRICIDAD',
  meta: [
    'Nº de factura: FE26-0318842',
    'Fecha de emisión: 14 de marzo de 2026',
    'Periodo de facturación: del 10/01/2026 al 09/03/2026 (59 días)',
    'Contrato: 2200417795, tarifa 2.0TD',
  ],
  customer: [
    'Titular: Marta Ibáñez Cortés',
    'Dirección de suministro: C/ Río Duero 23, 3º B',
    '45004 Toledo',
    'CUPS: ES0021 0000 0448 1172 LN',
  ],
  totalLabel: 'Importe total de la factura',
  due: 'Se cargará en su cuenta ES91 **** **** **** 4471 el 24/03/2026',
  detail: 'Detalle de la factura',
  columns: ['Concepto', 'Cálculo', 'Importe (€)'],
  lines: [
    ['Potencia contratada punta', 271.4, 'kW día', 0.0819],
    ['Potencia contratada valle', 271.4, 'kW día', 0.0036],
    ['Energía consumida', 0, 'kWh', 0.1385],
    ['Bono social de financiación', 59, 'días', 0.0127],
  ],
  subtotal: 'Total energía y potencia',
  tax: ['Impuesto sobre la electricidad 5,11%', 5.11],
  meter: ['Alquiler del contador', 1.58],
  vat: ['IVA 21%', 21],
  history: [
    'Consumo de los últimos doce meses (kWh)',
    ['mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic', 'ene', 'feb'],
  ],
  mix: [
    'Origen de la electricidad comercializada',
    ['Renovable', 'Cogeneración de alta eficiencia', 'Ciclo combinado', 'Nuclear', 'Carbón', 'Otras'],
  ],
  notes: [
    'Puede presentar reclamaciones en el teléfono gratuito 900 318 442, en nuestras oficinas o ante la Junta de Comunidades de Castilla-La Mancha. Si en el plazo de un mes no obtiene respuesta satisfactoria, podrá acudir al sistema arbitral de consumo.',
    'La lectura de su contador es real y ha sido facilitada por la distribuidora. Si no está de acuerdo con ella, puede comunicarnos la lectura en los cinco días siguientes a la fecha de emisión.',
    'Los consumidores vulnerables pueden solicitar el bono social, que supone un descuento sobre el término de potencia y de energía. Infórmese en nuestra web o en cualquiera de nuestras oficinas.',
  ],
};
