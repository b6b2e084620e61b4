### Glossary (русский): toss = жребий, match = партия, deal = раздача, commitment = обязательство,
### hand = рука. Кто ходит первым: сообщение о жребии, две его кнопки, обязательство раздачи.

toss-head = 🎲 { $match } · { $game } · жребий:
toss-reveal = { $a } открывает { $ca }, { $b } открывает { $cb }
toss-again = Снова: { $reveal }
toss-equal = { $reveal } — ранги равны, открываем снова.
toss-wins-choosing = { $who } выигрывает жребий и выбирает:
toss-wins-chose = { $who } выигрывает жребий и выбирает: { $choice }.
toss-wins-bot = { $who } выигрывает жребий и сейчас выберет.
toss-bot-chose = 🤖 { $who } выигрывает жребий и выбирает: { $choice }.
toss-commitment = 🔒 Обязательство раздачи: `sha256 { $hash }` (проверьте через { $record } после окончания партии)
toss-dealt = Карты розданы: посмотрите свои через { $button } до выбора.
toss-first = { $game ->
    [clash] Защищаться первым
    [tile-poker] Ставить первым
    [clubbed] Ходить первым
    [shape-clash] Открыть первую раздачу
    [duel] Выбирать первым
   *[other] Ходить первым
}
toss-second = { $game ->
    [clash] Атаковать первым
    [tile-poker] Ставить вторым
    [clubbed] Ходить вторым
    [shape-clash] Пусть откроет соперник
    [duel] Выбирать вторым
   *[other] Ходить вторым
}
toss-late-dmo = ⏰ DMO не выбрал вовремя и ходит первым.
toss-late-winner = ⏰ Победитель жребия не выбрал вовремя и ходит первым.
