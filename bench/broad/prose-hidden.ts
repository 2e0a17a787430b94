// The hidden part's running text (an eighth held-out part, made after the locked part was first
// reported and tuned on; no reader runs on its pages before the headline bench first reports it):
// the first page of a desktop application's end user licence agreement (en), written for this set
// and sharing no sentence with any other part: the notice, the numbered clauses with their lettered
// restrictions, and the schedule of third-party components. The home insurance conditions (cs):
// prose-hidden-insurance.ts; the fitness club's rules (ru): prose-hidden-club.ts.

/** A clause's item: its text, or its text and the lettered points under it (numbered by the template). */
export type LicenceItem = string | [string, string[]];

export interface LicenceParts {
  /** The product at the left of the running head, the version at the right. */
  running: [string, string];
  title: string;
  notice: string;
  /** Each clause: its heading, led by its number, and its items. */
  clauses: Array<[string, LicenceItem[]]>;
  /** The schedule: heading, its lead, column heads and rows. */
  schedule: [string, string, string[], string[][]];
  /** The document's code at the left of the foot, the page at the right. */
  foot: [string, string];
}

export const LICENCE_EN: LicenceParts = {
  running: ['Tallyframe Studio 6', 'Version 6.2 · effective 1 March 2026'],
  title: 'End User Licence Agreement',
  notice:
    'PLEASE READ THIS AGREEMENT CAREFULLY BEFORE INSTALLING OR USING THE SOFTWARE. BY CLICKING “I ACCEPT”, OR BY INSTALLING, COPYING OR USING THE SOFTWARE, YOU AGREE TO BE BOUND BY ITS TERMS. IF YOU DO NOT AGREE, DO NOT INSTALL THE SOFTWARE AND RETURN IT WITHIN 30 DAYS FOR A FULL REFUND.',
  clauses: [
    [
      '1. DEFINITIONS',
      [
        '“Licensor” means Harrow Lane Software Ltd, a company registered in England and Wales under number 09481736, whose registered office is at 4 Wharf Street, Leeds LS2 7EQ.',
        '“Software” means the computer program known as Tallyframe Studio, version 6, in object code form, together with its templates, sample files, fonts and electronic documentation, and any update supplied under clause 6.',
        '“Device” means a single physical or virtual computer on which the Software is installed.',
        '“Seat” means the right of one named individual to use the Software at any one time.',
        '“Subscription Term” means the period for which the applicable fees have been paid, as shown in your order confirmation.',
      ],
    ],
    [
      '2. GRANT OF LICENCE',
      [
        'Subject to payment of the fees and to your compliance with this Agreement, the Licensor grants you a non-exclusive, non-transferable licence to install the Software on up to two Devices for each Seat purchased and to use it for your own business or personal purposes.',
        'You may make one copy of the Software for backup purposes, provided that the copy carries every proprietary notice that appears on the original.',
        'An educational licence may be used only by students and teaching staff of an accredited institution, and only for non-commercial study, teaching and research.',
      ],
    ],
    [
      '3. RESTRICTIONS',
      [
        [
          'Except as expressly permitted by this Agreement or by law, you shall not:',
          [
            '(a) rent, lease, lend, sell or sublicense the Software;',
            '(b) decompile, disassemble or reverse engineer the Software, except to the extent that section 50B of the Copyright, Designs and Patents Act 1988 allows it for the purpose of interoperability;',
            '(c) remove, disable or work around any licence key or activation mechanism;',
            '(d) use the Software to provide a bureau, hosting or time-sharing service to third parties.',
          ],
        ],
      ],
    ],
    [
      '4. ACTIVATION AND DATA',
      [
        'The Software must be activated online within 14 days of installation. During activation it sends the licence key, a hashed identifier of the Device and the version number to the Licensor’s servers; the content of your documents is never transmitted.',
        'If you enable crash reporting, the Software sends the Licensor a technical report each time it closes unexpectedly. You may switch this off at any time in the Privacy section of the Preferences window.',
        'The Licensor processes personal data in accordance with its privacy notice, published at harrowlane.co.uk/privacy.',
      ],
    ],
    [
      '5. FEES AND RENEWAL',
      [
        'Subscription licences renew automatically at the end of each Subscription Term at the Licensor’s price then current, unless cancelled at least 7 days before the renewal date. The Licensor will tell you by email at least 30 days before any price increase takes effect.',
        'Perpetual licences are paid for once and include updates for 12 months from the date of purchase.',
      ],
    ],
    [
      '6. UPDATES AND SUPPORT',
      [
        'During the Subscription Term, or the update period of a perpetual licence, you are entitled to every minor and major update the Licensor releases, and to support by email on working days between 9.00 and 17.30 UK time.',
      ],
    ],
    [
      '7. LIMITED WARRANTY',
      [
        'The Licensor warrants that for 90 days from delivery the Software will perform substantially as described in its documentation. Your sole remedy for a breach of this warranty is, at the Licensor’s option, repair or replacement of the Software or a refund of the fees paid for it.',
        'Nothing in this Agreement affects your statutory rights as a consumer.',
      ],
    ],
    [
      '8. LIMITATION OF LIABILITY',
      [
        'Nothing in this Agreement excludes or restricts either party’s responsibility where its negligence results in death or personal injury, or where it has acted fraudulently.',
        'Subject to clause 8.1, the Licensor is not liable for any loss of profit, business or data, or for any indirect or consequential loss, and its total liability under this Agreement shall not exceed the fees you paid in the twelve months before the claim arose.',
      ],
    ],
    [
      '9. TERMINATION',
      [
        'The Licensor may end this Agreement by written notice if you commit a material breach of it and do not put the breach right within 30 days of being asked to. When the Agreement ends you must uninstall the Software and destroy every copy of it.',
      ],
    ],
    [
      '10. GOVERNING LAW',
      [
        'The law of England and Wales applies to this Agreement and its courts have exclusive jurisdiction; a consumer living in Scotland or Northern Ireland may, however, bring proceedings in the courts of that country.',
      ],
    ],
  ],
  schedule: [
    'SCHEDULE 1: THIRD-PARTY COMPONENTS',
    'The Software includes the following components, which are licensed to you under their own terms, reproduced in the file NOTICES.txt in the installation folder.',
    ['Component', 'Version', 'Licence', 'Used for'],
    [
      ['zlib', '1.3.1', 'zlib Licence', 'compressing project files'],
      ['libpng', '1.6.43', 'PNG Reference Library Licence', 'importing and exporting images'],
      ['SQLite', '3.45.2', 'public domain', 'the asset library'],
      ['ICU', '74.2', 'Unicode Licence v3', 'sorting and line breaking'],
      ['Source Sans 3', '3.052', 'SIL Open Font Licence 1.1', 'the user interface'],
    ],
  ],
  foot: ['HLS-EULA-TFS6 rev. 3', 'Page 1 of 3'],
};
