// The sealed part's newsletter, written for this set: the spring issue of a residents' association's
// letter, set in three columns (fr). Every line of the page. The library's questions and answers in
// two columns (pl): records-sealed-faq.ts.

export interface NewsletterParts {
  title: string;
  strap: string;
  issue: [string, string, string];
  editorial: [string, string, string];
  /** Heading and paragraphs, in reading order; the picture goes after the `pictureAfter`-th. */
  articles: Array<[string, string[]]>;
  pictureAfter: number;
  caption: string;
  agenda: [string, Array<[string, string]>];
  foot: string;
}

export const NEWSLETTER_FR: NewsletterParts = {
  title: 'Le Fil des Tilleuls',
  strap: "La lettre de l'association des habitants du quartier des Tilleuls",
  issue: ['N° 47', 'Printemps 2026', 'Gratuit'],
  editorial: [
    'Le mot du président',
    "Chers voisins, l'hiver a été long, mais le quartier ne s'est pas endormi : plus de soixante d'entre vous sont venus à la galette des rois, la collecte de jouets a rempli quatre cartons pour le Secours populaire et la demande d'un passage piéton devant l'école a enfin été entendue. Ce numéro vous présente les projets du printemps. Bonne lecture, et au plaisir de vous croiser au jardin !",
    'Karim Benali',
  ],
  articles: [
    [
      'Le jardin partagé rouvre ses portes',
      [
        "Depuis le 21 mars, le jardin partagé situé derrière la résidence Les Glycines accueille de nouveau les jardiniers, débutants ou confirmés. Cette année, la mairie a installé un second récupérateur d'eau de pluie et trois bacs surélevés accessibles aux personnes en fauteuil roulant.",
        'Les parcelles individuelles sont toutes attribuées, mais les deux parcelles collectives attendent encore des volontaires pour les semis de tomates, de courges et de haricots. Une permanence a lieu chaque samedi de 10 h à 12 h : Lucienne et Thomas y prêtent outils et graines et donnent volontiers des conseils.',
      ],
    ],
    [
      'Travaux rue des Acacias : ce qui va changer',
      [
        "Du 13 avril à la fin du mois de juin, la rue des Acacias sera entièrement refaite entre le carrefour de la Poste et l'avenue Jean-Moulin. Les trottoirs seront élargis à deux mètres, une piste cyclable à double sens sera tracée côté pair et quatorze arbres seront plantés.",
        "Pendant le chantier, la circulation se fera dans un seul sens, vers le centre-ville, et l'arrêt de bus Acacias sera déplacé d'une centaine de mètres, devant la pharmacie. Les riverains garderont l'accès à leur garage, sauf les jours où l'enrobé sera posé ; l'entreprise s'est engagée à les prévenir 48 heures à l'avance par un avis dans les boîtes aux lettres.",
      ],
    ],
    [
      'Portrait : Odette Ferrand',
      [
        "Quand Odette Ferrand est arrivée aux Tilleuls en 1986, le quartier n'avait ni bibliothèque ni salle commune. Institutrice, elle a d'abord organisé l'aide aux devoirs dans sa propre cuisine, avant d'obtenir, avec d'autres parents, l'ouverture de la salle Maurice-Ravel.",
        "Quarante ans plus tard, elle anime toujours l'atelier d'écriture du jeudi et tient la boîte à livres installée près de l'arrêt de bus. « Ce que j'aime ici, dit-elle, c'est qu'on se dit encore bonjour dans l'escalier. » Le conseil d'administration lui remettra la médaille de l'association lors de la fête de quartier.",
      ],
    ],
    [
      'Repair café : réparer plutôt que jeter',
      [
        'Un grille-pain qui ne chauffe plus, une lampe au fil abîmé, un pantalon déchiré ? Le premier samedi de chaque mois, de 14 h à 17 h, des bénévoles bricoleurs vous aident à réparer gratuitement vos objets à la salle Maurice-Ravel. L’an dernier, 212 objets y ont été examinés et près de deux sur trois sont repartis en état de marche. Apportez l’objet, ses accessoires et, si possible, sa notice.',
      ],
    ],
  ],
  pictureAfter: 1,
  caption: 'Les bacs surélevés du jardin partagé, installés en mars par les services techniques de la ville.',
  agenda: [
    'Agenda',
    [
      ['Samedi 11 avril', 'Troc de plants et de graines, jardin partagé, 10 h'],
      ['Samedi 2 mai', 'Repair café, salle Maurice-Ravel, 14 h'],
      ['Vendredi 22 mai', "Assemblée générale de l'association, 19 h"],
      ['Dimanche 14 juin', 'Fête de quartier et vide-greniers, place des Tilleuls'],
    ],
  ],
  foot: 'Association des habitants du quartier des Tilleuls, 5 place des Tilleuls, 71100 Montvillers. Courriel : contact@fil-des-tilleuls.fr. Tiré à 1 200 exemplaires.',
};
