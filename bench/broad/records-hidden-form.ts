// The hidden part's form (en), written for this set and sharing no sentence with any other part: a
// borough council's Council Tax change of address form as a tenant filled it in on screen and
// printed it: her details, the old and the new address with the dates of the move, who lives at the
// new address, the discounts ticked, the declaration she signed, and the box for the office's use,
// left empty.

/** A field: its label and what was typed in it (empty when left blank). */
export type FormField = [string, string];

/** A question: its label, its options and the one ticked. */
export type FormChoice = [string, string[], number];

export interface AddressParts {
  /** The council and its address on the band, the form's title and its code at the right. */
  issuer: [string, string];
  title: [string, string];
  intro: string;
  /** Sections of fields and questions: heading, then rows of them. */
  sections: Array<[string, Array<Array<FormField | FormChoice>>]>;
  /** The household: heading, column heads, rows (the last left empty). */
  household: [string, string[], string[][]];
  /** The tick boxes: heading, options and which are ticked. */
  discounts: [string, string[], number[]];
  /** The declaration: heading, text, the signature's label, the date's label and value. */
  declaration: [string, string, string, FormField];
  /** The office's box: heading and its fields' labels. */
  office: [string, string[]];
  foot: [string, string];
}

export const ADDRESS_EN: AddressParts = {
  issuer: ['Calderbrook Borough Council', 'Revenues and Benefits · PO Box 418 · Calderbrook CB1 9ZX'],
  title: ['Council Tax', 'Change of address'],
  intro:
    'Please use this form to tell us when you move into, out of or within the borough. Complete it in capital letters and return it within 21 days of your move. You can also tell us online at calderbrook.gov.uk/moving.',
  sections: [
    [
      'About you',
      [
        [['Title', ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'], 3]],
        [
          ['Surname', 'OKONKWO'],
          ['First names', 'ADAEZE GRACE'],
        ],
        [
          ['Date of birth', '14/09/1991'],
          ['Council Tax account number', '40217735'],
          ['Telephone', '07700 918452'],
        ],
        [['Email', 'a.okonkwo@mailbox.co.uk']],
      ],
    ],
    [
      'Your old address',
      [
        [
          ['Address', '23 ALDER GROVE, WESTFIELD'],
          ['Postcode', 'CB4 7RN'],
          ['Date you moved out', '28/02/2026'],
        ],
        [['Did you own or rent this property?', ['Owned', 'Rented privately', 'Rented from a housing association'], 1]],
      ],
    ],
    [
      'Your new address',
      [
        [
          ['Address', 'FLAT 6, 140 MILL LANE, EASTBROOK'],
          ['Postcode', 'CB2 3HL'],
          ['Date you moved in', '01/03/2026'],
        ],
        [['Landlord or letting agent', 'HARTLEY LETTINGS LTD, 9 MARKET SQUARE']],
      ],
    ],
  ],
  household: [
    'Who lives at your new address?',
    ['Full name', 'Date of birth', 'Relationship to you', 'Full-time student?'],
    [
      ['ADAEZE OKONKWO', '14/09/1991', 'SELF', 'NO'],
      ['DANIEL MENSAH', '03/05/1990', 'PARTNER', 'NO'],
      ['', '', '', ''],
    ],
  ],
  discounts: [
    'Discounts and payment',
    [
      'I am the only adult (18 or over) living at the property',
      'Someone living with me is a full-time student or apprentice',
      'Someone living with me is severely mentally impaired',
      'I would like to pay by Direct Debit (we will send you a mandate)',
    ],
    [3],
  ],
  declaration: [
    'Declaration',
    'I declare that the information on this form is correct and complete. I understand that giving false information to reduce my Council Tax may lead to prosecution.',
    'Signature',
    ['Date', '03/03/2026'],
  ],
  office: ['For office use only', ['Date received', 'Property reference', 'Band', 'Processed by']],
  foot: [
    'CT-COA-04 (01/26)',
    'We use the information on this form to administer Council Tax. Read how we handle it at calderbrook.gov.uk/privacy.',
  ],
};
