// The hidden part's letters, written for this set: a tax office's letter asking a couple for the
// papers behind their 2024 income tax return (de), and a landlord's letter to a tenant with the
// year's rent review by the rent index and the settling of the service charges for 2025 (fr; the
// template works out the totals). The school's letter to parents (it): records-hidden-school.ts.

export interface TaxParts {
  office: [string, string];
  /** The return address over the window, small. */
  back: string;
  addressee: string[];
  /** The information block at the right: label, value. */
  info: Array<[string, string]>;
  subject: [string, string];
  greeting: string;
  before: string;
  documents: string[];
  after: string[];
  /** The note in a grey box: label and text. */
  note: [string, string];
  closing: [string, string, string];
  /** The foot's three blocks: heading and lines. */
  foot: Array<[string, string[]]>;
}

export const TAX_DE: TaxParts = {
  office: ['Finanzamt Offenburg', 'Land Baden-Württemberg'],
  back: 'Finanzamt Offenburg · Zeller Straße 1–3 · 77654 Offenburg',
  addressee: ['Herrn und Frau', 'Jonas und Miriam Albrecht', 'Holderstraße 14', '77656 Offenburg'],
  info: [
    ['Steuernummer', '14043/31875'],
    ['Bearbeitet von', 'Frau Keller'],
    ['Zimmer', '2.17'],
    ['Telefon', '0781 9330-2417'],
    ['Telefax', '0781 9330-2999'],
    ['Datum', '04.03.2026'],
  ],
  subject: ['Einkommensteuererklärung 2024', 'Anforderung von Unterlagen zu Ihrer Erklärung vom 12.12.2025'],
  greeting: 'Sehr geehrte Frau Albrecht, sehr geehrter Herr Albrecht,',
  before:
    'für die Bearbeitung Ihrer Einkommensteuererklärung 2024 benötige ich noch einige Angaben und Belege. Bitte reichen Sie mir die folgenden Unterlagen ein:',
  documents: [
    'Nachweise über die Kinderbetreuungskosten für Ihren Sohn Lukas: den Betreuungsvertrag mit der Kindertagesstätte und die Kontoauszüge, aus denen die Zahlungen hervorgehen. Barzahlungen können nicht berücksichtigt werden.',
    'Eine Aufstellung, an welchen Tagen Herr Albrecht seine erste Tätigkeitsstätte aufgesucht und an welchen er ausschließlich zu Hause gearbeitet hat. Für denselben Tag können die Entfernungspauschale und die Tagespauschale für die Arbeit in der Wohnung in der Regel nicht nebeneinander gewährt werden.',
    'Die Rechnung des Malerbetriebs für die Renovierung des Treppenhauses, für die Sie eine Steuerermäßigung für Handwerkerleistungen beantragt haben. Begünstigt sind nur die Arbeitskosten; bitte weisen Sie diese gesondert nach, falls die Rechnung sie nicht getrennt ausweist.',
    'Die Zuwendungsbestätigung des Tierschutzvereins Ortenau e. V. über 450 Euro; bei Spenden über 300 Euro genügt der Kontoauszug nicht.',
  ],
  after: [
    'Bitte senden Sie mir die Unterlagen bis zum 1. April 2026. Sie können sie auch über Mein ELSTER mit der Funktion „Belege nachreichen“ übermitteln; die Originale brauche ich dann nicht.',
    'Liegen die Unterlagen bis dahin nicht vor, muss ich die Steuer ohne die oben genannten Aufwendungen festsetzen.',
  ],
  note: [
    'Hinweis:',
    'Dieses Schreiben ist kein Steuerbescheid. Einspruch können Sie erst gegen den Bescheid einlegen, den Sie nach Abschluss der Bearbeitung erhalten.',
  ],
  closing: ['Mit freundlichen Grüßen', 'Im Auftrag', 'Keller'],
  foot: [
    ['Öffnungszeiten', ['Mo–Mi 7:30–15:30 Uhr', 'Do 7:30–17:30 Uhr', 'Fr 7:30–12:00 Uhr']],
    ['Bankverbindung', ['Bundesbank Filiale Karlsruhe', 'IBAN DE35 6600 0000 0066 4015 01', 'BIC MARKDEF1660']],
    ['Kontakt', ['poststelle-14043@finanzamt.bwl.de', 'Bei Rückfragen bitte stets', 'die Steuernummer angeben.']],
  ],
};

export interface LandlordParts {
  sender: string[];
  addressee: string[];
  date: string;
  subject: string;
  greeting: string;
  rent: string;
  /** The review: label and value rows, the last one the new rent. */
  review: Array<[string, string]>;
  charges: string;
  /** The heads, each charge and its sum, the provisions' label, months and sum a month, the total's and the balance's labels. */
  table: [[string, string], Array<[string, number]>, [string, number, number], string, string];
  after: string[];
  /** The box: its lead, the new rent's label, the provision's label and sum, the total's label. */
  monthly: [string, string, string, number, string];
  closing: string;
  signer: string;
  enclosed: string;
}

export const LANDLORD_FR: LandlordParts = {
  sender: ['Gérard et Monique Fabre', '7, allée des Tamaris', '44300 Nantes', 'Tél. 06 81 42 37 95'],
  addressee: ['Madame Inès Carpentier', '12, rue Paul-Bellamy, appartement 3B', '44000 Nantes'],
  date: 'Nantes, le 2 mars 2026',
  subject: 'Objet : révision annuelle du loyer et régularisation des charges de l’année 2025',
  greeting: 'Madame,',
  rent: 'Conformément à l’article 4 de votre bail du 1er avril 2023, le loyer est révisé chaque année à sa date anniversaire selon la variation de l’indice de référence des loyers (IRL) publié par l’Insee. À compter du 1er avril 2026, votre loyer hors charges s’établit donc comme suit :',
  review: [
    ['Loyer actuel hors charges', '780,00 €'],
    ['IRL du 3e trimestre 2024, indice de référence', '144,51'],
    ['IRL du 3e trimestre 2025', '145,77'],
    ['Nouveau loyer : 780,00 × 145,77 / 144,51', '786,80 €'],
  ],
  charges:
    'Par ailleurs, j’ai procédé à la régularisation annuelle des charges récupérables pour la période du 1er janvier au 31 décembre 2025, d’après le décompte du syndic de la copropriété :',
  table: [
    ['Nature des charges', 'Montant'],
    [
      ['Eau froide, relevé du compteur divisionnaire : 58 m³', 214.36],
      ['Entretien et nettoyage des parties communes', 238.8],
      ['Électricité des parties communes', 61.2],
      ['Entretien de l’ascenseur', 122.4],
      ['Taxe d’enlèvement des ordures ménagères 2025', 197],
    ],
    ['Provisions versées', 12, 65],
    'Total des charges réelles',
    'Solde restant dû',
  ],
  after: [
    'Je vous propose de régler ce solde avec le loyer d’avril. Compte tenu de ce résultat, la provision mensuelle pour charges sera portée à 70,00 € à partir de la même échéance.',
    'Les pièces justificatives (décompte du syndic, avis de taxe foncière, factures) restent à votre disposition pendant six mois ; vous pouvez les consulter sur simple demande.',
  ],
  monthly: ['À partir du 1er avril 2026, vous réglerez chaque mois :', 'Loyer hors charges', 'Provision pour charges', 70, 'Total mensuel'],
  closing: 'Restant à votre disposition pour tout renseignement, je vous prie de recevoir, Madame, mes sincères salutations.',
  signer: 'Gérard Fabre',
  enclosed: 'P. J. : décompte de charges 2025 du syndic',
};
