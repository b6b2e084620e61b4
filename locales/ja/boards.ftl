### Glossary (日本語): game = ゲーム, match = 対戦, player = プレイヤー, opponent = 相手,
### season = シーズン, leaderboard/board = ランキング, rating = レーティング,
### rated = レート対象, rank = 順位, streak = 連続, W-L-D = 勝-敗-分, win = 勝ち,
### loss = 負け, draw = 引き分け, forfeit = 不戦敗, resign = 投了,
### soft reset = ソフトリセット, record (file) = 記録, organiser = 運営.

### Boards (keys and variables: see locales/en-US/boards.ftl).

## Where a board is
boards-all-time = 全期間
boards-in-season = { $season } で
boards-on-server = このサーバーで

## /leaderboard
board-title = { $game } ランキング
board-page = { $page } / { $pages } ページ
board-players = { $count } 人
board-row = { $rank } { $player } · { $rating } · { $record } · { $games } 戦 · 連続 { $streak }
board-streak-won = { $count } 連勝
board-streak-lost = { $count } 連敗
board-legend = レーティング · 勝-敗-分 · 対戦数 · 現在の連続記録。
board-provisional = { $mark } は暫定レーティング（偏差 { $deviation } 以上）を示します。
board-min-games = レート対象の対戦を { $games } 戦終えるとランキングに載ります。
board-empty = このランキングにはまだ誰もいません。載るにはレート対象の対戦を { $games } 戦終えてください（{ $challenge } で誰かに { $game } を挑みましょう）。
board-empty-ended = { $season } の終了時、このランキングには誰もいませんでした。
board-previous = 前へ
board-next = 次へ
board-web = ランキング全体をウェブで見る
board-no-page = { $page } ページはありません。{ $game } のランキングは { $pages } ページまでです。

## A closed season's placements
placements-title = { $season } 最終トップ { $top }

## /stats
stats-rating = レーティング { $rating }
stats-provisional = （± が { $deviation } 未満になるまで暫定）
stats-rank = { $players } 人中 { $rank } 位
stats-unranked = まだランキング外：あと { $games } 戦のレート対象の対戦が必要
stats-win-rate = { $percent }%
stats-record = 戦績 { $record }（勝-敗-分、{ $games } 戦）· 勝率 { $rate } · 現在の連続 { $streak } · 最長連勝 { $best }
stats-top-opponent = 最も多く対戦した相手：{ $player }（{ $games } 戦）
stats-head-to-head-none = あなたとの対戦成績：まだ対戦がありません。
stats-head-to-head = あなたとの対戦成績：{ $player } の { $wins } 勝、あなたの { $losses } 勝、引き分け { $draws }。
stats-none-yours = { $place }はまだレート対象の対戦がありません。対戦を終えると（{ $challenge } で誰かに挑戦）レーティングがつきます。
stats-none-yours-game = { $place }は { $game } のレート対象の対戦がまだありません。対戦を終えると（{ $challenge } で誰かに挑戦）レーティングがつきます。
stats-none = { $player } は{ $place }まだレート対象の対戦がありません。
stats-none-game = { $player } は{ $place }まだ { $game } のレート対象の対戦がありません。
stats-web = ウェブのプレイヤーページ

## /history
history-title = 直近のレート対象の対戦 { $count } 戦
history-title-game = { $game } の直近のレート対象の対戦 { $count } 戦
history-none = { $player } は{ $place }まだレート対象の対戦がありません。
history-none-game = { $player } は{ $place }まだ { $game } のレート対象の対戦がありません。
history-win = 勝ち
history-loss = 負け
history-draw = 引き分け
history-forfeited = （時間切れで不戦敗）
history-opponent-forfeited = （相手が時間切れで不戦敗）
history-resigned = （投了）
history-opponent-resigned = （相手が投了）
history-line = { $result } { $how } vs { $player } · { $score } · { $change } · 対戦 #{ $match }
history-line-plain = { $result } vs { $player } · { $score } · { $change } · 対戦 #{ $match }

## The season option's suggestions
season-choice-running = { $season }（開催中）
season-choice-all-time = 全期間

## The rating lines of a game-over post
ratings = レーティング：{ $changes }
ratings-season = レーティング（{ $season }）：{ $changes }
ratings-bot = レート対象外：ボットとの対戦はどのランキングにも数えられません。
ratings-voided = レート対象外：ホストがこの対戦を無効にしました。
ratings-too-early = レート対象外：最初の手の前に対戦が終了しました。

## /record
record-match = 対戦 #{ $match }
record-file = { $match }（{ $game }）の記録：シードとソルト、各席の配牌、すべての手、結果。{ $verify } で検証できます。トスで公開したコミットメントを再計算し、対戦を再生します。
record-no-match = 対戦 #{ $match } はありません。
record-not-a-player = 対戦 #{ $match } の記録を受け取れるのは、対戦した { $a } と { $b } だけです。
record-not-over = 対戦 #{ $match } はまだ進行中です。記録は対戦終了後に受け取れます。

## /season
season-list-empty = このサーバーにはまだシーズンがありません。ランキングは全期間のものです。運営は { $start } でシーズンを開始できます。
season-list-title = このサーバーのシーズン（{ $count }）
season-list-hint = { $leaderboard }、{ $stats }、{ $history } は開催中のシーズンを表示します。{ $option } で別のシーズン、{ $all } で全期間のランキングを指定できます。
season-running-since = { $date } から開催中
season-soft-reset = ソフトリセット
season-over = { $season } が終了しました（{ $from } ～ { $to }）。
season-over-nobody = ランキングには誰もいませんでした。
season-over-placements = 最終順位をゲームごとに 1 件ずつ投稿します（{ $games }）。{ $leaderboard } で { $option } を { $season } にすると再表示できます。
season-none-runs = 現在開催中のシーズンはありません。次の { $start } まで、レート対象の対戦は全期間のランキングにのみ数えられます。
season-started = { $season } が始まりました。今から終わるレート対象の対戦はすべてこのシーズン（と全期間）に数えられます。進行中の対戦も含みます。
season-start-soft = ソフトリセット：各プレイヤーは全期間のレーティングを 1500 との中間に寄せた値から始まり、偏差は 350 との中間まで戻されます。
season-start-fresh = 全員 1500 から新たに始まります。
season-started-hint = { $leaderboard } で表示、{ $all } で全期間のランキング。

## Season refusals
organisers-only = これを行えるのは{ $who ->
    [hosts] デスマッチのホスト
    [tournament] トーナメントの運営
   *[other] 運営
}だけです（「サーバー管理」権限を持つメンバー）。何も変更されていません。
organisers-only-roles = これを行えるのは{ $who ->
    [hosts] デスマッチのホスト
    [tournament] トーナメントの運営
   *[other] 運営
}だけです（ホストのロールを持つメンバー：{ $roles }）。何も変更されていません。
season-error-bad-name = シーズン名は 1 行で 1～{ $max } 文字にしてください。
season-error-reserved = { $all } は全期間のランキングを表します。シーズンには別の名前を付けてください。
season-error-taken = このサーバーには { $season } というシーズンがすでにあります。別の名前を選んでください。
season-error-none-open = このサーバーで開催中のシーズンはありません。{ $start } で開始できます。
season-error-no-such = このサーバーに { $season } というシーズンはありません。一覧から選ぶか、全期間なら { $all } を指定してください。
