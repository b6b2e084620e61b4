### Glossary (Türkçe): clash = çarpışma, library = deste, top = üst, bottom = alt,
### keep = tutmak, match = maç. Değişkenlere ek getirilmez.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = alta gitmek zorunda (son çarpışmada üstte tutuldu)
duel-choice-keeps = üstte tutuyor
duel-choice-bottoms = alta koyuyor
duel-choice-choosing = seçiyor…
duel-choice-next = sonra seçecek
duel-versus = { $a } { $ca } - { $b } { $cb }
duel-clash-won = kazanan: { $who }
duel-clash-equal = değerler eşit, kimse kazanmıyor
duel-button-keep = Üstte tut
duel-button-bottom = Alta koy
duel-title = { $title } · { $target } çarpışma kazanan alır
duel-scores = Kazanılan çarpışmalar: { $a } { $sa } · { $b } { $sb } · Desteler: { $a } { $la } · { $b } { $lb }
duel-last = Çarpışma { $clash }: { $versus } — { $result }
duel-revealed = { $clash } açıldı: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (ilk seçen): { $choice }
duel-to-choose = seçecek: kartı üstte tut ya da alta koy
duel-chapter = Çarpışma { $clash }
duel-act = Seç
duel-describe = üst kartını { $move ->
    [keep] üstte tut
   *[bottom] alta koy
}
duel-other-chose = { " " }Seçimi ({ $who }): { $move ->
    [keep] üstte tut
   *[bottom] alta koy
}.
duel-done = Seçimin: { $move ->
    [keep] üstte tut
   *[bottom] alta koy
}: { $card }.
duel-panel = { $match } · Çarpışma { $clash }: senin { $mine } kartın, karşısında { $other }.
duel-over = Düello bitti.
duel-hand = { $match } · Duel'de iki deste de sahipleri için bile kapalıdır: görülecek her şey masada.
duel-event-clash = Çarpışma { $clash }: { $versus } — { $result }. Kazanılan çarpışmalar { $a } { $sa } – { $sb } { $b }
duel-event-won = Düelloyu kazanan: { $winner }, { $w }–{ $l }!
duel-event-limit-won = Çarpışma sınırına ({ $clashes }) ulaşıldı: kazanılan çarpışmalarla kazanan { $winner }, { $w }–{ $l }.
duel-event-limit-draw = Çarpışma sınırına ({ $clashes }) eşit kazanılan çarpışmayla ulaşıldı: beraberlik.
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = Discord'da:
duel-rules-emphasis3 = Üstte tut
duel-rules-emphasis4 = Alta koy
duel-rules = { $emphasis } — kart çekişmesi. Her oyuncunun 26 kartlık bir destesi vardır.
    Her çarpışmada iki oyuncu da üstteki kartını açar; aktif oyuncu, sonra diğeri, kartı üstte tutmayı ya da alta koymayı seçer. Kesinlikle daha yüksek değer çarpışmayı kazanır (2 en düşük, A en yüksek); eşit değerler hiçbir şey kazanmaz. Bir kez üstte tutulan kart bir sonraki açılışından sonra alta gider.
    5 çarpışmayı ilk kazanan kazanır ({ $target } bunu değiştirir). Her oyunda kimin başlayacağını aynı kura belirler.
    { $emphasis2 } hiçbir şey gizli değildir (desteler sahipleri için de kapalıdır): masa açılan iki kartı gösterir ve oyuncunun seçimi için { $emphasis3 } / { $emphasis4 } düğmelerini taşır; ikinci seçen, ilkinin seçimini görür. Her çarpışmanın sonucu paylaşılır.
