### Glossary (Türkçe): server = sunucu, post = mesaj, panel = panel, language = dil.

### /settings: the language of the server's posts (keys: see locales/en-US/settings.ftl).

settings-language-name = Türkçe
settings-language-server = Discord sunucusunun dili
settings-language-button = Dil: { $language }
settings-language-title = Bu sunucunun mesajlarının dili
settings-language-explain = Masalar, sonuçlar, sıralamalar ve sezon haberleri bu dilde paylaşılır. Yalnızca bir üyenin gördükleri (paneller, özel yanıtlar) o üyenin kendi Discord dilinde kalır.
settings-language-placeholder = Bu sunucunun mesajlarının dili
settings-language-set = Bu sunucunun mesajları artık şu dilde: { $language }.
settings-language-follows = Bu sunucunun mesajları yeniden sunucunun Discord dilini izliyor.
settings-language-unknown = bot bu dili konuşmuyor
