// The fresh part's running text (a second held-out part, made after the recognition code was
// tuned; nobody has looked at what a reader makes of it): a services agreement, a medicine's
// package leaflet, a city council's notice and a flat's lease, written for this set and sharing
// no sentence with the tuning or held-out texts. Letters, bills and tables: records-fresh*.ts.

export const FRESH_PROSE: Record<'en' | 'de' | 'uk' | 'ru', string> = {
  en: `
The Supplier shall process Personal Data only on the documented instructions of the Customer,
including with regard to transfers of Personal Data to a third country, unless required to do so
by applicable law. Where such a legal requirement applies, the Supplier shall inform the Customer
before processing, unless that law prohibits such information on important grounds of public
interest. The Supplier shall ensure that every person authorised to process Personal Data has
committed to confidentiality or is under an appropriate statutory obligation of confidentiality.
Taking into account the state of the art, the costs of implementation and the nature, scope,
context and purposes of processing, the Supplier shall implement technical and organisational
measures to ensure a level of security appropriate to the risk. The Supplier shall not engage
another processor without the prior specific or general written authorisation of the Customer.
In the case of general written authorisation, the Supplier shall give the Customer not less than
thirty (30) days' notice of any intended addition or replacement of sub-processors, thereby giving
the Customer the opportunity to object. Either party may terminate this Agreement with immediate
effect by written notice if the other party commits a material breach which is irremediable or,
if remediable, is not remedied within fourteen (14) days of being notified in writing. Upon
termination the Supplier shall, at the choice of the Customer, delete or return all Personal Data
and delete existing copies, save where retention is required by law. Neither party shall be liable
for any indirect or consequential loss, loss of profit, loss of goodwill or loss of anticipated
savings, however arising. The aggregate liability of the Supplier under or in connection with this
Agreement shall not exceed the fees paid by the Customer in the twelve (12) months preceding the
event giving rise to the claim. Nothing in this clause limits liability for death or personal
injury caused by negligence, or for fraud or fraudulent misrepresentation. No failure or delay by
a party in exercising any right or remedy shall operate as a waiver of it. If any provision of
this Agreement is held invalid or unenforceable, the remaining provisions shall continue in full
force and effect. This Agreement is governed by the laws of England and Wales, and the courts of
England shall have exclusive jurisdiction over any dispute arising from it. Any notice given under
this Agreement shall be in writing and delivered by hand, by pre-paid first-class post or by email
to the address set out in Schedule 2. A notice sent by email is deemed received at 9.00 am on the
next Business Day after transmission.`,
  de: `
Februlin ist ein entzündungshemmendes und schmerzstillendes Arzneimittel aus der Gruppe der
nichtsteroidalen Antirheumatika. Es wird angewendet zur kurzzeitigen Behandlung leichter bis
mäßig starker Schmerzen wie Kopf-, Zahn- und Regelschmerzen sowie bei Fieber. Februlin darf nicht
eingenommen werden, wenn Sie allergisch gegen Ibuprofen oder einen der sonstigen Bestandteile
dieses Arzneimittels sind. Nehmen Sie es nicht ein bei ungeklärten Blutbildungsstörungen, bei
bestehenden oder wiederholt aufgetretenen Magengeschwüren und in den letzten drei Monaten der
Schwangerschaft. Sprechen Sie mit Ihrem Arzt oder Apotheker, bevor Sie Februlin einnehmen, wenn Sie
an Bluthochdruck, Herzschwäche oder einer eingeschränkten Nierenfunktion leiden. Die gleichzeitige
Anwendung mit anderen Schmerzmitteln, mit gerinnungshemmenden Mitteln oder mit Kortison kann das
Risiko von Blutungen im Magen-Darm-Trakt erhöhen. Ältere Patienten sollten besonders auf
Nebenwirkungen achten. Erwachsene und Jugendliche ab 40 kg Körpergewicht nehmen als Einzeldosis
eine Filmtablette mit einem Glas Wasser ein, möglichst zu einer Mahlzeit. Zwischen zwei Einnahmen
müssen mindestens sechs Stunden liegen; nehmen Sie nicht mehr als drei Filmtabletten innerhalb
von 24 Stunden ein. Wenn Sie eine größere Menge eingenommen haben, als Sie sollten, wenden Sie sich
umgehend an einen Arzt. Anzeichen einer Überdosierung können Übelkeit, Bauchschmerzen, Schwindel
und Ohrensausen sein. Wie alle Arzneimittel kann auch Februlin Nebenwirkungen haben, die aber
nicht bei jedem auftreten müssen. Häufig treten Sodbrennen, Blähungen und leichte Durchfälle auf.
Gelegentlich kommt es zu Kopfschmerzen, Müdigkeit oder Hautausschlägen mit Juckreiz. Brechen Sie
die Einnahme sofort ab, wenn schwarzer Stuhl, Blut im Erbrochenen oder Schwellungen im Gesicht
auftreten. Bewahren Sie dieses Arzneimittel für Kinder unzugänglich auf. Nicht über 25 °C lagern
und in der Originalverpackung aufbewahren, um den Inhalt vor Feuchtigkeit zu schützen. Sie dürfen
das Arzneimittel nach dem auf der Faltschachtel angegebenen Verfallsdatum nicht mehr verwenden.`,
  uk: `
Виконавчий комітет міської ради повідомляє про початок громадського обговорення проєкту
детального плану території кварталу між вулицями Садовою, Ковальською та проспектом Свободи.
Проєктом передбачено будівництво початкової школи на шістсот учнів, двох багатоквартирних
житлових будинків, підземного паркінгу та реконструкцію скверу з дитячим майданчиком.
Ознайомитися з матеріалами можна в управлінні містобудування та архітектури на вулиці Соборній,
14, у кабінеті 208, щодня з дев'ятої до сімнадцятої години, крім суботи та неділі.
Електронна версія проєкту розміщена на офіційному вебсайті міської ради в розділі «Містобудівна
документація». Пропозиції приймаються у письмовій формі протягом тридцяти календарних днів з дня
опублікування цього оголошення. У пропозиції слід зазначити прізвище, ім'я та по батькові, адресу
проживання, а також обґрунтування запропонованих змін. Анонімні пропозиції, а також ті, що
надійшли після завершення строку, не розглядаються. Громадські слухання відбудуться у великій
залі міської ради о вісімнадцятій годині. Відповідальною за організацію обговорення визначено
заступницю начальника управління Олену Гнатюк. Через планові ремонтні роботи на водогоні з восьмої
години ранку до двадцятої години вечора буде припинено подачу холодної води в будинках на вулицях
Шевченка, Лесі Українки та Івана Франка. Мешканцям рекомендовано заздалегідь зробити запас питної
води. Для людей похилого віку та осіб з інвалідністю воду доставлятимуть автоцистерною до
під'їздів. Довідки можна отримати за телефоном гарячої лінії 15-80 цілодобово. Під час ремонтних
робіт рух транспорту вулицею Шевченка буде обмежено, а автобус маршруту № 12 курсуватиме в об'їзд
через вулицю Чуднівську. Просимо водіїв не залишати автомобілі біля оглядових колодязів,
позначених сигнальною стрічкою. Після відновлення водопостачання вода може бути каламутною
протягом кількох годин; у такому разі її слід злити до повного просвітлення. Скарги щодо якості
води та пошкоджень благоустрою, спричинених роботами, приймає комунальне підприємство
«Житомирводоканал» за електронною адресою або на особистому прийомі у вівторок і четвер.
Виконавчий комітет дякує мешканцям за розуміння та терпіння.`,
  ru: `
Арендодатель передаёт, а Арендатор принимает во временное владение и пользование двухкомнатную
квартиру общей площадью 54,3 кв. м, расположенную на четвёртом этаже жилого дома. Квартира
передаётся по акту приёма-передачи вместе с мебелью и бытовой техникой, перечень которых приведён
в приложении № 1. Ежемесячная арендная плата составляет тридцать восемь тысяч рублей и вносится не
позднее пятого числа текущего месяца. Оплата коммунальных услуг по показаниям счётчиков
производится Арендатором отдельно на основании квитанций управляющей компании. При подписании
договора Арендатор вносит обеспечительный платёж в размере месячной платы, который возвращается по
окончании срока аренды за вычетом стоимости неоплаченных услуг. Арендатор обязан использовать
квартиру исключительно для проживания, содержать её в чистоте и исправном состоянии, своевременно
сообщать Арендодателю о любых повреждениях. Арендатор не вправе сдавать квартиру в субаренду,
производить перепланировку и держать домашних животных без письменного согласия Арендодателя.
Арендодатель вправе посещать квартиру для проверки её состояния не чаще одного раза в месяц,
предварительно согласовав время с Арендатором. Договор заключён сроком на одиннадцать месяцев и
может быть продлён по соглашению сторон. Каждая из сторон вправе расторгнуть договор досрочно,
письменно предупредив другую сторону не менее чем за тридцать дней. Все споры разрешаются путём
переговоров, а при недостижении согласия — в суде по месту нахождения квартиры.`,
};
