//! Test helpers: a store on a fresh temporary file, removed when the test is done, and a test body run on both
//! engines.

use super::Store;
use std::future::Future;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// A unique name per call, so parallel tests never share a file or a schema.
fn unique(name: &str) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!("{name}-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

/// A store on a new file in its own temporary directory.
pub async fn temp_store(name: &str) -> (PathBuf, Store) {
    let dir = std::env::temp_dir().join(format!("cuatro-store-{}", unique(name)));
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

/// Runs `body` with the URL of a fresh SQLite file, then of a fresh PostgreSQL schema (see
/// [`super::scratch::test_schema`] for when PostgreSQL may be skipped).
pub async fn each_engine_url<F, Fut>(name: &str, body: F)
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = std::env::temp_dir().join(format!("cuatro-store-{}", unique(name)));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    body(format!("sqlite://{}", dir.join("t.db").display())).await;
    let _ = std::fs::remove_dir_all(dir);

    let schema = format!("test_{}", unique(name));
    if let Some(url) = super::scratch::test_schema(&schema).await {
        body(url).await;
        super::scratch::drop_schema(&super::scratch::test_server(), &schema).await.unwrap();
    }
}

/// Runs `body` on a fresh store of each engine (see [`each_engine_url`]).
pub async fn each_engine<F, Fut>(name: &str, body: F)
where
    F: Fn(Store) -> Fut,
    Fut: Future<Output = ()>,
{
    let body = &body;
    each_engine_url(name, |url| async move {
        let store = Store::open(&url).await.unwrap();
        body(store.clone()).await;
        store.close().await;
    })
    .await;
}
