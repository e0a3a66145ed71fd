//! Which shards this process serves: the set and its leases, the lease keeper, and SQLite's one-process lock.

pub mod lease_keeper;
pub mod process_lock;
pub mod set;
