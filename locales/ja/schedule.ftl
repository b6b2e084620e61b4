### Glossary (日本語): scheduled = 予約, Scheduled Death Match = 予約デスマッチ, check in = チェックイン, grace = 猶予, announcement = 告知, reschedule = 日時変更, cancel = 中止, match = 対戦, host = ホスト, player = プレイヤー, forfeit = 不戦敗, event = イベント, Death Match = デスマッチ; EC と DMO はそのまま。
### 予約イベント（/deathmatch schedule）：告知、その投稿、ホストとプレイヤーへの返信、拒否メッセージ。
### 時刻は Discord のタイムスタンプ（$full, $relative）で、各読者のタイムゾーンで表示されます。
### ID・名前・メンションはそのまま渡されます。

## 告知（チャンネルの言語）。イベントの進行に合わせて更新されます。
schedule-title-emphasis = 予約デスマッチ #{ $id }
schedule-title = 📅 { $emphasis } · { $game }
schedule-title-tournament-emphasis = 予約トーナメント #{ $id }
schedule-title-tournament = 📅 { $emphasis } · { $name } · { $game }
schedule-tournament-players = 運営 { $host } · 参加登録した全員が開始前にチェックインします。しなかった人は除外されます。
schedule-event = イベント：{ $event }
schedule-players = { $ec }（EC）vs { $dmo }（DMO）· ホスト { $host }
schedule-when = 開始：{ $full }（{ $relative }）
schedule-checkin-later = チェックイン受付開始：{ $opens }（開始の{ $window }前）
schedule-checkin-open = ✋ チェックイン受付中：プレイヤーは開始前に { $button } を押してください。
schedule-checkin-none = チェックインなし：予定時刻に開始します。
schedule-checked = チェックイン済み：{ $names }
schedule-checked-nobody = チェックイン済み：まだいません
schedule-grace = ⏳ { $missing } を待っています：チェックインしなければ { $deadline } に不戦敗になります。
schedule-started = ▶️ 開始しました：対戦 #{ $match }。
schedule-started-tournament = ▶️ 開始しました：{ $count ->
    [0] 第1ラウンドの組み合わせを作成中です。
   *[other] 第1ラウンドは対戦 { $matches } です。
}
schedule-forfeited = 🏳️ { $missing } がチェックインしませんでした：対戦 #{ $match } は相手の勝ちになりました。
schedule-lapsed = どちらのプレイヤーもチェックインしませんでした：ホストは日時を変更するか中止できます。
schedule-cancelled = ❌ 中止：{ $reason }
schedule-cancelled-bare = ❌ 中止：トーナメントが中止されました。
# Why a scheduled Death Match could not start when due (after a colon).
schedule-refused-game-off = 開始前にこのサーバーで { $game } が無効にされました。
schedule-refused-terms = 条件がこのサーバーではもう有効ではありません。
schedule-refused-too-few = チェックインしたのは { $due } 人中 { $checked } 人だけで、トーナメントには最低 { $min } 人必要です。
schedule-button-checkin = チェックイン
schedule-button-event = Discordイベント

## チャンネルへの投稿（チャンネルの言語）。
schedule-post-reminder = { $kind ->
        [tournament] ⏰ { $players }：予約トーナメント #{ $id }（{ $game }）は { $relative }、{ $full } に開始します。
       *[other] ⏰ { $players }：予約デスマッチ #{ $id }（{ $game }）は { $relative }、{ $full } に開始します。
    }
schedule-post-checkin-open = { $kind ->
        [tournament] ✋ { $players }：予約トーナメント #{ $id } のチェックインを受付中です。{ $full } までに告知の { $button } を押してください。
       *[other] ✋ { $players }：予約デスマッチ #{ $id } のチェックインを受付中です。{ $full } までに告知の { $button } を押してください。
    }
schedule-post-checked-in = { $kind ->
        [tournament] ✅ { $player } が予約トーナメント #{ $id } にチェックインしました。
       *[other] ✅ { $player } が予約デスマッチ #{ $id } にチェックインしました。
    }
schedule-post-waiting = { $kind ->
        [tournament] ⏳ 予約トーナメント #{ $id } の開始時刻ですが、{ $missing } がチェックインしていません：猶予は { $deadline } までです。
       *[other] ⏳ 予約デスマッチ #{ $id } の開始時刻ですが、{ $missing } がチェックインしていません：猶予は { $deadline } までです。
    }
schedule-post-started = { $kind ->
        [tournament] ▶️ 予約トーナメント #{ $id } を今から開始します：{ $players }
       *[other] ▶️ 予約デスマッチ #{ $id } を今から開始します：{ $players }
    }
schedule-post-forfeited = 🏳️ { $missing } がチェックインしませんでした：予約デスマッチ #{ $id } は不戦敗で決着しました。
schedule-post-lapsed = { $host }：予約デスマッチ #{ $id } にどちらのプレイヤーもチェックインしませんでした。{ $reschedule } で日時を変更するか、中止してください。
schedule-post-rescheduled = { $kind ->
        [tournament] 📅 { $players }：予約トーナメント #{ $id } は { $full }（{ $relative }）に変更されました。
       *[other] 📅 { $players }：予約デスマッチ #{ $id } は { $full }（{ $relative }）に変更されました。
    }
schedule-post-cancelled = { $kind ->
        [tournament] ❌ { $players }：予約トーナメント #{ $id } は中止されました：{ $reason }
       *[other] ❌ { $players }：予約デスマッチ #{ $id } は中止されました：{ $reason }
    }
schedule-forfeit-reason = { $missing } が予約デスマッチ #{ $id } にチェックインしませんでした

## Discordイベント（名前は100文字以内）。
schedule-event-name = デスマッチ：{ $ec } vs { $dmo }
schedule-event-name-tournament = トーナメント：{ $name }
schedule-event-description = { $kind ->
        [tournament] { $game } のトーナメント（予約トーナメント #{ $id }）。プレイヤーは開始前にボットの告知で参加登録とチェックインをします。
       *[other] { $game } のデスマッチ（予約デスマッチ #{ $id }）。プレイヤーは開始前にボットの告知でチェックインします。
    }

## ホストとプレイヤーへの返信（各自の言語）。
schedule-reply-scheduled = { $kind ->
        [tournament] 📅 予約トーナメント #{ $id }：{ $full }（{ $relative }）。告知を投稿しています。
       *[other] 📅 予約デスマッチ #{ $id }：{ $full }（{ $relative }）。告知を投稿しています。
    }
schedule-reply-gap = 注意：{ $zone } では { $asked } は存在しません（その夜は時計が進められます）。そのため { $full } に設定しました。
schedule-reply-overlap = 注意：{ $zone } では { $asked } が2回あります（その夜は時計が戻されます）。1回目を採用しました：{ $full }。
schedule-reply-no-events-emphasis = イベントの管理
schedule-reply-no-events = このサーバーではDiscordイベントを作成できないため、予約デスマッチにDiscordイベントは付きません。付けるには、私のロールに { $emphasis } 権限を与えてください（サーバー設定 → ロール）。それ以外はこの権限がなくても動きます。
schedule-reply-rescheduled = { $kind ->
        [tournament] 📅 予約トーナメント #{ $id } を { $full }（{ $relative }）に変更しました。
       *[other] 📅 予約デスマッチ #{ $id } を { $full }（{ $relative }）に変更しました。
    }
schedule-reply-cancelled = { $kind ->
        [tournament] ❌ 予約トーナメント #{ $id } を中止しました。
       *[other] ❌ 予約デスマッチ #{ $id } を中止しました。
    }
schedule-reply-started = ▶️ 予約デスマッチ #{ $id } を対戦 #{ $match } として開始しました。
schedule-reply-started-tournament = ▶️ 予約トーナメント #{ $id } が始まりました。第1ラウンドの組み合わせを作成しています。
schedule-reply-checked-in = { $kind ->
        [tournament] ✅ 予約トーナメント #{ $id } にチェックインしました。開始は { $relative } です。
       *[other] ✅ 予約デスマッチ #{ $id } にチェックインしました。開始は { $relative } です。
    }
schedule-reply-checked-in-start = ✅ チェックインしました：全員揃ったので今から開始します。

## 拒否メッセージ（読者の言語）：それぞれ代わりにどうすればよいかを示します。
schedule-error-no-such = このサーバーに予約デスマッチ #{ $id } はありません。
schedule-error-not-host = { $kind ->
        [tournament] 予約トーナメント #{ $id } を変更できるのはホストだけです。何も変更されていません。
       *[other] 予約デスマッチ #{ $id } を変更できるのはホストだけです。何も変更されていません。
    }
schedule-error-not-open = { $kind ->
        [tournament] 予約トーナメント #{ $id } はすでに開始したか中止されています。何も変更されていません。
       *[other] 予約デスマッチ #{ $id } はすでに開始したか中止されています。何も変更されていません。
    }
schedule-error-bad-reason = 理由は1〜{ $max } 文字で入力してください：中止と一緒に投稿されます。
schedule-error-bots = ボットはデスマッチに参加できません。人間を2人選んでください。
schedule-error-server-zone = このサーバーのタイムゾーン設定が無効になっています：管理者が /settings で設定し直せます。
when-error-empty = 時刻を指定してください：`2026-12-05 20:00 Europe/Berlin`、`20:00 UTC`、`in 2h30m`、`tomorrow 18:00`、またはDiscordのタイムスタンプ。
when-error-unreadable = `{ $text }` を時刻として読み取れません。`2026-12-05 20:00 Europe/Berlin`、`20:00 UTC`、`in 2h30m`、`tomorrow 18:00`、またはDiscordのタイムスタンプを試してください。
when-error-unknown-zone = `{ $zone }` は知らないタイムゾーンです：`Europe/Berlin`、`UTC` のような名前か、`+02:00` のようなオフセットを使ってください。
when-error-bad-date = `{ $date }` は日付ではありません：`YYYY-MM-DD` の形式で書いてください。
when-error-past = その時刻はすでに過ぎています。これから先の時刻を入力してください：`in 2h30m`、`tomorrow 18:00`、または `20:00` のような時刻だけ（次に来るその時刻）。
when-error-too-far = 1年以上先です：指定できるのは { $latest } までです。それより前の時刻を `YYYY-MM-DD HH:MM` の形式か `in 30d` のように入力してください。
when-error-bad-duration = `{ $text }` は期間として読めません：`5m`、`1h30m`、`2d` のように書いてください。
when-error-duration-too-long = 期間は最大1週間です。
checkin-error-not-player = チェックインできるのは、この予約デスマッチのプレイヤーだけです。
checkin-error-already = すでにチェックイン済みです。
checkin-error-not-open = チェックインの受付開始は { $opens } です。
checkin-error-no-checkin = このデスマッチにはチェックインがありません：開始時刻にいれば大丈夫です。
checkin-error-over = チェックインは終了しました：デスマッチは開始したか中止されています。

## ホストの一覧（/deathmatch list）、ホストの言語で。
schedule-list-title = 予約デスマッチ
schedule-list-line = #{ $id } · { $full }（{ $relative }）· { $game } · { $ec } vs { $dmo } · { $state }
schedule-state-upcoming = 予約済み
schedule-state-checkin = チェックイン受付中（{ $checked }/{ $due } 人）
schedule-state-grace = { $missing } を待機中
schedule-state-started = 対戦 #{ $match } として開始
schedule-state-lapsed = 不成立：誰も来ませんでした
schedule-state-cancelled = 中止
