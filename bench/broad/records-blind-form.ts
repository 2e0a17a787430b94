// The blind part's form, written for this set: a family doctors' practice asks its patients what
// they think of it (uk). A filled-in questionnaire: ticked options, a grid of statements rated from
// 1 to 5, yes or no questions and a typed wish. The ticks are drawn by templates-blind-form.ts.

export interface SurveyParts {
  clinic: string[];
  title: string;
  intro: string;
  /** Section heading, then questions: the question, its options, the ticked one. */
  general: [string, Array<[string, string[], number]>];
  /** Section heading, the scale's legend, the grid's first column heading, then statements and their mark (1 to 5). */
  ratings: [string, string, string, Array<[string, number]>];
  /** Section heading, the two answers, then questions and whether the first answer is ticked. */
  yesNo: [string, [string, string], Array<[string, boolean]>];
  wish: [string, string];
  date: string;
  thanks: string;
}

export const SURVEY_UK: SurveyParts = {
  clinic: [
    'КНП «Центр первинної медико-санітарної допомоги № 2» Вінницької міської ради',
    'Амбулаторія загальної практики сімейної медицини № 5, вул. Келецька, 61',
  ],
  title: 'Анкета пацієнта щодо якості медичного обслуговування',
  intro:
    'Шановні пацієнти! Просимо Вас відповісти на запитання цієї анкети. Вона анонімна, а Ваші відповіді допоможуть нам покращити роботу амбулаторії. Позначте обраний варіант у відповідній клітинці.',
  general: [
    '1. Загальні відомості',
    [
      ['Ваш вік', ['до 18 років', 'від 18 до 35', 'від 36 до 60', 'понад 60 років'], 2],
      ['Стать', ['жіноча', 'чоловіча'], 0],
      ['Як часто Ви звертаєтеся до лікаря?', ['раз на рік і рідше', 'кілька разів на рік', 'щомісяця'], 1],
    ],
  ],
  ratings: [
    '2. Оцініть, будь ласка, нашу роботу',
    'Оцінка 1 означає, що Ви зовсім не задоволені, оцінка 5 — що задоволені повністю.',
    'Твердження',
    [
      ['Можливість записатися на прийом у зручний час', 4],
      ['Час очікування біля кабінету', 3],
      ['Уважність і ввічливість сімейного лікаря', 5],
      ['Зрозумілість пояснень щодо лікування', 5],
      ['Робота медичної сестри', 4],
      ['Чистота та облаштування приміщень', 4],
      ['Доступність для людей з інвалідністю', 2],
      ['Робота реєстратури й телефонної лінії', 3],
    ],
  ],
  yesNo: [
    '3. Дайте відповідь «так» або «ні»',
    ['так', 'ні'],
    [
      ['Чи підписали Ви декларацію з лікарем, у якого лікуєтеся?', true],
      ['Чи записуєтеся Ви на прийом через електронну систему?', false],
      ['Чи отримували Ви електронний рецепт за програмою «Доступні ліки»?', true],
      ['Чи порадите Ви нашу амбулаторію своїм знайомим?', true],
    ],
  ],
  wish: [
    '4. Ваші побажання та пропозиції',
    'Було б добре подовжити прийом у суботу хоча б до 14:00 і поставити біля входу лавку для літніх людей. Дякую лікарці Ковальчук за уважність і терпіння.',
  ],
  date: 'Дата заповнення: 16.03.2026',
  thanks: 'Дякуємо за участь в опитуванні! Заповнену анкету опустіть у скриньку біля реєстратури.',
};
