// Ground truth for the accuracy set's pages that the English and Ukrainian corpora do not cover:
// natural office prose in German, French, Polish and Russian (written for this set, each with
// the letters that tell it from its neighbours; no Ukrainian-only letters in the Russian and none
// of ы э ъ ё in the Ukrainian), a Ukrainian letter quoting English, a table and small print.

export const GERMAN = `
Sehr geehrte Frau Müller, vielen Dank für Ihre Anfrage vom zwölften Mai. Leider müssen wir Ihnen
mitteilen, dass die bestellten Stühle erst Ende Juni geliefert werden können, weil unser Lieferant
größere Schwierigkeiten mit dem Holz hatte. Wir bedauern die Verzögerung sehr. Als Ausgleich
übernehmen wir die Versandkosten und gewähren Ihnen einen Rabatt von zehn Prozent auf die gesamte
Bestellung. Die Rechnung über 2.480,00 Euro wird erst nach der Lieferung fällig. Falls Sie die
Bestellung lieber stornieren möchten, genügt eine kurze Nachricht an unser Büro in der
Schlossstraße 14. Die Gemeinde teilt mit, dass die Brücke über den Mühlbach ab Montag für drei
Wochen gesperrt wird. Fußgänger und Radfahrer können den Steg neben der Schule benutzen, Autos
werden über die Bahnhofstraße umgeleitet. Die Arbeiten sind nötig, weil der Frost im letzten
Winter das Geländer und den Belag beschädigt hat. Während der Bauzeit fährt der Bus der Linie 7
nicht über den Marktplatz, sondern hält vorübergehend vor dem Rathaus. Wir bitten alle Anwohner um
Verständnis für den Lärm und danken für ihre Geduld. Die nächste Sitzung des Ausschusses findet am
Donnerstag um neunzehn Uhr im großen Saal statt; Gäste sind herzlich willkommen.
`;

export const FRENCH = `
Madame, Monsieur, nous avons bien reçu votre lettre du trois février et nous vous remercions de
votre confiance. Après vérification, il apparaît que la facture numéro 4127 a été réglée deux fois
par erreur. Le montant de 356,80 euros vous sera remboursé par virement avant la fin du mois. Nous
vous prions d'accepter nos excuses pour ce désagrément. La bibliothèque municipale sera fermée
pendant les vacances de Pâques afin de rénover la salle de lecture. Les livres empruntés pourront
être rendus à la mairie, où une boîte sera installée près de l'entrée. Dès la réouverture, les
lecteurs découvriront un espace plus lumineux, des fauteuils neufs et un coin réservé aux enfants.
Le conseil a également décidé de prolonger les horaires d'ouverture le mercredi jusqu'à vingt
heures. Concernant le projet de piste cyclable le long de la rivière, une réunion publique aura
lieu le jeudi suivant à la salle des fêtes. Les habitants du quartier de la gare y sont invités à
présenter leurs remarques. Le maire rappelle que la sécurité des piétons reste la priorité et que
les arbres centenaires du quai seront conservés. Veuillez agréer, Madame, Monsieur, l'expression
de nos salutations distinguées. François Lefèvre, service des relations avec les usagers.
`;

export const POLISH = `
Szanowna Pani, dziękujemy za list z dnia piątego marca oraz za zdjęcia uszkodzonej przesyłki.
Przykro nam, że wazon dotarł rozbity. Nasz kurier potwierdził, że paczka spadła w sortowni, dlatego
zwrócimy pełną kwotę 249,00 złotych na Pani konto w ciągu pięciu dni roboczych. Nie trzeba odsyłać
kawałków. Jeżeli woli Pani otrzymać nowy wazon, prosimy odpowiedzieć na tę wiadomość, podając
numer zamówienia, a wyślemy go listem poleconym bez dodatkowych opłat. Urząd miasta informuje, że
od poniedziałku most na rzece zostanie zamknięty na trzy tygodnie z powodu remontu. Piesi i
rowerzyści mogą korzystać z kładki obok szkoły, a samochody pojadą objazdem przez ulicę Dworcową.
Prace są konieczne, ponieważ zeszłoroczny mróz uszkodził barierki i nawierzchnię. W tym czasie
autobus linii siódmej nie będzie przejeżdżał przez rynek, lecz zatrzyma się przed ratuszem. Komisja
zebrała się o wpół do dziesiątej w małej sali konferencyjnej. Obecni byli przewodniczący,
sekretarz, czterech członków oraz dwóch obserwatorów z rady powiatu. Protokół z poprzedniego
posiedzenia przyjęto z jedną poprawką: budżet na naprawę dróg wynosi 84 000 złotych, a nie 48 000.
Łączymy wyrazy szacunku, Małgorzata Żółkiewska, dział obsługi klienta.
`;

export const RUSSIAN = `
Уважаемый Сергей Петрович, благодарим вас за письмо от второго мая и за фотографии повреждённой
посылки. Нам очень жаль, что ваза прибыла разбитой. Наш курьер подтвердил, что коробку уронили в
сортировочном центре, поэтому мы вернём полную стоимость, 3 450 рублей, на вашу карту в течение
пяти рабочих дней. Возвращать осколки не нужно. Если вы предпочитаете получить новую вазу, просто
ответьте на это письмо и укажите номер заказа. Городская библиотека будет закрыта на ремонт с
первого июня до конца августа. В это время книги можно сдавать в филиал на Вокзальной улице,
который продлит часы работы по будням до восьми вечера. Читальный зал на втором этаже откроется с
новым освещением, большим количеством розеток и сорока дополнительными местами. Объявление для
жителей: воду следует кипятить не менее одной минуты до особого распоряжения. Анализы, взятые во
вторник, обнаружили бактерии в двух пробах, вероятно потому, что сильный ливень смыл грунт в
очистные сооружения. Инженеры промывают трубы и ежедневно берут новые пробы. Школы, больницы и
дома престарелых обеспечены бутилированной водой. Подъезд к складу временно закрыт, объезд через
улицу Съезжинскую. Это всё, что известно на сегодняшний день. С уважением, отдел обслуживания.
`;

/** A Ukrainian letter that quotes English lines (drawn line by line as given). */
export const MIXED_UK_EN_LINES = [
  'Шановний пане Петренко,',
  'дякуємо за ваш лист від шостого квітня. Наш партнер у Лондоні',
  'надіслав підтвердження англійською мовою, і ми наводимо його дослівно:',
  '"We confirm that the shipment left our warehouse on the 4th of April',
  'and will arrive in Kyiv within ten working days. The invoice number',
  'is 2026-041 and the total amount is 12,300.00 euros."',
  'Отже, товар має надійти до нашого складу не пізніше двадцятого квітня.',
  "Якщо виникнуть запитання, наш менеджер зв'яжеться з вами телефоном.",
  'Партнер також додав коротку примітку до договору:',
  '"Please sign both copies and return one of them by post."',
  'Просимо підписати обидва примірники й повернути один поштою.',
  'Дякуємо за співпрацю та довіру до нашої компанії.',
  'З повагою, Олена Ковальчук, відділ закупівель.',
];

/** The table page: a caption, then rows of cells (header first). */
export const TABLE_CAPTION = 'Quarterly deliveries by warehouse, in pallets and pounds:';
export const TABLE_ROWS = [
  ['Warehouse', 'Pallets', 'Weight', 'Manager'],
  ['Leeds', '1240', '18.6 t', 'Carter'],
  ['Bristol', '875', '12.1 t', 'Harper'],
  ['Norwich', '432', '6.9 t', 'Whitmore'],
  ['Exeter', '1518', '22.4 t', 'Dawson'],
  ['Carlisle', '296', '4.3 t', 'Fletcher'],
];

/** Small print under a body of text (drawn at 7 pt). */
export const FOOTER_LINES = [
  'Northfield Supply Company Ltd, registered in England and Wales, company number 08812345.',
  'Registered office: 14 Harbour Street, Leeds LS1 4AB. VAT number GB 284 1130 52.',
  'This letter and any attachment are confidential and meant only for the person named above.',
];
