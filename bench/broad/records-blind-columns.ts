// The blind part's column pages, written for this set: a page of a notaries' guide for home buyers,
// a glossary in two columns (fr), and a magazine's interview with a marine biologist, questions and
// answers in two columns (pt). Every line of each page.

export interface GlossaryParts {
  series: string;
  title: string;
  intro: string;
  /** Term and its definition, in alphabetical order (the template adds the letters). */
  entries: Array<[string, string]>;
  foot: [string, string];
}

export const GLOSSARY_FR: GlossaryParts = {
  series: "Guide de l'acquéreur, édition 2026",
  title: "Les mots de l'achat immobilier",
  intro:
    "Vous signerez bientôt un avant-contrat, puis l'acte de vente. Voici, dans l'ordre alphabétique, les termes que votre notaire emploiera le plus souvent. N'hésitez pas à lui demander des précisions : le conseil fait partie de sa mission et ne vous sera pas facturé en plus.",
  entries: [
    [
      'Acte authentique',
      "Acte rédigé et signé par un notaire, qui en garantit la date et le contenu. En cas d'impayé, il peut être exécuté sans passer par un tribunal.",
    ],
    [
      'Avant-contrat',
      "Engagement signé avant la vente, sous la forme d'une promesse ou d'un compromis. Il fixe le prix, décrit le bien et énumère les conditions à remplir.",
    ],
    [
      'Condition suspensive',
      "Clause qui subordonne la vente à un événement futur, le plus souvent l'obtention d'un prêt. Si elle ne se réalise pas, l'acquéreur récupère les sommes versées.",
    ],
    [
      'Délai de rétractation',
      "Dix jours à compter du lendemain de la remise de l'avant-contrat, pendant lesquels l'acquéreur d'un logement peut renoncer sans motif ni pénalité.",
    ],
    [
      'Diagnostics',
      "Rapports fournis par le vendeur : performance énergétique, amiante, plomb, termites, électricité, gaz ou assainissement selon l'âge du bien.",
    ],
    [
      'Droit de préemption',
      "Droit d'une commune d'acheter un bien en priorité, au prix convenu entre les parties. Le notaire interroge la mairie avant chaque vente concernée.",
    ],
    [
      'Émoluments',
      "Rémunération du notaire fixée par un tarif national. Ils ne sont qu'une petite partie des frais d'acquisition, composés surtout de taxes.",
    ],
    [
      'Hypothèque',
      "Garantie prise par la banque sur le bien financé : si l'emprunteur ne rembourse pas, elle peut le faire vendre pour récupérer sa créance.",
    ],
    [
      'Indivision',
      "Situation de plusieurs personnes propriétaires ensemble d'un même bien, chacune pour une part. Les décisions importantes exigent une large majorité.",
    ],
    [
      'Offre de prêt',
      "Proposition écrite de la banque précisant le montant, le taux et le coût total du crédit. Elle ne peut être acceptée qu'après dix jours de réflexion.",
    ],
    [
      'Plus-value',
      "Différence entre le prix de vente et le prix d'achat. Elle est imposable, sauf pour la résidence principale ou après une longue détention.",
    ],
    [
      'Publicité foncière',
      'Formalité qui inscrit la vente dans un registre public et la rend opposable à tous. Votre titre de propriété vous est adressé ensuite.',
    ],
    [
      'Servitude',
      "Charge qui pèse sur un terrain au profit d'un terrain voisin, comme un droit de passage. Elle suit le bien, quel que soit son propriétaire.",
    ],
    [
      'Séquestre',
      "Somme déposée chez le notaire à la signature de l'avant-contrat, souvent cinq pour cent du prix, déduite du prix le jour de la vente.",
    ],
    [
      'Usufruit',
      "Droit d'utiliser un bien et d'en percevoir les loyers sans en être propriétaire. Au décès de l'usufruitier, le nu-propriétaire recouvre la pleine propriété.",
    ],
  ],
  foot: ["Chambre des notaires de l'Estuaire, 8, quai des Chartrons, 33000 Bordeaux", '14'],
};

export interface InterviewParts {
  magazine: [string, string];
  kicker: string;
  title: string;
  standfirst: string;
  byline: string;
  caption: string;
  /** Question and answer. */
  talk: Array<[string, string]>;
  profile: [string, string[]];
  folio: string;
}

export const INTERVIEW_PT: InterviewParts = {
  magazine: ['Revista Maré', 'N.º 47, primavera de 2026'],
  kicker: 'ENTREVISTA',
  title: '«As pradarias marinhas são florestas que ninguém vê»',
  standfirst:
    'Há dez anos que a bióloga Inês Carvalhal mergulha na Ria Formosa para replantar ervas marinhas. Falámos com ela em Olhão, entre duas marés, sobre lodo, cavalos-marinhos e paciência.',
  byline: 'Texto de Rui Mendonça, fotografia de Sara Amaral',
  caption: 'Inês Carvalhal no cais de Olhão, com um tabuleiro de rebentos prontos a plantar.',
  talk: [
    [
      'O que é, afinal, uma pradaria marinha?',
      'São plantas com flor, como as do campo, que vivem debaixo de água em fundos de areia ou de lodo pouco profundos. Na ria temos três espécies. Vistas de cima parecem relva, mas por baixo formam uma rede de raízes que segura o fundo e abriga centenas de animais, dos bivalves aos cavalos-marinhos.',
    ],
    [
      'Porque é que desapareceram?',
      'Houve várias causas ao mesmo tempo: a dragagem dos canais, a apanha de bivalves com ancinhos, as âncoras dos barcos de recreio e os esgotos que durante anos chegaram à água sem tratamento. Entre 2000 e 2012 perdemos perto de metade da área. Quando as plantas morrem, o sedimento fica solto, a água turva-se e as que restam recebem menos luz.',
    ],
    [
      'Como se replanta o fundo do mar?',
      'Recolhemos rebentos em zonas saudáveis, nunca mais do que um por cento de cada mancha, e plantamo-los em grupos de dez, presos ao fundo com grampos de bambu. Cada par de mergulhadores planta uns quatrocentos rebentos por maré. Parece muito, mas uma mancha pode precisar de três anos para se fechar.',
    ],
    [
      'E os resultados?',
      'Das vinte e duas parcelas plantadas desde 2016, dezasseis sobreviveram e algumas já se juntaram às pradarias naturais. Nas zonas recuperadas contamos hoje quatro vezes mais cavalos-marinhos do que nas zonas vizinhas sem plantas.',
    ],
    [
      'Os mariscadores aceitaram o projeto?',
      'No início houve desconfiança, porque pensavam que íamos fechar zonas de apanha. Passámos muitas tardes nos cais a explicar o que fazíamos. Hoje vários deles ajudam-nos a escolher os melhores locais e avisam-nos quando veem âncoras em cima das parcelas.',
    ],
    [
      'O que pode fazer quem visita a ria?',
      'Coisas simples: ancorar só nas boias ou em fundos sem plantas, não arrancar ervas para isco e respeitar as zonas assinaladas. E olhar para a água na maré baixa. Quem aprende a reconhecer uma pradaria passa a protegê-la sem que ninguém lho peça.',
    ],
  ],
  profile: [
    'Perfil',
    [
      'Nasceu em Faro em 1984.',
      'Doutorou-se em Ecologia Marinha na Universidade do Algarve.',
      'Coordena o projeto Raízes da Ria desde 2016.',
      'Faz cerca de cento e cinquenta mergulhos por ano.',
    ],
  ],
  folio: '23',
};
