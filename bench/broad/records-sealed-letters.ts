// The sealed part's letters, written for this set: a customer's complaint about a damaged dining
// table (en) and a building firm's reference for a former estimator (cs). The landlord's notice of a
// rent change (ru): records-sealed-rent.ts. Every line of each page.

export interface ComplaintParts {
  sender: string[];
  date: string;
  via: string;
  recipient: string[];
  refs: Array<[string, string]>;
  greeting: string;
  subject: string;
  before: string[];
  faults: string[];
  after: string[];
  closing: string;
  name: string;
  enclosures: string;
}

export const COMPLAINT_EN: ComplaintParts = {
  sender: ['Flat 3, 18 Ashgrove Terrace', 'Harrowby', 'HB4 7QE', 'rachel.okonkwo@mailbox.example', '07700 900418'],
  date: '23 March 2026',
  via: 'By email and recorded delivery',
  recipient: ['Customer Relations', 'Oakhill Home Furnishings Ltd', 'Unit 12, Marlpit Business Park', 'Stanford Road', 'Dunmere DN3 8LT'],
  refs: [
    ['Order number', 'OHF-2026-448217'],
    ['Delivered', '17 March 2026'],
  ],
  greeting: 'Dear Sir or Madam,',
  subject: 'Damaged dining table and late delivery',
  before: [
    'On 2 February 2026 I ordered an extending oak dining table and six matching chairs from your website for a total of £1,486.00, including delivery. Your confirmation promised delivery within four weeks. The goods arrived on 17 March, more than two weeks late, and only after I had phoned your call centre three times.',
    'When your drivers unpacked the table, I found the following faults, which I pointed out to them at once and which they noted on the delivery sheet:',
  ],
  faults: [
    'a crack about 20 cm long across the extension leaf;',
    'a deep scratch and two dents along the front edge of the top;',
    'one chair with a loose back rail that moves when anyone sits down;',
    'two of the eight fixing bolts missing from the fitting kit.',
  ],
  after: [
    'Under the Consumer Rights Act 2015, goods must be of satisfactory quality and as described. The table is neither, and I am therefore entitled to a remedy. I would like you to replace the table top and the faulty chair with new ones, deliver them on a day agreed with me in advance, and collect the damaged parts at your own cost.',
    'I also ask for a refund of the £59.00 delivery charge, since you did not deliver within the time you promised. Please confirm in writing within 14 days of the date of this letter how you intend to put matters right. If I have not heard from you by then, I will refer my complaint to the furniture ombudsman.',
  ],
  closing: 'Yours faithfully,',
  name: 'Rachel Okonkwo',
  enclosures: 'Enclosures: copy of the order confirmation; delivery sheet signed by your drivers; six photographs of the damage.',
};

export interface ReferenceParts {
  firm: [string, string];
  contact: string[];
  place: string;
  title: string;
  greeting: string;
  body: string[];
  closing: string;
  signer: [string, string];
  legal: string;
}

export const REFERENCE_CS: ReferenceParts = {
  firm: ['STAVOS Brno, s.r.o.', 'stavební a montážní práce'],
  contact: ['Křenová 58, 602 00 Brno', 'tel. 543 212 870', 'info@stavos-brno.cz'],
  place: 'V Brně dne 18. března 2026',
  title: 'DOPORUČENÍ',
  greeting: 'Vážená paní, vážený pane,',
  body: [
    'paní Ing. Lucie Dvořáková pracovala v naší společnosti od 1. září 2019 do 28. února 2026, nejprve jako rozpočtářka a od roku 2022 jako vedoucí přípravy zakázek. Pracovní poměr skončil dohodou na její vlastní žádost, protože se s rodinou stěhuje do Olomouce.',
    'Paní Dvořáková odpovídala za nabídkové rozpočty veřejných i soukromých zakázek v hodnotě od několika set tisíc až po desítky milionů korun. Vedla tříčlenný tým, jednala s projektanty a subdodavateli a připravovala podklady pro výběrová řízení. Díky její pečlivosti se nám podařilo výrazně snížit počet víceprací, s nimiž rozpočet nepočítal.',
    'Oceňujeme především její spolehlivost, samostatnost a schopnost dodržet termíny i v náročných obdobích. Výborně ovládá rozpočtový program KROS a tabulkový procesor Excel, vyzná se v projektové dokumentaci i v předpisech o zadávání veřejných zakázek. Mezi kolegy byla oblíbená pro svou vstřícnost a ochotu poradit mladším spolupracovníkům.',
    'Paní Dvořákovou bez výhrad doporučujeme každému zaměstnavateli. V případě potřeby rád poskytnu další informace na uvedeném telefonním čísle.',
  ],
  closing: 'S pozdravem',
  signer: ['Ing. Pavel Šťastný', 'jednatel společnosti'],
  legal:
    'IČO 26918774, DIČ CZ26918774. Společnost je zapsána v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl C, vložka 41217. Bankovní spojení: Komerční banka, č. ú. 43-7821930267/0100.',
};
