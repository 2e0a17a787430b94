// The blind part's other running text (prose-blind.ts): the articles of a town's public call for
// grants towards children's summer camps (it), written for this set. Each article is a heading and
// its paragraphs; the call's frame (the authority, the premises, the signature) is in records-blind.ts.
import type { Blocks } from './prose-blind.js';

export const CALL_IT: Blocks = [
  [
    'Art. 1 – Finalità',
    [
      "Il Comune di Valdibrenta intende sostenere le famiglie residenti nelle spese per la frequenza di centri estivi diurni da parte dei figli di età compresa tra i 3 e i 14 anni, nel periodo dal 15 giugno all'11 settembre 2026. Il contributo mira a favorire la conciliazione tra i tempi di vita e di lavoro dei genitori e a offrire ai ragazzi occasioni di gioco e di socialità durante la chiusura delle scuole.",
    ],
  ],
  [
    'Art. 2 – Destinatari',
    [
      'Possono presentare domanda i genitori o gli esercenti la responsabilità genitoriale che, alla data di scadenza del presente avviso, siano residenti nel Comune e abbiano un indicatore ISEE in corso di validità non superiore a 28.000,00 euro. Il centro estivo frequentato può avere sede anche fuori dal territorio comunale, purché sia gestito da un soggetto autorizzato ai sensi della normativa regionale.',
    ],
  ],
  [
    'Art. 3 – Importo del contributo',
    [
      'Il contributo è pari al 50 per cento della spesa effettivamente sostenuta e documentata, fino a un massimo di 80,00 euro per ogni settimana di frequenza e di 480,00 euro per ciascun figlio. Per le famiglie con indicatore ISEE inferiore a 12.000,00 euro la percentuale è elevata al 70 per cento. Il contributo non è cumulabile con altri rimborsi ottenuti per la stessa spesa.',
    ],
  ],
  [
    'Art. 4 – Modalità di presentazione della domanda',
    [
      "La domanda si compila esclusivamente on line, accedendo con SPID o con la carta d'identità elettronica alla sezione Servizi scolastici del portale comunale, entro le ore 12.00 del 30 settembre 2026. Vanno allegate le ricevute di pagamento intestate al genitore richiedente, con il nome del bambino e le settimane frequentate.",
      'Chi non dispone degli strumenti informatici può chiedere assistenza allo Sportello del cittadino, in piazza Garibaldi 1, previo appuntamento telefonico.',
    ],
  ],
  [
    'Art. 5 – Graduatoria ed erogazione',
    [
      "Le domande ammesse sono ordinate in una graduatoria secondo il valore crescente dell'indicatore ISEE; a parità di valore precede la famiglia con il maggior numero di figli minori. La graduatoria è pubblicata all'Albo pretorio entro il 31 ottobre 2026 e i contributi sono liquidati con bonifico sul conto indicato nella domanda, fino all'esaurimento delle risorse disponibili, pari a 42.000,00 euro.",
    ],
  ],
  [
    'Art. 6 – Controlli',
    [
      "L'Amministrazione effettua controlli a campione sulla veridicità delle dichiarazioni rese. In caso di dichiarazioni non veritiere il contributo è revocato e le somme già versate devono essere restituite, maggiorate degli interessi legali, ferme restando le conseguenze penali previste dalla legge.",
    ],
  ],
  [
    'Art. 7 – Trattamento dei dati personali',
    [
      'I dati personali raccolti sono trattati dal Comune, titolare del trattamento, esclusivamente per la gestione del procedimento di cui al presente avviso e nel rispetto del Regolamento europeo 2016/679. Per informazioni: Area Servizi Sociali, telefono 0445 318 240.',
    ],
  ],
];
