### Glossary (日本語): open stack = 場の山, store = ストック置き場（置き場）, stock = 山札,
### club = クラブ, to club = クラブで送りつける, hand = 手札, draw = 引く, play = 出す, match = 対戦.

### Clubbed (keys and variables: see locales/en-US/clubbed.ftl).

clubbed-rules-emphasis = Clubbed
clubbed-rules-emphasis2 = クラブ
clubbed-rules-emphasis3 = 置き場のカードが少ない方が勝ち
clubbed-rules-emphasis4 = Discord では:
clubbed-rules-emphasis5 = 自分の手札
clubbed-rules-emphasis6 = 出す
clubbed-rules-emphasis7 = カードを引く
clubbed-rules = { $emphasis } — 手札を減らしていくゲーム。各 5 枚配り、1 枚を表にして場の山を始めます。
    一番上のカードとスートかランクが同じカード、または任意のクラブを出します。出せるカードがあれば必ず出し、なければ出せるまで 1 枚ずつ引きます。
    { $emphasis2 } を出すと場の山がすべて相手の置き場へ送られ、相手は任意のカードで新しい山を始めます。
    手番のプレイヤーが出せなくなると手札は置き場に加わり、{ $emphasis3 } です。
    { $emphasis4 } 手札は本人だけが見られます。{ $emphasis5 } か { $emphasis6 } で、出せるカードごとのボタン付きで表示されます。{ $emphasis7 } はルール上引けるときだけ出ます。卓上には一番上のカード、置き場、手札と山札の枚数、前の手番が表示され、クラブ送りは告知されます。

clubbed-takes-empty = 山は空です: どのカードからでも始められます
clubbed-takes-any = 一番上 { $top }（表にしたクラブ）: どのカードでも出せます
clubbed-takes-match = 一番上 { $top }: { $suit } か { $rank }、または任意のクラブを出します

clubbed-open = 場の山（{ $n }）: { $takes }
clubbed-stores = 置き場（少ない方が勝ち）: { $a } { $sa } · { $b } { $sb }
clubbed-sizes = 手札: { $a } { $ha } · { $b } { $hb } · 山札: { $stock }
clubbed-last = 前の手番（{ $who }）:{ $what }
clubbed-last-drew = { " " }{ $n } 枚引く →
clubbed-last-played = { $card } を出す
clubbed-last-clubbed = { " " }→ { $victim } の置き場へ { $n } 枚
clubbed-last-refilled = { " " }→ 手札を出し切り { $n } 枚引く
clubbed-drawn = { $who } はこの手番で { $n } 枚引きました。
clubbed-to-play = が出す番
clubbed-act = 出す

clubbed-no-cards = カードなし
clubbed-hand = { $match } · あなたの手札（{ $n }）: { $cards }
clubbed-hand-open = 場の山: { $takes }。
clubbed-their-turn = { $who } の手番です。
clubbed-menu = カードを出す
clubbed-button-play = { $card } を出す
clubbed-button-draw = カードを引く
clubbed-move-club-or-draw = あなたの番: クラブを出すか、カードを引きます（合うカードがありません）。
clubbed-move-play = あなたの番: これらのカードから 1 枚出します。
clubbed-move-draw = 出せるカードがありません: 出せるまで引きます。
clubbed-move-none = 出せるカードがありません。
clubbed-done-draw = カードを 1 枚引きました。
clubbed-done-play = { $card } を出しました。
clubbed-describe-play = { $card } を出す
clubbed-describe-draw = 山札から引く

clubbed-event-clubbed = { $who } が { $victim } にクラブ送り: { $n } 枚が置き場へ（現在 { $store }）。
clubbed-event-ended = { $stuck } は出せず、山札も空です: ゲーム終了。手札は置き場に加わります（{ $a } { $ha }、{ $b } { $hb }）。最終の置き場: { $a } { $sa } · { $b } { $sb }。{ $result }
clubbed-result-win = 置き場のカードが少ない { $winner } の勝ち。
clubbed-result-draw = 置き場が同数: 引き分け。

clubbed-pick-one = カードを 1 枚だけ選んでください。
clubbed-bad-card = `{ $code }` はカードではありません: ランク（2-9、T または 10、J、Q、K、A）に続けてスート（S、H、D、C または ♠ ♥ ♦ ♣）を書いてください。例: `AS`、`10h`。
clubbed-duplicate-card = `{ $code }` が 2 回あります。
clubbed-error-over = ゲームは終わっています。
clubbed-error-not-your-turn = あなたの手番ではありません: 席 { $seat } の番です。
clubbed-error-not-in-hand = { $card } は手札にありません。
clubbed-error-no-match = { $card } は { $top } に合いません: { $top } に合うカードかクラブを出してください。
clubbed-error-must-play = { $top } に合うカードを持っています: 引かずに出してください。
clubbed-error-must-play-any = 場の山はどのカードでも受け付け、あなたはクラブ以外のカードを持っています: 引かずに出してください。
clubbed-error-stock-empty = 山札が空です: 引けません。
