//! Test helpers: a store on a fresh temporary file, removed when the test is done.

use super::Store;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// A store on a new file in its own temporary directory (unique per call, so parallel tests never share).
pub async fn temp_store(name: &str) -> (PathBuf, Store) {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("cuatro-store-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::open(&format!("sqlite://{}", dir.join("t.db").display())).await.unwrap();
    (dir, store)
}

/// Closes the store and removes its directory.
pub async fn done(dir: PathBuf, store: Store) {
    store.close().await;
    let _ = std::fs::remove_dir_all(dir);
}
