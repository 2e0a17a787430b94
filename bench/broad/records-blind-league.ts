// The blind part's league table, written for this set: a regional futsal league's first division
// after its 14th round (ru). Only the teams, the top scorers and the notes are written here: the
// scores are drawn from a seed by templates-blind-grids.ts and the table is counted from them, so its
// points, wins and goals always add up.

export interface StandingsParts {
  league: string;
  title: string;
  subtitle: string;
  columns: string[];
  /** Team and town; the table is counted from seeded scores of a round robin. */
  teams: Array<[string, string]>;
  round: string;
  scorers: [string, Array<[string, string, number]>];
  notes: string[];
}

export const STANDINGS_RU: StandingsParts = {
  league: 'Ассоциация мини-футбола Вологодской области',
  title: 'Первенство области по мини-футболу, сезон 2025/26, высшая лига',
  subtitle: 'Турнирная таблица после 14-го тура (на 16 марта 2026 года)',
  columns: ['Место', 'Команда', 'Город', 'И', 'В', 'Н', 'П', 'Мячи', 'Очки'],
  teams: [
    ['Молот', 'Череповец'],
    ['Вымпел', 'Вологда'],
    ['Шексна', 'Шексна'],
    ['Динамо-Сокол', 'Сокол'],
    ['Энергия', 'Кадуй'],
    ['Спартак', 'Великий Устюг'],
    ['Лесник', 'Тотьма'],
    ['Металлург-Ветеран', 'Череповец'],
    ['Строитель', 'Вологда'],
    ['Локомотив', 'Бабаево'],
    ['Заря', 'Грязовец'],
    ['Северянка', 'Харовск'],
  ],
  round: 'Результаты 14-го тура',
  scorers: [
    'Лучшие бомбардиры',
    [
      ['Андрей Колесов', 'Вымпел', 21],
      ['Илья Смирнов', 'Молот', 18],
      ['Дмитрий Ершов', 'Шексна', 16],
      ['Роман Пахомов', 'Энергия', 14],
      ['Евгений Лузин', 'Спартак', 13],
    ],
  ],
  notes: [
    'При равенстве очков места распределяются по разнице забитых и пропущенных мячей, затем по числу забитых мячей.',
    'Матчи 15-го тура состоятся 21 и 22 марта 2026 года. Расписание опубликовано на сайте ассоциации.',
  ],
};
