// The held-out part's prose, written for this set and used by nothing that tunes a decision:
// technical manuals, terms of service and public notices (the tuning part has letters and
// reports), one per installed language, with its own letters, digits and units.

export const HELD_OUT_PROSE: Record<string, string> = {
  en: `
Before servicing the pump, isolate the supply at the main valve and wait at least ten minutes for
the pressure to fall below 0.5 bar. Remove the four M8 bolts that hold the cover and lift it
vertically, taking care not to damage the O-ring seal. Inspect the impeller for wear: a blade
thinner than 3.2 mm must be replaced. Tighten the bolts crosswise to 24 Nm. The warranty does not
cover damage caused by running the pump dry, by frost or by liquids other than clean water below
40 degrees Celsius. Spare parts may be ordered from the address printed on the rating plate.`,
  uk: `
Перед обслуговуванням насоса перекрийте подачу головним вентилем і зачекайте щонайменше десять
хвилин, доки тиск не впаде нижче 0,5 бара. Відкрутіть чотири болти М8, що тримають кришку, і
підніміть її вертикально, щоб не пошкодити ущільнювальне кільце. Перевірте крильчатку на знос:
лопать, тонша за 3,2 мм, підлягає заміні. Затягуйте болти навхрест із моментом 24 Н·м. Гарантія не
поширюється на пошкодження через роботу без води, мороз або рідини, відмінні від чистої води
температурою до 40 градусів. Запасні частини можна замовити за адресою, вказаною на табличці.`,
  de: `
Diese Nutzungsbedingungen gelten für alle Verträge, die über unser Kundenportal geschlossen werden.
Der Kunde ist verpflichtet, seine Zugangsdaten geheim zu halten und uns einen Missbrauch
unverzüglich mitzuteilen. Rechnungen sind innerhalb von vierzehn Tagen ohne Abzug zahlbar; bei
Zahlungsverzug berechnen wir Zinsen in Höhe von neun Prozentpunkten über dem Basiszinssatz. Die
Haftung für leichte Fahrlässigkeit ist ausgeschlossen, soweit keine wesentlichen Pflichten verletzt
werden. Änderungen dieser Bedingungen werden sechs Wochen vor ihrem Inkrafttreten schriftlich
angekündigt. Gerichtsstand ist Würzburg, sofern der Kunde Kaufmann ist.`,
  fr: `
Le présent règlement s'applique à tous les usagers de la piscine intercommunale. L'accès aux bassins
est interdit aux enfants de moins de huit ans non accompagnés d'un adulte. Le port du bonnet est
obligatoire et la douche savonnée avant la baignade est exigée. Il est défendu de courir sur les
plages, de plonger dans le petit bain et d'introduire des objets en verre. Les maîtres-nageurs
peuvent exclure sans remboursement toute personne dont le comportement met en danger la sécurité
d'autrui. L'établissement décline toute responsabilité en cas de vol dans les vestiaires. Les
horaires d'été, du premier juillet au trente et un août, sont affichés à l'accueil.`,
  es: `
Para instalar el termostato, desconecte primero la corriente en el cuadro eléctrico y compruebe con
un detector que los cables no tienen tensión. Fije la base a la pared con los dos tornillos
suministrados, a una altura de 1,5 metros y lejos de ventanas, radiadores y corrientes de aire.
Conecte el cable marrón al borne L y el azul al borne N. Coloque las pilas respetando la polaridad
y pulse el botón de reinicio durante cinco segundos. La pantalla mostrará la temperatura ambiente en
grados centígrados. Si aparece el código E4, revise la conexión del sensor exterior.`,
  it: `
Il presente regolamento disciplina l'uso del parcheggio condominiale. Ogni proprietario ha diritto a
un solo posto auto, assegnato secondo la tabella allegata al verbale dell'assemblea. È vietato
parcheggiare nelle corsie di manovra, davanti alle uscite di sicurezza e nei posti riservati alle
persone con disabilità. Le biciclette vanno custodite nell'apposito locale al piano terra. Il
cancello automatico resta chiuso dalle ventidue alle sei; in caso di guasto occorre avvisare
l'amministratore entro ventiquattro ore. Le spese di manutenzione sono ripartite in millesimi.`,
  pl: `
Przed pierwszym użyciem pralki usuń blokady transportowe z tylnej ściany urządzenia i zachowaj je na
wypadek przeprowadzki. Podłącz wąż dopływowy do kranu z zimną wodą i sprawdź, czy uszczelka jest
prawidłowo osadzona. Wąż odpływowy zawieś na krawędzi wanny lub umieść w syfonie na wysokości od 60
do 90 centymetrów. Nie przekraczaj maksymalnego ładunku 7 kilogramów i nie używaj detergentów
przeznaczonych do zmywania ręcznego. Jeżeli na wyświetlaczu pojawi się kod F05, oczyść filtr pompy
znajdujący się za klapką w prawym dolnym rogu obudowy.`,
  ru: `
Настоящие правила распространяются на всех жильцов и гостей дома. Шумные работы разрешается
проводить по будням с девяти до девятнадцати часов, в субботу с десяти до шестнадцати часов. Вынос
мусора производится только в контейнеры во дворе; крупногабаритные предметы вывозятся по заявке в
управляющую компанию. Запрещается загромождать лестничные площадки, хранить горючие вещества в
подвале и курить в лифте. О протечках, неисправности освещения и домофона следует немедленно
сообщать диспетчеру по телефону, указанному на доске объявлений у входа.`,
  pt: `
Antes de ligar o aquecedor, verifique se a tensão da rede corresponde à indicada na etiqueta, ou seja,
230 volts. Coloque o aparelho numa superfície plana, a pelo menos um metro de cortinas, móveis e
outros materiais inflamáveis. Nunca o cubra nem o utilize para secar roupa. O termóstato regula a
temperatura entre 5 e 35 graus; a posição de proteção antigelo mantém o espaço acima de 7 graus. Se
o aparelho tombar, um interruptor de segurança desliga-o automaticamente. Para limpar, desligue a
ficha da tomada e use apenas um pano seco.`,
  cs: `
Tento provozní řád platí pro všechny návštěvníky sportovní haly. Vstup do tělocvičny je povolen pouze
v čisté sportovní obuvi se světlou podrážkou. Šatny se uzamykají a klíč se vrací na vrátnici
nejpozději patnáct minut po skončení pronájmu. Je zakázáno vnášet skleněné lahve, kouřit a
konzumovat alkoholické nápoje. Za škody způsobené nedbalostí odpovídá nájemce v plné výši. Rezervace
se provádějí nejméně tři dny předem; zrušení později než čtyřiadvacet hodin před začátkem se
účtuje v plné ceně. Správce haly může v odůvodněných případech změnit rozpis hodin.`,
};
