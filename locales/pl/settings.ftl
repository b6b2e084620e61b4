### Glossary (polski): server = serwer, post = wiadomość, panel = panel, language = język.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = Polski
settings-language-server = Język serwera Discord
settings-language-button = Język: { $language }
settings-language-title = Język wiadomości tego serwera
settings-language-explain = W tym języku publikowane są stoły, wyniki, rankingi i wieści o sezonach. To, co widzi tylko jeden członek (panele, prywatne odpowiedzi), pozostaje w jego własnym języku Discorda.
settings-language-placeholder = Język wiadomości tego serwera
settings-language-set = Wiadomości tego serwera są teraz w języku: { $language }.
settings-language-follows = Wiadomości tego serwera znów są w jego języku Discorda.
settings-language-unknown = bot nie mówi w tym języku
