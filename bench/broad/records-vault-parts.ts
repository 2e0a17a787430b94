// The vault part's order confirmation, written for this set: a farm machinery dealer's confirmation of
// a cooperative's order of spare parts for its tractors and combine (de). Counts, prices and
// discounts are drawn from a seed by templates-vault-parts.ts. The restaurant bill (cs):
// records-vault-bill.ts.

export interface PartsOrder {
  brand: [string, string];
  sender: string;
  addressee: string[];
  /** The information block beside the address. */
  info: Array<[string, string]>;
  title: string;
  greeting: string;
  intro: string;
  columns: string[];
  /** Part number, name, unit, most count, least and most unit price, whether a discount may apply. */
  items: Array<[string, string, string, number, number, number, boolean]>;
  /** Net goods, freight (and its sum), net total, VAT at 19 %, total. */
  sums: [string, [string, number], string, string, string];
  terms: Array<[string, string]>;
  closing: string[];
  /** The footer's three columns. */
  footer: [string[], string[], string[]];
}

export const PARTS_DE: PartsOrder = {
  brand: ['HOLLMANN', 'Landtechnik · Ersatzteile · Werkstatt'],
  sender: 'Hollmann Landtechnik GmbH · Industriestraße 14 · 29525 Uelzen',
  addressee: ['Agrargenossenschaft Elbaue eG', 'Werkstatt, Herrn Uwe Kasper', 'Dorfstraße 3', '39615 Seehausen (Altmark)'],
  info: [
    ['Beleg-Nr.', 'AB-26-03517'],
    ['Datum', '17.03.2026'],
    ['Kunden-Nr.', '20418'],
    ['Ihre Bestellung', '16.03.2026, telefonisch'],
    ['Bearbeiter', 'Jens Wöltje'],
    ['Telefon', '0581 97 33-214'],
  ],
  title: 'Auftragsbestätigung AB-26-03517',
  greeting: 'Sehr geehrter Herr Kasper,',
  intro:
    'vielen Dank für Ihre Bestellung. Wir bestätigen Ihnen die folgenden Positionen zu unseren Allgemeinen Liefer- und Zahlungsbedingungen. Bitte prüfen Sie die Angaben und melden Sie Abweichungen innerhalb von zwei Werktagen.',
  columns: ['Pos.', 'Artikel-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis €', 'Rabatt', 'Gesamt €'],
  items: [
    ['RE504836', 'Motorölfilter für Traktoren der 6er-Serie', 'Stück', 6, 18, 26, true],
    ['AL221949', 'Kraftstofffilter-Einsatz mit Dichtung', 'Stück', 4, 32, 44, true],
    ['AL177041', 'Luftfilter außen, Kabinenfilter-Set', 'Satz', 3, 61, 79, true],
    ['H229864', 'Keilriemen Dreschtrommelantrieb', 'Stück', 2, 88, 118, false],
    ['Z41133', 'Messerklinge Häcksler, gezahnt', 'Stück', 24, 7, 11, true],
    ['DQ97521', 'Hydraulikschlauch DN 12, 1,8 m, pressfertig', 'Stück', 3, 47, 63, false],
    ['TY26182', 'Hydrauliköl HVLP 46, 20-l-Kanister', 'Kanister', 4, 96, 124, true],
    ['AH212457', 'Schneidwerksfinger, vergütet', 'Stück', 30, 4, 7, true],
    ['L113852', 'Kegelrollenlager Vorderachse', 'Stück', 2, 139, 172, false],
  ],
  sums: ['Warenwert netto', ['Fracht und Verpackung', 38.5], 'Nettobetrag', 'zzgl. 19 % USt.', 'Gesamtbetrag'],
  terms: [
    ['Liefertermin', 'KW 13/2026, Versand per Spedition ab Lager Uelzen; Teillieferungen vorbehalten'],
    ['Zahlung', 'innerhalb von 14 Tagen mit 2 % Skonto oder 30 Tage netto ab Rechnungsdatum'],
    ['Eigentum', 'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'],
  ],
  closing: ['Mit freundlichen Grüßen', 'Hollmann Landtechnik GmbH', 'i. A. Jens Wöltje'],
  footer: [
    ['Hollmann Landtechnik GmbH', 'Geschäftsführer: Karsten Hollmann', 'Amtsgericht Lüneburg HRB 112047'],
    ['Sparkasse Uelzen Lüchow-Dannenberg', 'IBAN DE41 2585 0110 0000 4471 22', 'BIC NOLADE21UEL'],
    ['USt-IdNr. DE116284907', 'Steuer-Nr. 49/200/41782', 'ersatzteile@hollmann-landtechnik.de'],
  ],
};
