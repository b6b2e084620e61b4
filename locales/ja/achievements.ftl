### Glossary (日本語): match = 対戦, player = プレイヤー, opponent = 相手, season = シーズン,
### leaderboard = ランキング, rating = レーティング, rated = レート対象, win = 勝ち,
### achievement = 実績, rarity = 希少度. Register: です・ます.

### Achievements (keys and variables: see locales/en-US/achievements.ftl).

achievement-first-win = 初勝利
achievement-first-win-how = レート対象の対戦に勝ちます。
achievement-played-10 = 常連
achievement-played-10-how = レート対象の対戦を 10 回行います。
achievement-played-100 = ベテラン
achievement-played-100-how = レート対象の対戦を 100 回行います。
achievement-streak-3 = ハットトリック
achievement-streak-3-how = レート対象の対戦に 3 連勝します。
achievement-streak-5 = 絶好調
achievement-streak-5-how = レート対象の対戦に 5 連勝します。
achievement-streak-10 = 止められない
achievement-streak-10-how = レート対象の対戦に 10 連勝します。
achievement-all-games = オールラウンダー
achievement-all-games-how = すべてのゲームでレート対象の対戦を行います。
achievement-rating-1700 = エキスパート
achievement-rating-1700-how = いずれかのゲームでレーティング 1700 に達します。
achievement-rating-1900 = マスター
achievement-rating-1900-how = いずれかのゲームでレーティング 1900 に達します。
achievement-strong-bot = ボット討伐
achievement-strong-bot-how = 最も強いレベルのボットに勝ちます。
achievement-death-match = 生還者
achievement-death-match-how = デスマッチに勝ちます。
achievement-season-top-3 = 表彰台
achievement-season-top-3-how = シーズン終了時にゲームのランキングで 3 位以内に入ります。
achievement-clash-shutout = 完封
achievement-clash-shutout-how = 相手に 1 点も与えずに Clash の対戦に勝ちます。
achievement-tile-straight-flush = ストレートフラッシュ
achievement-tile-straight-flush-how = Tile Poker でストレートフラッシュのラインを作って得点します。
achievement-clubbed-empty-store = 空の貯め札
achievement-clubbed-empty-store-how = 貯め札が 0 枚のまま Clubbed の対戦に勝ちます。
achievement-shape-shutout = 全ディール制覇
achievement-shape-shutout-how = 相手に 1 ディールも取らせずに Shape Clash の対戦に勝ちます。
achievement-duel-shutout = 完全なる決闘
achievement-duel-shutout-how = 相手に 1 回もぶつかり合いを取らせずに Duel に勝ちます。

achievements-earned = 🏅 新しい実績: { $earned }

achievements-title-emphasis = { $player } の実績
achievements-title = 🏅 { $emphasis }: { $total } 個中 { $count } 個
achievements-none-yours = このサーバーではまだ実績がありません。レート対象の対戦に勝つと最初の実績が手に入ります。
achievements-none = { $player } はこのサーバーでまだ実績がありません。
achievements-entry = { $name }: { $how }（プレイヤーの { $percent }%）
achievements-by-match = 対戦 #{ $match } で獲得 { $when }
achievements-by-season = シーズン { $season } の終了時に獲得 { $when }

stats-achievements = 実績: { $total } 個中 { $count } 個、最も希少なのは { $name }（プレイヤーの { $percent }%）

web-achievements = 実績
web-achievements-none = まだ実績はありません。
web-achievements-rarity = プレイヤーの { $percent }%
web-achievements-match = 対戦 #{ $match }

settings-key-announce_achievements = 結果投稿の実績
settings-achievements-on = 表示する
settings-achievements-off = 表示しない
settings-achievements-button = 結果の実績: { $state }
settings-achievements-turned-on = 結果の投稿に、対戦で獲得した実績を表示するようになりました。
settings-achievements-turned-off = 結果の投稿に実績を表示しなくなりました（/achievements では引き続き見られます）。

cmd-achievements = 実績
cmd-achievements-description = このサーバーでのプレイヤーの実績と希少度です（指定しなければ自分のもの）。
cmd-achievements-member = メンバー
cmd-achievements-member-description = 誰の実績か（空欄なら自分）
