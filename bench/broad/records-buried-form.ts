// The buried part's form (en), written for this set and sharing no sentence with any other part: a
// blood service's health questionnaire as a donor filled it in on the centre's tablet and had it
// printed: his details, ten yes or no questions crossed, the details asked for after two of them,
// the declaration he signed with its date, and the box for the staff left empty.

export interface DonorParts {
  /** The service's name and its centre's address line, beside the drawn drop. */
  service: [string, string];
  title: [string, string];
  intro: string;
  /** The donor's details: labels and what was typed. */
  details: Array<[string, string]>;
  /** The questions: heading, the answer columns' heads, each question and whether Yes was crossed. */
  questions: [string, [string, string], Array<[string, boolean]>];
  /** The follow-up: its label and the typed answer. */
  more: [string, string];
  /** The declaration: heading, text, the signature's label, the date's label and value. */
  declaration: [string, string, string, string, string];
  staff: [string, string[]];
  foot: [string, string];
}

export const DONOR_EN: DonorParts = {
  service: ['Eastern Counties Blood Service', 'Riverside Donor Centre · 14 Mill Lane, Norwich NR3 1JQ · 0300 123 4417'],
  title: ['Donor Health Questionnaire', 'Please complete before every donation'],
  intro:
    'Your answers help us make sure that giving blood is safe for you and for the patient who receives it. Please answer every question by marking a cross in the Yes or the No box. What you tell us is confidential; if you are unsure about a question, ask a member of staff.',
  details: [
    ['Surname', 'WHITLOCK'],
    ['Forenames', 'DANIEL JAMES'],
    ['Date of birth', '03/05/1988'],
    ['Donor number', 'G418 2207 5'],
    ['Postcode', 'NR2 4HT'],
    ['Mobile', '07812 553046'],
    ['Donations so far', '11'],
    ['Blood group, if known', 'O RhD negative'],
  ],
  questions: [
    'Your health and history',
    ['Yes', 'No'],
    [
      ['Are you feeling well today?', true],
      ['Have you had a cold, sore throat, fever or any other infection in the last 14 days?', false],
      ['Have you taken any medicines, including antibiotics, aspirin or ibuprofen, in the last 7 days?', true],
      ['Have you had dental treatment other than a check-up or a clean in the last 7 days?', false],
      ['Have you had a tattoo, a piercing, acupuncture or semi-permanent make-up in the last 4 months?', false],
      ['Have you travelled outside the UK and Ireland in the last 12 months?', true],
      ['Have you ever received a blood transfusion, or an organ or tissue transplant?', false],
      ['Have you ever had hepatitis or jaundice, or tested positive for HIV?', false],
      ['Have you had any vaccination in the last 8 weeks?', false],
      ['Will you drive a bus, train or lorry, fly a plane or work at heights in the next 12 hours?', false],
    ],
  ],
  more: [
    'If you answered Yes to question 3 or 6, please give details:',
    'Ibuprofen 200 mg for a sprained ankle, last taken on 4 March. Holiday in Lanzarote, 9 to 16 February 2026.',
  ],
  declaration: [
    'Declaration',
    'I have read the leaflet for donors. My answers are true to the best of my knowledge, and I understand that my blood will be tested for infections before it is used.',
    'Signature of donor',
    'Date',
    '07/03/2026',
  ],
  staff: ['For staff use only', ['Haemoglobin g/L', 'Method', 'Blood pressure', 'Pack number', 'Initials']],
  foot: [
    'DHQ-4 v7 01/2026',
    'We keep this form for 30 years, as the blood safety regulations require. How we use your data: ecbs.org.uk/privacy',
  ],
};
