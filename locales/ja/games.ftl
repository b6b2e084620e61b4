### Glossary (日本語): game = ゲーム, match = 対戦, player = プレイヤー, opponent = 相手,
### turn = 手番, clock = 持ち時間, host = ホスト, organiser = 運営, resign = 投了,
### forfeit = 不戦敗, draw = 引き分け, hint = ヒント.

### Games' shared pieces (keys and variables: see locales/en-US/games.ftl).

games-title = { $match } — { $a } vs { $b }
games-title-dm = { $match } — ⚔️ デスマッチ: EC { $ec } vs DMO { $dmo } · ホスト { $host }{ $event }
games-clock = { " " }· 持ち時間切れ <t:{ $t }:R>
games-clock-reserves = { " " }· 予備時間: { $a } { $ra } · { $b } { $rb }
games-reserve-running = 消費中
games-missed-turns = 逃した手番: { $a } { $sa }/{ $max } · { $b } { $sb }/{ $max }
games-voided-host = 🚫 ホストにより無効: { $reason }。結果なし、レーティングなし。
games-voided-organiser = 🚫 運営により無効: { $reason }。結果なし、レーティングなし。プレイヤーは新しい対戦を行います。
games-paused-emphasis = ホストが一時停止中
games-paused = ⏸️ { $emphasis }: 再開まで手も持ち時間も止まります。
games-to-move = ➡️ { $who } { $what }{ $clock }
games-outcome-host-award = 🏅 { $winner } の勝ち: ホストが対戦の勝ちを与えました ({ $reason })。
games-outcome-organiser-award = 🏅 { $winner } の勝ち: 運営が対戦の勝ちを与えました ({ $reason })。
games-outcome-dm-draw = 🏆 { $winner } の勝ち: ゲームは引き分けで、引き分けのデスマッチは DMO の勝ちです。
games-outcome-draw = 🤝 対戦は引き分けです。
games-outcome-win = 🏆 { $winner } が対戦に勝ちました。
games-outcome-forfeit = 🏆 { $winner } の勝ち: { $loser } が手番を{ $n }回逃し、不戦敗です。
games-outcome-dropped-out = 🏆 { $winner } の勝ち: { $loser } がトーナメントから離脱しました。
games-outcome-resigned = 🏆 { $winner } の勝ち: { $loser } が投了しました。
games-hint-emphasis = ボットならどうする?
games-hint = 💡 { $emphasis } ボットの手: { $what }。
games-not-mine = このボタンはもう使えません。
games-button-hint = ボットならどうする?
games-button-rematch = 再戦
games-button-hand = 自分の手札
games-button-board = 盤面で遊ぶ
games-button-resign = 投了
match-number = 対戦 #{ $id }
games-match-line = { $match } · { $what }
games-event-won = { $winner } が { $w }–{ $l } で対戦に勝利!
games-rules-playing-emphasis = 遊び方:
games-rules-playing-emphasis2 = ボットとの対戦は記録されますが、レーティングには反映されません
games-rules-playing-emphasis3 = ボットならどうする?
games-rules-playing-emphasis4 = 再戦
games-rules-playing = { $emphasis } { $challenge } でプレイヤーに挑戦するか、相手を指定せずにここにいる誰でも受けられるようにします。誰もいない？ { $practice }（または私に挑戦）でボットと対戦できます。強さはやさしい・強いの2種類：{ $emphasis2 }。自分の手番では 💡 { $emphasis3 } が強いボットの手を見せます。対戦が終わると { $emphasis4 } ができます。
# After a tournament match's number (the title's $label).
games-match-label = { " " }· トーナメント #{ $id } · ラウンド { $round }
games-reserve-started = ⏳ { $who } の手番の時間切れ。持ち時間の予備が減っています{ $until }。
games-reserve-until = （<t:{ $t }:R> に尽きます）
games-missed-turn = ⏰ { $who } の時間切れ（手番の逃し { $n }/{ $max }）。{ $skipped ->
    [yes] 手番はスキップされます
   *[no] ボットが代わりに指しました
}。
