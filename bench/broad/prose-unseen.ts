// The unseen part's running text (a third held-out part, made in the 2026-11-29 session and never
// read while tuning; no one looks at what any reader makes of it before the headline bench first reports
// it): a fibre and mobile operator's terms (es) and a cordless drill's safety instructions (cs),
// written for this set and sharing no sentence with any other part. A corpus of a page with
// headings comes in blocks parted by blank lines, one per heading (records-unseen.ts). The household
// insurance conditions (de) and the newspaper article (it): prose-unseen-more.ts.
import { ARTICLE_IT, POLICY_DE } from './prose-unseen-more.js';

const TERMS_ES = `
El presente contrato regula la prestación de los servicios de acceso a internet por fibra óptica y de
telefonía móvil que Ondanet Comunicaciones ofrece al cliente en el domicilio indicado en la solicitud.
El contrato se entiende celebrado en el momento en que el cliente acepta estas condiciones por escrito,
por teléfono con grabación de la llamada o a través del área de clientes de la página web. Ondanet
instalará el equipo terminal en un plazo máximo de quince días naturales desde la aceptación, salvo que
el cliente solicite una fecha posterior o que la instalación requiera permisos de la comunidad de
propietarios. Si la instalación no fuera técnicamente viable, el contrato quedará resuelto sin coste
alguno para el cliente y se le devolverán las cantidades que hubiera abonado.

El router y el punto de terminación de red siguen siendo propiedad de Ondanet y se entregan al cliente
en régimen de cesión de uso mientras dure el contrato. El cliente se compromete a conservarlos con la
diligencia debida y a devolverlos en buen estado en el plazo de un mes desde la baja; en caso contrario
se le cobrarán sesenta euros por el router y cuarenta euros por el punto de terminación.

Las cuotas mensuales se facturan por adelantado el primer día de cada mes y se cargan en la cuenta
bancaria designada por el cliente mediante adeudo directo. El consumo de llamadas y datos no incluidos
en la tarifa se factura a mes vencido según los precios vigentes publicados en la web. Si un recibo
resulta impagado, Ondanet podrá suspender temporalmente el servicio transcurridos treinta días desde la
fecha de vencimiento, previo aviso al cliente por correo electrónico y por mensaje de texto con al menos
quince días de antelación. Durante la suspensión seguirán disponibles las llamadas a los servicios de
emergencia.

Las ofertas con descuento sobre el terminal o sobre la cuota están sujetas a un compromiso de
permanencia de doce meses. Si el cliente causa baja antes de cumplir ese plazo, deberá abonar la parte
proporcional del descuento disfrutado que corresponda a los meses que falten, con un máximo de ciento
veinte euros.

Ondanet garantiza una velocidad mínima de bajada equivalente al ochenta por ciento de la velocidad
contratada durante el noventa y cinco por ciento del tiempo. Cuando el servicio quede interrumpido por
causas imputables a Ondanet durante más de seis horas en horario diurno, el cliente tendrá derecho a una
compensación igual a la parte proporcional de la cuota mensual, que se abonará de forma automática en la
factura siguiente. No procede compensación cuando la interrupción se deba a un uso indebido del equipo,
a cortes del suministro eléctrico en el domicilio o a trabajos programados que se hayan comunicado con
cuarenta y ocho horas de antelación.

El cliente puede solicitar la baja en cualquier momento llamando al teléfono de atención al cliente, por
escrito o desde el área de clientes, con una antelación mínima de dos días hábiles a la fecha en que
desee que surta efecto. Ondanet confirmará la baja mediante un número de referencia que el cliente
deberá conservar. La portabilidad del número móvil a otro operador no supone coste alguno y se completa,
por lo general, en un día hábil.

Ondanet trata los datos personales del cliente con la finalidad de prestar los servicios contratados,
gestionar la facturación y atender las incidencias. Los datos se conservarán mientras dure la relación
contractual y, después, durante los plazos de prescripción de las acciones legales. El cliente puede
ejercer los derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad
escribiendo a privacidad@ondanet.es y adjuntando una copia de su documento de identidad. Las
comunicaciones comerciales sobre productos distintos de los contratados solo se enviarán con el
consentimiento expreso del cliente, que podrá retirarlo en cualquier momento.

Cualquier reclamación puede presentarse en el plazo de un mes desde que el cliente tenga conocimiento
del hecho que la motiva. Ondanet facilitará un número de referencia y resolverá en el plazo máximo de un
mes. Si la respuesta no es satisfactoria o no se recibe en plazo, el cliente podrá acudir a la Oficina
de Atención al Usuario de Telecomunicaciones o a las juntas arbitrales de consumo.

Ondanet podrá modificar estas condiciones por motivos técnicos, legales o comerciales, comunicándolo al
cliente con un mes de antelación. En ese caso el cliente podrá resolver el contrato sin penalización
antes de que la modificación entre en vigor.

El cliente es responsable del uso que se haga de los servicios desde su línea y se compromete a no
utilizarlos para fines ilícitos ni para enviar comunicaciones masivas no solicitadas. La tarjeta SIM es
personal; en caso de pérdida o robo, el cliente debe comunicarlo de inmediato para que Ondanet bloquee
la línea, y no responderá de los consumos realizados después del aviso.

Los servicios de itinerancia en los países del Espacio Económico Europeo se prestan en las mismas
condiciones que en territorio nacional, con un límite de datos calculado conforme a la normativa
europea. Fuera de ese ámbito, las llamadas y los datos se facturan según las tarifas de itinerancia
internacional publicadas en la web, y el cliente recibirá un mensaje informativo con los precios al
llegar a cada país. Para evitar consumos imprevistos, la conexión de datos en el extranjero se bloquea
automáticamente cuando el importe acumulado alcanza cincuenta euros, salvo que el cliente solicite
expresamente su desbloqueo.

Ondanet no podrá ceder el contrato a un tercero sin informar previamente al cliente, quien podrá
resolverlo sin penalización si no está de acuerdo con la cesión. El cliente podrá ceder su posición
contractual a otra persona siempre que esta acepte las condiciones vigentes y supere la comprobación de
solvencia.

El servicio de atención al cliente está disponible todos los días del año, de ocho de la mañana a diez
de la noche, en el teléfono gratuito 1488 y en el chat del área de clientes. Las averías pueden
comunicarse a cualquier hora; el plazo de reparación no superará las cuarenta y ocho horas desde el
aviso, salvo causas de fuerza mayor. Si para resolver una avería fuera necesaria una visita técnica,
Ondanet acordará con el cliente una franja horaria de dos horas. La visita no tendrá coste cuando la
avería se deba a la red o a los equipos de Ondanet; en otro caso se cobrará un desplazamiento de treinta
y cinco euros, del que se informará antes de confirmar la cita.

Estas condiciones se rigen por la legislación española. Para cualquier controversia serán competentes
los juzgados y tribunales del domicilio del cliente.
`;

const SAFETY_CS = `
Před prvním použitím si pozorně přečtěte celý návod a uschovejte jej pro pozdější potřebu. Při předání
nářadí jiné osobě přiložte vždy i tento návod. Pracoviště udržujte čisté a dobře osvětlené, protože
nepořádek a tma zvyšují nebezpečí úrazu. Nepracujte s nářadím v prostředí s nebezpečím výbuchu, kde se
nacházejí hořlavé kapaliny, plyny nebo prach. Děti a jiné nepovolané osoby se při práci nesmějí zdržovat
v blízkosti nářadí.

Akumulátor nabíjejte pouze nabíječkou, kterou doporučuje výrobce. Nabíječka určená pro jeden typ
akumulátoru může při použití s jiným akumulátorem způsobit požár. Nepoužívaný akumulátor uchovávejte
mimo kancelářské sponky, mince, klíče, hřebíky a jiné drobné kovové předměty, které by mohly propojit
jeho kontakty. Zkrat mezi kontakty akumulátoru může způsobit popáleniny nebo požár. Při nesprávném
zacházení může z akumulátoru vytéct kapalina. Zabraňte kontaktu s ní; pokud k němu náhodou dojde,
opláchněte zasažené místo vodou. Pokud se kapalina dostane do očí, vyhledejte navíc lékařskou pomoc.
Nepoužívejte poškozený ani upravený akumulátor, protože se může chovat nepředvídatelně. Akumulátor
nevystavujte ohni ani teplotám nad 130 °C.

Při práci noste ochranné brýle a při delším vrtání do zdiva také chrániče sluchu. Dlouhé vlasy a volný
oděv držte v bezpečné vzdálenosti od pohyblivých částí. Obrobek vždy upevněte ve svěráku nebo svěrkou,
nikdy jej nedržte v ruce. Pokud by vrták mohl narazit na skryté elektrické vedení, držte nářadí pouze za
izolované plochy rukojeti. Kontakt s vodičem pod napětím může přivést napětí i na kovové části nářadí a
způsobit úraz elektrickým proudem. Před každou výměnou nástroje, seřizováním nebo čištěním vyjměte
akumulátor. Při zablokování vrtáku nářadí okamžitě vypněte a vrták uvolněte teprve po úplném zastavení.
Náhlý zpětný ráz může vytrhnout nářadí z ruky. Po delší práci může být vrták horký; nedotýkejte se jej
holou rukou.

Nářadí čistěte suchým hadříkem, nikdy je neponořujte do vody ani nepoužívejte rozpouštědla. Větrací
otvory udržujte volné a zbavené prachu. Opravy svěřte pouze autorizovanému servisu, který použije
originální náhradní díly. Vyřazené nářadí, akumulátory a obaly nepatří do komunálního odpadu. Odevzdejte
je na sběrném místě nebo v prodejně, kde jste výrobek zakoupili. Akumulátor před odevzdáním vybijte a
jeho kontakty přelepte izolační páskou.
`;

export const UNSEEN_PROSE: Record<'es' | 'cs' | 'de' | 'it', string> = { es: TERMS_ES, cs: SAFETY_CS, de: POLICY_DE, it: ARTICLE_IT };
