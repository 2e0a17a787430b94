// The buried part's letters, written for this set and sharing no sentence with any other part: a
// town hall's letter offering a family a place for their baby at a day nursery, with the place's
// terms in a box, the papers to bring and the adaptation weeks (fr), and a bank's notice to a
// customer that some charges on her current account change, old and new side by side, with her
// right to close the account (pt). The town's reminder of an unpaid dog fee (cs):
// records-buried-dogfee.ts.

export interface NurseryParts {
  /** The town, its service, address and contacts (at the top left, beside the drawn emblem). */
  town: [string, string, string, string];
  /** The references under the town: ours, who handles it, the direct line. */
  refs: string[];
  addressee: string[];
  date: string;
  subject: string;
  greeting: string;
  before: string;
  /** The place: rows of label and value. */
  place: Array<[string, string]>;
  after: string[];
  /** What to bring: the lead and the items. */
  bring: [string, string[]];
  last: string;
  closing: string;
  /** On whose behalf, the signer's office and name. */
  signer: [string, string, string];
  enclosed: string;
}

export const NURSERY_FR: NurseryParts = {
  town: [
    'Ville de Montvallon',
    'Direction de la Petite Enfance',
    '1, place de la Halle · 38190 Montvallon',
    'Tél. 04 76 52 18 00 · petite-enfance@montvallon.fr',
  ],
  refs: ['Nos réf. : PE/SC/2026-0418', 'Affaire suivie par : Mme Sandrine Colomb', 'Ligne directe : 04 76 52 18 34'],
  addressee: ['Madame Élodie Benali', 'et Monsieur Karim Benali', '12, allée des Tilleuls', '38190 Montvallon'],
  date: 'Montvallon, le 9 avril 2026',
  subject: 'Objet : attribution d’une place en multi-accueil',
  greeting: 'Madame, Monsieur,',
  before:
    'J’ai le plaisir de vous informer que la commission d’attribution des places, réunie le 2 avril 2026, a retenu votre demande pour votre fils Nassim, né le 17 novembre 2025. Une place lui est proposée aux conditions suivantes :',
  place: [
    ['Établissement', 'multi-accueil « Les Petits Castors »'],
    ['Adresse', '4, rue du Moulin, 38190 Montvallon'],
    ['Date d’entrée', 'lundi 31 août 2026'],
    ['Accueil', 'quatre jours par semaine, du lundi au jeudi, de 8 h 15 à 17 h 30'],
    ['Participation', '2,14 € par heure, selon le barème national de la CNAF'],
    ['Directrice', 'Mme Laure Perrin, tél. 04 76 52 30 07'],
  ],
  after: [
    'Votre participation horaire est calculée à partir des ressources de votre foyer connues de la Caisse d’allocations familiales et du nombre d’enfants à charge. Elle sera revue chaque année en janvier.',
    'Pour confirmer cette place, je vous remercie de nous retourner le coupon joint, daté et signé, avant le 24 avril 2026. Sans réponse de votre part à cette date, la place sera proposée à la famille suivante sur la liste d’attente.',
  ],
  bring: [
    'Lors de votre premier rendez-vous avec la directrice, merci d’apporter :',
    [
      'le carnet de santé de Nassim, avec les vaccinations obligatoires à jour ;',
      'une attestation d’assurance responsabilité civile ;',
      'votre dernier avis d’imposition et votre numéro d’allocataire ;',
      'un justificatif de domicile de moins de trois mois.',
    ],
  ],
  last: 'Une adaptation de deux semaines, pendant laquelle la durée de présence augmente peu à peu, précède l’accueil régulier. Elle est facturée selon les heures de présence réelles.',
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  signer: ['Pour le Maire et par délégation,', 'l’adjointe déléguée à la petite enfance', 'Nadia Fournier'],
  enclosed: 'P. J. : coupon-réponse ; règlement de fonctionnement du multi-accueil',
};

export interface BankParts {
  /** The bank's name beside its drawn sign, and its address for the return line. */
  bank: [string, string];
  addressee: string[];
  /** Labels and values at the right: date, customer number, account. */
  refs: Array<[string, string]>;
  subject: string;
  greeting: string;
  before: string;
  /** The charges: column heads, rows. */
  charges: [[string, string, string], Array<[string, string, string]>];
  after: string[];
  closing: string;
  /** Each signer's name and post. */
  signers: Array<[string, string]>;
  legal: string;
}

export const BANK_PT: BankParts = {
  bank: ['Banco Ribeira', 'Banco Ribeira, S.A. · Av. da República, 58 · 1050-196 Lisboa'],
  addressee: ['Ex.ma Senhora', 'D. Teresa Maria Albuquerque Sousa', 'Rua Dr. Alfredo Magalhães, 23, 2.º Esq.', '4700-307 Braga'],
  refs: [
    ['Data', '6 de março de 2026'],
    ['N.º de cliente', '0418 2375 19'],
    ['Conta à ordem', '0031 7745 0012'],
  ],
  subject: 'Assunto: alteração do preçário da sua conta à ordem',
  greeting: 'Cara Cliente,',
  before:
    'Vimos informar que, a partir de 1 de junho de 2026, algumas comissões associadas à sua conta à ordem serão alteradas, conforme o quadro seguinte. Os valores incluem o Imposto do Selo à taxa de 4%.',
  charges: [
    ['Serviço', 'Valor atual', 'Novo valor'],
    [
      ['Comissão de manutenção de conta, por mês', '5,20 €', '5,72 €'],
      ['Anuidade do cartão de débito', '18,72 €', '20,80 €'],
      ['Transferência SEPA ordenada ao balcão', '6,24 €', '7,28 €'],
      ['Requisição de módulo de 10 cheques', '20,80 €', '22,88 €'],
      ['Segunda via de extrato', '3,12 €', '4,16 €'],
    ],
  ],
  after: [
    'A comissão de manutenção não será cobrada nos meses em que o saldo médio da conta seja igual ou superior a 2 500 euros, nem naqueles em que o seu ordenado ou pensão seja creditado nesta conta.',
    'Se não concordar com estas alterações, pode denunciar o contrato sem qualquer encargo até à data em que entram em vigor. Caso não o faça, consideraremos que as aceitou.',
    'O preçário completo está disponível em todos os balcões e em bancoribeira.pt/precario. Para qualquer esclarecimento, contacte o seu gestor pelo telefone 253 208 417 ou a nossa linha de apoio, 707 300 418, todos os dias das 8h às 22h.',
  ],
  closing: 'Com os melhores cumprimentos,',
  signers: [
    ['Hugo Meireles', 'Gestor de Cliente'],
    ['Carla Nogueira', 'Diretora do Balcão Braga Avenida Central'],
  ],
  legal:
    'Banco Ribeira, S.A. · Capital social 250 000 000 € · Matriculado na Conservatória do Registo Comercial de Lisboa sob o número único de pessoa coletiva 503 418 276 · Registado no Banco de Portugal com o n.º 0291',
};
