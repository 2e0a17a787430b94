// The hidden part's bills, written for this set: a Porto plumbing firm's invoice for replacing a
// kitchen tap and mending a leaking stop valve (pt), and a Vinnytsia DIY store's till receipt for
// screws, paint, cable and sockets, with the loyalty discount and the VAT in it (uk). Counts,
// prices and the documents' numbers are drawn from seeds by templates-hidden-plumber.ts and
// templates-hidden-receipt.ts. The dentist's invoice (cs): records-hidden-dentist.ts.

/** An item: what, its unit, the least and most count, the least and most unit price in cents. */
export type PricedItem = [string, string, number, number, number, number];

export interface PlumberParts {
  firm: [string, string, string[]];
  title: [string, string];
  /** Labels: the invoice's number, date, due date, ATCUD, and the client's order. */
  refs: [string, string, string, string, string];
  dates: [string, string];
  order: string;
  client: [string, string[]];
  job: [string, string];
  columns: [string, string, string, string, string, string];
  items: PricedItem[];
  vat: number;
  /** Labels: net, VAT, to pay. */
  sums: [string, string, string];
  /** Payment: heading, the labels of entity, reference and amount, and the transfer's line. */
  payment: [string, string, string, string, string];
  legal: string[];
}

export const PLUMBER_PT: PlumberParts = {
  firm: [
    'Canalizações Teixeira & Filhos, Lda.',
    'Canalização · Aquecimento · Reparações ao domicílio',
    ['Rua do Almada, 214 · 4050-032 Porto', 'Tel. 222 051 487 · Tlm. 913 448 207', 'geral@canteixeira.pt · NIF 508 417 296'],
  ],
  title: ['Fatura', 'Original'],
  refs: ['Fatura n.º', 'Data', 'Vencimento', 'ATCUD', 'Requisição'],
  dates: ['12-03-2026', '11-04-2026'],
  order: 'telefone, 10-03-2026',
  client: ['Cliente', ['Sr. Rui Manuel Fonseca', 'Rua de Cedofeita, 377, 3.º Dto.', '4050-181 Porto', 'NIF 214 907 385']],
  job: ['Trabalho realizado', 'Substituição da torneira e do sifão do lava-loiça da cozinha; reparação de fuga na válvula de corte geral.'],
  columns: ['Descrição', 'Qtd.', 'Un.', 'Preço unit.', 'IVA', 'Total'],
  items: [
    ['Deslocação à obra', 'un', 1, 1, 2500, 3500],
    ['Mão de obra de canalizador', 'h', 2, 5, 2800, 3500],
    ['Mão de obra de ajudante', 'h', 2, 4, 1800, 2200],
    ['Torneira misturadora monocomando para lava-loiça', 'un', 1, 1, 6900, 9900],
    ['Sifão extensível de 40 mm', 'un', 1, 1, 690, 990],
    ['Tubo multicamada de 16 mm', 'm', 3, 8, 280, 390],
    ['Válvula de seccionamento de meia polegada', 'un', 2, 3, 850, 1200],
    ['Ligação flexível em inox de 40 cm', 'un', 2, 2, 450, 650],
    ['Fita de vedação em PTFE', 'un', 1, 2, 120, 180],
    ['Silicone sanitário branco', 'un', 1, 1, 590, 790],
  ],
  vat: 23,
  sums: ['Total ilíquido', 'Total do IVA', 'Total a pagar'],
  payment: [
    'Pagamento por Multibanco',
    'Entidade',
    'Referência',
    'Montante',
    'Ou por transferência para o IBAN PT50 0035 0417 0000 5281 9307 6',
  ],
  legal: [
    'Os serviços foram prestados na data e no local acima indicados. Garantia da mão de obra: 12 meses.',
    'Processado por programa certificado n.º 2187/AT',
  ],
};

export interface TillParts {
  /** The firm, the shop, its address, and its tax numbers. */
  shop: string[];
  /** Labels: the cashier (and name), the till, the receipt's number. */
  till: [string, string, string];
  /** What, the least and most count, the least and most price in kopecks. */
  items: Array<[string, number, number, number, number]>;
  /** The VAT's letter after each line, the rate, and the labels: sum, discount, to pay, VAT. */
  vat: [string, number];
  labels: [string, string, string, string];
  discount: number;
  currency: string;
  /** Payment: by card, the card's label, the authorisation's and RRN's labels. */
  payment: [string, string, string, string];
  /** The fiscal lines' labels, the date and time, the mode and the heading, and the thanks. */
  fiscal: [string, string, string, string, string];
  when: string;
}

export const TILL_UK: TillParts = {
  shop: ['ТОВ «Будмайстер Плюс»', 'Магазин «Будмайстер»', 'м. Вінниця, вул. Келецька, 62', 'ІД 41286530', 'ПН 412865302286'],
  till: ['Касир: Олійник Т.', 'Каса 2', 'Чек №'],
  items: [
    ['Шурупи по дереву 4×40, упаковка 200 шт', 1, 3, 7900, 9900],
    ['Фарба інтер’єрна акрилова біла, 2,5 л', 1, 2, 42900, 52900],
    ['Валик малярний 180 мм з ручкою', 1, 1, 11900, 15900],
    ['Стрічка малярна 38 мм, рулон 50 м', 2, 4, 4600, 5900],
    ['Кабель ВВГ 3×2,5, погонний метр', 5, 15, 3900, 4700],
    ['Розетка подвійна із заземленням, біла', 1, 3, 8900, 12900],
    ['Дюбель-цвях 6×40, упаковка 50 шт', 1, 2, 5400, 6900],
    ['Плівка захисна 4×5 м', 1, 2, 3500, 4500],
  ],
  vat: ['А', 20],
  labels: ['Сума', 'Знижка за карткою клієнта', 'До сплати', 'ПДВ'],
  discount: 5,
  currency: 'грн',
  payment: ['Безготівкова', 'Картка', 'Код авт.', 'RRN'],
  fiscal: ['ФН ПРРО', 'Фіскальний номер чека', 'Онлайн', 'Фіскальний чек', 'Дякуємо за покупку!'],
  when: '17.03.2026',
};
