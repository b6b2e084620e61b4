### Glossary (日本語): toss = トス, match = 対戦, deal = 配札, commitment = コミットメント, hand = 手札
### 先攻・後攻の決定：トスの投稿、2つのボタン、配札のコミットメント。

toss-head = 🎲 { $match } · { $game } · トス:
toss-reveal = { $a } は { $ca }、{ $b } は { $cb } を公開
toss-again = もう一度：{ $reveal }
toss-equal = { $reveal } — 同じランクなので、もう一度公開。
toss-wins-choosing = { $who } がトスに勝ち、選択します：
toss-wins-chose = { $who } がトスに勝ち、選択しました：{ $choice }。
toss-wins-bot = { $who } がトスに勝ち、まもなく選択します。
toss-bot-chose = 🤖 { $who } がトスに勝ち、選択しました：{ $choice }。
toss-commitment = 🔒 配札のコミットメント：`sha256 { $hash }`（対戦終了後に { $record } で確認できます）
toss-dealt = カードは配られました。選ぶ前に { $button } で確認してください。
toss-first = { $game ->
    [clash] 先に守る
    [tile-poker] 先に置く
    [clubbed] 先に出す
    [shape-clash] 最初の配札を開く
    [duel] 先に選ぶ
   *[other] 先攻
}
toss-second = { $game ->
    [clash] 先に攻める
    [tile-poker] 後に置く
    [clubbed] 後に出す
    [shape-clash] 相手に開かせる
    [duel] 後に選ぶ
   *[other] 後攻
}
toss-late-dmo = ⏰ DMO が時間内に選ばなかったため、DMO が先攻です。
toss-late-winner = ⏰ トスの勝者が時間内に選ばなかったため、勝者が先攻です。
