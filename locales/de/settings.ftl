### Glossary (Deutsch): server = Server, post = Beitrag, panel = Panel, language = Sprache.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = Deutsch
settings-language-server = Sprache des Discord-Servers
settings-language-button = Sprache: { $language }
settings-language-title = Die Sprache der Beiträge dieses Servers
settings-language-explain = Tische, Ergebnisse, Ranglisten und Saison-Neuigkeiten werden in ihr gepostet. Was nur ein Mitglied sieht (Panels, private Antworten), bleibt in dessen eigener Discord-Sprache.
settings-language-placeholder = Die Sprache der Beiträge dieses Servers
settings-language-set = Die Beiträge dieses Servers sind jetzt auf { $language }.
settings-language-follows = Die Beiträge dieses Servers folgen wieder seiner Discord-Sprache.
settings-language-unknown = diese Sprache spricht der Bot nicht
