//! A database migrated before the migrations moved to the top-level `migrations/` folder starts this build's
//! `cuatro` binary, on SQLite and PostgreSQL. The database is migrated as `sqlx::migrate!` did it then: the folder
//! read by sqlx's own resolver, each file's SHA-384 stored as its checksum; those checksums must be the ones an
//! earlier build stored (`tests/data/migrations-applied.tsv`, read from databases the `cuatro` binary of commit
//! fef246b migrated), so every shipped migration is still there byte for byte.

use crate::support::child::ChildBot;
use crate::support::fake_discord::Opt;
use crate::support::harness::{Harness, alice, description, ephemeral_text};
use cuatro::store::Engine;
use sqlx::{Connection, Row};
use std::path::Path;

/// The engine's folder of migrations, and its name in the recorded file.
fn folder(engine: Engine) -> &'static str {
    match engine {
        Engine::Sqlite => "sqlite",
        Engine::Postgres => "postgres",
    }
}

/// The checksums an earlier build stored, as `engine version checksum` lines (hexadecimal).
fn recorded(engine: Engine) -> Vec<(i64, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/migrations-applied.tsv");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = folder(engine);
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| line.split('\t').collect::<Vec<_>>())
        .filter(|fields| fields[0] == name)
        .map(|fields| (fields[1].parse().unwrap(), fields[2].to_string()))
        .collect()
}

/// Migrates the database at `url` from the engine's folder, as the builds before the move did, and returns the
/// stored versions with their checksums.
async fn migrate_as_before(url: &str, engine: Engine) -> Vec<(i64, String)> {
    sqlx::any::install_default_drivers();
    let url = if engine == Engine::Sqlite { format!("{url}?mode=rwc") } else { url.to_string() };
    let mut conn = sqlx::AnyConnection::connect(&url).await.expect("the database opens");
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(folder(engine));
    let migrator = sqlx::migrate::Migrator::new(folder.as_path()).await.expect("the folder reads");
    migrator.run(&mut conn).await.expect("the folder's migrations apply");
    let rows = sqlx::query("SELECT version, checksum FROM _sqlx_migrations ORDER BY version")
        .fetch_all(&mut conn)
        .await
        .expect("the applied migrations read");
    conn.close().await.unwrap();
    rows.iter()
        .map(|row| {
            let checksum: Vec<u8> = row.get(1);
            (row.get(0), checksum.iter().map(|b| format!("{b:02x}")).collect())
        })
        .collect()
}

async fn an_old_database_starts_this_build(engine: Engine) {
    let name = format!("old-database-{}", folder(engine));
    let Some(h) = Harness::on(engine, &name).await else { return };
    let applied = migrate_as_before(&h.db_url(), engine).await;
    let shipped = recorded(engine);
    // Migrations added since are the build's own; the shipped ones come first, unchanged.
    assert!(applied.len() >= shipped.len(), "{}: no shipped migration is gone", engine.name());
    assert_eq!(applied[..shipped.len()], shipped, "{}: every shipped migration is kept byte for byte", engine.name());
    let mut bot = ChildBot::new(&h.fake, &h.dir, &h.db_url());
    bot.start().await;
    let (_, answer) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
    assert_eq!(answer["type"], 4, "the bot serves on the old database: {answer}");
    assert!(description(&answer["data"]).contains('⚫'), "a new board: {answer}");
    let (_, rules) = h.slash(&alice(), &["connect4", "rules"], vec![]).await;
    assert!(!ephemeral_text(&rules).is_empty());
    assert!(bot.running(), "the bot still runs");
    bot.kill();
    // `StoreError::Migrate` would have stopped the start with this line.
    assert!(!bot.log_text().contains("database migration:"), "a migration error:\n{}", bot.log_text());
    assert!(bot.panics().is_empty(), "the bot panicked: {:?}", bot.panics());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_sqlite_database_starts_this_build() {
    an_old_database_starts_this_build(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_postgres_database_starts_this_build() {
    an_old_database_starts_this_build(Engine::Postgres).await;
}
