# A player's own seat on the web board (/s/<server>/play/<match>).

web-seat-title = あなたの席: 対戦 #{ $id }、{ $game }
web-seat-your-move = あなたの番です
web-seat-your-hand = あなたの手札
web-seat-waiting = { $who } を待っています。
web-seat-clock = あなたの持ち時間は { $time } に切れます。
web-seat-match-page = 対戦の全体を見る
web-seat-send = 送信
web-forbidden = 許可されていません
web-forbidden-text = この対戦のプレイヤーがサインインして、自分のページからのみ行えます。
