// The blind part's letters, written for this set: a job offer from a Zaragoza engineering firm with
// its conditions in a table and a slip to sign (es), the minutes of a housing association board's
// meeting (pl) and a publisher's letter accepting an author's manuscript (ru). Every line of each page.

export interface OfferParts {
  company: string[];
  placeDate: string;
  recipient: string[];
  subject: string;
  before: string[];
  terms: Array<[string, string]>;
  after: string[];
  signer: string[];
  accept: [string, string[]];
}

export const OFFER_ES: OfferParts = {
  company: [
    'Talleres Ebro Mecánica, S.L.',
    'Polígono Industrial Malpica, calle E, nave 27',
    '50016 Zaragoza',
    'Tel. 976 451 830, rrhh@ebromecanica.es',
  ],
  placeDate: 'Zaragoza, 16 de marzo de 2026',
  recipient: ['Sra. Nerea Beltrán Ocaña', 'Calle de Miguel Servet, 114, 3.º B', '50013 Zaragoza'],
  subject: 'Asunto: oferta de empleo como técnica de mantenimiento industrial',
  before: [
    'Estimada Sra. Beltrán:',
    'Tras las entrevistas de los días 4 y 11 de marzo y la prueba práctica realizada en nuestro taller, nos complace comunicarle que ha sido seleccionada para incorporarse a nuestra plantilla. Su experiencia con prensas hidráulicas y autómatas programables encaja plenamente con lo que buscábamos. Las condiciones principales de la oferta son las siguientes:',
  ],
  terms: [
    ['Puesto', 'Técnica de mantenimiento industrial, grupo profesional 3'],
    ['Centro de trabajo', 'Planta de Malpica, Zaragoza'],
    ['Incorporación', 'Lunes, 6 de abril de 2026'],
    ['Contrato', 'Indefinido a jornada completa'],
    ['Jornada', '40 horas semanales en turnos rotativos de mañana y tarde'],
    ['Salario bruto anual', '31.850 euros en catorce pagas'],
    ['Plus de turnicidad', '145 euros brutos al mes'],
    ['Periodo de prueba', 'Seis meses'],
    ['Vacaciones', '23 días laborables al año'],
  ],
  after: [
    'Durante las dos primeras semanas seguirá un plan de acogida con formación en prevención de riesgos laborales; el reconocimiento médico previo corre a cargo de la empresa. Le rogamos que el primer día traiga su documento de identidad, su número de afiliación a la Seguridad Social y los datos de su cuenta bancaria.',
    'Si está conforme, le agradeceremos que nos devuelva firmada una copia de esta carta antes del 25 de marzo, por correo postal o escaneada a la dirección del membrete. Estamos convencidos de que su incorporación será muy positiva para el equipo.',
    'Atentamente,',
  ],
  signer: ['Jorge Lasheras Gil', 'Director de Recursos Humanos'],
  accept: ['Recibí y acepto las condiciones de esta oferta.', ['Nombre y apellidos', 'Fecha', 'Firma']],
};

export interface MinutesParts {
  body: string[];
  title: string;
  subtitle: string;
  meta: Array<[string, string]>;
  agenda: [string, string[]];
  /** The item's text, then a resolution in bold when one was passed. */
  items: Array<[string, string?]>;
  next: string;
  signs: Array<[string, string]>;
}

export const MINUTES_PL: MinutesParts = {
  body: ['Wspólnota Mieszkaniowa „Lipowa 14”', 'ul. Lipowa 14, 20-020 Lublin', 'NIP 946-262-18-05'],
  title: 'PROTOKÓŁ NR 3/2026',
  subtitle: 'z posiedzenia Zarządu Wspólnoty Mieszkaniowej „Lipowa 14” w Lublinie, które odbyło się 12 marca 2026 r.',
  meta: [
    ['Miejsce', 'lokal administracji, parter budynku'],
    ['Czas trwania', 'od 18.00 do 19.45'],
    ['Obecni', 'Halina Wróblewska (przewodnicząca), Marek Sadowski, Joanna Kędzior; z głosem doradczym zarządca Tomasz Zięba'],
    ['Protokolant', 'Joanna Kędzior'],
  ],
  agenda: [
    'Porządek posiedzenia',
    [
      'Otwarcie posiedzenia i przyjęcie porządku obrad.',
      'Informacja zarządcy o stanie funduszu remontowego.',
      'Wybór wykonawcy remontu klatek schodowych.',
      'Skargi mieszkańców na hałas z lokalu usługowego.',
      'Przygotowanie rocznego zebrania właścicieli.',
      'Sprawy różne i zamknięcie posiedzenia.',
    ],
  ],
  items: [
    ['Przewodnicząca otworzyła posiedzenie i stwierdziła obecność wszystkich członków Zarządu. Porządek obrad przyjęto bez uwag.'],
    [
      'Zarządca poinformował, że na dzień 28 lutego 2026 r. na rachunku funduszu remontowego zgromadzono 186 420,55 zł. Zaległości w opłatach wynoszą 9 312,00 zł i dotyczą czterech lokali; do dwóch właścicieli wysłano przedsądowe wezwania do zapłaty.',
    ],
    [
      'Wpłynęły trzy oferty: Bud-Lux s.c. na 74 800,00 zł brutto, Malbud Sp. z o.o. na 81 250,00 zł brutto i Zakład Ogólnobudowlany Piotr Nowicki na 69 900,00 zł brutto. Zarząd wybrał najtańszą ofertę, która obejmuje także wymianę oświetlenia na lampy z czujnikami ruchu.',
      'Uchwała Zarządu nr 7/2026 w sprawie wyboru wykonawcy remontu została podjęta: za 3, przeciw 0, wstrzymujących się 0.',
    ],
    [
      'Do administracji wpłynęły cztery pisemne skargi na hałas z kawiarni na parterze po godzinie 22.00. Zarząd postanowił wezwać najemcę do przestrzegania regulaminu porządku domowego i zlecił zarządcy sprawdzenie, czy umowa najmu przewiduje kary za jego naruszenie.',
    ],
    [
      'Roczne zebranie właścicieli zwołano na 23 kwietnia 2026 r. o godz. 18.00 w auli Szkoły Podstawowej nr 9 przy ul. Bursaki 12. Zarządca przygotuje sprawozdanie finansowe i projekt planu gospodarczego oraz roześle zawiadomienia do 8 kwietnia.',
      'Uchwała Zarządu nr 8/2026 w sprawie zwołania rocznego zebrania została podjęta jednogłośnie.',
    ],
    [
      'Marek Sadowski zgłosił potrzebę przycięcia gałęzi lip rosnących przy elewacji od strony podwórza; zarządca wystąpi o zgodę do Wydziału Ochrony Środowiska. Na tym posiedzenie zamknięto.',
    ],
  ],
  next: 'Następne posiedzenie Zarządu odbędzie się 9 kwietnia 2026 r. o godz. 18.00.',
  signs: [
    ['Protokołowała', 'Joanna Kędzior'],
    ['Przewodnicząca Zarządu', 'Halina Wróblewska'],
  ],
};

export interface PublisherLetterParts {
  house: string;
  strip: string[];
  number: string;
  addressee: string[];
  body: string[];
  signer: [string, string];
  footer: string[];
}

export const LETTER_RU: PublisherLetterParts = {
  house: 'Издательство «Ладожский берег»',
  strip: [
    '191186, Санкт-Петербург,',
    'наб. канала Грибоедова,',
    'д. 19, лит. А',
    'тел. +7 (812) 314-27-60',
    'editor@ladbereg.ru',
    'www.ladbereg.ru',
    'ИНН 7841027715',
    'КПП 784101001',
  ],
  number: 'Исх. № 214/Р от 18.03.2026',
  addressee: ['Лебедевой Ольге Викторовне', '603005, г. Нижний Новгород,', 'ул. Минина, д. 8, кв. 31'],
  body: [
    'Уважаемая Ольга Викторовна!',
    'Редакционный совет издательства рассмотрел рукопись Вашей книги «Волжские пристани: история и люди» и принял решение включить её в план выпуска на 2026 год в серии «Города и реки». Рецензенты высоко оценили собранный Вами архивный материал и живость изложения, особенно главы о пароходстве и о судьбе нижегородской ярмарки.',
    'Вместе с тем редакция просит доработать рукопись до 30 апреля 2026 года: сократить текст примерно на пятнадцать процентов, главным образом за счёт повторов во второй части, уточнить ссылки на архивные фонды и подготовить подписи ко всем иллюстрациям. Замечания рецензентов направлены Вам отдельным письмом.',
    'Проект авторского договора прилагается. Тираж первого издания составит 3000 экземпляров, вознаграждение автора — 12 процентов от отпускной цены каждого проданного экземпляра, аванс в размере 60 000 рублей выплачивается после подписания договора. Выход книги планируется в октябре.',
    'Вашим ведущим редактором назначена Анна Сергеевна Голубева, которая свяжется с Вами в ближайшие дни. Будем рады видеть Вас среди наших авторов.',
    'С уважением,',
  ],
  signer: ['Главный редактор', 'М. А. Рябинин'],
  footer: ['Приложение: проект авторского договора на 6 л. в 2 экз.', 'Исп. Голубева А. С., тел. +7 (812) 314-27-65'],
};
