### Glossary (polski): server = serwer, post = wiadomość, panel = panel, language = język.

### /settings: the admin's private panel, its selects, buttons and forms, and what a change
### answers (keys: see locales/en-US/settings.ftl).

settings-language-name = Polski
settings-language-server = Język serwera Discord
settings-language-button = Język: { $language }
settings-language-title = Język wiadomości tego serwera
settings-language-explain = W tym języku publikowane są stoły, wyniki, rankingi i wieści o sezonach. To, co widzi tylko jeden członek (panele, prywatne odpowiedzi), pozostaje w jego własnym języku Discorda.
settings-language-placeholder = Język wiadomości tego serwera
settings-language-set = Wiadomości tego serwera są teraz w języku: { $language }.
settings-language-follows = Wiadomości tego serwera znów są w jego języku Discorda.
settings-language-unknown = bot nie mówi w tym języku

settings-panel-head-emphasis = Ustawienia tego serwera
settings-panel-head = ⚙️ { $emphasis } (przy każdym widać, czy ustawił je ten serwer, czy obowiązuje domyślne ustawienie bota)
settings-line-own = • { $setting }: { $value } — ten serwer
settings-line-default = • { $setting }: { $value } — domyślne
settings-last-change = Ostatnia zmiana: { $setting }, { $user } { $when }
settings-thread-failure = ⚠️ Wątek partii #{ $match }: { $reason }; partia odbyła się w { $channel }.
settings-thread-loss = { $code ->
    [no-permission] nie udało się go otworzyć, bo bot nie może tworzyć publicznych wątków w { $channel }
    [not-opened] nie udało się go otworzyć
    [deleted] został usunięty w trakcie partii
    [locked] został zablokowany w trakcie partii
    [closed] stał się niedostępny dla bota w trakcie partii
   *[unknown] nie dało się go użyć
}

settings-key-host_roles = Role prowadzących Death Match
settings-key-results_channel = Kanał wyników Death Match
settings-key-puzzle_channel = Kanał codziennych zagadek
settings-key-turn_seconds = Domyślny czas na ruch
settings-key-max_strikes = Pominięte ruchy do walkowera
settings-key-challenge_expiry_seconds = Ważność wyzwania
settings-key-game_channels = Kanały do gier
settings-key-games = Włączone gry
settings-key-threads = Wątki partii
settings-key-min_games = Minimum partii w rankingu
settings-key-web_pages = Strony WWW
settings-key-time_zone = Strefa czasowa
settings-key-reminders = Przypomnienia o wydarzeniach
settings-key-checkin_seconds = Okno check-inu
settings-key-language = Język

settings-value-hosts-default = członkowie z uprawnieniem „Zarządzanie serwerem”
settings-value-role-missing = rola { $role } (brak: usunięta?)
settings-value-channel-missing = kanał { $channel } (brak: usunięty?)
settings-value-no-results-channel = brak: wyniki zostają w kanale partii
settings-value-no-puzzle-channel = brak: codzienne zagadki nie są publikowane
settings-value-untimed = bez limitu czasu
settings-value-never = nigdy
settings-value-any-channel = dowolny kanał
settings-value-every-game = wszystkie gry
settings-value-min-games = { $games ->
    [one] { $games } partia rankingowa
    [few] { $games } partie rankingowe
    [many] { $games } partii rankingowych
   *[other] { $games } partii rankingowej
}
settings-value-pages-off = wyłączone: ten serwer nie ma stron
settings-value-pages-on = włączone: <{ $url }>
settings-value-pages-no-address = włączone (operator bota nie ustawił jeszcze publicznego adresu)
settings-value-zone = { $zone } (dla godzin wpisanych bez strefy)
settings-value-none = brak
settings-value-reminders = { $reminders } przed zaplanowanym wydarzeniem
settings-value-no-checkin = brak: zaplanowane wydarzenia zaczynają się bez check-inu
settings-value-checkin = otwiera się { $duration } przed startem
settings-threads-off = wyłączone: partie toczą się w swoim kanale
settings-threads-deathmatches = tylko Death Matche
settings-threads-every = każda partia

settings-placeholder-hosts = Role prowadzących Death Match (brak: Zarządzanie serwerem)
settings-placeholder-results = Kanał wyników Death Match (brak: kanał partii)
settings-placeholder-channels = Kanały, w których można zaczynać gry (brak: wszystkie)
settings-placeholder-games = Włączone gry
settings-button-threads-off = Wątki partii: wyłączone
settings-button-threads-deathmatches = Wątki partii: Death Matche
settings-button-threads-every = Wątki partii: każda partia
settings-button-numbers = Czas, ruchy, ważność, ranking…
settings-button-pages-on = Strony WWW: włączone
settings-button-pages-off = Strony WWW: wyłączone
settings-button-events = Strefa czasowa, przypomnienia, check-in…

settings-numbers-title = Czas, ruchy, ważność, ranking
settings-numbers-turn = Czas na ruch w sekundach (0: bez limitu)
settings-numbers-strikes = Pominięte ruchy do walkowera (0: nigdy)
settings-numbers-expiry = Ważność wyzwania w sekundach
settings-numbers-games = Ranking: wymagane partie rankingowe
settings-numbers-placeholder = puste: domyślne ustawienie bota
settings-numbers-not-a-number = { $field }: { $text } nie jest liczbą całkowitą

settings-events-title = Zaplanowane wydarzenia
settings-events-zone = Strefa czasowa (puste: UTC)
settings-events-reminders = Przypomnienia przed startem (puste: domyślne)
settings-events-reminders-placeholder = 24h, 1h, 10m (brak: 0)
settings-events-checkin = Okno check-inu (0: brak; puste: 15m)

settings-not-admin = Ustawienia tego serwera mogą zmieniać tylko członkowie z uprawnieniem „Zarządzanie serwerem”. Nic nie zostało zmienione.
settings-refused = ⚠️ { $why } Nic nie zostało zmienione.
settings-hosts-default = Prowadzącymi Death Match znów są członkowie z uprawnieniem „Zarządzanie serwerem”.
settings-hosts = Prowadzący Death Match: { $roles }.
settings-results-channel = Wyniki Death Match trafiają też do { $channel }.
settings-results-none = Wyniki Death Match zostają w kanale swojej partii.
settings-channels-any = Gry można zaczynać w dowolnym kanale.
settings-channels = Gry można zaczynać tylko w { $channels }.
settings-games = Włączone gry: { $games }.
settings-threads = Wątki partii: { $threads }.
settings-pages-off-notice = Strony WWW są wyłączone: adresy tego serwera odpowiadają jak adresy nieznanego serwera.
settings-pages-on-notice = Strony WWW są włączone: <{ $url }>
settings-pages-no-address-notice = Strony WWW są włączone; pojawią się, gdy operator bota ustawi jego publiczny adres ([web] public_url).
settings-nothing = Nie ma czego zmieniać.
settings-changed = Zmieniono: { $settings }.
settings-field-refused = { $setting }: { $why }

settings-not-a-role = to nie jest rola tego serwera
settings-not-a-channel = to nie jest kanał tego serwera
settings-not-a-game = to nie jest żadna z gier
settings-not-text-channel = to nie jest kanał tekstowy tego serwera ({ $channel })
settings-cannot-see = bot nie widzi { $channel }
settings-cannot-play = bot nie może grać w { $channel }: brakuje mu tam uprawnień { $permissions }
settings-too-many-roles = najwyżej { $max } ról
settings-roles-unknown = role tego serwera nie są jeszcze znane: spróbuj ponownie za chwilę
settings-role-not-ours = { $role } nie jest rolą tego serwera
settings-went-wrong = coś poszło nie tak po naszej stronie
settings-placeholder-puzzles = Kanał codziennych zagadek (brak: bez codziennego postu)
settings-puzzle-channel = Codzienne zagadki pojawiają się na { $channel } o północy czasu tego serwera.
settings-puzzle-none = Codzienne zagadki nie są już publikowane.
