//! Help from the solver and the record: hints, reviews (and their cache) and replays.

pub mod audience;
pub mod hint;
pub mod replay;
pub mod review;
pub mod review_cache;
