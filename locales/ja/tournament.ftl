### Glossary (日本語): tournament = トーナメント, sign-up = 参加受付, round = ラウンド,
### standings = 順位表, bye = 不戦勝（バイ）, seed = シード, organiser = 運営,
### match = 対戦, W-L-D = 勝-敗-分, Swiss = スイス式, single elimination = シングルエリミネーション,
### round robin = 総当たり. Buchholz と SB（ゾンネボルン・ベルガー）はそのまま。

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = スイス式
tournament-format-single-elimination = シングルエリミネーション
tournament-format-round-robin = 総当たり
tournament-format-in-sentence-swiss = スイス式
tournament-format-in-sentence-single-elimination = シングルエリミネーション
tournament-format-in-sentence-round-robin = 総当たり
tournament-heading = トーナメント #{ $id } · { $name }
tournament-target = { $target }点先取
tournament-turn = 1手{ $seconds }秒
tournament-rated = レート対象
tournament-not-rated = レート対象外

## The public message
tournament-join = 参加する
tournament-leave = 取り消す
tournament-called-off-before = 開始前に中止されました（登録 { $count } 人）。
tournament-round-of = ラウンド { $round } / { $rounds } · 運営 { $organiser }
tournament-finished-after-emphasis = 最終順位
tournament-finished-after = ラウンド { $round } で終了 · 運営 { $organiser } · { $emphasis }
tournament-signup = 運営 { $organiser }。参加受付は { $relative } に締め切られます（運営が開始した場合はその時点: { $start }）。
tournament-signed-up-emphasis = { $count } 人
tournament-signed-up = { $emphasis }が登録（最大 { $max } 人）
tournament-signed-up-names-emphasis = { $count } 人
tournament-signed-up-names = { $emphasis }が登録（最大 { $max } 人）: { $names }
tournament-and-more = ほか { $count } 人
tournament-round = ラウンド { $round }
tournament-more-boards = …ほか { $count } 卓
tournament-bye = { $player } は不戦勝（バイ）
tournament-through = { $player } は対戦なしで勝ち上がり
tournament-match = 対戦 #{ $match }
tournament-a-match = 対戦
tournament-board = { $match }: { $a } 対 { $b } — { $state }
tournament-won-by = { $player } の勝ち
tournament-drawn = 引き分け
tournament-decided = 決着済み
tournament-over-state = 終了
tournament-playing = 対戦中
tournament-dropped = （棄権）
tournament-line-elimination = シード { $seed } · { $wins } 勝 · { $in ->
    [yes] 勝ち残り
   *[no] 敗退
}
tournament-line-points = { $points } { $unit ->
    [one] 点
   *[other] 点
} · Buchholz { $buchholz } · SB { $sb } · { $games } 局 ({ $record }{ $byes ->
    [0] {""}
   *[other] 、バイ { $byes }
})
tournament-legend = -# 対戦: 勝-敗-分。
tournament-pages = 順位表 { $page } / { $pages } ページ（{ $players } 人）· { $next } ページは { $command }
tournament-web = Web のライブページ

## Posts in the channel
tournament-reason = 理由: { $reason }
tournament-started = 🏁 { $name } が始まりました（{ $how }）: { $players } 人、{ $rounds } ラウンド、{ $format }。持ち時間切れはその対戦の負けになるので、どのラウンドも必ず終わります。
tournament-started-by = 運営 { $by } が開始
tournament-started-closed = 参加受付が締め切られました
tournament-cancelled-too-few = ❌ { $name } は中止です: 締め切り時の登録は { $players } 人で、最低 2 人必要です。
tournament-cancelled-by = ❌ { $name } は運営 { $by } により中止されました。{ $reason }
tournament-paired = 📋 { $name } · ラウンド { $round } / { $rounds }:
tournament-pairing = { $a } 対 { $b }
tournament-pairing-match = { $match }: { $a } 対 { $b }
tournament-replayed = 🔁 { $name } · ラウンド { $round }: { $a } と { $b } の対戦 #{ $old } は{ $voided ->
    [yes] 無効になった
   *[no] 引き分けだった
}ので、再戦します: { $new }。
tournament-dropped-out = 🚪 { $player } が { $name } を棄権しました。{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 運営 { $by } が { $player } を { $name } から外しました。{ $forfeit }{ $reason }
tournament-forfeited = 対戦 #{ $match } は不戦敗です。
tournament-awarded = ⚖️ { $name }: 運営 { $by } が対戦 #{ $match } を { $winner } の勝ちとしました。{ $reason }
tournament-a-player = 一方のプレイヤー
tournament-voided = ⚖️ { $name }: 運営 { $by } が対戦 #{ $match } を無効にしました。再戦します。{ $reason }
tournament-over = 🏆 { $name } が終了しました。最終順位:
tournament-over-by = 🏆 { $name } が終了しました（運営 { $by } が終了）。{ $reason } 最終順位:

## Replies
tournament-reply-created = { $tournament } を開きました: 参加受付をこのチャンネルに投稿しました。{ $relative } に開始します（{ $start } で今すぐ開始も可）。
tournament-reply-started = { $tournament } が始まりました: ラウンド 1 をこのチャンネルに投稿しました。
tournament-reply-you-off-signup-emphasis = トーナメント #{ $id }
tournament-reply-you-off-signup = { $emphasis } の参加登録を取り消しました。
tournament-reply-off-signup-emphasis = トーナメント #{ $id }
tournament-reply-off-signup = { $player } の { $emphasis } の参加登録を取り消しました。
tournament-reply-you-out-emphasis = トーナメント #{ $id }
tournament-reply-you-out = { $emphasis } を棄権しました: 以後の組み合わせはなく、対戦中の対戦は不戦敗です。
tournament-reply-out-emphasis = トーナメント #{ $id }
tournament-reply-out = { $player } は { $emphasis } から外れました: 以後の組み合わせはなく、対戦中の対戦は不戦敗です。
tournament-reply-awarded = 対戦 #{ $match } を { $player } の勝ちとしました。理由とともに投稿されます。
tournament-reply-voided = 対戦 #{ $match } を無効にしました。両者は新しい対戦を行います。
tournament-reply-called-off-emphasis = トーナメント #{ $id }
tournament-reply-called-off = { $emphasis } を中止しました。
tournament-reply-over-emphasis = トーナメント #{ $id }
tournament-reply-over = { $emphasis } を終了しました: 最終順位を投稿しました。
tournament-list-empty = このサーバーにはまだトーナメントがありません。運営が { $create } で開きます。
tournament-list-title = このサーバーのトーナメント（新しい順）:
tournament-list-signing-up = 受付中、{ $relative } に開始
tournament-list-round = ラウンド { $round } / { $rounds }
tournament-list-finished = 終了
tournament-list-called-off = 中止
tournament-no-page = トーナメント #{ $id } の順位表は{ $pages ->
    [one] 1 ページだけ
   *[other] 1〜{ $pages } ページ
}です: { $page } ページはありません。
tournament-joined-emphasis = トーナメント #{ $id } · { $name }
tournament-joined = { $emphasis } に参加しました。各ラウンドの組み合わせが決まると、あなたの対戦がメンション付きでここに投稿されます。
tournament-left-emphasis = トーナメント #{ $id } · { $name }
tournament-left = { $emphasis } の参加を取り消しました。受付中なら再び参加できます。

## Refusals
tournament-error-no-reason = 理由を書いてください: 操作とともに投稿されます。
tournament-error-reason-too-long = 理由が長すぎます: 最大 { $max } 文字です。
tournament-error-bad-name = トーナメント名は 1〜{ $max } 文字にしてください。
tournament-error-rounds-not-swiss = ラウンド数はスイス式のみです: { $format } は必要なだけラウンドを行います。
tournament-error-bad-rounds = スイス式トーナメントは 1〜{ $max } ラウンドです。
tournament-error-bad-turn-seconds = どのラウンドも終わるよう、トーナメントの対戦には手番の持ち時間が必要です: turn_seconds は { $min }〜{ $max } にしてください。
tournament-error-bad-max-players = Max_players は { $min }〜{ $max } にしてください。
tournament-error-bad-signup-minutes = Signup_minutes は 1〜{ $max } にしてください。
tournament-error-no-such = トーナメント #{ $id } はありません。
tournament-error-not-here = このサーバーにトーナメント #{ $id } はありません。
tournament-error-not-signing-up = トーナメント #{ $id } は参加を受け付けていません: { $why }。
tournament-error-already-joined = すでにトーナメント #{ $id } に参加しています。
tournament-error-full = トーナメント #{ $id } は満員です: { $players } 人。
tournament-error-leave-started = トーナメント #{ $id } は始まっています: { $drop } で棄権してください。
tournament-error-not-signed-up = トーナメント #{ $id } に参加登録していません。
tournament-error-too-few = トーナメント #{ $id } の開始には最低 { $min } 人必要です。現在 { $players } 人です。
tournament-error-not-an-entrant = { $player } はトーナメント #{ $id } の参加者ではありません。
tournament-error-already-dropped = { $player } はすでにトーナメント #{ $id } を棄権しています。
tournament-error-over = トーナメント #{ $id } は終わっています: { $why }。
tournament-error-award-to-outsider = 対戦 #{ $match } はその対戦の 2 人のどちらかの勝ちにしてください。
tournament-error-not-a-tournament-match = 対戦 #{ $match } はこのサーバーのトーナメント対戦ではありません。
tournament-closed-signing-up = まだ受付中です
tournament-closed-started = すでに始まっています
tournament-closed-over = すでに終了しています
tournament-closed-called-off = 中止されました
