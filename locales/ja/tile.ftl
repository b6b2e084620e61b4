### Glossary (日本語): tile = タイル, board = 盤面, pool = 山, cell = マス, row = 行,
### column = 列, line = ライン, place = 置く, exchange = 交換, pass = パス, point = 点,
### hand (poker) = 役, match = 対戦, turn = 手番.

### Tile Poker (keys and variables: see locales/en-US/tile.ftl).

tile-category = { $category ->
    [high-card] ハイカード
    [pair] ワンペア
    [two-pair] ツーペア
    [three-of-a-kind] スリーカード
    [straight] ストレート
    [flush] フラッシュ
    [full-house] フルハウス
    [four-of-a-kind] フォーカード
    [straight-flush] ストレートフラッシュ
    [royal-flush] ロイヤルフラッシュ
   *[none] なし
}

tile-line = { $axis ->
    [row] 行
   *[column] 列
} { $tiles } — { $why }
tile-line-too-long = { $n } 枚：6 枚以上のラインは 0 点
tile-line-scores = { $hand }、{ $points }
tile-line-not-highest = ハイカードですが { $tile } は最高位ではありません：0
tile-line-not-part = { $hand }ですが { $tile } は役に含まれません：0
tile-lines-none = 2 枚以上のラインを作りません：0 点
tile-lines-total-emphasis = { $points } 点
tile-lines-total = { $lines } → { $emphasis }

tile-seat-emphasis = { $points } 点
tile-seat = { $who } { $emphasis } · タイル：{ $tiles }
tile-seat-no-tiles = なし
tile-board-pool = 盤面：{ $board } 枚 · 山：{ $pool } 枚
tile-to-place = がタイルを置く番{ $stalls }
tile-stalls = 連続パス・交換：{ $n }/{ $max }
tile-act = プレイ

tile-last-turn = 直前の手番：{ $parts }。
tile-then = { $before }、続いて{ $after }
tile-last-placed = { $who } が { $tile } を { $cell } に配置：{ $lines }
tile-last-drew = { $tile } を引いた
tile-last-exchanged = { $who } が { $returned } を交換し { $drew } を引いた
tile-last-passed = { $who } がパス
tile-last-clock = { $who } は時間切れ：手番スキップ
tile-last-skipped = { $who } はタイルがないためスキップ

tile-result = 52 枚すべて配置されました。最終スコア：{ $a } { $sa } · { $b } { $sb }。{ $tiebreak } { $verdict }
tile-tie-hands = 同点。作った最高の役：{ $a } { $ha } · { $b } { $hb }。
tile-tie-aces = 点数も最高の役（{ $hand }）も同じ。置いたエース：{ $a } { $aa } · { $b } { $ab }。
tile-verdict-win = { $winner } の勝ち。
tile-verdict-draw = 引き分け。

tile-panel = { $match } · あなたの番です。あなたのタイル：{ $tiles }
    山：{ $pool } 枚{ $stalls }。
tile-panel-all = タイルを置くか、山と 1 枚交換するか、パスしてください。
tile-panel-no-exchange = タイルを置くかパスしてください（山が空なので交換不可）。
tile-panel-must-place = 2 回続けてパスまたは交換しました：タイルを置いてください。
tile-reason-pool-empty = 山が空
tile-reason-must-place = 今は置く必要あり
tile-with-reason = { $what }（{ $reason }）
tile-your-tiles = { $match } · あなたのタイル：{ $tiles }。両者の手はテーブルで全員に公開されています。

tile-menu-place = { $tile } を置く
tile-menu-placeholder = タイルを置く…
tile-menu-nothing = 今はどこに置いても 0 点
tile-menu-best = 今の最高：{ $cell } で { $points } 点
tile-cells = { $match } · { $tile } を置く：盤面に印のある空きマス { $n } 個から選ぶ{ $paging }か、ラベルを入力してください。
tile-cells-page = （{ $page }/{ $pages } ページ）
tile-cells-placeholder = { $tile } のマス…
tile-cell-option = { $cell } — { $points } 点
tile-cell-line = { $axis ->
    [row] 行
   *[column] 列
}：{ $hand }
tile-cell-nothing = 得点なし
tile-modal-title = { $tile } を置く：どのマス？
tile-modal-placeholder = 画像のラベル（例：B3）
tile-preview = { $match } · { $tile } を { $cell } に置く：{ $lines }。
    確定すると配置し、山から 1 枚引きます{ $empty ->
        [yes] （山が空：引きなし）
       *[no] {""}
    }。

tile-button-previous = ◀ 前のマス
tile-button-more = 次のマス ▶
tile-button-type = マスを入力
tile-button-other-tile = 別のタイル
tile-button-other-cell = 別のマス
tile-button-confirm-place = 確定：{ $tile } を { $cell } に
tile-button-exchange = タイルを交換
tile-button-pass = パス
tile-button-confirm-exchange = 確定：{ $tile } を交換
tile-button-back = 戻る

tile-exchange = { $match } · どのタイルを山に戻しますか？そのあとランダムに 1 枚引きます。
tile-exchange-option = { $tile } を交換
tile-exchange-placeholder = 交換するタイル…
tile-exchange-confirm = { $match } · { $tile } を交換しますか？山に戻し、ランダムに 1 枚引きます。置かない手番になります（連続 { $max } 回まで）。

tile-describe-place = { $tile } を { $cell } に置く
tile-describe-exchange = { $tile } を山と交換する
tile-describe-pass = パスする

tile-done-place = { $tile } を { $cell } に置きました：{ $points } 点。
tile-done-exchange = { $tile } を交換しました。
tile-done-pass = パスしました。

tile-cell = （行 { $row }、列 { $col }）
tile-pick-one = 1 つ選んでください。
tile-bad-card = `{ $card }` はカードではありません：ランク（2-9、T または 10、J、Q、K、A）に続けてスート（S、H、D、C または ♠ ♥ ♦ ♣）を書いてください。例：`AS`、`10h`。
tile-duplicate-card = `{ $card }` が重複しています。
tile-not-a-cell = 「{ $typed }」は盤面のマスではありません：画像のラベルを入力してください（例：{ $example }）。
tile-error-not-in-hand = { $tile } は手元にありません。
tile-error-cell-taken = { $cell } にはすでに { $tile } があります。
tile-error-not-connected = { $cell } はどのタイルにも接していません：盤面のタイルの隣に置いてください（斜めは不可）。
tile-error-block = { $yes ->
    [yes] { $cell } に置くと { $with } と 2×2 のブロックができます：4 枚のブロックは禁止です。
   *[no] { $cell } に置くと { $with } と 2×2 のブロックができます。
}
tile-error-pool-empty = 山が空です：交換できません。
tile-error-must-place = 2 回続けてパスまたは交換しました：タイルを置く必要があります。
tile-error-game-over = ゲームは終了しています。
tile-error-not-your-turn = あなたの番ではありません：席 { $seat } の番です。

tile-alt-empty = 盤面は空です。
tile-alt-row = { $row } 行目：{ $tiles }。
tile-alt-at = { $cell } に { $tile }

tile-rules-emphasis = Tile Poker
tile-rules-emphasis2 = 置く
tile-rules-emphasis3 = 交換
tile-rules-emphasis4 = パス
tile-rules-emphasis5 = 例：
tile-rules-emphasis6 = 持ち時間：
tile-rules-emphasis7 = スキップ
tile-rules-emphasis8 = Discord では：
tile-rules-emphasis9 = プレイ
tile-rules-emphasis10 = 交換
tile-rules-emphasis11 = パス
tile-rules = { $emphasis } — カード 1 枚につき 1 枚、計 52 枚のタイル。A♠ から盤面が始まります。各プレイヤーは公開タイルを 7 枚持ち、残りは伏せた山です。
    手番では次のどれか：盤面に接するようにタイルを{ $emphasis2 }（2×2 のブロックは作れない）と 1 枚引く／山とタイルを{ $emphasis3 }／{ $emphasis4 }（置かない手番は連続 2 回まで）。
    置いたタイルは、そのラインの最高のポーカー役に関わるとき、通る行と列（各 2〜5 枚）で得点：ハイカードかワンペア 2、ツーペアかスリーカード 3、ストレートかフラッシュ 5、フルハウスかフォーカード 8、ストレートフラッシュ 13。6 枚以上のラインは 0。
    { $emphasis5 } `AS` + `AH` → 2 · `5C 5D` + `KH` → 0、さらに + `KC` → 3 · `5C 5D KH KC` + `5H` → 8。
    52 枚すべて置いた時点で最多得点の人が勝ち。同点なら最高の役、次に置いたエースの数で決まります。
    { $emphasis6 } 時間切れの手番は{ $emphasis7 }。5 回逃すと不戦敗。
    { $emphasis8 } テーブルに盤面の画像（空きマスにラベル A1、B3…）、両者の手、得点、直前の手番が表示されます。{ $emphasis9 }でパネルを開き、タイルを選んでからメニューのマス（得点つき）を選ぶかラベルを入力。確定前にプレビューで得点がわかります。{ $emphasis10 }と{ $emphasis11 }は、ルールで禁止のとき理由を表示します。
