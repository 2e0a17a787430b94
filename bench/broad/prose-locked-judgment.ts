// The locked part's court judgment (de), written for this set: a local court dismisses a buyer's claim
// to undo the private sale of a used e-bike whose battery had lost capacity, the seller having
// excluded all warranty. The court and file number, the clerk's line, the parties and their lawyers,
// the operative part, the facts and the reasons in paragraphs with margin numbers, the notice of
// appeal and the judge's name. The patent page (en): prose-locked.ts.

export interface JudgmentParts {
  court: string;
  file: string;
  /** Pronounced on …, and the clerk. */
  pronounced: [string, string];
  /** The formula and the kind of decision. */
  title: [string, string];
  /** "In dem Rechtsstreit", then each party (its name and address, its lawyer) and its role at the right, with "gegen" between. */
  opening: string;
  parties: [[string[], string], [string[], string]];
  against: string;
  matter: string;
  /** The court, the judge and the hearing: the sentence before the operative part. */
  bench: string;
  tenor: string[];
  /** A heading and its paragraphs, numbered in the margin across the headings. */
  reasons: Array<[string, string[]]>;
  appeal: [string, string];
  judge: [string, string];
}

export const JUDGMENT_DE: JudgmentParts = {
  court: 'Amtsgericht Freiburg im Breisgau',
  file: 'Aktenzeichen: 6 C 1184/25',
  pronounced: ['Verkündet am 5. März 2026', 'Brandt, Justizbeschäftigte als Urkundsbeamtin der Geschäftsstelle'],
  title: ['Im Namen des Volkes', 'Urteil'],
  opening: 'In dem Rechtsstreit',
  parties: [
    [
      [
        'Jonas Albrecht, Habsburgerstraße 61, 79104 Freiburg im Breisgau',
        'Prozessbevollmächtigte: Rechtsanwältin Dr. Sabine Kreuzer, Kaiser-Joseph-Straße 244, 79098 Freiburg im Breisgau',
      ],
      '– Kläger –',
    ],
    [
      [
        'Marlene Vogt, Am Mühlbach 7, 79199 Kirchzarten',
        'Prozessbevollmächtigter: Rechtsanwalt Tobias Engler, Bertoldstraße 18, 79098 Freiburg im Breisgau',
      ],
      '– Beklagte –',
    ],
  ],
  against: 'gegen',
  matter: 'wegen Rückabwicklung eines Kaufvertrags',
  bench:
    'hat das Amtsgericht Freiburg im Breisgau durch die Richterin am Amtsgericht Hartmann auf Grund der mündlichen Verhandlung vom 12. Februar 2026 für Recht erkannt:',
  tenor: [
    'Die Klage wird abgewiesen.',
    'Der Kläger trägt die Kosten des Rechtsstreits.',
    'Das Urteil ist vorläufig vollstreckbar. Der Kläger kann die Vollstreckung durch Sicherheitsleistung in Höhe von 110 % des vollstreckbaren Betrags abwenden, wenn nicht die Beklagte vorher Sicherheit in gleicher Höhe leistet.',
  ],
  reasons: [
    [
      'Tatbestand',
      [
        'Der Kläger verlangt die Rückzahlung des Kaufpreises für ein gebrauchtes Elektrofahrrad.',
        'Die Beklagte bot im August 2025 auf einem Kleinanzeigenportal ein Pedelec der Marke Velotec, Baujahr 2021, an; in der Anzeige hieß es: „Akku hält noch locker 80 km, Privatverkauf, keine Garantie oder Rücknahme.“ Nach einer Probefahrt schlossen die Parteien am 23. August 2025 einen schriftlichen Kaufvertrag über 2.150 €, nach dem das Rad „unter Ausschluss jeglicher Gewährleistung, wie besichtigt und probegefahren“ verkauft wurde. Der Kläger zahlte bar.',
        'Mit Schreiben vom 29. September 2025 teilte der Kläger mit, der Akku reiche nur noch für etwa 25 km; eine Fachwerkstatt habe eine Restkapazität von 54 % ausgelesen. Er erklärte den Rücktritt vom Vertrag. Die Beklagte lehnte die Rückzahlung ab.',
        'Der Kläger behauptet, die Beklagte habe den Zustand des Akkus gekannt, weil sie mit dem Rad täglich zur Arbeit gefahren sei und unterwegs habe nachladen müssen.',
        'Er beantragt, die Beklagte zu verurteilen, an ihn 2.150,00 € nebst Zinsen seit dem 16. Oktober 2025 Zug um Zug gegen Rückgabe des Rades zu zahlen.',
        'Die Beklagte beantragt, die Klage abzuweisen. Sie trägt vor, sie sei bei ihrer letzten längeren Tour im Juni 2025 rund 70 km mit einer Akkuladung gefahren und habe von einem Mangel nichts gewusst.',
        'Das Gericht hat die Zeugin Klara Vogt vernommen.',
      ],
    ],
    [
      'Entscheidungsgründe',
      [
        'Die zulässige Klage ist unbegründet. Ein Anspruch aus §§ 437 Nr. 2, 323, 346 Abs. 1 BGB besteht nicht.',
        'Es kann offenbleiben, ob der Akku bei Gefahrübergang mangelhaft war. Die Parteien haben die Rechte des Käufers wirksam ausgeschlossen, was bei einem Kauf unter Privatleuten zulässig ist.',
        'Auf den Ausschluss kann sich die Beklagte nach § 444 BGB berufen, denn weder ein arglistiges Verschweigen noch eine Garantie steht fest. Die Angabe „noch locker 80 km“ ist eine erkennbar auf eigener Erfahrung beruhende Schätzung, keine Zusage, für die die Beklagte ohne Verschulden einstehen wollte.',
        'Die Zeugin Vogt, die Tochter der Beklagten, hat glaubhaft bekundet, sie habe ihre Mutter im Juni 2025 auf einer Tour um den Schluchsee begleitet; beide Räder seien ohne Nachladen ausgekommen. Die Aussage war stimmig und reich an Einzelheiten. Seine Behauptung, die Beklagte habe unterwegs nachladen müssen, hat der Kläger nicht belegt.',
        'Die Nebenentscheidungen beruhen auf §§ 91 Abs. 1, 708 Nr. 11, 711 ZPO. Der Streitwert beträgt 2.150,00 €.',
      ],
    ],
  ],
  appeal: [
    'Rechtsbehelfsbelehrung:',
    'Gegen dieses Urteil ist die Berufung statthaft. Sie ist binnen einer Notfrist von einem Monat nach Zustellung bei dem Landgericht Freiburg im Breisgau, Salzstraße 17, 79098 Freiburg im Breisgau, durch einen Rechtsanwalt einzulegen.',
  ],
  judge: ['Hartmann', 'Richterin am Amtsgericht'],
};
