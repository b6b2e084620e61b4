### Glossary (polski): tournament = turniej, sign-up = zapisy, round = runda,
### standings = tabela, bye = wolny los (pauza), seed = rozstawienie,
### organiser = organizator, match = partia, W-L-D = W-P-R, Swiss = system szwajcarski,
### single elimination = system pucharowy, round robin = system kołowy.
### Buchholz i SB (Sonneborn-Berger) zostają bez zmian.

### Tournaments (keys and variables: see locales/en-US/tournament.ftl).

## Formats and what a tournament plays
tournament-format-swiss = System szwajcarski
tournament-format-single-elimination = System pucharowy
tournament-format-round-robin = System kołowy
tournament-format-in-sentence-swiss = system szwajcarski
tournament-format-in-sentence-single-elimination = system pucharowy
tournament-format-in-sentence-round-robin = system kołowy
tournament-heading = Turniej #{ $id } · { $name }
tournament-target = do { $target }
tournament-turn = { $seconds } s na ruch
tournament-rated = rankingowy
tournament-not-rated = nierankingowy

## The public message
tournament-join = Dołącz
tournament-leave = Wypisz się
tournament-called-off-before = Odwołany przed startem (zapisanych graczy: { $count }).
tournament-round-of = Runda { $round } z { $rounds } · organizuje { $organiser }
tournament-finished-after-emphasis = tabela końcowa
tournament-finished-after = Zakończony po rundzie { $round } · organizuje { $organiser } · { $emphasis }
tournament-signup = Organizuje { $organiser }. Zapisy zamykają się { $relative } albo gdy organizator wystartuje turniej ({ $start }).
tournament-signed-up-emphasis = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
   *[many] { $count } graczy
}
tournament-signed-up = Zapisanych: { $emphasis } (najwyżej { $max })
tournament-signed-up-names-emphasis = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
   *[many] { $count } graczy
}
tournament-signed-up-names = Zapisanych: { $emphasis } (najwyżej { $max }): { $names }
tournament-and-more = i jeszcze { $count }
tournament-round = Runda { $round }
tournament-more-boards = …i jeszcze stołów: { $count }
tournament-bye = { $player } ma wolny los (wygrana)
tournament-through = { $player } przechodzi dalej bez gry
tournament-match = Partia #{ $match }
tournament-a-match = partia
tournament-board = { $match }: { $a } kontra { $b } — { $state }
tournament-won-by = wygrywa { $player }
tournament-drawn = remis
tournament-decided = rozstrzygnięta
tournament-over-state = zakończona
tournament-playing = w toku
tournament-dropped = (poza turniejem)
tournament-line-elimination = rozstawienie { $seed } · wygrane: { $wins } · { $in ->
    [yes] wciąż w grze
   *[no] już poza grą
}
tournament-line-points = { $points } { $unit ->
    [one] pkt
   *[other] pkt
} · Buchholz { $buchholz } · SB { $sb } · partie: { $games } ({ $record }{ $byes ->
    [0] {""}
   *[other] , wolne losy: { $byes }
})
tournament-legend = -# Partie: W-P-R, wygrane-przegrane-remisy.
tournament-pages = Tabela, strona { $page } z { $pages } (graczy: { $players }) · { $command } — strona { $next }
tournament-web = Strona na żywo w sieci

## Posts in the channel
tournament-reason = Powód: { $reason }
tournament-started = 🏁 { $name } wystartował ({ $how }): graczy: { $players }, rund: { $rounds }, { $format }. Przekroczenie czasu oznacza walkower, więc każda runda się kończy.
tournament-started-by = wystartował go organizator { $by }
tournament-started-closed = zapisy się zamknęły
tournament-cancelled-too-few = ❌ { $name } odwołany: zapisy zamknęły się z liczbą graczy { $players }, a potrzeba co najmniej 2.
tournament-cancelled-by = ❌ { $name } odwołał organizator { $by }.{ $reason }
tournament-paired = 📋 { $name } · runda { $round } z { $rounds }:
tournament-pairing = { $a } kontra { $b }
tournament-pairing-match = { $match }: { $a } kontra { $b }
tournament-replayed = 🔁 { $name } · runda { $round }: partia #{ $old } między { $a } a { $b } { $voided ->
    [yes] została unieważniona
   *[no] zakończyła się remisem
}, więc grają ponownie: { $new }.
tournament-dropped-out = 🚪 { $player } wycofuje się z turnieju { $name }.{ $forfeit }{ $reason }
tournament-dropped-by = 🚪 Organizator { $by } wycofał { $player } z turnieju { $name }.{ $forfeit }{ $reason }
tournament-forfeited = Partia #{ $match } przegrana walkowerem.
tournament-awarded = ⚖️ { $name }: organizator { $by } przyznał partię #{ $match } graczowi { $winner }.{ $reason }
tournament-a-player = jednemu z graczy
tournament-voided = ⚖️ { $name }: organizator { $by } unieważnił partię #{ $match }; jej gracze grają ponownie.{ $reason }
tournament-over = 🏆 { $name } zakończony. Tabela końcowa:
tournament-over-by = 🏆 { $name } zakończony (zakończył go organizator { $by }).{ $reason } Tabela końcowa:

## Replies
tournament-reply-created = { $tournament } jest otwarty: zapisy są na tym kanale. Startuje { $relative } albo gdy użyjesz { $start }.
tournament-reply-started = { $tournament } wystartował: runda 1 jest na tym kanale.
tournament-reply-you-off-signup-emphasis = Turnieju #{ $id }
tournament-reply-you-off-signup = Nie ma cię już na liście zapisanych do { $emphasis }.
tournament-reply-off-signup-emphasis = Turnieju #{ $id }
tournament-reply-off-signup = Gracza { $player } nie ma już na liście zapisanych do { $emphasis }.
tournament-reply-you-out-emphasis = Turnieju #{ $id }
tournament-reply-you-out = Nie grasz już w { $emphasis }: bez dalszych par, a trwająca partia jest przegrana walkowerem.
tournament-reply-out-emphasis = Turnieju #{ $id }
tournament-reply-out = { $player } nie gra już w { $emphasis }: bez dalszych par, a trwająca partia jest przegrana walkowerem.
tournament-reply-awarded = Partia #{ $match } przyznana graczowi { $player }; opublikowano to z twoim powodem.
tournament-reply-voided = Partia #{ $match } unieważniona; jej gracze zagrają nową partię.
tournament-reply-called-off-emphasis = Turniej #{ $id }
tournament-reply-called-off = { $emphasis } odwołany.
tournament-reply-over-emphasis = Turniej #{ $id }
tournament-reply-over = { $emphasis } zakończony: tabela końcowa jest opublikowana.
tournament-list-empty = Na tym serwerze nie ma jeszcze turniejów. Organizator otwiera turniej przez { $create }.
tournament-list-title = Turnieje na tym serwerze (najnowsze najpierw):
tournament-list-signing-up = trwają zapisy, start { $relative }
tournament-list-round = runda { $round } z { $rounds }
tournament-list-finished = zakończony
tournament-list-called-off = odwołany
tournament-no-page = Tabela Turnieju #{ $id } ma { $pages ->
    [one] jedną stronę
   *[other] strony od 1 do { $pages }
}: nie ma strony { $page }.
tournament-joined-emphasis = Turnieju #{ $id } · { $name }
tournament-joined = Jesteś w { $emphasis }. Twoje partie pojawiają się tutaj, z twoją wzmianką, gdy każda runda zostanie skojarzona.
tournament-left-emphasis = Turnieju #{ $id } · { $name }
tournament-left = Twój zapis do { $emphasis } jest anulowany. Możesz wrócić, póki zapisy są otwarte.

## Refusals
tournament-error-no-reason = Podaj powód: jest publikowany razem z akcją.
tournament-error-reason-too-long = Powód jest za długi: najwyżej { $max } znaków.
tournament-error-bad-name = Nadaj turniejowi nazwę od 1 do { $max } znaków.
tournament-error-rounds-not-swiss = Liczba rund dotyczy tylko systemu szwajcarskiego: { $format } gra tyle rund, ile trzeba.
tournament-error-bad-rounds = Turniej w systemie szwajcarskim ma od 1 do { $max } rund.
tournament-error-bad-turn-seconds = Partie turnieju potrzebują zegara na ruch, żeby każda runda się kończyła: turn_seconds musi wynosić od { $min } do { $max }.
tournament-error-bad-max-players = Max_players musi wynosić od { $min } do { $max }.
tournament-error-bad-signup-minutes = Signup_minutes musi wynosić od 1 do { $max }.
tournament-error-no-such = Nie ma Turnieju #{ $id }.
tournament-error-not-here = Na tym serwerze nie ma Turnieju #{ $id }.
tournament-error-not-signing-up = Turniej #{ $id } nie przyjmuje graczy: { $why }.
tournament-error-already-joined = Już jesteś w Turnieju #{ $id }.
tournament-error-full = Turniej #{ $id } jest pełny: graczy: { $players }.
tournament-error-leave-started = Turniej #{ $id } już wystartował: wycofaj się przez { $drop }.
tournament-error-not-signed-up = Nie ma cię na liście zapisanych do Turnieju #{ $id }.
tournament-error-too-few = Turniej #{ $id } potrzebuje co najmniej { $min } graczy do startu; ma { $players }.
tournament-error-not-an-entrant = { $player } nie gra w Turnieju #{ $id }.
tournament-error-already-dropped = Gracz { $player } już wycofał się z Turnieju #{ $id }.
tournament-error-over = Turniej #{ $id } jest zakończony: { $why }.
tournament-error-award-to-outsider = Przyznaj partię #{ $match } jednemu z jej dwóch graczy.
tournament-error-not-a-tournament-match = Partia #{ $match } nie jest partią turniejową na tym serwerze.
tournament-closed-signing-up = wciąż trwają zapisy
tournament-closed-started = już wystartował
tournament-closed-over = już się zakończył
tournament-closed-called-off = został odwołany
