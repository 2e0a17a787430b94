// The ground truth of the degraded-scan set: office prose written for it (no copyrighted text),
// English and Ukrainian, with digits, dates and punctuation as real letters carry them. Each line
// is drawn as one line of the page, so the truth is these lines joined by newlines.
export const ENGLISH_LINES = [
  'Northfield Supply Company, 14 Harbour Street, Leeds',
  'Invoice 2026-117, issued on 3 March 2026, due within 30 days.',
  'Dear Ms. Carter, thank you for your order of office furniture.',
  'We delivered twelve desks, forty chairs and six filing cabinets',
  'to your second floor on Tuesday morning, as agreed by phone.',
  'The total amount is 18,450.00 GBP including value added tax.',
  'Please transfer the payment to account 40-12-77 3901 8824 and',
  'quote the invoice number, so that our clerks can match it quickly.',
  'If any item arrived damaged, write to us before the end of April',
  'and we will collect it from your building at no extra charge.',
  'Our warehouse is closed on public holidays and on Sundays.',
  'Yours sincerely, Daniel Whitmore, accounts department.',
];

export const UKRAINIAN_LINES = [
  'Товариство «Світанок», вулиця Шевченка 27, місто Полтава',
  'Рахунок 2026-117 виставлено 3 березня 2026 року, сплатити за 30 днів.',
  'Шановна пані Коваленко, дякуємо за ваше замовлення меблів.',
  'Ми доставили дванадцять столів, сорок стільців і шість шаф',
  'на другий поверх у вівторок зранку, як домовлялися телефоном.',
  'Загальна сума становить 18 450,00 гривень разом з податком.',
  'Просимо переказати кошти на рахунок 2600 1234 5678 90 і',
  'зазначити номер рахунку, щоб бухгалтерія швидко його знайшла.',
  'Якщо якась річ прибула пошкодженою, напишіть нам до кінця квітня,',
  'і ми заберемо її з вашої будівлі без додаткової плати.',
  'Наш склад не працює у святкові дні та в неділю.',
  'З повагою, Данило Мельник, відділ розрахунків.',
];

/** The back of the sheet for bleed-through: other text, so it cannot be mistaken for the front. */
export const BACK_LINES = [
  'Minutes of the meeting held on the ninth of February in room 4.',
  'Present: the director, two engineers and the office manager.',
  'The budget for the new roof was approved without changes.',
  'Протокол зборів від дев’ятого лютого, кімната номер чотири.',
  'Присутні: директор, два інженери та керівник офісу.',
  'Кошторис нового даху затверджено без змін.',
];
