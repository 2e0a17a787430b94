// The fresh part's records, written for this set apart from every other part's: the frame around
// the small-print texts (prose-fresh.ts), a CV and a slide. Letters on letterhead:
// records-fresh-letters.ts; bills, statements, menus and tables: records-fresh-grid.ts.

export interface FramedParts {
  /** Lines above the text (a running header, an authority, a leaflet's title block). */
  top: string[];
  title: string;
  headings: string[];
  /** Lines below the text (signatures, a footer). */
  end: string[];
}

export const LEGAL_EN: FramedParts = {
  top: ['Master Services Agreement, Ref. MSA/2026/0147', 'Page 4 of 11'],
  title: 'Part B: Obligations of the Parties (continued)',
  headings: ['9. DATA PROTECTION', '10. TERM AND TERMINATION', '11. LIMITATION OF LIABILITY', '12. GENERAL'],
  end: ['Initials: Supplier', 'Customer', 'Confidential, version 3.2 final, 27 January 2026'],
};

export const LEAFLET_DE: FramedParts = {
  top: ['Gebrauchsinformation: Information für Anwender', 'Februlin 400 mg Filmtabletten', 'Wirkstoff: Ibuprofen'],
  title:
    'Lesen Sie diese Packungsbeilage vollständig, bevor Sie mit der Einnahme beginnen. Fragen Sie Ihren Apotheker, wenn Sie sich nach drei Tagen nicht besser fühlen.',
  headings: [
    '1. Was ist Februlin und wofür wird es angewendet?',
    '2. Was sollten Sie vor der Einnahme beachten?',
    '3. Wie ist Februlin einzunehmen?',
    '4. Welche Nebenwirkungen sind möglich?',
    '5. Wie ist Februlin aufzubewahren?',
  ],
  end: [
    'Pharmazeutischer Unternehmer: Heilwerk Arzneimittel GmbH, Fabrikstraße 9, 79539 Lörrach',
    'Diese Packungsbeilage wurde zuletzt überarbeitet im Januar 2026.',
  ],
};

export const NOTICE_UK: FramedParts = {
  top: ['УКРАЇНА', 'ЖИТОМИРСЬКА МІСЬКА РАДА', 'ВИКОНАВЧИЙ КОМІТЕТ', 'майдан Соборний, 4/2, м. Житомир, 10014, тел. (0412) 48-12-07'],
  title: 'ОГОЛОШЕННЯ',
  headings: ['про громадське обговорення та тимчасове припинення водопостачання', 'м. Житомир', '16 березня 2026 р. № 214'],
  end: ['Керуючий справами виконавчого комітету', 'Олег ДЕМЧЕНКО', 'Виконавець: Гнатюк О. В., тел. 48-12-31'],
};

export const LEASE_RU: FramedParts = {
  top: [
    'ВЫПИСКА',
    'из договора аренды жилого помещения № 17/26',
    'г. Екатеринбург',
    '2 марта 2026 г.',
    'Гражданка Соколова Вера Андреевна, именуемая в дальнейшем «Арендодатель», и гражданин Латыпов Ринат Ильдарович, именуемый в дальнейшем «Арендатор», заключили настоящий договор о нижеследующем:',
  ],
  title: 'Выписка верна. Агентство недвижимости «Уральский дом», Н. С. Мухина, 05.03.2026',
  headings: ['1. ПРЕДМЕТ ДОГОВОРА', '2. ПЛАТЕЖИ И РАСЧЁТЫ', '3. ОБЯЗАННОСТИ СТОРОН', '4. СРОК ДЕЙСТВИЯ ДОГОВОРА'],
  end: ['АРЕНДОДАТЕЛЬ', 'Соколова В. А.', 'паспорт 65 19 № 482117', 'АРЕНДАТОР', 'Латыпов Р. И.', 'паспорт 65 21 № 703954'],
};

export interface ResumeParts {
  name: string;
  headline: string;
  contact: string;
  /** Sidebar sections: a heading and its lines. */
  side: Array<[string, string[]]>;
  profile: [string, string];
  /** Heading, then jobs: role and employer, dates, what was done. */
  jobs: [string, Array<[string, string, string[]]>];
  education: [string, Array<[string, string]>];
}

export const RESUME_EN: ResumeParts = {
  name: 'Eleanor J. Whitcombe',
  headline: 'Senior Quality Assurance Engineer',
  contact: 'Leeds, United Kingdom · +44 7700 914382 · e.whitcombe@mailbox.org',
  side: [
    [
      'Skills',
      [
        'Test planning and risk analysis',
        'Playwright, Cypress, pytest',
        'SQL and PostgreSQL',
        'CI pipelines in GitLab',
        'Accessibility audits (WCAG 2.2)',
      ],
    ],
    ['Languages', ['English: native', 'German: fluent (C1)', 'Polish: conversational']],
    ['Certificates', ['ISTQB Advanced Test Manager, 2022', 'AWS Cloud Practitioner, 2024']],
    ['Interests', ['Fell running', 'Volunteer coding club tutor', 'Restoring old bicycles']],
  ],
  profile: [
    'Profile',
    'Quality engineer with eleven years in payments and logistics software. I build test suites that developers trust, shorten release cycles and coach teams in writing testable requirements.',
  ],
  jobs: [
    'Experience',
    [
      [
        'Lead QA Engineer, Parcelwise Ltd, Leeds',
        'March 2021 to present',
        [
          'Cut the regression run from six hours to forty minutes by moving it to parallel containers.',
          'Introduced contract tests between nine services; production incidents fell by a third.',
          'Hired and mentored four testers, two of whom now lead their own squads.',
        ],
      ],
      [
        'QA Engineer, Moneta Payments GmbH, Munich',
        'June 2016 to February 2021',
        [
          'Owned acceptance testing of card refunds and chargebacks for eleven European markets.',
          'Wrote the load tests that sized the database cluster for the 2019 peak season.',
        ],
      ],
      ['Software Tester, Harrowgate Systems, York', 'September 2014 to May 2016', ['Tested warehouse scanning apps on handheld devices.']],
    ],
  ],
  education: [
    'Education',
    [
      ['MSc Software Engineering, University of Sheffield', '2013 to 2014'],
      ['BSc Mathematics, University of Leeds', '2010 to 2013'],
    ],
  ],
};

export interface BulletSlideParts {
  title: string;
  subtitle: string;
  /** Points; a level-2 point sits under the one before it. */
  points: Array<[string, 1 | 2]>;
  footer: string;
  number: string;
}

export const SLIDE_EN: BulletSlideParts = {
  title: 'Customer support in Q1',
  subtitle: 'Operations review, April 2026',
  points: [
    ['First response time fell from 9 hours to 3.5 hours', 1],
    ['A weekend rota was added in February', 2],
    ['Help articles now answer 41% of questions before a ticket is opened', 1],
    ['Open tickets down from 212 to 37', 1],
    ['The oldest open ticket is six days old', 2],
    ['Next quarter: a live chat trial for business customers', 1],
  ],
  footer: 'Northbridge Software Ltd · Internal',
  number: '7',
};
