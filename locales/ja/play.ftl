### Glossary (日本語): match = 対戦, move = 手, button = ボタン, resign = 投了, toss = トス,
### replay = リプレイ, host = ホスト, seat = 席.

play-too-long = 開くのに時間がかかりすぎました。もう一度クリックしてください。
play-form-gone = このフォームはもう使えません。
play-nothing-to-fill = ここで入力するものはもうありません。
play-not-a-player = これは { $a } と { $b } の対戦です。ボタンを使えるのは2人だけです。
play-not-your-move = 今は { $who } の手番です。あなたの番ではありません。
play-storage = こちら側で問題が起きました。何も変更されていません。もう一度お試しください。
play-choosing = ゲームはまだ始まっていません。先攻を決めているところです。
play-stale = そのボタンは前の手番のものです。何も変更されていません。最新のテーブルのボタンを使ってください。
play-toss-choosing = ゲームはまだ始まっていません。トスの勝者が選んでいるところです。
play-not-started = ゲームはまだ始まっていません。
play-resign-ask = 対戦 #{ $id } を投了しますか？ 相手がすぐに勝ちます。
play-resign-cancelled = 投了しませんでした。対戦 #{ $id } は続きます。
play-resigned = 対戦 #{ $id } を投了しました。
play-no-hint = ボットにはここで指せる手が見つかりません。
play-film = 📼 { $match }（{ $game }）を1枚の画像で：1手ごとに1コマ、各コマに得点、最後で停止。
play-no-film = このゲームには対戦全体の画像がありません。
play-replay-no-match = 対戦 #{ $id } はありません。
play-replay-other-server = 対戦 #{ $id } は別のサーバーで行われました。リプレイはそちらでどうぞ。
play-replay-under-way = 対戦 #{ $id } はまだ進行中です。リプレイは終了後に見られます（それまで手札と配札は秘密です）。
play-replay-voided = 対戦 #{ $id } はホストにより無効になりました（{ $reason }）。結果もリプレイもありません。
play-table-wrong-game = それは { $game } の手ではありません。
play-table-over = ゲームは終了しました。
play-table-not-your-turn = あなたの手番ではありません。席 { $seat } の番です。
