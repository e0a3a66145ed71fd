//! The CPU's search threads and the pool that runs searches off the async runtime.

pub mod search_pool;
pub mod threads;
