### Glossary (Deutsch): scheduled = geplant, Scheduled Death Match = geplantes Death Match, check in = einchecken, Check-in = Check-in, grace = Nachfrist, announcement = Ankündigung, reschedule = verschieben, cancel = absagen, match = Partie, host = Host, player = Spieler, forfeit = kampflos (verlieren), event = Event; Death Match, EC, DMO bleiben, wie sie sind.
### Geplante Events (/deathmatch schedule): die Ankündigung, ihre Posts, die Antworten an Host und
### Spieler und die Ablehnungen. Zeiten sind Discord-Zeitstempel ($full, $relative), jedem Leser in
### seiner eigenen Zeitzone angezeigt; IDs, Namen und Erwähnungen werden unverändert übergeben.

## Die Ankündigung (Sprache des Kanals), aktuell gehalten, während das Event voranschreitet.
schedule-title-emphasis = Geplantes Death Match #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Geplantes Turnier #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Organisator { $host } · alle Angemeldeten checken vor dem Beginn ein; wer es nicht tut, scheidet aus.
schedule-event = Event: { $event }
schedule-players = { $ec } (EC) gegen { $dmo } (DMO) · Host { $host }
schedule-when = Beginn: { $full } ({ $relative })
schedule-checkin-later = Der Check-in öffnet { $opens } ({ $window } vor dem Beginn).
schedule-checkin-open = ✋ Der Check-in ist offen: Spieler, drückt vor dem Beginn auf { $button }.
schedule-checkin-none = Kein Check-in: es beginnt zur angesetzten Zeit.
schedule-checked = Eingecheckt: { $names }
schedule-checked-nobody = Eingecheckt: noch niemand
schedule-grace = ⏳ Warten auf { $missing }: wer nicht eincheckt, verliert { $deadline } kampflos.
schedule-started = ▶️ Gestartet: Partie #{ $match }.
schedule-started-tournament = ▶️ Gestartet: { $count ->
    [0] die erste Runde wird ausgelost.
    [1] Runde 1 ist Partie { $matches }.
   *[other] Runde 1 sind die Partien { $matches }.
}
schedule-forfeited = 🏳️ { $missing } hat nicht eingecheckt: Partie #{ $match } ging an den anderen Spieler.
schedule-lapsed = Keiner der Spieler hat eingecheckt: der Host kann es verschieben oder absagen.
schedule-cancelled = ❌ Abgesagt: { $reason }
schedule-cancelled-bare = ❌ Abgesagt: das Turnier wurde abgesagt.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } wurde auf diesem Server vor dem Start ausgeschaltet.
schedule-refused-terms = seine Bedingungen gelten auf diesem Server nicht mehr.
schedule-refused-too-few = nur { $checked } von { $due } { $checked ->
    [one] hat
   *[other] haben
} eingecheckt, und ein Turnier braucht mindestens { $min }.
schedule-button-checkin = Einchecken
schedule-button-event = Discord-Event

## Posts im Kanal (Sprache des Kanals).
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players }: Das geplante Turnier #{ $id } ({ $game }) beginnt { $relative }, { $full }.
       *[other] ⏰ { $players }: Das geplante Death Match #{ $id } ({ $game }) beginnt { $relative }, { $full }.
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players }: Der Check-in für das geplante Turnier #{ $id } ist offen. Drückt bis { $full } in der Ankündigung auf { $button }.
       *[other] ✋ { $players }: Der Check-in für das geplante Death Match #{ $id } ist offen. Drückt bis { $full } in der Ankündigung auf { $button }.
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ { $player } hat für das geplante Turnier #{ $id } eingecheckt.
       *[other] ✅ { $player } hat für das geplante Death Match #{ $id } eingecheckt.
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ Das geplante Turnier #{ $id } ist fällig, aber { $missing } hat nicht eingecheckt: die Nachfrist läuft bis { $deadline }.
       *[other] ⏳ Das geplante Death Match #{ $id } ist fällig, aber { $missing } hat nicht eingecheckt: die Nachfrist läuft bis { $deadline }.
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ Das geplante Turnier #{ $id } beginnt jetzt: { $players }.
       *[other] ▶️ Das geplante Death Match #{ $id } beginnt jetzt: { $players }.
    }
schedule-post-forfeited = 🏳️ { $missing } hat nicht eingecheckt: das geplante Death Match #{ $id } ist kampflos entschieden.
schedule-post-lapsed = { $host }: Keiner der Spieler hat für das geplante Death Match #{ $id } eingecheckt. Verschiebe es mit { $reschedule } oder sag es ab.
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players }: Das geplante Turnier #{ $id } wurde verschoben auf { $full } ({ $relative }).
       *[other] 📅 { $players }: Das geplante Death Match #{ $id } wurde verschoben auf { $full } ({ $relative }).
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players }: Das geplante Turnier #{ $id } ist abgesagt: { $reason }
       *[other] ❌ { $players }: Das geplante Death Match #{ $id } ist abgesagt: { $reason }
    }
schedule-forfeit-reason = { $missing } hat für das geplante Death Match #{ $id } nicht eingecheckt

## Das Discord-Event (sein Name höchstens 100 Zeichen).
schedule-event-name = Death Match: { $ec } gegen { $dmo }
schedule-event-name-tournament = Turnier: { $name }
schedule-event-description = { $kind ->
        [tournament] Turnier in { $game } (geplantes Turnier #{ $id }). Spieler melden sich an und checken vor dem Beginn in den Ankündigungen des Bots ein.
       *[other] { $game }-Death-Match (geplantes Death Match #{ $id }). Die Spieler checken vor dem Beginn in der Ankündigung des Bots ein.
    }

## Antworten an Host und Spieler (in ihrer eigenen Sprache).
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 Geplantes Turnier #{ $id }: { $full } ({ $relative }). Die Ankündigung wird gepostet.
       *[other] 📅 Geplantes Death Match #{ $id }: { $full } ({ $relative }). Die Ankündigung wird gepostet.
    }
schedule-reply-gap = Hinweis: { $asked } gibt es in { $zone } nicht (in dieser Nacht wird die Uhr vorgestellt), daher ist es auf { $full } gesetzt.
schedule-reply-overlap = Hinweis: { $asked } gibt es in { $zone } zweimal (in dieser Nacht wird die Uhr zurückgestellt); genommen wurde das erste Mal: { $full }.
schedule-reply-no-events-emphasis = Events verwalten
schedule-reply-no-events = Ich kann auf diesem Server keine Discord-Events erstellen, daher bekommen geplante Death Matches keins. Gib dafür meiner Rolle { $emphasis } (Servereinstellungen → Rollen). Alles andere funktioniert auch ohne.
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 Das geplante Turnier #{ $id } wurde verschoben auf { $full } ({ $relative }).
       *[other] 📅 Das geplante Death Match #{ $id } wurde verschoben auf { $full } ({ $relative }).
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ Das geplante Turnier #{ $id } ist abgesagt.
       *[other] ❌ Das geplante Death Match #{ $id } ist abgesagt.
    }
schedule-reply-started = ▶️ Das geplante Death Match #{ $id } wurde als Partie #{ $match } gestartet.
schedule-reply-started-tournament = ▶️ Das geplante Turnier #{ $id } hat begonnen: seine erste Runde wird gepaart.
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ Du bist für das geplante Turnier #{ $id } eingecheckt; es beginnt { $relative }.
       *[other] ✅ Du bist für das geplante Death Match #{ $id } eingecheckt; es beginnt { $relative }.
    }
schedule-reply-checked-in-start = ✅ Du bist eingecheckt: alle sind da, es geht jetzt los.

## Ablehnungen (Sprache des Lesers): jede sagt, was stattdessen zu tun ist.
schedule-error-no-such = Auf diesem Server gibt es kein geplantes Death Match #{ $id }.
schedule-error-not-host = { $kind ->
        [tournament] Nur der Host des geplanten Turniers #{ $id } kann es ändern. Es wurde nichts geändert.
       *[other] Nur der Host des geplanten Death Match #{ $id } kann es ändern. Es wurde nichts geändert.
    }
schedule-error-not-open = { $kind ->
        [tournament] Das geplante Turnier #{ $id } hat schon begonnen oder wurde abgesagt. Es wurde nichts geändert.
       *[other] Das geplante Death Match #{ $id } hat schon begonnen oder wurde abgesagt. Es wurde nichts geändert.
    }
schedule-error-bad-reason = Gib einen Grund mit 1 bis { $max } Zeichen an: er wird mit der Absage gepostet.
schedule-error-bots = Bots können kein Death Match spielen: wähle zwei Menschen.
schedule-error-server-zone = Die Zeitzonen-Einstellung dieses Servers ist nicht mehr gültig: ein Admin kann sie in /settings neu setzen.
when-error-empty = Gib eine Zeit an: `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` oder einen Discord-Zeitstempel.
when-error-unreadable = Ich kann `{ $text }` nicht als Zeit lesen. Versuch es mit `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` oder einem Discord-Zeitstempel.
when-error-unknown-zone = `{ $zone }` ist keine Zeitzone, die ich kenne: nimm einen Namen wie `Europe/Berlin`, `UTC` oder einen Versatz wie `+02:00`.
when-error-bad-date = `{ $date }` ist kein Datum: schreib es als `YYYY-MM-DD`.
when-error-past = Diese Zeit liegt in der Vergangenheit. Gib eine kommende an: `in 2h30m`, `tomorrow 18:00` oder nur eine Uhrzeit wie `20:00` (die nächste).
when-error-too-far = Das ist mehr als ein Jahr im Voraus: spätestens geht { $latest }. Gib eine frühere Zeit an, als `YYYY-MM-DD HH:MM` oder `in 30d`.
when-error-bad-duration = `{ $text }` ist keine Dauer: schreib sie wie `5m`, `1h30m` oder `2d`.
when-error-duration-too-long = Eine Dauer darf höchstens eine Woche betragen.
checkin-error-not-player = Nur die Spieler dieses geplanten Death Match checken ein.
checkin-error-already = Du bist schon eingecheckt.
checkin-error-not-open = Der Check-in öffnet { $opens }.
checkin-error-no-checkin = Dieses Death Match hat keinen Check-in: sei einfach zum Beginn da.
checkin-error-over = Der Check-in ist vorbei: das Death Match hat begonnen oder wurde abgesagt.

## Die Liste des Hosts (/deathmatch list), in der Sprache des Hosts.
schedule-list-title = Geplante Death Matches
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } gegen { $dmo } · { $state }
schedule-state-upcoming = geplant
schedule-state-checkin = Check-in offen, { $checked } von { $due } da
schedule-state-grace = wartet auf { $missing }
schedule-state-started = gestartet als Partie #{ $match }
schedule-state-lapsed = verfallen: niemand kam
schedule-state-cancelled = abgesagt
