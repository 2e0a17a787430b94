// The locked part's running text (a seventh held-out part, made after the vault part was first
// reported and tuned on; no reader runs on its pages before the headline bench first reports them):
// a page from a European patent application for a bicycle mudguard's quick-release mount (en),
// written for this set and sharing no sentence with any other part: the figure list, the detailed
// description with a table of pull-off tests, and the claims.
// The court judgment (de): prose-locked-judgment.ts; the board game's rules (it): prose-locked-rules.ts.

export interface PatentParts {
  number: string;
  page: string;
  /** The number of the page's first paragraph. */
  first: number;
  /** Headings (empty where the page opens mid-section) and paragraphs: a paragraph's text, then lines indented under it. */
  sections: Array<[string, string[][]]>;
  /** The paragraph the table follows, its caption, heads and rows. */
  table: [string, string, string[], string[][]];
  claimsHead: string;
  /** Each claim's text and its features, indented under it. */
  claims: Array<[string, string[]]>;
}

export const PATENT_EN: PatentParts = {
  number: 'EP 4 512 736 A1',
  page: '4',
  first: 17,
  sections: [
    [
      'BRIEF DESCRIPTION OF THE DRAWINGS',
      [
        [
          'Embodiments of the invention will now be described, by way of example only, with reference to the accompanying drawings, in which:',
          'Fig. 1 is a side view of the rear part of a bicycle fitted with a mudguard assembly according to a first embodiment;',
          'Fig. 2 is an exploded perspective view of the mount of Fig. 1;',
          'Fig. 3 is a section along the line III-III of Fig. 2 with the slide in its locked position;',
          'Fig. 4 is a view corresponding to Fig. 3 while the release button is pressed; and',
          'Fig. 5 shows a second embodiment, in which the stay clips are replaced by a strap.',
        ],
      ],
    ],
    [
      'DETAILED DESCRIPTION OF EMBODIMENTS',
      [
        [
          'Referring to Fig. 1, a mudguard 2 of a bicycle 1 is held over the rear wheel 3 by a mount 10 at its front end and by two stays 4 at its rear end. The mount 10 comprises a base plate 12, which is screwed to the bridge 5 between the seat stays, and a slide 14 fixed to the underside of the mudguard 2 by two rivets 6.',
        ],
        [
          'As best seen in Fig. 2, the base plate 12 has two parallel rails 30 with an undercut profile, open towards the rear of the bicycle. The slide 14 has two grooves 32 that fit over the rails 30, so that the slide can only be pushed on and pulled off in the direction of arrow P, along the centre line of the mudguard.',
        ],
        [
          'The spring tongue 18 extends forwards from the slide and lies in a recess of the base plate. Its free end carries a latch 16 with an inclined front face and a square rear face. When the slide is pushed home, the inclined face rides over the front edge of the detent recess 24 and bends the tongue upwards; once the end position is reached, the tongue springs back and the square face of the latch bears against the rear wall of the recess 24. The slide is then held against any pull in the direction opposite to arrow P.',
        ],
        [
          'The release button 20 is formed on the upper side of the tongue 18 and projects through a window in the base plate, where the rider can reach it with a thumb from behind the seat tube. Pressing the button lifts the latch 16 out of the recess 24, as shown in Fig. 4, and the mudguard can be drawn backwards off the rails with the other hand. The button stands back 1.5 mm from the surface of the base plate, which makes a release by a pannier or a heel unlikely.',
        ],
        [
          'An elastomer pad 28 of thermoplastic polyurethane with a Shore A hardness of 70 to 80 is inserted between the base plate 12 and the bridge 5. The pad takes up differences between frames in the width and angle of the bridge and damps the rattling that a rigid mount passes on to the mudguard on cobbles or gravel.',
        ],
        [
          'At the rear end, each stay 4 is held in a stay clip 22 on the mudguard. The clips are open towards the wheel, so that the stays snap out of them when the mudguard is drawn off, while the stays themselves remain fixed to the dropouts. In the second embodiment of Fig. 5, a hook-and-loop strap 40 around the seat stays takes the place of the stays 4 and clips 22, which suits bicycles without eyelets at the dropouts.',
        ],
        [
          'Mounts according to the first embodiment were compared with a conventional clamp mount and with a commercially available quick-release mount held by a rubber band. Each mount was fitted to the same frame and loaded in the direction opposite to arrow P until it released or broke, first new and again after 20 000 cycles on a vibration table at 12 Hz and an amplitude of 2 mm. The results are given in Table 1.',
        ],
      ],
    ],
  ],
  table: [
    '[0024]',
    'Table 1: Pull-off force and time needed to remove the mudguard',
    ['Mount', 'Pull-off force, new (N)', 'After 20 000 cycles (N)', 'Time to remove (s)'],
    [
      ['First embodiment, PA6-GF30', '412', '398', '3'],
      ['First embodiment, POM', '287', '251', '3'],
      ['Clamp mount with two screws', '655', '540', '95'],
      ['Rubber band mount', '64', '38', '2'],
    ],
  ],
  claimsHead: 'CLAIMS',
  claims: [
    [
      'A mudguard assembly for a bicycle, comprising a mudguard (2) and a mount (10) for fixing the mudguard to a frame of the bicycle, the mount comprising:',
      [
        'a base plate (12) adapted to be fixed to the frame and having at least one rail (30); and',
        'a slide (14) fixed to the mudguard and having at least one groove (32) that fits over the rail, such that the slide can be pushed on and pulled off along the rail;',
        'characterised in that the slide comprises a spring tongue (18) carrying a latch (16) that engages a detent recess (24) of the base plate automatically when the slide is pushed home, and a release button (20) by which the latch can be lifted out of the detent recess.',
      ],
    ],
    ['The mudguard assembly according to claim 1, wherein the spring tongue (18) is formed in one piece with the slide (14).', []],
    [
      'The mudguard assembly according to claim 1 or 2, wherein the release button (20) stands back from the surface of the base plate (12).',
      [],
    ],
    [
      'The mudguard assembly according to any one of the preceding claims, further comprising an elastomer pad (28) between the base plate (12) and the frame.',
      [],
    ],
    ['A bicycle comprising a mudguard assembly according to any one of claims 1 to 4.', []],
  ],
};
