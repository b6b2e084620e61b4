### Glossary (日本語): match = 対戦, player = プレイヤー, rating = レーティング, rated = レート対象,
### achievement = 実績, streak = 連続, puzzle = パズル. Register: です・ます.

### プロフィールカード（キーと変数は locales/en-US/profile.ftl を参照）。

profile-col-game = ゲーム
profile-col-rating = レーティング
profile-col-trend = 最近の対戦
profile-col-rank = 順位
profile-col-record = 勝-敗-分
profile-col-streak = 連続

profile-rank = { $players } 人中 { $rank } 位
profile-unranked = 順位なし
profile-streak-won = { $count } 連勝
profile-streak-lost = { $count } 連敗
profile-streak-none = なし
profile-streak-best = 最高 { $best }
profile-summary = レート対象の対戦 { $matches } 回 · { $record } · 最高連勝 { $best }
profile-no-matches = まだ対戦がありません
profile-no-matches-hint = レート対象の対戦を終えると（{ $challenge }）レーティングがつきます。
profile-achievements = 珍しい実績
profile-achievements-none = まだ実績はありません
profile-rarity = { $percent }%
profile-puzzle-streak = パズル連続正解: { $days } 日

profile-alt = { $name } のプロフィールカードです。
profile-alt-none = レート対象の対戦はまだありません。
profile-alt-provisional = { $rating }（暫定）
profile-alt-game = { $game }: レーティング { $rating } ± { $deviation }、直近 { $count } 回の対戦で { $change }、{ $rank }、勝-敗-分 { $record }、連続 { $streak }。
profile-alt-achievements = 珍しい実績: { $list }。
profile-alt-puzzle = パズル連続正解: { $days } 日。

profile-post = { $player } のプロフィールカード
profile-web = ウェブのプロフィール

cmd-profile = プロフィール
cmd-profile-description = プレイヤーのプロフィールカードを画像で投稿します（指定しなければ自分のもの）。
cmd-profile-member = メンバー
cmd-profile-member-description = 誰のプロフィールか（空欄なら自分）
