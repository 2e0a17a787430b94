// The blind part's garage invoice, written for this set: a Strasbourg garage's bill for a service and
// new front brakes (fr), parts and labour apart, the vehicle's data in a band across the page. The
// parts' prices and the hours worked are drawn from a seed by templates-blind-garage.ts.

export interface RepairParts {
  garage: string[];
  title: string;
  meta: Array<[string, string]>;
  client: string[];
  vehicle: Array<[string, string]>;
  columns: string[];
  /** Reference, name, quantity, least and most net unit price. */
  parts: [string, Array<[string, string, number, number, number]>];
  /** Code, the work, least and most hours in tenths. */
  labour: [string, Array<[string, string, number, number]>];
  rate: number;
  subtotal: string;
  totals: [string, string, string, string, string];
  deposit: number;
  remarks: string[];
  foot: string;
}

export const REPAIR_FR: RepairParts = {
  garage: [
    'Garage des Tanneurs',
    'Mécanique et carrosserie toutes marques',
    '27, rue des Tanneurs, 67000 Strasbourg',
    'Tél. 03 88 32 71 46',
  ],
  title: 'Facture n° F26-0341',
  meta: [
    ['Date', '18/03/2026'],
    ['Ordre de réparation', 'OR 26-0519'],
    ['Client', 'C-01872'],
  ],
  client: ['M. Julien Haegel', '4, allée des Peupliers', '67400 Illkirch-Graffenstaden'],
  vehicle: [
    ['Immatriculation', 'FK-381-TZ'],
    ['Véhicule', 'Renault Mégane Estate 1.5 dCi 115'],
    ['Numéro de série', 'VF1RFB00968421377'],
    ['Mise en circulation', '14/06/2019'],
    ['Kilométrage', '98 412 km'],
  ],
  columns: ['Référence', 'Désignation', 'Qté', 'P.U. HT', 'Montant HT'],
  parts: [
    'Pièces',
    [
      ['7701208174', 'Jeu de plaquettes de frein avant', 1, 54, 78],
      ['402065152R', 'Disques de frein avant, la paire', 1, 96, 138],
      ['152089599R', 'Filtre à huile', 1, 9, 15],
      ['7711943685', 'Huile moteur 5W30, bidon de 1 litre', 5, 11, 16],
      ['8201370532', 'Filtre à air', 1, 18, 29],
      ['272775374R', "Filtre d'habitacle à charbon actif", 1, 21, 34],
      ['7711428132', 'Liquide de frein DOT 4, flacon de 0,5 litre', 1, 8, 13],
    ],
  ],
  labour: [
    "Main-d'œuvre",
    [
      ['MO-VID', 'Vidange et remplacement des filtres', 6, 9],
      ['MO-FRE', 'Remplacement des disques et plaquettes avant', 14, 18],
      ['MO-PUR', 'Purge du circuit de freinage', 4, 6],
      ['MO-DIA', "Lecture des codes défaut et remise à zéro de l'indicateur d'entretien", 2, 4],
    ],
  ],
  rate: 68,
  subtotal: 'Sous-total',
  totals: ['Total HT', 'TVA 20 %', 'Total TTC', 'Acompte versé', 'Net à payer'],
  deposit: 100,
  remarks: [
    'Observations : pneus arrière usés à 70 %, à remplacer avant le prochain contrôle technique. Prochaine vidange à 113 000 km ou en mars 2027.',
    "Garantie pièces et main-d'œuvre : 12 mois ou 20 000 km. Paiement à réception ; en cas de retard, pénalités au taux de trois fois l'intérêt légal et indemnité forfaitaire de 40 euros pour frais de recouvrement.",
  ],
  foot: 'SARL Garage des Tanneurs au capital de 30 000 euros, SIRET 412 853 907 00024, RCS Strasbourg, TVA FR27 412853907',
};
