### Glossary (Türkçe): match = maç, player = oyuncu, rating = puan, rated = puanlı,
### achievement = başarım, streak = seri, puzzle = bulmaca. Register: sen.

### Profil kartı (anahtarlar ve değişkenler: locales/en-US/profile.ftl).

profile-col-game = Oyun
profile-col-rating = Puan
profile-col-trend = Son maçlar
profile-col-rank = Sıra
profile-col-record = G-M-B
profile-col-streak = Seri

profile-rank = #{ $rank } / { $players }
profile-unranked = sıralamada değil
profile-streak-won = { $count } galibiyet
profile-streak-lost = { $count } mağlubiyet
profile-streak-none = yok
profile-streak-best = en iyi { $best }
profile-summary = { $matches } puanlı maç · { $record } · en iyi seri { $best }
profile-no-matches = Henüz maç yok
profile-no-matches-hint = Puan almak için puanlı bir maç bitir ({ $challenge }).
profile-achievements = En nadir başarımlar
profile-achievements-none = Henüz başarım yok
profile-rarity = %{ $percent }
profile-puzzle-streak = Bulmaca serisi: { $days } gün

profile-alt = Profil kartı: { $name }.
profile-alt-none = Henüz puanlı maç yok.
profile-alt-provisional = { $rating } (geçici)
profile-alt-game = { $game }: puan { $rating } ± { $deviation }, son { $count } maçta { $change }, { $rank }, G-M-B { $record }, seri { $streak }.
profile-alt-achievements = En nadir başarımlar: { $list }.
profile-alt-puzzle = Bulmaca serisi: { $days } gün.

profile-post = Profil kartı: { $player }
profile-web = Web'de profil

cmd-profile = profil
cmd-profile-description = Bir oyuncunun profil kartı, resim olarak (kimse seçilmezse seninki).
cmd-profile-member = üye
cmd-profile-member-description = Kimin profili (boşsa seninki)
