//! The migrations of both engines, embedded from the top-level `migrations/` folder by the build script, as the
//! migrator that applies them at start-up.

use crate::engine::Engine;
use sqlx::SqlStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use std::borrow::Cow;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/migrations.rs"));
}

/// The engine's migrations: version, description (the file name's, `_` read as spaces) and SQL text.
pub(crate) fn listed(engine: Engine) -> &'static [(i64, &'static str, &'static str)] {
    match engine {
        Engine::Sqlite => embedded::SQLITE,
        Engine::Postgres => embedded::POSTGRES,
    }
}

/// The migrator of the engine's migrations. Each migration's checksum is the SHA-384 of its text, and a text that
/// starts `-- no-transaction` runs outside a transaction, as `sqlx::migrate!` made them: a database migrated by an
/// earlier build is accepted as long as every file is kept byte for byte.
pub(crate) fn migrator(engine: Engine) -> Migrator {
    Migrator::with_migrations(
        listed(engine)
            .iter()
            .map(|&(version, description, sql)| {
                let no_tx = sql.starts_with("-- no-transaction");
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    SqlStr::from_static(sql),
                    no_tx,
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_engines_have_the_same_versions_with_the_same_descriptions() {
        let heads = |engine| listed(engine).iter().map(|&(v, d, _)| (v, d)).collect::<Vec<_>>();
        assert_eq!(heads(Engine::Sqlite), heads(Engine::Postgres));
        let versions: Vec<i64> = listed(Engine::Sqlite).iter().map(|&(v, _, _)| v).collect();
        assert_eq!(versions, (1..=versions.len() as i64).collect::<Vec<_>>(), "numbered from 1 without a gap");
        assert_eq!(listed(Engine::Sqlite)[0].1, "games");
    }

    #[test]
    fn every_migration_file_is_embedded_as_sqlx_reads_the_folder() {
        for (engine, folder) in [(Engine::Sqlite, "sqlite"), (Engine::Postgres, "postgres")] {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations").join(folder);
            let on_disk = sqlx::migrate::resolve_blocking(&dir).expect("the folder reads");
            let embedded = migrator(engine);
            assert_eq!(on_disk.len(), embedded.migrations.len(), "{folder}");
            for ((file, path), kept) in on_disk.iter().zip(embedded.migrations.iter()) {
                let what = path.display();
                assert_eq!((file.version, &file.description), (kept.version, &kept.description), "{what}");
                assert_eq!((&file.checksum, file.no_tx), (&kept.checksum, kept.no_tx), "{what}");
            }
        }
    }
}
