// The vault part's two-column page, written for this set: a page of a marine science congress's book
// of abstracts (pt), five posters of one session, each with its code, title, authors, institution,
// address, text and keywords. The bulletin (fr): records-vault-bulletin.ts.

export interface AbstractsParts {
  running: [string, string];
  session: string;
  /** Code, title, authors, institution, e-mail, text, keywords. */
  abstracts: Array<[string, string, string, string, string, string, string]>;
  page: string;
}

export const ABSTRACTS_PT: AbstractsParts = {
  running: ['XII Congresso Luso-Brasileiro de Ciências do Mar', 'Aveiro, 8 a 10 de julho de 2026'],
  session: 'Sessão temática 4: Ecologia costeira e pescas (pósteres)',
  abstracts: [
    [
      'P4-07',
      'Recrutamento de mexilhão em estruturas de defesa costeira da Ria de Aveiro',
      'Inês Cardoso Vaz, Tiago M. Lourenço e Beatriz Nogueira',
      'Departamento de Biologia e CESAM, Universidade de Aveiro',
      'ines.vaz@ua.pt',
      'Os enrocamentos e esporões construídos para travar a erosão oferecem um substrato duro que não existia nas margens arenosas da laguna. Entre março de 2024 e fevereiro de 2025 colocámos placas de recrutamento em nove estruturas, a três profundidades, e substituímo-las todos os meses. A densidade de juvenis de Mytilus galloprovincialis atingiu o máximo em maio e junho, com até 3 850 indivíduos por metro quadrado nas placas mais próximas da barra, e foi quatro vezes menor nos locais do interior da laguna. A salinidade explicou 61 % da variação entre locais. Estes resultados sugerem que as obras costeiras funcionam como corredores para a expansão da espécie.',
      'Palavras-chave: substrato artificial, bivalves, recrutamento, laguna costeira.',
    ],
    [
      'P4-08',
      'Captura acessória de tartarugas marinhas na pesca artesanal com redes de emalhar no litoral do Ceará',
      'Rafael Albuquerque Lima e Juliana Pontes de Sousa',
      'Instituto de Ciências do Mar (Labomar), Universidade Federal do Ceará, Fortaleza',
      'rafael.lima@labomar.ufc.br',
      'Acompanhámos 214 viagens de pesca de jangadas e botes a motor em quatro comunidades entre Icapuí e Trairi. Foram registadas 37 capturas de tartarugas, sobretudo de tartaruga-verde (Chelonia mydas), das quais 29 foram libertadas com vida. A captura por unidade de esforço foi mais alta nas redes de fundo deixadas na água durante a noite e nos meses de janeiro a abril. Os pescadores entrevistados mostraram-se dispostos a reduzir o tempo de imersão das redes se houver compensação pela perda de pescado.',
      'Palavras-chave: Chelonia mydas, pesca de pequena escala, conservação, Nordeste do Brasil.',
    ],
    [
      'P4-09',
      'Variação sazonal das macroalgas arrojadas nas praias do Minho e o seu uso como fertilizante',
      'Carla Fontes e Rui Meireles',
      'Centro Interdisciplinar de Investigação Marinha e Ambiental (CIIMAR), Matosinhos',
      'cfontes@ciimar.up.pt',
      'O sargaço apanhado nas praias foi durante séculos o adubo dos campos do litoral minhoto. Medimos a biomassa arrojada em seis praias entre Caminha e Esposende ao longo de dois anos: os valores mais altos, acima de 12 kg de peso fresco por metro de costa, ocorreram depois dos temporais de outono. Em ensaios com couve-galega, o sargaço compostado aumentou a produção em 18 % face ao controlo sem adubo, sem acumulação de sal no solo.',
      'Palavras-chave: algas arrojadas, agricultura tradicional, compostagem, economia circular.',
    ],
    [
      'P4-10',
      'Microplásticos no conteúdo estomacal de sardinha desembarcada em Peniche',
      'Marta Salgueiro, André Pinto Coelho e Luísa Ferraz',
      'MARE, Centro de Ciências do Mar e do Ambiente, Politécnico de Leiria',
      'marta.salgueiro@ipleiria.pt',
      'Analisámos o estômago de 360 sardinhas (Sardina pilchardus) compradas na lota de Peniche em três estações do ano. Encontrámos partículas de plástico em 23 % dos peixes, em média 1,4 partículas por estômago com plástico, na maioria fibras azuis e pretas com menos de 1 mm. A frequência foi maior no inverno, quando as chuvas arrastam mais resíduos dos rios para o mar. Não houve relação entre o número de partículas e o índice de condição dos peixes.',
      'Palavras-chave: poluição marinha, pequenos pelágicos, fibras, monitorização.',
    ],
    [
      'P4-11',
      'Estrutura etária do polvo-comum capturado com alcatruzes no Algarve',
      'Diogo Mendes Rosa e Sofia Quintela',
      'Centro de Ciências do Mar (CCMAR), Universidade do Algarve, Faro',
      'dmrosa@ualg.pt',
      'Entre outubro de 2024 e setembro de 2025 medimos e pesámos 1 126 polvos (Octopus vulgaris) desembarcados por seis embarcações de Santa Luzia e Olhão. O peso médio foi de 1,9 kg e 14 % dos exemplares estavam abaixo do peso mínimo de 750 g, sobretudo nos meses de verão. A leitura dos anéis de crescimento nos estiletes indicou idades entre 7 e 14 meses. Propomos alargar o defeso de primavera em duas semanas para proteger as fêmeas em postura.',
      'Palavras-chave: cefalópodes, pesca artesanal, crescimento, gestão das pescas.',
    ],
  ],
  page: '47',
};
