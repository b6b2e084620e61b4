### Glossary (日本語): challenge = 挑戦, open challenge = オープン挑戦, accept = 受ける,
### decline = 断る, withdraw = 取り下げる, match = 対戦, practice = 練習, toss = トス, turn = 手番,
### move = 手, clock = 時計, forfeit = 不戦敗, resign = 投了, thread = スレッド, player = プレイヤー,
### opponent = 相手, rated = レート対象, Death Match = デスマッチ。
### 挑戦（/挑戦）、ボットとの練習、再戦、あなたの対戦、投了、対戦のスレッド。ID・名前・ゲーム・
### メンション・Discord のタイムスタンプ（$expires, $deadline）はそのまま渡されます。

## 挑戦の投稿とボタン（サーバーの言語）。
challenge-accept = 受ける
challenge-decline = 断る
challenge-cancel = 取り下げる
challenge-anyone = ここにいる誰でも
challenge-terms-target = { $target } 先取
challenge-terms-untimed = 時間無制限
challenge-terms-clock = 1手番 { $seconds } 秒、手番を { $strikes } 回逃すと不戦敗
challenge-post-emphasis = 挑戦 #{ $id }
challenge-post =
    ⚔️ { $emphasis } — { $challenger } が { $opponent } に { $game } で挑戦（{ $terms }）。
    { $opponent }、受けますか？ この挑戦は { $expires } に期限切れになります。
challenge-post-open-emphasis = オープン挑戦 #{ $id }
challenge-post-open =
    ⚔️ { $emphasis } — { $challenger } がここにいる誰にでも { $game } で挑戦（{ $terms }）。
    最初に受けた人が対戦します。この挑戦は { $expires } に期限切れになります。
challenge-accepted-emphasis = 対戦 #{ $match }
challenge-accepted = ✅ 挑戦 #{ $id }：{ $opponent } が { $challenger } の { $game } の挑戦を受けました — { $emphasis } です。
challenge-accepted-thread-emphasis = 対戦 #{ $match }
challenge-accepted-thread = ✅ 挑戦 #{ $id }：{ $opponent } が { $challenger } の { $game } の挑戦を受けました — { $emphasis } です。このメッセージから開くスレッドで行われます。
challenge-accepted-no-thread-emphasis = 対戦 #{ $match }
challenge-accepted-no-thread = ✅ 挑戦 #{ $id }：{ $opponent } が { $challenger } の { $game } の挑戦を受けました — { $emphasis } です。スレッドを開けなかったため、このチャンネルで行われます。
# $challenged：メンション、または challenge-anyone。
challenge-declined = ❌ 挑戦 #{ $id }：{ $player } が { $challenger } の { $game } の挑戦を断りました。
challenge-withdrawn = 🚫 挑戦 #{ $id }：{ $challenger } が { $challenged } への挑戦（{ $game }）を取り下げました。
challenge-expired = ⌛ { $challenger } から { $challenged } への挑戦 #{ $id }（{ $game }）は応答がないまま期限切れになりました。

## ボットとの対戦（サーバーの言語。スレッドの案内はプレイヤーの言語）。
practice-line = 🤖 { $match } — { $player } が { $bot }（{ $level ->
        [easy] 弱い
        [random] ランダム
       *[strong] 強い
    }レベル）と { $game } で対戦。練習：レート対象外。続いてトスです。
practice-in-thread = 専用スレッドで行われます。スレッドを開いています。

## あなたの対戦と投了（読者の言語）。
games-none = 進行中の対戦はありません。{ $command } で始めましょう。
games-head = 進行中の対戦（{ $count } 件）：
# $clock：games-clock か空。$link：" — <テーブルへのリンク>" か空。
games-line = • 対戦 #{ $id } · { $game } 対 { $opponent } · { $turn }{ $clock }{ $link }
games-your-move = あなたの手番
games-their-move = { $player } の手番
games-over = 終了
games-list-clock = 、時間切れ { $deadline }
resign-no-such-match = 進行中の対戦 #{ $id } はありません。{ $games } で一覧を見られます。
resign-none = 投了できる進行中の対戦はありません。
resign-confirm = 対戦 #{ $id }（{ $game }）を投了しますか？ 相手がすぐに勝ちます。
resign-which = 複数の対戦をしています：どれを投了しますか？（または { $usage } を使ってください）
# "/投了 対戦:<番号>" のプレースホルダー。
resign-number = 番号
resign-button = 対戦 #{ $id } を投了
resign-cancel = キャンセル

## 対戦のスレッド（サーバーの言語）。スレッド名ではメンションできないため、プレイヤーは名前
## （$a, $b）で表示されます。全体で最大100文字。
thread-bot = ボット
thread-someone = プレイヤー
thread-players = { $a } 対 { $b }
# $label：トーナメントでは " · トーナメント #3 · 第2ラウンド"、それ以外は空。
thread-name = 対戦 #{ $id }{ $label } · { $game } · { $players }
thread-name-dm = DM #{ $id } · { $players }
thread-starter = 🧵 { $match } · { $game } · { $a } 対 { $b }：専用スレッドで行われます。
thread-starter-failed = { $match } · { $game } · { $a } 対 { $b }：スレッドを開けなかったため、このチャンネルで行われます。
thread-starter-dm = 🧵 { $match } · { $game } · { $a }（EC）対 { $b }（DMO）、ホスト { $host }：専用スレッドで行われます。
thread-starter-dm-failed = { $match } · { $game } · { $a }（EC）対 { $b }（DMO）、ホスト { $host }：スレッドを開けなかったため、このチャンネルで行われます。
thread-result =
    { $result }
    🧵 対戦：<#{ $thread }>
