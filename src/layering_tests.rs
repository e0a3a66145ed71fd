//! The import rules of the crate, read from the sources: no circle between files, and no layer importing a
//! higher one (engine → ai → game → config → {render, store} → {bot, cli}; rating imports nothing of the crate).
//!
//! Every `crate::`, `super::` and `self::` path in `src/` (in `use` declarations and in code), every path through
//! a child module (`session::Session` in a `mod.rs`) is resolved to the file that defines the item, following
//! `use` re-exports, so `super::Item` re-exported by a `mod.rs` counts as an import of the file defining `Item`.
//! Test code (`#[cfg(test)]` modules) obeys the layers too, but may use the file it tests and that file's
//! neighbours (a board test builds its positions with `Game`): it is left out of the circle check only.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// A module of the crate, as the names from the crate root (`["game", "session"]`).
type ModPath = Vec<String>;

/// One source file: its module, its text with comments and literals blanked, its inline `mod x { … }` blocks.
struct SourceFile {
    module: ModPath,
    /// Compiled for tests only (`#[cfg(test)] mod x;`, or inside such a module).
    test_only: bool,
    clean: String,
    inline_mods: Vec<(usize, usize, String, bool)>,
}

/// The crate's module tree, read from `src/lib.rs` down.
struct Crate {
    files: BTreeMap<PathBuf, SourceFile>,
    module_file: HashMap<ModPath, PathBuf>,
    children: HashMap<ModPath, BTreeSet<String>>,
}

/// Replaces comments, string, byte-string and char literals by spaces (newlines kept), leaving code and braces.
fn blank_comments_and_literals(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    let mut out: Vec<char> = b.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < b.len() {
        let prev_ident = i > 0 && ident(b[i - 1]);
        if b[i] == '/' && b.get(i + 1) == Some(&'/') {
            let end = b[i..].iter().position(|&c| c == '\n').map_or(b.len(), |n| i + n);
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == '/' && b.get(i + 1) == Some(&'*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < b.len() && depth > 0 {
                if b[j] == '/' && b.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 2;
                } else if b[j] == '*' && b.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if !prev_ident && (b[i] == 'r' || (b[i] == 'b' && b.get(i + 1) == Some(&'r'))) && {
            let start = if b[i] == 'b' { i + 2 } else { i + 1 };
            let hashes = b[start..].iter().take_while(|&&c| c == '#').count();
            b.get(start + hashes) == Some(&'"')
        } {
            let start = if b[i] == 'b' { i + 2 } else { i + 1 };
            let hashes = b[start..].iter().take_while(|&&c| c == '#').count();
            let mut j = start + hashes + 1;
            while j < b.len()
                && !(b[j] == '"' && b[j + 1..].iter().take(hashes).filter(|&&c| c == '#').count() == hashes)
            {
                j += 1;
            }
            let end = (j + 1 + hashes).min(b.len());
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == '"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != '"' {
                j += if b[j] == '\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if b[i] == '\'' {
            // A char literal ('a', '\n', '\u{1F534}'), or a lifetime ('a), which stays.
            if b.get(i + 1) == Some(&'\\') {
                let end = b[i + 2..].iter().position(|&c| c == '\'').map_or(b.len(), |n| i + 3 + n);
                blank(&mut out, i, end);
                i = end;
            } else if b.get(i + 2) == Some(&'\'') {
                blank(&mut out, i, i + 3);
                i += 3;
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out.into_iter().collect()
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The identifier starting at `at`, if any.
fn ident_at(text: &[char], at: usize) -> Option<String> {
    let word: String = text[at..].iter().take_while(|&&c| is_ident(c)).collect();
    (!word.is_empty()).then_some(word)
}

fn skip_blanks(text: &[char], mut at: usize) -> usize {
    while at < text.len() && text[at].is_whitespace() {
        at += 1;
    }
    at
}

/// Reads a path tree at `at` (`a::b::{c, d::e as f, *}`): every leaf path, and where the tree ends.
fn read_tree(text: &[char], at: usize) -> (Vec<Vec<String>>, usize) {
    let mut prefix = Vec::new();
    let mut at = skip_blanks(text, at);
    loop {
        if text.get(at) == Some(&'{') {
            let mut leaves = Vec::new();
            at += 1;
            loop {
                at = skip_blanks(text, at);
                match text.get(at) {
                    None => return (leaves, at),
                    Some('}') => return (leaves, at + 1),
                    Some(',') => at += 1,
                    _ => {
                        let (inner, end) = read_tree(text, at);
                        leaves.extend(inner.into_iter().map(|leaf| [prefix.clone(), leaf].concat()));
                        at = if end == at { at + 1 } else { end };
                    }
                }
            }
        }
        if text.get(at) == Some(&'*') {
            prefix.push("*".to_string());
            return (vec![prefix], at + 1);
        }
        let Some(word) = ident_at(text, at) else { return (vec![prefix], at) };
        at += word.chars().count();
        prefix.push(word);
        let next = skip_blanks(text, at);
        if text.get(next) == Some(&':') && text.get(next + 1) == Some(&':') {
            at = skip_blanks(text, next + 2);
        } else {
            // `as alias` ends the leaf; the alias is the name it is known by.
            let after = skip_blanks(text, at);
            if ident_at(text, after).as_deref() == Some("as") {
                let alias_at = skip_blanks(text, after + 2);
                if let Some(alias) = ident_at(text, alias_at) {
                    prefix.push(format!("as {alias}"));
                    at = alias_at + alias.chars().count();
                }
            }
            return (vec![prefix], at);
        }
    }
}

impl SourceFile {
    fn read(path: &Path, module: ModPath, test_only: bool) -> SourceFile {
        let src = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let clean = blank_comments_and_literals(&src);
        let chars: Vec<char> = clean.chars().collect();
        let raw: Vec<char> = src.chars().collect();
        let mut inline_mods = Vec::new();
        for (at, _) in chars.iter().enumerate().filter(|(at, _)| starts_word(&chars, *at, "mod")) {
            let name_at = skip_blanks(&chars, at + 3);
            let Some(name) = ident_at(&chars, name_at) else { continue };
            let open = skip_blanks(&chars, name_at + name.chars().count());
            if chars.get(open) == Some(&'{') {
                inline_mods.push((open, matching_brace(&chars, open), name, under_cfg_test(&raw, at)));
            }
        }
        SourceFile { module, test_only, clean, inline_mods }
    }

    fn blocks_at(&self, at: usize) -> Vec<&(usize, usize, String, bool)> {
        let mut blocks: Vec<_> =
            self.inline_mods.iter().filter(|(open, close, ..)| *open < at && at < *close).collect();
        blocks.sort_by_key(|(open, ..)| *open);
        blocks
    }

    /// The module a position of the file is in (inside inline `mod tests { … }` blocks too).
    fn module_at(&self, at: usize) -> ModPath {
        let mut module = self.module.clone();
        module.extend(self.blocks_at(at).into_iter().map(|(_, _, name, _)| name.clone()));
        module
    }

    /// Whether the code at a position is compiled for tests only.
    fn test_only_at(&self, at: usize) -> bool {
        self.test_only || self.blocks_at(at).iter().any(|(.., cfg_test)| *cfg_test)
    }

    /// `mod name;` declarations outside inline blocks, with their `#[path = "…"]` and whether they are
    /// `#[cfg(test)]`.
    fn declared_modules(&self, src: &str) -> Vec<(String, Option<String>, bool)> {
        let chars: Vec<char> = self.clean.chars().collect();
        let raw: Vec<char> = src.chars().collect();
        let mut found = Vec::new();
        for at in (0..chars.len()).filter(|&at| starts_word(&chars, at, "mod")) {
            let name_at = skip_blanks(&chars, at + 3);
            let Some(name) = ident_at(&chars, name_at) else { continue };
            if chars.get(skip_blanks(&chars, name_at + name.chars().count())) != Some(&';') {
                continue;
            }
            // The `#[path = "…"]` attribute, if any, sits in the few lines above.
            let path = attributes_above(&raw, at).into_iter().find_map(|line| {
                let rest = line.trim().strip_prefix("#[path = \"")?;
                Some(rest[..rest.find('"')?].to_string())
            });
            found.push((name, path, under_cfg_test(&raw, at)));
        }
        found
    }
}

/// The (up to three) lines above the line where the item at `at` starts, nearest first: its attributes.
fn attributes_above(raw: &[char], at: usize) -> Vec<String> {
    let line_start = raw[..at].iter().rposition(|&c| c == '\n').map_or(0, |n| n + 1);
    let above: String = raw[line_start.saturating_sub(200)..line_start].iter().collect();
    above.lines().rev().take(3).map(str::to_owned).collect()
}

/// Whether the item starting at `at` carries `#[cfg(test)]`.
fn under_cfg_test(raw: &[char], at: usize) -> bool {
    attributes_above(raw, at).iter().any(|line| line.trim() == "#[cfg(test)]")
}

fn starts_word(chars: &[char], at: usize, word: &str) -> bool {
    let w: Vec<char> = word.chars().collect();
    chars[at..].starts_with(&w)
        && (at == 0 || !is_ident(chars[at - 1]))
        && chars.get(at + w.len()).is_none_or(|&c| !is_ident(c))
}

fn matching_brace(chars: &[char], open: usize) -> usize {
    let mut depth = 0;
    for (at, &c) in chars.iter().enumerate().skip(open) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return at;
                }
            }
            _ => {}
        }
    }
    chars.len()
}

impl Crate {
    fn load(src: &Path) -> Crate {
        let mut krate = Crate { files: BTreeMap::new(), module_file: HashMap::new(), children: HashMap::new() };
        krate.add(&src.join("lib.rs"), Vec::new(), false);
        krate
    }

    fn add(&mut self, path: &Path, module: ModPath, test_only: bool) {
        let file = SourceFile::read(path, module.clone(), test_only);
        let src = std::fs::read_to_string(path).unwrap();
        let dir = path.parent().unwrap();
        let is_root = matches!(path.file_name().and_then(|n| n.to_str()), Some("lib.rs" | "mod.rs"));
        let child_dir = if is_root { dir.to_path_buf() } else { dir.join(path.file_stem().unwrap()) };
        let declared = file.declared_modules(&src);
        self.module_file.insert(module.clone(), path.to_path_buf());
        self.files.insert(path.to_path_buf(), file);
        for (name, attr_path, cfg_test) in declared {
            let child = match attr_path {
                Some(rel) => dir.join(rel),
                None if child_dir.join(format!("{name}.rs")).exists() => child_dir.join(format!("{name}.rs")),
                None => child_dir.join(&name).join("mod.rs"),
            };
            self.children.entry(module.clone()).or_default().insert(name.clone());
            self.add(&child, [module.clone(), vec![name]].concat(), test_only || cfg_test);
        }
    }

    /// The file a path names (the item's defining file, or the module's own file), from module `from`.
    fn resolve(&self, from: &ModPath, path: &[String], hops: usize) -> Option<PathBuf> {
        if hops > 16 {
            return None;
        }
        let mut module = from.clone();
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                module.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    module.pop()?;
                    rest = &rest[1..];
                }
            }
            Some(first) if self.is_child(&module, first) => {}
            _ => return None,
        }
        // An inline module (`mod tests { … }`) lives in its file's module.
        while !self.module_file.contains_key(&module) {
            module.pop()?;
        }
        for seg in rest {
            if seg == "self" || seg == "*" || seg.starts_with("as ") {
                break;
            }
            if self.is_child(&module, seg) {
                module.push(seg.clone());
                continue;
            }
            // An item of `module`: defined in its file, or brought in by one of its `use` declarations.
            let file = &self.module_file[&module];
            return self.through_use(file, seg, hops).or_else(|| Some(file.clone()));
        }
        self.module_file.get(&module).cloned()
    }

    fn is_child(&self, module: &ModPath, name: &str) -> bool {
        self.children.get(module).is_some_and(|c| c.contains(name))
    }

    /// Where a name that `file` imports with a file-level `use` is defined.
    fn through_use(&self, file: &Path, name: &str, hops: usize) -> Option<PathBuf> {
        let source = &self.files[file];
        for leaf in self.use_leaves(source) {
            let known_as = match leaf.last().map(String::as_str) {
                Some(last) if last.starts_with("as ") => last[3..].to_string(),
                Some(last) => last.to_string(),
                None => continue,
            };
            if known_as == name {
                let path: Vec<String> = leaf.iter().filter(|s| !s.starts_with("as ")).cloned().collect();
                if let Some(found) = self.resolve(&source.module, &path, hops + 1) {
                    return Some(found);
                }
            }
        }
        None
    }

    /// The paths of `use` declarations at the file's own level (not inside inline modules).
    fn use_leaves(&self, source: &SourceFile) -> Vec<Vec<String>> {
        let chars: Vec<char> = source.clean.chars().collect();
        (0..chars.len())
            .filter(|&at| starts_word(&chars, at, "use") && source.module_at(at) == source.module)
            .flat_map(|at| read_tree(&chars, at + 3).0)
            .collect()
    }

    /// Every file each file imports (self-imports left out), with or without the imports of test code.
    fn edges(&self, with_tests: bool) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
        let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
        for (path, source) in &self.files {
            let chars: Vec<char> = source.clean.chars().collect();
            let mut targets = BTreeSet::new();
            for at in 0..chars.len() {
                if at > 0 && (is_ident(chars[at - 1]) || chars[at - 1] == ':' || chars[at - 1] == '$') {
                    continue;
                }
                let Some(word) = ident_at(&chars, at) else { continue };
                if !with_tests && source.test_only_at(at) {
                    continue;
                }
                let module = source.module_at(at);
                let from_root = matches!(word.as_str(), "crate" | "super" | "self");
                if !(from_root || self.is_child(&module, &word)) {
                    continue;
                }
                let after = at + word.chars().count();
                if !(chars.get(after) == Some(&':') && chars.get(after + 1) == Some(&':')) {
                    continue;
                }
                // `pub(in crate::x)` is a visibility, not an import.
                let before: String = chars[at.saturating_sub(8)..at].iter().collect();
                if before.trim_end().ends_with("(in") {
                    continue;
                }
                for leaf in read_tree(&chars, at).0 {
                    if let Some(target) = self.resolve(&module, &leaf, 0) {
                        targets.insert(target);
                    }
                }
            }
            targets.remove(path);
            edges.insert(path.clone(), targets);
        }
        edges
    }
}

/// The crate's top module a file belongs to (`game` for src/game/session.rs, `config` for src/config.rs).
fn top_module(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel.components().next().unwrap().as_os_str().to_string_lossy().into_owned();
    first.trim_end_matches(".rs").to_string()
}

/// The layer of a top module; `None` for the leaf anyone may import (rating) and for lib.rs.
fn layer(top: &str) -> Option<u8> {
    match top {
        "engine" => Some(0),
        "ai" => Some(1),
        "game" => Some(2),
        "config" => Some(3),
        "render" | "store" => Some(4),
        "bot" | "cli" => Some(5),
        _ => None,
    }
}

/// Why an import from `a` (top module) to `b` breaks the layers, if it does.
fn layer_breach(a: &str, b: &str) -> Option<&'static str> {
    if a == b || a == "lib" {
        return None;
    }
    if a == "rating" {
        return Some("rating imports nothing of the crate");
    }
    match (layer(a), layer(b)) {
        (_, None) => None,
        (Some(la), Some(lb)) if la > lb => None,
        (Some(la), Some(lb)) if la == lb => Some("modules of one layer do not import each other"),
        _ => Some("a lower layer imports a higher one"),
    }
}

/// The strongly connected groups of more than one file (Tarjan's algorithm).
fn circles(edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: HashMap<&'a PathBuf, usize>,
        low: HashMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a PathBuf) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    group.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_file_imports_a_higher_layer() {
    let src = src_dir();
    let krate = Crate::load(&src);
    let mut breaches = Vec::new();
    for (from, targets) in krate.edges(true) {
        for to in targets {
            let (a, b) = (top_module(&src, &from), top_module(&src, &to));
            if let Some(why) = layer_breach(&a, &b) {
                breaches.push(format!("{} → {}: {why}", from.display(), to.display()));
            }
        }
    }
    assert!(breaches.is_empty(), "imports against the layers:\n{}", breaches.join("\n"));
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let krate = Crate::load(&src_dir());
    let found = circles(&krate.edges(false));
    let text: Vec<String> = found
        .iter()
        .map(|group| group.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(" ↔ "))
        .collect();
    assert!(found.is_empty(), "import circles:\n{}", text.join("\n"));
}

#[test]
fn the_reader_resolves_paths_through_re_exports() {
    let krate = Crate::load(&src_dir());
    assert!(krate.files.len() > 50, "only {} files found", krate.files.len());
    let engine_file = &krate.module_file[&vec!["engine".to_string()]];
    // `crate::engine::Variant` is re-exported by engine/mod.rs from the file that defines it.
    let variant = krate.resolve(&Vec::new(), &["crate".into(), "engine".into(), "Variant".into()], 0).unwrap();
    assert_ne!(&variant, engine_file);
    assert!(std::fs::read_to_string(&variant).unwrap().contains("pub struct Variant"), "{}", variant.display());
    assert_eq!(layer_breach("engine", "bot"), Some("a lower layer imports a higher one"));
    assert_eq!(layer_breach("render", "store"), Some("modules of one layer do not import each other"));
    assert_eq!(layer_breach("rating", "engine"), Some("rating imports nothing of the crate"));
    assert_eq!(layer_breach("bot", "config"), None);
    assert_eq!(layer_breach("config", "game"), None);
    assert_eq!(layer_breach("game", "config"), Some("a lower layer imports a higher one"));
}

#[test]
fn comments_and_literals_are_not_read_as_code() {
    let clean = blank_comments_and_literals("a // crate::x\n\"crate::y\" r#\"crate::z\"# '{' 'a b /* crate::w */ c");
    assert!(!clean.contains("crate::"), "{clean}");
    assert!(clean.contains("'a b"), "a lifetime stays: {clean}");
    assert!(!clean.contains('{'), "{clean}");
    let (leaves, _) = read_tree(&"crate::game::{Lang, rules::{Rules as R, self}, *}".chars().collect::<Vec<_>>(), 0);
    let leaves: Vec<String> = leaves.iter().map(|l| l.join("::")).collect();
    assert_eq!(
        leaves,
        ["crate::game::Lang", "crate::game::rules::Rules::as R", "crate::game::rules::self", "crate::game::*"]
    );
}
