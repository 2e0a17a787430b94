// The fresh part's tables and forms, written for this set: a Polish delivery note, an Italian
// conference programme and Portuguese laboratory results (quantities and results drawn from seeds
// by templates-fresh-tables.ts).

export interface DeliveryParts {
  title: string;
  meta: string[];
  parties: Array<[string, string[]]>;
  transport: [string, string[], number];
  columns: string[];
  /** Code, name, unit (quantities are drawn from a seed). */
  items: Array<[string, string, string]>;
  summary: string[];
  signatures: string[];
}

export const DELIVERY_PL: DeliveryParts = {
  title: 'WZ Wydanie zewnętrzne',
  meta: ['Nr dokumentu: WZ/2026/03/117', 'Data wydania: 17.03.2026', 'Do zamówienia: ZK/0882/2026'],
  parties: [
    ['Dostawca', ['Hurtownia Budowlana Łączyński sp. z o.o.', 'ul. Składowa 12', '61-897 Poznań', 'NIP 781-204-17-55']],
    ['Odbiorca', ['Zakład Remontowy Górecki', 'ul. Źródlana 4a', '62-020 Swarzędz', 'NIP 777-318-62-09']],
  ],
  transport: ['Sposób dostawy:', ['kurier', 'odbiór własny', 'transport dostawcy'], 2],
  columns: ['Lp.', 'Kod', 'Nazwa towaru', 'Ilość', 'J.m.'],
  items: [
    ['KL-2204', 'Klej do płytek elastyczny 25 kg', 'worek'],
    ['FG-0150', 'Fuga cementowa szara 5 kg', 'szt.'],
    ['PL-6060', 'Płytka gresowa 60 x 60 cm, beż', 'm²'],
    ['GR-1001', 'Grunt głęboko penetrujący 10 l', 'szt.'],
    ['KR-0310', 'Krzyżyki dystansowe 3 mm, 250 szt.', 'op.'],
    ['PR-2550', 'Profil narożny aluminiowy 2,5 m', 'szt.'],
    ['SL-0820', 'Silikon sanitarny biały 280 ml', 'szt.'],
    ['TS-1210', 'Taśma uszczelniająca 10 m', 'rolka'],
    ['FL-4400', 'Folia w płynie hydroizolacyjna 4 kg', 'wiadro'],
    ['WK-0612', 'Wkręty do płyt g-k 3,5 x 35 mm', 'op.'],
    ['PG-1250', 'Płyta gipsowo-kartonowa wodoodporna 12,5 mm', 'szt.'],
  ],
  summary: ['Liczba palet: 2', 'Waga brutto: 486 kg', 'Uwagi: towar wydano bez zastrzeżeń, paleta zwrotna EUR 1 szt.'],
  signatures: ['Wystawił', 'Wydał', 'Odebrał (data i podpis)'],
};

export interface ProgrammeParts {
  title: string;
  subtitle: string;
  day: string;
  columns: string[];
  /** A row of time, room, talk and speaker, or a one-cell heading across the table. */
  rows: Array<[string, string, string, string] | [string]>;
  note: string;
}

export const PROGRAMME_IT: ProgrammeParts = {
  title: 'XIV Convegno nazionale di Idraulica urbana',
  subtitle: 'Bologna, Palazzo dei Congressi, 22 e 23 ottobre 2026',
  day: 'Programma di giovedì 22 ottobre',
  columns: ['Ora', 'Sala', 'Intervento', 'Relatore'],
  rows: [
    ['08:30', 'Atrio', 'Registrazione dei partecipanti e consegna dei materiali', ''],
    ['09:15', 'Aula Magna', 'Saluti delle autorità e apertura dei lavori', 'Prof.ssa Giulia Ferretti'],
    ['Sessione I: reti di distribuzione'],
    ['09:45', 'Aula Magna', 'Perdite occulte nelle reti: esperienze di ricerca con sensori acustici', 'Ing. Marco Santoro'],
    ['10:15', 'Aula Magna', 'Distrettualizzazione della rete di Ferrara: risultati dopo tre anni', 'Dott. Luca Pellegrini'],
    ['10:45', 'Sala Verde', 'Modelli idraulici calibrati in tempo reale', 'Ing. Chiara Longo'],
    ['11:15', 'Foyer', 'Pausa caffè', ''],
    ['Sessione II: drenaggio e acque meteoriche'],
    ['11:45', 'Aula Magna', 'Vasche di laminazione e piogge intense: il caso di Rimini', 'Prof. Andrea Colombo'],
    ['12:15', 'Sala Verde', 'Tetti verdi e invarianza idraulica nei nuovi quartieri', 'Arch. Sofia Marchetti'],
    ['12:45', 'Sala Blu', 'Manutenzione predittiva delle stazioni di sollevamento', 'Ing. Davide Russo'],
    ['13:15', 'Ristorante', 'Pranzo a buffet', ''],
    ['Sessione III: gestione e regolazione'],
    ['14:30', 'Aula Magna', 'Tariffe e investimenti: cosa cambia con il nuovo metodo tariffario', 'Dott.ssa Elena Galli'],
    ['15:00', 'Sala Verde', 'Riuso delle acque depurate in agricoltura', 'Prof. Paolo De Luca'],
    ['15:30', 'Aula Magna', 'Tavola rotonda: la rete del 2040', 'Moderatore Ing. Roberto Fabbri'],
    ['17:00', 'Atrio', 'Visita tecnica al depuratore di Corticella (su prenotazione)', ''],
  ],
  note: 'Le presentazioni saranno pubblicate sul sito del convegno entro il 30 ottobre. La partecipazione dà diritto a 6 crediti formativi professionali.',
};

export interface LabParts {
  lab: string[];
  title: string;
  patient: Array<[string, string]>;
  columns: string[];
  /** A heading and its tests: name, lower and upper reference bound, unit, decimals. */
  sections: Array<[string, Array<[string, number, number, string, number]>]>;
  note: string;
  sign: string[];
}

export const LAB_PT: LabParts = {
  lab: ['Laboratório de Análises Clínicas Vale do Mondego', 'Rua Ferreira Borges, 88, 3000-180 Coimbra, telefone 239 481 270'],
  title: 'Relatório de análises clínicas',
  patient: [
    ['Utente', 'Joaquim Sebastião Ferreira'],
    ['Data de nascimento', '03/07/1958'],
    ['N.º de processo', '2026-004817'],
    ['Médico requisitante', 'Dra. Inês Gonçalves'],
    ['Colheita', '09/03/2026 08:42'],
    ['Validação', '10/03/2026'],
  ],
  columns: ['Análise', 'Resultado', 'Unidades', 'Valores de referência'],
  sections: [
    [
      'Hematologia',
      [
        ['Eritrócitos', 4.5, 5.9, '10^12/L', 2],
        ['Hemoglobina', 13.5, 17.5, 'g/dL', 1],
        ['Hematócrito', 41, 53, '%', 1],
        ['Leucócitos', 4, 11, '10^9/L', 1],
        ['Plaquetas', 150, 400, '10^9/L', 0],
      ],
    ],
    [
      'Bioquímica',
      [
        ['Glicose em jejum', 70, 100, 'mg/dL', 0],
        ['Ureia', 17, 43, 'mg/dL', 0],
        ['Creatinina', 0.7, 1.2, 'mg/dL', 2],
        ['Colesterol total', 120, 190, 'mg/dL', 0],
        ['Colesterol HDL', 40, 90, 'mg/dL', 0],
        ['Triglicerídeos', 40, 150, 'mg/dL', 0],
        ['Ácido úrico', 3.5, 7.2, 'mg/dL', 1],
        ['Potássio', 3.5, 5.1, 'mmol/L', 1],
        ['Sódio', 136, 145, 'mmol/L', 0],
      ],
    ],
  ],
  note: 'Os resultados fora do intervalo de referência estão impressos a negrito. Este relatório só pode ser reproduzido na íntegra.',
  sign: ['A Diretora Técnica', 'Dra. Luísa Carvalho Mendes, especialista em Patologia Clínica'],
};
