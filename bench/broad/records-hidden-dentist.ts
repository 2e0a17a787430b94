// The hidden part's dentist's invoice (cs), written for this set and sharing no sentence with any
// other part: a Brno dental practice's invoice to a patient for the treatments his health insurer
// does not pay (hygiene, white fillings, a root canal treatment), visit by visit with the tooth's
// number, the deposit he paid, the bank details with a QR payment code and the VAT exemption.
// Counts and prices are drawn from a seed by templates-hidden-dentist.ts. The plumber's invoice and
// the till receipt (pt, uk): records-hidden-money.ts.

export interface DentistParts {
  practice: [string, string];
  /** The invoice's title and the labels of its number, dates, variable symbol and payment. */
  title: string;
  refs: [string, string, string, string, string];
  dates: [string, string];
  paidBy: string;
  /** The supplier's and the patient's boxes: heading and lines. */
  supplier: [string, string[]];
  patient: [string, string[]];
  columns: [string, string, string, string, string, string];
  /** The visit's date, the tooth (or a dash), what was done, least and most count, least and most price in crowns. */
  items: Array<[string, string, string, number, number, number, number]>;
  /** Labels: total, deposit paid (and its sum), left to pay. */
  sums: [string, string, string];
  deposit: number;
  /** The QR code's label, the bank's lines. */
  bank: [string, string[]];
  notes: string[];
  foot: string;
}

export const DENTIST_CS: DentistParts = {
  practice: ['Zubní ordinace Lesná s.r.o.', 'MUDr. Petra Šimková · MDDr. Ondřej Hrubý'],
  title: 'Faktura',
  refs: ['Číslo faktury', 'Datum vystavení', 'Datum splatnosti', 'Variabilní symbol', 'Forma úhrady'],
  dates: ['20. 3. 2026', '3. 4. 2026'],
  paidBy: 'bankovním převodem',
  supplier: ['Dodavatel', ['Zubní ordinace Lesná s.r.o.', 'Okružní 712/21, 638 00 Brno', 'IČO 07418263 · DIČ CZ07418263']],
  patient: ['Pacient', ['Tomáš Dvořák', 'Haškova 1187/5, 638 00 Brno', 'Zdravotní pojišťovna 111']],
  columns: ['Datum', 'Zub', 'Výkon', 'Počet', 'Cena za kus', 'Celkem'],
  items: [
    ['3. 3. 2026', '—', 'Dentální hygiena, vstupní ošetření', 1, 1, 1400, 1900],
    ['3. 3. 2026', '36', 'Fotokompozitní výplň, dvě plošky', 1, 1, 1800, 2600],
    ['3. 3. 2026', '36', 'Lokální anestezie', 1, 1, 150, 250],
    ['10. 3. 2026', '14', 'Fotokompozitní výplň, jedna ploška', 1, 1, 1200, 1700],
    ['10. 3. 2026', '—', 'Intraorální rentgenový snímek', 1, 2, 250, 400],
    ['10. 3. 2026', '—', 'Pískování, odstranění pigmentací', 1, 1, 600, 900],
    ['17. 3. 2026', '46', 'Strojové ošetření kořenového kanálku', 2, 3, 1600, 2200],
    ['17. 3. 2026', '46', 'Izolace zubu kofferdamem', 1, 1, 250, 350],
    ['17. 3. 2026', '—', 'Mezizubní kartáčky, balení 6 kusů', 1, 2, 120, 180],
  ],
  sums: ['Celkem k úhradě', 'Uhrazeno zálohou', 'Zbývá uhradit'],
  deposit: 2000,
  bank: ['QR Platba', ['Fio banka, a.s.', 'Číslo účtu 2801749215/2010', 'IBAN CZ65 2010 0000 0028 0174 9215']],
  notes: [
    'Zdravotní služby jsou osvobozeny od daně z přidané hodnoty podle § 58 zákona č. 235/2004 Sb.',
    'Výkony uvedené na faktuře nehradí veřejné zdravotní pojištění; o jejich ceně byl pacient předem informován a souhlasil s ní.',
    'Při platbě uvádějte variabilní symbol. Děkujeme, že využíváte služeb naší ordinace.',
  ],
  foot: 'Společnost je zapsána v obchodním rejstříku u Krajského soudu v Brně, oddíl C, vložka 118274 · recepce@ordinace-lesna.cz · tel. 541 226 390',
};
