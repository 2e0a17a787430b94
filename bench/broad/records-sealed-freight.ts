// The sealed part's freight invoice, written for this set: a road haulier bills a ceramics maker for
// a month's pallet runs from Aveiro (pt). Pallets, weights and rates are drawn from a seed by
// templates-sealed-freight.ts.

export interface FreightParts {
  carrier: string[];
  title: string;
  meta: Array<[string, string]>;
  client: [string, string[]];
  runsHead: string;
  runColumns: string[];
  /** Date, transport document, origin, destination of each run (pallets and weight are drawn). */
  runs: Array<[string, string, string, string]>;
  chargeColumns: string[];
  /** Charge, unit, least and most unit price; units 'kg' and 'palete' are billed on the runs' totals. */
  charges: Array<[string, string, number, number]>;
  sums: [string, string, string];
  payment: [string, Array<[string, string]>];
  notes: string[];
  legal: string;
}

export const FREIGHT_PT: FreightParts = {
  carrier: [
    'Rodoviária Atlântica de Cargas, Lda.',
    'Zona Industrial de Taboeira, Lote 17, 3800-055 Aveiro',
    'Telefone 234 301 588, faturacao@ratlantica.pt',
    'NIF 509 334 172, Capital social 150 000 €',
  ],
  title: 'FATURA',
  meta: [
    ['Número', 'FT A/2026/612'],
    ['Data', '31/03/2026'],
    ['Vencimento', '30/04/2026'],
    ['Pedido do cliente', 'CV-ENC-0388'],
  ],
  client: ['Cliente', ['Cerâmicas do Vouga, S.A.', 'Rua da Olaria, 120', '3750-302 Águeda', 'NIF 500 781 246']],
  runsHead: 'Transportes realizados em março de 2026',
  runColumns: ['Data', 'Guia de transporte', 'Origem', 'Destino', 'Paletes', 'Peso kg'],
  runs: [
    ['04/03/2026', 'GT 2026/1183', 'Águeda', 'Loures'],
    ['11/03/2026', 'GT 2026/1260', 'Águeda', 'Maia'],
    ['18/03/2026', 'GT 2026/1347', 'Águeda', 'Loulé'],
    ['25/03/2026', 'GT 2026/1422', 'Águeda', 'Braga'],
  ],
  chargeColumns: ['Descrição', 'Quantidade', 'Preço unitário', 'Valor €'],
  charges: [
    ['Frete rodoviário, carga paletizada', 'kg', 0.061, 0.074],
    ['Carga e descarga com empilhador', 'palete', 2.4, 3.1],
    ['Taxa de combustível, 8,5 % sobre o frete', 'frete', 0.085, 0.085],
    ['Portagens', 'viagens', 21.5, 38.9],
    ['Seguro de mercadoria transportada', 'viagens', 6, 9.5],
  ],
  sums: ['Total ilíquido', 'IVA à taxa de 23 %', 'Total a pagar'],
  payment: [
    'Pagamento por Multibanco ou transferência',
    [
      ['Entidade', '21874'],
      ['Referência', '418 226 907'],
      ['IBAN', 'PT50 0035 0412 0003 8817 3004 5'],
    ],
  ],
  notes: [
    'Mercadoria transportada ao abrigo da Convenção CMR e do Decreto-Lei n.º 239/2003. Reclamações por avarias ou faltas devem ser apresentadas por escrito no prazo de sete dias após a entrega.',
    'Em caso de atraso no pagamento são devidos juros de mora à taxa legal para transações comerciais.',
  ],
  legal: 'ATCUD: KQ3TZ8WB-612. Documento emitido por computador. Programa certificado n.º 1942/AT.',
};
