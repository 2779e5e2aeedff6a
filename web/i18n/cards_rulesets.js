// cards_rulesets.js — issue 12: the card texts of the older rule sets and of
// the action cards, in German, English and Polish.
//
// NEW_CARDS are cards the 2016 box does not have: the 8 classic characters
// ("Ohne Furcht und Adel", 2000) and the 10 Dark City characters ("Die
// dunklen Lande"), each with its own older text (the wire names classic_* and
// dark_* of src/citadels/cards.h), the Ballsaal, and the 7 action cards of the
// 2016 variant (DE16 "Variante: Aktionskarten"). cards.js merges them into
// CARD_TEXT, so check_cards.mjs checks them like every other card.
//
// RULESET_CARD_TEXT holds what a rule set says differently about a card the
// 2016 box also has: its name (the engine's per-rule-set rows of
// src/citadels/rulesets.c, also in the catalogue's rulesets[].districts) and
// its older effect (citadels-cards.md §6). "classic" applies to every classic
// and Dark City rule set, "dark_city" on top of it to the Dark City ones
// (js/i18n.js, setCardRules). Texts are our own words.

const de = {
  characters: {
    classic_assassin: {
      name: "Meuchler", face: "Meuch·ler", summary: "Ermordet einen Charakter", grammar: { nom: "der Meuchler", acc: "den Meuchler" },
      ability: "Nenne einen Charakter, den du ermordest. Wird er aufgerufen, gibt sich sein Spieler nicht zu erkennen und setzt die ganze Runde aus.",
    },
    classic_thief: {
      name: "Dieb", summary: "Bestiehlt einen Charakter", grammar: { nom: "der Dieb", acc: "den Dieb" },
      ability: "Nenne einen Charakter, den du bestiehlst – nicht den Meuchler und nicht den ermordeten Charakter. Wird er aufgerufen, gibt sein Spieler dir sofort all sein Gold; was er später im Zug bekommt, behält er.",
    },
    classic_magician: {
      name: "Magier", summary: "Tauscht Handkarten", grammar: { nom: "der Magier", acc: "den Magier" },
      ability: "Einmal im Zug: Tausche alle deine Handkarten gegen alle eines Mitspielers, oder lege beliebig viele Handkarten auf den offenen Ablagestapel und ziehe ebenso viele nach.",
    },
    classic_king: {
      name: "König", summary: "Krone + Gold für Gelb", grammar: { nom: "der König", acc: "den König" },
      ability: "Nimm 1 Gold für jedes gelbe Gebäude in deiner Stadt. Du bekommst die Krone: Du rufst nach deinem Zug die übrigen Charaktere auf und wählst in der nächsten Runde zuerst. Wirst du ermordet, bekommst du die Krone erst zu Beginn der nächsten Runde.",
    },
    classic_bishop: {
      name: "Prediger", face: "Pre·diger", summary: "Blaues Gold, geschützt", grammar: { nom: "der Prediger", acc: "den Prediger" },
      ability: "Nimm 1 Gold für jedes blaue Gebäude in deiner Stadt. Der Söldner darf deine Gebäude nicht zerstören – außer du wurdest ermordet.",
    },
    classic_merchant: {
      name: "Händler", summary: "Grünes Gold + 1 Gold", grammar: { nom: "der Händler", acc: "den Händler" },
      ability: "Nimm 1 Gold für jedes grüne Gebäude in deiner Stadt und außerdem 1 Gold, egal welches Einkommen du wählst – auch schon vor dem Einkommen.",
    },
    classic_architect: {
      name: "Baumeister", face: "Bau·meister", summary: "+2 Karten, baut 3", grammar: { nom: "der Baumeister", acc: "den Baumeister" },
      ability: "Ziehe 2 Karten zusätzlich. Du darfst in diesem Zug bis zu 3 Gebäude bauen.",
    },
    classic_warlord: {
      name: "Söldner", summary: "Rotes Gold, zerstört", grammar: { nom: "der Söldner", acc: "den Söldner" },
      ability: "Nimm 1 Gold für jedes rote Gebäude in deiner Stadt. Du darfst 1 Gebäude eines Mitspielers zerstören und zahlst dafür seine Kosten minus 1 (Kosten 1: umsonst); es kommt auf den Ablagestapel. Nicht in Städten mit 8 Gebäuden und nicht beim Prediger.",
    },
    dark_witch: {
      name: "Hexe", summary: "Verhext einen Charakter", grammar: { nom: "die Hexe", acc: "die Hexe" },
      ability: "Nimm Einkommen und nenne einen Charakter, den du verhext; dann endet dein Zug. Wird er aufgerufen, nimmt sein Spieler nur Einkommen, und du spielst seinen Zug mit all seinen Eigenschaften weiter – in deiner Stadt, mit deinem Gold. Ist er nicht im Spiel, kommst du nicht wieder dran.",
    },
    dark_tax_collector: {
      name: "Steuereintreiber", face: "Steuer·ein·treiber", summary: "1 Gold von jedem Bauherrn", grammar: { nom: "der Steuereintreiber", acc: "den Steuereintreiber" },
      ability: "Wer in dieser Runde mindestens ein Gebäude baut, zahlt dir am Ende seines Zugs 1 Gold, wenn er noch Gold hat. Wer vor deinem Aufruf gebaut hat, zahlt, sobald du dich zeigst.",
    },
    dark_wizard: {
      name: "Beschwörer", face: "Beschwö·rer", summary: "Nimmt eine fremde Karte", grammar: { nom: "der Beschwörer", acc: "den Beschwörer" },
      ability: "Sieh dir die Handkarten eines Mitspielers an und nimm eine davon: auf die Hand, oder bezahle sie und baue sie sofort. Danach darfst du trotzdem noch ein Gebäude bauen.",
    },
    dark_emperor: {
      name: "Intrigant", face: "Intri·gant", summary: "Gelbes Gold, gibt Krone", grammar: { nom: "der Intrigant", acc: "den Intriganten" },
      ability: "Nimm 1 Gold für jedes gelbe Gebäude in deiner Stadt. Gib die Krone einem anderen Spieler – nicht dir selbst und nicht ihrem bisherigen Besitzer; du nimmst dafür nichts.",
    },
    dark_abbot: {
      name: "Ablassprediger", face: "Ablass·prediger", summary: "Blau + 1 vom Reichsten", grammar: { nom: "der Ablassprediger", acc: "den Ablassprediger" },
      ability: "Nimm 1 Gold für jedes blaue Gebäude in deiner Stadt. Der Spieler mit dem meisten Gold muss dir 1 Gold geben – nicht bei Gleichstand und nicht, wenn du selbst der Reichste bist.",
    },
    dark_alchemist: {
      name: "Alchemist", face: "Alche·mist", summary: "Baugold zurück", grammar: { nom: "der Alchemist", acc: "den Alchemisten" },
      ability: "Am Ende deines Zugs bekommst du alles Gold zurück, das du in diesem Zug für Gebäude bezahlt hast – nach Steuer und Armenhaus. Anderes verlorenes Gold nicht.",
    },
    dark_navigator: {
      name: "Eroberer", face: "Erobe·rer", summary: "+4 Gold oder 4 Karten", grammar: { nom: "der Eroberer", acc: "den Eroberer" },
      ability: "Nach deinem Einkommen nimmst du zusätzlich 4 Gold oder 4 Karten. Du darfst nicht bauen.",
    },
    dark_diplomat: {
      name: "Diplomat", face: "Diplo·mat", summary: "Rotes Gold, tauscht", grammar: { nom: "der Diplomat", acc: "den Diplomaten" },
      ability: "Nimm 1 Gold für jedes rote Gebäude in deiner Stadt. Du darfst ein Gebäude deiner Stadt gegen eins eines Mitspielers tauschen; ist seins teurer, zahlst du ihm den Unterschied. Nicht den Wehrturm und nicht die Gebäude des Predigers.",
    },
    dark_artist: {
      name: "Künstler", face: "Künst·ler", summary: "Verschönert 2 Gebäude", grammar: { nom: "der Künstler", acc: "den Künstler" },
      ability: "Du darfst 1 oder 2 Gebäude deiner Stadt mit je 1 Gold verschönern, jedes nur einmal. Ein verschönertes Gebäude zählt in allem 1 Gold mehr.",
    },
    dark_queen: {
      name: "Königin", summary: "3 Gold neben der Krone", grammar: { nom: "die Königin", acc: "die Königin" },
      ability: "Sitzt du zu Beginn deines Zugs neben dem Spieler mit der Krone, nimm 3 Gold – auch wenn er ermordet wurde. Nur ab 5 Spielern.",
    },
  },
  districts: {
    ballroom: {
      name: "Ballsaal", face: "Ball·saal", summary: "Danke, Euer Exzellenz!", grammar: { acc: "den Ballsaal" },
      effect: "Solange du die Krone hast, muss jeder andere Spieler, wenn er aufgerufen wird, dir mit „Danke, Euer Exzellenz“ danken. Wer es vergisst, verliert seinen ganzen Zug.",
    },
    acrobat: {
      name: "Akrobatin", face: "Akro·batin", summary: "Krone, wenn 4 fehlt", grammar: { acc: "die Akrobatin" },
      effect: "Meldet sich beim Aufruf der Nummer 4 niemand, darfst du sie ausspielen: Du nimmst die Krone, rufst die Charaktere auf und wählst als Erster – bis du einen anderen Spieler mit der Nummer 4 aufrufst oder jemand anderes die Akrobatin spielt.",
    },
    director: {
      name: "Direktor", face: "Direk·tor", summary: "2 Gebäude mehr bauen", grammar: { acc: "den Direktor" },
      effect: "In diesem Zug darfst du bis zu 2 Gebäude mehr bauen, auch als Baumeisterin, Seherin oder Gelehrte.",
    },
    ticket_booth: {
      name: "Kassenwagen", face: "Kassen·wagen", summary: "Mitspieler zahlen 1 Gold", grammar: { acc: "den Kassenwagen" },
      effect: "Lege ihn offen vor dir aus. Jeder Mitspieler darf einmal in seinem Zug 1 Gold darauflegen, 3 Karten ziehen und 1 behalten. Direkt danach darfst du ihn ablegen und alles Gold darauf nehmen. Bei Spielende geht das Gold zurück in die Bank.",
    },
    living_cannonball: {
      name: "Lebende Kanonenkugel", face: "Lebende Kanonen·kugel", summary: "Überbaut ein Gebäude", grammar: { acc: "die Lebende Kanonenkugel" },
      effect: "Zusätzlich zu deinem Bau: Lege ein Gebäude deiner Stadt ab und baue dafür eines aus deiner Hand, das mehr kostet. Du zahlst nur den Unterschied.",
    },
    rasputin: {
      name: "Rasputin", face: "Raspu·tin", summary: "Schützt vor Angriffen", grammar: { acc: "den Rasputin" },
      effect: "Trifft deinen Charakter die Assassine, die Hexe, der Magistrat, der Dieb oder die Erpresserin, darfst du ihn beim Aufruf auslegen: In deinem Zug bist du davor geschützt und spielst ganz normal. Am Ende deines Zugs legst du ihn ab.",
    },
    fortune_teller: {
      name: "Wahrsagerin", face: "Wahr·sagerin", summary: "Nimmt eine fremde Karte", grammar: { acc: "die Wahrsagerin" },
      effect: "Sieh dir die Handkarten eines Mitspielers an und nimm eine davon auf deine Hand.",
    },
    circus_tent: {
      name: "Zirkuszelt", face: "Zirkus·zelt", summary: "Zählt als Gebäude", grammar: { acc: "das Zirkuszelt" },
      effect: "Lege es wie ein Gebäude in deine Stadt, ohne dein Baulimit zu belasten (höchstens eines pro Zug). Es zählt für das Spielende als Gebäude, hat aber keine Kosten, keine Punkte und keinen Typ; die Nummer 8 kann es nicht treffen.",
    },
  },
  types: { action: "Aktionskarte" },
};

const en = {
  characters: {
    classic_assassin: {
      name: "Assassin", summary: "Murders a character",
      ability: "Name a character to murder. When it is called, its player stays silent and misses the whole round.",
    },
    classic_thief: {
      name: "Thief", summary: "Robs a character",
      ability: "Name a character to rob – not the Assassin and not the murdered character. When it is called, its player gives you all his gold at once; gold he gets later in his turn he keeps.",
    },
    classic_magician: {
      name: "Magician", summary: "Swaps hand cards",
      ability: "Once in your turn: swap your whole hand with another player's, or put any number of hand cards on the open discard pile and draw as many.",
    },
    classic_king: {
      name: "King", summary: "Crown + gold for yellow",
      ability: "Take 1 gold for each yellow district in your city. You get the crown: after your turn you call the remaining characters, and you choose first next round. If you are murdered, the crown comes to you only at the start of the next round.",
    },
    classic_bishop: {
      name: "Bishop", summary: "Blue gold, protected",
      ability: "Take 1 gold for each blue district in your city. The Warlord may not destroy your districts – unless you were murdered.",
    },
    classic_merchant: {
      name: "Merchant", summary: "Green gold + 1 gold",
      ability: "Take 1 gold for each green district in your city and 1 gold more, whichever income you choose – even before your income.",
    },
    classic_architect: {
      name: "Architect", summary: "+2 cards, builds 3",
      ability: "Draw 2 extra cards. You may build up to 3 districts this turn.",
    },
    classic_warlord: {
      name: "Warlord", summary: "Red gold, destroys",
      ability: "Take 1 gold for each red district in your city. You may destroy one district of another player, paying its cost minus 1 (cost 1: free); it goes to the discard pile. Not in a city of 8 districts and not the Bishop's.",
    },
    dark_witch: {
      name: "Witch", summary: "Bewitches a character",
      ability: "Take your income and name a character to bewitch; then your turn ends. When it is called, its player only takes income, and you play on as that character with all its properties – in your city, with your gold. If it is not in play, you get no further turn.",
    },
    dark_tax_collector: {
      name: "Tax Collector", summary: "1 gold from each builder",
      ability: "Whoever builds at least one district this round pays you 1 gold at the end of their turn, if they have gold left. Whoever built before you were called pays as soon as you reveal yourself.",
    },
    dark_wizard: {
      name: "Wizard", summary: "Takes a card from a hand",
      ability: "Look at another player's hand and take one card: into your hand, or pay for it and build it at once. You may still build one district afterwards.",
    },
    dark_emperor: {
      name: "Emperor", summary: "Yellow gold, moves crown",
      ability: "Take 1 gold for each yellow district in your city. Give the crown to another player – not yourself and not its current holder; you take nothing for it.",
    },
    dark_abbot: {
      name: "Abbot", summary: "Blue gold, 1 from richest",
      ability: "Take 1 gold for each blue district in your city. The player with the most gold must give you 1 gold – not on a tie and not when you are the richest yourself.",
    },
    dark_alchemist: {
      name: "Alchemist", summary: "Building gold back",
      ability: "At the end of your turn you get back all the gold you paid for districts this turn – after the tax and the Poor House. Gold lost otherwise stays lost.",
    },
    dark_navigator: {
      name: "Navigator", summary: "+4 gold or 4 cards",
      ability: "After your income you also take 4 gold or 4 cards. You may not build.",
    },
    dark_diplomat: {
      name: "Diplomat", summary: "Red gold, exchanges",
      ability: "Take 1 gold for each red district in your city. You may exchange one district of your city for one of another player's; if theirs costs more, you pay them the difference. Not the Keep and not the Bishop's districts.",
    },
    dark_artist: {
      name: "Artist", summary: "Beautifies 2 districts",
      ability: "You may beautify 1 or 2 districts of your city with 1 gold each, each only once. A beautified district counts 1 gold more for everything.",
    },
    dark_queen: {
      name: "Queen", summary: "3 gold beside the crown",
      ability: "If at the start of your turn you sit next to the player with the crown, take 3 gold – even if that player was murdered. Only with 5 or more players.",
    },
  },
  districts: {
    ballroom: {
      name: "Ball Room", summary: "Thanks, Your Excellency!",
      effect: "While you hold the crown, every other player must thank you with “Thank you, Your Excellency” when called. Whoever forgets loses their whole turn.",
    },
    acrobat: {
      name: "Acrobat", summary: "Crown when 4 is missing",
      effect: "When rank 4 is called and nobody answers, you may play her: you take the crown, call the characters and choose first – until you call another player with rank 4 or someone else plays the Acrobat.",
    },
    director: {
      name: "Director", summary: "Build 2 more districts",
      effect: "This turn you may build up to 2 more districts, also as the Architect, Seer or Scholar.",
    },
    ticket_booth: {
      name: "Ticket Booth", summary: "Others pay 1 gold to draw",
      effect: "Lay it face up in front of you. Each other player may, once in their turn, put 1 gold on it, draw 3 cards and keep 1. Right after that you may discard it and take all the gold on it. At the end of the game its gold goes back to the bank.",
    },
    living_cannonball: {
      name: "Living Cannonball", face: "Living Cannon·ball", summary: "Overbuilds a district",
      effect: "Besides your build: discard a district of your city and build one from your hand that costs more in its place, paying only the difference.",
    },
    rasputin: {
      name: "Rasputin", summary: "Shields from attacks",
      effect: "If your character is hit by the Assassin, Witch, Magistrate, Thief or Blackmailer, you may lay him out when called: in your turn you are protected from it and play normally. Discard him at the end of your turn.",
    },
    fortune_teller: {
      name: "Fortune Teller", summary: "Takes a card from a hand",
      effect: "Look at another player's hand and take one of those cards into yours.",
    },
    circus_tent: {
      name: "Circus Tent", summary: "Counts as a district",
      effect: "Lay it into your city like a district, outside your building limit (at most one per turn). It counts as a district for the end of the game, but has no cost, no points and no type; rank 8 cannot touch it.",
    },
  },
  types: { action: "Action card" },
};

const pl = {
  characters: {
    classic_assassin: {
      name: "Skrytobójca", face: "Skryto·bójca", summary: "Morduje postać", grammar: { acc: "Skrytobójcę", ins: "Skrytobójcą" },
      ability: "Wskaż postać, którą mordujesz. Gdy zostanie wywołana, jej gracz milczy i traci całą rundę.",
    },
    classic_thief: {
      name: "Złodziej", summary: "Okrada postać", grammar: { acc: "Złodzieja", ins: "Złodziejem" },
      ability: "Wskaż postać, którą okradasz – nie Skrytobójcę i nie zamordowaną postać. Gdy zostanie wywołana, jej gracz od razu oddaje ci całe złoto; to, co zdobędzie później w turze, zatrzymuje.",
    },
    classic_magician: {
      name: "Magik", summary: "Wymienia karty z ręki", grammar: { acc: "Magika", ins: "Magikiem" },
      ability: "Raz w turze: wymień wszystkie karty z ręki na wszystkie karty innego gracza albo połóż dowolnie wiele kart na odkrytym stosie kart odrzuconych i dobierz tyle samo.",
    },
    classic_king: {
      name: "Król", summary: "Korona + złoto za żółte", grammar: { acc: "Króla", ins: "Królem" },
      ability: "Weź 1 złoto za każdą żółtą dzielnicę w swoim mieście. Dostajesz koronę: po swojej turze wywołujesz pozostałe postacie, a w następnej rundzie wybierasz pierwszy. Zamordowany dostajesz koronę dopiero na początku następnej rundy.",
    },
    classic_bishop: {
      name: "Biskup", summary: "Złoto za niebieskie", grammar: { acc: "Biskupa", ins: "Biskupem" },
      ability: "Weź 1 złoto za każdą niebieską dzielnicę w swoim mieście. Kondotier nie może burzyć twoich dzielnic – chyba że zostałeś zamordowany.",
    },
    classic_merchant: {
      name: "Kupiec", summary: "Złoto za zielone + 1", grammar: { acc: "Kupca", ins: "Kupcem" },
      ability: "Weź 1 złoto za każdą zieloną dzielnicę w swoim mieście i jeszcze 1 złoto, bez względu na wybrany dochód – nawet przed dochodem.",
    },
    classic_architect: {
      name: "Architekt", face: "Archi·tekt", summary: "+2 karty, buduje 3", grammar: { acc: "Architekta", ins: "Architektem" },
      ability: "Dobierz 2 dodatkowe karty. W tej turze możesz zbudować do 3 dzielnic.",
    },
    classic_warlord: {
      name: "Kondotier", face: "Kondo·tier", summary: "Złoto za czerwone, burzy", grammar: { acc: "Kondotiera", ins: "Kondotierem" },
      ability: "Weź 1 złoto za każdą czerwoną dzielnicę w swoim mieście. Możesz zburzyć jedną dzielnicę innego gracza, płacąc jej koszt minus 1 (koszt 1: za darmo); trafia na stos kart odrzuconych. Nie w mieście z 8 dzielnicami i nie u Biskupa.",
    },
    dark_witch: {
      name: "Czarownica", face: "Czarow·nica", summary: "Rzuca urok na postać", grammar: { acc: "Czarownicę", ins: "Czarownicą" },
      ability: "Weź dochód i wskaż postać, na którą rzucasz urok; potem twoja tura się kończy. Gdy ta postać zostanie wywołana, jej gracz bierze tylko dochód, a ty grasz dalej jako ona, z wszystkimi jej cechami – w swoim mieście, swoim złotem. Jeśli jej nie ma w grze, nie grasz dalej.",
    },
    dark_tax_collector: {
      name: "Poborca", summary: "1 złoto od budujących", grammar: { acc: "Poborcę", ins: "Poborcą" },
      ability: "Kto w tej rundzie zbuduje choć jedną dzielnicę, płaci ci 1 złoto na końcu swojej tury, jeśli jeszcze ma złoto. Kto budował przed twoim wywołaniem, płaci, gdy się ujawnisz.",
    },
    dark_wizard: {
      name: "Czarnoksiężnik", face: "Czarno·księżnik", summary: "Bierze kartę z ręki", grammar: { acc: "Czarnoksiężnika", ins: "Czarnoksiężnikiem" },
      ability: "Obejrzyj karty z ręki innego gracza i weź jedną: na rękę albo zapłać i od razu ją zbuduj. Potem nadal możesz zbudować jedną dzielnicę.",
    },
    dark_emperor: {
      name: "Intrygant", face: "Intry·gant", summary: "Złoto za żółte, korona", grammar: { acc: "Intryganta", ins: "Intrygantem" },
      ability: "Weź 1 złoto za każdą żółtą dzielnicę w swoim mieście. Przekaż koronę innemu graczowi – nie sobie i nie jej obecnemu posiadaczowi; niczego za to nie bierzesz.",
    },
    dark_abbot: {
      name: "Opat", summary: "Złoto za niebieskie + 1", grammar: { acc: "Opata", ins: "Opatem" },
      ability: "Weź 1 złoto za każdą niebieską dzielnicę w swoim mieście. Najbogatszy gracz musi dać ci 1 złoto – nie przy remisie i nie wtedy, gdy sam jesteś najbogatszy.",
    },
    dark_alchemist: {
      name: "Alchemik", face: "Alche·mik", summary: "Zwrot złota za budowę", grammar: { acc: "Alchemika", ins: "Alchemikiem" },
      ability: "Na końcu swojej tury odzyskujesz całe złoto zapłacone w tej turze za dzielnice – po podatku i Domu biedoty. Złoto stracone inaczej przepada.",
    },
    dark_navigator: {
      name: "Zdobywca", face: "Zdo·bywca", summary: "+4 złota lub 4 karty", grammar: { acc: "Zdobywcę", ins: "Zdobywcą" },
      ability: "Po dochodzie bierzesz jeszcze 4 złota albo 4 karty. Nie możesz budować.",
    },
    dark_diplomat: {
      name: "Dyplomata", face: "Dyplo·mata", summary: "Złoto za czerwone, wymiana", grammar: { acc: "Dyplomatę", ins: "Dyplomatą" },
      ability: "Weź 1 złoto za każdą czerwoną dzielnicę w swoim mieście. Możesz wymienić dzielnicę swojego miasta na dzielnicę innego gracza; jeśli jego jest droższa, płacisz mu różnicę. Nie Twierdzę i nie dzielnice Biskupa.",
    },
    dark_artist: {
      name: "Artysta", face: "Arty·sta", summary: "Upiększa 2 dzielnice", grammar: { acc: "Artystę", ins: "Artystą" },
      ability: "Możesz upiększyć 1 lub 2 dzielnice swojego miasta, każdą jednym złotem i tylko raz. Upiększona dzielnica liczy się we wszystkim za 1 złoto więcej.",
    },
    dark_queen: {
      name: "Królowa", face: "Kró·lowa", summary: "3 złota obok korony", grammar: { acc: "Królową", ins: "Królową" },
      ability: "Jeśli na początku swojej tury siedzisz obok gracza z koroną, weź 3 złota – nawet jeśli został zamordowany. Tylko od 5 graczy.",
    },
  },
  districts: {
    ballroom: {
      name: "Sala balowa", summary: "Dziękuję, Ekscelencjo!", grammar: { acc: "Salę balową" },
      effect: "Dopóki masz koronę, każdy inny gracz, gdy zostanie wywołany, musi ci podziękować słowami „Dziękuję, Wasza Ekscelencjo”. Kto zapomni, traci całą turę.",
    },
    acrobat: {
      name: "Akrobatka", face: "Akro·batka", summary: "Korona, gdy brak 4", grammar: { acc: "Akrobatkę" },
      effect: "Gdy wywołana postać nr 4 się nie zgłasza, możesz ją zagrać: bierzesz koronę, wywołujesz postacie i wybierasz pierwszy – aż wywołasz innego gracza z postacią nr 4 albo ktoś inny zagra Akrobatkę.",
    },
    director: {
      name: "Dyrektor", face: "Dyrek·tor", summary: "Buduje 2 dzielnice więcej", grammar: { acc: "Dyrektora" },
      effect: "W tej turze możesz zbudować do 2 dzielnic więcej, także jako Architektka, Wróżka lub Uczona.",
    },
    ticket_booth: {
      name: "Kasa biletowa", face: "Kasa bile·towa", summary: "Inni płacą 1 złoto", grammar: { acc: "Kasę biletową" },
      effect: "Połóż ją odkrytą przed sobą. Każdy inny gracz może raz w swojej turze położyć na niej 1 złoto, dobrać 3 karty i zatrzymać 1. Zaraz potem możesz ją odrzucić i wziąć całe złoto z niej. Na koniec gry złoto wraca do banku.",
    },
    living_cannonball: {
      name: "Żywa kula armatnia", face: "Żywa kula armat·nia", summary: "Nadbudowuje dzielnicę", grammar: { acc: "Żywą kulę armatnią" },
      effect: "Oprócz zwykłej budowy: odrzuć dzielnicę ze swojego miasta i zbuduj w jej miejsce droższą z ręki, płacąc tylko różnicę.",
    },
    rasputin: {
      name: "Rasputin", face: "Raspu·tin", summary: "Chroni przed atakami", grammar: { acc: "Rasputina" },
      effect: "Jeśli twoją postać dotknie Zabójczyni, Wiedźma, Sędzia, Złodziej lub Szantażystka, możesz go wyłożyć, gdy zostaniesz wywołany: w swojej turze jesteś przed tym chroniony i grasz normalnie. Na końcu tury go odrzucasz.",
    },
    fortune_teller: {
      name: "Wróżbitka", face: "Wróż·bitka", summary: "Bierze kartę z ręki", grammar: { acc: "Wróżbitkę" },
      effect: "Obejrzyj karty z ręki innego gracza i weź jedną z nich na rękę.",
    },
    circus_tent: {
      name: "Namiot cyrkowy", face: "Namiot cyrko·wy", summary: "Liczy się jak dzielnica",
      effect: "Połóż go w mieście jak dzielnicę, poza limitem budowy (najwyżej jeden na turę). Liczy się jako dzielnica przy końcu gry, ale nie ma kosztu, punktów ani typu; postać nr 8 nie może go ruszyć.",
    },
  },
  types: { action: "Karta akcji" },
};

export const NEW_CARDS = { de, en, pl };

// ---- the older rule sets' own words for cards the 2016 box also has ----

export const RULESET_CARD_TEXT = {
  classic: {
    de: {
      districts: {
        keep: {
          name: "Wehrturm", face: "Wehr·turm", summary: "Unzerstörbar", grammar: { acc: "den Wehrturm" },
          effect: "Der Söldner darf den Wehrturm nicht zerstören.",
        },
        armory: {
          name: "Pulverturm", face: "Pulver·turm", summary: "Sprengt ein Gebäude", grammar: { acc: "den Pulverturm" },
          effect: "In deinem Zug darfst du den Pulverturm sprengen und damit ein Gebäude eines Mitspielers zerstören; beide Karten kommen auf den Ablagestapel.",
        },
        laboratory: {
          summary: "Karte gegen 1 Gold", effect: "Einmal in deinem Zug darfst du eine Handkarte ablegen und bekommst dafür 1 Gold.",
        },
        haunted_quarter: {
          summary: "Zählt als jede Farbe",
          effect: "Für den Bonus der fünf Farben zählt sie als Farbe deiner Wahl – nicht, wenn du sie in der letzten Runde gebaut hast.",
        },
      },
    },
    en: {
      districts: {
        keep: { name: "Keep", summary: "Indestructible", effect: "The Warlord may not destroy the Keep." },
        armory: {
          name: "Powderhouse", face: "Powder·house", summary: "Blows up a district",
          effect: "In your turn you may blow up the Powderhouse and so destroy one district of another player; both cards go to the discard pile.",
        },
        laboratory: { summary: "A card for 1 gold", effect: "Once in your turn you may discard a hand card and take 1 gold for it." },
        haunted_quarter: {
          summary: "Counts as any colour",
          effect: "For the bonus of the five colours it counts as a colour of your choice – not if you built it in the last round.",
        },
      },
    },
    pl: {
      districts: {
        keep: { name: "Twierdza", face: "Twier·dza", summary: "Niezniszczalna", grammar: { acc: "Twierdzę" }, effect: "Kondotier nie może zburzyć Twierdzy." },
        armory: {
          name: "Prochownia", face: "Pro·chownia", summary: "Wysadza dzielnicę", grammar: { acc: "Prochownię" },
          effect: "W swojej turze możesz wysadzić Prochownię i tym samym zburzyć jedną dzielnicę innego gracza; obie karty trafiają na stos kart odrzuconych.",
        },
        laboratory: { summary: "Karta za 1 złoto", effect: "Raz w swojej turze możesz odrzucić kartę z ręki i wziąć za nią 1 złoto." },
        haunted_quarter: {
          summary: "Liczy się jako każdy kolor",
          effect: "Przy premii za pięć kolorów liczy się jako wybrany kolor – nie, jeśli zbudowałeś ją w ostatniej rundzie.",
        },
      },
    },
  },
  dark_city: {
    de: {
      districts: {
        keep: { effect: "Der Söldner darf den Wehrturm nicht zerstören, der Diplomat ihn nicht tauschen." },
        quarry: {
          summary: "Gleiche Gebäude billiger",
          effect: "Baust du ein Gebäude, zahlst du 1 Gold weniger für jedes gleiche, das schon in deiner Stadt steht – aber mindestens 1 Gold.",
        },
        wishing_well: {
          summary: "+1 je anderem Lila", face: "Wunsch·brunnen",
          effect: "Am Spielende bekommst du 1 Punkt für jedes andere lila Gebäude in deiner Stadt.",
        },
        factory: {
          summary: "Lila 1 Gold billiger",
          effect: "Jedes weitere lila Gebäude kostet dich 1 Gold weniger; sein Wert für Punkte, Söldner und Diplomat bleibt.",
        },
        bell_tower: {
          summary: "Ende nach 7 oder 8",
          effect: "Wer ihn baut, entscheidet, ob das Spiel nach dem 7. oder nach dem 8. Gebäude endet. Wird er zerstört, gilt wieder das 8.",
        },
        poor_house: {
          summary: "1 Gold, wenn pleite",
          effect: "Hast du am Ende deines Zugs kein Gold, bekommst du 1 Gold – auch wenn du dein letztes an den Steuereintreiber gezahlt hast.",
        },
      },
    },
    en: {
      districts: {
        keep: { effect: "The Warlord may not destroy the Keep, nor may the Diplomat exchange it." },
        quarry: {
          summary: "Same districts cheaper",
          effect: "When you build a district, you pay 1 gold less for each identical one already in your city – but at least 1 gold.",
        },
        wishing_well: { summary: "+1 per other purple", effect: "At the end of the game you score 1 point for each other purple district in your city." },
        factory: {
          summary: "Purple 1 gold cheaper",
          effect: "Every further purple district costs you 1 gold less; its value for points, the Warlord and the Diplomat stays.",
        },
        bell_tower: {
          summary: "Ends after 7 or 8",
          effect: "Whoever builds it decides whether the game ends after the 7th or the 8th district. If it is destroyed, the 8th counts again.",
        },
        poor_house: {
          summary: "1 gold when broke",
          effect: "If you have no gold at the end of your turn, you get 1 gold – also when you paid your last to the Tax Collector.",
        },
      },
    },
    pl: {
      districts: {
        keep: { effect: "Kondotier nie może zburzyć Twierdzy, a Dyplomata jej wymienić." },
        quarry: {
          summary: "Takie same taniej",
          effect: "Budując dzielnicę, płacisz 1 złoto mniej za każdą taką samą, która już stoi w twoim mieście – ale co najmniej 1 złoto.",
        },
        wishing_well: { summary: "+1 za inną fioletową", effect: "Na koniec gry dostajesz 1 punkt za każdą inną fioletową dzielnicę w swoim mieście." },
        factory: {
          summary: "Fioletowe o 1 taniej",
          effect: "Każda kolejna fioletowa dzielnica kosztuje cię 1 złoto mniej; jej wartość dla punktów, Kondotiera i Dyplomaty się nie zmienia.",
        },
        bell_tower: {
          summary: "Koniec po 7 lub 8",
          effect: "Kto ją zbuduje, decyduje, czy gra kończy się po 7. czy po 8. dzielnicy. Jeśli zostanie zburzona, znów liczy się 8.",
        },
        poor_house: {
          summary: "1 złoto bez grosza",
          effect: "Jeśli na końcu swojej tury nie masz złota, dostajesz 1 złoto – także gdy ostatnie oddałeś Poborcy.",
        },
      },
    },
  },
};

// Which override layers a rule set (the view's / room's "rules") uses.
export function rulesetLayers(rules) {
  const r = String(rules || "");
  if (r === "classic" || r === "online-classic") return ["classic"];
  if (r === "dark-city" || r === "online-dark-city") return ["classic", "dark_city"];
  return [];
}
