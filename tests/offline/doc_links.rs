//! Every relative link and `#anchor` in the repository's Markdown documents points at a file that exists and a
//! heading it has, with GitHub's anchor rules.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The documents whose links are checked: README.md, every Markdown file under docs/, and the READMEs of
/// book/ and tests/data/ (each where it exists).
fn documents() -> Vec<PathBuf> {
    let root = root();
    let mut documents = vec![root.join("README.md")];
    markdown_under(&root.join("docs"), &mut documents);
    for readme in ["book/README.md", "tests/data/README.md"] {
        if root.join(readme).is_file() {
            documents.push(root.join(readme));
        }
    }
    documents
}

fn markdown_under(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            markdown_under(&path, found);
        } else if path.extension().is_some_and(|e| e == "md") {
            found.push(path);
        }
    }
}

/// The lines of `text` outside fenced code blocks (``` or ~~~), each with its 1-based line number.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fence: Option<(char, usize)> = None;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~');
        let run = marker.map_or(0, |m| trimmed.chars().take_while(|c| *c == m).count());
        match fence {
            Some((m, n)) => {
                if marker == Some(m) && run >= n && trimmed[run..].trim().is_empty() {
                    fence = None;
                }
            }
            None if run >= 3 => fence = Some((marker.unwrap(), run)),
            None => lines.push((i + 1, line)),
        }
    }
    lines
}

/// `line` with its inline code spans blanked out (a link inside backticks is not a link).
fn without_code_spans(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '`' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let run = chars[i..].iter().take_while(|c| **c == '`').count();
        let mut j = i + run;
        let mut close = None;
        while j < chars.len() {
            let r = chars[j..].iter().take_while(|c| **c == '`').count();
            if r == run {
                close = Some(j);
                break;
            }
            j += r.max(1);
        }
        match close {
            Some(j) => {
                out.extend(std::iter::repeat_n(' ', j + run - i));
                i = j + run;
            }
            None => {
                out.extend(&chars[i..i + run]);
                i += run;
            }
        }
    }
    out
}

/// The targets of the inline links and images (`[text](target "title")`) and of the reference definitions
/// (`[label]: target`) on one line of prose.
fn link_targets(line: &str) -> Vec<String> {
    let line = without_code_spans(line);
    let mut targets = Vec::new();
    let trimmed = line.trim_start();
    if trimmed.starts_with('[')
        && let Some(end) = trimmed.find("]:")
    {
        if let Some(target) = trimmed[end + 2..].split_whitespace().next() {
            targets.push(target.trim_start_matches('<').trim_end_matches('>').to_string());
        }
        return targets;
    }
    let mut rest = line.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let mut depth = 0usize;
        let mut end = after.len();
        for (i, c) in after.char_indices() {
            match c {
                '(' => depth += 1,
                ')' if depth == 0 => {
                    end = i;
                    break;
                }
                ')' => depth -= 1,
                _ => {}
            }
        }
        let inside = after[..end].trim();
        let target = match inside.strip_prefix('<') {
            Some(angled) => angled.split('>').next().unwrap_or_default(),
            None => inside.split_whitespace().next().unwrap_or_default(),
        };
        targets.push(target.to_string());
        rest = &after[end.min(after.len())..];
    }
    targets
}

/// A heading's anchor as GitHub makes it: the text as rendered (code, links and emphasis markers removed),
/// lowercased, every character but letters, digits, spaces, `-` and `_` dropped, each space turned into `-`.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    let mut rest = heading;
    // `[text](target)` renders as `text`.
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|c| open + c) else { break };
        let Some(end) = rest[close..].find(')').map(|e| close + e) else { break };
        text.push_str(&rest[..open]);
        text.push_str(&rest[open + 1..close]);
        rest = &rest[end + 1..];
    }
    text.push_str(rest);
    text.trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown document: one per ATX (`# Title`) or setext (`Title` over `===`/`---`) heading,
/// the second of two equal slugs suffixed `-1`, the third `-2`…, plus explicit `<a id="…">`/`name="…"` anchors.
fn anchors(text: &str) -> Vec<String> {
    let mut headings = Vec::new();
    let mut explicit = Vec::new();
    let mut previous: Option<&str> = None;
    for (_, line) in prose_lines(text) {
        for attribute in ["id=\"", "name=\""] {
            for (at, _) in line.match_indices(&format!("<a {attribute}")) {
                let value = &line[at + 3 + attribute.len()..];
                explicit.push(value[..value.find('"').unwrap_or(value.len())].to_string());
            }
        }
        let trimmed = line.trim();
        let hashes = trimmed.chars().take_while(|c| *c == '#').count();
        let indent = line.len() - line.trim_start().len();
        if indent < 4
            && (1..=6).contains(&hashes)
            && (trimmed[hashes..].is_empty() || trimmed[hashes..].starts_with([' ', '\t']))
        {
            let title = trimmed[hashes..].trim().trim_end_matches('#').trim_end();
            headings.push(title.to_string());
            previous = None;
            continue;
        }
        let underline = !trimmed.is_empty()
            && (trimmed.chars().all(|c| c == '=') || (trimmed.len() >= 2 && trimmed.chars().all(|c| c == '-')));
        if underline
            && indent < 4
            && let Some(title) = previous
            && !title.trim_start().starts_with(['|', '-', '*', '+', '>'])
        {
            headings.push(title.trim().to_string());
            previous = None;
            continue;
        }
        previous = (!trimmed.is_empty()).then_some(line);
    }
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut anchors: Vec<String> = headings
        .iter()
        .map(|heading| {
            let base = slug(heading);
            let count = seen.entry(base.clone()).or_default();
            let anchor = if *count == 0 { base.clone() } else { format!("{base}-{count}") };
            *count += 1;
            anchor
        })
        .collect();
    anchors.extend(explicit);
    anchors
}

/// `%20`-style escapes decoded (link targets may escape spaces).
fn percent_decoded(path: &str) -> String {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(hex) = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok())
            && let Ok(byte) = u8::from_str_radix(hex, 16)
        {
            out.push(byte);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What is wrong with the link `target` in `document`, if anything (absolute URLs are not checked).
fn broken(document: &Path, target: &str, cache: &mut HashMap<PathBuf, Vec<String>>) -> Option<String> {
    if target.is_empty() {
        return Some("an empty link".into());
    }
    let scheme = target.split_once(':').is_some_and(|(s, _)| !s.is_empty() && !s.contains(['/', '#', '.']));
    if scheme {
        // http(s):, mailto: and other absolute URLs.
        return None;
    }
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (target, None),
    };
    let path = percent_decoded(path.split('?').next().unwrap_or_default());
    let file = if path.is_empty() {
        document.to_path_buf()
    } else if let Some(from_root) = path.strip_prefix('/') {
        root().join(from_root)
    } else {
        document.parent().unwrap().join(&path)
    };
    if !file.exists() {
        return Some(format!("{} does not exist", file.display()));
    }
    let anchor = anchor?;
    if file.extension().is_none_or(|e| e != "md") {
        // Anchors into source files (`#L10`) are GitHub line numbers, not headings.
        return None;
    }
    let anchors = cache.entry(file.clone()).or_insert_with(|| anchors(&std::fs::read_to_string(&file).unwrap()));
    let anchor = percent_decoded(anchor);
    (!anchors.contains(&anchor)).then(|| format!("{} has no heading with the anchor #{anchor}", file.display()))
}

#[test]
fn every_relative_link_and_anchor_in_the_documents_resolves() {
    let root = root();
    let mut cache = HashMap::new();
    let mut problems = Vec::new();
    let mut checked = 0;
    for document in documents() {
        let text = std::fs::read_to_string(&document).unwrap_or_else(|e| panic!("{}: {e}", document.display()));
        for (number, line) in prose_lines(&text) {
            for target in link_targets(line) {
                checked += 1;
                if let Some(problem) = broken(&document, &target, &mut cache) {
                    let name = document.strip_prefix(&root).unwrap_or(&document).display().to_string();
                    problems.push(format!("{name}:{number}: ({target}) {problem}"));
                }
            }
        }
    }
    assert!(checked > 0, "no link found: the link scanner is broken");
    assert!(problems.is_empty(), "broken links:\n{}", problems.join("\n"));
}

#[test]
fn anchors_follow_githubs_rules() {
    let text = "# Cuatro\n\n## Running the Discord bot\n\n## Perfect moves (hard in classic)\n\n\
                ### `cuatro book` — the opening book\n\n## FAQ\n\n## FAQ\n\n## FAQ ##\n\n\
                ## Ratings: Glicko-2 & k_factor\n\n```\n# not a heading\n```\n\nSetext title\n============\n\n\
                ## [Linked](other.md) heading\n\n<a id=\"custom\"></a>\n";
    assert_eq!(
        anchors(text),
        [
            "cuatro",
            "running-the-discord-bot",
            "perfect-moves-hard-in-classic",
            "cuatro-book--the-opening-book",
            "faq",
            "faq-1",
            "faq-2",
            "ratings-glicko-2--k_factor",
            "setext-title",
            "linked-heading",
            "custom",
        ]
    );
}

#[test]
fn links_are_found_outside_code_only() {
    let text = "See [a](docs/a.md#x) and ![b](<b c.png> \"title\") and [c](f_(g).md).\n\
                `[not](a-link.md)` ``[nor](this.md)``\n\n```md\n[inside](fence.md)\n```\n\n[ref]: docs/ref.md\n";
    let found: Vec<String> = prose_lines(text).into_iter().flat_map(|(_, line)| link_targets(line)).collect();
    assert_eq!(found, ["docs/a.md#x", "b c.png", "f_(g).md", "docs/ref.md"]);
}
