### Glossary (русский): server = сервер, post = сообщение, panel = панель, language = язык.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = Русский
settings-language-server = Язык Discord-сервера
settings-language-button = Язык: { $language }
settings-language-title = Язык сообщений этого сервера
settings-language-explain = На нём публикуются столы, результаты, таблицы и новости сезонов. То, что видит только один участник (панели, личные ответы), остаётся на его собственном языке Discord.
settings-language-placeholder = Язык сообщений этого сервера
settings-language-set = Сообщения этого сервера теперь на языке: { $language }.
settings-language-follows = Сообщения этого сервера снова следуют его языку Discord.
settings-language-unknown = бот не говорит на этом языке
