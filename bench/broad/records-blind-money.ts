// The blind part's money documents, written for this set: a vocational school's purchase order to a
// tool dealer (de) and a Porto hotel's invoice and receipt with nightly rates and extras (pt).
// Quantities and prices are drawn from seeds by templates-blind-money.ts. The garage's repair
// invoice (fr): records-blind-garage.ts.

export interface OrderParts {
  buyer: string[];
  title: string;
  meta: Array<[string, string]>;
  addresses: Array<[string, string[]]>;
  columns: string[];
  /** Article number, name, unit, the most units, least and most net unit price. */
  items: Array<[string, string, string, number, number, number]>;
  sums: [string, string, string];
  terms: Array<[string, string]>;
  note: string;
  signs: [string, string];
  foot: string[];
}

export const ORDER_DE: OrderParts = {
  buyer: ['Berufsbildende Schule Lindenfels', 'Verwaltung, Beschaffung', 'Am Kirchberg 7, 64678 Lindenfels'],
  title: 'BESTELLUNG',
  meta: [
    ['Bestell-Nr.', 'BBS-2026-0417'],
    ['Datum', '17.03.2026'],
    ['Lieferanten-Nr.', '70218'],
    ['Ansprechpartnerin', 'Sabine Keller'],
    ['Telefon', '06255 9612-24'],
    ['Kostenstelle', '4310 Metalltechnik'],
  ],
  addresses: [
    ['Lieferant', ['Werkzeughandel Brenner GmbH & Co. KG', 'Industriestraße 41', '64625 Bensheim']],
    ['Lieferanschrift', ['Berufsbildende Schule Lindenfels', 'Werkstattgebäude B, Tor 2', 'Am Kirchberg 7', '64678 Lindenfels']],
  ],
  columns: ['Pos.', 'Artikel-Nr.', 'Bezeichnung', 'Menge', 'Einheit', 'Einzelpreis EUR', 'Gesamt EUR'],
  items: [
    ['BR-44120', 'Akku-Bohrschrauber 18 V mit zwei Akkus und Ladegerät', 'Stück', 6, 159, 219],
    ['BR-10385', 'Parallelschraubstock, Backenbreite 125 mm', 'Stück', 8, 74, 98],
    ['BR-20731', 'Digitaler Messschieber 150 mm, IP54', 'Stück', 12, 29, 44],
    ['BR-31007', 'Feilensatz, fünfteilig, Hieb 2', 'Satz', 10, 18, 27],
    ['BR-31542', 'Metallsägeblätter HSS 300 mm, Packung zu 10', 'Pack', 15, 9, 14],
    ['BR-52290', 'Gewindebohrer-Satz M3 bis M12 mit Windeisen', 'Satz', 5, 46, 69],
    ['BR-60118', 'Schutzbrille, klar, beschlagfrei', 'Stück', 30, 4, 7],
    ['BR-60241', 'Kapselgehörschutz SNR 30 dB', 'Stück', 20, 11, 18],
    ['BR-70904', 'Werkzeugwagen mit sechs Schubladen, bestückt', 'Stück', 2, 389, 529],
  ],
  sums: ['Nettobetrag', 'zuzüglich 19 % Umsatzsteuer', 'Gesamtbetrag'],
  terms: [
    ['Liefertermin', 'spätestens 10.04.2026, Anlieferung Montag bis Freitag 7.30 bis 13.00 Uhr'],
    ['Lieferbedingung', 'frei Verwendungsstelle, einschließlich Verpackung'],
    ['Zahlungsbedingung', '14 Tage 2 % Skonto, 30 Tage netto'],
    ['Rechnung', 'einfach an die Verwaltung, mit Angabe der Bestellnummer'],
  ],
  note: 'Bitte bestätigen Sie diese Bestellung innerhalb von drei Werktagen mit verbindlichem Liefertermin. Teillieferungen nur nach Absprache. Es gelten die Allgemeinen Einkaufsbedingungen des Kreises Bergstraße.',
  signs: ['Bestellt: Sabine Keller', 'Sachlich richtig: Thomas Gerlach, Fachbereichsleiter'],
  foot: ['Schulträger: Kreis Bergstraße', 'Sparkasse Bensheim, IBAN DE61 5095 0068 0004 1182 77', 'USt-IdNr. DE 811 594 227'],
};

export interface FolioParts {
  hotel: string[];
  title: string;
  issued: string;
  guest: Array<[string, string]>;
  columns: string[];
  /** The nights' dates, the description, least and most rate with VAT, the VAT rate. */
  stay: [string[], string, number, number, number];
  /** Date, description, quantity, least and most unit price with VAT, VAT rate (0: exempt). */
  extras: Array<[string, string, number, number, number, number]>;
  exempt: string;
  summary: [string, string[]];
  total: string;
  paid: string[];
  legal: string[];
}

export const FOLIO_PT: FolioParts = {
  hotel: ['Hotel Miradouro da Ribeira', 'Rua dos Mercadores, 61, 4050-374 Porto', 'NIF 514 208 733, telefone 222 047 180'],
  title: 'Fatura-Recibo FR 2026/1187',
  issued: 'Data de emissão: 17/03/2026',
  guest: [
    ['Hóspede', 'Daniela Prates Moura'],
    ['NIF', '238 114 905'],
    ['Morada', 'Avenida Fernão de Magalhães, 402, Coimbra'],
    ['Quarto', '308, duplo com vista para o rio'],
    ['Chegada', '14/03/2026'],
    ['Partida', '17/03/2026'],
    ['Reserva', 'BK-5518-2290'],
    ['Pessoas', 'dois adultos'],
  ],
  columns: ['Data', 'Descrição', 'Qtd.', 'Preço', 'IVA', 'Total'],
  stay: [['14/03/2026', '15/03/2026', '16/03/2026'], 'Alojamento com pequeno-almoço', 118, 146, 6],
  extras: [
    ['14/03/2026', 'Restaurante, jantar', 1, 38, 62, 13],
    ['15/03/2026', 'Bar, bebidas', 1, 9, 21, 23],
    ['15/03/2026', 'Estacionamento', 1, 14, 14, 23],
    ['16/03/2026', 'Minibar', 3, 2.5, 4.5, 23],
    ['16/03/2026', 'Lavandaria, peças', 2, 6, 9, 23],
    ['16/03/2026', 'Estacionamento', 1, 14, 14, 23],
    ['17/03/2026', 'Taxa municipal turística', 6, 2, 2, 0],
  ],
  exempt: 'Isento',
  summary: ['Resumo do IVA', ['Taxa', 'Base', 'IVA', 'Total']],
  total: 'Total a pagar',
  paid: ['Pago com cartão Visa terminado em 7713 em 17/03/2026.', 'Valores em euros com IVA incluído à taxa legal em vigor.'],
  legal: ['ATCUD: JFR7K2QM-1187', 'Processado por programa certificado n.º 2817/AT', 'Obrigado pela sua estadia. Volte sempre!'],
};
