// The blind part's running text (a fourth held-out part, made in the 2026-11-29 third session; no
// reader runs on its pages before the headline bench first reports them): the notes of a pressure
// transmitter's data sheet (en) and the body of a water management journal's first page (cs),
// written for this set and sharing no sentence with any other part. Each block is a heading and its
// paragraphs; the frames around them are in records-blind.ts and records-blind-paper.ts. The
// municipal call for applications (it): prose-blind-more.ts.

/** Heading, then the block's paragraphs. */
export type Blocks = Array<[string, string[]]>;

export const DATASHEET_EN: Blocks = [
  [
    'Overview',
    [
      'The PT-420 is a compact pressure transmitter for liquids and gases in process plants, water supply networks, compressors and mobile hydraulics. It measures gauge or absolute pressure in ranges from 1 bar to 600 bar and converts it into a loop current that any controller or data logger can read.',
      'The all-welded stainless steel body has no internal seals that could age or leak, which makes the transmitter a sound choice where the medium is aggressive or the mounting point is hard to reach.',
    ],
  ],
  [
    'Measuring principle',
    [
      'A piezoresistive silicon chip sits behind a thin stainless steel diaphragm and a filling of silicone oil that carries the pressure to it. When pressure bends the chip, four resistors in a bridge change their values and the bridge voltage rises in proportion. A microcontroller in the housing corrects this signal for temperature and non-linearity with coefficients stored during factory calibration. Every unit is tested at five pressures and three temperatures, and its calibration certificate can be downloaded with the serial number printed on the label.',
    ],
  ],
  [
    'Installation',
    [
      'Mount the transmitter with the pressure port facing down in liquid lines and facing up in gas lines, so that neither air nor condensate collects in front of the diaphragm. Tighten the process connection with a spanner on the hexagon only; never turn the housing, as this may damage the cable entry.',
      'In lines with pressure peaks, such as those caused by fast closing valves or piston pumps, fit a snubber or a restrictor screw in front of the port. Keep the transmitter frost free where the medium can freeze.',
    ],
  ],
  [
    'Electrical connection',
    [
      'Connect the device in a two-wire loop with a supply of 10 to 30 V DC. The largest load the loop may carry depends on the supply voltage and is shown in the load diagram of the operating manual. Use shielded cable for runs longer than 30 m and ground the shield at one end only, preferably in the control cabinet. The output is protected against reverse polarity and short circuits, and the signal is held between 3.8 mA and 20.5 mA so that a controller can tell an overload from a broken wire.',
    ],
  ],
  [
    'Maintenance and calibration',
    [
      'The transmitter needs no routine maintenance. We recommend checking the zero point once a year with the line vented, comparing the output against a reference meter. An offset of up to 5 % of span can be corrected on site with the magnetic pen from the accessory kit; larger deviations point to overload or a damaged diaphragm, and the unit should then be returned for inspection.',
    ],
  ],
];

export const JOURNAL_CS: Blocks = [
  [
    '1 Úvod',
    [
      'Malé vodní nádrže jsou typickým prvkem krajiny Českomoravské vrchoviny. Většina z nich vznikla mezi čtrnáctým a šestnáctým stoletím jako rybníky a jejich hráze dodnes zadržují vodu v horních částech povodí. Během posledních desetiletí však řada nádrží ztratila podstatnou část svého objemu, protože do nich z okolních polí splachuje jemná zemina. Sediment snižuje schopnost nádrže zachytit povodňovou vlnu, zhoršuje jakost vody a prodražuje chov ryb³. Cílem studie bylo zjistit, jak rychle se nádrže v zájmovém území zanášejí a které vlastnosti povodí tuto rychlost nejvíce ovlivňují.',
    ],
  ],
  [
    '2 Zájmové území a metody',
    [
      'Sledovali jsme dvanáct nádrží o ploše hladiny od 0,4 do 6,8 ha v povodí horní Jihlavy a Oslavy. Mocnost sedimentu jsme v letech 2023 až 2025 měřili sondovací tyčí v pravidelné síti bodů vzdálených 20 m a v každé nádrži jsme odebrali nejméně tři neporušená vrtná jádra⁴. Stáří jednotlivých vrstev jsme určili podle aktivity cesia 137.',
      'Pro každé povodí jsme v prostředí GIS vypočítali podíl orné půdy, průměrný sklon svahů a délku zatravněných pásů podél toků a jejich vztah k rychlosti zanášení hodnotili vícenásobnou lineární regresí.',
    ],
  ],
  [
    '3 Výsledky',
    [
      'Průměrná mocnost sedimentu dosáhla 0,86 m, v jednotlivých nádržích se však pohybovala od 0,18 do 1,65 m (tab. 1). Nádrže ztratily v průměru 31 % svého objemu, nejvíce rybník Skřítek, jehož povodí tvoří z 86 % orná půda. Rychlost zanášení od posledního odbahnění činila v průměru 9,4 mm za rok. Nejtěsněji s ní souvisel podíl orné půdy v povodí a průměrný sklon svahů; oba ukazatele společně vysvětlily 71 % proměnlivosti. Nádrže, nad nimiž vede podél potoka souvislý travní pás široký alespoň 15 m, se naopak zanášely přibližně o polovinu pomaleji⁵.',
    ],
  ],
  [
    '4 Diskuse a závěr',
    [
      'Zjištěné rychlosti zanášení jsou vyšší než hodnoty publikované pro rybníky jižních Čech, kde převažují lesnatá povodí s menším sklonem. Výsledky potvrzují, že nádrže chrání především změna hospodaření v povodí, nikoli opakované odbahňování, které je nákladné a sediment často jen vrací zpět na pole. Doporučujeme proto zakládat zatravněné pásy a meze na svazích nad nádržemi.',
    ],
  ],
];
