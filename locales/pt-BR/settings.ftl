### Glossary (português do Brasil): server = servidor, post = mensagem, panel = painel,
### language = idioma.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = Português (Brasil)
settings-language-server = Idioma do servidor do Discord
settings-language-button = Idioma: { $language }
settings-language-title = O idioma das mensagens deste servidor
settings-language-explain = Mesas, resultados, rankings e notícias de temporada são publicados nele. O que só um membro vê (painéis, respostas privadas) continua no idioma do Discord desse membro.
settings-language-placeholder = O idioma das mensagens deste servidor
settings-language-set = As mensagens deste servidor agora estão em { $language }.
settings-language-follows = As mensagens deste servidor voltam a seguir o idioma do Discord dele.
settings-language-unknown = o bot não fala esse idioma
