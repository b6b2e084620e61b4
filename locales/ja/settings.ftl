### Glossary (日本語): server = サーバー, post = 投稿, panel = パネル, language = 言語.

### /settings: the admin's private panel, its selects, buttons and forms, and what a change
### answers (keys: see locales/en-US/settings.ftl).

settings-language-name = 日本語
settings-language-server = Discord サーバーの言語
settings-language-button = 言語：{ $language }
settings-language-title = このサーバーの投稿の言語
settings-language-explain = テーブル、結果、ランキング、シーズンのお知らせはこの言語で投稿されます。メンバー本人だけに見えるもの（パネル、非公開の返信）は、そのメンバー自身の Discord の言語のままです。
settings-language-placeholder = このサーバーの投稿の言語
settings-language-set = このサーバーの投稿は { $language } になりました。
settings-language-follows = このサーバーの投稿は再びサーバーの Discord の言語に従います。
settings-language-unknown = ボットはその言語に対応していません

settings-panel-head-emphasis = このサーバーの設定
settings-panel-head = ⚙️ { $emphasis }（それぞれ、このサーバー独自の値かボットの既定値かを示します）
settings-line-own = • { $setting }：{ $value } — このサーバー
settings-line-default = • { $setting }：{ $value } — 既定値
settings-last-change = 最終変更：{ $setting }（{ $user }、{ $when }）
settings-thread-failure = ⚠️ 対戦 #{ $match } のスレッド：{ $reason }。対戦は { $channel } で行われました。
settings-thread-loss = { $code ->
    [no-permission] 開けませんでした（ボットには { $channel } で公開スレッドを作成する権限がありません）
    [not-opened] 開けませんでした
    [deleted] 対戦中に削除されました
    [locked] 対戦中にロックされました
    [closed] 対戦中にボットが使えなくなりました
   *[unknown] 使えませんでした
}

settings-key-host_roles = デスマッチのホストロール
settings-key-results_channel = デスマッチの結果チャンネル
settings-key-puzzle_channel = 今日のパズルのチャンネル
settings-key-turn_seconds = 既定の持ち時間
settings-key-max_strikes = 不戦敗になる手番の見逃し数
settings-key-challenge_expiry_seconds = 挑戦の有効期限
settings-key-game_channels = ゲーム用チャンネル
settings-key-games = 有効なゲーム
settings-key-threads = 対戦スレッド
settings-key-min_games = ランキングの最低対戦数
settings-key-web_pages = ウェブページ
settings-key-time_zone = タイムゾーン
settings-key-reminders = イベントのリマインダー
settings-key-checkin_seconds = チェックイン受付時間
settings-key-language = 言語

settings-value-hosts-default = 「サーバー管理」権限を持つメンバー
settings-value-role-missing = ロール { $role }（見つかりません：削除済み？）
settings-value-channel-missing = チャンネル { $channel }（見つかりません：削除済み？）
settings-value-no-results-channel = なし：結果は対戦のチャンネルに残ります
settings-value-no-puzzle-channel = なし：今日のパズルは投稿されません
settings-value-untimed = 時間無制限
settings-value-never = なし
settings-value-any-channel = すべてのチャンネル
settings-value-every-game = すべてのゲーム
settings-value-min-games = { $games ->
   *[other] レート対象の対戦 { $games } 回
}
settings-value-pages-off = オフ：このサーバーにはページがありません
settings-value-pages-on = オン：<{ $url }>
settings-value-pages-no-address = オン（ボットの運営者がまだ公開アドレスを設定していません）
settings-value-zone = { $zone }（タイムゾーンなしで入力された時刻に使用）
settings-value-none = なし
settings-value-reminders = 予約イベントの { $reminders } 前
settings-value-no-checkin = なし：予約イベントはチェックインなしで始まります
settings-value-checkin = 開始の { $duration } 前に受付開始
settings-threads-off = オフ：対戦はそのチャンネルで行われます
settings-threads-deathmatches = デスマッチのみ
settings-threads-every = すべての対戦

settings-placeholder-hosts = デスマッチのホストロール（なし：サーバー管理権限）
settings-placeholder-results = デスマッチの結果チャンネル（なし：対戦のチャンネル）
settings-placeholder-channels = ゲームを始められるチャンネル（なし：すべて）
settings-placeholder-games = 有効なゲーム
settings-button-threads-off = 対戦スレッド：オフ
settings-button-threads-deathmatches = 対戦スレッド：デスマッチ
settings-button-threads-every = 対戦スレッド：すべての対戦
settings-button-numbers = 持ち時間・手番・期限・ランキング…
settings-button-pages-on = ウェブページ：オン
settings-button-pages-off = ウェブページ：オフ
settings-button-events = タイムゾーン・リマインダー・チェックイン…

settings-numbers-title = 持ち時間・手番・期限・ランキング
settings-numbers-turn = 1手番の秒数（0：無制限）
settings-numbers-strikes = 不戦敗になる見逃し手番数（0：なし）
settings-numbers-expiry = 挑戦の有効期限（秒）
settings-numbers-games = ランキング掲載に必要なレート対象の対戦数
settings-numbers-placeholder = 空欄：ボットの既定値
settings-numbers-not-a-number = { $field }：{ $text } は整数ではありません

settings-events-title = 予約イベント
settings-events-zone = タイムゾーン（空欄：UTC）
settings-events-reminders = 開始前のリマインダー（空欄：既定値）
settings-events-reminders-placeholder = 24h, 1h, 10m（なし：0）
settings-events-checkin = チェックイン受付時間（0：なし、空欄：15m）

settings-not-admin = このサーバーの設定を変更できるのは「サーバー管理」権限を持つメンバーだけです。何も変更されていません。
settings-refused = ⚠️ { $why } 何も変更されていません。
settings-hosts-default = デスマッチのホストは再び「サーバー管理」権限を持つメンバーになりました。
settings-hosts = デスマッチのホスト：{ $roles }。
settings-results-channel = デスマッチの結果は { $channel } にも投稿されます。
settings-results-none = デスマッチの結果はその対戦のチャンネルに残ります。
settings-channels-any = ゲームはどのチャンネルでも始められます。
settings-channels = ゲームは { $channels } でのみ始められます。
settings-games = 有効なゲーム：{ $games }。
settings-threads = 対戦スレッド：{ $threads }。
settings-pages-off-notice = ウェブページはオフです：このサーバーのアドレスは未知のサーバーとして応答します。
settings-pages-on-notice = ウェブページはオンです：<{ $url }>
settings-pages-no-address-notice = ウェブページはオンです。ボットの運営者が公開アドレスを設定すると表示されます（[web] public_url）。
settings-nothing = 変更するものはありません。
settings-changed = 変更しました：{ $settings }。
settings-field-refused = { $setting }：{ $why }

settings-not-a-role = それはこのサーバーのロールではありません
settings-not-a-channel = それはこのサーバーのチャンネルではありません
settings-not-a-game = それはゲームのひとつではありません
settings-not-text-channel = それはこのサーバーのテキストチャンネルではありません（{ $channel }）
settings-cannot-see = ボットは { $channel } を見ることができません
settings-cannot-play = ボットは { $channel } でプレイできません：そこで { $permissions } の権限がありません
settings-too-many-roles = ロールは最大 { $max } 個までです
settings-roles-unknown = このサーバーのロールはまだ分かりません：少ししてからもう一度お試しください
settings-role-not-ours = { $role } はこのサーバーのロールではありません
settings-went-wrong = こちら側で問題が発生しました
settings-placeholder-puzzles = 今日のパズルのチャンネル（なし：毎日の投稿なし）
settings-puzzle-channel = 今日のパズルはこのサーバーの午前0時に { $channel } に投稿されます。
settings-puzzle-none = 今日のパズルはもう投稿されません。
