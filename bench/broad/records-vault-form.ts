// The vault part's form, written for this set: an application to a Czech city's vehicle register to
// enter a used car brought in from another EU country (cs), filled in by its owner: her details, the
// car's, the plate and the reason asked for, the papers enclosed, the declaration, date and signature,
// and the office's box left empty. A date's day, month and year sit each in its own box.

/** A field: label and value; or a question: label, options and the ticked ones. */
export type FormRow = [string, string] | [string, string[], number[]];

export interface RegistrationParts {
  office: string[];
  /** The empty box for the office's stamp: its label. */
  stamp: string;
  title: [string, string];
  sections: Array<[string, FormRow[]]>;
  declaration: string;
  /** Place and date (a field), and the signature's label. */
  signed: [[string, string], string];
  /** The office's box: heading and its empty fields' labels. */
  clerk: [string, string[]];
}

export const REGISTRATION_CS: RegistrationParts = {
  office: ['Magistrát města Olomouce', 'Odbor dopravy a územního rozvoje, oddělení registru vozidel', 'Hynaisova 10, 779 11 Olomouc'],
  stamp: 'Podací razítko',
  title: [
    'ŽÁDOST O ZÁPIS SILNIČNÍHO VOZIDLA DO REGISTRU SILNIČNÍCH VOZIDEL',
    'podle § 6 zákona č. 56/2001 Sb., o podmínkách provozu vozidel na pozemních komunikacích',
  ],
  sections: [
    [
      'Vlastník vozidla',
      [
        ['Jméno a příjmení nebo název', 'Kateřina Dvořáková'],
        ['Rodné číslo nebo IČO', '885417/0236'],
        ['Adresa pobytu nebo sídla', 'Třída Svornosti 912/14, 779 00 Olomouc'],
        ['Telefon a e-mail', '+420 604 218 377, k.dvorakova@seznam.cz'],
        ['Provozovatel vozidla', ['je totožný s vlastníkem', 'je jiná osoba (vyplňte přílohu č. 1)'], [0]],
      ],
    ],
    [
      'Údaje o vozidle',
      [
        ['Druh vozidla', ['osobní automobil', 'motocykl', 'nákladní automobil', 'přípojné vozidlo'], [0]],
        ['Tovární značka a typ', 'Škoda Octavia Combi 2.0 TDI'],
        ['Identifikační číslo (VIN)', 'TMBJJ7NE4R0218853'],
        ['Barva', 'šedá metalíza'],
        ['Datum první registrace', '22 05 2024'],
        ['Číslo technického průkazu', 'UG 418762'],
        ['Stav tachometru v km', '38 412'],
      ],
    ],
    [
      'Požadavky a důvod zápisu',
      [
        ['Registrační značka', ['přidělit běžnou', 'na přání (uveďte v příloze)', 'převzít z vyřazeného vozidla'], [0]],
        ['Důvod zápisu', ['nové vozidlo', 'dovoz ze státu EU', 'dovoz ze třetí země', 'návrat z vyřazení'], [1]],
      ],
    ],
    [
      'Přílohy',
      [
        [
          '',
          [
            'doklad o pojištění odpovědnosti',
            'technický průkaz',
            'protokol o evidenční kontrole',
            'doklad o zaplacení poplatku',
            'plná moc',
          ],
          [0, 1, 2, 3],
        ],
      ],
    ],
  ],
  declaration:
    'Prohlašuji, že všechny údaje uvedené v této žádosti jsou pravdivé a úplné a že vozidlo není zapsáno v registru jiného státu. Beru na vědomí, že za nepravdivé údaje mi hrozí pokuta podle zákona o přestupcích.',
  signed: [['V Olomouci dne', '09 03 2026'], 'Podpis žadatele'],
  clerk: ['Vyplní úřad', ['Přidělená registrační značka', 'Správní poplatek zaplacen', 'Vyřizuje', 'Číslo jednací']],
};
