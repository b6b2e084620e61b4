### Glossary (français): scheduled = programmé, Scheduled Death Match = Death Match programmé, check in = faire son check-in (bouton « Check-in »), grace = délai de grâce, announcement = annonce, reschedule = reprogrammer, cancel = annuler, match = partie, host = hôte, player = joueur, forfeit = forfait, event = événement ; Death Match, EC, DMO restent tels quels.
### Événements programmés (/deathmatch schedule) : l'annonce, ses messages, les réponses à l'hôte et
### aux joueurs, et les refus. Les heures sont des horodatages Discord ($full, $relative), affichés à
### chaque lecteur dans son propre fuseau ; identifiants, noms et mentions sont passés tels quels.

## L'annonce (langue du salon), tenue à jour au fil de l'événement.
schedule-title-emphasis = Death Match programmé #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = Tournoi programmé #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = Organisateur { $host } · chaque inscrit fait son check-in avant le début ; qui ne le fait pas est retiré.
schedule-event = Événement : { $event }
schedule-players = { $ec } (EC) contre { $dmo } (DMO) · hôte { $host }
schedule-when = Début : { $full } ({ $relative })
schedule-checkin-later = Le check-in ouvre { $opens } ({ $window } avant le début).
schedule-checkin-open = ✋ Le check-in est ouvert : les joueurs appuient sur { $button } avant le début.
schedule-checkin-none = Pas de check-in : le Death Match commence à l'heure prévue.
schedule-checked = Check-in fait : { $names }
schedule-checked-nobody = Check-in fait : personne pour l'instant
schedule-grace = ⏳ En attente de { $missing } : sans check-in, forfait { $deadline }.
schedule-started = ▶️ Lancé : partie #{ $match }.
schedule-started-tournament = ▶️ Lancé : { $count ->
    [0] la première ronde est en cours d'appariement.
    [1] la ronde 1 est la partie { $matches }.
   *[other] la ronde 1 compte les parties { $matches }.
}
schedule-forfeited = 🏳️ { $missing } n'a pas fait son check-in : la partie #{ $match } revient à l'autre joueur.
schedule-lapsed = Aucun joueur n'a fait son check-in : l'hôte peut le reprogrammer ou l'annuler.
schedule-cancelled = ❌ Annulé : { $reason }
schedule-cancelled-bare = ❌ Annulé : le tournoi a été annulé.
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = { $game } a été désactivé sur ce serveur avant le début.
schedule-refused-terms = ses conditions ne sont plus valables sur ce serveur.
schedule-refused-too-few = seulement { $checked } sur { $due } { $checked ->
    [one] a fait
   *[other] ont fait
} son check-in, et un tournoi en demande au moins { $min }.
schedule-button-checkin = Check-in
schedule-button-event = Événement Discord

## Messages dans le salon (langue du salon).
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players } : le tournoi programmé #{ $id } ({ $game }) commence { $relative }, { $full }.
       *[other] ⏰ { $players } : le Death Match programmé #{ $id } ({ $game }) commence { $relative }, { $full }.
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players } : le check-in du tournoi programmé #{ $id } est ouvert. Appuyer sur { $button } dans son annonce avant { $full }.
       *[other] ✋ { $players } : le check-in du Death Match programmé #{ $id } est ouvert. Appuyer sur { $button } dans son annonce avant { $full }.
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ { $player } a fait son check-in pour le tournoi programmé #{ $id }.
       *[other] ✅ { $player } a fait son check-in pour le Death Match programmé #{ $id }.
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ Le tournoi programmé #{ $id } devrait commencer, mais { $missing } n'a pas fait son check-in : le délai de grâce court jusqu'à { $deadline }.
       *[other] ⏳ Le Death Match programmé #{ $id } devrait commencer, mais { $missing } n'a pas fait son check-in : le délai de grâce court jusqu'à { $deadline }.
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ Le tournoi programmé #{ $id } commence maintenant : { $players }.
       *[other] ▶️ Le Death Match programmé #{ $id } commence maintenant : { $players }.
    }
schedule-post-forfeited = 🏳️ { $missing } n'a pas fait son check-in : le Death Match programmé #{ $id } est perdu par forfait.
schedule-post-lapsed = { $host } : aucun joueur n'a fait son check-in pour le Death Match programmé #{ $id }. Reprogramme-le avec { $reschedule } ou annule-le.
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players } : le tournoi programmé #{ $id } est reprogrammé : { $full } ({ $relative }).
       *[other] 📅 { $players } : le Death Match programmé #{ $id } est reprogrammé : { $full } ({ $relative }).
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players } : le tournoi programmé #{ $id } est annulé : { $reason }
       *[other] ❌ { $players } : le Death Match programmé #{ $id } est annulé : { $reason }
    }
schedule-forfeit-reason = { $missing } n'a pas fait son check-in pour le Death Match programmé #{ $id }

## L'événement Discord (son nom : 100 caractères au plus).
schedule-event-name = Death Match : { $ec } contre { $dmo }
schedule-event-name-tournament = Tournoi : { $name }
schedule-event-description = { $kind ->
        [tournament] Tournoi de { $game } (tournoi programmé #{ $id }). Les joueurs s'inscrivent et font leur check-in sur les annonces du bot avant le début.
       *[other] Death Match de { $game } (Death Match programmé #{ $id }). Les joueurs font leur check-in sur l'annonce du bot avant le début.
    }

## Réponses à l'hôte et aux joueurs (dans leur propre langue).
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 Tournoi programmé #{ $id } : { $full } ({ $relative }). Son annonce est en cours de publication.
       *[other] 📅 Death Match programmé #{ $id } : { $full } ({ $relative }). Son annonce est en cours de publication.
    }
schedule-reply-gap = Remarque : { $asked } n'existe pas dans le fuseau { $zone } (on avance l'heure cette nuit-là), l'heure retenue est donc { $full }.
schedule-reply-overlap = Remarque : { $asked } existe deux fois dans le fuseau { $zone } (on recule l'heure cette nuit-là) ; la première a été retenue : { $full }.
schedule-reply-no-events-emphasis = Gérer les événements
schedule-reply-no-events = Je ne peux pas créer d'événements Discord sur ce serveur, donc les Death Matches programmés n'en ont pas. Pour en avoir, donne à mon rôle la permission { $emphasis } (Paramètres du serveur → Rôles). Tout le reste fonctionne sans.
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 Le tournoi programmé #{ $id } est reprogrammé : { $full } ({ $relative }).
       *[other] 📅 Le Death Match programmé #{ $id } est reprogrammé : { $full } ({ $relative }).
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ Le tournoi programmé #{ $id } est annulé.
       *[other] ❌ Le Death Match programmé #{ $id } est annulé.
    }
schedule-reply-started = ▶️ Le Death Match programmé #{ $id } a été lancé comme partie #{ $match }.
schedule-reply-started-tournament = ▶️ Le tournoi programmé #{ $id } a commencé : sa première ronde est en cours d’appariement.
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ Ton check-in est fait pour le tournoi programmé #{ $id }, qui commence { $relative }.
       *[other] ✅ Ton check-in est fait pour le Death Match programmé #{ $id }, qui commence { $relative }.
    }
schedule-reply-checked-in-start = ✅ Ton check-in est fait : tout le monde est là, ça commence maintenant.

## Refus (langue du lecteur) : chacun dit quoi faire à la place.
schedule-error-no-such = Il n'y a pas de Death Match programmé #{ $id } sur ce serveur.
schedule-error-not-host = { $kind ->
        [tournament] Seul l'hôte du tournoi programmé #{ $id } peut le modifier. Rien n'a été modifié.
       *[other] Seul l'hôte du Death Match programmé #{ $id } peut le modifier. Rien n'a été modifié.
    }
schedule-error-not-open = { $kind ->
        [tournament] Le tournoi programmé #{ $id } a déjà commencé ou a été annulé. Rien n'a été modifié.
       *[other] Le Death Match programmé #{ $id } a déjà commencé ou a été annulé. Rien n'a été modifié.
    }
schedule-error-bad-reason = Donne une raison de 1 à { $max } caractères : elle est publiée avec l'annulation.
schedule-error-bots = Les bots ne peuvent pas jouer de Death Match : choisis deux personnes.
schedule-error-server-zone = Le fuseau horaire réglé pour ce serveur n'est plus valide : un admin peut le régler à nouveau dans /settings.
when-error-empty = Indique une heure : `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` ou un horodatage Discord.
when-error-unreadable = Je ne comprends pas `{ $text }` comme une heure. Essaie `2026-12-05 20:00 Europe/Berlin`, `20:00 UTC`, `in 2h30m`, `tomorrow 18:00` ou un horodatage Discord.
when-error-unknown-zone = `{ $zone }` n'est pas un fuseau horaire que je connais : utilise un nom comme `Europe/Berlin`, `UTC`, ou un décalage comme `+02:00`.
when-error-bad-date = `{ $date }` n'est pas une date : écris-la au format `YYYY-MM-DD`.
when-error-past = Cette heure est déjà passée. Indique une heure à venir : `in 2h30m`, `tomorrow 18:00` ou une heure seule comme `20:00` (la prochaine).
when-error-too-far = C'est dans plus d'un an : au plus tard { $latest }. Indique une heure avant cette date, au format `YYYY-MM-DD HH:MM` ou `in 30d`.
when-error-bad-duration = `{ $text }` n'est pas une durée : écris-la comme `5m`, `1h30m` ou `2d`.
when-error-duration-too-long = Une durée ne peut pas dépasser une semaine.
checkin-error-not-player = Seuls les joueurs de ce Death Match programmé font le check-in.
checkin-error-already = Ton check-in est déjà fait.
checkin-error-not-open = Le check-in ouvre { $opens }.
checkin-error-no-checkin = Ce Death Match n'a pas de check-in : sois simplement là au début.
checkin-error-over = Le check-in est terminé : le Death Match a commencé ou a été annulé.

## La liste de l'hôte (/deathmatch list), dans la langue de l'hôte.
schedule-list-title = Death Matches programmés
schedule-list-line = #{ $id } · { $full } ({ $relative }) · { $game } · { $ec } contre { $dmo } · { $state }
schedule-state-upcoming = programmé
schedule-state-checkin = check-in ouvert, { $checked } sur { $due } présents
schedule-state-grace = en attente de { $missing }
schedule-state-started = lancé comme partie #{ $match }
schedule-state-lapsed = expiré : personne n'est venu
schedule-state-cancelled = annulé
