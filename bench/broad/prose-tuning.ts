// Tuning-part prose for the languages the accuracy set has no page in (Spanish, Italian,
// Portuguese, Czech), written for this set: office letters and notices with the letters that
// tell each language from its neighbours. English, Ukrainian, German, French, Polish and Russian
// tuning pages reuse the accuracy set's corpora (bench/_kit/dense-pages.ts, ukrainian-pages.ts,
// bench/accuracy/texts.ts). The held-out part's texts are in prose-heldout.ts.

export const SPANISH = `
Estimada señora Núñez: le agradecemos su carta del día cuatro de marzo y las fotografías del
paquete dañado. Lamentamos mucho que el jarrón llegara roto. Nuestro mensajero ha confirmado que la
caja se cayó en el centro de clasificación, por lo que le devolveremos el importe íntegro de 129,50
euros en su tarjeta en un plazo de cinco días hábiles. No es necesario que nos envíe los trozos. Si
prefiere recibir un jarrón nuevo, responda a este mensaje indicando el número de pedido y se lo
enviaremos por correo certificado sin ningún coste adicional. El ayuntamiento informa de que el
puente sobre el río permanecerá cerrado durante tres semanas a partir del lunes por obras de
reparación. Los peatones y los ciclistas podrán utilizar la pasarela junto al colegio, mientras que
los coches deberán desviarse por la calle de la Estación. Las obras son necesarias porque la helada
del invierno pasado dañó la barandilla y el firme. La biblioteca municipal ampliará su horario los
miércoles hasta las ocho de la tarde y abrirá una sala de lectura para niños en la planta baja.
`;

export const ITALIAN = `
Gentile signor Bianchi, la ringraziamo per la sua lettera del sei maggio e per le fotografie del
pacco danneggiato. Siamo spiacenti che il vaso sia arrivato rotto. Il nostro corriere ha confermato
che la scatola è caduta nel centro di smistamento, perciò le rimborseremo l'intero importo di 87,40
euro sulla sua carta entro cinque giorni lavorativi. Non è necessario restituire i cocci. Se
preferisce ricevere un vaso nuovo, risponda a questo messaggio indicando il numero dell'ordine e
glielo spediremo per raccomandata senza costi aggiuntivi. Il comune comunica che da lunedì il ponte
sul fiume resterà chiuso per tre settimane a causa dei lavori di manutenzione. I pedoni e i ciclisti
potranno usare la passerella accanto alla scuola, mentre le automobili saranno deviate lungo via
della Stazione. I lavori sono necessari perché il gelo dell'inverno scorso ha danneggiato la
ringhiera e l'asfalto. Durante il cantiere l'autobus della linea sette non passerà per la piazza
del mercato ma si fermerà davanti al municipio. Ci scusiamo per il disagio e per il rumore.
`;

export const PORTUGUESE = `
Prezada senhora Araújo, agradecemos a sua carta de dez de abril e as fotografias da encomenda
danificada. Lamentamos que o vaso tenha chegado partido. O nosso estafeta confirmou que a caixa
caiu no centro de triagem, pelo que iremos reembolsar o valor total de 64,90 euros no seu cartão no
prazo de cinco dias úteis. Não é necessário devolver os pedaços. Se preferir receber um vaso novo,
responda a esta mensagem com o número da encomenda e enviá-lo-emos por correio registado sem custos
adicionais. A câmara municipal informa que a ponte sobre o rio estará fechada durante três semanas a
partir de segunda-feira, devido a obras de reparação. Os peões e os ciclistas poderão utilizar a
passagem junto à escola, e os automóveis serão desviados pela rua da Estação. As obras são
necessárias porque a geada do inverno passado danificou o corrimão e o pavimento. A biblioteca
municipal estará aberta às quartas-feiras até às vinte horas, com uma nova sala de leitura infantil.
`;

export const CZECH = `
Vážená paní Dvořáková, děkujeme za Váš dopis ze dne osmého června a za fotografie poškozené
zásilky. Je nám líto, že váza dorazila rozbitá. Náš kurýr potvrdil, že krabice spadla v třídicím
centru, a proto Vám vrátíme celou částku 1 249 korun na Vaši kartu do pěti pracovních dnů. Střepy
není třeba posílat zpět. Pokud byste raději dostala novou vázu, odpovězte prosím na tuto zprávu a
uveďte číslo objednávky; pošleme ji doporučeně bez dalších poplatků. Městský úřad oznamuje, že most
přes řeku bude od pondělí na tři týdny uzavřen kvůli opravě. Chodci a cyklisté mohou použít lávku u
školy, auta pojedou objížďkou přes Nádražní ulici. Oprava je nutná, protože loňský mráz poškodil
zábradlí i povrch vozovky. Během stavby nebude autobus linky sedm projíždět přes náměstí, ale
zastaví před radnicí. Městská knihovna prodlouží ve středu otevírací dobu do osmi hodin večer.
`;
