//! Ratings in words: the rating changes a finished match's result post carries (on its
//! season's board when it counted in one), and how a player is named on boards and in
//! /history.

use crate::discord::text::mention;
use crate::model::ratings::{MatchRatings, RatingChange};
use crate::model::{MatchInfo, MatchStatus, UserId};
use crate::rules::{BySeat, Seat};
use crate::words::{plain, text, Args, Lang};
use std::collections::HashMap;

/// Whether a game-over post's rating lines name its rating changes, which are then read
/// for [`rating_lines`] (a finished match, not against the bot).
pub fn names_changes(s: &MatchInfo) -> bool {
    s.status == MatchStatus::Finished && s.bot.is_none()
}

/// The rating lines of a game-over post, in `lang` (its server's: a public post): both
/// changes (`ratings`, read when [`names_changes`]), or why the match was not rated. Empty
/// while the match goes on.
pub fn rating_lines(lang: Lang, s: &MatchInfo, ratings: Option<&MatchRatings>) -> String {
    if s.status != MatchStatus::Finished {
        return String::new();
    }
    if s.bot.is_some() {
        return format!("\n🤖 {}", plain(lang, "ratings-bot"));
    }
    match ratings {
        Some(ratings) => {
            let (season, changes) = ratings.shown();
            format!("\n📈 {}", ratings_text(lang, s.players, season, changes))
        }
        None => format!("\n⚖️ {}", plain(lang, unrated_because(s))),
    }
}

/// `Ratings (season): <@a> 1500 → 1512 (+12) · <@b> ...`, in `lang`.
pub(crate) fn ratings_text(
    lang: Lang,
    players: BySeat<UserId>,
    season: Option<&str>,
    changes: BySeat<RatingChange>,
) -> String {
    let changes = changes_text(players, changes);
    match season {
        Some(season) => text(
            lang,
            "ratings-season",
            &Args::new()
                .str("season", &escape(season))
                .str("changes", &changes),
        ),
        None => text(lang, "ratings", &Args::new().str("changes", &changes)),
    }
}

/// Why a finished match (not against the bot) has no rating changes, as a key: a host
/// voided it, or it ended before its first move (a resignation while the first player
/// was chosen).
fn unrated_because(info: &MatchInfo) -> &'static str {
    if info.dm.as_ref().and_then(|dm| dm.voided()).is_some() {
        "ratings-voided"
    } else {
        "ratings-too-early"
    }
}

fn changes_text(players: BySeat<UserId>, changes: BySeat<RatingChange>) -> String {
    Seat::BOTH
        .iter()
        .map(|&seat| {
            let c = changes[seat];
            format!(
                "{} {}",
                mention(players[seat]),
                change_text(c.before.rating, c.after.rating)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// `1500 → 1662 (+162)`: rounded before subtracting, so the numbers shown add up.
pub fn change_text(before: f64, after: f64) -> String {
    let (before, after) = (before.round() as i64, after.round() as i64);
    format!("{before} → {after} ({:+})", after - before)
}

/// `<@id> (name)`: the mention shows the current name to those who can resolve it; the
/// stored one still names a player who left the server.
pub fn player(user: UserId, names: &HashMap<UserId, String>) -> String {
    match names.get(&user) {
        Some(name) => format!("{} ({})", mention(user), escape(name)),
        None => mention(user),
    }
}

/// Keeps a display name (or a season's) from switching on Markdown in the post.
pub fn escape(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if matches!(
            c,
            '*' | '_' | '~' | '`' | '|' | '>' | '\\' | '[' | ']' | '(' | ')'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::games::tests::info_of;
    use crate::model::ratings::SeasonRatings;
    use crate::rules::clash::Clash;
    use crate::rules::Table;
    use skillratings::glicko2::Glicko2Rating;

    fn finished() -> MatchInfo {
        let table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let mut info = info_of(&table, 1);
        info.players = BySeat::new(1, 2);
        info.status = MatchStatus::Finished;
        info
    }

    fn change(before: f64, after: f64) -> RatingChange {
        let at = |rating| Glicko2Rating {
            rating,
            ..Glicko2Rating::new()
        };
        RatingChange {
            before: at(before),
            after: at(after),
        }
    }

    /// A view of values alone: the changes are read by the caller (`discord::reads`).
    #[test]
    fn a_result_posts_rating_lines_name_both_changes_on_the_season_board_when_it_counted() {
        let info = finished();
        let mut ratings = MatchRatings {
            all_time: BySeat::new(change(1500.0, 1512.4), change(1500.0, 1487.6)),
            season: None,
        };
        let lines = rating_lines(Lang::ENGLISH, &info, Some(&ratings));
        assert_eq!(
            lines,
            "\n📈 Ratings: <@1> 1500 → 1512 (+12) · <@2> 1500 → 1488 (-12)"
        );
        ratings.season = Some(SeasonRatings {
            number: 2,
            name: "Spring".into(),
            changes: BySeat::new(change(1600.0, 1610.0), change(1400.0, 1390.0)),
        });
        let lines = rating_lines(Lang::ENGLISH, &info, Some(&ratings));
        assert!(
            lines.contains("Ratings (Spring): <@1> 1600 → 1610 (+10)"),
            "{lines}"
        );
    }

    #[test]
    fn a_result_post_says_why_a_match_was_not_rated_and_nothing_while_it_goes_on() {
        let mut info = finished();
        assert!(names_changes(&info));
        let unrated = rating_lines(Lang::ENGLISH, &info, None);
        assert_eq!(
            unrated,
            format!("\n⚖️ {}", plain(Lang::ENGLISH, "ratings-too-early"))
        );
        info.status = MatchStatus::Active;
        assert!(!names_changes(&info));
        assert_eq!(rating_lines(Lang::ENGLISH, &info, None), "");
    }
}
