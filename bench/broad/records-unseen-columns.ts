// The unseen part's column pages, written for this set: the frame around a local newspaper's
// article (its text: prose-unseen-more.ts) and a guesthouse's three-panel leaflet, every line of it.

export interface ArticleParts {
  paper: string;
  issue: string;
  section: string;
  headline: string;
  standfirst: string;
  byline: string;
  caption: string;
  /** Crossheads set before the paragraphs at these shares of the text. */
  crossheads: Array<[number, string]>;
  quote: string;
  folio: string;
}

export const ARTICLE_IT: ArticleParts = {
  paper: 'La Gazzetta di Valrivasco',
  issue: 'Domenica 15 marzo 2026 · Anno XLI · Numero 73 · Euro 1,50',
  section: 'TRASPORTI',
  headline: 'Dopo undici anni torna il treno tra Castelrocco e Pievelunga',
  standfirst:
    'Riaperta la linea della valle: trentaquattro minuti da capolinea a capolinea, corse ogni ora e biglietto gratuito per gli studenti residenti',
  byline: 'di Giulia Marchesin',
  caption: 'Il primo convoglio attraversa il viadotto restaurato sul torrente Rivasco (foto di Enrico Sala)',
  crossheads: [
    [0.35, 'Trentadue milioni di lavori'],
    [0.7, 'Parcheggi e passaggi a livello'],
  ],
  quote: '«Per noi è come riavere una parte della valle»',
  folio: 'Pagina 7',
};

export interface BrochureParts {
  name: string;
  tagline: string;
  intro: string[];
  rooms: [string, string[]];
  prices: [string, string[], Array<[string, string, string]>];
  priceNote: string;
  visit: [string, string[]];
  hours: [string, Array<[string, string]>];
  contact: string[];
  web: string;
}

export const BROCHURE_PT: BrochureParts = {
  name: 'Quinta do Vale da Azenha',
  tagline: 'Turismo rural e enoturismo desde 1998',
  intro: [
    'No alto de uma encosta virada a sul, entre vinhas em socalcos e olivais centenários, a nossa quinta recebe hóspedes numa casa senhorial do século XIX recuperada com materiais da região.',
    'Produzimos vinho tinto, branco e rosé a partir de castas autóctones. As uvas são vindimadas à mão e fermentadas em lagares de granito, como se fazia no tempo dos nossos avós.',
    'Aqui o tempo corre devagar: o pequeno-almoço é servido no alpendre, com pão da padaria da aldeia, compotas caseiras e queijo de ovelha dos produtores vizinhos.',
  ],
  rooms: [
    'O que oferecemos',
    [
      'Oito quartos duplos e duas suítes com vista para o rio',
      'Piscina exterior de água salgada, aberta de maio a outubro',
      'Provas de vinho com visita à adega, todos os dias às 11h e às 16h',
      'Participação na vindima em setembro, com almoço tradicional',
      'Percursos pedestres assinalados e aluguer de bicicletas',
    ],
  ],
  prices: [
    'Preços por noite, pequeno-almoço incluído',
    ['Alojamento', 'Época baixa', 'Época alta'],
    [
      ['Quarto duplo', '95 €', '130 €'],
      ['Quarto duplo com varanda', '115 €', '155 €'],
      ['Suíte com vista para o rio', '160 €', '210 €'],
      ['Cama extra', '25 €', '30 €'],
      ['Prova de vinhos, por pessoa', '18 €', '18 €'],
    ],
  ],
  priceNote: 'Época alta: de 1 de junho a 30 de setembro e na semana da Páscoa. Crianças até aos 6 anos não pagam.',
  visit: [
    'Como chegar',
    [
      'Pela autoestrada A24, saída Vila Pouca, seguir a estrada nacional em direção a Azenha durante 14 km.',
      'Na rotunda da igreja virar à esquerda; a entrada da quinta fica a 800 metros, do lado direito.',
      'Coordenadas: 41.2178 N, 7.6342 W',
    ],
  ],
  hours: [
    'Receção e loja de vinhos',
    [
      ['Segunda a sexta', '9h00 às 19h00'],
      ['Sábado e domingo', '10h00 às 18h00'],
      ['Feriados', 'por marcação'],
    ],
  ],
  contact: [
    'Quinta do Vale da Azenha, Lda.',
    'Estrada da Azenha, 5470-118 Vila Pouca',
    'Telefone +351 259 418 273',
    'reservas@valedaazenha.pt',
  ],
  web: 'www.valedaazenha.pt',
};
