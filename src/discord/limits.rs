//! Discord's limits on what a message carries, in characters: one place for the renderers
//! that cut or split to fit and for the tests that render every text in every language
//! against them.

/// A message's content.
pub const CONTENT: usize = 2000;
/// A button's label.
pub const BUTTON_LABEL: usize = 80;
/// A select option's label (and its description).
pub const OPTION_LABEL: usize = 100;
/// A select menu's placeholder.
pub const PLACEHOLDER: usize = 150;
/// A form's (modal's) title.
pub const MODAL_TITLE: usize = 45;
/// A form field's label.
pub const INPUT_LABEL: usize = 45;
/// A form field's placeholder.
pub const INPUT_PLACEHOLDER: usize = 100;
/// A thread's name.
pub const THREAD_NAME: usize = 100;
