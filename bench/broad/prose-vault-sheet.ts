// The vault part's safety data sheet (de), written for this set: sections 4 to 7 of the data sheet of
// a window cleaner concentrate, with its header (the regulation, the trade name, the revision) and
// footer. A paragraph that opens with a short label and a colon is set with the label in bold by
// templates-vault-print.ts. The warranty (en): prose-vault.ts; the bylaw (pl): prose-vault-bylaw.ts.

export interface DataSheet {
  title: [string, string];
  /** The header's right-hand lines: trade name, revision, version, print date. */
  facts: string[];
  /** Each section's heading, then its numbered subsections: heading and paragraphs. */
  sections: Array<[string, Array<[string, string[]]>]>;
  footer: [string, string];
}

export const SHEET_DE: DataSheet = {
  title: ['SICHERHEITSDATENBLATT', 'gemäß Verordnung (EG) Nr. 1907/2006 (REACH), Anhang II, geändert durch Verordnung (EU) 2020/878'],
  facts: [
    'Handelsname: Glasklar Pro Fensterreiniger-Konzentrat',
    'Artikelnummer: GK-4410, GK-4415',
    'Überarbeitet am: 12.01.2026',
    'Version: 3.1 (ersetzt Version 3.0)',
    'Druckdatum: 03.02.2026',
  ],
  sections: [
    [
      'ABSCHNITT 4: Erste-Hilfe-Maßnahmen',
      [
        [
          '4.1 Beschreibung der Erste-Hilfe-Maßnahmen',
          [
            'Allgemeine Hinweise: Mit dem Produkt verunreinigte Kleidung sofort ausziehen. Bei anhaltenden Beschwerden ärztlichen Rat einholen und dieses Datenblatt vorzeigen.',
            'Nach Einatmen: Betroffene Person an die frische Luft bringen und ruhig lagern. Bei Atembeschwerden Arzt hinzuziehen.',
            'Nach Hautkontakt: Mit viel Wasser und Seife abwaschen. Bei Rötung oder Reizung der Haut einen Arzt aufsuchen.',
            'Nach Augenkontakt: Sofort bei geöffnetem Lidspalt mindestens 15 Minuten unter fließendem Wasser spülen. Augenarzt konsultieren.',
            'Nach Verschlucken: Mund ausspülen und reichlich Wasser in kleinen Schlucken trinken lassen. Kein Erbrechen herbeiführen. Giftinformationszentrum anrufen.',
          ],
        ],
        [
          '4.2 Wichtigste Symptome und Wirkungen',
          ['Reizung der Augen mit Tränenfluss und Rötung. Bei Verschlucken Übelkeit, Kopfschmerzen und Schwindel möglich.'],
        ],
        ['4.3 Hinweise auf ärztliche Soforthilfe', ['Symptomatisch behandeln. Es ist kein spezifisches Gegenmittel bekannt.']],
      ],
    ],
    [
      'ABSCHNITT 5: Maßnahmen zur Brandbekämpfung',
      [
        [
          '5.1 Löschmittel',
          [
            'Geeignete Löschmittel: Wassersprühstrahl, alkoholbeständiger Schaum, Kohlendioxid, Löschpulver.',
            'Ungeeignete Löschmittel: Wasservollstrahl, da er das Feuer ausbreiten kann.',
          ],
        ],
        [
          '5.2 Besondere Gefahren',
          [
            'Das Konzentrat ist entzündbar. Dämpfe können mit Luft explosionsfähige Gemische bilden, die schwerer als Luft sind und sich am Boden ausbreiten. Im Brandfall können Kohlenmonoxid und Kohlendioxid entstehen.',
          ],
        ],
        [
          '5.3 Hinweise für die Brandbekämpfung',
          [
            'Umgebungsluftunabhängiges Atemschutzgerät tragen. Gefährdete Behälter mit Wassersprühstrahl kühlen. Kontaminiertes Löschwasser getrennt sammeln.',
          ],
        ],
      ],
    ],
    [
      'ABSCHNITT 6: Maßnahmen bei unbeabsichtigter Freisetzung',
      [
        [
          '6.1 Personenbezogene Vorsichtsmaßnahmen',
          ['Zündquellen fernhalten und für ausreichende Lüftung sorgen. Berührung mit Augen und Haut vermeiden.'],
        ],
        [
          '6.2 Umweltschutzmaßnahmen',
          [
            'Nicht unverdünnt in Gewässer, Erdreich oder Kanalisation gelangen lassen. Bei größeren Mengen die zuständige Behörde informieren.',
          ],
        ],
        [
          '6.3 Methoden und Material für Rückhaltung und Reinigung',
          [
            'Mit flüssigkeitsbindendem Material (Sand, Kieselgur, Universalbinder) aufnehmen und in geschlossenen, gekennzeichneten Behältern nach Abschnitt 13 entsorgen. Reste mit viel Wasser nachspülen.',
          ],
        ],
      ],
    ],
    [
      'ABSCHNITT 7: Handhabung und Lagerung',
      [
        [
          '7.1 Schutzmaßnahmen zur sicheren Handhabung',
          [
            'Nur in gut belüfteten Bereichen verdünnen und abfüllen. Nicht rauchen, keine offenen Flammen. Maßnahmen gegen elektrostatische Aufladung treffen. Vor Pausen und nach Arbeitsende Hände waschen.',
          ],
        ],
        [
          '7.2 Bedingungen zur sicheren Lagerung',
          [
            'Behälter dicht geschlossen an einem kühlen, gut belüfteten Ort zwischen 5 und 30 °C aufbewahren. Nicht zusammen mit Oxidationsmitteln oder Lebensmitteln lagern. Lagerklasse (TRGS 510): 3.',
          ],
        ],
        [
          '7.3 Spezifische Endanwendungen',
          [
            'Gewerbliche Glas- und Oberflächenreinigung nach Verdünnung 1:50 mit Wasser. Die Gebrauchslösung ist nicht kennzeichnungspflichtig.',
          ],
        ],
      ],
    ],
  ],
  footer: ['Glasklar Reinigungschemie GmbH & Co. KG, Hafenstraße 31, 47119 Duisburg, Notruf 0203 556 18 90 (24 h)', 'DE | Seite 2 von 6'],
};
