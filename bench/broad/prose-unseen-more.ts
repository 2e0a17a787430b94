// The unseen part's other running text (prose-unseen.ts): the conditions printed under a
// household insurance policy (de) and a local newspaper's report on a reopened railway (it).

export const POLICY_DE = `
Versichert ist der gesamte Hausrat in der im Versicherungsschein bezeichneten Wohnung. Zum Hausrat
gehören alle Sachen, die dem Haushalt des Versicherungsnehmers zur privaten Nutzung dienen, also auch
Bargeld, Schmuck und Kunstgegenstände innerhalb der vereinbarten Entschädigungsgrenzen.

Der Versicherer leistet Entschädigung für versicherte Sachen, die durch Brand, Blitzschlag, Explosion,
Einbruchdiebstahl, Raub, Leitungswasser, Sturm oder Hagel zerstört, beschädigt oder abhanden gekommen
sind. Nicht versichert sind Schäden durch Sturmflut, durch Erdbeben sowie durch Krieg und innere
Unruhen. Ersetzt wird bei zerstörten oder abhanden gekommenen Sachen der Wiederbeschaffungspreis von
Sachen gleicher Art und Güte im neuwertigen Zustand. Bei beschädigten Sachen werden die notwendigen
Reparaturkosten zuzüglich einer durch die Reparatur nicht ausgeglichenen Wertminderung ersetzt,
höchstens jedoch der Neuwert.

Der Versicherungsnehmer hat den Schaden dem Versicherer unverzüglich anzuzeigen, nach Möglichkeit
innerhalb von drei Tagen. Schäden durch strafbare Handlungen gegen das Eigentum sind außerdem
unverzüglich der Polizei zu melden; der Polizei ist eine Liste der abhanden gekommenen Sachen
einzureichen. Der Versicherungsnehmer hat das Schadenbild so lange unverändert zu lassen, bis der
Versicherer die Schadenstelle freigegeben hat, sofern dies zumutbar ist. Verletzt der
Versicherungsnehmer eine dieser Obliegenheiten vorsätzlich, so ist der Versicherer von der Verpflichtung
zur Leistung frei. Bei grob fahrlässiger Verletzung ist der Versicherer berechtigt, seine Leistung in
einem der Schwere des Verschuldens entsprechenden Verhältnis zu kürzen.

Der Vertrag verlängert sich jeweils um ein Jahr, wenn er nicht spätestens drei Monate vor dem Ablauf der
Vertragszeit von einer der Parteien in Textform gekündigt wird. Nach dem Eintritt eines
Versicherungsfalles können beide Parteien den Vertrag kündigen; die Kündigung muss spätestens einen
Monat nach dem Abschluss der Verhandlungen über die Entschädigung zugehen.
`;

export const ARTICLE_IT = `
Dopo undici anni di silenzio, il treno è tornato a percorrere i ventotto chilometri che separano
Castelrocco da Pievelunga. Alla prima corsa, partita alle sette e dieci di sabato mattina, c'erano
pendolari, studenti, qualche turista e molti abitanti della valle che avevano conosciuto la linea da
bambini. La tratta era stata chiusa nel 2015, quando una frana aveva danneggiato il viadotto sul torrente
Rivasco e i costi della riparazione erano sembrati troppo alti per una linea con pochi passeggeri. Negli
anni successivi i comuni della valle hanno raccolto più di quattromila firme e presentato alla Regione un
progetto di recupero che prevedeva anche il rifacimento delle stazioni. I lavori sono costati trentadue
milioni di euro, finanziati per due terzi con fondi europei. Il viadotto è stato consolidato con nuove
pile in cemento armato, mentre le vecchie arcate in pietra sono state restaurate e illuminate. Lungo il
percorso sono state rinnovate sei stazioni su sette; quella di Borgo San Vitale sarà pronta soltanto in
autunno. I treni viaggiano ogni ora dalle sei del mattino alle nove di sera, con corse aggiuntive nei
giorni di mercato. Il viaggio completo dura trentaquattro minuti, contro i cinquanta dell'autobus
sostitutivo che in questi anni ha servito la valle. Il biglietto costa due euro e quaranta, ma gli
studenti residenti viaggiano gratis fino al compimento dei ventisei anni. «Per noi è come riavere una
parte della valle», racconta Lucia Ferrandi, che gestisce un forno accanto alla stazione di Castelrocco.
«Molti clienti arrivano da Pievelunga e finora dovevano venire in macchina.» Anche le scuole superiori
contano sul treno: l'istituto tecnico di Pievelunga accoglie ogni giorno quasi trecento ragazzi dei paesi
vicini. Non mancano però le critiche. Alcuni residenti lamentano che i passaggi a livello restano chiusi
troppo a lungo e che il parcheggio della stazione di Pievelunga è insufficiente. Il sindaco di
Castelrocco, Marco Bellandi, ha promesso un nuovo parcheggio da centoventi posti entro la fine dell'anno.
La società che gestisce la linea prevede circa novecento passeggeri al giorno nel primo anno, il triplo
rispetto all'ultimo periodo di esercizio. Se i numeri saranno confermati, dal prossimo anno potrebbero
partire anche alcuni treni diretti fino al capoluogo. Per i turisti è già disponibile un biglietto
giornaliero che comprende il noleggio di una bicicletta in tutte le stazioni della valle. Chi scende a
Molinetto può seguire la nuova pista ciclabile lungo il torrente fino alle antiche cartiere, aperte al
pubblico nei fine settimana.
`;
