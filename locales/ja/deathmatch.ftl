### Glossary (日本語): match = 対戦, host = ホスト, event = イベント, toss = トス, turn = 手番,
### clock = 時計, reserve = 持ち時間, forfeit = 不戦敗, void = 無効, award = 勝利を与える,
### rated = レート対象, rating = レート, pause = 一時停止, resume = 再開, Death Match = デスマッチ;
### EC と DMO はそのまま。
### デスマッチ（/deathmatch）：開始の投稿、時計の条件、チャンネルに投稿されるホストの操作と裁定、
### 結果チャンネルの投稿、ホストの一覧、返信と拒否メッセージ。ID・名前・ゲーム・メンション・
### Discord のタイムスタンプ（$deadline）はそのまま渡されます。

## 開始の投稿（サーバーの言語）。
dm-terms-untimed = 時間無制限
dm-terms-clock = 1手番 { $seconds } 秒、手番を { $strikes } 回逃すと不戦敗
dm-terms-reserve = 、各自 { $reserve } の持ち時間
dm-terms-draw-dmo = {" "}· 引き分けは DMO の勝ち
dm-terms-draw-stands = {" "}· 引き分けはそのまま引き分け
dm-number = デスマッチ #{ $id }
dm-start-head =
    ⚔️ { $match } · デスマッチ · { $game }
    EC { $ec } 対 DMO { $dmo } · ホスト { $host }
dm-start-event = {" "}· イベント { $event }
dm-start-clock = 時計：{ $terms }
dm-start-until = {" "}（{ $deadline } までに選ばなければ DMO が先攻）
dm-start-picks = トスなし：DMO { $dmo } が先攻・後攻を決めます{ $until }。選択：
dm-start-picked = トスなし：DMO { $dmo } が先攻・後攻を決めます{ $until }。選択：{ $choice }。
# DMO の2つのボタンの前に付きます。
dm-button-prefix = DMO：

## ホストの操作（対戦のチャンネルに投稿、サーバーの言語）。
dm-action = { $match } · { $line }
dm-action-reason = { $match } · { $line } 理由：{ $reason }
dm-paused = ⏸️ ホスト { $host } が一時停止しました：再開まで手も時計も止まります。
dm-resumed = ▶️ ホスト { $host } が再開しました。
dm-resumed-clock = ▶️ ホスト { $host } が再開しました：時間切れは { $deadline }。
dm-added = ⏱️ ホスト { $host } が現在の手番に { $duration } を追加しました。
dm-added-clock = ⏱️ ホスト { $host } が現在の手番に { $duration } を追加しました：時間切れは { $deadline }。
dm-void = 🚫 ホスト { $host } が無効にしました：結果なし、レートなし。
dm-award = 🏅 ホスト { $host } が { $winner } に勝利を与えました：{ $loser } は不戦敗です。

## デスマッチの結果（結果チャンネルと、スレッドの元のチャンネル）。
dm-result = ⚔️ デスマッチ — { $result }
dm-result-event = ⚔️ デスマッチ（{ $event }） — { $result }

## ホストへの返信（読者の言語）。
dm-no-bots = ボットはデスマッチに参加できません：2人の人間を選んでください。
dm-started-in-thread = ⚔️ デスマッチ #{ $id } が始まりました：専用スレッドで行われます。スレッドを開いています。
dm-list-empty = このサーバーにはまだデスマッチがありません。{ $command } で始めましょう。
dm-list-empty-event = イベント { $event } にデスマッチはありません。
dm-list-head = このサーバーのデスマッチ（{ $count } 件、新しい順）：
dm-list-head-event = { $event } のデスマッチ（{ $count } 件）：
# 一覧の1行。$event は " · <イベント>" か空、$strikes は逃した手番か空。
dm-summary = • { $id } { $game }{ $event } · EC { $ec } 対 DMO { $dmo } · { $status }{ $strikes }
dm-summary-strikes = {" "}· 逃した手番 { $a }/{ $max } · { $b }/{ $max }
dm-status-void = 無効（{ $reason }）
dm-status-awarded = { $player } の勝利（裁定）
dm-status-won = 終了：{ $player } の勝ち
dm-status-draw = 終了：引き分け
dm-status-finished = 終了
dm-status-paused = ⏸️ 一時停止中
dm-status-choosing = DMO の選択待ち
dm-status-to-move = 対戦中：{ $player } の手番
dm-status-to-move-clock = 対戦中：{ $player } の手番、時間切れ { $deadline }
dm-status-playing = 対戦中

## デスマッチのコマンドの拒否（読者の言語）。
dm-refusal-no-reason = 理由を入力してください：操作と一緒に投稿されます。
dm-refusal-reason-too-long = 理由が長すぎます：最大 { $max } 文字です。
dm-refusal-same-players = EC と DMO は別々のプレイヤーにしてください。
dm-refusal-host-plays = ホストは審判役で、対戦には参加しません：ほかの2人を選んでください。
dm-refusal-reserve-too-long = 予備秒数は 0 から { $max } の間にしてください。
dm-refusal-reserve-untimed = 持ち時間には手番の時計が必要です：手番秒数も指定してください。
dm-refusal-event-too-long = イベント名が長すぎます：最大 { $max } 文字です。
dm-refusal-not-a-death-match = 対戦 #{ $id } はデスマッチではありません。
dm-refusal-not-the-host = それができるのは対戦 #{ $id } のホストだけです。
dm-refusal-already-paused = この対戦はすでに一時停止中です。
dm-refusal-not-paused = この対戦は一時停止していません。
dm-refusal-bad-added-time = 秒数は 1 から { $max } の間にしてください。
dm-refusal-untimed = この対戦は時間無制限です：追加する時計がありません。
dm-refusal-no-clock = 動いている時計はありません。
dm-refusal-award-to-outsider = 勝利はこの対戦の2人のどちらかに与えてください。
dm-refusal-nothing-to-award = 挑戦による対戦にはホストがいません：勝利を与えることはできません。
dm-refusal-no-rematch = デスマッチに再戦はありません：次の対戦はホストが始めます。
