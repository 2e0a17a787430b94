// The vault part's business letters, written for this set: a home insurer's settlement of a water
// damage claim with its table of sums (es) and a machine works' offer of a permanent post with its
// terms (it). The school's notice (uk): records-vault-school.ts.

export interface ClaimParts {
  insurer: [string, string];
  /** The claim's box: heading and lines. */
  facts: [string, string[]];
  addressee: string[];
  date: string;
  subject: string;
  greeting: string;
  before: string[];
  /** Heading of the settlement, its rows (concept, sum), the total's row. */
  settlement: [string, string[][], string[]];
  after: string[];
  closing: string;
  signer: string[];
  legal: string;
}

export const CLAIM_ES: ClaimParts = {
  insurer: ['Aseguradora Mediterránea', 'Seguros de Hogar y Comunidades'],
  facts: [
    'Datos del siniestro',
    [
      'N.º de siniestro: 26-HG-0418873',
      'Póliza: HG-7720914 Hogar Plus',
      'Fecha del siniestro: 02/02/2026',
      'Tramitador: Sergio Llorente Gil',
      'Teléfono directo: 963 118 452',
    ],
  ],
  addressee: ['D.ª Amparo Ferrer Climent', 'C/ Cirilo Amorós, 37, 4.º B', '46004 Valencia'],
  date: 'Valencia, 9 de marzo de 2026',
  subject: 'Asunto: liquidación de su siniestro por daños por agua',
  greeting: 'Estimada señora Ferrer:',
  before: [
    'Una vez recibido el informe del perito, D. Javier Soler, que visitó su vivienda el pasado 11 de febrero, le comunicamos que el siniestro queda cubierto por la garantía de daños por agua de su póliza. El perito ha constatado que la filtración se originó por la rotura de una tubería empotrada de la cocina, y que afectó también al techo de la vivienda inferior.',
    'La indemnización se ha calculado conforme a las condiciones generales y particulares de su contrato, tal como se detalla a continuación:',
  ],
  settlement: [
    'Liquidación de la indemnización',
    [
      ['Localización y reparación de la tubería (fontanería)', '412,30 €'],
      ['Reposición de alicatado de cocina y pintura de techos', '1.268,75 €'],
      ['Muebles de cocina dañados, valor real con depreciación del 30 %', '894,60 €'],
      ['Daños en la vivienda del 3.º B, responsabilidad civil', '1.035,00 €'],
      ['Franquicia según condiciones particulares', '−150,00 €'],
    ],
    ['Total a indemnizar', '3.460,65 €'],
  ],
  after: [
    'El importe se abonará mediante transferencia a la cuenta que figura en su póliza, terminada en 8127, en un plazo máximo de diez días hábiles. La indemnización por los daños causados al vecino del 3.º B se pagará directamente a su propietario, D. Enrique Sanchis, una vez nos remita la factura de reparación.',
    'Si no está de acuerdo con la valoración, puede comunicárnoslo por escrito en el plazo de un mes y solicitar una peritación contradictoria, tal como prevé el artículo 38 de la Ley de Contrato de Seguro. También puede dirigirse a nuestro Servicio de Atención al Cliente, en la dirección atencion.cliente@mediterranea-seguros.es.',
  ],
  closing: 'Reciba un cordial saludo,',
  signer: ['Sergio Llorente Gil', 'Departamento de Siniestros de Hogar'],
  legal:
    'Aseguradora Mediterránea de Hogar, S.A. Avda. de Aragón, 30, 46021 Valencia. Inscrita en el Registro Mercantil de Valencia, tomo 9.412, folio 88, hoja V-147302. CIF A-46823117.',
};

export interface OfferParts {
  /** The sidebar: the company's name, then headed groups of lines. */
  sidebar: [string, Array<[string, string[]]>];
  place: string;
  addressee: string[];
  subject: string;
  greeting: string;
  before: string[];
  terms: Array<[string, string]>;
  after: string[];
  closing: string;
  signer: string[];
  /** The acceptance: its heading, text and the labels under its lines. */
  accept: [string, string, string[]];
}

export const OFFER_IT: OfferParts = {
  sidebar: [
    'Officine Meccaniche Valbrenta',
    [
      ['Sede legale', ['Via dell’Industria 8', '36061 Bassano del Grappa (VI)']],
      ['Stabilimento', ['Zona artigianale Nord', 'Via Cartigliana 115', '36061 Bassano del Grappa']],
      ['Contatti', ['Tel. 0424 503 711', 'personale@valbrenta.it', 'www.valbrenta.it']],
      ['Dati societari', ['S.r.l. con socio unico', 'Capitale sociale 1.500.000 €', 'P. IVA 01988750247', 'REA VI-204117']],
    ],
  ],
  place: 'Bassano del Grappa, 4 marzo 2026',
  addressee: ['Alla cortese attenzione di', 'Dott.ssa Chiara Bonaldi', 'Via San Giorgio 21', '36061 Bassano del Grappa (VI)'],
  subject: 'Oggetto: proposta di assunzione a tempo indeterminato',
  greeting: 'Gentile dottoressa Bonaldi,',
  before: [
    'a seguito dei colloqui del 12 e del 23 febbraio, siamo lieti di proporle l’assunzione nella nostra azienda, nel reparto Qualità dello stabilimento di Bassano del Grappa. Le principali condizioni del rapporto di lavoro sono le seguenti:',
  ],
  terms: [
    ['Mansione', 'Tecnica della qualità, addetta ai controlli dimensionali e al collaudo dei componenti in ingresso'],
    ['Contratto', 'CCNL Industria metalmeccanica, livello C3, tempo pieno e indeterminato'],
    ['Decorrenza', '1 aprile 2026'],
    ['Orario', '40 ore settimanali, dal lunedì al venerdì, dalle 8:00 alle 17:00 con un’ora di pausa'],
    ['Retribuzione', '31.200 € lordi annui, suddivisi in 13 mensilità, oltre al premio di risultato aziendale'],
    ['Periodo di prova', '3 mesi di effettivo servizio'],
    ['Benefit', 'Buoni pasto da 8 € al giorno e assistenza sanitaria integrativa'],
  ],
  after: [
    'Il contratto individuale le sarà consegnato il primo giorno di lavoro, insieme al programma di formazione sulla sicurezza. Prima dell’inizio dovrà sottoporsi alla visita medica preventiva presso il nostro medico competente, che le fisseremo noi.',
    'La preghiamo di restituirci una copia della presente firmata per accettazione entro il 18 marzo 2026; trascorso tale termine, la proposta si intenderà decaduta.',
  ],
  closing: 'Cordiali saluti',
  signer: ['Ing. Massimo Zanella', 'Direttore del personale'],
  accept: ['Per accettazione', 'Dichiaro di aver letto e di accettare le condizioni sopra indicate.', ['Luogo e data', 'Firma']],
};
