//! One room per game: the [`GameUi`] trait, implemented once per game in this folder, and
//! the one place that matches on the game ([`ui_games!`]). A game's UI only ever receives
//! [`MatchInfo`] plus the public view or its own seat's view, never the full table, so a
//! hidden card cannot reach the wrong message: no value that holds it is in reach.

pub mod controls;
pub mod puzzle;

pub use super::text::{mention, sentence};
pub use super::views::Screen;
use crate::model::{
    AnyEvents, AnyMove, AnyPublic, AnyRuleError, AnyView, AwardReason, Hosted, MatchInfo,
    TableError,
};
use crate::rules::{EndReason, GameKind, Outcome, Seat};
use crate::words::{plain, text, Args, Lang};
use serenity::all::{CreateActionRow, CreateInputText, CreateModal, InputTextStyle};

pub use clash::rank_report;

/// What came with a game component: a click, a select's values or a form's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Click,
    Select(Vec<String>),
    Modal(String),
}

/// What a game makes of an input.
pub enum Step<M> {
    /// Show this in place of the panel the input came from.
    Show(Screen),
    /// Open a form.
    Modal(CreateModal),
    /// Play the move; `done` tells the mover once it is committed.
    Play { mv: M, done: String },
}

impl<M> Step<M> {
    /// The same step with its move (if it plays one) made by `wrap`, e.g. into [`AnyMove`].
    pub fn map_move<N>(self, wrap: impl FnOnce(M) -> N) -> Step<N> {
        match self {
            Step::Show(screen) => Step::Show(screen),
            Step::Modal(modal) => Step::Modal(modal),
            Step::Play { mv, done } => Step::Play { mv: wrap(mv), done },
        }
    }
}

/// An input a game's panel refused: a value with the facts (cards, counts, labels), put
/// into words here at the Discord edge, each game's wording in one `match`.
pub trait Refusal: std::fmt::Debug {
    /// The refusal as a sentence for the player, shown privately.
    fn words(&self, lang: Lang) -> String;
}

/// A game whose panel refuses nothing (Duel: every button is a move the rules check).
impl Refusal for std::convert::Infallible {
    fn words(&self, _lang: Lang) -> String {
        match *self {}
    }
}

/// How one game looks and is played in Discord. Everything here is a pure function of
/// the match info and one view, so a message can be redrawn from committed state at any
/// time. The router ([`super::router`]) does the rest once for every game: the player,
/// turn and version checks, the commit, the public posts and the table refresh.
pub trait GameUi: Hosted {
    /// The game's code in its custom ids (`g<code>:…`): short, and no other game's.
    const CODE: &'static str;
    /// What `/rules` says of the game in `lang`: a readable summary with examples.
    fn rules(lang: Lang) -> String;

    /// The game's component actions: the tail of its custom ids.
    type Action: Clone + std::fmt::Debug + PartialEq;
    /// Why the game's panel refuses an input ([`GameUi::step`]).
    type InputError: Refusal;

    /// Encodes an action as an id tail (no more than about 70 characters).
    fn encode(action: &Self::Action) -> String;
    /// Reads an id tail back; `None` for anything [`GameUi::encode`] cannot make.
    fn parse(tail: &str) -> Option<Self::Action>;
    fn wrap_action(action: Self::Action) -> AnyAction;

    /// The public table message: everything the channel may see, and its buttons.
    fn table(lang: Lang, info: &MatchInfo, public: &Self::PublicView) -> Screen;
    /// Public lines for what a move (or a run-out clock) did; none for moves the table
    /// shows well enough on its own.
    fn events(lang: Lang, info: &MatchInfo, events: &[Self::Event]) -> Vec<String>;
    /// Whether an event deserves a post of its own (a notification in the channel).
    /// A move whose events are all quiet is shown by the table's edit alone: the table
    /// must show it (e.g. Clash's reveals and answers of the round).
    fn notable(event: &Self::Event) -> bool {
        let _ = event;
        true
    }
    /// The seat's own cards, for its private "My hand".
    fn hand(lang: Lang, info: &MatchInfo, mine: &Self::View) -> Screen;
    /// The private panel of the seat to move: what it can do now.
    fn panel(lang: Lang, info: &MatchInfo, mine: &Self::View) -> Screen;
    /// Turns an input on the seat's panel into the next step; `Err` says why not (worded
    /// by [`Refusal::words`]), and changes nothing.
    fn step(
        lang: Lang,
        info: &MatchInfo,
        mine: &Self::View,
        action: Self::Action,
        input: &Input,
    ) -> Result<Step<Self::Move>, Self::InputError>;
    /// The label of the table's action button for the seat to move.
    fn act_label(lang: Lang, public: &Self::PublicView) -> String;
    /// A refusal of the game's rules, in words for the player. By default the rules' own
    /// sentence; a room may say more (what to do instead).
    fn explain(lang: Lang, error: &Self::Error) -> String {
        let _ = lang;
        sentence(&error.to_string())
    }
    /// A move of the seat whose view this is, in words (for "What would the bot do?").
    fn describe(lang: Lang, mine: &Self::View, mv: &Self::Move) -> String;
    /// The round or deal a state is in (`Round 3`), for the replay's menu of a long game;
    /// `None` for a game played in one go.
    fn chapter(lang: Lang, public: &Self::PublicView) -> Option<String> {
        let _ = (lang, public);
        None
    }
    /// The seat's panel with the bot's suggested move: by default the panel under a
    /// line that says the move. A game may rather fill its panel in with it.
    fn hinted(lang: Lang, info: &MatchInfo, mine: &Self::View, mv: &Self::Move) -> Screen {
        let panel = Self::panel(lang, info, mine);
        Screen {
            text: format!(
                "{}\n{}",
                hint_line(lang, &Self::describe(lang, mine, mv)),
                panel.text
            ),
            ..panel
        }
    }
}

/// `💡 The bot would play 7♠.`
pub fn hint_line(lang: Lang, what: &str) -> String {
    crate::discord::text::emphasised(lang, "games-hint", Args::new().str("what", what))
}

/// The games' rooms, from [`crate::for_each_game!`]: each game's module here implements
/// [`GameUi`]. The list makes the two enums that hold a game's own types and the arms that
/// send an `Any*` value to its game; what is done with it is in the generic functions
/// below ([`step_as`], [`parse_as`], ...), so the macro only dispatches.
macro_rules! ui_games {
    ($($module:ident: $kind:ident),* $(,)?) => {
        $(mod $module;)*

        /// A game component, parsed: the game's action wrapped for the router.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyAction { $($kind(<crate::rules::$module::$kind as GameUi>::Action)),* }

        /// A game's refusal of an input, or an action of another game than the view's.
        #[derive(Debug)]
        pub enum AnyInputError {
            $($kind(<crate::rules::$module::$kind as GameUi>::InputError),)*
            NotMine,
        }

        impl Refusal for AnyInputError {
            fn words(&self, lang: Lang) -> String {
                match self {
                    $(AnyInputError::$kind(e) => e.words(lang),)*
                    AnyInputError::NotMine => not_mine(lang),
                }
            }
        }

        /// Every action of every game, for the id round-trip tests: each game's actions
        /// come from their derived `Arbitrary`.
        #[cfg(test)]
        pub fn any_action() -> proptest::strategy::BoxedStrategy<AnyAction> {
            use proptest::prelude::*;
            prop_oneof![$(any::<<crate::rules::$module::$kind as GameUi>::Action>().prop_map(AnyAction::$kind)),*].boxed()
        }

        /// A game's id code ([`GameUi::CODE`]).
        pub fn code(game: GameKind) -> &'static str {
            match game {
                $(GameKind::$kind => <crate::rules::$module::$kind as GameUi>::CODE,)*
            }
        }

        /// What `/rules` says of a game in `lang` ([`GameUi::rules`]).
        pub fn rules(lang: Lang, game: GameKind) -> String {
            match game {
                $(GameKind::$kind => <crate::rules::$module::$kind as GameUi>::rules(lang),)*
            }
        }

        /// A game's rules' refusal in the game's own words ([`GameUi::explain`]).
        fn explain_rule(lang: Lang, error: &AnyRuleError) -> String {
            match error {
                $(AnyRuleError::$kind(e) => <crate::rules::$module::$kind as GameUi>::explain(lang, e),)*
            }
        }

        /// A game action's id code and tail.
        pub fn encode_action(action: &AnyAction) -> (&'static str, String) {
            match action {
                $(AnyAction::$kind(a) => encode_as::<crate::rules::$module::$kind>(a),)*
            }
        }

        /// An id tail read as an action of `game` ([`GameUi::parse`]).
        fn parse_tail(game: GameKind, tail: &str) -> Option<AnyAction> {
            match game {
                $(GameKind::$kind => parse_as::<crate::rules::$module::$kind>(tail),)*
            }
        }

        /// The public table of a started game.
        pub fn table(lang: Lang, info: &MatchInfo, public: &AnyPublic) -> Screen {
            match public {
                $(AnyPublic::$kind(p) => <crate::rules::$module::$kind as GameUi>::table(lang, info, p),)*
            }
        }

        /// Whether any of the events deserves a post of its own ([`GameUi::notable`]).
        pub fn notable(events: &AnyEvents) -> bool {
            match events {
                $(AnyEvents::$kind(e) => any_notable::<crate::rules::$module::$kind>(e),)*
            }
        }

        pub fn events(lang: Lang, info: &MatchInfo, events: &AnyEvents) -> Vec<String> {
            match events {
                $(AnyEvents::$kind(e) => <crate::rules::$module::$kind as GameUi>::events(lang, info, e),)*
            }
        }

        pub fn hand(lang: Lang, info: &MatchInfo, view: &AnyView) -> Screen {
            match view {
                $(AnyView::$kind(v) => <crate::rules::$module::$kind as GameUi>::hand(lang, info, v),)*
            }
        }

        /// The private panel of the seat to move ([`controls::panel`] adds the hint button).
        pub fn panel(lang: Lang, info: &MatchInfo, view: &AnyView) -> Screen {
            match view {
                $(AnyView::$kind(v) => <crate::rules::$module::$kind as GameUi>::panel(lang, info, v),)*
            }
        }

        /// The round or deal a state is in ([`GameUi::chapter`]).
        pub fn chapter(lang: Lang, public: &AnyPublic) -> Option<String> {
            match public {
                $(AnyPublic::$kind(p) => <crate::rules::$module::$kind as GameUi>::chapter(lang, p),)*
            }
        }

        /// A seat's move in words, as the seat saw it before ([`GameUi::describe`]); a
        /// move of another game, in none.
        pub fn describe(lang: Lang, view: &AnyView, mv: &AnyMove) -> Option<String> {
            match (view, mv) {
                $((AnyView::$kind(v), AnyMove::$kind(mv)) => Some(<crate::rules::$module::$kind as GameUi>::describe(lang, v, mv)),)*
                #[allow(unreachable_patterns)]
                _ => None,
            }
        }

        /// The panel with the bot's move for it (`mv` must be of the view's game).
        pub fn hinted(lang: Lang, info: &MatchInfo, view: &AnyView, mv: &AnyMove) -> Screen {
            match (view, mv) {
                $((AnyView::$kind(v), AnyMove::$kind(mv)) => <crate::rules::$module::$kind as GameUi>::hinted(lang, info, v, mv),)*
                // A hint is the view's own game's move: this is never reached.
                _ => panel(lang, info, view),
            }
        }

        /// An action on the seat's view ([`step_as`]); an action of another game is refused.
        pub fn step(lang: Lang, info: &MatchInfo, view: &AnyView, action: AnyAction, input: &Input) -> Result<Step<AnyMove>, AnyInputError> {
            match (view, action) {
                $((AnyView::$kind(v), AnyAction::$kind(a)) => {
                    step_as::<crate::rules::$module::$kind>(lang, info, v, a, input).map_err(AnyInputError::$kind)
                })*
                _ => Err(AnyInputError::NotMine),
            }
        }
    };
}

crate::for_each_game!(ui_games);

/// A refused move, in words for the player: the table's own reasons, and the game's own
/// words for its rules' refusals ([`GameUi::explain`]).
pub fn explain(lang: Lang, error: &TableError) -> String {
    match error {
        TableError::Rule(rule) => explain_rule(lang, rule),
        TableError::WrongGame(game) => {
            let args = Args::new().str("game", game.title());
            text(lang, "play-table-wrong-game", &args)
        }
        TableError::GameOver => plain(lang, "play-table-over"),
        TableError::NotYourTurn { to_move } => {
            let seat = to_move.to_string();
            text(
                lang,
                "play-table-not-your-turn",
                &Args::new().str("seat", &seat),
            )
        }
    }
}

/// Reads a game component's id: the game whose [`GameUi::CODE`] is `code`, then its tail.
pub fn parse_action(code: &str, tail: &str) -> Option<AnyAction> {
    let game = GameKind::ALL
        .into_iter()
        .find(|&game| self::code(game) == code)?;
    parse_tail(game, tail)
}

/// An id tail read as one of game `G`'s actions, wrapped for the router.
fn parse_as<G: GameUi>(tail: &str) -> Option<AnyAction> {
    G::parse(tail).map(G::wrap_action)
}

/// Game `G`'s id code and an action's tail.
fn encode_as<G: GameUi>(action: &G::Action) -> (&'static str, String) {
    (G::CODE, G::encode(action))
}

/// Whether any of game `G`'s events deserves a post of its own.
fn any_notable<G: GameUi>(events: &[G::Event]) -> bool {
    events.iter().any(G::notable)
}

/// Game `G`'s step on the seat's own view, its move wrapped for the router.
fn step_as<G: GameUi>(
    lang: Lang,
    info: &MatchInfo,
    mine: &G::View,
    action: G::Action,
    input: &Input,
) -> Result<Step<AnyMove>, G::InputError> {
    Ok(G::step(lang, info, mine, action, input)?.map_move(G::wrap_move))
}

/// The answer to a component that no game of this bot made.
pub fn not_mine(lang: Lang) -> String {
    plain(lang, "games-not-mine")
}

// --- Pieces every game's table uses ---------------------------------------------------

/// `**Clash · Match #4** — <@1> vs <@2>`: the first line of every table (its heading in
/// bold, the game's name beside the match's). A Death Match names the EC, the DMO, the
/// host and the event.
pub fn title(lang: Lang, info: &MatchInfo) -> String {
    let game = info.game.to_string();
    let (a, b) = (mention(info.players.a), mention(info.players.b));
    match &info.dm {
        Some(dm) => {
            let host = mention(dm.host);
            let event = dm
                .event
                .as_deref()
                .map(|e| format!(" · {e}"))
                .unwrap_or_default();
            let name = crate::discord::text::match_name(lang, info.id);
            let heading = crate::discord::text::bold(format!("{game} · {name}"));
            let args = Args::new().str("match", &heading);
            let args = args.str("ec", &a).str("dmo", &b).str("host", &host);
            text(lang, "games-title-dm", &args.str("event", &event))
        }
        None => {
            let name = crate::discord::text::match_name(lang, info.id);
            let label = crate::discord::text::match_label(lang, info);
            let heading = crate::discord::text::bold(format!("{game} · {name}{label}"));
            let args = Args::new().str("match", &heading).str("a", &a).str("b", &b);
            text(lang, "games-title", &args)
        }
    }
}

/// ` · clock runs out <t:…:R>` when the match is timed, with a Death Match's reserves.
pub fn clock(lang: Lang, info: &MatchInfo) -> String {
    let mut out = info
        .deadline
        .map(|d| (d / 1000).to_string())
        .map(|t| text(lang, "games-clock", &Args::new().str("t", &t)))
        .unwrap_or_default();
    if let Some(dm) = info.dm.as_ref().filter(|dm| dm.reserve_seconds > 0) {
        let reserve = |seat: Seat| {
            if dm.running_reserve == Some(seat) {
                plain(lang, "games-reserve-running")
            } else {
                super::text::duration(dm.reserves_ms[seat] / 1000)
            }
        };
        let (a, b) = (mention(info.players.a), mention(info.players.b));
        let (ra, rb) = (reserve(Seat::A), reserve(Seat::B));
        let args = Args::new().str("a", &a).str("ra", &ra).str("b", &b);
        out += &text(lang, "games-clock-reserves", &args.str("rb", &rb));
    }
    out
}

/// The last lines of every table: missed turns, then the result or whose move it is
/// (`what` says what the seat to move does, e.g. "to reveal a set").
pub fn footer(lang: Lang, info: &MatchInfo, what: &str) -> String {
    let mut out = String::new();
    let strikes = info.strikes;
    if info.settings.turn_seconds > 0 && strikes != Default::default() {
        let (a, b) = (mention(info.players.a), mention(info.players.b));
        let args = Args::new().str("a", &a).str("b", &b);
        let args = args.num("sa", strikes.a).num("sb", strikes.b);
        out += &text(
            lang,
            "games-missed-turns",
            &args.num("max", info.settings.max_strikes),
        );
        out += "\n";
    }
    let voided = |key: &str, reason: &str| text(lang, key, &Args::new().str("reason", reason));
    if let Some(reason) = info.dm.as_ref().and_then(|dm| dm.voided()) {
        return out + &voided("games-voided-host", reason);
    }
    if let Some(reason) = info.tournament.as_ref().and_then(|t| t.voided()) {
        return out + &voided("games-voided-organiser", reason);
    }
    match (info.outcome, info.to_move) {
        (Some(outcome), _) => out += &outcome_line(lang, info, outcome),
        (None, Some(_)) if info.is_paused() => {
            out += &crate::discord::text::emphasised(lang, "games-paused", Args::new())
        }
        (None, Some(seat)) => {
            let who = mention(info.players[seat]);
            let clock = clock(lang, info);
            let args = Args::new().str("who", &who).str("what", what);
            out += &text(lang, "games-to-move", &args.str("clock", &clock))
        }
        (None, None) => {}
    }
    out
}

/// `**Match #4** · what`: a public line about match `id` in its server's language.
pub fn match_line(lang: Lang, id: crate::model::MatchId, what: &str) -> String {
    let number = crate::discord::text::match_number(lang, id);
    text(
        lang,
        "games-match-line",
        &Args::new().str("match", &number).str("what", what),
    )
}

/// An award's reason in `lang`: the words given, or the no-show the bot ruled on.
pub fn award_reason(lang: Lang, reason: &AwardReason) -> String {
    match reason {
        AwardReason::Given(words) => words.clone(),
        AwardReason::NoShow { missing, schedule } => {
            let (who, id) = (mention(*missing), schedule.to_string());
            let args = Args::new().str("missing", &who).str("id", &id);
            text(lang, "schedule-forfeit-reason", &args)
        }
    }
}

/// The line saying how a match ended.
pub fn outcome_line(lang: Lang, info: &MatchInfo, outcome: Outcome) -> String {
    let who = |seat: Seat| mention(info.players[seat]);
    let won = |key: &str, winner: Seat| {
        let (winner, loser) = (who(winner), who(winner.other()));
        text(
            lang,
            key,
            &Args::new().str("winner", &winner).str("loser", &loser),
        )
    };
    let awarded = |key: &str, winner: Seat, reason: &str| {
        let winner = who(winner);
        text(
            lang,
            key,
            &Args::new().str("winner", &winner).str("reason", reason),
        )
    };
    if let Some(crate::model::Ruling::Award { winner, reason }) =
        info.dm.as_ref().and_then(|dm| dm.ruling.as_ref())
    {
        let reason = award_reason(lang, reason);
        return awarded("games-outcome-host-award", *winner, &reason);
    }
    if let Some(crate::model::tournaments::OrganiserRuling {
        ruling: crate::model::Ruling::Award { winner, reason },
        ..
    }) = info.tournament.as_ref().and_then(|t| t.ruling.as_ref())
    {
        let reason = award_reason(lang, reason);
        return awarded("games-outcome-organiser-award", *winner, &reason);
    }
    if info.table_outcome == Some(Outcome::Draw) && outcome != Outcome::Draw {
        if let Some(winner) = outcome.winner() {
            return won("games-outcome-dm-draw", winner);
        }
    }
    match outcome {
        Outcome::Draw => plain(lang, "games-outcome-draw"),
        Outcome::Win { winner, reason } => match reason {
            EndReason::Play => won("games-outcome-win", winner),
            EndReason::Forfeit => {
                let (winner, loser) = (who(winner), who(winner.other()));
                let args = Args::new().str("winner", &winner).str("loser", &loser);
                text(
                    lang,
                    "games-outcome-forfeit",
                    &args.num("n", info.settings.max_strikes),
                )
            }
            EndReason::Resignation if info.tournament.as_ref().is_some_and(|t| t.dropped_out) => {
                won("games-outcome-dropped-out", winner)
            }
            EndReason::Resignation => won("games-outcome-resigned", winner),
        },
    }
}

/// A one-line form, e.g. for typing cards.
pub fn text_modal(
    id: String,
    title: &str,
    placeholder: &str,
    value: Option<String>,
) -> CreateModal {
    let mut input = CreateInputText::new(InputTextStyle::Short, title, "cards")
        .placeholder(placeholder)
        .required(true)
        .max_length(100);
    if let Some(value) = value {
        input = input.value(value);
    }
    CreateModal::new(id, title).components(vec![CreateActionRow::InputText(input)])
}

#[cfg(test)]
pub(crate) mod tests;
