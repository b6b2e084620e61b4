//! What happens in Shape Clash (events, public: only cards on the board appear) and why a
//! move is refused (errors a player can read).

use super::*;

/// Why a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealEnd {
    /// The winner played her last card.
    WentOut,
    /// Two forced passes in a row: neither player could play.
    Blocked,
}

/// A finished deal, public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    pub deal: u32,
    pub end: DealEnd,
    /// `None` when a blocked deal left both players with as many cards.
    pub winner: Option<Seat>,
    pub points: u32,
    /// Hand plus face-down pile, per seat, when the deal ended.
    pub cards_left: BySeat<u32>,
}

/// Why cards were drawn. Draws are public as counts only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawReason {
    /// The first 7 of a deal.
    Deal,
    /// The opener had no Complete and drew until one came.
    SeekingComplete,
    /// The start of a turn: back to 7.
    Refill,
    /// The hand emptied mid-turn: 7 more.
    EmptyHand,
}

/// What happened. Only cards on the board ever appear here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShapeClashEvent {
    DealStarted {
        deal: u32,
        first: Seat,
        /// The revealed Singles that start the Pattern, Color and Shape piles.
        starters: [ShapeCard; 3],
    },
    Drew {
        seat: Seat,
        count: u32,
        reason: DrawReason,
    },
    Played {
        seat: Seat,
        play: ShapeClashMove,
    },
    Passed {
        seat: Seat,
        /// The passer had no legal play. Two forced passes in a row end the deal; a
        /// voluntary one resets the count.
        forced: bool,
    },
    DealEnded {
        result: DealResult,
        scores: BySeat<u32>,
    },
    MatchWon {
        winner: Seat,
        scores: BySeat<u32>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShapeClashError {
    #[error("{0} is not in your hand")]
    NotInHand(ShapeCard),
    #[error("{0} is played twice")]
    PlayedTwice(ShapeCard),
    #[error("{0} is a Single, but this play needs a Complete")]
    NotAComplete(ShapeCard),
    #[error("{0} is a Complete, but this play needs a Single")]
    NotASingle(ShapeCard),
    #[error("the deal opens with one Complete from your hand and nothing else")]
    MustOpen,
    #[error("the deal is already open: the opening Complete is down")]
    AlreadyOpen,
    #[error("{single} does not follow {top}: its {category} is {needed}")]
    DoesNotFollow {
        single: ShapeCard,
        top: ShapeCard,
        category: Category,
        needed: Value,
    },
    #[error("the {category} pile already shows {value}: option 1 needs a different value (option 6 plays it and ends your turn)")]
    SameAsPileTop { category: Category, value: Value },
    #[error("{complete} shares {shared} values with {top}: option 2 needs exactly two")]
    NotTwoShared {
        complete: ShapeCard,
        top: ShapeCard,
        shared: usize,
    },
    #[error("{complete} is not the Complete of the Single piles, which show {piles}")]
    NotThePilesComplete {
        complete: ShapeCard,
        piles: Complete,
    },
    #[error("the board is not matched: the Single piles show {piles} and the Complete pile {top}")]
    NotMatched { piles: Complete, top: ShapeCard },
    #[error("play one Single of each category: there is no {0} Single")]
    MissingCategory(Category),
    #[error(
        "{complete} matches {matching} of the Single piles ({piles}): option 5 needs exactly two"
    )]
    ComboNotTwo {
        complete: ShapeCard,
        piles: Complete,
        matching: usize,
    },
    #[error("{single} does not complete {complete}: play it with the {needed} Single")]
    ComboWrongSingle {
        single: ShapeCard,
        complete: ShapeCard,
        needed: Value,
    },
}
