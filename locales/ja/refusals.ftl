### Glossary (日本語): challenge = 挑戦, match = 対戦, move = 手, turn clock = 持ち時間,
### host = ホスト, target = 目標, setting = 設定, check-in = チェックイン, reminder = リマインダー.

### サービスの拒否メッセージ (keys: see locales/en-US/refusals.ftl).

setting-error-turn = 持ち時間は 0（無制限）または { $min }～{ $max } 秒にしてください
setting-error-strikes = 不戦敗になる見逃し手番数は 0（なし）～{ $max } にしてください
setting-error-expiry = 挑戦が返事を待つ時間は { $min }～{ $max } 秒にしてください
setting-error-min-games = ランキングの最低対戦数は 1～{ $max } にしてください
setting-error-too-many = ロールやチャンネルは最大 { $max } 個までです
setting-error-no-game = 少なくとも1つのゲームは有効にしておく必要があります
setting-error-zone = `{ $zone }` は知らないタイムゾーンです
setting-error-reminders = リマインダーは最大 { $max } 個、それぞれ開始前1週間以内です
setting-error-checkin = チェックイン受付時間は 0（チェックインなし）～{ $max } 時間にしてください
setting-error-malformed = それは「{ $setting }」の値ではありません

refusal-challenge-self = 自分自身に挑戦することはできません。
refusal-challenge-bot = 他のボットはプレイできません：人に挑戦するか、{ $practice } で私と対戦してください。
refusal-bot-busy = すでにボットと { $game } で対戦中です：先に対戦 #{ $match } を終えるか投了してください。
refusal-already-pending = あなたたち2人の間にはすでに保留中の挑戦があります。
refusal-open-pending = すでに受付中のオープンな挑戦があります：新しく出す前にそれを取り消してください。
refusal-open-decline = オープンな挑戦は断れません：他の人に任せてください。
refusal-own-challenge = 自分の挑戦は受けられません。
refusal-not-over-yet = この対戦はまだ続いています：再戦は終わってから提案されます。
refusal-bad-target = 目標は 1～{ $max } にしてください。
refusal-bad-turn-seconds = 持ち時間（turn_seconds）は無制限なら 0、または { $min }～{ $max } 秒にしてください。
refusal-challenge-closed = { $status ->
    [pending] この挑戦はもう受け付けていません：保留中でした。
    [accepted] この挑戦はもう受け付けていません：受けられました。
    [declined] この挑戦はもう受け付けていません：断られました。
    [cancelled] この挑戦はもう受け付けていません：取り消されました。
   *[expired] この挑戦はもう受け付けていません：期限切れになりました。
}
refusal-not-your-challenge = { $who ->
    [challenger] それができるのは挑戦した人だけです。
   *[challenged] それができるのは挑戦されたプレイヤーだけです。
}
refusal-no-such-challenge = その挑戦はありません。
refusal-no-such-match = その対戦はありません。
refusal-match-over = この対戦は終了しました。
refusal-match-not-over = 記録は対戦の終了後に利用できます。
refusal-other-server = その対戦は別のサーバーで行われました。
refusal-voided = この対戦はホストによって無効にされました（{ $reason }）：再生する結果はありません。
refusal-not-a-player = あなたはこの対戦のプレイヤーではありません。
refusal-not-your-turn = あなたの手番ではありません。
refusal-stale = そのボタンは前の手番のものです。
refusal-shutting-down = ボットは停止中です：少ししてからもう一度お試しください。
refusal-paused = 対戦はホストによって一時停止されています：再開されるまで手は打てません。
refusal-game-off = このサーバーでは { $game } は無効になっています。
# What ends a refusal made of a fragment (a setting's reason, a rule's words).
refusal-full-stop = 。
