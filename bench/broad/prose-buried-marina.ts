// The buried part's berthing terms (en), written for this set and sharing no sentence with any
// other part: a Cornish marina's terms for annual, seasonal and visiting berth holders, with the
// facts a skipper needs first in a box at the top, then the numbered clauses on the berth, fees,
// insurance and safety, conduct, liability and ending the agreement. The storage terms (de):
// prose-buried.ts; the hostel's house rules (uk): prose-buried-hostel.ts.

export interface MarinaParts {
  /** The marina's name and its contact line, beside the drawn anchor. */
  marina: [string, string];
  title: [string, string];
  /** The box at the top: its heading and its facts. */
  facts: [string, string[]];
  /** Clauses: heading (led by its number), then items (numbered by the template). */
  clauses: Array<[string, string[]]>;
  foot: [string, string];
}

export const MARINA_EN: MarinaParts = {
  marina: ['Penmarrow Marina', 'Harbour Road, Penmarrow, Cornwall TR11 5QE · 01326 702 400 · berths@penmarrowmarina.co.uk'],
  title: ['Berthing Terms and Conditions', 'Annual, seasonal and visitor berths · 1 April 2026 to 31 March 2027'],
  facts: [
    'At a glance',
    [
      'The office and fuel berth are open 08:00 to 18:00 daily from April to September and 09:00 to 17:00 in winter.',
      'Call us on VHF channel 80 before entering; out of hours, ring the duty berthing master on 07781 406 552.',
      'The speed limit in the approach channel and the marina is 3 knots. Please make no wash.',
      'Annual fees are due on 1 April, or by ten monthly direct debits from April to January.',
    ],
  ],
  clauses: [
    [
      '1. Definitions',
      [
        'In these terms “we” and “us” mean Penmarrow Marina Ltd, and “you” means the person named as owner in the berthing agreement, who is responsible for the vessel and for everyone aboard it.',
        '“Berth” means the pontoon space allocated to you, which we may change for operational reasons after giving you reasonable notice.',
      ],
    ],
    [
      '2. Your berth',
      [
        'The berthing agreement gives you a licence to moor the vessel described in it. It does not create a tenancy or give you a right to any particular berth.',
        'The vessel must not exceed the length overall and beam stated in the agreement. If it proves to be larger, we will charge the difference at the current tariff.',
        'You may not sublet your berth or let another vessel use it. When you leave for more than 48 hours, please tell the office so that we can offer the space to visitors; half of what they pay will be credited to your account.',
      ],
    ],
    [
      '3. Fees and payment',
      [
        'Fees are charged per metre of length overall, including bowsprits, davits and outboard brackets, rounded up to the next half metre.',
        'Electricity is metered and billed quarterly at the rate shown on the tariff. Water, showers and the use of the slipway by arrangement are included.',
        'If any sum remains unpaid for 30 days we may refuse to release the vessel until it is paid and, after 90 days and written notice, sell it under the Torts (Interference with Goods) Act 1977.',
      ],
    ],
    [
      '4. Insurance and safety',
      [
        'You must hold third-party liability cover of at least £3,000,000 for the vessel and show the certificate at the office every year before 1 April.',
        'Gas and petrol installations must meet the Boat Safety Scheme or an equivalent standard. Spare gas cylinders must not be kept on the pontoons.',
        'Children under 12 must wear a lifejacket on the pontoons at all times, and dogs must be kept on a short lead.',
      ],
    ],
    [
      '5. Conduct in the marina',
      [
        'No engine may be run in gear while the vessel is alongside, and generators may be used only between 09:00 and 20:00.',
        'Holding tanks must be emptied at the pump-out station. No sewage, bilge water or oily waste may be discharged in the marina.',
        'Sanding, spraying and other work that makes dust, noise or fumes belongs in the boatyard, not on the pontoons.',
      ],
    ],
    [
      '6. Liability',
      [
        'The vessel and its contents stay at your risk at all times. We are liable only for loss or damage caused by our negligence or that of our staff.',
        'Nothing in these terms limits what we owe you if our negligence causes someone’s death or injury.',
      ],
    ],
    [
      '7. Ending the agreement',
      [
        'You may end an annual agreement at any time by written notice. Fees already paid are refunded only for whole months after your berth has been let again.',
        'We may end the agreement on 14 days’ notice if you seriously or repeatedly break these terms, and the vessel must then leave the marina.',
      ],
    ],
  ],
  foot: ['Penmarrow Marina Ltd · registered in England and Wales, company no. 04718263', 'PM/BT/2026 · page 1 of 1'],
};
