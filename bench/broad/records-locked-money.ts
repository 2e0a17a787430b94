// The locked part's bills, written for this set: a Lyon suburb's veterinary clinic's invoice for a
// cat's yearly vaccine and dental scaling under anaesthesia, with the next reminders (fr), and a
// Bremen airport car rental's final invoice to a trade fair builder, with the mileage, fuel and extras
// (de). Counts, prices, readings and fuel are drawn from seeds by templates-locked-vet.ts and
// templates-locked-rental.ts. The train ticket (uk): records-locked-ticket.ts.

export interface VetParts {
  clinic: [string, string, string[]];
  /** The invoice's number and the place and date. */
  title: [string, string];
  client: [string, string[]];
  /** The animal's box: heading and label, value pairs. */
  animal: [string, Array<[string, string]>];
  columns: string[];
  /** Item, most count, least and most unit price including VAT in cents. */
  items: Array<[string, number, number, number]>;
  /** Labels of the sums: before VAT, VAT at 20 %, with VAT, paid, left to pay. */
  sums: [string, string, string, string, string];
  reminders: [string, string[]];
  legal: string[];
}

export const VET_FR: VetParts = {
  clinic: [
    'Clinique vétérinaire des Tilleuls',
    'Dr Claire Fontaine · Dr Mathieu Roux · vétérinaires',
    ['14, avenue des Tilleuls, 69300 Caluire-et-Cuire', 'Tél. 04 78 29 61 45 · contact@cliniquedestilleuls.fr', 'SIRET 852 417 396 00018'],
  ],
  title: ['Facture n° 2026-03418', 'Caluire-et-Cuire, le 11 mars 2026'],
  client: ['Client', ['Mme Sophie Marchand', '8, rue Jean-Moulin', '69300 Caluire-et-Cuire']],
  animal: [
    'Animal',
    [
      ['Nom', 'Filou'],
      ['Espèce', 'chat européen'],
      ['Sexe', 'mâle castré'],
      ['Né le', '14/05/2018'],
      ['Identification', '250269604417823'],
      ['Poids', '5,3 kg'],
    ],
  ],
  columns: ['Désignation', 'Qté', 'P.U. TTC', 'Montant TTC'],
  items: [
    ['Consultation et examen clinique', 1, 4200, 4800],
    ['Vaccin typhus, coryza, leucose, rappel annuel', 1, 5800, 6600],
    ['Bilan sanguin préanesthésique, biochimie et numération', 1, 6400, 7800],
    ['Anesthésie générale gazeuse, chat', 1, 8500, 9800],
    ['Détartrage et polissage dentaire', 1, 7200, 8800],
    ['Extraction dentaire simple', 3, 2400, 3200],
    ['Anti-inflammatoire injectable, méloxicam', 1, 1200, 1600],
    ['Antibiotique, boîte de 10 comprimés', 2, 1400, 1900],
    ['Aliment diététique rénal chat, sac de 2 kg', 2, 3400, 3900],
    ['Pipette antiparasitaire chat 2,5–7,5 kg', 3, 900, 1200],
  ],
  sums: ['Total HT', 'TVA 20 %', 'Total TTC', 'Réglé par carte bancaire le 11/03/2026', 'Reste dû'],
  reminders: ['Prochains rendez-vous', ['Rappel vaccin typhus, coryza, leucose : 11/03/2027', 'Contrôle dentaire : septembre 2026']],
  legal: [
    'Pas d’escompte pour paiement anticipé. Tout retard de paiement entraîne une indemnité forfaitaire de 40 € pour frais de recouvrement.',
    'Les honoraires vétérinaires sont libres ; leur tarif est affiché dans la salle d’attente.',
  ],
};

export interface RentalParts {
  firm: [string, string[]];
  title: string;
  /** The invoice's details: label and value. */
  refs: Array<[string, string]>;
  customer: string[];
  vehicle: Array<[string, string]>;
  /** Pickup and return: heading, place and date, then the labels of mileage and fuel. */
  legs: [[string, string], [string, string], string, string];
  columns: string[];
  /** The daily rate's least and most (cents), the days, kilometres free a day, cents a kilometre over, litres in a full tank, cents a litre. */
  terms: [number, number, number, number, number, number, number];
  /** Line texts: base rent, extra kilometres, cover, extra driver, fuel, refuelling fee, airport fee; cover and driver a day, the two fees (cents). */
  lines: [string, string, string, string, string, string, string];
  charges: [number, number, number, number];
  sums: [string, string, string, string];
  foot: string[];
}

export const RENTAL_DE: RentalParts = {
  firm: [
    'Brenner Autovermietung',
    ['Brenner Autovermietung GmbH', 'Flughafendamm 12', '28199 Bremen', 'Tel. 0421 557 38 20', 'info@brenner-mietwagen.de'],
  ],
  title: 'Rechnung',
  refs: [
    ['Rechnungsnummer', 'RE-2026-04417'],
    ['Rechnungsdatum', '24.03.2026'],
    ['Mietvertrag', 'MV-118834'],
    ['Kundennummer', 'K-20931'],
  ],
  customer: ['Nordsee Messebau GmbH', 'z. Hd. Frau Anja Thiele', 'Hafenstraße 55', '26382 Wilhelmshaven'],
  vehicle: [
    ['Fahrzeug', 'VW Passat Variant 2.0 TDI, Gruppe IDMR'],
    ['Kennzeichen', 'HB-BV 4127'],
    ['Fahrer', 'Lars Petersen, Zusatzfahrerin Anja Thiele'],
  ],
  legs: [
    ['Abholung', 'Bremen Flughafen, 18.03.2026, 08:15 Uhr'],
    ['Rückgabe', 'Bremen Flughafen, 22.03.2026, 18:40 Uhr'],
    'Kilometerstand',
    'Tank',
  ],
  columns: ['Pos.', 'Leistung', 'Menge', 'Einzelpreis €', 'Gesamt €'],
  terms: [5400, 6900, 5, 250, 29, 66, 239],
  lines: [
    'Grundmiete Gruppe IDMR, Tage',
    'Mehrkilometer über 1.250 km frei',
    'Vollkasko ohne Selbstbeteiligung, Tage',
    'Zusatzfahrer, Tage',
    'Betankung Diesel, Liter',
    'Servicepauschale Betankung',
    'Flughafenzuschlag',
  ],
  charges: [1690, 800, 1500, 2900],
  sums: ['Summe netto', 'zzgl. 19 % USt.', 'Rechnungsbetrag', 'Der Betrag wird von Ihrer Kreditkarte **** 7731 abgebucht.'],
  foot: [
    'Brenner Autovermietung GmbH · Geschäftsführer Henrik Brenner · Amtsgericht Bremen HRB 31874 · USt-IdNr. DE287441905',
    'Sparkasse Bremen · IBAN DE41 2905 0101 0001 2345 67 · BIC SBREDE22XXX',
  ],
};
