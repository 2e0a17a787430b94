// The held-out part's structured content, written for this set apart from the tuning part's
// records: memo headers, quotations, application forms, timetables, slides, and the titles of
// the manuals, terms and newsletters. Forms, timetables and slides: records-heldout-grid.ts.

export interface MemoParts {
  heading: string;
  fields: Array<[string, string]>;
  sign: string;
}

export interface QuoteParts {
  from: string[];
  title: string;
  meta: string[];
  columns: string[];
  items: string[];
  vatRate: number;
  decimal: string;
  group: string;
  validity: string;
}

export interface AppFormParts {
  title: string;
  section: string;
  fields: Array<[string, string]>;
  questions: Array<[string, boolean]>;
  yes: string;
  no: string;
}

export interface TimetableParts {
  title: string;
  subtitle: string;
  corner: string;
  departures: string[];
  stops: string[];
  separator: string;
  note: string;
}

export const MEMOS: Record<'en' | 'cs' | 'uk' | 'ru', MemoParts> = {
  en: {
    heading: 'MEMORANDUM',
    fields: [
      ['To:', 'All maintenance staff'],
      ['From:', 'Plant engineering'],
      ['Date:', '9 February 2026'],
      ['Subject:', 'Pump servicing schedule'],
    ],
    sign: 'R. Okafor, plant engineer',
  },
  cs: {
    heading: 'SDĚLENÍ',
    fields: [
      ['Komu:', 'všem nájemcům haly'],
      ['Od:', 'správa sportovní haly'],
      ['Datum:', '3. března 2026'],
      ['Věc:', 'změna provozního řádu'],
    ],
    sign: 'Petr Novák, správce',
  },
  uk: {
    heading: 'СЛУЖБОВА ЗАПИСКА',
    fields: [
      ['Кому:', 'працівникам сервісної служби'],
      ['Від:', 'головного інженера'],
      ['Дата:', '9 лютого 2026 р.'],
      ['Тема:', 'графік обслуговування насосів'],
    ],
    sign: 'О. Мельник, головний інженер',
  },
  ru: {
    heading: 'СЛУЖЕБНАЯ ЗАПИСКА',
    fields: [
      ['Кому:', 'жильцам дома № 14'],
      ['От:', 'управляющей компании'],
      ['Дата:', '12 марта 2026 г.'],
      ['Тема:', 'изменения в правилах проживания'],
    ],
    sign: 'Н. Соколова, управляющий',
  },
};

export const QUOTES: Record<'pt' | 'en', QuoteParts> = {
  pt: {
    from: ['Climatização Ribeiro, Lda.', 'Rua do Almada 77, 4050-037 Porto', 'geral@ribeiro-clima.pt'],
    title: 'Orçamento n.º 0318/2026',
    meta: ['Cliente: Condomínio Edifício Aurora', 'Data: 3 de fevereiro de 2026'],
    columns: ['N.º', 'Descrição', 'Valor sem IVA', 'IVA', 'Valor com IVA'],
    items: [
      'Aquecedor a óleo 2000 W',
      'Termóstato digital com sensor exterior',
      'Instalação elétrica dedicada',
      'Deslocação e mão de obra',
      'Manutenção anual',
    ],
    vatRate: 23,
    decimal: ',',
    group: '.',
    validity: 'Orçamento válido por 30 dias.',
  },
  en: {
    from: ['Okafor Mechanical Services', 'Unit 6, Canal Side, Manchester M4 6DE', 'quotes@okafor-mech.co.uk'],
    title: 'Quotation Q-26-0091',
    meta: ['Customer: Highfield Water Treatment', 'Date: 9 February 2026'],
    columns: ['No.', 'Description', 'Net', 'VAT', 'Gross'],
    items: [
      'Impeller, bronze, 180 mm',
      'O-ring seal kit, nitrile',
      'M8 bolts and washers, stainless',
      'Pump overhaul, labour',
      'Pressure test and report',
    ],
    vatRate: 20,
    decimal: '.',
    group: ',',
    validity: 'This quotation is valid for 30 days.',
  },
};
