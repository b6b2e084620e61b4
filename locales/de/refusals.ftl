### Glossary (Deutsch): challenge = Herausforderung, match = Partie, move = Zug, turn clock = Zugzeit,
### host = Host, target = Ziel, setting = Einstellung, check-in = Check-in, reminder = Erinnerung.

### Ablehnungen des Dienstes (keys: see locales/en-US/refusals.ftl).

setting-error-turn = die Zugzeit muss 0 (ohne Limit) oder { $min } bis { $max } Sekunden betragen
setting-error-strikes = verpasste Züge bis zur kampflosen Niederlage müssen 0 (nie) bis { $max } sein
setting-error-expiry = eine Herausforderung muss { $min } bis { $max } Sekunden auf ihre Antwort warten
setting-error-min-games = das Minimum der Rangliste muss 1 bis { $max } Partien betragen
setting-error-too-many = höchstens { $max } Rollen oder Kanäle
setting-error-no-game = mindestens ein Spiel muss aktiviert bleiben
setting-error-zone = `{ $zone }` ist keine Zeitzone, die ich kenne
setting-error-reminders = höchstens { $max } Erinnerungen, jede innerhalb einer Woche vor dem Start
setting-error-checkin = das Check-in-Fenster muss 0 (kein Check-in) bis { $max } Stunden betragen
setting-error-malformed = das ist kein Wert für { $setting }

refusal-challenge-self = Du kannst dich nicht selbst herausfordern.
refusal-challenge-bot = Andere Bots können nicht spielen: fordere eine Person heraus oder spiel mit { $practice } gegen mich.
refusal-bot-busy = Du spielst schon { $game } gegen den Bot: beende Partie #{ $match } oder gib sie auf.
refusal-already-pending = Zwischen euch beiden gibt es schon eine offene Herausforderung.
refusal-open-pending = Du hast schon eine offene Herausforderung: zieh sie zurück, bevor du eine neue stellst.
refusal-open-decline = Eine offene Herausforderung kann man nicht ablehnen: lass sie für jemand anderen.
refusal-own-challenge = Du kannst deine eigene Herausforderung nicht annehmen.
refusal-not-over-yet = Diese Partie läuft noch: eine Revanche wird angeboten, sobald sie endet.
refusal-bad-target = Das Ziel muss zwischen 1 und { $max } liegen.
refusal-bad-turn-seconds = Die Zugzeit (turn_seconds) muss 0 für ohne Limit oder { $min } bis { $max } Sekunden betragen.
refusal-challenge-closed = { $status ->
    [pending] Diese Herausforderung ist nicht mehr offen: sie stand noch aus.
    [accepted] Diese Herausforderung ist nicht mehr offen: sie wurde angenommen.
    [declined] Diese Herausforderung ist nicht mehr offen: sie wurde abgelehnt.
    [cancelled] Diese Herausforderung ist nicht mehr offen: sie wurde zurückgezogen.
   *[expired] Diese Herausforderung ist nicht mehr offen: sie ist abgelaufen.
}
refusal-not-your-challenge = { $who ->
    [challenger] Nur der Herausforderer kann das tun.
   *[challenged] Nur der Herausgeforderte kann das tun.
}
refusal-no-such-challenge = Diese Herausforderung gibt es nicht.
refusal-no-such-match = Diese Partie gibt es nicht.
refusal-match-over = Diese Partie ist vorbei.
refusal-match-not-over = Das Protokoll gibt es, sobald die Partie endet.
refusal-other-server = Diese Partie wurde auf einem anderen Server gespielt.
refusal-voided = Diese Partie wurde von ihrem Host annulliert ({ $reason }): sie hat kein Ergebnis zum Abspielen.
refusal-not-a-player = Du spielst in dieser Partie nicht mit.
refusal-not-your-turn = Du bist nicht am Zug.
refusal-stale = Dieser Knopf stammt aus einem früheren Zug.
refusal-shutting-down = Der Bot fährt gerade herunter: versuch es gleich noch einmal.
refusal-paused = Die Partie ist vom Host pausiert: keine Züge, bis sie weitergeht.
refusal-game-off = { $game } ist auf diesem Server ausgeschaltet.
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = .
