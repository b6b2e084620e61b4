### Glossary (polski): match = partia, player = gracz, rating = ranking punktowy, rated = rankingowa,
### achievement = osiągnięcie, streak = seria, puzzle = zagadka. Register: ty, bez form rodzajowych.

### Karta profilu (klucze i zmienne: zob. locales/en-US/profile.ftl).

profile-col-game = Gra
profile-col-rating = Ranking
profile-col-trend = Ostatnie partie
profile-col-rank = Miejsce
profile-col-record = W-P-R
profile-col-streak = Seria

profile-rank = #{ $rank } z { $players }
profile-unranked = bez miejsca
profile-streak-won = wygrane: { $count }
profile-streak-lost = przegrane: { $count }
profile-streak-none = brak
profile-streak-best = najlepsza { $best }
profile-summary = partie rankingowe: { $matches } · { $record } · najlepsza seria { $best }
profile-no-matches = Jeszcze brak partii
profile-no-matches-hint = Ukończ partię rankingową ({ $challenge }), aby zdobyć ranking.
profile-achievements = Najrzadsze osiągnięcia
profile-achievements-none = Jeszcze brak osiągnięć
profile-rarity = { $percent }%
profile-puzzle-streak = Seria zagadek: { $days ->
    [one] 1 dzień
   *[other] { $days } dni
}

profile-alt = Karta profilu: { $name }.
profile-alt-none = Jeszcze brak partii rankingowych.
profile-alt-provisional = { $rating } (tymczasowy)
profile-alt-game = { $game }: ranking { $rating } ± { $deviation }, { $change } w ostatnich partiach ({ $count }), { $rank }, W-P-R { $record }, seria { $streak }.
profile-alt-achievements = Najrzadsze osiągnięcia: { $list }.
profile-alt-puzzle = Seria zagadek: { $days ->
    [one] 1 dzień
   *[other] { $days } dni
}.

profile-post = Karta profilu: { $player }
profile-web = Profil w sieci

cmd-profile = profil
cmd-profile-description = Karta profilu gracza jako obrazek (twoja, jeśli nikogo nie podasz).
cmd-profile-member = członek
cmd-profile-member-description = Czyj profil (twój, jeśli puste)
