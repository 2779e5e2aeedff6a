// cards.js — card names and short rule texts in German, English and Polish.
//
// Keys are the engine's wire names (src/citadels/cards.h, CIT_DISTRICT_LIST and
// CIT_CHARACTER_LIST); the names equal its name_de / name_en / name_pl strings,
// which are the authority (tests/web/check_cards.mjs checks this). `ability`
// (characters) and `effect` (unique districts) are one to three sentences for a
// hover text, following the German 2016 rulebook (Hans im Glück 2017,
// "Charakter-Fähigkeiten im Einzelnen", "Erklärungen der Gebäude") and the Polish
// 2016 rulebook; card effects the rulebooks do not print follow
// ../shared/docs/citadels-cards.md and, where the engine has made a reading
// (docs/citadels-rules.md, e.g. the Statue), that reading. Base districts have
// only a name. `summary` is the few words printed on the card face (characters
// and unique districts); `grammar` holds the forms sentences of the game log
// need (German with article: nom, acc; Polish: acc, ins), see js/i18n.js;
// `face` is the name with "·" where the card face may break a long word (a
// compound or syllable boundary; shown as a hyphen only when it breaks there).
// `game` names the game as its edition in that language does. Each language
// carries the whole 2016 box (27 characters, 36 unique districts).

import { NEW_CARDS } from "./cards_rulesets.js";

export const CARD_TEXT = {
  de: {
    characters: {
      assassin: {
        name: "Assassine", face: "Assas·sine", summary: "Ermordet einen Charakter", grammar: { nom: "der Assassine", acc: "den Assassinen" },
        ability:
          "Benenne einen anderen Charakter, den du töten willst. Wird er aufgerufen, muss sein Spieler schweigen und setzt diese Runde aus, ohne seine Karte aufzudecken.",
      },
      thief: {
        name: "Dieb", summary: "Bestiehlt einen Charakter", grammar: { nom: "der Dieb", acc: "den Dieb" },
        ability:
          "Benenne einen Charakter, den du bestehlen willst – nicht die Nummer 1 und nicht den getöteten oder verhexten Charakter. Deckt ein Spieler ihn auf, nimmst du dir sofort dessen ganzes Gold.",
      },
      magician: {
        name: "Magierin", summary: "Tauscht Handkarten", grammar: { nom: "die Magierin", acc: "die Magierin" },
        ability:
          "Entweder tauschst du alle deine Handkarten gegen alle Handkarten eines Mitspielers, oder du legst beliebig viele Handkarten verdeckt unter den Gebäudestapel und ziehst ebenso viele nach.",
      },
      king: {
        name: "König", summary: "Krone + Gold für Adel", grammar: { nom: "der König", acc: "den König" },
        ability:
          "Nimm 1 Gold für jedes Adelsgebäude in deiner Stadt. Du musst die Krone nehmen: Ab sofort rufst du die Charaktere auf und wählst in der nächsten Runde als Erster. Wirst du getötet, nimmst du die Krone am Ende der Runde.",
      },
      bishop: {
        name: "Bischof", summary: "Religionsgold, geschützt", grammar: { nom: "der Bischof", acc: "den Bischof" },
        ability:
          "Nimm 1 Gold für jedes Religionsgebäude in deiner Stadt. Diese Runde darf der Charakter mit der Nummer 8 seine Fähigkeit nicht auf Gebäude deiner Stadt anwenden – außer du wurdest getötet.",
      },
      merchant: {
        name: "Händlerin", face: "Händ·lerin", summary: "Handelsgold + 1 Gold", grammar: { nom: "die Händlerin", acc: "die Händlerin" },
        ability:
          "Nimm 1 Gold für jedes Handelsgebäude in deiner Stadt. Außerdem nimmst du 1 Gold zusätzlich, egal welches Einkommen du gewählt hast.",
      },
      architect: {
        name: "Baumeisterin", face: "Bau·meisterin", summary: "+2 Karten, baut 3", grammar: { nom: "die Baumeisterin", acc: "die Baumeisterin" },
        ability:
          "Ziehe 2 Karten zusätzlich, egal welches Einkommen du gewählt hast. Du darfst in diesem Zug bis zu 3 Gebäude bauen.",
      },
      warlord: {
        name: "Söldner", summary: "Militärgold, zerstört", grammar: { nom: "der Söldner", acc: "den Söldner" },
        ability:
          "Nimm 1 Gold für jedes Militärgebäude in deiner Stadt. Du darfst 1 Gebäude deiner Wahl zerstören, auch ein eigenes, und zahlst dafür 1 Gold weniger als seine Baukosten. Gebäude in einer abgeschlossenen Stadt darfst du nicht zerstören.",
      },
      artist: {
        name: "Künstlerin", face: "Künst·lerin", summary: "Verschönert 2 Gebäude", grammar: { nom: "die Künstlerin", acc: "die Künstlerin" },
        ability:
          "Du darfst bis zu 2 Gebäude deiner Stadt verschönern, indem du je 1 Gold aus deinem Vorrat darauflegst. Ihre Baukosten (und damit ihre Punkte) steigen dauerhaft um 1; jedes Gebäude nur einmal.",
      },

      // The rest of the 2016 box (wire names as in src/citadels/cards.h).
      witch: {
        name: "Hexe", summary: "Verhext einen Charakter", grammar: { nom: "die Hexe", acc: "die Hexe" },
        ability:
          "Nimm Einkommen, dann musst du einen anderen Charakter verhexen; dein Zug ruht, ohne dass du baust. Wird er aufgerufen, nimmt sein Spieler nur Einkommen, und du setzt deinen Zug mit dessen Fähigkeiten fort – mit deiner Hand, deinem Gold und deiner Stadt. Ist er in dieser Runde nicht im Spiel, setzt du nicht fort.",
      },
      magistrate: {
        name: "Magistrat", face: "Magis·trat", summary: "Beschlagnahmt ein Gebäude", grammar: { nom: "der Magistrat", acc: "den Magistrat" },
        ability:
          "Lege die 3 Enteignungen verdeckt auf 3 verschiedene Charakterplättchen; nur die mit Siegel gilt. Bezahlt dieser Spieler sein erstes Gebäude des Zugs, darfst du sie aufdecken: Du baust das Gebäude kostenlos in deine Stadt, er bekommt sein Gold zurück, der Bau zählt aber zu seinem Baulimit. Nicht, wenn du ein gleichnamiges Gebäude hast.",
      },
      spy: {
        name: "Spion", summary: "Späht Handkarten aus", grammar: { nom: "der Spion", acc: "den Spion" },
        ability:
          "Wähle einen Mitspieler, benenne einen Gebäudetyp und sieh dir seine Handkarten an. Für jede Karte dieses Typs nimmst du 1 Gold aus seinem Vorrat (solange er Gold hat) und ziehst 1 Karte.",
      },
      blackmailer: {
        name: "Erpresserin", face: "Erpres·serin", summary: "Erpresst Gold", grammar: { nom: "die Erpresserin", acc: "die Erpresserin" },
        ability:
          "Lege die 2 Drohungen verdeckt auf 2 verschiedene Charakterplättchen (nicht Nummer 1, nicht getötet oder verhext); nur die mit Rose ist echt. Ein Bedrohter nimmt Einkommen und darf dich mit der Hälfte seines Goldes (abgerundet) bestechen; sonst darfst du seine Drohung aufdecken und nimmst bei der Rose sein ganzes Gold.",
      },
      wizard: {
        name: "Beschwörer", face: "Beschwö·rer", summary: "Nimmt eine fremde Karte", grammar: { nom: "der Beschwörer", acc: "den Beschwörer" },
        ability:
          "Sieh dir die Handkarten eines Mitspielers an und nimm 1 Karte: auf deine Hand, oder bezahle und baue sie sofort – dieser Bau zählt nicht zum Baulimit. In diesem Zug darfst du auch Gebäude bauen, die du schon in deiner Stadt hast.",
      },
      seer: {
        name: "Seherin", summary: "Zieht von allen 1 Karte", grammar: { nom: "die Seherin", acc: "die Seherin" },
        ability:
          "Ziehe von jedem Mitspieler zufällig 1 Handkarte, dann gib jedem von ihnen 1 Handkarte deiner Wahl. Du darfst in diesem Zug bis zu 2 Gebäude bauen.",
      },
      emperor: {
        name: "Kaiser", summary: "Vergibt die Krone", grammar: { nom: "der Kaiser", acc: "den Kaiser" },
        ability:
          "Nimm 1 Gold für jedes Adelsgebäude in deiner Stadt. Du musst die Krone ihrem Besitzer nehmen und einem anderen Spieler (nicht dir) geben; von ihm nimmst du 1 Gold oder 1 zufällige Handkarte. Nicht im 2-Personenspiel.",
      },
      patrician: {
        name: "Patrizier", face: "Patri·zier", summary: "Krone + Karten für Adel", grammar: { nom: "der Patrizier", acc: "den Patrizier" },
        ability:
          "Ziehe 1 Karte für jedes Adelsgebäude in deiner Stadt. Du musst die Krone nehmen: Ab sofort rufst du die Charaktere auf und wählst in der nächsten Runde als Erster. Wirst du getötet, nimmst du die Krone am Ende der Runde.",
      },
      abbot: {
        name: "Ablassprediger", face: "Ablass·prediger", summary: "Gold/Karten für Religion", grammar: { nom: "der Ablassprediger", acc: "den Ablassprediger" },
        ability:
          "Nimm für jedes Religionsgebäude in deiner Stadt 1 Gold oder 1 Karte, in beliebiger Mischung. Bist du nicht der reichste Spieler, muss dir der reichste 1 Gold geben (bei Gleichstand wählst du; bist du selbst beteiligt, nichts).",
      },
      cardinal: {
        name: "Kardinal", summary: "Leiht Gold zum Bauen", grammar: { nom: "der Kardinal", acc: "den Kardinal" },
        ability:
          "Ziehe 1 Karte für jedes Religionsgebäude in deiner Stadt. Fehlt dir Gold für ein Gebäude, nimm das fehlende Gold von einem Mitspieler und gib ihm je Gold 1 Handkarte; dann musst du das Gebäude bauen.",
      },
      alchemist: {
        name: "Alchemistin", face: "Alche·mistin", summary: "Baukosten zurück", grammar: { nom: "die Alchemistin", acc: "die Alchemistin" },
        ability:
          "Am Ende deines Zugs bekommst du alles Gold zurück, das du in diesem Zug für den Bau von Gebäuden bezahlt hast (nicht für anderes). Bezahlen können musst du beim Bauen trotzdem.",
      },
      trader: {
        name: "Kaufmann", summary: "Handelsgold, baut Handel", grammar: { nom: "der Kaufmann", acc: "den Kaufmann" },
        ability:
          "Nimm 1 Gold für jedes Handelsgebäude in deiner Stadt. Handelsgebäude zählen in diesem Zug nicht zu deinem Baulimit.",
      },
      navigator: {
        name: "Kapitänin", face: "Kapi·tänin", summary: "+4 Gold oder +4 Karten", grammar: { nom: "die Kapitänin", acc: "die Kapitänin" },
        ability:
          "Nimm 4 Gold oder ziehe 4 Karten zusätzlich, egal welches Einkommen du gewählt hast. Du darfst in diesem Zug keine Gebäude bauen.",
      },
      scholar: {
        name: "Gelehrte", summary: "Zieht 7, behält 1", grammar: { nom: "die Gelehrte", acc: "die Gelehrte" },
        ability:
          "Ziehe 7 Karten, nimm 1 davon auf die Hand und mische die übrigen 6 zurück in den Gebäudestapel. Du darfst in diesem Zug bis zu 2 Gebäude bauen.",
      },
      diplomat: {
        name: "Diplomatin", face: "Diplo·matin", summary: "Militärgold, tauscht", grammar: { nom: "die Diplomatin", acc: "die Diplomatin" },
        ability:
          "Nimm 1 Gold für jedes Militärgebäude in deiner Stadt. Du darfst 1 Gebäude deiner Stadt gegen 1 Gebäude eines Mitspielers tauschen und zahlst ihm die Differenz, wenn seines teurer ist. Nicht aus einer abgeschlossenen Stadt und nicht mit gleichnamigen Gebäuden.",
      },
      marshal: {
        name: "Marschall", face: "Mar·schall", summary: "Militärgold, übernimmt", grammar: { nom: "der Marschall", acc: "den Marschall" },
        ability:
          "Nimm 1 Gold für jedes Militärgebäude in deiner Stadt. Du darfst 1 Gebäude mit Baukosten bis 3 aus der Stadt eines Mitspielers in deine Stadt nehmen und zahlst ihm dessen Baukosten. Nicht aus einer abgeschlossenen Stadt und kein Gebäude, das du schon hast.",
      },
      queen: {
        name: "Königin", summary: "3 Gold neben Rang 4", grammar: { nom: "die Königin", acc: "die Königin" },
        ability:
          "Sitzt du neben dem Spieler, der den Charakter mit der Nummer 4 aufgedeckt hat, nimm 3 Gold (wurde er getötet: am Ende der Runde). Nur ab 5 Spielern.",
      },
      tax_collector: {
        name: "Steuereintreiber", face: "Steuer·ein·treiber", summary: "Kassiert Bausteuer", grammar: { nom: "der Steuereintreiber", acc: "den Steuereintreiber" },
        ability:
          "Ist er im Spiel, legt jeder andere Spieler nach jedem Bau 1 Gold auf sein Plättchen, sofern er noch Gold hat – auch in Runden ohne Steuereintreiber. In deinem Zug darfst du alles Gold vom Plättchen nehmen.",
      },
    },

    districts: {
      manor: { name: "Herrenhaus", face: "Herren·haus", grammar: { acc: "das Herrenhaus" } },
      castle: { name: "Schloss", grammar: { acc: "das Schloss" } },
      palace: { name: "Palast", grammar: { acc: "den Palast" } },
      temple: { name: "Tempel", grammar: { acc: "den Tempel" } },
      church: { name: "Kirche", grammar: { acc: "die Kirche" } },
      monastery: { name: "Kloster", grammar: { acc: "das Kloster" } },
      cathedral: { name: "Kathedrale", face: "Kathe·drale", grammar: { acc: "die Kathedrale" } },
      tavern: { name: "Taverne", grammar: { acc: "die Taverne" } },
      market: { name: "Markt", grammar: { acc: "den Markt" } },
      trading_post: { name: "Handelsposten", face: "Handels·posten", grammar: { acc: "den Handelsposten" } },
      docks: { name: "Kontor", grammar: { acc: "das Kontor" } },
      harbor: { name: "Hafen", grammar: { acc: "den Hafen" } },
      town_hall: { name: "Rathaus", grammar: { acc: "das Rathaus" } },
      watchtower: { name: "Wachturm", grammar: { acc: "den Wachturm" } },
      prison: { name: "Kerker", grammar: { acc: "den Kerker" } },
      barracks: { name: "Turnierplatz", face: "Turnier·platz", grammar: { acc: "den Turnierplatz" } },
      fortress: { name: "Festung", grammar: { acc: "die Festung" } },

      dragon_gate: {
        name: "Drachenhort", face: "Drachen·hort", summary: "Zählt 8 Punkte", grammar: { acc: "den Drachenhort" },
        effect:
          "Kein besonderer Effekt. Am Spielende zählt der Drachenhort 2 Punkte mehr (2 Silbermünzen), also 8 Punkte.",
      },
      factory: {
        name: "Fabrik", summary: "Besondere 1 Gold billiger", grammar: { acc: "die Fabrik" },
        effect: "Jedes andere einzigartige Gebäude kostet dich beim Bau 1 Gold weniger.",
      },
      haunted_quarter: {
        name: "Geisterstadt", face: "Geister·stadt", summary: "Zählt als jeder Typ", grammar: { acc: "die Geisterstadt" },
        effect:
          "Am Spielende zählt die Geisterstadt als Gebäude eines Typs deiner Wahl. Wählst du nicht Einzigartig, zählt sie auch nicht mehr als einzigartiges Gebäude.",
      },
      imperial_treasury: {
        name: "Schatzkammer", face: "Schatz·kammer", summary: "+1 Punkt je Gold", grammar: { acc: "die Schatzkammer" },
        effect: "Am Spielende bekommst du 1 Punkt zusätzlich für jedes Gold in deinem Vorrat.",
      },
      keep: {
        name: "Zitadelle", face: "Zita·delle", summary: "Unzerstörbar", grammar: { acc: "die Zitadelle" },
        effect: "Der Charakter mit der Nummer 8 darf seine Fähigkeit nicht auf die Zitadelle anwenden.",
      },
      laboratory: {
        name: "Laboratorium", face: "Labora·torium", summary: "Karte → 2 Gold", grammar: { acc: "das Laboratorium" },
        effect: "Einmal in deinem Zug darfst du 1 Handkarte ablegen und dafür 2 Gold nehmen.",
      },
      library: {
        name: "Bibliothek", face: "Biblio·thek", summary: "Alle gezogenen behalten", grammar: { acc: "die Bibliothek" },
        effect: "Ziehst du als Einkommen Karten, behältst du alle gezogenen Karten statt nur 1.",
      },
      map_room: {
        name: "Kartenraum", face: "Karten·raum", summary: "+1 Punkt je Handkarte", grammar: { acc: "den Kartenraum" },
        effect: "Am Spielende bekommst du 1 Punkt zusätzlich für jede Karte auf deiner Hand.",
      },
      quarry: {
        name: "Steinbruch", face: "Stein·bruch", summary: "Gleiche Gebäude bauen", grammar: { acc: "den Steinbruch" },
        effect:
          "Du darfst Gebäude bauen, die mit Gebäuden deiner Stadt identisch sind (gleicher Name) – aber keine solchen über Magistrat, Diplomatin oder Marschall erhalten.",
      },
      school_of_magic: {
        name: "Zauberschule", face: "Zauber·schule", summary: "Einkommen: jeder Typ", grammar: { acc: "die Zauberschule" },
        effect:
          "Bei Fähigkeiten, die Einkommen für Gebäude eines Typs geben, zählt die Zauberschule als Gebäude des Typs deiner Wahl.",
      },
      smithy: {
        name: "Schmiede", summary: "2 Gold → 3 Karten", grammar: { acc: "die Schmiede" },
        effect: "Einmal in deinem Zug kannst du 2 Gold bezahlen und dafür 3 Karten ziehen.",
      },
      statue: {
        name: "Statue", summary: "+5 mit der Krone", grammar: { acc: "die Statue" },
        effect: "Hast du am Spielende die Krone, bekommst du 5 Punkte zusätzlich.",
      },
      thieves_den: {
        name: "Spelunke", summary: "Mit Karten bezahlen", grammar: { acc: "die Spelunke" },
        effect:
          "Du darfst die Baukosten der Spelunke ganz oder teilweise mit Handkarten bezahlen: Jede abgelegte Karte ersetzt 1 Gold.",
      },
      wishing_well: {
        name: "Wunschbrunnen", face: "Wunsch·brunnen", summary: "+1 je Sondergebäude", grammar: { acc: "den Wunschbrunnen" },
        effect:
          "Am Spielende bekommst du 1 Punkt zusätzlich für jedes einzigartige Gebäude in deiner Stadt, den Wunschbrunnen eingeschlossen.",
      },

      // The other unique districts of the 2016 box (wire names as in
      // src/citadels/cards.h). The 2017 card
      // texts of Friedhof, Hospital, Leuchtturm, Thronsaal and Universität are
      // in no rulebook we have; their effects here are those of the older
      // cards (Die dunklen Lande / classic).
      armory: {
        name: "Waffenkammer", face: "Waffen·kammer", summary: "Opfern, um zu zerstören", grammar: { acc: "die Waffenkammer" },
        effect:
          "In deinem Zug darfst du die Waffenkammer zerstören, um 1 Gebäude deiner Wahl zu zerstören – nicht in einer abgeschlossenen Stadt.",
      },
      basilica: {
        name: "Basilika", summary: "+1 je ungerade Kosten", grammar: { acc: "die Basilika" },
        effect: "Am Spielende bekommst du 1 Punkt zusätzlich für jedes Gebäude deiner Stadt mit ungeraden Baukosten.",
      },
      capitol: {
        name: "Kapitol", summary: "+3 für 3 gleichen Typs", grammar: { acc: "das Kapitol" },
        effect:
          "Am Spielende bekommst du 3 Punkte zusätzlich, wenn du mindestens 3 Gebäude desselben Typs hast (nur einmal).",
      },
      framework: {
        name: "Gerüst", summary: "Opfern, frei bauen", grammar: { acc: "das Gerüst" },
        effect:
          "Statt die Baukosten eines Gebäudes zu bezahlen, darfst du das Gerüst zerstören und das Gebäude so kostenlos bauen.",
      },
      gold_mine: {
        name: "Goldmine", summary: "+1 beim Goldeinkommen", grammar: { acc: "die Goldmine" },
        effect: "Nimmst du als Einkommen Gold, nimmst du 1 Gold zusätzlich.",
      },
      great_wall: {
        name: "Große Mauer", summary: "Rang 8 zahlt 1 mehr", grammar: { acc: "die Große Mauer" },
        effect:
          "Der Charakter mit der Nummer 8 muss 1 Gold mehr bezahlen, um seine Fähigkeit auf ein Gebäude deiner Stadt anzuwenden.",
      },
      ivory_tower: {
        name: "Elfenbeinturm", face: "Elfenbein·turm", summary: "+5 als einziger Sonderbau", grammar: { acc: "den Elfenbeinturm" },
        effect:
          "Am Spielende bekommst du 5 Punkte zusätzlich, wenn der Elfenbeinturm das einzige einzigartige Gebäude deiner Stadt ist.",
      },
      monument: {
        name: "Monument", summary: "Zählt als 2 Gebäude", grammar: { acc: "das Monument" },
        effect:
          "Du darfst das Monument nur bauen, solange deine Stadt höchstens 4 Gebäude hat. Für die abgeschlossene Stadt zählt es als 2 Gebäude.",
      },
      museum: {
        name: "Museum", summary: "+1 je Karte darunter", grammar: { acc: "das Museum" },
        effect:
          "Einmal in deinem Zug darfst du 1 Handkarte verdeckt unter das Museum legen. Am Spielende bekommst du für jede Karte darunter 1 Punkt zusätzlich.",
      },
      necropolis: {
        name: "Totenstadt", face: "Toten·stadt", summary: "Bauen durch Zerstören", grammar: { acc: "die Totenstadt" },
        effect: "Du darfst die Totenstadt bauen, indem du statt ihrer Baukosten 1 Gebäude deiner Stadt zerstörst.",
      },
      observatory: {
        name: "Sternwarte", face: "Stern·warte", summary: "Zieh 3, behalte 1", grammar: { acc: "die Sternwarte" },
        effect: "Ziehst du als Einkommen Karten, ziehst du 3 statt 2 und behältst 1 davon.",
      },
      park: {
        name: "Park", summary: "Leere Hand: zieh 2", grammar: { acc: "den Park" },
        effect: "Hast du am Ende deines Zugs keine Handkarten, ziehe 2 Karten.",
      },
      poor_house: {
        name: "Armenhaus", face: "Armen·haus", summary: "Kein Gold: nimm 1", grammar: { acc: "das Armenhaus" },
        effect: "Hast du am Ende deines Zugs kein Gold in deinem Vorrat, nimm 1 Gold.",
      },
      secret_vault: {
        name: "Geheimkammer", face: "Geheim·kammer", summary: "3 Punkte aus der Hand", grammar: { acc: "die Geheimkammer" },
        effect:
          "Die Geheimkammer kannst du nicht bauen. Zeigst du sie am Spielende von deiner Hand vor, bekommst du 3 Punkte (3 Silbermünzen).",
      },
      stables: {
        name: "Stallungen", face: "Stal·lungen", summary: "Zählt nicht zum Baulimit", grammar: { acc: "die Stallungen" },
        effect: "Der Bau der Stallungen zählt nicht zu deinem Baulimit.",
      },
      theater: {
        name: "Theater", summary: "Charaktere tauschen", grammar: { acc: "das Theater" },
        effect:
          "Am Ende jeder Auswahl-Phase darfst du deine Charakterkarte mit der eines Mitspielers tauschen, den du blind wählst.",
      },
      bell_tower: {
        name: "Glockenturm", face: "Glocken·turm", summary: "Ende schon bei 6", grammar: { acc: "den Glockenturm" },
        effect:
          "Sofort beim Bau musst du entscheiden, ob das Spiel ein Gebäude früher endet (bei 6 statt 7 Gebäuden, mit 2–3 Spielern bei 7 statt 8) oder normal. Wird der Glockenturm zerstört, endet das Spiel wie üblich.",
      },
      graveyard: {
        name: "Friedhof", summary: "Zerstörtes zurückkaufen", grammar: { acc: "den Friedhof" },
        effect:
          "Zerstört der Söldner ein Gebäude, darfst du es für 1 Gold auf deine Hand nehmen – außer du bist selbst der Söldner.",
      },
      hospital: {
        name: "Hospital", summary: "Einkommen trotz Mord", grammar: { acc: "das Hospital" },
        effect:
          "Wirst du getötet, darfst du trotzdem Einkommen nehmen, aber kein Zusatzeinkommen durch deinen Charakter; danach endet dein Zug.",
      },
      lighthouse: {
        name: "Leuchtturm", face: "Leucht·turm", summary: "Karte aus dem Stapel", grammar: { acc: "den Leuchtturm" },
        effect:
          "Baust du den Leuchtturm, darfst du den Gebäudestapel durchsehen und 1 Karte auf die Hand nehmen; danach wird der Stapel gemischt.",
      },
      throne_room: {
        name: "Thronsaal", face: "Thron·saal", summary: "1 Gold je Kronenwechsel", grammar: { acc: "den Thronsaal" },
        effect: "Jedes Mal, wenn die Krone den Besitzer wechselt, nimmst du 1 Gold.",
      },
      university: {
        name: "Universität", face: "Univer·sität", summary: "+2 Bonuspunkte", grammar: { acc: "die Universität" },
        effect: "Kein besonderer Effekt. Am Spielende zählt die Universität 2 Punkte mehr als ihre Baukosten (Silbermünzen).",
      },
    },

    // The game"s name in this language"s edition (the Polish box says "Cytadela").
    game: { citadels: "Ohne Furcht und Adel", dominion: "Dominion" },

    types: {
      noble: "Adel",
      religious: "Religion",
      trade: "Handel",
      military: "Militär",
      unique: "Einzigartig",
    },
  },

  en: {
    characters: {
      assassin: {
        name: "Assassin", summary: "Kills a character",
        ability:
          "Name another character to kill. When it is called, its player must stay silent and skips this round's turn without revealing the card.",
      },
      thief: {
        name: "Thief", summary: "Robs a character",
        ability:
          "Name a character to rob — not rank 1 and not the killed or bewitched character. When a player reveals it, you immediately take all of that player's gold.",
      },
      magician: {
        name: "Magician", summary: "Swaps or redraws cards",
        ability:
          "Either exchange your whole hand with another player's whole hand, or discard any number of cards from your hand face down under the district deck and draw that many.",
      },
      king: {
        name: "King", summary: "Crown + noble gold",
        ability:
          "Gain 1 gold for each noble district in your city. You must take the crown: from then on you call the characters, and you choose first in the next round. If you are killed, you take the crown at the end of the round.",
      },
      bishop: {
        name: "Bishop", summary: "Religious gold, shielded",
        ability:
          "Gain 1 gold for each religious district in your city. This round the rank 8 character cannot use its ability on districts in your city — unless you were killed.",
      },
      merchant: {
        name: "Merchant", summary: "Trade gold + 1 gold",
        ability:
          "Gain 1 gold for each trade district in your city. You also gain 1 extra gold, whichever resources you gathered.",
      },
      architect: {
        name: "Architect", face: "Archi·tect", summary: "+2 cards, builds 3",
        ability: "Gain 2 extra cards, whichever resources you gathered. You may build up to 3 districts this turn.",
      },
      warlord: {
        name: "Warlord", summary: "Military gold, destroys",
        ability:
          "Gain 1 gold for each military district in your city. You may destroy 1 district of your choice, even your own, by paying 1 gold less than its cost. You cannot destroy a district in a completed city.",
      },
      artist: {
        name: "Artist", summary: "Beautifies 2 districts",
        ability:
          "You may beautify up to 2 districts in your city by placing 1 gold from your stash on each. Their cost (and so their points) rises by 1 for good; each district only once.",
      },

      // The rest of the 2016 box (wire names as in src/citadels/cards.h).
      witch: {
        name: "Witch", summary: "Bewitches a character",
        ability:
          "Gather resources, then you must name another character to bewitch; your turn pauses without building. When it is called, its player only gathers resources, and you resume your turn with its abilities — using your own hand, gold and city. If it is not in play this round, you do not resume.",
      },
      magistrate: {
        name: "Magistrate", face: "Magis·trate", summary: "Seizes a district",
        ability:
          "Place the 3 warrants face down on 3 different character tokens; only the signed one counts. When that player pays for his first district of the turn, you may reveal it: you build that district in your city for free, he gets his gold back, but the build still counts toward his limit. Not if you already have a district of that name.",
      },
      spy: {
        name: "Spy", summary: "Peeks at a hand for gold",
        ability:
          "Choose another player, name a district type and look at that player's hand. For each card of that type, take 1 gold from their stash (while they have any) and draw 1 card.",
      },
      blackmailer: {
        name: "Blackmailer", face: "Black·mailer", summary: "Threatens for gold",
        ability:
          "Place the 2 threat markers face down on 2 different character tokens (not rank 1, not the killed or bewitched one); only the one with the rose is real. A threatened player gathers resources and may bribe you with half their gold (rounded down); if not, you may reveal their marker and, if it shows the rose, take all their gold.",
      },
      wizard: {
        name: "Wizard", summary: "Takes a card from a hand",
        ability:
          "Look at another player's hand and take 1 card: into your hand, or pay for it and build it at once — that build does not count toward your limit. This turn you may build districts identical to ones in your city.",
      },
      seer: {
        name: "Seer", summary: "Takes a card from each",
        ability:
          "Take 1 random card from each other player's hand, then give each of them 1 card of your choice from your hand. You may build up to 2 districts this turn.",
      },
      emperor: {
        name: "Emperor", summary: "Gives the crown away",
        ability:
          "Gain 1 gold for each noble district in your city. You must take the crown from its holder and give it to another player (not yourself); take 1 gold or 1 random hand card from that player. Not in 2-player games.",
      },
      patrician: {
        name: "Patrician", face: "Patri·cian", summary: "Crown + noble cards",
        ability:
          "Gain 1 card for each noble district in your city. You must take the crown: from then on you call the characters, and you choose first in the next round. If you are killed, you take the crown at the end of the round.",
      },
      abbot: {
        name: "Abbot", summary: "Religious gold or cards",
        ability:
          "Gain 1 gold or 1 card, in any mix, for each religious district in your city. If you are not the richest player, the richest player must give you 1 gold (on a tie you choose who; if you are among them, nothing).",
      },
      cardinal: {
        name: "Cardinal", summary: "Borrows gold to build",
        ability:
          "Gain 1 card for each religious district in your city. If you lack gold to build a district, take the missing gold from one player and give them 1 card from your hand per gold; then you must build that district.",
      },
      alchemist: {
        name: "Alchemist", face: "Alche·mist", summary: "Build costs come back",
        ability:
          "At the end of your turn, get back all the gold you paid to build districts this turn (not gold spent on anything else). You must still be able to pay when you build.",
      },
      trader: {
        name: "Trader", summary: "Trade gold, trade builds",
        ability:
          "Gain 1 gold for each trade district in your city. Trade districts do not count toward your building limit this turn.",
      },
      navigator: {
        name: "Navigator", face: "Navi·gator", summary: "+4 gold or +4 cards",
        ability:
          "Gain 4 extra gold or 4 extra cards, whichever resources you gathered. You cannot build any districts this turn.",
      },
      scholar: {
        name: "Scholar", summary: "Draws 7, keeps 1",
        ability:
          "Draw 7 cards, keep 1 and shuffle the other 6 back into the district deck. You may build up to 2 districts this turn.",
      },
      diplomat: {
        name: "Diplomat", summary: "Military gold, swaps",
        ability:
          "Gain 1 gold for each military district in your city. You may exchange 1 district in your city for 1 in another player's city, paying the difference if theirs costs more. Not with a completed city's district, and not for identical districts.",
      },
      marshal: {
        name: "Marshal", summary: "Military gold, seizes",
        ability:
          "Gain 1 gold for each military district in your city. You may take 1 district costing 3 or less from another player's city into yours, paying its cost to that player. Not from a completed city, and not one identical to a district you have.",
      },
      queen: {
        name: "Queen", summary: "3 gold beside rank 4",
        ability:
          "If you sit next to the player who revealed the rank 4 character, gain 3 gold (if that character was killed: at the end of the round). Only with 5 or more players.",
      },
      tax_collector: {
        name: "Tax Collector", face: "Tax Col·lector", summary: "Collects building tax",
        ability:
          "While it is in the game, every other player puts 1 gold on its token after each district they build, if they have gold left — even in rounds without the Tax Collector. On your turn you may take all the gold from the token.",
      },
    },

    districts: {
      manor: { name: "Manor" },
      castle: { name: "Castle" },
      palace: { name: "Palace" },
      temple: { name: "Temple" },
      church: { name: "Church" },
      monastery: { name: "Monastery", face: "Monas·tery" },
      cathedral: { name: "Cathedral", face: "Cathe·dral" },
      tavern: { name: "Tavern" },
      market: { name: "Market" },
      trading_post: { name: "Trading Post" },
      docks: { name: "Docks" },
      harbor: { name: "Harbor" },
      town_hall: { name: "Town Hall" },
      watchtower: { name: "Watchtower", face: "Watch·tower" },
      prison: { name: "Prison" },
      barracks: { name: "Barracks" },
      fortress: { name: "Fortress" },

      dragon_gate: {
        name: "Dragon Gate", summary: "Worth 8 points",
        effect: "No special effect. At the end of the game it scores 2 extra points (2 silver coins), 8 in total.",
      },
      factory: {
        name: "Factory", summary: "Uniques cost 1 less",
        effect: "You pay 1 gold less to build any other unique district.",
      },
      haunted_quarter: {
        name: "Haunted Quarter", summary: "Counts as any type",
        effect:
          "At the end of the game, the Haunted Quarter counts as the district type of your choice. If you choose a type other than unique, it no longer counts as a unique district.",
      },
      imperial_treasury: {
        name: "Imperial Treasury", summary: "+1 point per gold",
        effect: "At the end of the game, score 1 extra point for each gold in your stash.",
      },
      keep: {
        name: "Keep", summary: "Cannot be destroyed",
        effect: "The rank 8 character cannot use its ability on the Keep.",
      },
      laboratory: {
        name: "Laboratory", face: "Labo·ratory", summary: "Card → 2 gold",
        effect: "Once during your turn, you may discard 1 card from your hand to gain 2 gold.",
      },
      library: {
        name: "Library", summary: "Keep all drawn cards",
        effect: "If you draw cards when gathering resources, keep all the drawn cards instead of 1.",
      },
      map_room: {
        name: "Map Room", summary: "+1 point per card",
        effect: "At the end of the game, score 1 extra point for each card in your hand.",
      },
      quarry: {
        name: "Quarry", summary: "Build duplicates",
        effect:
          "You may build districts identical to districts in your city (same name) — but not obtain such duplicates through the Magistrate, Diplomat or Marshal.",
      },
      school_of_magic: {
        name: "School of Magic", summary: "Income: any type",
        effect:
          "For abilities that gain resources for your districts of a type, the School of Magic counts as the type of your choice.",
      },
      smithy: {
        name: "Smithy", summary: "2 gold → 3 cards",
        effect: "Once during your turn, you may pay 2 gold to draw 3 cards.",
      },
      statue: {
        name: "Statue", summary: "+5 with the crown",
        effect: "If you hold the crown at the end of the game, score 5 extra points.",
      },
      thieves_den: {
        name: "Thieves' Den", summary: "Pay with cards",
        effect:
          "You may pay part or all of the Thieves' Den's cost with cards from your hand: each discarded card counts as 1 gold.",
      },
      wishing_well: {
        name: "Wishing Well", summary: "+1 per unique",
        effect:
          "At the end of the game, score 1 extra point for each unique district in your city, the Wishing Well included.",
      },

      // The other unique districts of the 2016 box (wire names as in
      // src/citadels/cards.h). The 2017 card
      // texts of Graveyard, Hospital, Lighthouse, Throne Room and University
      // are in no rulebook we have; their effects here are those of the older
      // cards (Dark City / classic).
      armory: {
        name: "Armory", summary: "Destroy it to destroy",
        effect:
          "During your turn, you may destroy the Armory to destroy 1 district of your choice — not in a completed city.",
      },
      basilica: {
        name: "Basilica", summary: "+1 per odd cost",
        effect: "At the end of the game, score 1 extra point for each district in your city with an odd cost.",
      },
      capitol: {
        name: "Capitol", summary: "+3 for 3 of a type",
        effect:
          "At the end of the game, score 3 extra points if you have at least 3 districts of the same type (only once).",
      },
      framework: {
        name: "Framework", face: "Frame·work", summary: "Destroy it, build free",
        effect: "Instead of paying a district's cost, you may destroy the Framework to build that district for free.",
      },
      gold_mine: {
        name: "Gold Mine", summary: "+1 on gold income",
        effect: "If you take gold when gathering resources, gain 1 extra gold.",
      },
      great_wall: {
        name: "Great Wall", summary: "Rank 8 pays 1 more",
        effect: "The rank 8 character must pay 1 more gold to use its ability on a district in your city.",
      },
      ivory_tower: {
        name: "Ivory Tower", summary: "+5 if the only unique",
        effect:
          "At the end of the game, score 5 extra points if the Ivory Tower is the only unique district in your city.",
      },
      monument: {
        name: "Monument", summary: "Counts as 2 districts",
        effect:
          "You may build the Monument only while your city has 4 districts or fewer. It counts as 2 districts toward a completed city.",
      },
      museum: {
        name: "Museum", summary: "+1 per card beneath",
        effect:
          "Once during your turn, you may place 1 card from your hand face down under the Museum. At the end of the game, score 1 extra point for each card under it.",
      },
      necropolis: {
        name: "Necropolis", face: "Necro·polis", summary: "Build by destroying",
        effect: "You may build the Necropolis by destroying 1 district in your city instead of paying its cost.",
      },
      observatory: {
        name: "Observatory", face: "Obser·vatory", summary: "Draw 3, keep 1",
        effect: "If you draw cards when gathering resources, draw 3 instead of 2 and keep 1.",
      },
      park: {
        name: "Park", summary: "Empty hand: draw 2",
        effect: "If you have no cards in your hand at the end of your turn, gain 2 cards.",
      },
      poor_house: {
        name: "Poor House", summary: "No gold: take 1",
        effect: "If you have no gold in your stash at the end of your turn, gain 1 gold.",
      },
      secret_vault: {
        name: "Secret Vault", summary: "3 points from hand",
        effect:
          "The Secret Vault cannot be built. At the end of the game, reveal it from your hand to score 3 points (3 silver coins).",
      },
      stables: {
        name: "Stables", summary: "Free build",
        effect: "Building the Stables does not count toward your building limit.",
      },
      theater: {
        name: "Theater", summary: "Swap characters",
        effect:
          "At the end of each selection phase, you may exchange your character card with another player's, chosen without seeing it.",
      },
      bell_tower: {
        name: "Bell Tower", summary: "Game may end at 6",
        effect:
          "When you build it, you must decide at once whether the game ends one district earlier (6 instead of 7, with 2–3 players 7 instead of 8) or normally. If the Bell Tower is destroyed, the game ends as usual.",
      },
      graveyard: {
        name: "Graveyard", face: "Grave·yard", summary: "Buy destroyed back",
        effect:
          "When the Warlord destroys a district, you may pay 1 gold to take it into your hand — unless you are the Warlord.",
      },
      hospital: {
        name: "Hospital", summary: "Income even if killed",
        effect:
          "If you are killed, you may still gather resources, but no extra income from your character; then your turn ends.",
      },
      lighthouse: {
        name: "Lighthouse", face: "Light·house", summary: "Pick a card from deck",
        effect:
          "When you build the Lighthouse, you may search the district deck and take 1 card into your hand; then the deck is shuffled.",
      },
      throne_room: {
        name: "Throne Room", summary: "1 gold per crown move",
        effect: "Each time the crown changes hands, gain 1 gold.",
      },
      university: {
        name: "University", face: "Uni·versity", summary: "+2 bonus points",
        effect: "No special effect. At the end of the game it scores 2 points more than its cost (silver coins).",
      },
    },

    // The game"s name in this language"s edition (the Polish box says "Cytadela").
    game: { citadels: "Citadels", dominion: "Dominion" },

    types: {
      noble: "Noble",
      religious: "Religious",
      trade: "Trade",
      military: "Military",
      unique: "Unique",
    },
  },

  pl: {
    characters: {
      assassin: {
        name: "Zabójczyni", face: "Zabój·czyni", summary: "Zabija jedną postać", grammar: { acc: "Zabójczynię", ins: "Zabójczynią" },
        ability:
          "Wskaż inną postać, którą chcesz zabić. Gdy zostanie wywołana, jej właściciel musi zachować ciszę i pomija swoją turę w tej rundzie, nie ujawniając karty postaci.",
      },
      thief: {
        name: "Złodziej", summary: "Okrada jedną postać", grammar: { acc: "Złodzieja", ins: "Złodziejem" },
        ability:
          "Wskaż postać, którą chcesz okraść – nie postać o randze 1 ani postać zabitą lub zaczarowaną. Gdy gracz ją ujawni, natychmiast zabierasz mu wszystkie monety.",
      },
      magician: {
        name: "Iluzjonistka", face: "Iluzjo·nistka", summary: "Wymienia karty", grammar: { acc: "Iluzjonistkę", ins: "Iluzjonistką" },
        ability:
          "Wymień wszystkie karty ze swojej ręki na wszystkie karty z ręki innego gracza albo odłóż dowolną liczbę kart z ręki zakrytych na spód talii dzielnic i dobierz tyle samo nowych.",
      },
      king: {
        name: "Król", summary: "Korona, złoto szlacheckie", grammar: { acc: "Króla", ins: "Królem" },
        ability:
          "Otrzymujesz 1 monetę za każdą szlachecką dzielnicę w swoim mieście. Musisz wziąć koronę: od tej chwili wywołujesz postacie i jako pierwszy wybierasz postać w następnej rundzie. Zabity Król bierze koronę na koniec rundy.",
      },
      bishop: {
        name: "Biskup", summary: "Złoto religijne, ochrona", grammar: { acc: "Biskupa", ins: "Biskupem" },
        ability:
          "Otrzymujesz 1 monetę za każdą religijną dzielnicę w swoim mieście. W tej rundzie postać o randze 8 nie może użyć swojej zdolności przeciwko dzielnicom w twoim mieście – chyba że Biskup został zabity.",
      },
      merchant: {
        name: "Kupiec", summary: "Złoto handlowe + 1", grammar: { acc: "Kupca", ins: "Kupcem" },
        ability:
          "Otrzymujesz 1 monetę za każdą handlową dzielnicę w swoim mieście. Dodatkowo otrzymujesz 1 monetę, niezależnie od tego, jakie zasoby pobrano w tej turze.",
      },
      architect: {
        name: "Architektka", face: "Archi·tektka", summary: "+2 karty, buduje 3", grammar: { acc: "Architektkę", ins: "Architektką" },
        ability:
          "Otrzymujesz 2 dodatkowe karty, niezależnie od tego, jakie zasoby pobrano w tej turze. W tej turze możesz wybudować do 3 dzielnic.",
      },
      warlord: {
        name: "Generał", summary: "Złoto wojskowe, burzy", grammar: { acc: "Generała", ins: "Generałem" },
        ability:
          "Otrzymujesz 1 monetę za każdą wojskową dzielnicę w swoim mieście. Możesz zburzyć 1 wybraną dzielnicę, także własną, płacąc o 1 monetę mniej, niż wynosi jej koszt budowy. Nie możesz zburzyć dzielnicy w ukończonym mieście.",
      },
      artist: {
        name: "Artystka", summary: "Upiększa 2 dzielnice", grammar: { acc: "Artystkę", ins: "Artystką" },
        ability:
          "Możesz upiększyć do 2 dzielnic w swoim mieście, kładąc na każdej 1 monetę ze swojej puli. Ich koszt budowy (a więc i punkty) rośnie na stałe o 1; każdą dzielnicę można upiększyć tylko raz.",
      },

      // The rest of the 2016 box (wire names as in src/citadels/cards.h).
      witch: {
        name: "Wiedźma", summary: "Rzuca urok na postać", grammar: { acc: "Wiedźmę", ins: "Wiedźmą" },
        ability:
          "Pobierz zasoby, a potem musisz wskazać inną postać, którą zaczarujesz; twoja tura zostaje wstrzymana bez budowania. Gdy ta postać zostanie wywołana, jej właściciel tylko pobiera zasoby, a ty wznawiasz turę z jej zdolnościami – używając własnej ręki, monet i miasta. Jeśli tej postaci nie ma w tej rundzie, nie wznawiasz tury.",
      },
      magistrate: {
        name: "Sędzia", summary: "Przejmuje dzielnicę", grammar: { acc: "Sędziego", ins: "Sędzią" },
        ability:
          "Przydziel 3 zakryte karty nakazu 3 różnym pomocniczym kartom postaci; liczy się tylko nakaz podpisany. Gdy ten gracz zapłaci za pierwszą dzielnicę w swojej turze, możesz go ujawnić: budujesz tę dzielnicę za darmo w swoim mieście, gracz odzyskuje monety, ale budowa wlicza się do jego limitu. Nie, jeśli masz już dzielnicę o tej nazwie.",
      },
      spy: {
        name: "Szpieg", summary: "Podgląda rękę gracza", grammar: { acc: "Szpiega", ins: "Szpiegiem" },
        ability:
          "Wskaż innego gracza i rodzaj dzielnicy, a następnie obejrzyj karty na jego ręce. Za każdą kartę tego rodzaju zabierz z jego puli 1 monetę (dopóki jakąś ma) i dobierz 1 kartę.",
      },
      blackmailer: {
        name: "Szantażystka", face: "Szanta·żystka", summary: "Szantażuje o złoto", grammar: { acc: "Szantażystkę", ins: "Szantażystką" },
        ability:
          "Przydziel 2 zakryte karty szantażu 2 różnym pomocniczym kartom postaci (nie randze 1, nie postaci zabitej ani zaczarowanej); prawdziwa jest tylko chusta z kwiatem. Szantażowany gracz pobiera zasoby i może cię przekupić połową swoich monet (zaokrąglając w dół); jeśli tego nie zrobi, możesz odkryć jego kartę i przy chuście z kwiatem zabrać mu wszystkie monety.",
      },
      wizard: {
        name: "Czarodziej", face: "Czaro·dziej", summary: "Bierze kartę z ręki", grammar: { acc: "Czarodzieja", ins: "Czarodziejem" },
        ability:
          "Obejrzyj karty na ręce innego gracza i weź 1 z nich: na swoją rękę albo zapłać i od razu ją wybuduj – ta budowa nie wlicza się do limitu. W tej turze możesz budować dzielnice takie same jak te w twoim mieście.",
      },
      seer: {
        name: "Wróżka", summary: "Bierze kartę od każdego", grammar: { acc: "Wróżkę", ins: "Wróżką" },
        ability:
          "Weź po 1 losowej karcie z ręki każdego innego gracza, a następnie oddaj każdemu z nich 1 wybraną kartę ze swojej ręki. W tej turze możesz wybudować do 2 dzielnic.",
      },
      emperor: {
        name: "Cesarz", summary: "Przekazuje koronę", grammar: { acc: "Cesarza", ins: "Cesarzem" },
        ability:
          "Otrzymujesz 1 monetę za każdą szlachecką dzielnicę w swoim mieście. Musisz zabrać koronę koronowanemu graczowi i przekazać ją innemu graczowi (nie sobie); weź od niego 1 monetę albo 1 losową kartę z ręki. Nie w grze 2-osobowej.",
      },
      patrician: {
        name: "Patrycjusz", face: "Patry·cjusz", summary: "Korona, karty szlacheckie", grammar: { acc: "Patrycjusza", ins: "Patrycjuszem" },
        ability:
          "Otrzymujesz 1 kartę za każdą szlachecką dzielnicę w swoim mieście. Musisz wziąć koronę: od tej chwili wywołujesz postacie i jako pierwszy wybierasz postać w następnej rundzie. Zabity Patrycjusz bierze koronę na koniec rundy.",
      },
      abbot: {
        name: "Opat", summary: "Złoto lub karty religijne", grammar: { acc: "Opata", ins: "Opatem" },
        ability:
          "Za każdą religijną dzielnicę w swoim mieście otrzymujesz 1 monetę albo 1 kartę, w dowolnej kombinacji. Jeśli nie jesteś najbogatszym graczem, najbogatszy musi oddać ci 1 monetę (przy remisie wybierasz, który; jeśli sam jesteś wśród nich, nic nie dostajesz).",
      },
      cardinal: {
        name: "Kardynał", summary: "Pożycza złoto na budowę", grammar: { acc: "Kardynała", ins: "Kardynałem" },
        ability:
          "Otrzymujesz 1 kartę za każdą religijną dzielnicę w swoim mieście. Jeśli brakuje ci monet na dzielnicę, weź brakujące monety od innego gracza i daj mu za każdą 1 kartę z ręki; potem musisz wybudować tę dzielnicę.",
      },
      alchemist: {
        name: "Alchemik", summary: "Odzyskuje koszt budowy", grammar: { acc: "Alchemika", ins: "Alchemikiem" },
        ability:
          "Na koniec tury odzyskujesz wszystkie monety zapłacone w tej turze za budowę dzielnic (ale nie te wydane na inne cele). Przy budowie nadal musisz mieć dość monet.",
      },
      trader: {
        name: "Handlarz", summary: "Złoto handlowe, bez limitu", grammar: { acc: "Handlarza", ins: "Handlarzem" },
        ability:
          "Otrzymujesz 1 monetę za każdą handlową dzielnicę w swoim mieście. Dzielnice handlowe nie wliczają się w tej turze do twojego limitu budowy.",
      },
      navigator: {
        name: "Nawigatorka", face: "Nawi·gatorka", summary: "+4 złota lub +4 karty", grammar: { acc: "Nawigatorkę", ins: "Nawigatorką" },
        ability:
          "Otrzymujesz 4 dodatkowe monety albo 4 dodatkowe karty, niezależnie od pobranych zasobów. W tej turze nie możesz budować żadnych dzielnic.",
      },
      scholar: {
        name: "Uczona", summary: "Dobiera 7, zatrzymuje 1", grammar: { acc: "Uczoną", ins: "Uczoną" },
        ability:
          "Dobierz 7 kart z talii dzielnic, zatrzymaj 1, a pozostałe 6 wtasuj z powrotem do talii. W tej turze możesz wybudować do 2 dzielnic.",
      },
      diplomat: {
        name: "Dyplomata", face: "Dyplo·mata", summary: "Złoto wojskowe, zamiana", grammar: { acc: "Dyplomatę", ins: "Dyplomatą" },
        ability:
          "Otrzymujesz 1 monetę za każdą wojskową dzielnicę w swoim mieście. Możesz zamienić 1 dzielnicę ze swojego miasta na 1 dzielnicę innego gracza, dopłacając mu różnicę, jeśli jego jest droższa. Nie z ukończonego miasta i nie na takie same dzielnice.",
      },
      marshal: {
        name: "Marszałek", face: "Mar·szałek", summary: "Złoto wojskowe, przejmuje", grammar: { acc: "Marszałka", ins: "Marszałkiem" },
        ability:
          "Otrzymujesz 1 monetę za każdą wojskową dzielnicę w swoim mieście. Możesz zabrać z miasta innego gracza 1 dzielnicę o koszcie budowy 3 lub niższym, płacąc jej właścicielowi jej koszt. Nie z ukończonego miasta i nie taką, jaką już masz.",
      },
      queen: {
        name: "Królowa", summary: "3 złota obok rangi 4", grammar: { acc: "Królową", ins: "Królową" },
        ability:
          "Jeśli siedzisz obok gracza, który ujawnił postać o randze 4, otrzymujesz 3 monety (jeśli ta postać została zabita: na koniec rundy). Tylko w grze na co najmniej 5 osób.",
      },
      tax_collector: {
        name: "Poborca podatkowy", face: "Poborca podat·kowy", summary: "Pobiera podatek", grammar: { acc: "Poborcę podatkowego", ins: "Poborcą podatkowym" },
        ability:
          "Gdy bierze udział w grze, każdy inny gracz po każdej budowie kładzie 1 monetę na jego pomocniczej karcie postaci, o ile ma jeszcze monety – także w rundach bez Poborcy. W swojej turze możesz zabrać wszystkie monety z tej karty.",
      },
    },

    districts: {
      manor: { name: "Dwór" },
      castle: { name: "Zamek" },
      palace: { name: "Pałac" },
      temple: { name: "Świątynia", face: "Świą·tynia", grammar: { acc: "Świątynię" } },
      church: { name: "Kościół" },
      monastery: { name: "Klasztor" },
      cathedral: { name: "Katedra", grammar: { acc: "Katedrę" } },
      tavern: { name: "Karczma", grammar: { acc: "Karczmę" } },
      market: { name: "Targowisko", face: "Targo·wisko" },
      trading_post: { name: "Faktoria", grammar: { acc: "Faktorię" } },
      docks: { name: "Doki" },
      harbor: { name: "Port" },
      town_hall: { name: "Ratusz" },
      watchtower: { name: "Strażnica", face: "Straż·nica", grammar: { acc: "Strażnicę" } },
      prison: { name: "Więzienie", face: "Więzie·nie" },
      barracks: { name: "Koszary" },
      fortress: { name: "Forteca", grammar: { acc: "Fortecę" } },

      dragon_gate: {
        name: "Smocza brama", summary: "Wart 8 punktów", grammar: { acc: "Smoczą bramę" },
        effect: "Brak specjalnego efektu. Na koniec gry zapewnia 2 dodatkowe punkty (2 srebrne monety), razem 8 punktów.",
      },
      factory: {
        name: "Fabryka", summary: "Unikaty tańsze o 1", grammar: { acc: "Fabrykę" },
        effect: "Budowa każdej innej unikatowej dzielnicy kosztuje cię o 1 monetę mniej.",
      },
      haunted_quarter: {
        name: "Nawiedzona dzielnica", face: "Nawie·dzona dziel·nica", summary: "Dowolny typ na koniec", grammar: { acc: "Nawiedzoną dzielnicę" },
        effect:
          "Na koniec gry Nawiedzona dzielnica liczy się jako dzielnica wybranego przez ciebie rodzaju. Jeśli wybierzesz inny rodzaj niż unikatowa, nie jest już uznawana za unikatową.",
      },
      imperial_treasury: {
        name: "Cesarski skarbiec", summary: "+1 pkt za każde złoto",
        effect: "Na koniec gry otrzymujesz 1 dodatkowy punkt za każdą monetę w swojej puli.",
      },
      keep: {
        name: "Fort", summary: "Nie można zburzyć",
        effect: "Postać o randze 8 nie może użyć swojej zdolności przeciwko Fortowi.",
      },
      laboratory: {
        name: "Laboratorium", face: "Labora·torium", summary: "Karta → 2 złota",
        effect: "Raz na turę możesz odrzucić 1 kartę z ręki, aby otrzymać 2 monety.",
      },
      library: {
        name: "Biblioteka", face: "Biblio·teka", summary: "Zatrzymaj dobrane karty", grammar: { acc: "Bibliotekę" },
        effect: "Jeśli podczas pobierania zasobów dobierasz karty, zatrzymujesz wszystkie dobrane karty zamiast 1.",
      },
      map_room: {
        name: "Komnata map", summary: "+1 pkt za kartę na ręce", grammar: { acc: "Komnatę map" },
        effect: "Na koniec gry otrzymujesz 1 dodatkowy punkt za każdą kartę na ręce.",
      },
      quarry: {
        name: "Kamieniołom", face: "Kamie·niołom", summary: "Buduj duplikaty",
        effect:
          "Możesz budować dzielnice takie same jak te w twoim mieście (o tej samej nazwie) – ale nie możesz ich pozyskać za pomocą Sędziego, Dyplomaty ani Marszałka.",
      },
      school_of_magic: {
        name: "Szkoła magii", summary: "Dochód: dowolny typ", grammar: { acc: "Szkołę magii" },
        effect:
          "Przy zdolnościach zapewniających zasoby za dzielnice danego rodzaju Szkoła magii liczy się jako dzielnica wybranego przez ciebie rodzaju.",
      },
      smithy: {
        name: "Kuźnia", summary: "2 złota → 3 karty", grammar: { acc: "Kuźnię" },
        effect: "Raz na turę możesz zapłacić 2 monety, aby dobrać 3 karty.",
      },
      statue: {
        name: "Pomnik", summary: "+5 z koroną",
        effect: "Jeśli na koniec gry masz koronę, otrzymujesz 5 dodatkowych punktów.",
      },
      thieves_den: {
        name: "Kryjówka złodziei", summary: "Płać kartami", grammar: { acc: "Kryjówkę złodziei" },
        effect:
          "Możesz zapłacić część lub całość kosztu Kryjówki złodziei kartami z ręki: każda odrzucona karta zastępuje 1 monetę.",
      },
      wishing_well: {
        name: "Studnia życzeń", summary: "+1 za każdy unikat", grammar: { acc: "Studnię życzeń" },
        effect:
          "Na koniec gry otrzymujesz 1 dodatkowy punkt za każdą unikatową dzielnicę w swoim mieście, łącznie ze Studnią życzeń.",
      },

      // The other unique districts of the 2016 box (wire names as in
      // src/citadels/cards.h). Bazylika,
      // Monument and the names of the six districts of the German 2017 box
      // (Dzwonnica, Cmentarz, Szpital, Latarnia morska, Sala tronowa,
      // Uniwersytet) are not in the Polish rulebook: our translations. The
      // effects of Cmentarz, Szpital, Latarnia morska, Sala tronowa and
      // Uniwersytet are those of the older cards.
      armory: {
        name: "Zbrojownia", face: "Zbro·jownia", summary: "Zburz, by zburzyć", grammar: { acc: "Zbrojownię" },
        effect:
          "W swojej turze możesz zburzyć Zbrojownię, aby zburzyć 1 wybraną dzielnicę – nie w ukończonym mieście.",
      },
      basilica: {
        name: "Bazylika", summary: "+1 za nieparzysty koszt", grammar: { acc: "Bazylikę" },
        effect: "Na koniec gry otrzymujesz 1 dodatkowy punkt za każdą dzielnicę w swoim mieście o nieparzystym koszcie budowy.",
      },
      capitol: {
        name: "Kapitol", summary: "+3 za 3 jednego typu",
        effect:
          "Na koniec gry otrzymujesz 3 dodatkowe punkty, jeśli masz co najmniej 3 dzielnice tego samego rodzaju (tylko raz).",
      },
      framework: {
        name: "Rusztowanie", face: "Rusz·towanie", summary: "Zburz, buduj za darmo",
        effect:
          "Zamiast płacić koszt budowy dzielnicy, możesz zburzyć Rusztowanie i wybudować tę dzielnicę za darmo.",
      },
      gold_mine: {
        name: "Kopalnia złota", summary: "+1 złoto przy dochodzie", grammar: { acc: "Kopalnię złota" },
        effect: "Jeśli podczas pobierania zasobów bierzesz monety, otrzymujesz 1 dodatkową monetę.",
      },
      great_wall: {
        name: "Wielki mur", summary: "Ranga 8 płaci o 1 więcej",
        effect:
          "Postać o randze 8 musi zapłacić 1 monetę więcej, aby użyć swojej zdolności przeciwko dzielnicy w twoim mieście.",
      },
      ivory_tower: {
        name: "Samotna wieża", summary: "+5, gdy jedyny unikat", grammar: { acc: "Samotną wieżę" },
        effect:
          "Na koniec gry otrzymujesz 5 dodatkowych punktów, jeśli Samotna wieża jest jedyną unikatową dzielnicą w twoim mieście.",
      },
      monument: {
        name: "Monument", summary: "Liczy się za 2 dzielnice",
        effect:
          "Możesz wybudować Monument tylko wtedy, gdy masz w mieście najwyżej 4 dzielnice. Do ukończenia miasta liczy się jako 2 dzielnice.",
      },
      museum: {
        name: "Muzeum", summary: "+1 za kartę pod nim",
        effect:
          "Raz na turę możesz położyć 1 kartę z ręki zakrytą pod Muzeum. Na koniec gry otrzymujesz 1 dodatkowy punkt za każdą kartę pod nim.",
      },
      necropolis: {
        name: "Nekropolia", face: "Nekro·polia", summary: "Buduj, burząc dzielnicę", grammar: { acc: "Nekropolię" },
        effect: "Możesz wybudować Nekropolię, burząc 1 dzielnicę w swoim mieście zamiast płacić jej koszt budowy.",
      },
      observatory: {
        name: "Obserwatorium", face: "Obserwa·torium", summary: "Dobierz 3, zatrzymaj 1",
        effect: "Jeśli podczas pobierania zasobów dobierasz karty, dobierz 3 zamiast 2 i zatrzymaj 1.",
      },
      park: {
        name: "Park", summary: "Pusta ręka: dobierz 2",
        effect: "Jeśli na koniec swojej tury nie masz kart na ręce, dobierz 2 karty.",
      },
      poor_house: {
        name: "Dom biedoty", summary: "Brak złota: weź 1",
        effect: "Jeśli na koniec swojej tury nie masz monet w puli, otrzymujesz 1 monetę.",
      },
      secret_vault: {
        name: "Tajny skarbiec", summary: "3 pkt z ręki",
        effect:
          "Tajnego skarbca nie można wybudować. Jeśli na koniec gry pokażesz go z ręki, otrzymujesz 3 punkty (3 srebrne monety).",
      },
      stables: {
        name: "Stajnie", summary: "Poza limitem budowy",
        effect: "Budowa Stajni nie wlicza się do twojego limitu budowy.",
      },
      theater: {
        name: "Teatr", summary: "Zamiana postaci",
        effect:
          "Na koniec każdej fazy wyboru możesz zamienić swoją kartę postaci z kartą innego gracza, wybranego bez podglądania kart.",
      },
      bell_tower: {
        name: "Dzwonnica", face: "Dzwon·nica", summary: "Koniec już przy 6", grammar: { acc: "Dzwonnicę" },
        effect:
          "Zaraz po wybudowaniu musisz zdecydować, czy gra skończy się o 1 dzielnicę wcześniej (przy 6 zamiast 7, w grze 2–3-osobowej przy 7 zamiast 8), czy normalnie. Jeśli Dzwonnica zostanie zburzona, gra kończy się normalnie.",
      },
      graveyard: {
        name: "Cmentarz", summary: "Odkup zburzoną",
        effect:
          "Gdy Generał zburzy dzielnicę, możesz zapłacić 1 monetę i wziąć ją na rękę – chyba że sam jesteś Generałem.",
      },
      hospital: {
        name: "Szpital", summary: "Dochód mimo śmierci",
        effect:
          "Jeśli twoja postać zostanie zabita, nadal możesz pobrać zasoby, ale bez dodatkowych zasobów ze zdolności postaci; potem twoja tura się kończy.",
      },
      lighthouse: {
        name: "Latarnia morska", summary: "Wybierz kartę z talii", grammar: { acc: "Latarnię morską" },
        effect:
          "Gdy wybudujesz Latarnię morską, możesz przejrzeć talię dzielnic i wziąć 1 kartę na rękę; potem talię się tasuje.",
      },
      throne_room: {
        name: "Sala tronowa", summary: "1 złoto za zmianę korony", grammar: { acc: "Salę tronową" },
        effect: "Za każdym razem, gdy korona zmienia właściciela, otrzymujesz 1 monetę.",
      },
      university: {
        name: "Uniwersytet", face: "Uniwer·sytet", summary: "+2 punkty premii",
        effect: "Brak specjalnego efektu. Na koniec gry zapewnia 2 punkty więcej, niż wynosi jego koszt budowy (srebrne monety).",
      },
    },

    // The game"s name in this language"s edition (the Polish box says "Cytadela").
    game: { citadels: "Cytadela", dominion: "Dominion" },

    types: {
      noble: "Szlachecka",
      religious: "Religijna",
      trade: "Handlowa",
      military: "Wojskowa",
      unique: "Unikatowa",
    },
  },
};

// Issue 12: the classic, Dark City and action cards (cards_rulesets.js).
for (const [lang, add] of Object.entries(NEW_CARDS)) {
  for (const group of ["characters", "districts", "types"]) Object.assign(CARD_TEXT[lang][group], add[group]);
}
