### Glossary (polski): toss = losowanie, match = partia, deal = rozdanie, commitment = zobowiązanie,
### hand = ręka. Kto zaczyna: wiadomość losowania, jej dwa przyciski, zobowiązanie rozdania.

toss-head = 🎲 { $match } · { $game } · losowanie:
toss-reveal = { $a } odkrywa { $ca }, { $b } odkrywa { $cb }
toss-again = Ponownie: { $reveal }
toss-equal = { $reveal } — równe rangi, odkrywamy ponownie.
toss-wins-choosing = { $who } wygrywa losowanie i wybiera:
toss-wins-chose = { $who } wygrywa losowanie i wybiera: { $choice }.
toss-wins-bot = { $who } wygrywa losowanie i za chwilę wybierze.
toss-bot-chose = 🤖 { $who } wygrywa losowanie i wybiera: { $choice }.
toss-commitment = 🔒 Zobowiązanie rozdania: `sha256 { $hash }` (sprawdź je przez { $record } po zakończeniu partii)
toss-dealt = Karty są rozdane: obejrzyj swoje przyciskiem { $button } przed wyborem.
toss-first = { $game ->
    [clash] Najpierw bronić
    [tile-poker] Kłaść najpierw
    [clubbed] Grać najpierw
    [shape-clash] Otworzyć pierwsze rozdanie
    [duel] Wybierać najpierw
   *[other] Zaczynać
}
toss-second = { $game ->
    [clash] Najpierw atakować
    [tile-poker] Kłaść po przeciwniku
    [clubbed] Grać po przeciwniku
    [shape-clash] Niech otworzy przeciwnik
    [duel] Wybierać po przeciwniku
   *[other] Grać drugi
}
toss-late-dmo = ⏰ DMO nie wybrał na czas i zaczyna.
toss-late-winner = ⏰ Zwycięzca losowania nie wybrał na czas i zaczyna.
