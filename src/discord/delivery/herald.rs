//! What a committed change owes the channel besides its table: a pure function of the
//! change ([`Happened`]), called by the service before the commit so that the posts are
//! written in the change's own transaction (a round's result, a clock that ran out, the
//! toss decided by the bot or the clock, the end with its ratings, a Death Match's result
//! for a results channel). They are written as values ([`Said::Match`]) and worded at
//! delivery ([`worded`]), in the server's language of that moment.

use crate::discord::games;
use crate::discord::text::{bold, mention};
use crate::model::{
    ChosenBy, ClockStrike, Happened, MatchInfo, MatchThread, Post, PostKind, Said, Told, What,
};
use crate::rules::{EndReason, Outcome};
use crate::words::{plain, text, Args, Lang};

/// The posts a change owes its channel (and its server's results channel, for a Death
/// Match's result), as values: which posts, of what kind and where is the change's alone;
/// only their words depend on the language, and those are worded at delivery. Posts with
/// no words (a thread's archiving) are owed as they are.
pub fn herald(happened: Happened<'_>) -> Vec<Post> {
    let told = Told {
        info: happened.public.info.clone(),
        what: happened.what.clone(),
        results_channel: happened.results_channel,
    };
    worded(Lang::ENGLISH, &told)
        .into_iter()
        .map(|post| match post.kind {
            PostKind::Archive => post,
            kind => Said::Match {
                told: Box::new(told.clone()),
                channel: post.channel,
            }
            .post_as(kind, post.guild, post.channel, post.ratings),
        })
        .collect()
}

/// The post of kind `kind` the change `told` owes `channel`, worded in `lang`, as it is
/// delivered; `None` when the change owes no such post (a value written by another
/// version). A change owes a channel one post of a kind at most.
pub fn word(lang: Lang, told: &Told, kind: PostKind, channel: u64) -> Option<Post> {
    worded(lang, told)
        .into_iter()
        .find(|post| post.kind == kind && post.channel == channel)
}

/// The posts a change owes, worded in `lang`: the same posts, of the same kinds and to
/// the same channels, in every language. A match played in a thread of its own owes, at
/// its end, one result line to the channel the thread was opened from, and the thread's
/// archiving.
pub fn worded(lang: Lang, told: &Told) -> Vec<Post> {
    let mut posts = posts(lang, told);
    let info = &told.info;
    let threaded = matches!(info.thread, MatchThread::Wanted | MatchThread::Open { .. });
    if threaded && info.is_over() {
        let result = match told.what {
            What::Ruled => crate::discord::views::deathmatch::ruling_text(lang, info),
            _ => info.outcome.map(|outcome| {
                let line = games::outcome_line(lang, info, outcome);
                games::match_line(lang, info.id, &line)
            }),
        };
        if let Some(result) = result {
            posts.push(Post {
                guild: info.place.guild,
                channel: info.home(),
                kind: PostKind::Result,
                content: crate::discord::views::deathmatch::result_text(lang, info, &result),
                // A Death Match whose server posts results in this very channel: this line
                // is that post.
                ratings: info.dm.is_some() && told.results_channel == Some(info.home()),
                said: false,
            });
        }
        posts.push(Post {
            guild: info.place.guild,
            channel: info.place.channel,
            kind: PostKind::Archive,
            content: String::new(),
            ratings: false,
            said: false,
        });
    }
    posts
}

/// The posts a change owes, but a thread's, worded in `lang`.
fn posts(lang: Lang, told: &Told) -> Vec<Post> {
    let info = &told.info;
    // The host's command answered in the match's channel: only a results channel is owed
    // the result.
    if let What::Ruled = told.what {
        return crate::discord::views::deathmatch::ruling_post(lang, info, told.results_channel)
            .into_iter()
            .collect();
    }
    let mut lines = what_lines(lang, info, &told.what);
    if let Some(line) = result_line(lang, info, &lines) {
        lines.push(line);
    }
    if lines.is_empty() {
        return Vec::new();
    }
    let over = info.is_over();
    let mut posts = vec![Post {
        guild: info.place.guild,
        channel: info.place.channel,
        kind: PostKind::Text,
        content: games::match_line(lang, info.id, &lines.join("\n")),
        ratings: over,
        said: false,
    }];
    if over {
        if let Some(outcome) = info.outcome {
            let line = games::outcome_line(lang, info, outcome);
            let result = games::match_line(lang, info.id, &line);
            posts.extend(crate::discord::views::deathmatch::result_post(
                lang,
                info,
                &result,
                told.results_channel,
            ));
        }
    }
    posts
}

/// What the change itself says, a line each (a ruling's posts are made in [`posts`]).
fn what_lines(lang: Lang, info: &MatchInfo, what: &What) -> Vec<String> {
    match what {
        // A move the table shows by itself (Clash's reveals) posts nothing, unless it
        // ended the match.
        What::Move { events, .. } if games::notable(events) || info.is_over() => {
            games::events(lang, info, events)
        }
        What::Move { .. } => Vec::new(),
        What::Clock(strike) => clock_lines(lang, info, strike),
        What::Resigned(_) => Vec::new(),
        What::Chose {
            by: ChosenBy::Player,
        } => Vec::new(),
        What::Chose { by: ChosenBy::Bot } => bot_choice_lines(lang, info),
        What::Chose {
            by: ChosenBy::Clock,
        } => {
            let key = match info.dm {
                Some(_) => "toss-late-dmo",
                None => "toss-late-winner",
            };
            vec![plain(lang, key)]
        }
        What::ReserveStarted(seat) => vec![reserve_line(lang, info, *seat)],
        What::Ruled => Vec::new(),
    }
}

/// A turn clock that ran out into the seat's reserve, and when the reserve runs out.
fn reserve_line(lang: Lang, info: &MatchInfo, seat: crate::rules::Seat) -> String {
    let until = info
        .deadline
        .map(|d| {
            let t = (d / 1000).to_string();
            text(lang, "games-reserve-until", &Args::new().str("t", &t))
        })
        .unwrap_or_default();
    let who = mention(info.players[seat]);
    let args = Args::new().str("who", &who).str("until", &until);
    text(lang, "games-reserve-started", &args)
}

/// A turn clock that ran out: the missed turn, what the rules then did, and a forfeit.
fn clock_lines(lang: Lang, info: &MatchInfo, strike: &ClockStrike) -> Vec<String> {
    let who = mention(info.players[strike.seat]);
    let args = Args::new().str("who", &who).num("n", strike.strikes);
    let args = args.num("max", info.settings.max_strikes);
    let skipped = if strike.skipped { "yes" } else { "no" };
    let mut lines = vec![text(
        lang,
        "games-missed-turn",
        &args.str("skipped", skipped),
    )];
    lines.extend(games::events(lang, info, &strike.events));
    // A forfeit is the table's doing; a win by the default move is announced by the
    // rules' own event above.
    if let Some(
        outcome @ Outcome::Win {
            reason: EndReason::Forfeit,
            ..
        },
    ) = info.outcome
    {
        lines.push(games::outcome_line(lang, info, outcome));
    }
    lines
}

/// The bot's choice after the toss it won. The bot chooses at once, so its toss post may
/// never go out (a toss post is not sent once the choice is made): the choice carries the
/// deal's commitment too, so it is published before any card is played.
fn bot_choice_lines(lang: Lang, info: &MatchInfo) -> Vec<String> {
    let who = info
        .bot
        .map(|bot| mention(info.players[bot.seat]))
        .unwrap_or_default();
    let choice = bold(crate::discord::views::toss::choice_label(
        lang, info.game, true,
    ));
    let args = Args::new().str("who", &who).str("choice", &choice);
    let mut lines = vec![text(lang, "toss-bot-chose", &args)];
    let commitment = crate::discord::views::toss::commitment_line(lang, info);
    if !commitment.is_empty() {
        lines.push(commitment.trim_end().to_string());
    }
    lines
}

/// The result line for a match this change ended, when `lines` do not already say it:
/// when nothing said how the match ended (a resignation), or when the match's result is
/// not the game's own (a drawn Death Match goes to the DMO); a game's own end event
/// already names the winner.
fn result_line(lang: Lang, info: &MatchInfo, lines: &[String]) -> Option<String> {
    let outcome = info.outcome.filter(|_| info.is_over())?;
    if !lines.is_empty() && info.table_outcome == Some(outcome) {
        return None;
    }
    let line = games::outcome_line(lang, info, outcome);
    (!lines.contains(&line)).then_some(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{AnyEvents, AnyPublic, PublicMatch};
    use crate::rules::clash::Clash;
    use crate::rules::{Game, Seat, Table};

    /// The posts as delivered in English: each one owed as a value worded.
    fn delivered(posts: &[Post]) -> Vec<Post> {
        posts
            .iter()
            .map(|post| match post.said {
                false => post.clone(),
                true => {
                    let Ok(Said::Match { told, channel }) = Said::from_json(&post.content) else {
                        panic!("not a match's post: {}", post.content);
                    };
                    word(Lang::ENGLISH, &told, post.kind, channel).expect("the post is there")
                }
            })
            .collect()
    }

    fn public_of(table: &Table<Clash>) -> PublicMatch {
        PublicMatch {
            info: crate::discord::games::tests::info_of(table, 1),
            table: Some(AnyPublic::Clash(table.game().public_view())),
        }
    }

    /// A match B resigned, played in thread `thread` of its channel (returned).
    fn resigned_in_thread(thread: u64) -> (PublicMatch, u64) {
        let mut table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        table.resign(Seat::B).unwrap();
        let mut public = public_of(&table);
        let home = public.info.place.channel;
        public.info.place.channel = thread;
        public.info.thread = MatchThread::Open { parent: home };
        (public, home)
    }

    #[test]
    fn the_bots_choice_publishes_the_deal_commitment() {
        let mut table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let seat = table.to_move().unwrap();
        table.play(seat, table.game().default_move()).unwrap();
        let mut public = public_of(&table);
        public.info.bot = Some(crate::model::BotSeat {
            seat: Seat::B,
            level: crate::ai::Level::Strong,
        });
        public.info.commitment = Some("ab".repeat(32));
        let posts = herald(Happened {
            public: &public,
            what: &What::Chose { by: ChosenBy::Bot },
            results_channel: None,
        });
        let posts = delivered(&posts);
        assert_eq!(posts.len(), 1, "{posts:?}");
        assert!(
            posts[0].content.contains("won the toss and chose")
                && posts[0]
                    .content
                    .contains(&format!("sha256 {}", "ab".repeat(32))),
            "{}",
            posts[0].content
        );
    }

    #[test]
    fn a_move_the_table_shows_owes_no_post() {
        let mut table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        let seat = table.to_move().unwrap();
        let mv = table.game().default_move();
        let events = table.play(seat, mv).unwrap();
        let posts = herald(Happened {
            public: &public_of(&table),
            what: &What::Move {
                seat,
                events: AnyEvents::Clash(events),
            },
            results_channel: None,
        });
        let posts = delivered(&posts);
        assert!(posts.is_empty(), "{posts:?}");
    }

    #[test]
    fn a_resignation_owes_one_result_post_with_ratings() {
        let mut table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        table.resign(Seat::B).unwrap();
        let public = public_of(&table);
        let posts = herald(Happened {
            public: &public,
            what: &What::Resigned(Seat::B),
            results_channel: None,
        });
        let posts = delivered(&posts);
        assert_eq!(posts.len(), 1, "{posts:?}");
        let post = &posts[0];
        assert_eq!(post.channel, public.info.place.channel);
        assert!(post.ratings);
        assert_eq!(
            post.content,
            format!(
                "**Match #{}** · {}",
                public.info.id,
                games::outcome_line(
                    crate::words::Lang::ENGLISH,
                    &public.info,
                    public.info.outcome.unwrap()
                )
            )
        );
    }

    #[test]
    fn a_threaded_match_owes_a_result_line_in_its_channel_and_its_archiving() {
        let (public, home) = resigned_in_thread(900);
        let posts = herald(Happened {
            public: &public,
            what: &What::Resigned(Seat::B),
            results_channel: None,
        });
        let posts = delivered(&posts);
        let kinds: Vec<_> = posts.iter().map(|p| (p.kind, p.channel)).collect();
        assert_eq!(
            kinds,
            vec![
                (PostKind::Text, 900),
                (PostKind::Result, home),
                (PostKind::Archive, 900)
            ],
            "{posts:?}"
        );
        // The ratings go with the result in the thread, not twice.
        assert!(posts[0].ratings && !posts[1].ratings);
        assert!(posts[1]
            .content
            .contains(&format!("Match #{}", public.info.id)));
    }

    #[test]
    fn a_match_without_a_thread_owes_no_archiving() {
        let mut table = Table::<Clash>::new(Default::default(), 7, Seat::A, 5);
        table.resign(Seat::A).unwrap();
        let mut public = public_of(&table);
        public.info.thread = MatchThread::Failed {
            reason: crate::model::ThreadLoss::Deleted,
        };
        let posts = herald(Happened {
            public: &public,
            what: &What::Resigned(Seat::A),
            results_channel: None,
        });
        let posts = delivered(&posts);
        assert_eq!(posts.len(), 1, "{posts:?}");
        assert_eq!(posts[0].kind, PostKind::Text);
    }

    #[test]
    fn a_change_owes_its_posts_as_values_and_the_same_posts_in_every_language() {
        let (public, _) = resigned_in_thread(900);
        let what = What::Resigned(Seat::B);
        let posts = herald(Happened {
            public: &public,
            what: &what,
            results_channel: None,
        });
        // No words are stored: each post is a value, and no post names the match in words.
        for post in posts.iter().filter(|p| p.kind != PostKind::Archive) {
            assert!(post.said, "{post:?}");
            assert!(Said::from_json(&post.content).is_ok(), "{}", post.content);
            assert!(!post.content.contains("Match #"), "{}", post.content);
        }
        let told = Told {
            info: public.info.clone(),
            what,
            results_channel: None,
        };
        let shape = |posts: &[Post]| -> Vec<(u64, PostKind, bool)> {
            posts
                .iter()
                .map(|p| (p.channel, p.kind, p.ratings))
                .collect()
        };
        // Each post is found again by its kind and channel: no two share both.
        let mut places: Vec<(PostKind, u64)> = posts.iter().map(|p| (p.kind, p.channel)).collect();
        places.sort_by_key(|(kind, channel)| (kind.as_str(), *channel));
        places.dedup();
        assert_eq!(places.len(), posts.len(), "{posts:?}");
        for lang in Lang::all() {
            let worded = worded(lang, &told);
            assert_eq!(shape(&worded), shape(&posts), "{}", lang.tag());
            assert_eq!(shape(&delivered(&posts)), shape(&posts));
        }
    }
}
