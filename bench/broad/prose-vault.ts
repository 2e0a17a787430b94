// The vault part's running text (a sixth held-out part, made after the sealed part was first reported
// and looked at; no reader runs on its pages before the headline bench first reports them): a heat
// pump water heater's limited warranty (en), written for this set and sharing no sentence with any
// other part, with its frame (the brand, the table of periods, the box for the owner's records). The
// safety data sheet (de): prose-vault-sheet.ts; the market bylaw (pl): prose-vault-bylaw.ts.

export interface Warranty {
  brand: string;
  code: string[];
  title: string;
  lead: string;
  /** The table's caption, its heads and its rows. */
  periods: [string, string[], string[][]];
  /** Each clause's run-in heading and its text. */
  clauses: Array<[string, string]>;
  /** The box's heading and the labels under its blank lines. */
  record: [string, string[]];
  footer: string;
}

export const WARRANTY_EN: Warranty = {
  brand: 'Thermaline',
  code: ['Document WS-AH270-EN', 'Issue 4, January 2026'],
  title: 'Limited Warranty: AquaHeat 270 Heat Pump Water Heater',
  lead: 'Thank you for choosing a Thermaline product. This statement sets out the promises we make about your AquaHeat 270 in addition to your rights under consumer law, which it does not replace or reduce. Where this warranty and your statutory rights overlap, you may rely on whichever gives you the better remedy.',
  periods: [
    'Warranty periods from the date of installation',
    ['Component', 'Standard', 'Registered within 60 days'],
    [
      ['Stainless steel cylinder, against leaks caused by corrosion', '5 years', '10 years'],
      ['Compressor, fan motor and sealed refrigerant circuit', '3 years', '7 years'],
      ['Control board, display, sensors and immersion element', '2 years', '5 years'],
      ['Valves, anode, condensate pump and other parts', '2 years', '2 years'],
      ['Labour by a Thermaline engineer for repairs under this warranty', '1 year', '3 years'],
    ],
  ],
  clauses: [
    [
      'Who this warranty covers.',
      'The warranty is given to the first owner of a water heater bought new from an authorised dealer in the United Kingdom or the Republic of Ireland, and it passes automatically to anyone who later owns the property in which the unit is installed. It does not apply to units bought at auction, second hand or from a seller outside our dealer network.',
    ],
    [
      'What we will do.',
      'If a covered part fails during its warranty period because of a defect in materials or manufacture, we will repair the unit or, at our choice, replace the part with a new or factory reconditioned one. If a repair is not practical, we will supply a replacement unit of the same or a higher specification. A part fitted under this warranty is covered for the rest of the original period or for twelve months, whichever is longer.',
    ],
    [
      'Installation and servicing.',
      'The unit must be installed by a competent person in line with our installation manual, the Building Regulations and the water supply regulations in force at the time, and commissioned with the checklist at the back of the manual completed and signed. It must be serviced every twelve months, and the anode inspected every two years, by a Thermaline engineer or a registered installer; keep the service record, because we will ask to see it before we accept a claim.',
    ],
    [
      'What this warranty does not cover.',
      'We will not pay for failures caused by frost, lightning, flooding or fire; by water with a hardness above 200 mg/l unless a softener or scale inhibitor is fitted; by a supply pressure above 3.5 bar without the pressure reducing valve we provide; by blocked air ducts or condensate drains; by unauthorised alterations or parts not approved by us; or by use in commercial premises where the unit heats more than 400 litres a day. Routine servicing, the replacement of the anode and air filter, and the cost of gaining access to a unit built into a cupboard or loft are also excluded.',
    ],
    [
      'How to make a claim.',
      'Call our service line on 0330 041 7720 or use the form at thermaline.co.uk/warranty as soon as you notice a fault, and in any case within 28 days. Have the serial number ready; it is printed on the label beside the cold water inlet. We aim to visit within three working days, and within one working day if you are left without hot water and a person in the home is over 75, under 5 or in poor health.',
    ],
    [
      'Costs we will refuse to meet.',
      'If our engineer finds no fault with the unit, or a fault outside this warranty, we may charge a call-out fee of £95 plus parts at our published prices. We will always tell you before any chargeable work begins and give you the choice to decline it.',
    ],
    [
      'Consequential loss.',
      'We are not liable for damage to floors, ceilings or belongings caused by a leak unless it resulted from our negligence or from a repair that we carried out. We recommend that the unit stands in a drip tray connected to a drain, and that you check your home insurance covers escape of water.',
    ],
    [
      'Replacement units.',
      'If we replace the whole water heater, the new unit is covered for the rest of the original warranty periods, and we will take the old one away free of charge. We will not pay for changes to pipework, ducting or wiring that a newer model needs, unless they are minor and can be made during the same visit.',
    ],
    [
      'Disputes.',
      'If you are not satisfied with how we have handled your claim, write to our customer relations team at the address below. If we still cannot agree, you may refer the matter to an independent dispute resolution scheme, whose details we will give you in our final reply. This warranty is governed by the law of the part of the United Kingdom in which the unit is installed, or by Irish law in the Republic of Ireland.',
    ],
    [
      'Your data.',
      'When you register your water heater we keep your name, address, installation date and service history for the life of the warranty plus six years. We use them only to handle claims, to contact you about safety notices, and, if you agree, to remind you when a service is due. Our privacy notice explains your rights.',
    ],
  ],
  record: [
    'Keep this statement with your receipt and fill in these details',
    ['Serial number', 'Date of installation', 'Installer and MCS or NICEIC number'],
  ],
  footer:
    'Thermaline Heating Ltd, Unit 9 Brookfield Business Park, Leamington Spa CV31 3RT. Registered in England, no. 08813642. Service line open Monday to Saturday, 8 am to 6 pm.',
};
