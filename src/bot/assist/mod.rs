//! Help from the solver and the record: hints, reviews (and their cache), replays, and the per-user limit on them.

pub mod hint;
pub mod one_at_a_time;
pub mod replay;
pub mod review;
pub mod review_cache;
