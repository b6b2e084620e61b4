//! The words for the service's refusals: the core returns a typed error per domain, and
//! this is the one place each is worded for Discord, a `match` per domain (mentions and
//! bold are added here, never in the core), so a catalogue lookup can replace each later.

use super::text::{mention, sentence_in};
use crate::model::deathmatch::HostError;
use crate::model::seasons::{SeasonError, ALL_TIME, MAX_NAME_CHARS};
use crate::model::settings::{
    SettingError, MAX_CHALLENGE_EXPIRY, MAX_CHECKIN_HOURS, MAX_LISTED, MAX_MIN_GAMES,
    MAX_REMINDERS, MAX_STRIKES, MIN_CHALLENGE_EXPIRY,
};
use crate::model::tournaments::{Status, TournamentError};
use crate::model::when::WhenError;
use crate::model::{MatchId, MAX_TARGET, MAX_TURN_SECONDS, MIN_TURN_SECONDS};
use crate::service::ServiceError;
use crate::words::{plain, text, Args, Lang};

/// A user's own mistake, in English words (the tests' reading of [`refusal_in`]).
#[cfg(test)]
pub fn refusal(error: &ServiceError) -> String {
    refusal_in(Lang::ENGLISH, error)
}

/// A user's own mistake, in words for them in `lang` (their own language: a refusal is
/// theirs alone). Every variant is named here, so that a new one does not compile until it
/// has its words.
pub fn refusal_in(lang: Lang, error: &ServiceError) -> String {
    use ServiceError as E;
    let none = Args::new;
    let practice = format!("/{}", plain(lang, "cmd-practice"));
    let (key, args) = match error {
        E::Host(e) => return host(lang, e),
        E::Tournament(e) => return tournament(lang, e),
        E::Season(e) => return season(lang, e),
        E::Setting(e) => return sentence_in(lang, &setting(lang, e)),
        E::Schedule(e) => return super::views::schedule::refusal(lang, e),
        // A move the table or the game refused: the game's own words.
        E::Rule(refused) => return super::games::explain(lang, refused),
        E::Storage(e) => return storage(lang, e),
        E::ChallengeBot => ("refusal-challenge-bot", none().str("practice", &practice)),
        E::BotBusy { game, id } => (
            "refusal-bot-busy",
            none().str("game", game.title()).num("match", *id),
        ),
        E::BadTarget => ("refusal-bad-target", none().num("max", MAX_TARGET)),
        E::BadTurnSeconds => (
            "refusal-bad-turn-seconds",
            none()
                .num("min", MIN_TURN_SECONDS)
                .num("max", MAX_TURN_SECONDS),
        ),
        E::ChallengeClosed(status) => (
            "refusal-challenge-closed",
            none().str("status", status.as_str()),
        ),
        E::NotYourChallenge(who) => ("refusal-not-your-challenge", none().str("who", who.code())),
        E::Voided { reason } => ("refusal-voided", none().str("reason", reason)),
        E::GameOff(game) => ("refusal-game-off", none().str("game", game.title())),
        E::ChallengeSelf => ("refusal-challenge-self", none()),
        E::AlreadyPending => ("refusal-already-pending", none()),
        E::OpenPending => ("refusal-open-pending", none()),
        E::OpenDecline => ("refusal-open-decline", none()),
        E::OwnChallenge => ("refusal-own-challenge", none()),
        E::NotOverYet => ("refusal-not-over-yet", none()),
        E::NoSuchChallenge => ("refusal-no-such-challenge", none()),
        E::NoSuchMatch => ("refusal-no-such-match", none()),
        E::MatchOver => ("refusal-match-over", none()),
        E::MatchNotOver => ("refusal-match-not-over", none()),
        E::OtherServer => ("refusal-other-server", none()),
        E::NotAPlayer { .. } => ("refusal-not-a-player", none()),
        E::NotYourTurn { .. } => ("refusal-not-your-turn", none()),
        E::Stale { .. } => ("refusal-stale", none()),
        E::ShuttingDown => ("refusal-shutting-down", none()),
        E::Paused => ("refusal-paused", none()),
    };
    text(lang, key, &args)
}

/// A storage failure: the failure itself is for the logs, not for the user.
fn storage(lang: Lang, error: &anyhow::Error) -> String {
    tracing::error!("storage: {error:#}");
    plain(lang, "play-storage")
}

/// A setting's value refused, in words for the server's admin in `lang` (a fragment: the
/// caller capitalises it, or puts the setting's name before it).
pub fn setting(lang: Lang, error: &SettingError) -> String {
    use SettingError as E;
    let (key, args) = match error {
        E::TurnSeconds => (
            "setting-error-turn",
            Args::new()
                .num("min", MIN_TURN_SECONDS)
                .num("max", MAX_TURN_SECONDS),
        ),
        E::MaxStrikes => ("setting-error-strikes", Args::new().num("max", MAX_STRIKES)),
        E::ChallengeExpiry => (
            "setting-error-expiry",
            Args::new()
                .num("min", MIN_CHALLENGE_EXPIRY)
                .num("max", MAX_CHALLENGE_EXPIRY),
        ),
        E::MinGames => (
            "setting-error-min-games",
            Args::new().num("max", MAX_MIN_GAMES),
        ),
        E::TooMany => ("setting-error-too-many", Args::new().num("max", MAX_LISTED)),
        E::NoGame => ("setting-error-no-game", Args::new()),
        E::TimeZone(WhenError::UnknownZone(zone)) => {
            ("setting-error-zone", Args::new().str("zone", zone))
        }
        // A zone is refused only as unknown; any other reading error as schedules word it.
        E::TimeZone(other) => return super::views::schedule::when_refusal(lang, other),
        E::Reminders => (
            "setting-error-reminders",
            Args::new().num("max", MAX_REMINDERS),
        ),
        E::CheckIn => (
            "setting-error-checkin",
            Args::new().num("max", MAX_CHECKIN_HOURS),
        ),
        E::Malformed(key) => {
            let name = super::views::settings::key_title(lang, *key);
            return text(
                lang,
                "setting-error-malformed",
                &Args::new().str("setting", &name),
            );
        }
    };
    text(lang, key, &args)
}

/// A Death Match command refused, in words for its host in `lang`.
pub fn host(lang: Lang, error: &HostError) -> String {
    use HostError as E;
    let max = |key: &str, max: usize| text(lang, key, &Args::new().num("max", max));
    let id = |key: &str, id: &MatchId| text(lang, key, &Args::new().str("id", &id.to_string()));
    match error {
        E::ReasonTooLong { max: m } => max("dm-refusal-reason-too-long", *m),
        E::ReserveTooLong { max: m } => max("dm-refusal-reserve-too-long", *m as usize),
        E::EventTooLong { max: m } => max("dm-refusal-event-too-long", *m),
        E::BadAddedTime { max: m } => max("dm-refusal-bad-added-time", *m as usize),
        E::NotADeathMatch { id: m } => id("dm-refusal-not-a-death-match", m),
        E::NotTheHost { id: m } => id("dm-refusal-not-the-host", m),
        E::NoReason => text(lang, "dm-refusal-no-reason", &Args::new()),
        E::SamePlayers => text(lang, "dm-refusal-same-players", &Args::new()),
        E::HostPlays => text(lang, "dm-refusal-host-plays", &Args::new()),
        E::ReserveUntimed => text(lang, "dm-refusal-reserve-untimed", &Args::new()),
        E::AlreadyPaused => text(lang, "dm-refusal-already-paused", &Args::new()),
        E::NotPaused => text(lang, "dm-refusal-not-paused", &Args::new()),
        E::Untimed => text(lang, "dm-refusal-untimed", &Args::new()),
        E::NoClockRunning => text(lang, "dm-refusal-no-clock", &Args::new()),
        E::AwardToOutsider => text(lang, "dm-refusal-award-to-outsider", &Args::new()),
        E::NothingToAward => text(lang, "dm-refusal-nothing-to-award", &Args::new()),
        E::NoRematch => text(lang, "dm-refusal-no-rematch", &Args::new()),
    }
}

/// A tournament command refused, in words for whoever asked, in `lang` (theirs).
pub fn tournament(lang: Lang, error: &TournamentError) -> String {
    use TournamentError as E;
    let n = |v: &dyn ToString| v.to_string();
    let (key, args): (&str, Vec<(&'static str, String)>) = match error {
        E::NoReason => ("tournament-error-no-reason", vec![]),
        E::ReasonTooLong { max } => ("tournament-error-reason-too-long", vec![("max", n(max))]),
        E::BadName { max } => ("tournament-error-bad-name", vec![("max", n(max))]),
        E::RoundsNotSwiss { format } => (
            "tournament-error-rounds-not-swiss",
            vec![(
                "format",
                super::views::tournament::format_name(lang, *format, true),
            )],
        ),
        E::BadRounds { max } => ("tournament-error-bad-rounds", vec![("max", n(max))]),
        E::BadTurnSeconds { min, max } => (
            "tournament-error-bad-turn-seconds",
            vec![("min", n(min)), ("max", n(max))],
        ),
        E::BadMaxPlayers { min, max } => (
            "tournament-error-bad-max-players",
            vec![("min", n(min)), ("max", n(max))],
        ),
        E::BadSignupMinutes { max } => {
            ("tournament-error-bad-signup-minutes", vec![("max", n(max))])
        }
        E::NoSuchTournament { tournament } => {
            ("tournament-error-no-such", vec![("id", n(tournament))])
        }
        E::NotOnThisServer { tournament } => {
            ("tournament-error-not-here", vec![("id", n(tournament))])
        }
        E::NotSigningUp { tournament, status } => (
            "tournament-error-not-signing-up",
            vec![
                ("id", n(tournament)),
                ("why", closed_because(lang, *status)),
            ],
        ),
        E::AlreadyJoined { tournament } => (
            "tournament-error-already-joined",
            vec![("id", n(tournament))],
        ),
        E::Full {
            tournament,
            players,
        } => (
            "tournament-error-full",
            vec![("id", n(tournament)), ("players", n(players))],
        ),
        E::LeaveStarted { tournament } => {
            let drop =
                ["cmd-tournament", "cmd-tournament-drop"].map(|k| crate::words::plain(lang, k));
            (
                "tournament-error-leave-started",
                vec![
                    ("id", n(tournament)),
                    ("drop", format!("/{}", drop.join(" "))),
                ],
            )
        }
        E::NotSignedUp { tournament } => (
            "tournament-error-not-signed-up",
            vec![("id", n(tournament))],
        ),
        E::TooFew {
            tournament,
            players,
            min,
        } => (
            "tournament-error-too-few",
            vec![
                ("id", n(tournament)),
                ("min", n(min)),
                ("players", n(players)),
            ],
        ),
        E::NotAnEntrant { tournament, player } => (
            "tournament-error-not-an-entrant",
            vec![("id", n(tournament)), ("player", mention(*player))],
        ),
        E::AlreadyDropped { tournament, player } => (
            "tournament-error-already-dropped",
            vec![("id", n(tournament)), ("player", mention(*player))],
        ),
        E::Over { tournament, status } => (
            "tournament-error-over",
            vec![
                ("id", n(tournament)),
                ("why", closed_because(lang, *status)),
            ],
        ),
        E::AwardToOutsider { match_id } => (
            "tournament-error-award-to-outsider",
            vec![("match", n(match_id))],
        ),
        E::NotATournamentMatch { match_id } => (
            "tournament-error-not-a-tournament-match",
            vec![("match", n(match_id))],
        ),
    };
    let args = args
        .iter()
        .fold(Args::new(), |all, (name, value)| all.str(name, value));
    text(lang, key, &args)
}

/// A season command or option refused, in words for the member who gave it, in `lang`.
pub fn season(lang: Lang, error: &SeasonError) -> String {
    let all = format!("`{ALL_TIME}`");
    let args = Args::new().str("all", &all);
    match error {
        SeasonError::BadName => text(
            lang,
            "season-error-bad-name",
            &args.num("max", MAX_NAME_CHARS),
        ),
        SeasonError::ReservedName => text(lang, "season-error-reserved", &args),
        SeasonError::NameTaken(name) => text(
            lang,
            "season-error-taken",
            &args.str("season", &format!("**{name}**")),
        ),
        SeasonError::NoneOpen => text(
            lang,
            "season-error-none-open",
            &args.str("start", &super::lang::command(lang, "season start")),
        ),
        SeasonError::NoSuchSeason(name) => text(
            lang,
            "season-error-no-such",
            &args.str("season", &format!("**{name}**")),
        ),
    }
}

/// Why a tournament takes no more players, in `lang`.
fn closed_because(lang: Lang, status: Status) -> String {
    let key = match status {
        Status::Signup => "tournament-closed-signing-up",
        Status::Playing => "tournament-closed-started",
        Status::Finished => "tournament-closed-over",
        Status::Cancelled => "tournament-closed-called-off",
    };
    crate::words::plain(lang, key)
}

/// What to tell someone whose /replay (or a click on a replay) was refused, in their
/// `lang`; `None` for the bot's own failures.
pub fn replay(lang: Lang, error: &ServiceError, id: MatchId) -> Option<String> {
    let args = Args::new().num("id", id);
    Some(match error {
        ServiceError::NoSuchMatch => text(lang, "play-replay-no-match", &args),
        ServiceError::OtherServer => text(lang, "play-replay-other-server", &args),
        ServiceError::MatchNotOver => text(lang, "play-replay-under-way", &args),
        ServiceError::Voided { reason } => {
            text(lang, "play-replay-voided", &args.str("reason", reason))
        }
        // No words of a replay's own: the caller passes these on, to be answered as any
        // other refusal ([`refusal_in`]) or, for storage, logged with an apology.
        ServiceError::Storage(_)
        | ServiceError::ChallengeSelf
        | ServiceError::ChallengeBot
        | ServiceError::BotBusy { .. }
        | ServiceError::AlreadyPending
        | ServiceError::OpenPending
        | ServiceError::OpenDecline
        | ServiceError::OwnChallenge
        | ServiceError::NotOverYet
        | ServiceError::BadTarget
        | ServiceError::BadTurnSeconds
        | ServiceError::ChallengeClosed(_)
        | ServiceError::NotYourChallenge(_)
        | ServiceError::NoSuchChallenge
        | ServiceError::MatchOver
        | ServiceError::NotAPlayer { .. }
        | ServiceError::NotYourTurn { .. }
        | ServiceError::Stale { .. }
        | ServiceError::Rule(_)
        | ServiceError::ShuttingDown
        | ServiceError::Paused
        | ServiceError::Host(_)
        | ServiceError::Tournament(_)
        | ServiceError::Schedule(_)
        | ServiceError::Setting(_)
        | ServiceError::Season(_)
        | ServiceError::GameOff(_) => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::tournaments::Format;

    /// Every Death Match refusal, in the words hosts were shown when the service worded
    /// them itself (capitalised and ended with a full stop by the Discord layer).
    #[test]
    fn every_host_refusal_is_worded_as_before() {
        let cases = [
            (
                HostError::NoReason,
                "Give a reason: it is posted with the action.",
            ),
            (
                HostError::ReasonTooLong { max: 300 },
                "The reason is too long: at most 300 characters.",
            ),
            (
                HostError::SamePlayers,
                "The EC and the DMO must be two different players.",
            ),
            (
                HostError::HostPlays,
                "The host referees and does not play: pick two other players.",
            ),
            (
                HostError::ReserveTooLong { max: 86400 },
                "Reserve_seconds must be 0 to 86400.",
            ),
            (
                HostError::ReserveUntimed,
                "A reserve needs a turn clock: set turn_seconds too.",
            ),
            (
                HostError::EventTooLong { max: 100 },
                "The event name is too long: at most 100 characters.",
            ),
            (
                HostError::NotADeathMatch { id: 7 },
                "Match #7 is not a Death Match.",
            ),
            (
                HostError::NotTheHost { id: 7 },
                "Only the host of Match #7 can do that.",
            ),
            (HostError::AlreadyPaused, "The match is already paused."),
            (HostError::NotPaused, "The match is not paused."),
            (
                HostError::BadAddedTime { max: 86400 },
                "Seconds must be 1 to 86400.",
            ),
            (
                HostError::Untimed,
                "This match is untimed: there is no clock to add to.",
            ),
            (HostError::NoClockRunning, "No clock is running."),
            (
                HostError::AwardToOutsider,
                "Award the match to one of its two players.",
            ),
            (
                HostError::NothingToAward,
                "A challenge match has no host: nothing to award.",
            ),
            (
                HostError::NoRematch,
                "A Death Match has no rematch: its host starts the next one.",
            ),
        ];
        for (error, words) in cases {
            assert_eq!(host(Lang::ENGLISH, &error), words, "{error:?}");
            assert_eq!(refusal(&ServiceError::Host(error)), words);
        }
    }

    /// Every tournament refusal, in the words players and organisers were shown when the
    /// service worded them itself; the mentions are added here.
    #[test]
    fn every_tournament_refusal_is_worded_as_before() {
        use TournamentError as E;
        let t = 3;
        let cases = [
            (
                E::NoReason,
                "Give a reason: it is posted with the action.".to_string(),
            ),
            (
                E::ReasonTooLong { max: 300 },
                "The reason is too long: at most 300 characters.".into(),
            ),
            (
                E::BadName { max: 80 },
                "Give the tournament a name of 1 to 80 characters.".into(),
            ),
            (
                E::RoundsNotSwiss {
                    format: Format::RoundRobin,
                },
                "Rounds is for Swiss only: round robin plays as many rounds as it needs.".into(),
            ),
            (
                E::BadRounds { max: 30 },
                "A Swiss tournament plays 1 to 30 rounds.".into(),
            ),
            (
                E::BadTurnSeconds {
                    min: 10,
                    max: 86400,
                },
                "A tournament's matches need a turn clock, so that every round ends: \
                 turn_seconds must be 10 to 86400."
                    .into(),
            ),
            (
                E::BadMaxPlayers { min: 2, max: 256 },
                "Max_players must be 2 to 256.".into(),
            ),
            (
                E::BadSignupMinutes { max: 10080 },
                "Signup_minutes must be 1 to 10080.".into(),
            ),
            (
                E::NoSuchTournament { tournament: t },
                "There is no Tournament #3.".into(),
            ),
            (
                E::NotOnThisServer { tournament: t },
                "There is no Tournament #3 on this server.".into(),
            ),
            (
                E::NotSigningUp {
                    tournament: t,
                    status: Status::Playing,
                },
                "Tournament #3 is not taking players: it has started.".into(),
            ),
            (
                E::AlreadyJoined { tournament: t },
                "You are already in Tournament #3.".into(),
            ),
            (
                E::Full {
                    tournament: t,
                    players: 8,
                },
                "Tournament #3 is full: 8 players.".into(),
            ),
            (
                E::LeaveStarted { tournament: t },
                "Tournament #3 has started: leave it with /tournament drop.".into(),
            ),
            (
                E::NotSignedUp { tournament: t },
                "You are not signed up to Tournament #3.".into(),
            ),
            (
                E::TooFew {
                    tournament: t,
                    players: 1,
                    min: 2,
                },
                "Tournament #3 needs at least 2 players to start; it has 1.".into(),
            ),
            (
                E::NotAnEntrant {
                    tournament: t,
                    player: 42,
                },
                "<@42> is not in Tournament #3.".into(),
            ),
            (
                E::AlreadyDropped {
                    tournament: t,
                    player: 42,
                },
                "<@42> has already dropped out of Tournament #3.".into(),
            ),
            (
                E::Over {
                    tournament: t,
                    status: Status::Cancelled,
                },
                "Tournament #3 is over: it was called off.".into(),
            ),
            (
                E::AwardToOutsider { match_id: 9 },
                "Award Match #9 to one of its two players.".into(),
            ),
            (
                E::NotATournamentMatch { match_id: 9 },
                "Match #9 is not a tournament match on this server.".into(),
            ),
        ];
        for (error, words) in cases {
            assert_eq!(tournament(Lang::ENGLISH, &error), words, "{error:?}");
            assert_eq!(refusal(&ServiceError::Tournament(error)), words);
        }
        for (status, why) in [
            (Status::Signup, "it is still signing up"),
            (Status::Playing, "it has started"),
            (Status::Finished, "it is over"),
            (Status::Cancelled, "it was called off"),
        ] {
            assert_eq!(closed_because(Lang::ENGLISH, status), why);
        }
    }

    /// Every season refusal, in the words members were shown when the model worded them
    /// itself; the bold and the code spans are added here.
    #[test]
    fn every_season_refusal_is_worded_as_before() {
        let cases = [
            (
                SeasonError::BadName,
                "A season's name must be 1 to 100 characters on one line.",
            ),
            (
                SeasonError::ReservedName,
                "`all` names the all-time board: give the season another name.",
            ),
            (
                SeasonError::NameTaken("Spring".into()),
                "This server already has a season called **Spring**: pick another name.",
            ),
            (
                SeasonError::NoneOpen,
                "No season is running on this server: `/season start` opens one.",
            ),
            (
                SeasonError::NoSuchSeason("Three".into()),
                "This server has no season called **Three**: pick one from the list, \
                 or `all` for all time.",
            ),
        ];
        for (error, words) in cases {
            assert_eq!(season(Lang::ENGLISH, &error), words, "{error:?}");
            assert_eq!(refusal(&ServiceError::Season(error)), words);
        }
    }

    /// The core's own words stay in the logs: no refusal carries Discord markup there.
    #[test]
    fn the_core_messages_carry_no_discord_markup() {
        let logged = [
            ServiceError::Tournament(TournamentError::NotAnEntrant {
                tournament: 3,
                player: 42,
            })
            .to_string(),
            ServiceError::Host(HostError::NotTheHost { id: 7 }).to_string(),
            ServiceError::Season(SeasonError::NameTaken("Spring".into())).to_string(),
            ServiceError::Season(SeasonError::NoneOpen).to_string(),
        ];
        for text in logged {
            assert!(
                !text.contains("<@") && !text.contains("**") && !text.contains('`'),
                "{text}"
            );
        }
    }

    /// Other refusals keep the service's own sentence.
    #[test]
    fn other_refusals_are_the_services_sentence() {
        assert_eq!(
            refusal(&ServiceError::ChallengeSelf),
            "You cannot challenge yourself."
        );
    }

    #[test]
    fn replay_refusals_say_why_and_storage_errors_are_not_shown() {
        assert_eq!(
            replay(Lang::ENGLISH, &ServiceError::OtherServer, 4).unwrap(),
            "Match #4 was played on another server: replay it there."
        );
        assert!(replay(Lang::ENGLISH, &ServiceError::MatchNotOver, 4)
            .unwrap()
            .starts_with("Match #4 is still under way"));
        assert_eq!(
            replay(
                Lang::ENGLISH,
                &ServiceError::Voided {
                    reason: "no show".into()
                },
                4
            )
            .unwrap(),
            "Match #4 was voided by its host (no show): it has no result, and no replay."
        );
        let storage = ServiceError::Storage(anyhow::anyhow!("disk full"));
        assert_eq!(replay(Lang::ENGLISH, &storage, 4), None);
    }
}
