### Glossary (日本語): game = ゲーム, match = 対戦, turn = 手番, player = プレイヤー,
### opponent = 相手, season = シーズン, leaderboard = ランキング, rating = レーティング,
### rated = レート対象, forfeit = 不戦敗, organiser = 運営, host = ホスト,
### tournament = トーナメント, sign-up = 参加受付, standings = 順位表, round = ラウンド,
### record = 記録, draw = 引き分け, Death Match = デスマッチ; EC と DMO はそのまま。

### Slash commands: names and descriptions (keys: see locales/en-US/commands.ftl).
### Names: lower case, no spaces, at most 32; descriptions at most 100 characters.

cmd-challenge = 挑戦
cmd-challenge-description = プレイヤー、私（ボット：すぐ対戦）、またはここにいる誰か（相手を省略）に挑戦します。
cmd-challenge-game = ゲーム
cmd-challenge-game-description = どのゲーム
cmd-challenge-opponent = 相手
cmd-challenge-opponent-description = 挑戦する相手（ボットと遊ぶなら私）。省略するとここにいる誰でも受けられます
cmd-challenge-target = 目標
cmd-challenge-target-description = 対戦に勝つための点数（またはクラッシュ数）。省略時はゲームの既定値
cmd-challenge-turn_seconds = 手番秒数
cmd-challenge-turn_seconds-description = 1手番の秒数：0で時間無制限。省略時はサーバーの既定値

cmd-practice = 練習
cmd-practice-description = ボットと対戦：どのゲームでも、いつでも。レート対象外。
cmd-practice-game = ゲーム
cmd-practice-game-description = どのゲーム
cmd-practice-level = 強さ
cmd-practice-level-description = ボットの強さ。省略時は強い
cmd-practice-level-easy = 弱い
cmd-practice-level-strong = 強い
cmd-practice-level-random = ランダム（初心者の最初の対戦向け）
cmd-practice-target = 目標
cmd-practice-target-description = 対戦に勝つための点数（またはクラッシュ数）。省略時はゲームの既定値
cmd-practice-turn_seconds = 手番秒数
cmd-practice-turn_seconds-description = 1手番の秒数：0で時間無制限。省略時はサーバーの既定値

cmd-games = 対戦中
cmd-games-description = 進行中のあなたの対戦。

cmd-resign = 投了
cmd-resign-description = あなたの対戦を投了します（確認あり）。
cmd-resign-match = 対戦
cmd-resign-match-description = 対戦番号（複数の対戦中のときだけ必要）

cmd-rules = ルール
cmd-rules-description = ゲームの遊び方を例つきで。
cmd-rules-game = ゲーム
cmd-rules-game-description = どのゲーム

cmd-rank = 役判定
cmd-rank-description = 1～4枚のClashの組を判定します（例：`9S 9H 7D 7C`）。
cmd-rank-cards = カード
cmd-rank-cards-description = 1～4枚のカード、例：9S 9H 7D 7C（10はTでも可、スートは S H D C か ♠♥♦♣）

cmd-leaderboard = ランキング
cmd-leaderboard-description = このサーバーでのゲームのランキング。
cmd-leaderboard-game = ゲーム
cmd-leaderboard-game-description = どのゲーム
cmd-leaderboard-season = シーズン
cmd-leaderboard-season-description = どのシーズン（省略時は開催中のもの、all で全期間）
cmd-leaderboard-page = ページ
cmd-leaderboard-page-description = ページ（1ページ10人、省略時は1）

cmd-stats = 戦績
cmd-stats-description = プレイヤーのレーティング、順位、戦績（指定がなければあなた）。
cmd-stats-user = ユーザー
cmd-stats-user-description = 誰の戦績（省略時はあなた）
cmd-stats-game = ゲーム
cmd-stats-game-description = どのゲーム（省略時はその人が遊ぶ全ゲーム）
cmd-stats-season = シーズン
cmd-stats-season-description = どのシーズン（省略時は開催中のもの、all で全期間）

cmd-history = 履歴
cmd-history-description = プレイヤーの最近のレート対象の対戦（指定がなければあなた）。
cmd-history-user = ユーザー
cmd-history-user-description = 誰の対戦（省略時はあなた）
cmd-history-game = ゲーム
cmd-history-game-description = どのゲーム（省略時はすべて）
cmd-history-season = シーズン
cmd-history-season-description = どのシーズン（省略時は開催中のもの、all で全期間）

cmd-season = シーズン
cmd-season-description = シーズン：一からやり直すランキング（運営が開始・終了します）。

cmd-season-start = 開始
cmd-season-start-description = 新しいシーズンを開始し、開催中のものを締めます（最終トップ10を投稿）。
cmd-season-start-name = 名前
cmd-season-start-name-description = 新シーズンの名前、例：シーズン4
cmd-season-start-soft_reset = ソフトリセット
cmd-season-start-soft_reset-description = 通算レーティングを1500へ半分寄せた値から開始（既定：全員1500）

cmd-season-end = 終了
cmd-season-end-description = 次を始めずに開催中のシーズンを終了します（最終トップ10を投稿）。

cmd-season-list = 一覧
cmd-season-list-description = このサーバーのシーズンと期間。

cmd-record = 記録
cmd-record-description = 終わった対戦の記録を、`clash-bot verify` で検証できるファイルで。
cmd-record-match = 対戦
cmd-record-match-description = 対戦番号

cmd-replay = リプレイ
cmd-replay-description = このサーバーの終わった対戦を一手ずつ振り返ります。
cmd-replay-match = 対戦
cmd-replay-match-description = 対戦番号
cmd-replay-public = 公開
cmd-replay-public-description = チャンネルに投稿して全員で見る（省略時はあなただけに表示）

cmd-deathmatch = デスマッチ
cmd-deathmatch-description = デスマッチの運営（記録以外はホストのみ）。

cmd-deathmatch-start = 開始
cmd-deathmatch-start-description = デスマッチを開始：先手はDMOが決めます。
cmd-deathmatch-start-game = ゲーム
cmd-deathmatch-start-game-description = どのゲーム
cmd-deathmatch-start-ec = ec
cmd-deathmatch-start-ec-description = 脱落候補（EC）
cmd-deathmatch-start-dmo = dmo
cmd-deathmatch-start-dmo-description = デスマッチの相手（DMO）、ECが選びます
cmd-deathmatch-start-event = イベント
cmd-deathmatch-start-event-description = デスマッチをまとめるイベント名、例：シーズン4 第2週
cmd-deathmatch-start-turn_seconds = 手番秒数
cmd-deathmatch-start-turn_seconds-description = 1手番の秒数（既定60、0で無制限）
cmd-deathmatch-start-max_strikes = 最大時間切れ
cmd-deathmatch-start-max_strikes-description = 不戦敗になる時間切れの回数（既定5）
cmd-deathmatch-start-reserve_seconds = 予備秒数
cmd-deathmatch-start-reserve_seconds-description = 手番が飛ばされる前に使う各プレイヤーの持ち時間（既定0）
cmd-deathmatch-start-draw_to_dmo = 引き分けはdmo
cmd-deathmatch-start-draw_to_dmo-description = 引き分けをDMOの勝ちにするか（既定ははい）

cmd-deathmatch-schedule = 予約
cmd-deathmatch-schedule-description = デスマッチを予約：すぐに告知し、リマインドとチェックインを経て予定時刻に開始します。
cmd-deathmatch-schedule-game = ゲーム
cmd-deathmatch-schedule-game-description = どのゲーム
cmd-deathmatch-schedule-ec = ec
cmd-deathmatch-schedule-ec-description = 脱落候補（EC）
cmd-deathmatch-schedule-dmo = dmo
cmd-deathmatch-schedule-dmo-description = デスマッチの相手（DMO）、ECが選びます
cmd-deathmatch-schedule-at = 日時
cmd-deathmatch-schedule-at-description = 日時：2026-12-05 20:00 Europe/Berlin, 20:00 UTC, in 2h30m, tomorrow 18:00
cmd-deathmatch-schedule-grace = 猶予
cmd-deathmatch-schedule-grace-description = 開始後、来ていないプレイヤーが不戦敗になるまでの猶予（既定5m）
cmd-deathmatch-schedule-event = イベント
cmd-deathmatch-schedule-event-description = デスマッチをまとめるイベント名、例：シーズン4 第2週
cmd-deathmatch-schedule-turn_seconds = 手番秒数
cmd-deathmatch-schedule-turn_seconds-description = 1手番の秒数（既定60、0で無制限）
cmd-deathmatch-schedule-max_strikes = 最大時間切れ
cmd-deathmatch-schedule-max_strikes-description = 不戦敗になる時間切れの回数（既定5）

cmd-deathmatch-reschedule = 日時変更
cmd-deathmatch-reschedule-description = 予約デスマッチまたは予約トーナメントの日時を変更します（そのホストのみ）。
cmd-deathmatch-reschedule-scheduled = 予約番号
cmd-deathmatch-reschedule-scheduled-description = 予約デスマッチまたは予約トーナメントの番号
cmd-deathmatch-reschedule-at = 日時
cmd-deathmatch-reschedule-at-description = 新しい日時：2026-12-05 20:00 Europe/Berlin, in 2h, tomorrow 18:00

cmd-deathmatch-cancel = 予約中止
cmd-deathmatch-cancel-description = 予約デスマッチまたは予約トーナメントを中止し、理由を投稿します（そのホストのみ）。
cmd-deathmatch-cancel-scheduled = 予約番号
cmd-deathmatch-cancel-scheduled-description = 予約デスマッチまたは予約トーナメントの番号
cmd-deathmatch-cancel-reason = 理由
cmd-deathmatch-cancel-reason-description = 理由（中止と一緒に投稿）

cmd-deathmatch-start-now = 今すぐ開始
cmd-deathmatch-start-now-description = 予約デスマッチまたは予約トーナメントを今すぐ開始します。チェックインの有無は問いません（そのホストのみ）。
cmd-deathmatch-start-now-scheduled = 予約番号
cmd-deathmatch-start-now-scheduled-description = 予約デスマッチまたは予約トーナメントの番号

cmd-deathmatch-pause = 一時停止
cmd-deathmatch-pause-description = デスマッチを一時停止：再開まで手も時計も止まります。
cmd-deathmatch-pause-match = 対戦
cmd-deathmatch-pause-match-description = 対戦番号
cmd-deathmatch-pause-reason = 理由
cmd-deathmatch-pause-reason-description = 理由（一時停止と一緒に投稿）

cmd-deathmatch-resume = 再開
cmd-deathmatch-resume-description = 一時停止中のデスマッチを残り時間で再開します。
cmd-deathmatch-resume-match = 対戦
cmd-deathmatch-resume-match-description = 対戦番号
cmd-deathmatch-resume-reason = 理由
cmd-deathmatch-resume-reason-description = 理由（再開と一緒に投稿）

cmd-deathmatch-addtime = 時間追加
cmd-deathmatch-addtime-description = デスマッチの現在の手番に時間を追加します。
cmd-deathmatch-addtime-match = 対戦
cmd-deathmatch-addtime-match-description = 対戦番号
cmd-deathmatch-addtime-seconds = 秒数
cmd-deathmatch-addtime-seconds-description = 現在の手番に追加する秒数
cmd-deathmatch-addtime-reason = 理由
cmd-deathmatch-addtime-reason-description = 理由（一緒に投稿）

cmd-deathmatch-void = 無効
cmd-deathmatch-void-description = デスマッチを結果なし・レートなしで終了します。
cmd-deathmatch-void-match = 対戦
cmd-deathmatch-void-match-description = 対戦番号
cmd-deathmatch-void-reason = 理由
cmd-deathmatch-void-reason-description = 理由（一緒に投稿）

cmd-deathmatch-award = 勝利付与
cmd-deathmatch-award-description = デスマッチを一方の勝利で終了（失格など）。不戦敗扱いでレートに反映。
cmd-deathmatch-award-match = 対戦
cmd-deathmatch-award-match-description = 対戦番号
cmd-deathmatch-award-player = プレイヤー
cmd-deathmatch-award-player-description = 勝つプレイヤー
cmd-deathmatch-award-reason = 理由
cmd-deathmatch-award-reason-description = 理由（一緒に投稿）

cmd-deathmatch-list = 一覧
cmd-deathmatch-list-description = ホスト用ダッシュボード：サーバーのデスマッチ（またはイベント別）。
cmd-deathmatch-list-event = イベント
cmd-deathmatch-list-event-description = このイベントのデスマッチのみ

cmd-deathmatch-record = 記録
cmd-deathmatch-record-description = 終わったデスマッチの完全な記録（ホストと両プレイヤー向け）。
cmd-deathmatch-record-match = 対戦
cmd-deathmatch-record-match-description = 対戦番号

cmd-tournament = トーナメント
cmd-tournament-description = トーナメント：スイス式、シングルエリミネーション、総当たり。組み合わせと開始はボット。

cmd-tournament-create = 作成
cmd-tournament-create-description = トーナメントの参加受付を開きます（運営）。
cmd-tournament-create-game = ゲーム
cmd-tournament-create-game-description = どのゲーム
cmd-tournament-create-format = 形式
cmd-tournament-create-format-description = 組み合わせの方式
cmd-tournament-create-format-swiss = スイス式
cmd-tournament-create-format-single-elimination = シングルエリミネーション
cmd-tournament-create-format-round-robin = 総当たり
cmd-tournament-create-name = 名前
cmd-tournament-create-name-description = トーナメントの名前
cmd-tournament-create-rounds = ラウンド数
cmd-tournament-create-rounds-description = スイス式のみ：ラウンド数（既定：勝者がはっきり決まる数）
cmd-tournament-create-target = 目標
cmd-tournament-create-target-description = 各対戦の目標（既定：ゲームの既定値）
cmd-tournament-create-turn_seconds = 手番秒数
cmd-tournament-create-turn_seconds-description = 1手番の秒数（既定120）。時間切れは不戦敗
cmd-tournament-create-max_players = 最大人数
cmd-tournament-create-max_players-description = 最大参加人数（2～256、既定256）
cmd-tournament-create-signup_minutes = 受付分数
cmd-tournament-create-signup_minutes-description = 受付を締めて開始するまでの分数（既定15）
cmd-tournament-create-rated = レート対象
cmd-tournament-create-rated-description = 対戦をレート対象にするか（既定ははい）
cmd-tournament-create-starts_at = 開始日時
cmd-tournament-create-starts_at-description = 予約: 開始日時（それまで参加受付、直前にチェックイン）例: tomorrow 18:00

cmd-tournament-start = 開始
cmd-tournament-start-description = 今すぐ受付を締めて第1ラウンドを組みます（運営）。
cmd-tournament-start-tournament = トーナメント
cmd-tournament-start-tournament-description = トーナメント番号

cmd-tournament-drop = 離脱
cmd-tournament-drop-description = トーナメントから離脱、または（運営）プレイヤーを外します。
cmd-tournament-drop-tournament = トーナメント
cmd-tournament-drop-tournament-description = トーナメント番号
cmd-tournament-drop-player = プレイヤー
cmd-tournament-drop-player-description = 運営：外すプレイヤー（既定：自分）
cmd-tournament-drop-reason = 理由
cmd-tournament-drop-reason-description = 理由（一緒に投稿）

cmd-tournament-award = 勝利付与
cmd-tournament-award-description = 進行中のトーナメント対戦を一方の勝ちにします（運営）。
cmd-tournament-award-match = 対戦
cmd-tournament-award-match-description = 対戦番号
cmd-tournament-award-player = プレイヤー
cmd-tournament-award-player-description = 勝つプレイヤー
cmd-tournament-award-reason = 理由
cmd-tournament-award-reason-description = 理由（一緒に投稿）

cmd-tournament-void = 無効
cmd-tournament-void-description = 進行中のトーナメント対戦を無効に：結果なしで再対戦（運営）。
cmd-tournament-void-match = 対戦
cmd-tournament-void-match-description = 対戦番号
cmd-tournament-void-reason = 理由
cmd-tournament-void-reason-description = 理由（一緒に投稿）

cmd-tournament-end = 終了
cmd-tournament-end-description = 現在の順位表のままトーナメントを今すぐ終了します（運営）。
cmd-tournament-end-tournament = トーナメント
cmd-tournament-end-tournament-description = トーナメント番号
cmd-tournament-end-reason = 理由
cmd-tournament-end-reason-description = 理由（一緒に投稿）

cmd-tournament-list = 一覧
cmd-tournament-list-description = このサーバーのトーナメント（新しい順）。

cmd-tournament-show = 表示
cmd-tournament-show-description = トーナメントの受付状況か順位表（1ページ分）をあなたにだけ表示。
cmd-tournament-show-tournament = トーナメント
cmd-tournament-show-tournament-description = トーナメント番号
cmd-tournament-show-page = ページ
cmd-tournament-show-page-description = 順位表のページ（1ページ24人、既定1）

cmd-settings = 設定
cmd-settings-description = このサーバーの設定の確認と変更（サーバー管理）。

cmd-puzzle = puzzle
cmd-puzzle-description = ゲームの今日のパズル（回答はあなただけに見えます）。
cmd-puzzle-game = ゲーム
cmd-puzzle-game-description = どのゲーム（省略時は今日まだ回答していない最初のゲーム）
cmd-puzzles = puzzles
cmd-puzzles-description = このサーバーのパズルランキング：レーティング、正解数、連続記録。
cmd-puzzles-page = ページ
cmd-puzzles-page-description = ページ（1ページ10人、省略時は1）
