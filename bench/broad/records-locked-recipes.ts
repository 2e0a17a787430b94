// The locked part's cookbook page (pl), written for this set: three recipes of the Subcarpathian
// kitchen (soda flatbreads, sauerkraut fritters, buckwheat and curd cheese dumplings), each with its
// note, servings and time, ingredients, numbered steps and a tip, under the book's running head and
// over its page number. The classified ads (ru): records-locked-classifieds.ts.

export interface RecipesParts {
  /** The running head: the book at the left, the chapter at the right. */
  running: [string, string];
  /** Name, note, servings and time, ingredients (groups: a heading, possibly empty, and items), steps, tip. */
  recipes: Array<[string, string, string, Array<[string, string[]]>, string[], string]>;
  tipLabel: string;
  page: string;
}

export const RECIPES_PL: RecipesParts = {
  running: ['Smaki Podkarpacia', 'Dania z mąki i kapusty'],
  tipLabel: 'Wskazówka:',
  recipes: [
    [
      'Proziaki',
      'Płaskie placki na sodzie, dawniej pieczone na blasze kuchni węglowej. Najlepsze jeszcze ciepłe, przekrojone i posmarowane masłem czosnkowym.',
      '12 sztuk · 40 minut',
      [
        [
          '',
          [
            '500 g mąki pszennej',
            '400 ml kefiru lub zsiadłego mleka',
            '1 jajko',
            '1 płaska łyżeczka sody oczyszczonej',
            '1 łyżeczka cukru',
            'pół łyżeczki soli',
          ],
        ],
      ],
      [
        'Mąkę przesiej do miski, dodaj sodę, cukier i sól, wymieszaj.',
        'Wlej kefir, wbij jajko i szybko zagnieć miękkie ciasto. Nie wyrabiaj go za długo, bo placki nie wyrosną.',
        'Ciasto rozwałkuj na grubość półtora centymetra i wykrawaj szklanką krążki albo pokrój je nożem w kwadraty.',
        'Piecz na suchej, dobrze rozgrzanej patelni lub blasze około 5 minut z każdej strony, aż urosną i lekko się zrumienią.',
      ],
      'Masło czosnkowe: 100 g miękkiego masła utrzyj z dwoma przeciśniętymi ząbkami czosnku, szczyptą soli i posiekanym koperkiem.',
    ],
    [
      'Fuczki z kiszonej kapusty',
      'Placki znane w Bieszczadach i na Łemkowszczyźnie, smażone dawniej na oleju lnianym.',
      '4 osoby · 30 minut',
      [
        [
          '',
          [
            '500 g kiszonej kapusty',
            '2 szklanki mąki pszennej',
            '1 szklanka maślanki',
            '2 jajka',
            '1 łyżeczka kminku',
            'sól i pieprz',
            'olej rzepakowy do smażenia',
          ],
        ],
      ],
      [
        'Kapustę odciśnij i drobno posiekaj; jeśli jest bardzo kwaśna, przepłucz ją wcześniej zimną wodą.',
        'W misce wymieszaj mąkę z maślanką i jajkami na gęste ciasto, jak na racuchy.',
        'Dodaj kapustę i kminek, dopraw solą i pieprzem.',
        'Nakładaj ciasto łyżką na rozgrzany olej i smaż na średnim ogniu po 3 minuty z każdej strony, aż placki będą złote.',
      ],
      'Fuczki podaje się same albo z kwaśną śmietaną. W post jadano je bez jajek, z wodą zamiast maślanki.',
    ],
    [
      'Pierogi z kaszą gryczaną i twarogiem',
      'Farsz z kaszy i sera to podkarpacka klasyka; w wielu domach lepi się te pierogi na Wigilię i zamraża na cały styczeń.',
      'około 50 sztuk · 1,5 godziny',
      [
        ['Ciasto', ['400 g mąki pszennej', '200 ml ciepłej wody', '2 łyżki oleju', 'szczypta soli']],
        ['Farsz', ['150 g kaszy gryczanej', '250 g twarogu półtłustego', '1 duża cebula', '2 łyżki masła', 'sól i dużo pieprzu']],
      ],
      [
        'Kaszę ugotuj na sypko w osolonej wodzie i ostudź. Cebulę pokrój w kostkę i zeszklij na maśle.',
        'Kaszę wymieszaj z rozgniecionym twarogiem i połową cebuli, dopraw solą i pieprzem.',
        'Z mąki, wody, oleju i soli zagnieć gładkie, elastyczne ciasto i odłóż je na 20 minut pod miską.',
        'Rozwałkuj ciasto cienko, wykrawaj krążki, nakładaj farsz i dokładnie sklejaj brzegi.',
        'Gotuj partiami w dużym garnku osolonej wody przez 2 minuty od wypłynięcia. Podawaj z resztą cebuli.',
      ],
      'Pierogi nie skleją się w zamrażarce, jeśli najpierw zamrozisz je osobno na tacy oprószonej mąką.',
    ],
  ],
  page: '48',
};
