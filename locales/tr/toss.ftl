### Glossary (Türkçe): toss = kura, match = maç, deal = dağıtım, commitment = taahhüt, hand = el.
### Kim başlar: kura mesajı, iki düğmesi, dağıtımın taahhüdü.

toss-head = 🎲 { $match } · { $game } · kura:
toss-reveal = { $a } { $ca } açıyor, { $b } { $cb } açıyor
toss-again = Yeniden: { $reveal }
toss-equal = { $reveal } — değerler eşit, yeniden açılıyor.
toss-wins-choosing = Kurayı { $who } kazandı ve seçiyor:
toss-wins-chose = Kurayı { $who } kazandı ve seçti: { $choice }.
toss-wins-bot = Kurayı { $who } kazandı ve birazdan seçecek.
toss-bot-chose = 🤖 Kurayı { $who } kazandı ve seçti: { $choice }.
toss-commitment = 🔒 Dağıtım taahhüdü: `sha256 { $hash }` (maç bitince { $record } ile doğrula)
toss-dealt = Kartlar dağıtıldı: seçimden önce { $button } ile kartlarına bak.
toss-first = { $game ->
    [clash] Önce savun
    [tile-poker] Önce yerleştir
    [clubbed] Önce oyna
    [shape-clash] İlk dağıtımı aç
    [duel] Önce seç
   *[other] Başla
}
toss-second = { $game ->
    [clash] Önce saldır
    [tile-poker] İkinci yerleştir
    [clubbed] İkinci oyna
    [shape-clash] Rakip açsın
    [duel] İkinci seç
   *[other] İkinci oyna
}
toss-late-dmo = ⏰ DMO zamanında seçmedi ve ilk o oynuyor.
toss-late-winner = ⏰ Kurayı kazanan zamanında seçmedi ve ilk o oynuyor.
