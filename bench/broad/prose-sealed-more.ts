// The sealed part's other running text (prose-sealed.ts): the sections of a water laboratory's
// test method for total hardness (de) and the body of a water company's notice of a supply cut
// (uk), written for this set. Their frames (the method's header grid, precision table and warning;
// the notice's emblem, table of streets and signature) are in records-sealed.ts.

/** A section of the method: paragraphs, then a formula line, a list and paragraphs after it. */
export interface MethodSection {
  head: string;
  paras?: string[];
  formula?: string;
  list?: string[];
  /** The list numbered (steps to follow) rather than bulleted. */
  ordered?: boolean;
  after?: string[];
}

export const METHOD_DE: MethodSection[] = [
  {
    head: 'Zweck und Anwendungsbereich',
    paras: [
      'Diese Prüfvorschrift beschreibt die Bestimmung der Gesamthärte von Trinkwasser, Brunnenwasser und gering belastetem Oberflächenwasser im Labor der Stadtwerke. Sie gilt für Gehalte von 0,05 bis 5,0 mmol/l Erdalkaliionen; höher konzentrierte Proben werden vor der Titration mit entionisiertem Wasser verdünnt. Für Abwasser und stark gefärbte Proben ist das Verfahren nicht geeignet.',
    ],
  },
  {
    head: 'Prinzip',
    paras: [
      'Calcium- und Magnesiumionen bilden mit Ethylendiamintetraessigsäure (EDTA) stabile, farblose Komplexe. Die Probe wird auf einen pH-Wert von etwa 10 gepuffert und mit EDTA-Maßlösung titriert, bis der zugesetzte Indikator Eriochromschwarz T von Weinrot nach Blau umschlägt. Der Verbrauch an Maßlösung ist der Summe der Calcium- und Magnesiumkonzentration proportional.',
    ],
  },
  {
    head: 'Reagenzien',
    list: [
      'Pufferlösung pH 10: 67,5 g Ammoniumchlorid in 570 ml Ammoniak (25 %) lösen, auf 1 l auffüllen',
      'EDTA-Maßlösung, c = 0,01 mol/l, gebrauchsfertig; Titer monatlich prüfen',
      'Indikator-Verreibung: 0,5 g Eriochromschwarz T mit 100 g Natriumchlorid fein verrieben',
      'Calcium-Standardlösung, 1,000 mmol/l, zur Titerbestimmung',
      'Wasser, entionisiert, Leitfähigkeit unter 1 µS/cm',
    ],
  },
  {
    head: 'Geräte',
    list: [
      'Kolbenbürette 25 ml mit Magnetrührer',
      'Vollpipetten 50 ml und 100 ml',
      'Erlenmeyerkolben 250 ml, Weithals',
      'pH-Meter mit kombinierter Glaselektrode',
    ],
  },
  {
    head: 'Durchführung',
    ordered: true,
    list: [
      '100 ml der auf Raumtemperatur gebrachten Probe in einen Erlenmeyerkolben pipettieren.',
      '4 ml Pufferlösung zugeben und prüfen, ob der pH-Wert zwischen 9,8 und 10,2 liegt.',
      'Eine Spatelspitze (etwa 0,2 g) der Indikator-Verreibung zugeben und umschwenken, bis sich die Lösung weinrot färbt.',
      'Unter ständigem Rühren mit EDTA-Maßlösung titrieren, gegen Ende tropfenweise, bis die letzte rötliche Tönung verschwunden ist und die Lösung rein blau bleibt.',
      'Den Verbrauch auf 0,02 ml genau ablesen und die Bestimmung mit einer zweiten Teilprobe wiederholen. Weichen die beiden Werte um mehr als 0,1 ml voneinander ab, ist eine dritte Bestimmung durchzuführen.',
    ],
  },
  {
    head: 'Auswertung',
    paras: ['Die Gesamthärte wird aus dem Mittelwert der Verbräuche berechnet:'],
    formula: 'ρ = c × V₁ × 1000 / V₀',
    after: [
      'Dabei sind ρ die Gesamthärte in mmol/l, c die Konzentration der Maßlösung in mol/l, V₁ der Verbrauch in ml und V₀ das Probevolumen in ml. Zur Umrechnung in Grad deutscher Härte wird der Wert in mmol/l mit 5,6 multipliziert. Das Ergebnis wird mit zwei Dezimalstellen angegeben.',
    ],
  },
];

/** Heading, then the notice's paragraphs before and after its table of streets. */
export interface NoticeBody {
  before: string[];
  whileHead: string;
  whileItems: string[];
  askHead: string;
  askItems: string[];
  after: string[];
}

export const NOTICE_UK: NoticeBody = {
  before: [
    'Шановні мешканці! Комунальне підприємство «Рівнопільводоканал» повідомляє, що у зв’язку із заміною аварійної ділянки магістрального водогону діаметром 400 мм на вулиці Соборній з 14 по 17 квітня 2026 року буде тимчасово припинено подачу холодної води до будинків, перелічених у таблиці нижче.',
    'Роботи виконуються за міською програмою оновлення водопровідних мереж. Стара чавунна труба, прокладена ще 1968 року, лише за минулий рік проривалася шість разів, і кожна аварія залишала без води кілька тисяч людей. Після заміни ділянки тиск у мережі на лівому березі стане рівномірнішим, а втрати води зменшаться.',
  ],
  whileHead: 'На час робіт:',
  whileItems: [
    'питну воду підвозитимуть автоцистерни щодня з 8:00 до 20:00 до дворів будинків № 12 і № 40 на вулиці Соборній та до школи № 3 на вулиці Липовій;',
    'у першу чергу воду доставлятимуть людям похилого віку та особам з інвалідністю, які попередньо зателефонують до диспетчерської служби;',
    'гаряче водопостачання та опалення в будинках не припиняються.',
  ],
  askHead: 'Просимо вас:',
  askItems: [
    'заздалегідь зробити запас води для пиття та побутових потреб;',
    'закрити крани, щоб уникнути затоплення квартир, коли подачу відновлять;',
    'не залишати автомобілі на вулиці Соборній між будинками № 18 і № 36, де працюватиме техніка.',
  ],
  after: [
    'Після відновлення подачі вода може бути каламутною протягом кількох годин. Злийте її, доки вона не стане прозорою, і не використовуйте для пиття та приготування їжі, поки не зникне запах. Перепрошуємо за тимчасові незручності та дякуємо за розуміння.',
  ],
};
