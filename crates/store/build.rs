//! Embeds the migrations of the top-level `migrations/` folder: writes `$OUT_DIR/migrations.rs`, a list per engine
//! of each `<version>_<description>.sql` file's version, description and text (as `sqlx::migrate!` read them), and
//! rebuilds the store when a migration is added or changed.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::new();
    for (constant, engine) in [("SQLITE", "sqlite"), ("POSTGRES", "postgres")] {
        let dir = root.join(engine);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("a migration folder entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "sql"))
            .collect();
        files.sort();
        writeln!(out, "/// The {engine} migrations: version, description and SQL text, in order.").unwrap();
        writeln!(out, "pub(crate) const {constant}: &[(i64, &str, &str)] = &[").unwrap();
        for path in files {
            let name = path.file_name().unwrap().to_string_lossy();
            let (version, description) = name
                .trim_end_matches(".sql")
                .split_once('_')
                .unwrap_or_else(|| panic!("{}: a migration is named <version>_<description>.sql", path.display()));
            let version: i64 = version.parse().unwrap_or_else(|_| panic!("{}: no version number", path.display()));
            let description = description.replace('_', " ");
            let text = path.canonicalize().unwrap();
            writeln!(out, "    ({version}, {description:?}, include_str!({:?})),", text.display().to_string()).unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    let target = Path::new(&std::env::var_os("OUT_DIR").expect("OUT_DIR")).join("migrations.rs");
    std::fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
}
