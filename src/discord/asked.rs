//! What a drawer has been asked to bring up to date (tournament messages, scheduled
//! events' announcements): a set, so asks coalesce, and the drawer's wake-up.

use std::collections::BTreeSet;
use std::sync::Mutex;
use tokio::sync::Notify;

pub struct Asked<T> {
    set: Mutex<BTreeSet<T>>,
    wake: Notify,
}

impl<T> Default for Asked<T> {
    fn default() -> Self {
        Asked {
            set: Mutex::new(BTreeSet::new()),
            wake: Notify::new(),
        }
    }
}

impl<T: Ord> Asked<T> {
    /// Asks for `id`, waking the drawer.
    pub fn ask(&self, id: T) {
        self.set
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(id);
        self.wake.notify_one();
    }

    /// Everything asked for since the last take, in order.
    pub fn take(&self) -> Vec<T> {
        std::mem::take(
            &mut *self
                .set
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
        .into_iter()
        .collect()
    }

    /// Waits for the next ask (at once when one came since the last wait).
    pub async fn asked(&self) {
        self.wake.notified().await;
    }
}
