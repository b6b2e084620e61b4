### Glossary (日本語): game = ゲーム, match = 対戦, player = プレイヤー, opponent = 相手,
### season = シーズン, leaderboard/board = ランキング, rating = レーティング,
### rated = レート対象, rank = 順位, streak = 連続, W-L-D = 勝-敗-分, win = 勝ち,
### loss = 負け, draw = 引き分け, forfeit = 不戦敗, resign = 投了, record (file) = 記録,
### organiser = 運営, host = ホスト, tournament = トーナメント, round = ラウンド,
### bye = 不戦勝 (bye), Death Match = デスマッチ. EC, DMO, Buchholz, SB, Glicko-2 はそのまま。

### Web pages (keys and variables: see locales/en-US/web.ftl).

## The shell of every page
web-nav-boards = ランキング
web-nav-live = ライブ
web-footer = clash-bot の閲覧専用ページです。レーティングは Glicko-2、勝-敗-分は勝ち・負け・引き分けの数です。
web-not-found = 見つかりません
web-not-found-text = ここにはページがありません。
web-index-heading = clash-bot のページ
web-back-to-start = トップページへ
web-too-many = リクエストが多すぎます
web-too-many-text = 少し時間をおいてから、もう一度お試しください。
web-busy = ページが混み合っています
web-busy-text = しばらくしてから、もう一度お試しください。
web-failed = 問題が発生しました
web-failed-text = こちら側のエラーで、記録されました。後でもう一度お試しください。
web-index = ランキング、プレイヤー、対戦、トーナメントを公開しているサーバーのページです。サーバーでボットが投稿するリンクから開いてください。
web-page-title = { $name } · clash-bot
web-player-unknown = プレイヤー { $user }
web-pager = ページ
web-pager-previous = ‹ 前へ
web-pager-next = 次へ ›
web-versus = { $a } 対 { $b }
web-live-badge = ライブ
web-all-time = 通算
web-season-name = シーズン { $number }: { $name }

## Table headers
web-wld = 勝-敗-分
web-col-player = プレイヤー
web-col-players = プレイヤー
web-col-rating = レーティング
web-col-games = 対戦数
web-col-game = ゲーム
web-col-opponent = 相手
web-col-match = 対戦
web-col-result = 結果
web-col-score = スコア
web-col-when = 日時
web-col-points = ポイント
web-col-board = 卓

## A player's result in a match
web-result-win = 勝ち
web-result-loss = 負け
web-result-draw = 引き分け

## A server's home
web-home-title = ランキング · clash-bot
web-home-description = このサーバーの Clash、Tile Poker、Clubbed、Shape Clash、Duel のランキング、シーズン、トーナメント、デスマッチ。
web-home-heading = ランキング
web-home-running-since = { $time } から開催中。
web-home-whole-board = ランキング全体（{ $players } 人）›
web-home-no-rated-games = レート対象の対戦はまだありません。
web-home-seasons = シーズン
web-home-season-running = 開催中
web-home-season-ended = 終了
web-home-season-boards = ランキング:
web-home-tournaments = トーナメント
web-home-no-tournaments = トーナメントはまだありません。
web-home-deathmatches = デスマッチ
web-home-no-deathmatches = デスマッチはまだありません。
web-home-dm-players = { $a }（EC）対 { $b }（DMO）
web-home-dm-voided = 対戦 #{ $id } はホストにより無効になりました: { $reason }
web-home-status-signup = 参加受付中
web-home-status-playing = 進行中
web-home-status-finished = 終了
web-home-status-cancelled = 中止

## A board's page
web-board-title = { $game } ランキング · { $scope } · { $page } ページ
web-board-description = Glicko-2 レーティング順のプレイヤー { $players } 人（{ $scope }）。
web-board-heading = { $game } ランキング
web-board-facts = { $scope } · { $players } 人 · 掲載にはレート対象の対戦 { $games } 回以上が必要
web-board-empty = このランキングにはまだ誰もいません。

## A player's page
web-player-description = { $name } のレーティング、結果、履歴。
web-player-description-best = { $name } のレーティング、結果、履歴（{ $best }）。
web-player-rank = 順位
web-player-rank-of = { $players } 人中 { $rank } 位
web-player-not-ranked = まだ順位なし（レート対象の対戦が { $games } 回必要）
web-player-streak = 連続
web-player-best-streak = 最高 { $best }
web-player-streak-none = なし
web-player-streak-won = { $count } 連勝
web-player-streak-lost = { $count } 連敗
web-player-chart = 直近 { $games } 回のレート対象の対戦での { $game } のレーティング（{ $from } から { $to }）
web-player-head-to-head = 対戦成績
web-player-matches = 対戦

## A finished match's page
web-match-title = 対戦 #{ $id }: { $game } — { $a } 対 { $b }
web-match-heading = 対戦 #{ $id }: { $game }
web-match-not-finished = 終わっていません。
web-match-played = 日時
web-match-moves = 手数
web-match-commitment = 配札のコミットメント
web-match-record = 記録
web-match-record-where = この対戦のプレイヤーだけが Discord の { $command } で入手できます
web-match-step = ステップ { $step } / { $last }
web-match-film = 対戦全体を 1 枚のアニメーションで
web-steps = ステップ
web-steps-start = « 最初
web-steps-back = ◀ 戻る
web-steps-next = 次へ ▶
web-steps-end = 最後 »

## One step of a match
web-chapter-round = ラウンド { $n }
web-chapter-clash = Clash { $n }
web-chapter-deal = ディール { $n }
web-score-score = スコア
web-score-stores = ストア（少ない方が勝ち）
web-score-clashes = 勝った Clash
web-score-points = ポイント
web-step-unreadable = （読めないステップ）
web-step-dealt = 配られたときの卓。
web-step-moved-unreadable = { $who } の手（読めないステップ）。
web-step-moved = { $who } が手を指した。
web-step-timeout-skipped = { $who } は時間切れ: 手番が飛ばされました。
web-step-timeout-default = { $who } は時間切れ: ルールの既定の手が指されました。
web-step-resigned = { $who } が投了しました。
web-step-ruled-out = ホストが { $who } を失格にしました: 不戦敗です。
web-step-missed-turns = 逃した手番: { $a } { $a_missed }/{ $max } · { $b } { $b_missed }/{ $max }
web-step-next = 次: { $who } { $what }。
web-step-voided-host = ホストにより無効: { $reason }。結果もレーティングもありません。
web-step-voided-organiser = 運営により無効: { $reason }。結果もレーティングもありません。プレイヤーは新しい対戦を行います。

## How a match ended
web-outcome-awarded-host = { $winner } の勝ち: ホストが勝ちを認めました（{ $reason }）。
web-outcome-awarded-organiser = { $winner } の勝ち: 運営が勝ちを認めました（{ $reason }）。
web-outcome-dm-draw = { $winner } の勝ち: ゲームは引き分けで、引き分けのデスマッチは DMO のものです。
web-outcome-draw = 対戦は引き分けです。
web-outcome-won = { $winner } が対戦に勝ちました。
web-outcome-forfeit = { $winner } の勝ち: { $loser } の不戦敗です。
web-outcome-missed-turns = { $winner } の勝ち: { $loser } が手番を { $turns } 回逃し、不戦敗です。
web-outcome-dropped-out = { $winner } の勝ち: { $loser } がトーナメントを棄権しました。
web-outcome-resigned = { $winner } の勝ち: { $loser } が投了しました。

## Live matches
web-live-title = ライブ対戦 · clash-bot
web-live-description = 現在 { $count } 件の対戦が進行中です。
web-live-heading = ライブ対戦
web-live-none = 現在進行中の対戦はありません。
web-live-match-title = 対戦 #{ $id } ライブ: { $game } — { $a } 対 { $b }
web-live-match-description = { $game } が進行中です。
web-live-follows = このページは対戦を追いかけます。手が指されるたびに自動で再読み込みします。

## A tournament's page
web-tournament-title = トーナメント #{ $id }: { $name } · clash-bot
web-tournament-description = { $game } { $format } · { $players } 人 · { $status }
web-tournament-name = トーナメント #{ $id }: { $name }
web-tournament-status-signup = 参加受付中
web-tournament-status-playing = 進行中
web-tournament-status-finished = 終了
web-tournament-status-cancelled = 中止
web-tournament-round-of = ラウンド { $round } / { $rounds }
web-tournament-round-now = ラウンド { $round }
web-tournament-follows = このページはトーナメントを追いかけます。結果が届くと自動で再読み込みします。
web-tournament-standings = 順位表
web-tournament-dropped = （棄権）
web-tournament-byes = （不戦勝 { $byes } 回）
web-tournament-bracket = トーナメント表
web-tournament-tie-breaks = 同点は Buchholz（対戦相手のポイント）、次に Sonneborn-Berger（勝った相手のポイントと、引き分けた相手のポイントの半分）で決めます。
web-tournament-round = ラウンド { $round }
web-tournament-won = { $name } の勝ち
web-tournament-playing = 進行中
web-tournament-draw = 引き分け
web-tournament-bye = 不戦勝
web-tournament-walkover = 不戦勝で勝ち上がり
web-tournament-match-playing = #{ $id }（進行中）

## A bracket's picture and its words
web-bracket-final = 決勝
web-bracket-round = ラウンド { $round }
web-bracket-bye = 不戦勝
web-bracket-alt = { $name } のトーナメント表。
web-bracket-alt-round = ラウンド { $round }: { $boards }。
web-bracket-through = { $a } が勝ち上がり
web-bracket-beat = { $a } が { $b } に勝利
web-bracket-playing = { $a } 対 { $b }、進行中

## A film's seat labels (drawn into the picture)
web-film-player = プレイヤー { $seat }

## The Activity: the board opened inside Discord (its page and what its script shows)
web-activity-title = 盤面
web-activity-connecting = Discord に接続しています…
web-activity-signing-in = サインインしています…
web-activity-finding = 対戦を探しています…
web-activity-outside = このページは Discord の中で開きます。対戦のテーブルの下にある「盤面で遊ぶ」を使ってください。
web-activity-denied = サインインが許可されなかったため、盤面にあなたの席を表示できません。
web-activity-failed = 盤面を開けませんでした。閉じてもう一度お試しください。
web-activity-no-match = このチャンネルで進行中のあなたの対戦はありません。
web-activity-busy = 盤面が混み合っています。少し待ってからもう一度お試しください。

## Discord でサインイン
web-signin = Discord でサインイン
web-signout = サインアウト
web-signed-in-as = { $name } としてサインイン中
web-signin-refused = サインインできません
web-signin-refused-text = このサインインはこのブラウザーで始まったものではないか、時間がかかりすぎました。元のページからもう一度サインインしてください。
web-signin-cancelled = サインインしていません
web-signin-cancelled-text = Discord でサインインできませんでした。要求が取り消されたか、拒否されました。
web-signin-expired = サインインの期限切れ
web-signin-expired-text = Discord はこのサインインを受け付けません。すでに使われたか、古すぎます。もう一度サインインしてください。
web-signin-discord-down = Discord が応答しません
web-signin-discord-down-text = サインインには Discord が必要ですが、正しい応答がありませんでした。少し待ってからもう一度お試しください。
web-forged = 要求を拒否しました
web-forged-text = この要求はボットのページから送られたものではないか、サインインが終了しています。ページを再読み込みして、もう一度お試しください。

# A player's own seat on the board (/s/<server>/play/<match>).
web-seat-title = あなたの席: 対戦 #{ $id }、{ $game }
web-seat-your-move = あなたの番です
web-seat-your-hand = あなたの手札
web-seat-last-move = 相手の最後の手
web-seat-waiting = { $who } を待っています。
web-seat-clock = あなたの持ち時間は { $time } に切れます。
web-seat-match-page = 対戦の全体を見る
web-seat-send = 送信
web-forbidden = 許可されていません
web-forbidden-text = この対戦のプレイヤーがサインインして、自分のページからのみ行えます。
