//! Checks on the repository's files that the compiler does not make: every crate listed under `[dependencies]`
//! in Cargo.toml is used by the code in `src/`, and the `test-support` feature (scratch databases for tests and
//! examples) is never compiled into the release library.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (sorted), or nothing when it does not exist.
fn files_under(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            files_under(&path, found);
        } else {
            found.push(path);
        }
    }
}

/// Whether the character before byte `at` of `text` ends an identifier (so a match at `at` starts a word).
fn starts_word(text: &str, at: usize) -> bool {
    text[..at].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
}

/// The names in Cargo.toml's `[dependencies]` table.
fn dependencies() -> Vec<String> {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let mut in_table = false;
    let mut names = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_table = line == "[dependencies]";
        } else if in_table && !line.is_empty() && !line.starts_with('#') {
            let (name, _) = line.split_once('=').expect("a `name = …` line");
            names.push(name.trim().trim_matches('"').to_string());
        }
    }
    names
}

/// Dependencies that src/ never names in code, each with the reason it is still needed.
const USED_WITHOUT_A_PATH: &[(&str, &str)] = &[];

#[test]
fn every_dependency_is_used_in_src() {
    let mut sources = Vec::new();
    files_under(&root().join("src"), &mut sources);
    let code: Vec<String> = sources
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let used = |ident: &str| {
        code.iter().any(|text| {
            text.match_indices(ident).any(|(at, _)| {
                let after = &text[at + ident.len()..];
                let before = text[..at].trim_end();
                starts_word(text, at)
                    && (after.starts_with("::")
                        || after.starts_with('!')
                        || before.ends_with("use")
                        || before.ends_with("extern crate"))
            })
        })
    };
    let dependencies = dependencies();
    assert!(dependencies.iter().any(|d| d == "tokio"), "Cargo.toml's [dependencies] was not read: {dependencies:?}");
    let unused: Vec<&String> = dependencies
        .iter()
        .filter(|name| USED_WITHOUT_A_PATH.iter().all(|(exception, _)| exception != name))
        .filter(|name| !used(&name.replace('-', "_")))
        .collect();
    assert!(unused.is_empty(), "declared in [dependencies] but never used in src/: {unused:?}");
}

#[test]
fn test_support_is_compiled_only_for_tests_and_examples() {
    let store = std::fs::read_to_string(root().join("src/store/mod.rs")).unwrap();
    assert!(
        store.contains("#[cfg(any(test, feature = \"test-support\"))]\npub mod scratch;"),
        "store::scratch is gated by the test-support feature"
    );
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let (features, rest) = manifest.split_once("[features]").expect("a [features] table");
    assert!(!features.contains("test-support"), "the feature is not on in [dependencies]");
    let default = rest.lines().find(|l| l.trim_start().starts_with("default"));
    assert!(default.is_none_or(|l| !l.contains("test-support")), "not a default feature: {default:?}");
    let dev = rest.split_once("[dev-dependencies]").expect("a [dev-dependencies] table").1;
    assert!(
        dev.lines().any(|l| l.starts_with("cuatro =") && l.contains("\"test-support\"")),
        "tests and examples get it through the self dev-dependency"
    );
}
