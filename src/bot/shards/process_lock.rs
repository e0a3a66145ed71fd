//! One process per SQLite database: an exclusive OS lock on `<database>.lock`, held for the process's life. The
//! system frees it when the process dies, however it dies, so whoever takes it knows that no other process is
//! alive on the database: the leases left in it are a dead process's, and void.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::Path;

/// The held lock; dropping it (or the process ending) frees it.
#[derive(Debug)]
pub struct ProcessLock {
    _file: File,
}

/// Takes the lock of the SQLite database file `database`: `Some` when taken, `None` while another live process
/// (or another bot in this one) holds it.
pub fn take(database: &Path) -> io::Result<Option<ProcessLock>> {
    let mut name = database.as_os_str().to_owned();
    name.push(".lock");
    let file = OpenOptions::new().create(true).truncate(false).write(true).open(Path::new(&name))?;
    match file.try_lock() {
        Ok(()) => Ok(Some(ProcessLock { _file: file })),
        Err(TryLockError::WouldBlock) => Ok(None),
        Err(TryLockError::Error(e)) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_holder_at_a_time_and_free_once_dropped() {
        let dir = std::env::temp_dir().join(format!("cuatro-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let database = dir.join("cuatro.db");
        let first = take(&database).unwrap().expect("a free lock is taken");
        assert!(take(&database).unwrap().is_none(), "held: a second taker waits");
        drop(first);
        assert!(take(&database).unwrap().is_some(), "freed with its holder");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
