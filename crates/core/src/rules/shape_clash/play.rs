//! Shape Clash's turn flow: checking a move against the seven options, playing it, the
//! draws, the end of a turn, a deal's end and its scoring, and the next deal's lay-out.

use super::moves::combo_single;
use super::*;

impl ShapeClash {
    /// Validates `mv` for the seat to move without changing anything.
    pub(super) fn check(&self, mv: &ShapeClashMove) -> Result<(), ShapeClashError> {
        use ShapeClashMove as M;
        if self.opening {
            return match *mv {
                M::Open { complete } => self.own_complete(complete).map(drop),
                _ => Err(ShapeClashError::MustOpen),
            };
        }
        let k = self.top_k();
        let tops = self.pile_tops();
        match *mv {
            M::Open { .. } => Err(ShapeClashError::AlreadyOpen),
            M::FollowComplete { single } => self.check_follow(single, k, tops),
            M::ShareTwo { complete } => self.check_share_two(complete, k),
            M::PilesComplete { complete } => self.check_piles_complete(complete, tops),
            M::FreeComplete { complete } => {
                self.own_complete(complete)?;
                self.check_matched(k, tops)
            }
            M::FreeSingles { singles } => {
                self.check_one_of_each(singles)?;
                self.check_matched(k, tops)
            }
            M::Combo { complete, single } => self.check_combo(complete, single, tops),
            M::FinalSingle { single } => self.own_single(single).map(drop),
            M::Pass => Ok(()),
        }
    }

    /// The top Complete shown by the game's errors (the deal is open once past the opening).
    fn shown_top(&self) -> ShapeCard {
        self.top_complete().expect("the deal is open")
    }

    /// Option 1: an own Single that follows the top Complete `k` in its category and is not
    /// already that category's pile top.
    fn check_follow(
        &self,
        single: ShapeCard,
        k: Complete,
        tops: Complete,
    ) -> Result<(), ShapeClashError> {
        let v = self.own_single(single)?;
        let category = v.category();
        if v != k.get(category) {
            return Err(ShapeClashError::DoesNotFollow {
                single,
                top: self.shown_top(),
                category,
                needed: k.get(category),
            });
        }
        if v == tops.get(category) {
            return Err(ShapeClashError::SameAsPileTop { category, value: v });
        }
        Ok(())
    }

    /// Option 2: an own Complete sharing exactly two values with the top Complete `k`.
    fn check_share_two(&self, complete: ShapeCard, k: Complete) -> Result<(), ShapeClashError> {
        let shared = self.own_complete(complete)?.shared(k);
        if shared != 2 {
            return Err(ShapeClashError::NotTwoShared {
                complete,
                top: self.shown_top(),
                shared,
            });
        }
        Ok(())
    }

    /// Option 3: the own Complete that the Single pile tops spell.
    fn check_piles_complete(
        &self,
        complete: ShapeCard,
        tops: Complete,
    ) -> Result<(), ShapeClashError> {
        if self.own_complete(complete)? != tops {
            return Err(ShapeClashError::NotThePilesComplete {
                complete,
                piles: tops,
            });
        }
        Ok(())
    }

    /// Options 4a and 4b are open only while the pile tops spell the top Complete.
    fn check_matched(&self, k: Complete, tops: Complete) -> Result<(), ShapeClashError> {
        if k != tops {
            return Err(self.not_matched());
        }
        Ok(())
    }

    /// Option 4b's three Singles: own cards, no card twice, one of each category.
    fn check_one_of_each(&self, singles: [ShapeCard; 3]) -> Result<(), ShapeClashError> {
        let mut seen = [false; 3];
        for (i, &single) in singles.iter().enumerate() {
            if singles[..i].contains(&single) {
                return Err(ShapeClashError::PlayedTwice(single));
            }
            seen[self.own_single(single)?.category().index()] = true;
        }
        match Category::ALL.into_iter().find(|c| !seen[c.index()]) {
            Some(missing) => Err(ShapeClashError::MissingCategory(missing)),
            None => Ok(()),
        }
    }

    /// Option 5: an own Complete sharing two values with the pile tops, and the own Single
    /// that brings the third.
    fn check_combo(
        &self,
        complete: ShapeCard,
        single: ShapeCard,
        tops: Complete,
    ) -> Result<(), ShapeClashError> {
        let x = self.own_complete(complete)?;
        let v = self.own_single(single)?;
        let Some(needed) = combo_single(x, tops) else {
            return Err(ShapeClashError::ComboNotTwo {
                complete,
                piles: tops,
                matching: x.shared(tops),
            });
        };
        if v != needed {
            return Err(ShapeClashError::ComboWrongSingle {
                single,
                complete,
                needed,
            });
        }
        Ok(())
    }

    pub(super) fn take_from_hand(&mut self, card: ShapeCard) {
        let hand = &mut self.hands[self.to_move];
        let at = hand
            .iter()
            .position(|&c| c == card)
            .expect("checked: the card is in hand");
        hand.remove(at);
    }

    pub(super) fn put_single(&mut self, card: ShapeCard) {
        self.take_from_hand(card);
        let category = card.as_single().expect("checked: a Single").category();
        self.singles[category.index()].push(card);
    }

    pub(super) fn put_complete(&mut self, card: ShapeCard) {
        self.take_from_hand(card);
        self.completes.push(card);
    }

    /// Moves up to `count` cards from `seat`'s pile to its hand; returns how many came.
    pub(super) fn draw(&mut self, seat: Seat, count: usize) -> u32 {
        let pile = &mut self.piles[seat];
        let drawn = pile.split_off(pile.len() - count.min(pile.len()));
        let n = drawn.len() as u32;
        let hand = &mut self.hands[seat];
        hand.extend(drawn);
        hand.sort_unstable();
        n
    }

    pub(super) fn draw_event(
        &mut self,
        seat: Seat,
        count: usize,
        reason: DrawReason,
    ) -> Option<ShapeClashEvent> {
        let count = self.draw(seat, count);
        (count > 0).then_some(ShapeClashEvent::Drew {
            seat,
            count,
            reason,
        })
    }

    /// A fresh deal from a full shuffled deck: reveal until one Single per category is
    /// found, shuffle the rest back, deal.
    pub(super) fn start_deal(&mut self, events: &mut Vec<ShapeClashEvent>) {
        let mut deck: Vec<ShapeCard> = ShapeCard::all().collect();
        deck.shuffle(&mut self.rng);
        let mut starters: [Option<ShapeCard>; 3] = [None; 3];
        let mut rest = Vec::with_capacity(DECK_SIZE);
        while starters.iter().any(Option::is_none) {
            let card = deck
                .pop()
                .expect("the deck holds Singles of every category");
            match card
                .as_single()
                .map(|v| &mut starters[v.category().index()])
            {
                Some(slot @ None) => *slot = Some(card),
                _ => rest.push(card),
            }
        }
        rest.extend(deck);
        rest.shuffle(&mut self.rng);
        self.lay_out(starters.map(|s| s.expect("found")), rest, events);
    }

    /// Lays out a deal: `starters` start the Single piles; `rest` (60 cards) is dealt, the
    /// first 30 from the top to the opener's pile.
    pub(super) fn lay_out(
        &mut self,
        starters: [ShapeCard; 3],
        mut rest: Vec<ShapeCard>,
        events: &mut Vec<ShapeClashEvent>,
    ) {
        debug_assert_eq!(rest.len(), 2 * PILE_SIZE);
        let first = self.deal_first;
        self.singles = starters.map(|s| vec![s]);
        self.completes.clear();
        self.piles[first] = rest.split_off(PILE_SIZE);
        self.piles[first.other()] = rest;
        self.hands = BySeat::default();
        self.to_move = first;
        self.opening = true;
        self.forced_passes = 0;
        // The board is fresh: the last deal's turns name cards that are back in the deck.
        self.turn_plays.clear();
        self.last_turn = None;
        events.push(ShapeClashEvent::DealStarted {
            deal: self.deal,
            first,
            starters,
        });
        for seat in [first, first.other()] {
            events.extend(self.draw_event(seat, HAND_SIZE, DrawReason::Deal));
        }
        // The opener draws until a Complete comes; one whose whole pile holds none passes
        // and the other opens (one of them holds a Complete: see beside PILE_SIZE).
        for opener in [first, first.other()] {
            let mut sought = 0;
            while self.hands[opener].iter().all(|c| c.is_single()) && self.draw(opener, 1) == 1 {
                sought += 1;
            }
            if sought > 0 {
                events.push(ShapeClashEvent::Drew {
                    seat: opener,
                    count: sought,
                    reason: DrawReason::SeekingComplete,
                });
            }
            if self.hands[opener].iter().any(|c| !c.is_single()) {
                self.to_move = opener;
                break;
            }
            events.push(ShapeClashEvent::Passed {
                seat: opener,
                forced: true,
            });
        }
    }

    /// Closes the record of the turn under way.
    pub(super) fn record_turn(&mut self, passed: Option<bool>) {
        self.last_turn = Some(TurnRecord {
            seat: self.to_move,
            plays: std::mem::take(&mut self.turn_plays),
            passed,
        });
    }

    pub(super) fn end_turn(&mut self, events: &mut Vec<ShapeClashEvent>) {
        self.to_move = self.to_move.other();
        self.turn += 1;
        let seat = self.to_move;
        let need = HAND_SIZE.saturating_sub(self.hands[seat].len());
        events.extend(self.draw_event(seat, need, DrawReason::Refill));
    }

    pub(super) fn end_deal(&mut self, end: DealEnd, events: &mut Vec<ShapeClashEvent>) {
        let left = BySeat::from_fn(|s| self.cards_left(s) as u32);
        let (winner, points) = match end {
            DealEnd::WentOut => (Some(self.to_move), left[self.to_move.other()]),
            DealEnd::Blocked => match left.a.cmp(&left.b) {
                std::cmp::Ordering::Less => (Some(Seat::A), left.b - left.a),
                std::cmp::Ordering::Greater => (Some(Seat::B), left.a - left.b),
                std::cmp::Ordering::Equal => (None, 0),
            },
        };
        if let Some(w) = winner {
            self.scores[w] += points;
        }
        let result = DealResult {
            deal: self.deal,
            end,
            winner,
            points,
            cards_left: left,
        };
        self.last_deal = Some(result);
        events.push(ShapeClashEvent::DealEnded {
            result,
            scores: self.scores,
        });
        if let Some(w) = winner.filter(|&w| points > 0 && self.scores[w] >= self.options.target) {
            self.winner = Some(w);
            events.push(ShapeClashEvent::MatchWon {
                winner: w,
                scores: self.scores,
            });
            return;
        }
        self.deal += 1;
        self.deal_first = self.deal_first.other();
        self.turn += 1;
        self.start_deal(events);
    }

    pub(super) fn out_of_cards(&self) -> bool {
        self.cards_left(self.to_move) == 0
    }
}
