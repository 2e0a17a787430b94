// The buried part's slide (pt), written for this set and sharing no sentence with any other part: a
// district hospital's occupational health service asks its staff to come for this autumn's flu and
// COVID-19 jabs, with last season's uptake, the target and the campaign's weeks as three figures,
// where and how to get the jabs, and the service's extension at the foot. The fixtures and the ski
// prices (it, cs): records-buried-grids.ts.

export interface VaccineParts {
  /** The title and the line under it, in the dark panel at the left. */
  title: [string, string];
  /** Three figures, each with what it counts. */
  figures: Array<[string, string]>;
  /** The points: heading and each point's lead and rest. */
  points: [string, Array<[string, string]>];
  /** The hospital, the service and its extension, the slide's number. */
  foot: [string, string, string];
}

export const VACCINE_PT: VaccineParts = {
  title: ['Campanha de vacinação 2026/2027', 'Gripe e COVID-19 para profissionais de saúde'],
  figures: [
    ['71%', 'dos profissionais vacinados contra a gripe na época passada'],
    ['85%', 'é a meta de cobertura desta campanha'],
    ['6', 'semanas de campanha, de 5 de outubro a 13 de novembro'],
  ],
  points: [
    'Como se vacinar',
    [
      ['Onde:', 'Saúde Ocupacional, piso 1, dias úteis das 8h às 16h, sem marcação.'],
      ['Nos serviços:', 'a equipa volante passa pelos internamentos às terças e quintas-feiras.'],
      ['O que trazer:', 'o cartão de colaborador; o registo faz-se na hora.'],
      ['As duas vacinas', 'podem ser dadas no mesmo dia, uma em cada braço.'],
    ],
  ],
  foot: ['Hospital Distrital de Vila Serrana', 'Saúde Ocupacional · extensão 4127', '3'],
};
