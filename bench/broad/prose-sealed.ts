// The sealed part's running text (a fifth held-out part, made after the blind part was first
// reported; no reader runs on its pages before the headline bench first reports them): the terms
// of use of a city's bike share (en), written for this set and sharing no sentence with any other
// part. Each clause is a heading and its numbered paragraphs; the frame around them (the brand,
// the version, the footer) is in records-sealed.ts. The laboratory method (de) and the water
// notice (uk): prose-sealed-more.ts.

/** A heading, then its paragraphs (the template numbers both). */
export type Clauses = Array<[string, string[]]>;

export const TERMS_EN: Clauses = [
  [
    'About these terms',
    [
      'These terms govern your use of the Wheelwise bike share scheme in Norcaster, including our app, the docking stations and the bicycles, whether standard or electrically assisted. By creating an account or unlocking a bicycle you agree to them.',
      'We may change these terms when the scheme or the law changes. We will tell you by email and in the app at least 30 days before a change takes effect, unless the law requires it sooner. If you do not accept a change, you may close your account before it takes effect.',
    ],
  ],
  [
    'Your account',
    [
      'You must be at least 16 years old to hold an account and at least 18 to ride an electrically assisted bicycle. An account belongs to one person only: you may not lend it, your unlock code or a bicycle you have hired to anyone else.',
      'Keep your login details secure and tell us at once if you think someone else has used your account; we will block it while we look into the matter. We may place a temporary hold of up to £25 on your payment card when you first ride, which is released within seven days.',
    ],
  ],
  [
    'Hiring a bicycle',
    [
      'A hire starts when the bicycle leaves its dock or its lock opens, and ends when it is returned to a dock or a marked parking zone and the app confirms the end of the hire. If the app shows no confirmation, call us at once, or charges will keep running.',
      'Before each ride, check that the brakes, tyres, lights and bell work and that the saddle is at a safe height. Do not ride a bicycle that looks damaged: report it in the app and choose another one.',
      'A single hire may last no longer than 12 hours. A bicycle that has not been returned after 24 hours is treated as lost, and we may report it to the police.',
    ],
  ],
  [
    'Riding safely',
    [
      'Follow the Highway Code and all local rules, including those that forbid cycling on pavements and in pedestrian zones during their hours of operation. We strongly recommend that you wear a helmet.',
      'You must not ride under the influence of alcohol or drugs, carry a passenger, tow anything, use a bicycle for racing or commercial deliveries, or leave it where it blocks a footway, a doorway or access for disabled people. The basket carries up to 5 kg.',
    ],
  ],
  [
    'Charges and payment',
    [
      'Our prices are shown in the app and at every docking station and include VAT. Each hire is charged per started minute after an unlocking fee, unless you hold a day pass or a membership that includes the minutes.',
      'We may charge £20 if you end a hire outside a docking station or parking zone, £45 if we have to collect a bicycle left outside the service area, and the reasonable cost of repair if a bicycle is damaged through misuse. Before charging for a repair we will send you photographs and an itemised estimate.',
      'If a payment fails, we will suspend your account until the amount is paid. Sums still unpaid after 60 days may be passed to a debt collection agency.',
    ],
  ],
  [
    'Memberships and refunds',
    [
      'You may cancel a monthly or annual membership within 14 days of buying it for a full refund, less the value of the rides already taken. After that, a membership runs to the end of the term you paid for and then renews automatically unless you switch renewal off in the app. If the scheme is closed for more than three days in a row for reasons within our control, we will extend your membership by the time it was closed.',
    ],
  ],
  [
    'Accidents, loss and theft',
    [
      'Report any accident involving one of our bicycles in the app or by phone as soon as it is safe to do so, and in any case within 24 hours. If anyone is hurt or another vehicle is involved, inform the police as well.',
      'If a bicycle is stolen during your hire, report the theft to the police and send us the crime reference number within 48 hours. You will not be charged if the bicycle was properly locked and the theft was reported in this way; otherwise we may charge up to £350 for a standard bicycle and £900 for an electric one.',
    ],
  ],
  [
    'Our liability',
    [
      'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. Nothing in these terms limits what we must pay if our negligence causes someone’s death or injury, if we act fraudulently, or in any other case where the law does not allow such a limit. We are not responsible for delays caused by events beyond our reasonable control, such as severe weather, road closures or a failure of the mobile network.',
    ],
  ],
  [
    'Personal data',
    [
      'We use your personal data, including where a bicycle travels during your hire, as our Privacy Notice describes. Trip locations are kept for 13 months and then deleted or made anonymous, unless we need them for an accident, a claim or a request from the police.',
    ],
  ],
  [
    'Complaints and the law',
    [
      'If you are unhappy with the scheme, write to complaints@wheelwise-bikes.co.uk and we will reply within ten working days. If we cannot settle your complaint, you may take it to an independent dispute resolution body, whose details we will give you. These terms are governed by the law of England and Wales, and you may bring proceedings in the courts of the part of the United Kingdom where you live.',
    ],
  ],
];
