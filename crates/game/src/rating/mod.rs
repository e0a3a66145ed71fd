//! Ratings: the Glicko-2 maths and the rating periods it is applied in. Imports nothing of the crate.

mod glicko2;
mod period;

pub use glicko2::{Outcome, Rating, TAU};
pub use period::{RATING_PERIOD_MS, RatedGame, rate_pair, rating_at};
