// The locked part's train ticket (uk), written for this set: a boarding document for an Intercity+
// train from Kyiv to Lviv printed at home, with the passenger, the train, the fare and its parts, the
// fiscal receipt's lines and the carrier's rules. The carriage, seat, fare and the document's numbers
// are drawn from a seed by templates-locked-ticket.ts. The vet's invoice (fr) and the car rental's (de):
// records-locked-money.ts.

export interface TicketParts {
  carrier: [string, string];
  title: [string, string];
  /** The train's number and kind, the two stations, the departure and arrival (date and time). */
  train: [string, string, string, string, [string, string], [string, string]];
  passenger: string;
  /** Labels: passenger, train, carriage, seat, class, service, document number. */
  labels: [string, string, string, string, string, string, string];
  /** The class and the services. */
  service: [string, string];
  /** Fare lines: the ticket, the VAT in it (20 %), insurance, booking fee; the total's label. */
  fare: [string, string, string, string, string];
  insurance: number;
  fee: number;
  currency: string;
  /** The fiscal receipt's heading, the seller, and the labels of its numbers and of the payment. */
  fiscal: [string, string, string, string, string, string];
  bought: string;
  rules: [string, string[]];
}

export const TICKET_UK: TicketParts = {
  carrier: ['Укрзалізниця', 'АТ «Українська залізниця» · Пасажирська компанія'],
  title: ['Посадковий документ', 'Цей посадковий документ є підставою для проїзду'],
  train: ['743 К', 'Інтерсіті+', 'Київ-Пасажирський', 'Львів', ['14.04.2026', '07:02'], ['14.04.2026', '12:16']],
  passenger: 'Ковальчук Олена',
  labels: ['Прізвище, ім’я', 'Поїзд', 'Вагон', 'Місце', 'Клас', 'Сервіс', 'Номер документа'],
  service: ['2 клас', 'гарячі напої, Wi-Fi, розетка біля крісла'],
  fare: ['Вартість квитка', 'у тому числі ПДВ 20 %', 'Страховий збір', 'Сервісний збір', 'Разом сплачено'],
  insurance: 2,
  fee: 20,
  currency: 'грн',
  fiscal: ['Фіскальний чек', 'ТОВ «Квиток Онлайн», ЄДРПОУ 41872653', 'ФН', 'Чек №', 'Оплата', 'банківська картка ****'],
  bought: 'Оформлено',
  rules: [
    'Правила проїзду',
    [
      'Посадка здійснюється за цим документом у паперовому або електронному вигляді та документом, що посвідчує особу пасажира.',
      'Пред’явіть провіднику QR-код; посадка в поїзд закінчується за 2 хвилини до відправлення.',
      'Повернути квиток можна в застосунку або в касі не пізніше ніж за годину до відправлення поїзда з початкової станції; за повернення утримується збір.',
      'Безкоштовно можна перевозити ручну поклажу вагою до 36 кг на одного пасажира.',
      'Страховий збір сплачено на випадок нещасного випадку під час поїздки.',
    ],
  ],
};
