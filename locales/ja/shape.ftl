### Glossary (日本語): Complete = コンプリート, Single = シングル, pile = 山, deal = ディール,
### pass = パス, option = オプション, pattern = 模様, color = 色, shape = 形, solid = 塗り,
### hollow = 白抜き, partial = 半塗り, circle = 丸, triangle = 三角, square = 四角,
### matched = そろった, match = 対戦.

### Shape Clash (keys and variables: see locales/en-US/shape.ftl).

shape-rules-emphasis = Shape Clash
shape-rules-emphasis2 = ブロック
shape-rules-emphasis3 = Discord では:
shape-rules-emphasis4 = 出す
shape-rules-emphasis5 = シングルで手番を終える
shape-rules-emphasis6 = パス
shape-rules = { $emphasis } — 63 枚: コンプリート 27 枚（模様 × 色 × 形）とシングル 36 枚。
    毎手番、7 つのオプションに従ってコンプリートの山と 3 つのシングルの山にできるだけ多く出します。条件なしでシングルを出すか、パスすると手番が終わります。
    先に手札と自分の山を空にするとディールに勝ち、相手の残りカードが得点になります。先に 10 点で勝ち。
    ディールの最初の手番では親がコンプリートを 1 枚出します。山全体にコンプリートがない親はパスし、相手が始めます。出せる手がなく両者が続けてパスし、どちらも引けないとディールは { $emphasis2 } となり、残りが少ない方が差を得点します。
    { $emphasis3 } { $emphasis4 } で手札と、今出せる手がオプション別に表示されます。出すたびにパネルが更新され、{ $emphasis5 } か { $emphasis6 } まで手番が続きます。卓上には盤面（🔴🟢🔵 色、●/○/◐ 模様と形）と、終わった手番の手が表示されます。

shape-value = { $value ->
    [solid] 塗り
    [hollow] 白抜き
    [partial] 半塗り
    [red] 赤
    [green] 緑
    [blue] 青
    [circle] 丸
    [triangle] 三角
   *[square] 四角
}
shape-category = { $category ->
    [pattern] 模様
    [color] 色
   *[shape] 形
}
shape-complete-card = { $color }・{ $pattern }・{ $shape }
shape-single-card = { $value }（シングル）
shape-single-named = シングル: { $value }
shape-empty = 空
shape-no-cards = カードなし

shape-move-open = { $card } で始める
shape-move-follow = { $card } を一番上のコンプリートの値に合わせて（オプション 1）
shape-move-share-two = { $card }、2 つの値が共通（オプション 2）
shape-move-piles = { $card }、シングルの山がそろえるコンプリート（オプション 3）
shape-move-free-complete = { $card } をそろった盤面に（オプション 4a）
shape-move-free-singles = { $cards } をそろった盤面に（オプション 4b）
shape-move-combo = { $complete } と { $single }（オプション 5）
shape-move-final = { $card } で手番を終える（オプション 6）
shape-move-pass = パス（オプション 7）

shape-table-head = { $title } · 先に { $target } 点 · ディール { $deal }
shape-score = 得点: { $a } { $sa } · { $b } { $sb }
shape-top = 一番上のコンプリート: { $top }（山に { $n } 枚）
shape-top-none = まだなし: 親が 1 枚出します
shape-piles = シングルの山: { $piles }
shape-pile = { $category }: { $top }
shape-matched = そろった（任意のコンプリート、またはシングル 3 枚を出せます）
shape-cards = カード: { $a } 手札 { $ha }・山 { $pa } · { $b } 手札 { $hb }・山 { $pb }
shape-last-turn = 前の手番（{ $who }）: { $plays }
shape-passed-forced = パス: 出せる手なし
shape-passed = パス
shape-this-turn = この手番でここまで: { $n } 手
shape-blocking = ブロックのパスが 1 回: 次のプレイヤーも出せず引けなければ、ディールは終わります。
shape-last-deal = ディール { $deal }: { $result }
shape-to-open = がコンプリートでディールを始める番
shape-to-play = が出す番
shape-chapter = ディール { $deal }
shape-act-open = 始める
shape-act-play = 出す

shape-deal-out = { $who } が上がり、{ $n } 点を獲得
shape-deal-blocked = ブロック。{ $who } の残りが少なく（{ $mine } 対 { $theirs }）、{ $n } 点を獲得
shape-deal-even = ブロック、双方 { $left } 枚残り: 得点なし

shape-event-deal-ended = ディール { $deal } 終了: { $result }{ $how }。対戦の得点 { $a } { $sa } – { $sb } { $b }
shape-event-last-play = { " " }（最後の手: { $plays }）
shape-event-deal-started = ディール { $deal }: { $who } が始めます。

shape-hand = { $match } · あなたの手札（{ $n }）:
shape-panel = { $match } · あなたの手札（{ $n }）:
shape-board = 盤面: 一番上のコンプリート { $top } · { $piles }
shape-top-none-short = まだなし
shape-not-your-turn = あなたの手番ではありません。
shape-open-deal = ディールを始めます: コンプリートを 1 枚出します（手番は終わります）。
shape-menu-open = コンプリートで始める
shape-no-keep = 手番を続けられる手はありません: シングルで終える（オプション 6）か、パスします。
shape-keep = 手番を続けられる手: { $n }。シングルで終える（オプション 6）か、パスします。
shape-must-pass = 出せる手がありません: パスしてください。
shape-menu-keep = 出して手番を続ける（オプション 1–5）
shape-menu-triples = シングル 3 枚（オプション 4b）
shape-menu-final = シングルで手番を終える（オプション 6）
shape-button-pass-forced = パス（出せる手なし）
shape-button-pass = パス（オプション 7）
shape-done = 出しました: { $play }。

shape-pick-one = 手を 1 つだけ選んでください。
shape-not-offered = その手はこのパネルが示したものではありません。
shape-error-not-in-hand = { $card } は手札にありません。
shape-error-played-twice = { $card } が 2 回出されています。
shape-error-not-a-complete = { $card } はシングルですが、この手にはコンプリートが必要です。
shape-error-not-a-single = { $card } はコンプリートですが、この手にはシングルが必要です。
shape-error-must-open = ディールは手札のコンプリート 1 枚だけで始めます。
shape-error-already-open = ディールはもう始まっています: 最初のコンプリートは出ています。
shape-error-does-not-follow = { $single } は { $top } に続けられません: { $category } は { $needed } です。
shape-error-same-as-pile = { $category } の山はすでに { $value } です: オプション 1 には別の値が必要です（オプション 6 なら出して手番を終えます）。
shape-error-not-two-shared = { $complete } と { $top } の共通の値は { $shared } つです: オプション 2 にはちょうど 2 つ必要です。
shape-error-not-piles-complete = { $complete } はシングルの山（{ $piles }）がそろえるコンプリートではありません。
shape-error-not-matched = 盤面はそろっていません: シングルの山は { $piles }、コンプリートの山は { $top } です。
shape-error-missing-category = 各種類のシングルを 1 枚ずつ出してください: { $category } のシングルがありません。
shape-error-combo-not-two = { $complete } はシングルの山（{ $piles }）のうち { $matching } つに合います: オプション 5 にはちょうど 2 つ必要です。
shape-error-combo-wrong-single = { $single } では { $complete } がそろいません: { $needed } のシングルと出してください。

shape-picture-complete = コンプリート（{ $n }）
shape-picture-single = （シングル）
shape-picture-matched = そろった: 任意のコンプリート、またはシングル 3 枚
shape-alt-board = Shape Clash の盤面: { $top }（山に { $n } 枚）。シングルの山: { $piles }{ $matched }。
shape-alt-top = 一番上のコンプリート { $card }
shape-alt-no-top = コンプリートはまだなし
shape-alt-pile = { $category } { $value }
shape-alt-pile-empty = { $category } 空
shape-alt-matched = 。そろった
shape-alt-hand = あなたの手札、{ $n } 枚: { $cards }。
