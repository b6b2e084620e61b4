//! A match's thread in words: its name, the post it is opened from when the match has no
//! challenge message, and the line that links a finished match's thread.

use super::Screen;
use crate::discord::text::{bold, match_heading, match_label, mention};
use crate::model::{MatchInfo, MatchThread, UserId};
use crate::words::{plain, text, Args, Lang};
use std::collections::HashMap;

use crate::discord::limits::THREAD_NAME as MAX_NAME;

/// "Match #12 · Clash · alice vs bob" ("Match #12 · Tournament #3 · round 2 · Clash · …" in
/// a tournament), or for a Death Match "DM #12 · ec vs dmo", in `lang` (the server's):
/// players by the names last seen (a thread's name cannot mention anyone).
pub fn thread_name(lang: Lang, info: &MatchInfo, names: &HashMap<UserId, String>) -> String {
    let name = |user: UserId| {
        if info.bot.is_some_and(|bot| info.players[bot.seat] == user) {
            plain(lang, "thread-bot")
        } else {
            names
                .get(&user)
                .map(|n| n.trim().to_string())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| plain(lang, "thread-someone"))
        }
    };
    let (a, b) = (name(info.players.a), name(info.players.b));
    let players = text(
        lang,
        "thread-players",
        &Args::new().str("a", &a).str("b", &b),
    );
    let (id, label, game) = (
        info.id.to_string(),
        match_label(lang, info),
        info.game.title(),
    );
    let args = Args::new().str("id", &id).str("players", &players);
    let full = match info.dm {
        Some(_) => text(lang, "thread-name-dm", &args),
        None => text(
            lang,
            "thread-name",
            &args.str("label", &label).str("game", game),
        ),
    };
    if full.chars().count() <= MAX_NAME {
        return full;
    }
    let mut cut: String = full.chars().take(MAX_NAME - 1).collect();
    cut.push('…');
    cut
}

/// The post a thread is opened from when the match has no challenge message (a Death
/// Match, a practice match), in `lang` (the server's): who plays, and where the match is
/// played, as the match says: in its thread, or, once the thread was refused, in this
/// channel (the post is drawn again then). It notifies nobody: the match's own posts do.
pub fn thread_starter(lang: Lang, info: &MatchInfo) -> Screen {
    let (a, b) = (mention(info.players.a), mention(info.players.b));
    let heading = match info.dm {
        Some(_) => {
            let id = info.id.to_string();
            bold(text(lang, "dm-number", &Args::new().str("id", &id)))
        }
        None => match_heading(lang, info),
    };
    let host = info
        .dm
        .as_ref()
        .map(|dm| mention(dm.host))
        .unwrap_or_default();
    let failed = matches!(info.thread, MatchThread::Failed { .. });
    let key = match (info.dm.is_some(), failed) {
        (true, false) => "thread-starter-dm",
        (true, true) => "thread-starter-dm-failed",
        (false, false) => "thread-starter",
        (false, true) => "thread-starter-failed",
    };
    let args = Args::new()
        .str("match", &heading)
        .str("game", info.game.title())
        .str("a", &a)
        .str("b", &b)
        .str("host", &host);
    Screen::text(text(lang, key, &args)).silent()
}

/// A finished match's line in the channel its thread was opened from: its result and a
/// link to the thread.
pub fn result_in_channel(lang: Lang, result: &str, thread: u64) -> String {
    let thread = thread.to_string();
    let args = Args::new().str("result", result).str("thread", &thread);
    text(lang, "thread-result", &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::games::tests::info_of;
    use crate::model::DeathMatch;
    use crate::rules::clash::Clash;
    use crate::rules::{BySeat, GameKind, Seat, Table};

    fn info(game: GameKind) -> MatchInfo {
        let table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let mut info = info_of(&table, 1);
        info.id = 12;
        info.game = game;
        info.players = BySeat::new(1, 2);
        info
    }

    fn names() -> HashMap<UserId, String> {
        HashMap::from([(1, "alice".to_string()), (2, "bob".to_string())])
    }

    #[test]
    fn a_match_thread_is_named_after_its_number_game_and_players() {
        assert_eq!(
            thread_name(Lang::ENGLISH, &info(GameKind::Clash), &names()),
            "Match #12 · Clash · alice vs bob"
        );
        // A player never seen is named, not left blank.
        assert_eq!(
            thread_name(Lang::ENGLISH, &info(GameKind::Duel), &HashMap::new()),
            "Match #12 · Duel · a player vs a player"
        );
    }

    #[test]
    fn a_tournament_match_thread_is_named_with_its_tournament_and_round() {
        let mut info = info(GameKind::Duel);
        info.tournament = Some(crate::model::tournaments::TournamentTag {
            id: 3,
            name: "Friday Duel".into(),
            round: 2,
            rated: true,
            ruling: None,
            dropped_out: false,
        });
        assert_eq!(
            thread_name(Lang::ENGLISH, &info, &names()),
            "Match #12 · Tournament #3 · round 2 · Duel · alice vs bob"
        );
        let starter = thread_starter(Lang::ENGLISH, &info).text;
        assert!(
            starter.starts_with("🧵 **Match #12 · Tournament #3 · round 2** · Duel · <@1> vs <@2>"),
            "{starter}"
        );
    }

    #[test]
    fn a_death_match_thread_is_named_dm_with_the_ec_and_the_dmo() {
        let mut info = info(GameKind::TilePoker);
        info.dm = Some(DeathMatch {
            host: 3,
            event: None,
            reserve_seconds: 0,
            reserves_ms: BySeat::default(),
            running_reserve: None,
            draw_to_dmo: true,
            paused: None,
            ruling: None,
        });
        assert_eq!(
            thread_name(Lang::ENGLISH, &info, &names()),
            "DM #12 · alice vs bob"
        );
        let starter = thread_starter(Lang::ENGLISH, &info);
        assert!(starter.silent);
        assert!(
            starter
                .text
                .contains("<@1> (EC) vs <@2> (DMO), hosted by <@3>"),
            "{}",
            starter.text
        );
    }

    #[test]
    fn a_starter_whose_thread_was_refused_says_the_match_is_played_in_the_channel() {
        let mut info = info(GameKind::Duel);
        info.thread = MatchThread::Wanted;
        assert!(thread_starter(Lang::ENGLISH, &info)
            .text
            .ends_with(": played in its thread."));
        info.thread = MatchThread::Failed {
            reason: crate::model::ThreadLoss::NotOpened,
        };
        let text = thread_starter(Lang::ENGLISH, &info).text;
        assert_eq!(
            text,
            "**Match #12** · Duel · <@1> vs <@2>: played in this channel: its thread could not \
             be opened."
        );
    }

    #[test]
    fn a_thread_name_never_passes_discords_limit() {
        let long = HashMap::from([(1, "a".repeat(90)), (2, "b".repeat(90))]);
        let name = thread_name(Lang::ENGLISH, &info(GameKind::Clash), &long);
        assert_eq!(name.chars().count(), MAX_NAME);
        assert!(name.ends_with('…'));
    }

    #[test]
    fn the_result_line_links_the_thread() {
        assert_eq!(
            result_in_channel(Lang::ENGLISH, "**Match #12** · alice wins", 99),
            "**Match #12** · alice wins\n🧵 The match: <#99>"
        );
    }
}
