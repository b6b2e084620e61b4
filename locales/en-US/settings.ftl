### /settings: the language of the server's posts (the rest of the panel is not in the
### catalogue yet). Read by the admin, in their own language.

# This language's own name, as it is listed to everyone (not translated: each locale
# gives its own).
settings-language-name = English
settings-language-server = Discord server language
settings-language-button = Language: { $language }
settings-language-title = The language of this server's posts
settings-language-explain = Tables, results, boards and season news are posted in it. What one member alone sees (panels, private answers) stays in that member's own Discord language.
settings-language-placeholder = The language of this server's posts
settings-language-set = This server's posts are now in { $language }.
settings-language-follows = This server's posts follow its Discord language again.
settings-language-unknown = that is not a language the bot speaks
