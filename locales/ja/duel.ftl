### Glossary (日本語): clash = クラッシュ, library = 山札, top = 一番上, bottom = 一番下,
### keep = 残す, match = 対戦.

### Duel (keys and variables: see locales/en-US/duel.ftl).

duel-choice-forced = 一番下へ強制 (前のクラッシュで残したため)
duel-choice-keeps = 一番上に残す
duel-choice-bottoms = 一番下に置く
duel-choice-choosing = 選択中…
duel-choice-next = 次に選ぶ
duel-versus = { $a } { $ca } vs { $b } { $cb }
duel-clash-won = { $who } の勝ち
duel-clash-equal = 同じランク、勝者なし
duel-button-keep = 一番上に残す
duel-button-bottom = 一番下に置く
duel-title = { $title } · 先に { $target } クラッシュ勝利
duel-scores = クラッシュ勝利数: { $a } { $sa } · { $b } { $sb } · 山札: { $a } { $la } · { $b } { $lb }
duel-last = クラッシュ { $clash }: { $versus } — { $result }
duel-revealed = { $clash } 公開: { $versus }
duel-chooser = { $who }: { $choice }
duel-chooser-first = { $who } (先に選ぶ): { $choice }
duel-to-choose = の選択: カードを一番上に残すか、一番下に置くか
duel-chapter = クラッシュ { $clash }
duel-act = 選ぶ
duel-describe = 一番上のカードを{ $move ->
    [keep] 一番上に残す
   *[bottom] 一番下に置く
}
duel-other-chose = { " " }{ $who } の選択: { $move ->
    [keep] 一番上に残す
   *[bottom] 一番下に置く
}。
duel-done = あなたの選択: { $move ->
    [keep] 一番上に残す
   *[bottom] 一番下に置く
}: { $card }。
duel-panel = { $match } · クラッシュ { $clash }: あなたの { $mine } 対 { $other }。
duel-over = デュエルは終了しました。
duel-hand = { $match } · Duel では両方の山札が持ち主にも裏向きです: 見られるものはすべて卓上にあります。
duel-event-clash = クラッシュ { $clash }: { $versus } — { $result }。クラッシュ勝利数 { $a } { $sa } – { $sb } { $b }
duel-event-won = { $winner } がデュエルに勝利 { $w }–{ $l }!
duel-event-limit-won = クラッシュ上限 ({ $clashes }) に達しました: クラッシュ勝利数で { $winner } の勝ち、{ $w }–{ $l }。
duel-event-limit-draw = クラッシュ上限 ({ $clashes }) に達し、クラッシュ勝利数が同じ: 引き分け。
# What /rules says of Duel (Markdown).
duel-rules-emphasis = Duel
duel-rules-emphasis2 = Discordでは:
duel-rules-emphasis3 = 一番上に残す
duel-rules-emphasis4 = 一番下に置く
duel-rules = { $emphasis } — クラッシュ勝負。各プレイヤーは26枚の山札を持ちます。
    毎回のクラッシュで両者が山札の一番上を公開し、手番のプレイヤー、次に相手が、そのカードを上に残すか下に送るかを選びます。ランクが真に高い方がクラッシュに勝ちます（2が最低、Aが最高）。同じランクなら誰も勝ちません。一度上に残したカードは、次に公開された後に下へ送られます。
    先にクラッシュを5回取った方の勝ち（{ $target } で変更可）。どのゲームでも同じトスで先攻を決めます。
    { $emphasis2 } 秘密はありません（山札は持ち主にも伏せられています）。テーブルに公開された2枚が表示され、選ぶためのボタン { $emphasis3 } / { $emphasis4 } が付きます。後に選ぶ人は先に選んだ人の選択を見られます。各クラッシュの結果が投稿されます。
