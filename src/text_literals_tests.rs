//! No user-facing English sentence in the Discord and terminal code: every string literal of src/render, src/bot
//! and the terminal games that reads as words is either in an operator's or developer's context (logs, errors,
//! panics, metrics) or on a short allow-list; the user's texts live in locales/*/*.ftl.

use std::path::{Path, PathBuf};

/// Files whose texts are for operators (metrics' help, configuration and start-up errors), not users.
const OPERATOR_FILES: [&str; 7] = [
    "src/bot/ops/listener.rs",
    "src/bot/ops/metrics.rs",
    "src/bot/run.rs",
    "src/bot/shards/process_lock.rs",
    "src/bot/shards/set.rs",
    "src/bot/tasks/supervisor.rs",
    "src/bot/shards/lease_keeper.rs",
];

/// Calls whose texts go to logs, panics or developers: a literal inside their parentheses is not user text.
const DEVELOPER_CALLS: [&str; 21] = [
    "supervise",
    "Error::Other",
    "Error::new",
    "trace!",
    "debug!",
    "info!",
    "warn!",
    "error!",
    "panic!",
    "unreachable!",
    "todo!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "debug_assert_eq!",
    ".expect",
    "#[error",
    "#[doc",
    "Error::msg",
    "anyhow!",
];

/// User-visible literals that are names or ids rather than sentences.
const ALLOWED: [&str; 4] = [
    // The context-menu command's English name: poise needs it in code; its other names come from commands.ftl.
    "Challenge to Connect Four",
    // Why a save or a settings read failed, for the log line that follows.
    "no answer within {PERSIST_TIMEOUT:?}",
    "no answer within {SETTINGS_WAIT:?}",
    // An internal error (a view built without its embed), logged by the command's error handler.
    "the stats view has no embed",
];

/// The files to check: Discord-facing code and the terminal games.
fn checked_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src/render", "src/bot"] {
        collect_rs(&root.join(dir), &mut files);
    }
    for file in ["src/cli/play.rs", "src/cli/puzzle_play.rs"] {
        files.push(root.join(file));
    }
    files.retain(|f| {
        let name = f.to_string_lossy();
        !name.ends_with("_tests.rs") && !name.ends_with("limits_check.rs")
    });
    files.retain(|f| !OPERATOR_FILES.iter().any(|o| f.ends_with(o)));
    files
}

fn collect_rs(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            collect_rs(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The string literals of `src` outside test modules, comments and developer calls, with their line numbers.
fn user_literals(src: &str) -> Vec<(usize, String)> {
    let code = src.split("#[cfg(test)]").next().unwrap_or(src);
    let b: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    // One entry per open parenthesis or bracket: whether it belongs to a developer call.
    let mut open: Vec<bool> = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < b.len() {
        match b[i] {
            '\n' => line += 1,
            '/' if b.get(i + 1) == Some(&'/') => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if b.get(i + 1) == Some(&'*') => {
                while i + 1 < b.len() && !(b[i] == '*' && b[i + 1] == '/') {
                    line += usize::from(b[i] == '\n');
                    i += 1;
                }
                i += 2;
                continue;
            }
            '\'' => {
                // A char literal ('a', '\n', '"') or a lifetime ('a): skip the literal's content only.
                if b.get(i + 2) == Some(&'\'') {
                    i += 3;
                    continue;
                }
                if b.get(i + 1) == Some(&'\\') {
                    let end = b[i + 2..].iter().position(|&c| c == '\'').map_or(b.len(), |n| i + 2 + n);
                    i = end + 1;
                    continue;
                }
            }
            '(' | '[' => {
                let before: String = b[i.saturating_sub(20)..i].iter().collect();
                let developer = DEVELOPER_CALLS.iter().any(|call| before.trim_end().ends_with(call));
                open.push(developer || open.last().copied().unwrap_or(false));
            }
            ')' | ']' => {
                open.pop();
            }
            '"' | 'r' if b[i] == '"' || (b.get(i + 1) == Some(&'"') || b.get(i + 1) == Some(&'#')) => {
                let raw = b[i] == 'r';
                if raw && i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_') {
                    i += 1;
                    continue;
                }
                let start_line = line;
                let mut j = i + usize::from(raw);
                let mut hashes = 0;
                while raw && b.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if b.get(j) != Some(&'"') {
                    i += 1;
                    continue;
                }
                j += 1;
                let mut text = String::new();
                while j < b.len() {
                    if !raw && b[j] == '\\' {
                        if b.get(j + 1) == Some(&'\n') {
                            line += 1;
                            j += 2;
                            while j < b.len() && b[j].is_whitespace() {
                                j += 1;
                            }
                            continue;
                        }
                        text.push(b[j + 1]);
                        j += 2;
                        continue;
                    }
                    if b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')) {
                        break;
                    }
                    line += usize::from(b[j] == '\n');
                    text.push(b[j]);
                    j += 1;
                }
                if !open.last().copied().unwrap_or(false) {
                    found.push((start_line, text));
                }
                i = j + 1 + hashes;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// Whether a literal reads as English words: two words of letters in a row, not a format pattern or an id.
fn reads_as_words(text: &str) -> bool {
    let words: Vec<&str> = text.split([' ', '\n']).filter(|w| !w.is_empty()).collect();
    words.windows(2).any(|pair| {
        pair.iter().all(|w| {
            let w = w.trim_matches(|c: char| ",.:;!?()«»\"'".contains(c));
            w.len() >= 2 && w.chars().all(|c| c.is_alphabetic() || c == '\'' || c == '-')
        })
    })
}

#[test]
fn no_user_text_is_written_in_rust_code() {
    let mut offenders = Vec::new();
    for file in checked_files() {
        let src = std::fs::read_to_string(&file).expect("a source file");
        for (line, text) in user_literals(&src) {
            if reads_as_words(&text) && !ALLOWED.contains(&text.as_str()) {
                let name = file.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&file).display().to_string();
                offenders.push(format!("{name}:{line}: {text:?}"));
            }
        }
    }
    assert!(offenders.is_empty(), "user text belongs in locales/*/*.ftl:\n{}", offenders.join("\n"));
}

#[test]
fn the_scanner_finds_sentences_and_skips_logs_and_ids() {
    let src = r##"
        fn f() {
            let a = "Your turn now";
            tracing::warn!(game = 3, "a log line stays English");
            let b = "c4:m:3";
            let c = x.expect("a developer's note");
            let d = r#"Raw text here"#;
            let e = '"';
            let f = "still found";
        }
        #[cfg(test)]
        mod tests { const T: &str = "Test text"; }
    "##;
    let found: Vec<String> = user_literals(src).into_iter().map(|(_, t)| t).filter(|t| reads_as_words(t)).collect();
    assert_eq!(found, ["Your turn now", "Raw text here", "still found"]);
}
