### Glossary (Türkçe): game = oyun, match = maç, player = oyuncu, opponent = rakip,
### turn = hamle sırası, clock = saat, host = yönetici, organiser = organizatör,
### resign = çekilmek, forfeit = hükmen yenilgi, draw = beraberlik, hint = ipucu.
### Değişkenlere ek getirilmez.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } - { $b }
games-title-dm = { $match } — ⚔️ Death Match: EC { $ec } - DMO { $dmo } · yönetici: { $host }{ $event }
games-clock = { " " }· süre doluyor: <t:{ $t }:R>
games-clock-reserves = { " " }· ek süreler: { $a } { $ra } · { $b } { $rb }
games-reserve-running = işliyor
games-missed-turns = Kaçırılan hamleler: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 Yönetici iptal etti: { $reason }. Sonuç yok, puan yok.
games-voided-organiser = 🚫 Organizatör iptal etti: { $reason }. Sonuç yok, puan yok; oyuncular yeni bir maç oynar.
games-paused-emphasis = Yönetici duraklattı
games-paused = ⏸️ { $emphasis }: devam edene kadar hamle yok, saat işlemiyor.
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 Kazanan: { $winner }. Maçı yönetici verdi ({ $reason }).
games-outcome-organiser-award = 🏅 Kazanan: { $winner }. Maçı organizatör verdi ({ $reason }).
games-outcome-dm-draw = 🏆 Kazanan: { $winner }. Oyun berabere bitti; berabere biten Death Match DMO'nun olur.
games-outcome-draw = 🤝 Maç berabere bitti.
games-outcome-win = 🏆 Maçı kazanan: { $winner }.
games-outcome-forfeit = 🏆 Kazanan: { $winner }. Rakip { $loser }, { $n ->
    [one] bir hamleyi
   *[other] { $n } hamleyi
} kaçırdı ve hükmen yenildi.
games-outcome-dropped-out = 🏆 Kazanan: { $winner }. Rakip { $loser } turnuvadan ayrıldı.
games-outcome-resigned = 🏆 Kazanan: { $winner }. Rakip { $loser } çekildi.
games-hint-emphasis = Bot ne yapardı?
games-hint = 💡 { $emphasis } Hamlesi: { $what }.
games-not-mine = Bu düğme artık benim değil.
games-button-hint = Bot ne yapardı?
games-button-rematch = Rövanş
games-button-hand = Elim
games-button-board = Tahtada oyna
games-button-resign = Çekil
match-number = Maç #{ $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } maçı { $w }–{ $l } kazanıyor!
games-rules-playing-emphasis = Nasıl oynanır:
games-rules-playing-emphasis2 = bota karşı maçlar saklanır ama puanlanmaz
games-rules-playing-emphasis3 = Bot ne yapardı?
games-rules-playing-emphasis4 = Rövanş
games-rules-playing = { $emphasis } { $challenge } ile bir oyuncuya meydan oku ya da rakibi boş bırak, buradaki herkes kabul edebilsin. Kimse yok mu? { $practice } (ya da bana meydan oku) bota karşı oynar, kolay ya da güçlü: { $emphasis2 }. Sıra sendeyken 💡 { $emphasis3 } güçlü botun hamlesini sana gösterir. Biten bir maç { $emphasis4 } sunar.
# After a tournament match's number (the title's $label).
games-match-label = { " " }· Turnuva #{ $id } · { $round }. tur
games-reserve-started = ⏳ { $who } için hamle süresi doldu; yedek süre işliyor{ $until }.
games-reserve-until = : <t:{ $t }:R> bitiyor
games-missed-turn = ⏰ { $who } için süre doldu (kaçırılan hamle { $n }/{ $max }); { $skipped ->
    [yes] sırası atlanıyor
   *[no] bot onun yerine oynadı
}.
