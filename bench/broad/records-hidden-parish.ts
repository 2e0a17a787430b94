// The hidden part's parish newsletter (pl), written for this set and sharing no sentence with any
// other part: a Tarnów parish's weekly for the fifth Sunday of Lent 2026 (22 March), with the
// parish priest's word on the Gospel of Lazarus, the week's announcements, the Mass intentions day
// by day, the parish news, the registers and the office's details in a box at the foot. The journal
// page (es): records-hidden-journal.ts.

export interface ParishParts {
  /** The newsletter's name, the parish, and the line on the band. */
  masthead: [string, string, string];
  /** The word on the Gospel: heading, paragraphs and who wrote it. */
  word: [string, string[], string];
  announcements: [string, string[]];
  /** The intentions: heading, then each day's name and its Masses (hour, intention). */
  intentions: [string, Array<[string, Array<[string, string]>]>];
  news: [string, string[]];
  /** The parish registers: heading, then who was baptised, married and buried. */
  books: [string, string[]];
  office: string[];
}

export const PARISH_PL: ParishParts = {
  masthead: [
    'Głos z Wieży',
    'Tygodnik Parafii Najświętszego Serca Pana Jezusa w Tarnowie',
    'Nr 12 (845) · 22 marca 2026 · V Niedziela Wielkiego Postu',
  ],
  word: [
    'Słowo na niedzielę',
    [
      'Ewangelia tej niedzieli prowadzi nas do Betanii, do domu Marty, Marii i Łazarza. Jezus przychodzi tam za późno – tak przynajmniej uważają siostry, które witają Go z wyrzutem: „Panie, gdybyś tu był, mój brat by nie umarł”.',
      'Zanim jednak Jezus każe odsunąć kamień od grobu, sam płacze razem z nimi. To krótkie zdanie mówi o Bogu więcej niż niejeden gruby traktat: On nie stoi z boku naszego cierpienia, ale wchodzi w nie razem z nami.',
      'Przed nami ostatnie dwa tygodnie Wielkiego Postu. Każdy z nas ma jakiś kamień, który trzeba odsunąć: żal do kogoś bliskiego, odkładaną spowiedź, słowo, którego nie umiemy wypowiedzieć. Niech tegoroczne rekolekcje pomogą nam go ruszyć z miejsca.',
    ],
    'ks. Marek Wójcik, proboszcz',
  ],
  announcements: [
    'Ogłoszenia duszpasterskie',
    [
      'Dziś rozpoczynamy rekolekcje wielkopostne, które poprowadzi o. Grzegorz Lis, kapucyn z Krakowa. Nauki rekolekcyjne dziś na wszystkich Mszach Świętych, a od poniedziałku do środy o 9:00 i o 18:00.',
      'Spowiedź w czasie rekolekcji w poniedziałek i wtorek od 17:00 do 18:00, a w środę od 16:00. Będzie spowiadać kilku księży z dekanatu.',
      'Droga Krzyżowa w piątek o 17:00 dla dzieci i o 18:30 dla dorosłych. Gorzkie Żale z kazaniem pasyjnym w niedzielę o 17:15.',
      'W przyszłą niedzielę, Niedzielę Palmową, przed Mszą o 11:00 poświęcenie palm przy grocie. Zapraszamy rodziny z dziećmi; najpiękniejsze palmy zostaną nagrodzone.',
      'Parafialny zespół Caritas prosi o produkty z długim terminem przydatności do paczek świątecznych dla osób samotnych. Dary można składać w kruchcie do 29 marca.',
      'Kancelaria parafialna w czasie rekolekcji będzie czynna tylko we wtorek od 9:00 do 11:00.',
      'Bóg zapłać za ofiary złożone w ubiegłą niedzielę na remont organów; zebraliśmy 8 420 zł.',
    ],
  ],
  intentions: [
    'Intencje mszalne',
    [
      [
        'Poniedziałek, 23 marca',
        [
          ['7:00', '† Helena Kmieć w 1. rocznicę śmierci'],
          ['18:00', '† Józef i Maria Bielawscy'],
        ],
      ],
      [
        'Wtorek, 24 marca',
        [
          ['7:00', 'Za parafian'],
          ['18:00', 'O Boże błogosławieństwo dla Zuzanny w 18. rocznicę urodzin'],
        ],
      ],
      [
        'Środa, 25 marca, Zwiastowanie Pańskie',
        [
          ['7:00', '† Tadeusz Gawron'],
          ['18:00', 'Dziękczynna za dar życia Julii i Antoniego'],
        ],
      ],
      [
        'Czwartek, 26 marca',
        [
          ['7:00', '† Krystyna Mazur, od sąsiadów z bloku'],
          ['18:00', '† Władysław Pietras w 10. rocznicę śmierci'],
        ],
      ],
      [
        'Piątek, 27 marca',
        [
          ['7:00', 'O nawrócenie Pawła'],
          ['18:00', '† Bronisława i Kazimierz Dudkowie'],
        ],
      ],
      [
        'Sobota, 28 marca',
        [
          ['7:00', '† Ewa Sowa'],
          ['18:00', 'Za zmarłych z rodziny Kwiatkowskich'],
        ],
      ],
    ],
  ],
  news: [
    'Z życia parafii',
    [
      'W sobotę 14 marca dwudziestu dwóch ministrantów i lektorów zagrało w dekanalnym turnieju halowej piłki nożnej. Nasza drużyna zajęła drugie miejsce, ustępując tylko parafii z Mościc. Gratulujemy!',
      'Schola dziecięca zaprasza nowych członków: próby w czwartki o 16:30 w salce pod kościołem. Wystarczą chęci i dobry humor.',
    ],
  ],
  books: [
    'Z ksiąg parafialnych',
    [
      'Przez chrzest święty do wspólnoty Kościoła zostali przyjęci: Lena Mróz, Jan Kowalczyk i Szymon Bednarz.',
      'Sakramentalny związek małżeński zawarli: Katarzyna Pająk i Michał Ryba.',
      'Odeszli do Pana: † Zofia Kurek, lat 87; † Stanisław Wrona, lat 74. Wieczny odpoczynek racz im dać, Panie.',
    ],
  ],
  office: [
    'Kancelaria parafialna: wtorek–piątek 9:00–11:00 i 16:00–17:30',
    'Numer konta: 48 1240 4722 1111 0000 5317 2284',
    'Redakcja: ks. Marek Wójcik, Agnieszka Rzepka · glos@nspj-tarnow.pl · Ofiara 2 zł',
  ],
};
