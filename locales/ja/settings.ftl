### Glossary (日本語): server = サーバー, post = 投稿, panel = パネル, language = 言語.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = 日本語
settings-language-server = Discord サーバーの言語
settings-language-button = 言語：{ $language }
settings-language-title = このサーバーの投稿の言語
settings-language-explain = テーブル、結果、ランキング、シーズンのお知らせはこの言語で投稿されます。メンバー本人だけに見えるもの（パネル、非公開の返信）は、そのメンバー自身の Discord の言語のままです。
settings-language-placeholder = このサーバーの投稿の言語
settings-language-set = このサーバーの投稿は { $language } になりました。
settings-language-follows = このサーバーの投稿は再びサーバーの Discord の言語に従います。
settings-language-unknown = ボットはその言語に対応していません
