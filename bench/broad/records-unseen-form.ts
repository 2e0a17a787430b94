// The unseen part's form, written for this set: a resident parking permit application (de), filled
// in on a computer, with boxed fields, ticked boxes, a signature box and a box for the office.

export interface PermitFormParts {
  authority: string[];
  formNo: string;
  title: string;
  intro: string;
  /** Numbered sections: a heading and rows of boxes (label, value, relative width). */
  sections: Array<[string, Array<Array<[string, string, number]>>]>;
  /** The headings of the ticked boxes' section and of the declaration's. */
  headings: [string, string];
  /** A question, its options, which are ticked. */
  choices: Array<[string, string[], number[]]>;
  declaration: string;
  /** The date box's label and value, the signature box's label. */
  sign: [string, string, string];
  office: [string, string[]];
}

export const PERMIT_DE: PermitFormParts = {
  authority: ['Stadt Freilingen', 'Straßenverkehrsbehörde', 'Bürgerbüro, Marktplatz 2, 86911 Freilingen'],
  formNo: 'Formular SVB 14 (03/2026)',
  title: 'Antrag auf Ausstellung eines Bewohnerparkausweises',
  intro: 'Bitte in Druckbuchstaben ausfüllen und zutreffende Kästchen ankreuzen. Unvollständige Anträge können nicht bearbeitet werden.',
  sections: [
    [
      '1. Angaben zur antragstellenden Person',
      [
        [
          ['Familienname', 'Brandstetter', 2],
          ['Vorname', 'Miriam', 2],
          ['Geburtsdatum', '23.11.1991', 1.3],
        ],
        [
          ['Straße, Hausnummer', 'Lechuferweg 17a', 3],
          ['PLZ', '86911', 1],
          ['Wohnort', 'Freilingen', 2],
        ],
        [
          ['Telefon (freiwillig)', '0171 4482 906', 2],
          ['E-Mail (freiwillig)', 'm.brandstetter@posteo.de', 3],
        ],
      ],
    ],
    [
      '2. Angaben zum Fahrzeug',
      [
        [
          ['Amtliches Kennzeichen', 'FRL-MB 318', 2],
          ['Hersteller und Typ', 'Škoda Fabia', 2],
          ['Fahrzeughalter, falls abweichend', '', 2.5],
        ],
      ],
    ],
  ],
  headings: ['3. Wohnsitz, Geltungsdauer und Zahlung', '4. Erklärung'],
  choices: [
    ['Wohnsitz in Freilingen:', ['Hauptwohnsitz', 'Nebenwohnsitz'], [0]],
    ['Geltungsdauer:', ['6 Monate', '12 Monate', '24 Monate'], [1]],
    ['Das Fahrzeug ist:', ['auf mich zugelassen', 'ein Firmenwagen', 'geleast oder gemietet'], [2]],
    ['Zahlungsweise:', ['bar', 'EC-Karte', 'Überweisung'], [1]],
  ],
  declaration:
    'Ich versichere, dass meine Angaben richtig und vollständig sind. Mir ist bekannt, dass der Ausweis nur für das angegebene Fahrzeug und nur in der Bewohnerparkzone C gilt und bei einem Umzug zurückzugeben ist.',
  sign: ['Ort, Datum', 'Freilingen, 14.03.2026', 'Unterschrift'],
  office: ['Nur für Vermerke der Behörde', ['Ausweis-Nr.', 'Gebühr bezahlt am', 'Bearbeiter']],
};
