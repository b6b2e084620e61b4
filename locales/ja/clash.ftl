### Glossary (日本語): round = ラウンド, defender = 守備側, attacker = 攻撃側,
### set = 組 (4枚組), set up = 組分け (組分けする), reveal = 公開する,
### answer = 応答 (応答する), capture = 獲得する, save = 取り置く, hand = 手札,
### score = スコア, point = 点, junk = 捨て札, match = 対戦, toss = トス.
### Hand classes (ポーカー用語): high card = ハイカード, pair = ワンペア, two pair = ツーペア,
### three of a kind = スリーカード, straight = ストレート, flush = フラッシュ,
### straight flush = ストレートフラッシュ, four of a kind = フォーカード; Clash の「flash」
### (4スートすべて) = レインボー: straight flash = レインボーストレート,
### two pair flash = レインボーツーペア, common flash = レインボー.

### Clash (keys and variables: see locales/en-US/clash.ftl).

## Hand classes
clash-category-high-card = ハイカード
clash-category-pair = ワンペア
clash-category-two-pair = ツーペア
clash-category-three-of-a-kind = スリーカード
clash-category-straight = ストレート
clash-category-flush = フラッシュ
clash-category-straight-flush = ストレートフラッシュ
clash-category-straight-flash = レインボーストレート
clash-category-two-pair-flash = レインボーツーペア
clash-category-four-of-a-kind = フォーカード
clash-category-common-flash = レインボー
clash-rank = { $category } ({ $card } ハイ)
clash-set-line = • { $size }枚組: { $cards } — { $rank }

## The table
clash-title = { $title } · 先に { $target } 点で勝利
clash-score = スコア: { $a } { $sa } · { $b } { $sb } · ラウンド { $round }
clash-roles = 🛡️ 守備側 { $defender } · ⚔️ 攻撃側 { $attacker }
clash-exchange-answer = { " " }⟵ { $cards } — { $rank }: { $result }
clash-captured = 獲得
clash-not-captured = 獲得ならず
clash-exchange-waiting = 応答待ち
clash-face-down = 伏せたまま: { $sizes }
clash-size = { $size }枚組
clash-to-set-up = 組分けの番
clash-to-reveal = 組を公開する番
clash-to-answer = { $size }枚組に応答する番
clash-round = ラウンド { $round }

## The table's action button
clash-act-set-up = 組分け
clash-act-reveal = 公開
clash-act-answer = 応答
clash-act-play = プレイ

## A move in words
clash-describe-set-up = { $setup } と組分けする
clash-describe-reveal = { $size }枚組を公開する
clash-describe-answer = { $cards } で応答する

## A finished match's replay

## Public posts
clash-event-set-up = { $who } が4つの組を組み終えました。
clash-event-revealed = { $who } が{ $size }枚組 { $cards } を公開 — { $rank }
clash-event-answered = { $who } の応答 { $cards } — { $rank }: { $result }
clash-event-captures-emphasis = 獲得
clash-event-captures = { $emphasis } ({ $n }枚)
clash-event-no-capture = 獲得ならず
clash-event-round-scored = ラウンド { $round } 終了: 10枚中 { $captured } 枚を獲得、{ $scorer } に { $points } 点。スコア { $a } { $sa } – { $sb } { $b }
clash-event-round-started = ラウンド { $round }: { $who } が守備側です。

## My hand
clash-hand-head = { $match } · あなたのカード
clash-hand-sets = まだ伏せてある組:
clash-saved = 次のラウンド用の取り置き: { $cards }
clash-hand-cards = 手札 ({ $n }枚): { $cards }
clash-hand-empty = いまは手札がありません。

## Panels
clash-over = 対戦は終了しました。
clash-your-hand = 手札: { $cards }
clash-choose = { $n }枚選ぶ
clash-button-back = 戻る
clash-button-reset = やり直す
clash-button-type = 入力する
clash-button-confirm = 確定
clash-setup-head = 組分け — 対戦 #{ $id }
clash-setup-pick-emphasis = { $size }枚組
clash-setup-pick = 残りのカードから { $emphasis } を選んでください。
clash-setup-confirm = 確定するとこの組分けで決まります。
clash-reveal-head = 公開 — 対戦 #{ $id }
clash-reveal-choose = 次に公開する組を選んでください:
clash-button-reveal = { $size }枚組を公開
clash-answer-head = 応答 — 対戦 #{ $id }
clash-answer-set = { $size }枚組: { $cards } — { $rank }
clash-answer-yours = あなたの応答: { $cards } — { $rank }: { $result }
clash-answer-beats = ✅ 勝てる (獲得)
clash-answer-not-beats = ❌ 勝てない
clash-answer-pick = ちょうど { $n } 枚選んでください (捨て札も可)。

## Forms, and what a move tells the mover
clash-setup-form = あなたの組分け
clash-answer-form = あなたの応答
clash-answer-placeholder = { $n }枚、例: 7S 7H 7D
clash-done-setup = 組分けを確定しました: { $setup }。
clash-done-reveal = { $size }枚組を公開しました。
clash-done-answer = { $cards } で応答しました。

## Refusals of a panel
clash-stale = このパネルは前の段階のものです。テーブルのボタンをもう一度使ってください。
clash-bad-setup = { $error } 4つの組を `|` で区切って書いてください。例: `AS | JS JH | 8C 9C TC | 3D 4H 5S 6C`。何も変更されていません。
clash-already-in-set = { $card } はすでにどれかの組に入っています。
clash-pick-exactly = ちょうど { $n } 枚選んでください。
clash-sets-missing = 確定する前に4つの組をすべて選んでください。

## The rules' refusals
clash-error-wrong-phase = いまはできません: { $now }
clash-now-setting-up = 守備側が組分け中です
clash-now-revealing = 守備側が組を公開する番です
clash-now-answering = 攻撃側が{ $size }枚組に応答する番です
clash-now-over = 対戦は終了しています
clash-now-nothing-to-answer = 応答すべき組がありません
clash-now-not-setting-up = あなたは組分け中ではありません
clash-error-set-size = { $size }枚組が { $n } 枚になっています
clash-error-saved-count = 取り置きはちょうど3枚です ({ $n } 枚ではありません)
clash-error-not-in-hand = { $card } は手札にありません
clash-error-used-twice = { $card } が2回使われています
clash-error-already-revealed = { $size }枚組はすでに公開済みです
clash-error-no-such-set = { $size }枚組はありません: 組は1〜4枚です
clash-error-answer-size = 応答は { $n } 枚です ({ $got } 枚ではありません)
clash-error-set-count = 4つの組を `|` で区切って書いてください ({ $n } 個ありました)
clash-error-group-size = 組は1〜4枚ですが、`{ $group }` は { $n } 枚です
clash-error-two-sets = { $n } 枚の組が2つあります: 1、2、3、4枚の組を1つずつ書いてください
clash-error-not-a-card = `{ $card }` はカードではありません: ランク (2-9、T または 10、J、Q、K、A) の後にスート (S、H、D、C または ♠ ♥ ♦ ♣) を書いてください。例: `AS`、`10h`
clash-error-card-twice = `{ $card }` が2回出てきます
clash-error-set-cards = 組は1〜4枚です ({ $n } 枚ではありません)
clash-error-set-duplicate = { $card } が組に2回入っています

## /rank
clash-rank-head = { $cards } — { $category } ({ $card } ハイ)
clash-rank-place = { $size }枚組の { $count } カテゴリー中 { $place } 位: { $names }
clash-rank-beats = ありうる { $total } 通りの{ $size }枚組のうち { $beaten } 通りに勝ちます ({ $percent }%)。
clash-rank-refused = 判定できません: { $error }。

## /rules
clash-rules-emphasis = Clash
clash-rules-emphasis2 = 1. 組分け。
clash-rules-emphasis3 = 2. 公開と応答。
clash-rules-emphasis4 = 3. 得点。
clash-rules-emphasis5 = 役の強さ
clash-rules-emphasis6 = 例:
clash-rules-emphasis7 = 自分の手札
clash-rules =
    { $emphasis } (スプリットポーカー) — 先に10点で勝利。
    各ラウンド、一方が守備、もう一方が攻撃します。役割は毎ラウンド交代します。
    { $emphasis2 } 守備側は13枚をひそかに1枚・2枚・3枚・4枚の組に分け、残り3枚を次のラウンド用に取り置きます。
    { $emphasis3 } 守備側は好きな順に組を1つずつ公開します。攻撃側は手札から同じ枚数で応答し (捨て札も可)、自分の組が厳密に強ければその組を獲得します。
    { $emphasis4 } 10枚のうち6枚以上を獲得すると (獲得数 − 5) 点、そうでなければ守備側が2点。
    その後、取り置き以外をすべてシャッフルし、各自13枚、新しい攻撃側は取り置いた3枚を加えます (16枚)。
    { $emphasis5 } (強い順)。2枚: ワンペア > ハイカード。3枚: スリーカード > ストレートフラッシュ > ストレート > フラッシュ > ワンペア > ハイカード。4枚: フォーカード > ストレートフラッシュ > レインボーストレート (4スートそろったストレート) > レインボーツーペア > ストレート > フラッシュ > スリーカード > ツーペア > ワンペア > レインボー (4スートすべて) > ハイカード。
    同じ役なら決め手のカードが高いほうが勝ち (ランク、次に ♠ > ♥ > ♦ > ♣)。A はハイにもローにもなります (A-2-3) が、回り込みはなし (K-A-2 は不可)。
    { $emphasis6 } `JS JH` は `JD JC` に勝つ · `2C 2D 2H` は `QS KS AS` に勝つ · `3C 4D 5H 6S` (レインボーストレート) は `9S 9H 7D 7C` (レインボーツーペア) に勝つ · `2H 7H 9H KH` (フラッシュ) は `AS AH AD 2C` に勝つ。
    カードはトスの前に配られます。勝者が攻撃か守備を選ぶ前に、トスの投稿の { $emphasis7 } で確認しましょう。
    { $rank } を試してみてください。
