// The sealed part's questions and answers, written for this set: a town library's leaflet of
// frequently asked questions in two columns, with its opening hours in a box below (pl). Every line
// of the page; the template numbers the questions.

export interface FaqParts {
  library: [string, string];
  title: string;
  intro: string;
  questions: Array<[string, string]>;
  hours: [string, Array<[string, string]>];
  contact: string;
}

export const FAQ_PL: FaqParts = {
  library: ['Miejska Biblioteka Publiczna w Skarżynie', 'Wypożyczalnia dla dorosłych, Czytelnia, Oddział dla dzieci'],
  title: 'Najczęściej zadawane pytania',
  intro:
    'Zebraliśmy tu odpowiedzi na pytania, które czytelnicy zadają nam najczęściej. Jeśli nie znajdziesz tego, czego szukasz, zapytaj bibliotekarza przy ladzie albo napisz do nas.',
  questions: [
    [
      'Jak mogę zapisać się do biblioteki?',
      'Wystarczy przyjść do dowolnej filii z dowodem osobistym lub innym dokumentem ze zdjęciem i wypełnić krótką deklarację. Karta biblioteczna jest bezpłatna i ważna we wszystkich placówkach. Dzieci do 13. roku życia zapisuje rodzic lub opiekun prawny.',
    ],
    [
      'Ile książek mogę wypożyczyć jednocześnie?',
      'Czytelnik może mieć na koncie do dziesięciu książek oraz pięciu audiobooków lub filmów. Nowości, oznaczone zieloną naklejką na grzbiecie, wypożyczamy najwyżej po dwie naraz.',
    ],
    [
      'Na jak długo wypożyczacie książki?',
      'Standardowy termin zwrotu to 30 dni, a w przypadku nowości 14 dni. Termin można dwukrotnie przedłużyć, o ile na daną pozycję nie czeka inny czytelnik.',
    ],
    [
      'Jak przedłużyć termin zwrotu?',
      'Najprościej w katalogu internetowym, po zalogowaniu się numerem karty i hasłem. Można też zadzwonić do wypożyczalni lub napisać do niej e-mail, podając numer karty.',
    ],
    [
      'Co się stanie, jeśli oddam książkę po terminie?',
      'Za każdy dzień zwłoki naliczamy 20 groszy od jednej pozycji. Dopóki opłata nie zostanie uregulowana, konto jest zablokowane i nie można wypożyczać kolejnych materiałów.',
    ],
    [
      'Zgubiłem kartę. Co teraz?',
      'Prosimy jak najszybciej zgłosić to w bibliotece, abyśmy mogli zablokować kartę. Duplikat wydajemy od ręki za opłatą 5 zł.',
    ],
    [
      'Czy mogę zarezerwować książkę, która jest wypożyczona?',
      'Tak. Rezerwację złożysz w katalogu lub przy ladzie. Gdy książka wróci, wyślemy Ci SMS lub e-mail i będziemy ją dla Ciebie trzymać przez siedem dni.',
    ],
    [
      'Czy sprowadzacie książki z innych bibliotek?',
      'Tak, w ramach wypożyczeń międzybibliotecznych sprowadzamy publikacje, których nie ma w naszych zbiorach. Usługa jest bezpłatna, pokrywamy także koszt przesyłki, a na książkę czeka się zwykle od dwóch do czterech tygodni.',
    ],
    [
      'Czy mogę skorzystać z komputera i drukarki?',
      'W czytelni są cztery stanowiska komputerowe z dostępem do internetu, bezpłatne do dwóch godzin dziennie. Wydruk lub kopia czarno-biała kosztuje 30 groszy za stronę.',
    ],
    [
      'Czy biblioteka jest dostępna dla osób z niepełnosprawnościami?',
      'Budynek główny ma windę, a przy wejściu znajduje się podjazd. Osobom, które nie mogą do nas przyjść, w ramach usługi „Książka na telefon” dowozimy książki do domu raz w miesiącu.',
    ],
  ],
  hours: [
    'Godziny otwarcia',
    [
      ['Poniedziałek – piątek', '9:00–19:00'],
      ['Sobota', '9:00–14:00'],
      ['Niedziele i święta', 'nieczynne'],
    ],
  ],
  contact: 'ul. Słowackiego 7, 26-110 Skarżyn, tel. 41 252 63 10, e-mail: wypozyczalnia@biblioteka.skarzyn.pl',
};
