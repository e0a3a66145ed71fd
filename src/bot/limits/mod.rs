//! Limits on work: cooldowns between two starts of a kind, requests under way at once per user, requests a minute
//! per network address, and work that runs one at a time per key.

pub mod cooldown;
pub mod exclusive;
pub mod per_address;
pub mod per_user;
