//! The post where the first player is chosen, whichever way it is chosen.

use super::Screen;
use crate::model::MatchInfo;

/// The post where the first player is chosen: a Death Match's start post (the DMO picks)
/// or the toss post. `chosen`: the choice once made (go first or not): the post as it
/// reads then, with the choice and without buttons.
pub fn choice_message(info: &MatchInfo, chosen: Option<bool>) -> Screen {
    if info.dm.is_some() {
        super::deathmatch::start_message(info, chosen)
    } else {
        super::toss::toss_message(info, chosen)
    }
}
