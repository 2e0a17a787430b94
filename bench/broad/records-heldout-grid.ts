// The held-out part's forms, timetables and dark slides (types in records-heldout.ts), written
// for this set apart from the tuning part's records.
import type { AppFormParts, TimetableParts } from './records-heldout.js';
import type { SlideParts } from './records-tuning.js';

export const APP_FORMS: Record<'cs' | 'en', AppFormParts> = {
  cs: {
    title: 'Žádost o pronájem sportovní haly',
    section: 'Údaje o žadateli',
    fields: [
      ['Jméno a příjmení', 'Kateřina Horáková'],
      ['Organizace', 'TJ Sokol Žižkov'],
      ['Adresa', 'Koněvova 112, 130 00 Praha 3'],
      ['Telefon', '+420 603 218 447'],
      ['Požadovaný termín', 'každé úterý 18:00–20:00'],
      ['Počet osob', '24'],
    ],
    questions: [
      ['Budete používat šatny?', true],
      ['Požadujete ozvučení?', false],
      ['Jde o veřejnou akci?', false],
    ],
    yes: 'ano',
    no: 'ne',
  },
  en: {
    title: 'Request for a pump service visit',
    section: 'Site details',
    fields: [
      ['Site name', 'Highfield Water Treatment Works'],
      ['Contact person', 'Daniel Whitmore'],
      ['Address', 'Reservoir Road, Highfield HX3 9QP'],
      ['Telephone', '01422 550 731'],
      ['Pump model and serial', 'CRN 45-3, serial 81 204 776'],
      ['Preferred date', '24 February 2026, morning'],
    ],
    questions: [
      ['Is the pump isolated?', true],
      ['Is a permit to work needed?', true],
      ['Has the pump run dry?', false],
    ],
    yes: 'Yes',
    no: 'No',
  },
};

export const TIMETABLES: Record<'fr' | 'de', TimetableParts> = {
  fr: {
    title: 'Ligne 12 : Gare centrale – Parc des Expositions',
    subtitle: 'Horaires du lundi au vendredi, valables à partir du 2 mars 2026',
    corner: 'Arrêt',
    departures: ['06:05', '06:35', '07:05', '07:35', '08:05', '08:35', '09:05'],
    stops: [
      'Gare centrale',
      'Place de la République',
      'Hôtel de ville',
      'Rue Émile Zola',
      'Lycée Pasteur',
      'Hôpital Nord',
      'Les Peupliers',
      'Zone artisanale',
      'Parc des Expositions',
    ],
    separator: 'h',
    note: 'Les jours fériés, consulter les horaires du dimanche. Accès aux personnes à mobilité réduite à tous les arrêts.',
  },
  de: {
    title: 'Linie 7: Hauptbahnhof – Klinikum Süd',
    subtitle: 'Fahrplan montags bis freitags, gültig ab 2. März 2026',
    corner: 'Haltestelle',
    departures: ['05:48', '06:18', '06:48', '07:18', '07:48', '08:18', '08:48'],
    stops: [
      'Hauptbahnhof',
      'Rathaus',
      'Marktplatz',
      'Schillerstraße',
      'Mühlbach',
      'Bahnhofstraße',
      'Gymnasium Süd',
      'Friedhof',
      'Klinikum Süd',
    ],
    separator: ':',
    note: 'An Feiertagen gilt der Sonntagsfahrplan. Während der Brückensperrung hält die Linie am Rathaus statt am Marktplatz.',
  },
};

export const DARK_SLIDES: Record<'en' | 'es', SlideParts> = {
  en: {
    title: 'Pump servicing in 2026',
    points: [
      'Isolate the supply before opening',
      'Replace impellers thinner than 3.2 mm',
      'Tighten cover bolts to 24 Nm',
      'Log every visit in the plant register',
    ],
    footer: 'Plant engineering briefing, slide 2',
  },
  es: {
    title: 'Instalación del termostato',
    points: [
      'Desconecte la corriente en el cuadro',
      'Fije la base a 1,5 metros de altura',
      'Cable marrón al borne L, azul al N',
      'Código E4: revise el sensor exterior',
    ],
    footer: 'Formación de instaladores, diapositiva 4',
  },
};
