// The buried part's running text (a ninth held-out part, made after the hidden part was first
// reported and tuned on; no reader runs on its pages before the headline bench first reports it):
// the first page of a Leipzig self-storage firm's general terms for renting a storage unit (de),
// written for this set and sharing no sentence with any other part: the sections with their
// numbered paragraphs and lettered exclusions, and an extract of the price list for extras. The
// marina's berthing terms (en): prose-buried-marina.ts; the hostel's house rules (uk):
// prose-buried-hostel.ts.

/** A paragraph: its text, or its text and the lettered points under it. */
export type Paragraph = string | [string, string[]];

export interface StorageParts {
  /** The firm and its address line, beside the drawn padlock. */
  firm: [string, string];
  /** The edition in the box at the right. */
  edition: string;
  title: string;
  /** Sections: heading, then paragraphs (numbered by the template when there are two or more). */
  sections: Array<[string, Paragraph[]]>;
  /** The price list's heading, column heads and rows. */
  prices: [string, [string, string, string], Array<[string, string, string]>];
  /** The firm's register line at the left of the foot, the page at the right. */
  foot: [string, string];
}

export const STORAGE_DE: StorageParts = {
  firm: ['LagerPunkt Self-Storage GmbH', 'Karl-Heine-Straße 118 · 04229 Leipzig · Telefon 0341 49 27 60-0'],
  edition: 'Stand: 1. Februar 2026',
  title: 'Allgemeine Geschäftsbedingungen für Lagerabteile',
  sections: [
    [
      '§ 1 Geltungsbereich',
      [
        'Diese Bedingungen gelten für alle Verträge, mit denen die LagerPunkt Self-Storage GmbH (im Folgenden „Vermieterin“) Lagerabteile in ihren Häusern in Leipzig-Plagwitz und Halle (Saale) an Verbraucher und Unternehmer (im Folgenden „Mieter“) vermietet.',
        'Gegenstand des Vertrages ist allein die Überlassung eines abschließbaren Abteils zur eigenen Nutzung. Einen Verwahrungsvertrag schließen die Parteien nicht; die Vermieterin übernimmt keine Obhut für die eingelagerten Sachen.',
        'Abweichende Bedingungen des Mieters werden nicht Vertragsbestandteil, auch wenn die Vermieterin ihnen nicht ausdrücklich widerspricht.',
      ],
    ],
    [
      '§ 2 Vertragsschluss und Mietdauer',
      [
        'Der Vertrag kommt mit der Unterschrift beider Seiten vor Ort oder mit der Bestätigung einer Buchung über die Website in Textform zustande.',
        'Die Mindestmietdauer beträgt einen Monat. Danach verlängert sich der Vertrag jeweils um einen Monat, wenn er nicht mit einer Frist von 14 Tagen zum Ende des laufenden Mietmonats gekündigt wird.',
        'Die Kündigung bedarf der Textform; eine E-Mail an kuendigung@lagerpunkt.de genügt.',
      ],
    ],
    [
      '§ 3 Miete und Kaution',
      [
        'Die Miete ist monatlich im Voraus bis zum dritten Werktag eines jeden Mietmonats zu zahlen. Die erste Miete und die Kaution werden bei Vertragsschluss fällig.',
        'Die Kaution beträgt eine Monatsmiete, mindestens aber 50,00 Euro. Sie wird nicht verzinst und binnen 21 Tagen nach Rückgabe des geräumten Abteils erstattet, soweit keine Forderungen der Vermieterin offen sind.',
        'Kosten einer Rücklastschrift, die der Mieter zu vertreten hat, trägt er in Höhe der Gebühren, die der Bank tatsächlich entstanden sind.',
        'Die Vermieterin kann die Miete mit einer Ankündigung von zwei Monaten anpassen, frühestens zwölf Monate nach Beginn des Vertrages oder nach der letzten Anpassung.',
      ],
    ],
    [
      '§ 4 Zugang',
      [
        'Der Mieter gelangt mit seinem persönlichen PIN-Code täglich von 6 bis 22 Uhr in das Haus. Er darf den Code nur an Personen weitergeben, die er bevollmächtigt hat, und haftet für deren Handeln wie für eigenes.',
        'Das Abteil wird allein mit einem Schloss des Mieters verschlossen. Die Vermieterin hat keinen Schlüssel und darf das Schloss nur in den Fällen der §§ 7 und 9 öffnen.',
      ],
    ],
    [
      '§ 5 Nutzung des Abteils',
      [
        'Das Abteil dient nur der Lagerung von Sachen. Es ist nicht gestattet, darin zu wohnen oder zu übernachten, Tiere zu halten oder ein Gewerbe mit Kundenverkehr zu betreiben.',
        [
          'Von der Einlagerung ausgeschlossen sind insbesondere:',
          [
            'a) brennbare, explosive oder giftige Stoffe, Gasflaschen, Kraftstoffe und offene Farbgebinde;',
            'b) Lebensmittel und andere verderbliche Waren;',
            'c) Waffen, Munition und Sachen, deren Besitz verboten ist;',
            'd) Bargeld, Wertpapiere, Schmuck und Kunstwerke;',
            'e) Fahrzeuge mit gefülltem Tank oder angeschlossener Batterie.',
          ],
        ],
        'Die Bodenlast von 500 kg je Quadratmeter darf nicht überschritten werden. Gänge und Notausgänge sind stets freizuhalten.',
      ],
    ],
    [
      '§ 6 Versicherung',
      [
        'Die eingelagerten Sachen sind durch die Vermieterin nicht versichert. Sie empfiehlt dem Mieter, den Inhalt seines Abteils zum Neuwert gegen Feuer, Einbruchdiebstahl und Leitungswasser zu versichern; auf Wunsch vermittelt sie eine solche Versicherung.',
      ],
    ],
    [
      '§ 7 Zahlungsverzug, Pfandrecht',
      [
        'Ist der Mieter mit der Miete mehr als 14 Tage im Rückstand, darf die Vermieterin seinen Zugang bis zum Ausgleich sperren.',
        'Für ihre Forderungen aus dem Vertrag steht der Vermieterin ein Pfandrecht an den eingebrachten Sachen des Mieters zu. Sie verwertet sie nach den gesetzlichen Vorschriften, frühestens einen Monat nach Androhung in Textform.',
      ],
    ],
    [
      '§ 8 Haftung',
      [
        'Die Vermieterin haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit.',
        'Im Übrigen haftet sie nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden und höchstens auf 2.500 Euro je Schadensfall.',
        'Der Mieter haftet für Schäden am Haus und an den Sachen anderer Mieter, die er oder seine Bevollmächtigten verursachen.',
      ],
    ],
    [
      '§ 9 Öffnung durch die Vermieterin',
      [
        'Die Vermieterin darf das Abteil nach Ankündigung öffnen, wenn Gefahr im Verzug ist, eine Behörde es verlangt oder der begründete Verdacht besteht, dass ausgeschlossene Sachen eingelagert sind.',
      ],
    ],
    [
      '§ 10 Ende des Mietverhältnisses',
      [
        'Bei Vertragsende gibt der Mieter das Abteil geräumt, besenrein und ohne Schloss zurück.',
        'Für jeden angefangenen Monat, um den er die Räumung versäumt, schuldet er eine Nutzungsentschädigung in Höhe der Miete. Zurückgelassene Sachen darf die Vermieterin nach 30 Tagen auf seine Kosten entsorgen lassen.',
      ],
    ],
    [
      '§ 11 Videoüberwachung',
      [
        'Die Häuser werden zum Schutz des Eigentums der Mieter videoüberwacht. Die Aufnahmen werden nach 72 Stunden gelöscht, wenn sie nicht zur Aufklärung eines Vorfalls gebraucht werden.',
      ],
    ],
    [
      '§ 12 Schlussbestimmungen',
      [
        'Es gilt deutsches Recht. Ist der Mieter Kaufmann, ist Gerichtsstand Leipzig.',
        'Die Vermieterin nimmt an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle nicht teil.',
      ],
    ],
  ],
  prices: [
    'Preise für Zusatzleistungen (Auszug)',
    ['Leistung', 'Einheit', 'Preis inkl. MwSt.'],
    [
      ['Diskusschloss mit zwei Schlüsseln', 'Stück', '14,90 €'],
      ['Umzugskarton, 60 × 40 × 40 cm', 'Stück', '3,20 €'],
      ['Aufbrechen eines Schlosses auf Wunsch des Mieters', 'je Öffnung', '45,00 €'],
      ['Versicherung des Inhalts bis 5.000 €', 'Monat', '6,50 €'],
      ['Endreinigung eines nicht besenreinen Abteils', 'm²', '4,00 €'],
    ],
  ],
  foot: ['Amtsgericht Leipzig HRB 38214 · Geschäftsführerin: Katrin Wendland · USt-IdNr. DE 318 407 265', 'Seite 1 von 2'],
};
