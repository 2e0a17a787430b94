// The sealed part's form, written for this set: a hiking club's membership application filled in by
// hand (uk): boxed fields, one choice of membership, several kinds of hiking ticked, a yes or no
// health question with its detail, a ticked consent, and a box the club's board fills in, left
// empty. The template draws the boxes, ticks and signature.

/** A field's label, its handwritten value ('' when empty) and its share of the row's width. */
export type Field = [string, string, number];

export interface MembershipParts {
  club: string[];
  title: [string, string];
  intro: string;
  photo: string;
  personalHead: string;
  personal: Field[][];
  /** Question, options, the ticked options. */
  choices: Array<[string, string[], number[]]>;
  emergencyHead: string;
  emergency: Field[];
  health: [string, [string, string], boolean, Field];
  consent: string;
  signed: Field[];
  office: [string, Field[]];
}

export const MEMBERSHIP_UK: MembershipParts = {
  club: [
    'Туристичний клуб «Карпатський слід»',
    'м. Івано-Франківськ, вул. Незалежності, 34, офіс 12',
    'тел. +380 50 317 44 09, karpatskyi-slid.org.ua',
  ],
  title: ['ЗАЯВА', 'про вступ до клубу'],
  intro:
    'Прошу прийняти мене до членів туристичного клубу «Карпатський слід». Зі статутом клубу та правилами безпеки в походах ознайомлена і зобов’язуюся їх дотримуватися.',
  photo: 'Фото 3×4',
  personalHead: '1. Особисті дані',
  personal: [
    [
      ['Прізвище', 'Ткачук', 1],
      ['Ім’я', 'Оксана', 1],
    ],
    [
      ['По батькові', 'Василівна', 1],
      ['Дата народження', '14.07.1991', 1],
    ],
    [
      ['Телефон', '+380 67 205 31 88', 1],
      ['Електронна пошта', 'o.tkachuk@ukr.net', 1],
    ],
    [['Адреса проживання', 'м. Івано-Франківськ, вул. Мазепи, 71, кв. 9', 1]],
  ],
  choices: [
    ['2. Вид членства', ['повне, 1200 грн на рік', 'студентське, 600 грн на рік', 'сімейне, 2000 грн на рік'], [0]],
    ['3. Які види туризму вас цікавлять?', ['пішохідний', 'гірський', 'велосипедний', 'водний', 'лижний', 'скелелазіння'], [0, 1, 4]],
    ['4. Ваш досвід походів', ['немає', 'до п’яти походів', 'понад п’ять походів', 'маю спортивний розряд'], [1]],
  ],
  emergencyHead: '5. Кому повідомити в разі надзвичайної ситуації',
  emergency: [
    ['Ім’я та прізвище', 'Андрій Ткачук', 2],
    ['Ким доводиться', 'чоловік', 1],
    ['Телефон', '+380 97 118 62 40', 1.4],
  ],
  health: [
    '6. Чи маєте ви захворювання або алергії, про які має знати керівник походу?',
    ['так', 'ні'],
    true,
    ['Якщо так, зазначте', 'алергія на укуси бджіл, завжди маю з собою ліки', 1],
  ],
  consent:
    'Даю згоду на обробку моїх персональних даних з метою обліку членів клубу та організації походів відповідно до Закону України «Про захист персональних даних».',
  signed: [
    ['Дата', '21.03.2026', 1],
    ['Підпис', '', 1],
  ],
  office: [
    'Заповнює правління клубу',
    [
      ['Членський квиток №', '', 1],
      ['Дата прийняття', '', 1],
      ['Внесок сплачено', '', 1],
    ],
  ],
};
