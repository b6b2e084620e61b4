//! The post where the first player is chosen, whichever way it is chosen.

use super::Screen;
use crate::model::MatchInfo;
use crate::words::Lang;

/// The post where the first player is chosen: a Death Match's start post (the DMO picks)
/// or the toss post. `chosen`: the choice once made (go first or not): the post as it
/// reads then, with the choice and without buttons. In `lang`: the server's.
pub fn choice_message(lang: Lang, info: &MatchInfo, chosen: Option<bool>) -> Screen {
    if info.dm.is_some() {
        super::deathmatch::start_message(lang, info, chosen)
    } else {
        super::toss::toss_message(lang, info, chosen)
    }
}
