// The unseen part's letters, written for this set: a tenant's registered letter to her building's
// managing agent (fr), a supplier's short letter on its company form (ru) and a business email
// printed with its header fields and the message it answers (en). Every line of each page.

export interface FormalLetterParts {
  sender: string[];
  recipient: string[];
  placeDate: string;
  refs: string[];
  subject: string;
  body: string[];
  signature: string;
  enclosures: string;
}

export const LETTER_FR: FormalLetterParts = {
  sender: ['Claire Dumoulin', '14, rue des Capucins', '21000 Dijon', 'Tél. 06 41 27 88 13', 'claire.dumoulin@courriel.fr'],
  recipient: ['Cabinet Roussel Gestion', 'Service des copropriétés', '3, boulevard de Brosses', '21000 Dijon'],
  placeDate: 'Dijon, le 11 mars 2026',
  refs: ['Lettre recommandée avec accusé de réception', 'Copropriété Les Tilleuls, lot n° 27'],
  subject: "Objet : infiltrations d'eau dans mon appartement, demande d'intervention urgente",
  body: [
    'Madame, Monsieur,',
    "Depuis le début du mois de février, des infiltrations d'eau apparaissent au plafond de ma chambre et de ma salle de bains, au quatrième étage de la résidence. Le plombier que j'ai fait venir le 2 mars a constaté que la fuite ne provient pas de mon logement mais de la toiture-terrasse, qui relève des parties communes.",
    "Je vous ai signalé ce désordre par téléphone le 4 mars, puis par courriel le 6 mars, sans obtenir de réponse à ce jour. Or les dégâts s'aggravent à chaque épisode de pluie : la peinture se décolle, une tache de moisissure s'étend près de la fenêtre et l'installation électrique de la salle de bains a dû être coupée par précaution.",
    "En votre qualité de syndic, il vous appartient de faire réaliser sans délai les travaux nécessaires à la conservation de l'immeuble. Je vous demande donc de mandater une entreprise d'étanchéité dans les huit jours suivant la réception de ce courrier et de déclarer le sinistre auprès de l'assureur de la copropriété.",
    "À défaut d'intervention dans ce délai, je me verrai contrainte de saisir le conseil syndical et, le cas échéant, le tribunal judiciaire de Dijon afin d'obtenir la réparation de mon préjudice.",
    "Dans l'attente de votre réponse, je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  ],
  signature: 'Claire Dumoulin',
  enclosures: 'P. J. : constat du plombier du 2 mars 2026, six photographies des plafonds',
};

export interface CompanyLetterParts {
  company: string;
  details: string[];
  outgoing: string[];
  addressee: string[];
  title: string;
  body: string[];
  signRole: string;
  signName: string;
  executor: string[];
}

export const LETTER_RU: CompanyLetterParts = {
  company: 'ООО «Северный берег»',
  details: [
    '163000, г. Архангельск, Троицкий пр., д. 52, офис 14, тел. +7 (8182) 65-41-20, info@sev-bereg.ru',
    'ИНН 2901184356, КПП 290101001, ОГРН 1082901007415',
    'р/с 40702810904000012745 в Архангельском отделении ПАО «Поморбанк», БИК 041117601',
  ],
  outgoing: ['Исх. № 118 от 17.03.2026', 'На № 46 от 05.03.2026'],
  addressee: ['Директору', 'ООО «Мебельный двор»', 'Карпову Д. С.', '191002, г. Санкт-Петербург,', 'ул. Рубинштейна, д. 23'],
  title: 'О переносе срока поставки',
  body: [
    'Уважаемый Дмитрий Сергеевич!',
    'Благодарим Вас за заказ по договору поставки № 27-П от 12 января 2026 года. К сожалению, вынуждены сообщить, что отгрузка второй партии дубовых столешниц задерживается: поставщик древесины не выполнил свои обязательства из-за закрытия зимних дорог.',
    'Просим согласовать перенос срока поставки с 25 марта на 8 апреля 2026 года. Первая партия будет отгружена в установленный срок. В качестве компенсации мы готовы предоставить скидку 5 % на вторую партию и взять на себя расходы по доставке до Вашего склада.',
    'Просим сообщить Ваше решение до 20 марта. Приносим извинения за доставленные неудобства.',
  ],
  signRole: 'Генеральный директор',
  signName: 'А. В. Белозёров',
  executor: ['Исп. Рочева Надежда Игоревна', 'тел. +7 (8182) 65-41-23'],
};

export interface EmailParts {
  owner: string;
  fields: Array<[string, string]>;
  body: string[];
  signature: string[];
  quoted: { fields: Array<[string, string]>; body: string[] };
  disclaimer: string;
}

export const EMAIL_EN: EmailParts = {
  owner: 'Daniel Okafor',
  fields: [
    ['From:', 'Hannah Whitlock <h.whitlock@brightwater-logistics.com>'],
    ['Sent:', 'Tuesday, 17 March 2026 09:42'],
    ['To:', 'Daniel Okafor <daniel.okafor@fenmoor.co.uk>'],
    ['Cc:', 'Accounts Payable <ap@fenmoor.co.uk>; Ravi Menon <r.menon@brightwater-logistics.com>'],
    ['Subject:', 'RE: Revised delivery schedule for order PO-55817'],
    ['Attachments:', 'Schedule_PO-55817_rev2.pdf; Pallet_labels.xlsx'],
  ],
  body: [
    'Hi Daniel,',
    'Thanks for getting back to me so quickly. I have spoken to our transport planner and we can split the order into two loads as you suggested. The first load (14 pallets) will leave our Wakefield depot on Thursday 19 March and should reach your Norwich site before 11:00 on Friday.',
    'The remaining 9 pallets are waiting for the printed cartons, which the supplier has promised for 24 March. Once they arrive we will book the second collection for the following day. The revised schedule is attached, together with the pallet labels for the first load.',
    'There is no extra charge for the split delivery. Could you confirm that someone will be available to sign for the goods on Friday morning? If the gatehouse needs the driver and vehicle details in advance, let me know and I will send them on Wednesday.',
    'Kind regards,',
  ],
  signature: [
    'Hannah Whitlock',
    'Customer Operations Lead',
    'Brightwater Logistics Ltd, Unit 4, Calder Park, Wakefield WF2 7AW',
    'Tel: +44 1924 555 018',
  ],
  quoted: {
    fields: [
      ['From:', 'Daniel Okafor <daniel.okafor@fenmoor.co.uk>'],
      ['Sent:', 'Monday, 16 March 2026 16:05'],
      ['To:', 'Hannah Whitlock <h.whitlock@brightwater-logistics.com>'],
      ['Subject:', 'Revised delivery schedule for order PO-55817'],
    ],
    body: [
      'Hello Hannah,',
      'Our warehouse cannot take all 23 pallets at once next week because of a stock count. Would it be possible to deliver in two parts, the first before the weekend? Please let me know what this would do to the cost.',
      'Thanks, Daniel',
    ],
  },
  disclaimer:
    'This email and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender and delete it. Brightwater Logistics Ltd is registered in England and Wales, company number 07318842.',
};
