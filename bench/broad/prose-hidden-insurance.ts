// The hidden part's home insurance conditions (cs), written for this set and sharing no sentence
// with any other part: a page of an insurer's general conditions for household contents insurance,
// its articles on what is insured, where, against what, what is left out, the insured's duties, the
// limits (a table) and how claims are paid. The licence (en): prose-hidden.ts.

/** A paragraph: its text, or its text and the lettered points under it (numbered by the template). */
export type Paragraph = string | [string, string[]];

export interface ConditionsParts {
  /** The insurer and the conditions' code, over the rule. */
  running: [string, string];
  title: [string, string];
  /** Each article: its number, its name and its paragraphs. */
  articles: Array<[string, string, Paragraph[]]>;
  /** The limits table: the article it closes, its column heads and rows. */
  limits: [string, [string, string], Array<[string, string]>];
  /** The insurer's registration small at the foot, and the page. */
  foot: [string, string];
}

export const INSURANCE_CS: ConditionsParts = {
  running: ['Vltavská pojišťovna, a.s.', 'VPP DOM 2026'],
  title: ['Všeobecné pojistné podmínky pro pojištění domácnosti', 'Účinné od 1. ledna 2026'],
  articles: [
    [
      'Článek 1',
      'Úvodní ustanovení',
      [
        'Pojištění domácnosti, které sjednává Vltavská pojišťovna, a.s. (dále jen „pojistitel“), se řídí zákonem č. 89/2012 Sb., občanským zákoníkem, pojistnou smlouvou a těmito všeobecnými pojistnými podmínkami (dále jen „VPP“).',
        'Ujednání pojistné smlouvy mají přednost před ustanoveními VPP; odchylná ujednání musí být v pojistné smlouvě uvedena výslovně.',
      ],
    ],
    [
      'Článek 2',
      'Předmět pojištění',
      [
        'Pojištění se vztahuje na soubor movitých věcí, které tvoří zařízení domácnosti a slouží k jejímu provozu a k osobní potřebě pojištěného a osob, které s ním žijí ve společné domácnosti.',
        [
          'Pojištěny jsou rovněž:',
          [
            'a) stavební součásti bytu, které pojištěný pořídil nebo upravil na své náklady, zejména podlahové krytiny, obklady, vestavěné skříně a kuchyňské linky;',
            'b) cenné věci, peníze a ceniny, avšak jen do výše limitů uvedených v článku 7;',
            'c) jízdní kola, kočárky a invalidní vozíky ve společných prostorách domu, jsou-li uzamčeny k pevnému bodu.',
          ],
        ],
        'Pojištění se nevztahuje na motorová vozidla a jejich náhradní díly ani na věci, které pojištěný převzal za účelem opravy nebo prodeje.',
      ],
    ],
    [
      'Článek 3',
      'Místo pojištění',
      [
        'Místem pojištění je byt nebo rodinný dům uvedený v pojistné smlouvě, včetně sklepa, půdy a garáže, pokud jsou uzamčeny a užívá je výhradně pojištěný.',
        'Při stěhování v rámci České republiky platí pojištění po dobu 30 dnů zároveň v původním i v novém místě pojištění; změnu adresy je pojištěný povinen oznámit pojistiteli bez zbytečného odkladu.',
      ],
    ],
    [
      'Článek 4',
      'Pojistná nebezpečí',
      [
        [
          'Pojištění se sjednává pro případ poškození, zničení nebo ztráty pojištěné věci v důsledku:',
          [
            'a) požáru, výbuchu, úderu blesku nebo pádu letadla;',
            'b) vichřice o rychlosti větru nejméně 75 km/h, krupobití nebo tíhy sněhu;',
            'c) povodně nebo záplavy;',
            'd) vody vytékající z vodovodního zařízení;',
            'e) krádeže vloupáním nebo loupeže a vandalismu po vloupání.',
          ],
        ],
        'Pro povodeň a záplavu platí čekací doba 10 dnů od počátku pojištění.',
      ],
    ],
    [
      'Článek 5',
      'Výluky z pojištění',
      [
        [
          'Pojistitel neposkytne pojistné plnění za škody způsobené:',
          [
            'a) úmyslným jednáním pojištěného nebo osoby žijící s ním ve společné domácnosti;',
            'b) postupným působením vlhkosti, plísní, hmyzu nebo hlodavců;',
            'c) opotřebením, korozí nebo vadou, kterou věc měla již při sjednání pojištění;',
            'd) válečnými událostmi, vnitřními nepokoji nebo teroristickým činem.',
          ],
        ],
        'Za věci ponechané na balkoně, na lodžii nebo na volném prostranství se plnění neposkytuje.',
      ],
    ],
    [
      'Článek 6',
      'Povinnosti pojištěného',
      [
        [
          'Vedle povinností stanovených zákonem je pojištěný povinen:',
          [
            'a) udržovat zabezpečení bytu v rozsahu uvedeném v pojistné smlouvě a při odchodu z bytu uzamknout všechny vstupní dveře a zavřít okna;',
            'b) opouští-li byt na dobu delší než 72 hodin, uzavřít hlavní přívod vody;',
            'c) oznámit pojistiteli pojistnou událost bez zbytečného odkladu, nejpozději do 15 dnů;',
            'd) oznámit policii každou škodu způsobenou krádeží, loupeží nebo vandalismem;',
            'e) neměnit stav způsobený pojistnou událostí, dokud jej pojistitel neprohlédne, ledaže je změna nutná k zabránění dalším škodám.',
          ],
        ],
        'Poruší-li pojištěný některou z těchto povinností a mělo-li to vliv na vznik nebo rozsah škody, může pojistitel plnění přiměřeně snížit.',
      ],
    ],
    [
      'Článek 7',
      'Limity plnění',
      [
        'Pro jednotlivé skupiny věcí platí tyto limity plnění, nestanoví-li pojistná smlouva jinak:',
        'Limity platí pro jednu pojistnou událost; plnění ze všech pojistných událostí v jednom pojistném roce nepřesáhne pojistnou částku.',
      ],
    ],
    [
      'Článek 8',
      'Pojistné plnění',
      [
        'Při zničení nebo ztrátě věci vyplatí pojistitel částku odpovídající nové ceně věci v době pojistné události, sníženou o cenu použitelných zbytků.',
        'Při poškození věci uhradí pojistitel přiměřené náklady na její opravu, nejvýše však novou cenu věci.',
        'Plnění je splatné v české měně do 15 dnů od skončení šetření nutného ke zjištění rozsahu povinnosti pojistitele plnit.',
      ],
    ],
  ],
  limits: [
    'Článek 7',
    ['Skupina věcí', 'Limit plnění'],
    [
      ['Peníze a ceniny', '20 000 Kč'],
      ['Šperky, drahé kovy a drahé kameny', '100 000 Kč'],
      ['Umělecká díla a sbírky', '150 000 Kč'],
      ['Jízdní kola ve společných prostorách domu', '30 000 Kč'],
      ['Stavební součásti bytu', '10 % pojistné částky'],
    ],
  ],
  foot: [
    'Vltavská pojišťovna, a.s., Na Florenci 1332/23, 110 00 Praha 1, IČO 27645821, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 21907',
    'Strana 1 z 4',
  ],
};
