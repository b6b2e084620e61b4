### Glossary (日本語): replay = リプレイ, step = ステップ, match = 対戦, hand = 手札, host = ホスト,
### record = 記録.

replay-head-emphasis = 対戦 #{ $id } のリプレイ
replay-head = 📼 { $emphasis }（{ $game }）· ステップ { $step }/{ $last }
replay-web = ウェブでステップごとに見る
replay-web-match = ウェブでリプレイ
replay-dealt = 配られた直後のテーブル：▶ で1手ずつ進みます。
replay-moved = 手を指した
replay-played = ▶ { $who }：{ $what }。
replay-timeout = ⏰ { $who } の時間切れ：{ $skipped ->
    [yes] 手番はスキップされました
   *[no] ルールの既定の手が指されました
}。
replay-resigned = 🏳️ { $who } が投了しました。
replay-forfeit = 🚫 ホストが { $who } を失格にしました：不戦敗です。
replay-film = ▶▶ 画像で見る
replay-chapter = { $name }（ステップ { $start }）
replay-go-to = 移動…
replay-game-channels = このサーバーでは { $channels } で遊びます。そちらで始めてください。何も変更されていません。
