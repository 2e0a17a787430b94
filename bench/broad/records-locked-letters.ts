// The locked part's letters, written for this set: a polytechnic's letter telling a student she has a
// place on its computer engineering degree, with the place's details, the steps to enrol and the fees
// due (pt), and a notary's letter to an heir about his mother's estate, asking for papers (fr). The
// doctor's referral (es): records-locked-referral.ts.

export interface AdmissionParts {
  school: [string, string];
  /** The reference row: labels and values. */
  refs: Array<[string, string]>;
  addressee: string[];
  subject: string;
  greeting: string;
  before: string[];
  /** The place's details, label and value, read two pairs a row. */
  place: Array<[string, string]>;
  deadline: string;
  /** The steps to enrol: heading and steps. */
  steps: [string, string[]];
  /** The fees: heading, rows (what, sum), the total's row. */
  fees: [string, Array<[string, string]>, [string, string]];
  after: string[];
  closing: string;
  signer: [string, string];
  foot: string;
}

export const ADMISSION_PT: AdmissionParts = {
  school: ['Instituto Politécnico de Vale do Sousa', 'Serviços Académicos'],
  refs: [
    ['Sua referência', '—'],
    ['Sua comunicação de', '—'],
    ['Nossa referência', 'SA/CNA/2026/1187'],
    ['Data', '11 de setembro de 2026'],
  ],
  addressee: ['Exma. Senhora', 'Beatriz Moreira Carvalho', 'Rua da Igreja, 112, 2.º Esq.', '4610-156 Felgueiras'],
  subject: 'Assunto: Colocação no Concurso Nacional de Acesso de 2026, 1.ª fase',
  greeting: 'Cara estudante,',
  before: [
    'Temos o prazer de a informar de que foi colocada neste Instituto na 1.ª fase do Concurso Nacional de Acesso, com os dados que se indicam abaixo. Em nome de toda a comunidade académica, damos-lhe as boas-vindas.',
  ],
  place: [
    ['Curso', 'Licenciatura em Engenharia Informática'],
    ['Código', '9085'],
    ['Escola', 'Escola Superior de Tecnologia e Gestão'],
    ['Regime', 'diurno'],
    ['Nota de candidatura', '158,7'],
    ['Opção', '1.ª'],
  ],
  deadline:
    'Para garantir a sua vaga, deve fazer a matrícula e a inscrição entre 15 e 18 de setembro de 2026. Se não o fizer neste prazo, a colocação caduca e a vaga passa para a 2.ª fase do concurso.',
  steps: [
    'Como fazer a matrícula',
    [
      'Aceda ao portal académico em portal.ipvs.pt com o número de candidato e a senha que recebeu por correio eletrónico.',
      'Confirme os dados pessoais e carregue uma fotografia tipo passe e o cartão de cidadão, frente e verso.',
      'Pague a taxa de matrícula e a primeira prestação da propina por referência Multibanco ou MB WAY.',
      'Escolha o turno das aulas práticas; as vagas de cada turno são atribuídas por ordem de inscrição.',
    ],
  ],
  fees: [
    'Valores a pagar no ato da matrícula',
    [
      ['Taxa de matrícula', '50,00 €'],
      ['Seguro escolar anual', '6,50 €'],
      ['Cartão de estudante', '12,00 €'],
      ['1.ª prestação da propina anual de 697,00 € em dez prestações', '69,70 €'],
    ],
    ['Total', '138,20 €'],
  ],
  after: [
    'As aulas do 1.º semestre começam a 28 de setembro. De 21 a 25 de setembro decorre a semana de acolhimento, com visitas às escolas e sessões sobre a biblioteca e os serviços de ação social.',
    'Se tiver dúvidas, contacte os Serviços Académicos pelo telefone 255 710 420, nos dias úteis das 9h30 às 16h00, ou pelo endereço academicos@ipvs.pt.',
  ],
  closing: 'Com os melhores cumprimentos,',
  signer: ['Teresa Magalhães Pinto', 'Diretora dos Serviços Académicos'],
  foot: 'Instituto Politécnico de Vale do Sousa · Rua Dr. Alfredo Pinto, 18 · 4560-472 Penafiel · Tel. 255 710 400 · www.ipvs.pt',
};

export interface NotaryParts {
  office: [string, string, string[]];
  /** Our reference and who handles the file, at the left. */
  refs: string[];
  addressee: string[];
  date: string;
  subject: string;
  greeting: string;
  before: string[];
  papers: string[];
  after: string[];
  signer: [string, string];
  foot: string[];
}

export const NOTARY_FR: NotaryParts = {
  office: [
    'Véronique BARBIER',
    'Notaire associée',
    ['SCP Barbier et Lemoine, notaires', '18, boulevard Foch, 49100 Angers', 'Tél. 02 41 87 36 10', 'barbier.lemoine@notaires.fr'],
  ],
  refs: ['N/Réf. : 2026/0147 – VB/CM', 'Dossier suivi par Camille Morin, clerc', 'Ligne directe : 02 41 87 36 14'],
  addressee: ['Monsieur Julien GUÉRIN', '23, rue des Capucins', '35000 Rennes'],
  date: 'Angers, le 16 mars 2026',
  subject: 'Objet : succession de Madame Odette GUÉRIN née LEFÈVRE, décédée le 2 février 2026',
  greeting: 'Monsieur,',
  before: [
    'Votre sœur, Madame Hélène Rousseau, a chargé notre office du règlement de la succession de votre mère, décédée à Angers le 2 février dernier. Je vous présente mes sincères condoléances et vous prie de m’excuser de vous entretenir de questions administratives dans ces circonstances.',
    'Selon les premiers éléments recueillis, votre mère ne laisse ni conjoint survivant ni testament inscrit au fichier central des dispositions de dernières volontés. Vous êtes donc, avec votre sœur, héritier pour moitié.',
    'Afin d’établir l’acte de notoriété, qui vous permettra de justifier de votre qualité d’héritier auprès des banques et des administrations, je vous remercie de me faire parvenir les pièces suivantes :',
  ],
  papers: [
    'la copie d’une pièce d’identité en cours de validité ;',
    'un extrait de votre acte de naissance datant de moins de trois mois ;',
    'votre livret de famille ou, à défaut, votre acte de mariage ;',
    'les références des contrats d’assurance vie dont votre mère vous aurait désigné bénéficiaire ;',
    'un relevé d’identité bancaire pour le versement de votre part.',
  ],
  after: [
    'Les biens déjà connus comprennent la maison de la rue de la Chalouère à Angers, deux comptes bancaires et un livret d’épargne. Je solliciterai une estimation de la maison auprès de deux agences.',
    'Je vous rappelle que la déclaration de succession doit être déposée, et les droits éventuels réglés, dans les six mois du décès, soit avant le 2 août 2026 ; passé ce délai, l’administration fiscale applique des intérêts de retard.',
    'Pour couvrir les premiers frais (actes d’état civil, interrogation des fichiers, publicité foncière), une provision de 400 € est demandée à chacun des héritiers. Elle peut être réglée par virement sur le compte de l’office à la Caisse des dépôts, dont les coordonnées sont jointes.',
    'Je reste à votre disposition pour un rendez-vous à l’office ou par visioconférence et vous prie d’agréer, Monsieur, l’expression de mes salutations distinguées.',
  ],
  signer: ['Véronique BARBIER', 'Notaire'],
  foot: [
    'Pièce jointe : coordonnées bancaires de l’office.',
    'Les données vous concernant sont traitées par l’office pour l’accomplissement de ses activités notariales, conformément au règlement européen sur la protection des données.',
  ],
};
