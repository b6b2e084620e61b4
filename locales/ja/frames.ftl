### Glossary (日本語): match = 対戦, round = ラウンド, defender = 守備側, attacker = 攻撃側,
### set = 組 (4枚組), set up = 組分け (組分けする), reveal = 公開する, answer = 応答 (応答する),
### capture = 獲得する, save = 取り置く, hand = 手札; Clubbed: open stack = 場の山,
### store = ストック置き場（置き場）, stock = 山札, club = クラブ, to club = クラブで送りつける;
### Duel: clash = クラッシュ, library = 山札; Shape Clash: Complete = コンプリート,
### Single = シングル, pile = 山, deal = ディール, pass = パス, matched = そろった;
### Tile Poker: tile = タイル, board = 盤面, pool = 山, place = 置く, exchange = 交換,
### point = 点, hand (poker) = 役, turn = 手番.

### The web's game frames (keys and variables: see locales/en-US/frames.ftl).

## Every game
frames-none = なし
frames-moved = { $who } が{ $what }。
frames-clash-set-up-hidden = 組分けした

## Clash
frames-clash-target-roles = 先に { $target } 点 · 守備側 { $defender } · 攻撃側 { $attacker }
frames-clash-none-revealed = このラウンドではまだ組が公開されていません。
frames-clash-set = 組
frames-clash-revealed = 公開
frames-clash-answer = 応答
frames-clash-result = 結果
frames-clash-revealed-set = { $size }枚組を公開した
frames-clash-answered = { $cards } で応答した
frames-clash-captures = { $captures } ({ $n }枚)
frames-clash-captures-it = 獲得

## Clubbed
frames-clubbed-stack = 場の山（下から上へ）: { $cards }
frames-clubbed-drew = 山札から引いた

## Duel
frames-duel-head = 先に { $target } クラッシュ勝利 · 山札: { $a } { $la } · { $b } { $lb }
frames-duel-their-card = 自分のカード
frames-duel-kept = { $card } を一番上に残した
frames-duel-put = { $card } を一番下に置いた
frames-duel-event-forced = { $who } のカードは一番下へ: 前のクラッシュで残したため。

## Shape Clash
frames-shape-first-to = 先に { $target } 点
frames-shape-heading-pile = 山
frames-shape-heading-top = 一番上
frames-shape-heading-cards = 枚数
frames-shape-complete = コンプリート
frames-shape-counts = { $who }: 手札 { $hand }・山 { $pile }
frames-shape-opened = { $card } でディールを始めた
frames-shape-played = { $play } を出した
frames-shape-passed-option = パスした（オプション 7）

## Tile Poker
frames-tile-too-large = （盤面が大きすぎてここには描けません）
frames-tile-board = 盤面: { $n } 枚
frames-tile-tiles = { $who } のタイル: { $tiles }
frames-tile-placed = { $tile } を { $cell } に置いた
frames-tile-exchanged = { $tile } を山と交換した
frames-tile-passed = パスした
frames-tile-scores = { $tile } の得点: { $lines }（合計 { $total }）
frames-tile-drew = { $who } が { $tile } を引いた。
frames-tile-event-exchanged = { $who } が { $returned } を山に戻し、{ $drew } を引いた。
frames-tile-lines = { $lines } → { $points }
frames-tile-points = { $n } 点

## The Tile Poker film (band words and alt text heading)
frames-film-tiles = { $n }/52 枚
frames-film-wins = { $winner } の勝ち
frames-film-draw = 引き分け
frames-film-final = 最終
frames-film-heading = Tile Poker、対戦 #{ $id }。{ $n } 回の配置それぞれをスコア付きで 1 コマずつ、最後は静止。最終スコア: { $a } { $pa }、{ $b } { $pb }: { $result }。最終盤面:
