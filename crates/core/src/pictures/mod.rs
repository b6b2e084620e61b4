//! The pictures both edges show: what the bot draws, each as a [`Picture`] with its words,
//! made by one function whichever edge (Discord's messages, the web's pages) shows it.
//! Pure: drawn from the values of [`crate::rules`] and [`crate::model`] alone, with the
//! font shipped inside the crate, so a picture is the same everywhere and on every
//! machine. It never reaches for `discord`, `service` or `storage`: an edge turns a
//! picture into its own form (a Discord attachment, a page's image).

pub mod bracket;
pub mod films;
pub mod font;
pub mod paint;
pub mod profile;
pub mod shape_cards;
pub mod tile_board;

/// A picture to show (a PNG, or a film's GIF), with its alt text: the same picture in
/// words, for those who do not see it (Discord's attachment description).
#[derive(Clone, Debug)]
pub struct Picture {
    /// The file name: `board.png`, `game.gif`.
    pub name: &'static str,
    /// The file's bytes, in the format its name says.
    pub bytes: Vec<u8>,
    pub alt: String,
}

impl Picture {
    /// The file's media type, from its name.
    pub fn mime(&self) -> &'static str {
        if self.name.ends_with(".gif") {
            "image/gif"
        } else {
            "image/png"
        }
    }
}
