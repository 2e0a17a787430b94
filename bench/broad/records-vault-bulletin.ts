// The vault part's three-column page, written for this set: a Breton village's spring bulletin (fr),
// the mayor's word, news of the budget, roadworks and clubs, and boxes of registry news, bin days and
// useful numbers, each box's lines set one under the other. The abstracts (pt):
// records-vault-abstracts.ts.

export interface BulletinParts {
  title: string;
  strap: string;
  issue: [string, string];
  /** Heading, paragraphs (or a box's lines), and whether it is set in a box. */
  items: Array<[string, string[], boolean]>;
  imprint: string;
}

export const BULLETIN_FR: BulletinParts = {
  title: 'Le Petit Écho de Saint-Médard',
  strap: 'Bulletin d’information municipale de Saint-Médard-sur-Vilaine',
  issue: ['n° 63', 'Printemps 2026'],
  items: [
    [
      'Le mot du maire',
      [
        'Chères Médardaises, chers Médardais, le printemps arrive avec son lot de chantiers, et je sais qu’ils dérangent vos habitudes. Je vous remercie de votre patience : ces travaux préparent une commune plus sûre pour nos enfants et plus agréable pour tous. Je vous donne rendez-vous le 8 mai pour la cérémonie au monument aux morts, puis le 21 juin pour la fête de la musique sur la place de l’Église.',
        'Françoise Le Goff, maire',
      ],
      false,
    ],
    [
      'Budget 2026 : priorité à l’école',
      [
        'Le conseil municipal a voté le budget le 17 mars. Les dépenses de fonctionnement s’élèvent à 1 184 000 euros et les investissements à 642 000 euros, dont 310 000 pour la rénovation énergétique de l’école Anne-de-Bretagne : isolation des combles, changement des fenêtres et pose d’une chaudière à granulés.',
        'Les taux des impôts locaux restent inchangés pour la sixième année consécutive. Le détail du budget peut être consulté en mairie aux heures d’ouverture.',
      ],
      false,
    ],
    [
      'Travaux rue des Tilleuls',
      [
        'Du 13 avril au 26 juin, la rue des Tilleuls sera fermée à la circulation entre le carrefour de la Poste et le lotissement du Clos-Fleuri. Le réseau d’eau potable, posé en 1962, sera remplacé, puis les trottoirs seront élargis et un plateau ralentisseur aménagé devant la salle des sports.',
        'Une déviation est mise en place par la route de Bain. Les riverains garderont l’accès à leur domicile, sauf pendant quelques demi-journées dont ils seront prévenus par courrier.',
      ],
      false,
    ],
    [
      'État civil',
      [
        'Naissances : Lou Perrin le 4 janvier, Malo Guéguen le 19 février, Inès Bouvier le 2 mars.',
        'Mariage : Claire Hamon et Yannick Le Bris le 14 février.',
        'Décès : Marcel Josselin, 91 ans, le 27 janvier ; Odette Rolland, 86 ans, le 9 mars.',
      ],
      true,
    ],
    [
      'L’Étoile sportive a cinquante ans',
      [
        'Fondé en 1976 par une poignée de jeunes du bourg, le club de football compte aujourd’hui 148 licenciés, dont une équipe féminine engagée en district depuis deux saisons. Pour fêter l’anniversaire, anciens et nouveaux joueurs se retrouveront le samedi 30 mai au stade municipal : tournoi des jeunes le matin, match des vétérans l’après-midi et repas le soir à la salle polyvalente.',
        'Les inscriptions au repas, 15 euros pour les adultes et 8 euros pour les moins de 12 ans, sont ouvertes jusqu’au 15 mai auprès du bar Le Médard.',
      ],
      false,
    ],
    [
      'Bibliothèque',
      [
        'Les bénévoles de la bibliothèque accueillent désormais les lecteurs le mercredi de 14 h à 18 h et le samedi de 10 h à 12 h. L’abonnement reste gratuit pour tous les habitants. Une heure du conte est proposée aux enfants de 3 à 7 ans le premier mercredi de chaque mois à 16 h.',
      ],
      false,
    ],
    [
      'Nos jeunes élus au travail',
      [
        'Les neuf conseillers municipaux jeunes, élus en octobre parmi les élèves de CM1 et de CM2, ont présenté leur premier projet : des nichoirs pour les mésanges, fabriqués avec l’atelier bois du club des aînés, seront installés dans le parc du Moulin avant l’été. Ils organisent aussi un ramassage des déchets le long de la Vilaine, ouvert à tous, le dimanche 12 avril à 10 h.',
      ],
      false,
    ],
    [
      'Agenda',
      [
        'Dimanche 12 avril : ramassage des déchets, départ du pont.',
        'Vendredi 8 mai : cérémonie au monument aux morts.',
        'Samedi 30 mai : cinquante ans de l’Étoile sportive.',
        'Dimanche 21 juin : fête de la musique.',
      ],
      true,
    ],
    [
      'Collecte des déchets',
      [
        'Ordures ménagères : chaque mardi matin.',
        'Sacs jaunes : les jeudis des semaines paires.',
        'Déchetterie de Bain : du lundi au samedi, de 9 h à 12 h et de 14 h à 18 h.',
      ],
      true,
    ],
    [
      'Numéros utiles',
      [
        'Mairie : 02 99 43 71 05',
        'École Anne-de-Bretagne : 02 99 43 70 28',
        'Cabinet médical : 02 99 43 75 60',
        'Gendarmerie de Bain : 17 ou 02 99 43 70 11',
      ],
      true,
    ],
  ],
  imprint:
    'Directrice de la publication : Françoise Le Goff. Mairie, 2 place de l’Église, 35470 Saint-Médard-sur-Vilaine. Tiré à 950 exemplaires sur papier recyclé. Dépôt légal : avril 2026.',
};
