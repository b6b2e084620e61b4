//! Achievements in words: the line a result post adds for what its match earned (unless
//! the server turned it off), /achievements' list with each one's match, time and rarity,
//! and /stats' line with the count and the rarest.

use crate::discord::text::{bold, mention};
use crate::model::achievements::{percent, rarest, Achievement, Earned};
use crate::model::UserId;
use crate::storage::achievements::MatchAchievement;
use crate::words::{plain, text, Args, Lang};

/// `🏅 New achievements: <@a>: First win, Hat trick · <@b>: Regular`, or `None` for none.
pub fn earned_text(lang: Lang, earned: &[MatchAchievement]) -> Option<String> {
    if earned.is_empty() {
        return None;
    }
    let mut players: Vec<(UserId, Vec<String>)> = Vec::new();
    for e in earned {
        let name = name(lang, e.achievement);
        match players.iter_mut().find(|(user, _)| *user == e.user) {
            Some((_, names)) => names.push(name),
            None => players.push((e.user, vec![name])),
        }
    }
    let list = players
        .iter()
        .map(|(user, names)| format!("{}: {}", mention(*user), names.join(", ")))
        .collect::<Vec<_>>()
        .join(" · ");
    Some(text(
        lang,
        "achievements-earned",
        &Args::new().str("earned", &list),
    ))
}

/// An achievement's name.
pub fn name(lang: Lang, a: Achievement) -> String {
    plain(lang, &format!("achievement-{}", a.code()))
}

/// What earns an achievement.
pub fn how(lang: Lang, a: Achievement) -> String {
    plain(lang, &format!("achievement-{}-how", a.code()))
}

/// /achievements: a player's achievements, each with what earned it, when, and its rarity.
pub fn achievements_text(lang: Lang, player: UserId, own: bool, earned: &[Earned]) -> String {
    let who = mention(player);
    if earned.is_empty() {
        return match own {
            true => plain(lang, "achievements-none-yours"),
            false => text(lang, "achievements-none", &Args::new().str("player", &who)),
        };
    }
    let mut lines = vec![crate::discord::text::emphasised(
        lang,
        "achievements-title",
        Args::new()
            .str("player", &who)
            .num("count", earned.len() as u32)
            .num("total", Achievement::ALL.len() as u32),
    )];
    lines.extend(earned.iter().map(|e| entry(lang, e)));
    lines.join("\n")
}

/// One achievement's line: its name, what earns it, its rarity, and what earned it when.
fn entry(lang: Lang, e: &Earned) -> String {
    let head = text(
        lang,
        "achievements-entry",
        &Args::new()
            .str("name", &bold(name(lang, e.achievement)))
            .str("how", &how(lang, e.achievement))
            .num("percent", percent(e.rarity)),
    );
    let when = format!("<t:{}:R>", e.earned_at.div_euclid(1000));
    let by = match (e.match_id, e.season) {
        (Some(id), _) => text(
            lang,
            "achievements-by-match",
            &Args::new().num("match", id).str("when", &when),
        ),
        (None, Some(season)) => text(
            lang,
            "achievements-by-season",
            &Args::new().num("season", season).str("when", &when),
        ),
        (None, None) => when,
    };
    format!("• {head} · {by}")
}

/// /stats' line: how many achievements the player has and the rarest; `None` for none.
pub fn stats_line(lang: Lang, earned: &[Earned]) -> Option<String> {
    let rare = rarest(earned)?;
    Some(format!(
        "🏅 {}",
        text(
            lang,
            "stats-achievements",
            &Args::new()
                .num("count", earned.len() as u32)
                .num("total", Achievement::ALL.len() as u32)
                .str("name", &name(lang, rare.achievement))
                .num("percent", percent(rare.rarity)),
        )
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn earned(achievement: Achievement, rarity: f64) -> Earned {
        Earned {
            achievement,
            match_id: Some(12),
            season: None,
            earned_at: 1_700_000_000_000,
            rarity,
        }
    }

    #[test]
    fn a_result_post_names_each_players_new_achievements_in_one_line() {
        let line = earned_text(
            Lang::ENGLISH,
            &[
                MatchAchievement {
                    user: 1,
                    achievement: Achievement::FirstWin,
                },
                MatchAchievement {
                    user: 1,
                    achievement: Achievement::Streak3,
                },
                MatchAchievement {
                    user: 2,
                    achievement: Achievement::Played10,
                },
            ],
        )
        .unwrap();
        assert_eq!(
            line,
            "🏅 New achievements: <@1>: First win, Hat trick · <@2>: Regular"
        );
        assert_eq!(earned_text(Lang::ENGLISH, &[]), None);
    }

    #[test]
    fn achievements_list_each_with_its_match_time_and_rarity() {
        let list = [earned(Achievement::FirstWin, 0.5)];
        let text = achievements_text(Lang::ENGLISH, 7, false, &list);
        assert_eq!(
            text,
            "🏅 **Achievements of <@7>**: 1 of 17\n\
             • **First win**: Win a rated match. (50% of players) · earned in Match #12 \
             <t:1700000000:R>"
        );
        assert!(achievements_text(Lang::ENGLISH, 7, true, &[]).starts_with("You have no"));
    }

    #[test]
    fn stats_name_the_count_and_the_rarest() {
        let list = [
            earned(Achievement::FirstWin, 0.5),
            earned(Achievement::Streak3, 0.001),
        ];
        assert_eq!(
            stats_line(Lang::ENGLISH, &list).unwrap(),
            "🏅 Achievements: 2 of 17, the rarest Hat trick (1% of players)"
        );
        assert_eq!(stats_line(Lang::ENGLISH, &[]), None);
    }
}
