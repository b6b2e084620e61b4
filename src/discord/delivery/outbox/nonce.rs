//! The nonces of the bot's posts. Sent with `enforce_nonce`, a nonce makes Discord answer a
//! post it has already made (the answer was lost, the bot crashed before recording it)
//! with that message instead of a second one. Discord checks nonces per author, across
//! every channel, for a few minutes: so two different posts of the bot must never share
//! one, whatever their channel, and whichever of the bot's processes sends them.
//!
//! A nonce is `cb`, this database's [`Instance`] (8 hex digits, drawn at random when the
//! database was made), one letter for what the post is, and the id of the row it belongs
//! to in base 36: at most 2 + 8 + 1 + 13 = 24 characters, within Discord's 25. A post sent
//! as several messages has, from its second message on, `P` and the message's place (one
//! base-36 digit) before the id: 25 characters at most. Unique by construction: the letter
//! tells the kinds apart (`P` is upper case, the instance and ids lower case), the row id
//! the posts of one kind, and the instance the databases.

use crate::model::tournaments::TournamentId;
use crate::model::{Instance, MatchId};
use serde_json::{json, Value};

/// The nonces of one database's posts.
#[derive(Clone, Debug)]
pub struct Nonces {
    instance: Instance,
}

/// One post's nonce.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nonce(String);

impl Nonces {
    pub fn new(instance: Instance) -> Nonces {
        Nonces { instance }
    }

    /// An outbox post (the toss, a result, a thread's starter): its row in the outbox.
    pub fn post(&self, outbox_id: i64) -> Nonce {
        self.make('p', outbox_id as u64)
    }

    /// Message `part` of an outbox post sent as several (a typed post whose words are
    /// longer than a message): the post's own nonce for the first, then `P`, the part in
    /// base 36 and the row's id (at most 25 characters). `None` past the 36th part.
    pub fn post_part(&self, outbox_id: i64, part: usize) -> Option<Nonce> {
        match part {
            0 => Some(self.post(outbox_id)),
            1..=35 => Some(Nonce(format!(
                "cb{}P{}{}",
                self.instance.as_str(),
                base36(part as u64),
                base36(outbox_id as u64)
            ))),
            _ => None,
        }
    }

    /// A match's first table.
    pub fn table(&self, id: MatchId) -> Nonce {
        self.make('t', id as u64)
    }

    /// A match's table posted again in its channel after its thread was lost.
    pub fn table_after_thread(&self, id: MatchId) -> Nonce {
        self.make('h', id as u64)
    }

    /// A table posted again after its message (`deleted`) was deleted.
    pub fn table_again(&self, deleted: u64) -> Nonce {
        self.make('r', deleted)
    }

    /// A tournament's public message (its sign-up, then its standings).
    pub fn standings(&self, id: TournamentId) -> Nonce {
        self.make('s', id as u64)
    }

    /// A scheduled event's announcement.
    pub fn schedule(&self, id: crate::model::schedules::ScheduleId) -> Nonce {
        self.make('e', id as u64)
    }

    /// The one-time notice that a scheduled event's Discord event was refused.
    pub fn schedule_notice(&self, id: crate::model::schedules::ScheduleId) -> Nonce {
        self.make('f', id as u64)
    }

    fn make(&self, kind: char, id: u64) -> Nonce {
        Nonce(format!("cb{}{kind}{}", self.instance.as_str(), base36(id)))
    }
}

impl Nonce {
    /// Marks a message's body with this nonce, enforced.
    /// The nonce as it is sent.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn mark(&self, body: &mut Value) {
        body["nonce"] = json!(self.0);
        body["enforce_nonce"] = json!(true);
    }
}

impl std::fmt::Display for Nonce {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The id of the message Discord's answer to a post is.
pub fn message_id(answer: &Value) -> Option<u64> {
    match answer.get("id")? {
        Value::String(id) => id.parse().ok(),
        Value::Number(id) => id.as_u64(),
        _ => None,
    }
}

/// Whether Discord's answer to a post shows what `body` asked for: its words and its
/// components' ids (a table's carry the match's version). A post sent again under its
/// nonce is answered with the message the first try made, which shows what that try drew:
/// when the thing posted has changed since, the answer differs here, and the message
/// must be edited before it counts as showing the new state. (Discord trims a message's
/// content, so the words are compared trimmed.)
pub fn shows(answer: &Value, body: &Value) -> bool {
    let words = |v: &Value| {
        v.get("content")
            .and_then(Value::as_str)
            .unwrap_or("")
            .trim()
            .to_string()
    };
    words(answer) == words(body) && custom_ids(answer) == custom_ids(body)
}

/// Every `custom_id` in a message's components, in order.
fn custom_ids(message: &Value) -> Vec<&str> {
    fn walk<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
        match v {
            Value::Object(map) => {
                if let Some(Value::String(id)) = map.get("custom_id") {
                    out.push(id);
                }
                map.values().for_each(|v| walk(v, out));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    if let Some(components) = message.get("components") {
        walk(components, &mut out);
    }
    out
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII digits")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Discord's limit on a nonce's length.
    const MAX_LEN: usize = 25;

    fn nonces(id: &str) -> Nonces {
        Nonces::new(Instance::parse(id).unwrap())
    }

    /// Every kind of nonce for row (or message) `id`.
    fn all(n: &Nonces, id: u64) -> [Nonce; 5] {
        [
            n.post(id as i64),
            n.table(id as i64),
            n.table_after_thread(id as i64),
            n.table_again(id),
            n.standings(id as i64),
        ]
    }

    #[test]
    fn a_tournament_and_a_match_of_the_same_number_have_different_nonces() {
        let n = nonces("0123abcd");
        assert_eq!(n.table(1).to_string(), "cb0123abcdt1");
        assert_eq!(n.standings(1).to_string(), "cb0123abcds1");
        let kinds: std::collections::HashSet<Nonce> = all(&n, 1).into_iter().collect();
        assert_eq!(kinds.len(), 5);
    }

    #[test]
    fn two_databases_never_share_a_nonce() {
        let (a, b) = (nonces("00000001"), nonces("00000002"));
        for id in [1, 2, 36, u64::MAX] {
            for (x, y) in all(&a, id).iter().zip(all(&b, id).iter()) {
                assert_ne!(x, y);
            }
        }
    }

    #[test]
    fn the_longest_nonce_is_within_discords_limit() {
        let n = nonces("ffffffff");
        for nonce in all(&n, u64::MAX) {
            assert!(nonce.to_string().len() <= MAX_LEN, "{nonce}");
        }
        assert_eq!(
            n.table_again(u64::MAX).to_string(),
            "cbffffffffr3w5e11264sgsf"
        );
    }

    #[test]
    fn a_post_sent_as_several_messages_has_a_nonce_for_each_within_discords_limit() {
        let n = nonces("ffffffff");
        let id = i64::MAX;
        assert_eq!(n.post_part(id, 0), Some(n.post(id)));
        let parts: std::collections::HashSet<Nonce> =
            (0..36).map(|part| n.post_part(id, part).unwrap()).collect();
        assert_eq!(parts.len(), 36);
        assert!(parts.iter().all(|p| p.to_string().len() <= MAX_LEN));
        // None of them is another kind's nonce for the same number.
        assert!(all(&n, id as u64)
            .iter()
            .skip(1)
            .all(|other| !parts.contains(other)));
        assert_eq!(n.post_part(id, 36), None);
        assert_eq!(
            nonces("0123abcd").post_part(7, 1).unwrap().to_string(),
            "cb0123abcdP17"
        );
    }

    #[test]
    fn a_marked_body_enforces_its_nonce() {
        let mut body = json!({ "content": "hi" });
        nonces("0123abcd").post(7).mark(&mut body);
        assert_eq!(body["nonce"], "cb0123abcdp7");
        assert_eq!(body["enforce_nonce"], true);
    }

    #[test]
    fn a_message_id_is_read_as_discord_writes_it() {
        assert_eq!(message_id(&json!({ "id": "1234" })), Some(1234));
        assert_eq!(message_id(&json!({ "id": 1234 })), Some(1234));
        assert_eq!(message_id(&json!({})), None);
    }

    #[test]
    fn an_answer_shows_a_body_when_its_words_and_component_ids_are_the_same() {
        let button = |id: &str| json!([{ "type": 1, "components": [{ "type": 2, "custom_id": id, "label": "Go" }] }]);
        let body = json!({ "content": "Match #1 · v3\n", "components": button("mv:1:3") });
        // Discord trims the words and adds fields of its own.
        let same = json!({ "id": "9", "content": "Match #1 · v3", "components": button("mv:1:3"), "tts": false });
        assert!(shows(&same, &body));
        let older_words = json!({ "content": "Match #1 · v1", "components": button("mv:1:3") });
        assert!(!shows(&older_words, &body));
        let older_buttons = json!({ "content": "Match #1 · v3", "components": button("mv:1:1") });
        assert!(!shows(&older_buttons, &body));
        let no_buttons = json!({ "content": "Match #1 · v3", "components": [] });
        assert!(!shows(&no_buttons, &body));
    }

    proptest! {
        /// Different posts (a kind and a row) never share a nonce.
        #[test]
        fn nonces_are_unique_by_construction(a in any::<u64>(), b in any::<u64>(), i in 0usize..5, j in 0usize..5) {
            let n = nonces("9a8b7c6d");
            let (x, y) = (&all(&n, a)[i], &all(&n, b)[j]);
            prop_assert_eq!(x == y, a == b && i == j);
            prop_assert!(x.to_string().len() <= MAX_LEN);
        }

        /// Two parts of posts share a nonce only when they are the same part of one post.
        #[test]
        fn parts_of_posts_are_unique(a in 0i64..i64::MAX, b in 0i64..i64::MAX, i in 0usize..36, j in 0usize..36) {
            let n = nonces("9a8b7c6d");
            let (x, y) = (n.post_part(a, i).unwrap(), n.post_part(b, j).unwrap());
            prop_assert_eq!(x == y, a == b && i == j);
        }
    }
}
