// The vault part's hotel folio, written for this set: a Nizhny Novgorod riverside hotel's bill for a
// business guest's four nights (ru). The room rate, the meals and the extras' prices and counts are
// drawn from a seed by templates-vault-folio.ts. The restaurant bill (cs): records-vault-bill.ts;
// the parts order (de): records-vault-parts.ts.

export interface FolioParts {
  hotel: [string, string];
  title: string;
  /** The guest's details, read across in pairs. */
  guest: Array<[string, string]>;
  columns: string[];
  /** The first night's date (day, month, year) and the number of nights. */
  stay: [number, number, number, number];
  /** Charged every night (or every morning after one): name, least and most price, from the morning after. */
  daily: Array<[string, number, number, boolean]>;
  /** Charged once: the night's index, name, most count, least and most price. */
  extras: Array<[number, string, number, number, number]>;
  /** Total, its VAT line (20 % on all but the room, which is rated 0 %), what was paid and how, what is left. */
  sums: [string, string, string, string];
  signatures: [string, string, string];
  thanks: string;
}

export const FOLIO_RU: FolioParts = {
  hotel: [
    'Гостиница «Волжская пристань»',
    'Нижневолжская набережная, 11, Нижний Новгород, 603001, тел. +7 (831) 433-19-70, ИНН 5260417731',
  ],
  title: 'СЧЁТ ГОСТЯ № Ф-26-07392',
  guest: [
    ['Гость', 'Кузнецов Дмитрий Павлович'],
    ['Номер', '412, «Стандарт» с видом на Волгу'],
    ['Заезд', '18.03.2026, 14:12'],
    ['Выезд', '22.03.2026, 11:40'],
    ['Плательщик', 'ООО «Техностройпроект», ИНН 5257184416'],
    ['Бронирование', '№ 88123-ВП от 02.03.2026'],
  ],
  columns: ['Дата', 'Наименование услуги', 'Кол-во', 'Цена, руб.', 'Сумма, руб.'],
  stay: [18, 3, 2026, 4],
  daily: [
    ['Проживание, тариф «Деловой»', 5200, 6400, false],
    ['Завтрак «шведский стол»', 650, 850, true],
    ['Парковка на охраняемой стоянке, сутки', 300, 450, false],
  ],
  extras: [
    [0, 'Ужин в ресторане «Плёс»', 1, 1850, 2900],
    [1, 'Стирка и глажение рубашек, шт.', 4, 220, 280],
    [1, 'Мини-бар: вода минеральная 0,5 л', 3, 180, 240],
    [2, 'Аренда переговорной комнаты, час', 3, 1400, 1800],
    [3, 'Трансфер в аэропорт Стригино', 1, 1100, 1500],
  ],
  sums: ['Итого начислено', 'в том числе НДС 20 % за питание и прочие услуги', 'Оплачено банковской картой МИР *4821', 'Остаток к оплате'],
  signatures: ['Подпись гостя', 'Администратор', 'Е. В. Соколова'],
  thanks: 'Благодарим вас за выбор нашей гостиницы! Будем рады видеть вас снова. Отзывы и пожелания: info@volga-pristan.ru',
};
