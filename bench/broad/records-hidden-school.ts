// The hidden part's school letter (it), written for this set and sharing no sentence with any other
// part: a Bergamo lower secondary school's circular to the parents of its second-year classes about
// a day trip to the science and technology museum in Milan, with the day's programme, the fee, what
// to bring, the head teacher's printed signature, and the slip the parents cut off and return. The
// tax office's and the landlord's letters (de, fr): records-hidden-letters.ts.

export interface SchoolParts {
  /** The ministry's line under the drawn emblem, the school, its level, address and codes. */
  school: [string, string, string, string, string];
  number: string;
  date: string;
  to: string[];
  subject: string;
  before: string;
  /** The programme: its heading, then hour and what happens. */
  programme: [string, Array<[string, string]>];
  after: string[];
  signer: [string, string, string];
  /** The slip: what to do with it, then the fields' labels, the two options, the text after them, date and signature. */
  slip: [string, string[], [string, string], string, [string, string]];
}

export const SCHOOL_IT: SchoolParts = {
  school: [
    'Ministero dell’Istruzione e del Merito',
    'Istituto Comprensivo Statale «Giovanni Pascoli»',
    'Scuola secondaria di primo grado',
    'Via Borgo Palazzo, 112 · 24125 Bergamo · Tel. 035 243 118',
    'C.F. 95118260163 · bgic82400x@istruzione.it',
  ],
  number: 'Circolare n. 147',
  date: 'Bergamo, 12 marzo 2026',
  to: ['Ai genitori degli alunni delle classi 2ª A, 2ª B e 2ª C', 'Ai docenti accompagnatori', 'Al personale ATA'],
  subject: 'Oggetto: uscita didattica al Museo Nazionale della Scienza e della Tecnologia di Milano, giovedì 16 aprile 2026',
  before:
    'Si comunica che giovedì 16 aprile 2026 le classi seconde parteciperanno a un’uscita didattica a Milano, nell’ambito del progetto di scienze «Energia e movimento». Il programma della giornata è il seguente:',
  programme: [
    'Programma',
    [
      ['7:45', 'ritrovo degli alunni davanti alla scuola e appello'],
      ['8:00', 'partenza in pullman da Via Borgo Palazzo'],
      ['9:30', 'visita guidata alle sezioni Trasporti ed Energia'],
      ['11:30', 'laboratorio interattivo «Costruiamo un circuito»'],
      ['13:00', 'pranzo al sacco nel giardino del museo'],
      ['14:30', 'partenza per il rientro'],
      ['16:00', 'arrivo previsto davanti alla scuola'],
    ],
  ],
  after: [
    'La quota individuale è di 24,00 euro (pullman 15,00 euro, ingresso e laboratorio 9,00 euro) e va versata entro martedì 31 marzo tramite pagoPA, con l’avviso che sarà pubblicato nel registro elettronico.',
    'Gli alunni indosseranno scarpe comode e porteranno il pranzo e una bottiglietta d’acqua. Le famiglie di alunni con allergie o con terapie in corso sono pregate di segnalarlo per iscritto al coordinatore di classe.',
    'Accompagneranno le classi i proff. Rota, Locatelli, Pesenti e Gamba; per l’alunno con disabilità è prevista la presenza dell’insegnante di sostegno.',
    'L’uscita si svolgerà solo se aderiranno almeno due terzi degli alunni di ciascuna classe. Chi non partecipa seguirà regolarmente le lezioni in un’altra classe.',
  ],
  signer: [
    'La Dirigente Scolastica',
    'Prof.ssa Anna Maria Ferrante',
    'Firma autografa sostituita a mezzo stampa ai sensi dell’art. 3, comma 2, del D.Lgs. 39/1993',
  ],
  slip: [
    'Da restituire al coordinatore di classe entro martedì 31 marzo 2026',
    ['Il/La sottoscritto/a', 'genitore dell’alunno/a', 'classe', 'sezione'],
    ['autorizza', 'non autorizza'],
    'il/la proprio/a figlio/a a partecipare all’uscita didattica a Milano del 16 aprile 2026 e si impegna a versare la quota di 24,00 euro.',
    ['Data', 'Firma del genitore'],
  ],
};
