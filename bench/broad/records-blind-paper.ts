// The blind part's journal paper, written for this set: the frame of the first page of a paper on
// the silting of small ponds in the Bohemian-Moravian Highlands (cs): the journal's running head, the
// title, the authors and their institutes, the abstract, a table of six ponds and the footnotes. Its
// body (the numbered sections) is in prose-blind.ts.

export interface JournalParts {
  journal: string;
  folio: string;
  kind: string;
  title: string;
  authors: string;
  affiliations: string[];
  abstract: [string, string];
  keywords: string;
  table: [string, string[], string[][]];
  footnotes: string[];
  received: string;
}

export const JOURNAL: JournalParts = {
  journal: 'Vodní hospodářství a krajina, ročník 58 (2026), číslo 2',
  folio: '41',
  kind: 'Původní vědecká práce',
  title: 'Zanášení malých vodních nádrží na Českomoravské vrchovině a jeho příčiny',
  authors: 'Tereza Vondráčková¹, Pavel Šimek² a Lucie Machalová¹',
  affiliations: [
    '¹ Ústav vodního hospodářství krajiny, Fakulta stavební, Vysoké učení technické v Brně',
    '² Výzkumný ústav meliorací a ochrany půdy, Praha-Zbraslav',
  ],
  abstract: [
    'Abstrakt',
    'Studie hodnotí zanášení dvanácti malých vodních nádrží v povodí horní Jihlavy a Oslavy. Mocnost sedimentu byla změřena sondováním, stáří vrstev určeno podle aktivity cesia 137. Nádrže ztratily v průměru 31 % objemu a rychlost zanášení dosáhla 9,4 mm za rok. Rozhodujícími činiteli byly podíl orné půdy a sklon svahů v povodí; zatravněné pásy podél toků zanášení zpomalovaly přibližně o polovinu.',
  ],
  keywords: 'Klíčová slova: malé vodní nádrže, sediment, eroze půdy, zadržování vody v krajině, Českomoravská vrchovina',
  table: [
    'Tab. 1 Vybrané nádrže: plocha, podíl orné půdy v povodí, mocnost sedimentu a ztráta objemu',
    ['Nádrž', 'Plocha (ha)', 'Orná půda (%)', 'Sediment (m)', 'Ztráta objemu (%)'],
    [
      ['Skřítek', '1,2', '86', '1,65', '58'],
      ['Nový Dvůr', '6,8', '41', '0,52', '19'],
      ['Dolní Mlýnský', '2,4', '63', '0,94', '37'],
      ['Pařezák', '0,4', '22', '0,18', '9'],
      ['Horní Kněžský', '3,1', '55', '0,71', '28'],
      ['Bahňák', '1,7', '72', '1,12', '44'],
    ],
  ],
  footnotes: [
    '³ Podle Rybářského sdružení klesá výlov z rybníků se silnou vrstvou sedimentu až o čtvrtinu.',
    '⁴ Jádra byla odebrána trubkovým vzorkovačem o průměru 60 mm a rozdělena na vrstvy po 5 cm.',
    '⁵ Šířku pásů jsme ověřili v terénu v létě 2024, protože letecké snímky zachycují i pásy mezitím rozorané.',
  ],
  received: 'Rukopis přijat 12. 1. 2026, po recenzi přijat k publikaci 3. 3. 2026. Kontakt: vondrackova.t@vutbr.cz',
};
