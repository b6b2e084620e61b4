### Glossary (français) : server = serveur, post = message, panel = panneau, language = langue.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = Français
settings-language-server = Langue du serveur Discord
settings-language-button = Langue : { $language }
settings-language-title = La langue des messages de ce serveur
settings-language-explain = Les tables, résultats, classements et annonces de saison sont publiés dans cette langue. Ce qu'un membre est seul à voir (panneaux, réponses privées) reste dans sa propre langue Discord.
settings-language-placeholder = La langue des messages de ce serveur
settings-language-set = Les messages de ce serveur sont désormais en { $language }.
settings-language-follows = Les messages de ce serveur suivent à nouveau sa langue Discord.
settings-language-unknown = le bot ne parle pas cette langue
