### Glossary (español de España): server = servidor, post = mensaje, panel = panel,
### language = idioma.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = Español
settings-language-server = Idioma del servidor de Discord
settings-language-button = Idioma: { $language }
settings-language-title = El idioma de los mensajes de este servidor
settings-language-explain = Las mesas, los resultados, las clasificaciones y las noticias de temporada se publican en este idioma. Lo que solo ve un miembro (paneles, respuestas privadas) sigue en su propio idioma de Discord.
settings-language-placeholder = El idioma de los mensajes de este servidor
settings-language-set = Los mensajes de este servidor están ahora en { $language }.
settings-language-follows = Los mensajes de este servidor vuelven a seguir su idioma de Discord.
settings-language-unknown = el bot no habla ese idioma
