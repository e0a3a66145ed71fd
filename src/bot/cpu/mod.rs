//! The CPU's threads: replies searched in the servers' turn, each within its deadline.

pub mod fair_pool;
pub mod threads;
pub mod time_limit;
