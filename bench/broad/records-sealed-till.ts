// The sealed part's till receipt, written for this set: a Valencia pharmacy's simplified invoice for
// two prescriptions of the national health system (the patient pays a share) and three counter
// items (es). Prices are drawn from a seed by templates-sealed-till.ts.

export interface PharmacyParts {
  header: string[];
  doc: string[];
  /** Name, national code, VAT rate, least and most retail price, the patient's share in per cent (100: no prescription). */
  items: Array<[string, string, number, number, number, number]>;
  share: string;
  total: string;
  /** Cash handed over is the total rounded up to this many euros. */
  cash: [string, string, number];
  vatColumns: string[];
  foot: string[];
}

export const PHARMACY_ES: PharmacyParts = {
  header: ['FARMACIA LDA. ELENA MARCOS RUIZ', 'Avda. del Puerto, 148', '46023 Valencia', 'NIF 24367581K', 'Tel. 963 47 12 08'],
  doc: ['FACTURA SIMPLIFICADA', 'N.º T1-2026-018734', 'Fecha 19/03/2026 10:42', 'Caja 2, le atendió Pilar'],
  items: [
    ['OMEPRAZOL 20 MG 28 CÁPSULAS EFG', 'CN 659177', 4, 2.4, 3.2, 40],
    ['ENALAPRIL 10 MG 28 COMPRIMIDOS EFG', 'CN 712836', 4, 1.8, 2.6, 40],
    ['PARACETAMOL 650 MG 20 COMPRIMIDOS', 'CN 784546', 4, 1.9, 2.8, 100],
    ['FOTOPROTECTOR FLUIDO SPF 50+ 50 ML', 'CN 187402', 21, 14.5, 21.9, 100],
    ['CEPILLO DENTAL ENCÍAS SENSIBLES', 'CN 165043', 21, 3.2, 5.4, 100],
  ],
  share: 'Receta SNS, aportación',
  total: 'TOTAL A PAGAR',
  cash: ['Entregado en efectivo', 'Cambio', 5],
  vatColumns: ['IVA', 'Base', 'Cuota', 'Total'],
  foot: [
    'Precios con IVA incluido.',
    'Conserve este ticket: sin él no se admiten cambios ni devoluciones de productos de parafarmacia.',
    'Horario: de lunes a viernes de 9:00 a 21:00, sábados de 9:30 a 14:00.',
    '¡Gracias por su visita!',
  ],
};
