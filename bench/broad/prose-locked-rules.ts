// The locked part's board game rules (it), written for this set: the rule sheet of a family game of
// spice merchants sailing from Venice, with its box contents, aim, set-up steps, the three actions of
// a turn, a worked example, the end of the game, an expert variant and the publisher's warning at the
// foot. The court judgment (de): prose-locked-judgment.ts.

export interface RulesParts {
  title: [string, string];
  /** Players, age and playing time, each beside a drawn sign. */
  badges: [string, string, string];
  intro: string;
  /** The box's contents: heading and items. */
  contents: [string, string[]];
  /** Each block below: its heading, then its text, its numbered steps or its named actions. */
  aim: [string, string];
  setup: [string, string[]];
  /** The heading, the lead, each action's name and text, and the rule after them. */
  turn: [string, string, Array<[string, string]>, string];
  example: [string, string];
  end: [string, string[]];
  variant: [string, string];
  foot: string;
}

export const RULES_IT: RulesParts = {
  title: ['Carovane di Spezie', 'Regolamento'],
  badges: ['2–4 giocatori', 'da 8 anni', '30 minuti'],
  intro:
    'Siete mercanti veneziani del Quattrocento: le vostre navi raggiungono i porti del Levante per comprare pepe, cannella, noce moscata e zafferano, da rivendere a peso d’oro a Rialto. Chi riempirà meglio la propria stiva diventerà il mercante più ricco della Serenissima.',
  contents: [
    'Contenuto della scatola',
    [
      '1 tabellone con la mappa del Mediterraneo',
      '4 navi di legno nei colori dei giocatori',
      '60 cubetti spezia, 15 per ogni tipo',
      '48 carte Ordine',
      '24 monete da 1 ducato e 16 da 5 ducati',
      '4 schede Magazzino',
      '1 segnalino Primo giocatore',
      '6 carte Tempesta per la variante',
    ],
  ],
  aim: [
    'Scopo del gioco',
    'Vince chi alla fine della partita possiede più ducati. I ducati si guadagnano soprattutto portando a Venezia le spezie richieste dalle carte Ordine.',
  ],
  setup: [
    'Preparazione',
    [
      'Aprite il tabellone e mettete due cubetti spezia del colore indicato su ogni porto del Levante.',
      'Ognuno sceglie un colore, prende nave e scheda Magazzino e posa la nave a Venezia.',
      'Mescolate le carte Ordine in un mazzo coperto e girate le prime quattro: è il mercato degli ordini.',
      'Ognuno riceve 10 ducati. Chi ha mangiato per ultimo qualcosa di piccante inizia la partita.',
    ],
  ],
  turn: [
    'Il turno di gioco',
    'Si gioca a turno in senso orario. Nel proprio turno ogni giocatore sceglie una sola delle tre azioni seguenti:',
    [
      [
        'Navigare.',
        'Sposta la tua nave di uno o due porti lungo le rotte tratteggiate. Se ti fermi in un porto con dei cubetti, puoi comprarne fino a due, pagando 2 ducati ciascuno alla banca.',
      ],
      [
        'Consegnare.',
        'Se la tua nave è a Venezia, scarta dalla stiva le spezie richieste da una carta Ordine del mercato, prendi la carta e incassa i ducati indicati. Poi si gira una nuova carta dal mazzo.',
      ],
      [
        'Riposare.',
        'Resti fermo e prendi 2 ducati dalla banca. Chi riposa può anche scambiare una carta Ordine del mercato con la prima del mazzo.',
      ],
    ],
    'La stiva di ogni nave contiene al massimo sei cubetti. Chi ne ha di più deve rimettere subito quelli in eccesso nei porti che preferisce.',
  ],
  example: [
    'Esempio',
    'Giulia si trova ad Alessandria con due cubetti di pepe. Sceglie di navigare fino a Candia, dove ci sono tre cubetti di cannella: ne compra due e paga 4 ducati. Al turno successivo tornerà a Venezia per consegnare la carta Ordine «Pepe e cannella», che vale 9 ducati.',
  ],
  end: [
    'Fine della partita',
    [
      'La partita termina quando il mazzo delle carte Ordine è esaurito o quando un giocatore completa il sesto ordine; si finisce il giro in corso. Ogni cubetto rimasto in stiva vale 1 ducato. In caso di parità vince chi ha completato più ordini.',
    ],
  ],
  variant: [
    'Variante per esperti',
    'Mescolate le sei carte Tempesta nel mazzo degli ordini. Quando se ne gira una, ogni nave che non si trova in un porto perde un cubetto a scelta del suo proprietario.',
  ],
  foot: '© 2026 Edizioni Lanterna, via dei Mille 14, 40121 Bologna. Attenzione: contiene piccole parti che potrebbero essere ingerite. Non adatto a bambini di età inferiore a 36 mesi.',
};
