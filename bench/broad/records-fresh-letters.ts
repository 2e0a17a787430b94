// The fresh part's two letters on letterhead (a German property manager's, a Ukrainian heating
// company's), written for this set: every line of the page, from the letterhead to the footer.

export interface LetterheadParts {
  company: string;
  tagline: string;
  contact: string[];
  returnLine: string;
  recipient: string[];
  info: string[];
  subject: string;
  body: string[];
  sign: string[];
  footer: string[][];
}

export const LETTERS: Record<'de' | 'uk', LetterheadParts> = {
  de: {
    company: 'Brenner & Söhne Hausverwaltung GmbH',
    tagline: 'Wohnungs- und Mietverwaltung seit 1978',
    contact: ['Lindenstraße 42', '90419 Nürnberg', 'Telefon 0911 394827-0', 'info@brenner-hv.de'],
    returnLine: 'Brenner & Söhne GmbH, Lindenstraße 42, 90419 Nürnberg',
    recipient: ['Frau', 'Dr. Ingrid Weißenfels', 'Am Kreuzweg 7', '90482 Nürnberg'],
    info: ['Ihr Zeichen: IW 02/26', 'Unser Zeichen: HV-1187', 'Ansprechpartner: Markus Köhler', 'Durchwahl: -214', 'Datum: 18.03.2026'],
    subject: 'Betriebskostenabrechnung 2025 für Ihre Wohnung Am Kreuzweg 7, 2. OG links',
    body: [
      'Sehr geehrte Frau Dr. Weißenfels,',
      'anbei erhalten Sie die Abrechnung der Betriebs- und Heizkosten für den Zeitraum vom 1. Januar bis 31. Dezember 2025. Aus Ihren Vorauszahlungen ergibt sich ein Guthaben von 214,37 Euro, das wir Ihnen bis zum 15. April auf das uns bekannte Konto überweisen.',
      'Wegen der gestiegenen Kosten für Müllabfuhr und Gebäudeversicherung passen wir die monatliche Vorauszahlung ab dem 1. Mai 2026 von 235,00 Euro auf 248,00 Euro an. Ihr Dauerauftrag muss daher geändert werden; eine Lastschrift richten wir nur auf Ihren Wunsch ein.',
      'Im Juni werden in allen Wohnungen des Hauses die Heizkostenverteiler gegen funkbasierte Geräte getauscht. Den genauen Termin kündigt Ihnen die Firma Wärmetechnik Ostler etwa zwei Wochen vorher durch Aushang im Treppenhaus an.',
      'Einwände gegen die Abrechnung können Sie innerhalb von zwölf Monaten nach Zugang schriftlich erheben. Die Belege liegen nach Terminabsprache in unserem Büro zur Einsicht bereit.',
    ],
    sign: [
      'Mit freundlichen Grüßen',
      'Brenner & Söhne Hausverwaltung GmbH',
      'i. A. Markus Köhler',
      'Anlagen: Abrechnung 2025, Heizkostenaufstellung',
    ],
    footer: [
      ['Sitz der Gesellschaft: Nürnberg', 'Amtsgericht Nürnberg HRB 21847', 'Geschäftsführer: Thomas Brenner'],
      ['Sparkasse Nürnberg', 'IBAN DE41 7605 0101 0011 2847 93', 'BIC SSKNDE77XXX'],
      ['USt-IdNr. DE133487902', 'Steuernummer 241/118/40522', 'www.brenner-hv.de'],
    ],
  },
  uk: {
    company: 'ТОВ «Подільські теплові мережі»',
    tagline: 'Теплопостачання та гаряча вода для Вінниці',
    contact: ['вул. Київська, 136', 'м. Вінниця, 21009', 'тел. (0432) 55-17-40', 'office@podteplo.com.ua'],
    returnLine: 'ТОВ «Подільські теплові мережі», вул. Київська, 136, м. Вінниця, 21009',
    recipient: ['Мельник Оксані Петрівні', 'вул. Пирогова, 17, кв. 42', 'м. Вінниця, 21018'],
    info: ['Вих. № 412/03 від 19.03.2026', 'На № 87 від 02.03.2026', 'Особовий рахунок: 0310-5527'],
    subject: 'Щодо перерахунку плати за теплопостачання',
    body: [
      'Шановна пані Оксано!',
      'Розглянувши Ваше звернення щодо нарахувань за січень і лютий, повідомляємо, що у зазначений період через аварію на магістральному трубопроводі температура в Вашій квартирі була нижчою за нормативну протягом дев’яти діб.',
      'Відповідно до акта обстеження від 27 лютого Вам зроблено перерахунок на суму 1 386,52 грн. Ця сума буде врахована в квитанції за березень як переплата, тож окремо звертатися до абонентського відділу не потрібно.',
      'Також інформуємо, що з квітня показання будинкового лічильника тепла публікуватимуться щомісяця в особистому кабінеті споживача. Якщо у Вас виникнуть додаткові запитання, телефонуйте нашому черговому диспетчеру.',
    ],
    sign: ['З повагою', 'Директор', 'Андрій ТКАЧУК'],
    footer: [
      ['ТОВ «Подільські теплові мережі»', 'Код ЄДРПОУ 31548762'],
      ['IBAN UA21 3052 9900 0002 6007 0150 1234 5', 'АТ «Поділля-Банк», МФО 305299'],
      ['Диспетчерська служба: 15-37', 'Графік прийому: пн–пт, 8:00–17:00'],
    ],
  },
};
