### Glossary (日本語): puzzle = パズル, move = 手, player = プレイヤー, opponent = 相手,
### board = ランキング, rating = レーティング, streak = 連続記録. Register: です・ます.

### デイリーパズル：/puzzle（局面、回答の判定、お断り）、パズルランキング（/puzzles と
### ウェブページ）、毎日の投稿。

## /puzzle：局面。上の卓はそのゲーム自身のものです。
puzzle-title-emphasis = 今日の{ $game }パズル
puzzle-title = 🧩 { $emphasis } · { $date }
puzzle-task = あなたの番です。最善の一手を見つけてください。ここには{ $lines }種類の手があり、最善はひとつです。挑戦は1回だけです。
puzzle-measure-scores = 最善とは、あなたがまだ見ていないカードから相手が最後の組を作る方法のうち、できるだけ多くに対してこのラウンドで得点できる手のことです。
puzzle-measure-margin = 最善とは、すべてのカードが分かっていて両者が最後まで最善の手を選び続けたとき、あなたにとって最終的な差が最もよくなる手のことです。
puzzle-stats = パズルのレーティング { $rating } · これまで{ $tried }人中{ $right }人が正解
puzzle-opponent = 相手
puzzle-label = 今日のパズル
puzzle-pick-answered = { $game }（回答済み）
puzzle-all-answered = 今日のパズルにはすべて回答しました。新しいパズルは午前0時に届きます。

## 回答の判定（プレイヤー本人だけに見えます）。
puzzle-right-emphasis = 正解です！
puzzle-right = ✅ { $emphasis } { $move } が最善の手です。
puzzle-wrong-emphasis = 最善ではありません。
puzzle-wrong = ❌ { $emphasis } あなたの答えは { $answer }、最善は { $move } でした。
puzzle-why-scores = { $move } は、最後の組の作り方{ $of }通りのうち{ $value }通りに対して得点します。
puzzle-why-scores-other = { $move }：そのうち{ $value }通りに対して。
puzzle-why-margin = { $move } は { $value } で終わります。
puzzle-why-margin-other = { $move }：{ $value } で終わります。
puzzle-why-others = ほかの手：
puzzle-why-more = …ほかに{ $count }通り、いずれもより悪い手です。
puzzle-rating-change = あなたのパズルのレーティング：{ $before } → { $after }（{ $change }）
puzzle-streak = 🔥 連続：{ $current }日（最高{ $best }日）

## お断り。
puzzle-left-out = { $game } にはデイリーパズルがありません。どの判断も残すか下に戻すかなので、当てずっぽうでも半分は正解になってしまいます。
puzzle-left-out-endless = { $game } にはデイリーパズルがありません。出せるカードがあってもどの手番でもパスできるため、終盤がいつまでも堂々巡りになりえて、どの手が最善かを証明できません。
puzzle-not-ready = 今日のパズルはまだ準備中です。1分後にもう一度お試しください。
puzzle-day-over = それは{ $date }のパズルでした。ここでは今日は{ $today }です。今日のパズルは /puzzle でどうぞ。
puzzle-already-right = { $date }の{ $game }パズルにはすでに回答済みで、最善の手を見つけています。挑戦は1パズルにつき1回です。
puzzle-already-wrong = { $date }の{ $game }パズルにはすでに回答済みで、最善の手ではありませんでした。挑戦は1パズルにつき1回です。
puzzle-not-a-move = その手はこのパズルでは使えません。
puzzle-shutting-down = ボットが再起動中です。少し待ってからもう一度お試しください。

## サーバーのパズルランキング。
puzzle-board-title-emphasis = パズルランキング
puzzle-board-title = 🧩 { $emphasis } · { $pages }ページ中{ $page }ページ目
puzzle-board-row = { $rank }. { $who } · レーティング { $rating } · { $tried }問中{ $solved }問正解 · 🔥 { $streak }（最高{ $best }）
puzzle-board-empty = このサーバーではまだ誰もパズルに回答していません。/puzzle を試してみましょう！
puzzle-board-no-page = { $page }ページはありません。パズルランキングは{ $pages }ページです。
puzzle-board-previous = 前へ
puzzle-board-next = 次へ

## 毎日の投稿。サーバーのパズルチャンネルに午前0時に届きます。
puzzle-post-title-emphasis = 今日のパズル
puzzle-post-title = 🧩 { $emphasis } · { $date }
puzzle-post-games = 各ゲームにひとつずつ：{ $games }。
puzzle-post-how = /puzzle で遊べます。回答はあなただけに見え、挑戦は1パズルにつき1回、ランキングにレーティングと連続記録が残ります。
puzzle-post-yesterday = 昨日のこのサーバー：
puzzle-post-count = { $game }：{ $tried }人中{ $right }人が正解

## サーバーのパズルランキングのウェブページ。
puzzle-web-title = パズルランキング
puzzle-web-intro = このサーバーでデイリーパズルに回答している人たち：パズルのレーティング、正解数と挑戦数、正解した日の連続記録です。Discord の /puzzle で遊べます。
puzzle-web-player = プレイヤー
puzzle-web-rating = レーティング
puzzle-web-solved = 正解
puzzle-web-tried = 挑戦
puzzle-web-streak = 連続
puzzle-web-best = 最高連続
puzzle-web-empty = このサーバーではまだ誰もパズルに回答していません。
puzzle-web-link = パズルランキング
