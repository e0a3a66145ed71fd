//! The house rules the compiler does not check, read with a Rust parser (`syn`) from each crate's root through its
//! `mod` declarations, leaving out what only tests compile (`#[cfg(test)]` items and modules):
//!
//! - no user-facing English sentence in the Discord and terminal code: a string literal of `crates/render`,
//!   `src/bot` or the terminal games that reads as words is in a developer's context (logs, errors, panics) or an
//!   operator's file, or on a short allow-list; the user's texts live in `locales/*/*.ftl`;
//! - every crate a package lists under `[dependencies]` is used by its code;
//! - the test-support modules and features never reach the release binary;
//! - in the top crate, the bot and the command line do not import each other, and the configuration neither;
//! - no import circle: within each crate, no file reaches itself through the items it imports (`pub use` faces
//!   followed to the file that defines the item).

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use std::path::{Path, PathBuf};
use syn::visit::Visit;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One source file as the compiler sees it, minus what only tests compile.
struct SourceFile {
    path: PathBuf,
    /// Its module's path from the crate root (`["bot", "games", "press"]`).
    module: Vec<String>,
    syntax: syn::File,
}

/// Whether `attrs` hold a `#[cfg(…)]` that mentions `test` (`cfg(test)`, `cfg(any(test, feature = …))`).
fn test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("cfg") && a.meta.to_token_stream().to_string().contains("test"))
}

/// The `#[path = "…"]` of a `mod` declaration.
fn path_attr(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find(|a| a.path().is_ident("path")).map(|a| match &a.meta {
        syn::Meta::NameValue(syn::MetaNameValue { value: syn::Expr::Lit(lit), .. }) => match &lit.lit {
            syn::Lit::Str(s) => s.value(),
            _ => panic!("a #[path] that is not a string"),
        },
        _ => panic!("a #[path] that is not `= \"…\"`"),
    })
}

/// Removes test-only items (in inline modules too) from `items`.
fn strip_tests(items: &mut Vec<syn::Item>) {
    items.retain(|item| {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Fn(i) => &i.attrs,
            syn::Item::Mod(i) => &i.attrs,
            syn::Item::Use(i) => &i.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Const(i) => &i.attrs,
            syn::Item::Static(i) => &i.attrs,
            syn::Item::Struct(i) => &i.attrs,
            syn::Item::Enum(i) => &i.attrs,
            syn::Item::Macro(i) => &i.attrs,
            _ => &[],
        };
        !test_only(attrs)
    });
    for item in items {
        if let syn::Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) = item {
            strip_tests(inner);
        }
    }
}

/// Every file of the crate rooted at `root_file`, following `mod` declarations (and `#[path]`), without test-only
/// modules and items.
fn crate_files(root_file: &Path) -> Vec<SourceFile> {
    let mut files = Vec::new();
    let mut pending = vec![(root_file.to_path_buf(), true, Vec::new())];
    while let Some((path, owns_dir, module)) = pending.pop() {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut syntax = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        strip_tests(&mut syntax.items);
        let here = path.parent().unwrap().to_path_buf();
        // A `lib.rs`, `main.rs` or `mod.rs` keeps its modules beside it; `name.rs` keeps them in `name/`.
        let children = if owns_dir { here.clone() } else { here.join(path.file_stem().unwrap()) };
        for item in &syntax.items {
            let syn::Item::Mod(declared) = item else { continue };
            if declared.content.is_some() {
                continue;
            }
            let name = declared.ident.to_string();
            let (child, owns) = match path_attr(&declared.attrs) {
                Some(relative) => (here.join(relative), false),
                None if children.join(format!("{name}.rs")).is_file() => (children.join(format!("{name}.rs")), false),
                None => (children.join(&name).join("mod.rs"), true),
            };
            let mut child_module = module.clone();
            child_module.push(name);
            pending.push((child, owns, child_module));
        }
        files.push(SourceFile { path, module, syntax });
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    files
}

/// The packages of the workspace: each manifest's folder and its crate roots.
fn packages() -> Vec<(PathBuf, Vec<PathBuf>)> {
    let root = root();
    let mut packages = vec![(root.clone(), vec![root.join("src/lib.rs"), root.join("src/main.rs")])];
    let mut members: Vec<PathBuf> =
        std::fs::read_dir(root.join("crates")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.is_dir()).collect();
    members.sort();
    for member in members {
        packages.push((member.clone(), vec![member.join("src/lib.rs")]));
    }
    packages
}

fn relative(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

// ---------------------------------------------------------------------------------------------------------------
// User text

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

/// Macros whose texts go to logs, panics or developers.
const DEVELOPER_MACROS: [&str; 14] = [
    "trace",
    "debug",
    "info",
    "warn",
    "error",
    "panic",
    "unreachable",
    "todo",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "anyhow",
];

/// Methods and functions whose arguments go to logs, errors or developers.
const DEVELOPER_CALLS: [&str; 4] = ["expect", "supervise", "Other", "msg"];

/// User-visible literals that are names or ids rather than sentences.
const ALLOWED: [&str; 5] = [
    // The context-menu command's English name: poise needs it in code; its other names come from commands.ftl.
    "Challenge to Connect Four",
    // Why a save or a settings read failed, for the log line that follows.
    "no answer within {PERSIST_TIMEOUT:?}",
    "no answer within {SETTINGS_WAIT:?}",
    // An internal error (a view built without its embed), logged by the command's error handler.
    "the stats view has no embed",
    // The web pages' Content-Security-Policy header, read by browsers.
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'",
];

/// Whether a call's function path names a developer call (`Error::new`, `Error::Other`, `supervise`, …).
fn developer_function(path: &syn::Path) -> bool {
    let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let last = names.last().map(String::as_str).unwrap_or("");
    DEVELOPER_CALLS.contains(&last) || (last == "new" && names.len() >= 2 && names[names.len() - 2] == "Error")
}

/// The string literals a file shows users: every literal outside attributes, developer macros and calls.
#[derive(Default)]
struct Literals {
    found: Vec<(usize, String)>,
}

impl Literals {
    /// The literals among a macro's tokens, skipping the arguments of developer macros and calls inside them.
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut skip_next_group = false;
        for (at, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    let bang = matches!(trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                    skip_next_group = (bang && DEVELOPER_MACROS.contains(&name.as_str()))
                        || (!bang && DEVELOPER_CALLS.contains(&name.as_str()));
                }
                TokenTree::Group(group) if group.delimiter() != Delimiter::None && skip_next_group => {
                    skip_next_group = false;
                }
                TokenTree::Group(group) => self.tokens(group.stream()),
                TokenTree::Literal(literal) => {
                    if let Ok(text) = syn::parse_str::<syn::LitStr>(&literal.to_string()) {
                        self.found.push((literal.span().start().line, text.value()));
                    }
                }
                TokenTree::Punct(p) if p.as_char() == '!' || p.as_char() == '.' => {}
                TokenTree::Punct(_) => skip_next_group = false,
            }
        }
    }
}

impl<'ast> Visit<'ast> for Literals {
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    fn visit_lit_str(&mut self, literal: &'ast syn::LitStr) {
        self.found.push((literal.span().start().line, literal.value()));
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        if !DEVELOPER_MACROS.contains(&name.as_str()) {
            self.tokens(mac.tokens.clone());
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if DEVELOPER_CALLS.contains(&call.method.to_string().as_str()) {
            self.visit_expr(&call.receiver);
        } else {
            syn::visit::visit_expr_method_call(self, call);
        }
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        match &*call.func {
            syn::Expr::Path(path) if developer_function(&path.path) => {}
            _ => syn::visit::visit_expr_call(self, call),
        }
    }
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

fn user_sentences(syntax: &syn::File) -> Vec<(usize, String)> {
    let mut literals = Literals::default();
    literals.visit_file(syntax);
    literals.found.into_iter().filter(|(_, text)| reads_as_words(text) && !ALLOWED.contains(&text.as_str())).collect()
}

/// Whether a file shows users text: the render crate, the bot (but its operators' files) and the terminal games.
fn shows_users(path: &str) -> bool {
    (path.starts_with("crates/render/src/")
        || path.starts_with("src/bot/")
        || path == "src/cli/play.rs"
        || path == "src/cli/puzzle_play.rs")
        && !OPERATOR_FILES.contains(&path)
}

#[test]
fn no_user_text_is_written_in_rust_code() {
    let mut checked = 0;
    let mut offenders = Vec::new();
    for (_, roots) in packages() {
        for file in roots.iter().flat_map(|root| crate_files(root)) {
            let name = relative(&file.path);
            if !shows_users(&name) {
                continue;
            }
            checked += 1;
            for (line, text) in user_sentences(&file.syntax) {
                offenders.push(format!("{name}:{line}: {text:?}"));
            }
        }
    }
    assert!(checked > 60, "only {checked} files were read");
    assert!(offenders.is_empty(), "user text belongs in locales/*/*.ftl:\n{}", offenders.join("\n"));
}

#[test]
fn the_reader_finds_sentences_and_skips_logs_ids_and_tests() {
    let src = r##"
        fn f() {
            let a = "Your turn now";
            tracing::warn!(game = 3, "a log line stays English");
            let b = "c4:m:3";
            let c = x.expect("a developer's note");
            let d = r#"Raw text here"#;
            let e = '"';
            let f = format!("still found {}", y.expect("not this one"));
            let g = Error::new(Kind::Other, "nor this");
        }
        /// A doc comment is not shown to users.
        #[cfg(test)]
        mod tests { const T: &str = "Test text"; }
        #[cfg(test)]
        fn helper() -> &'static str { "Test text too" }
    "##;
    let mut syntax = syn::parse_file(src).unwrap();
    strip_tests(&mut syntax.items);
    let found: Vec<String> = user_sentences(&syntax).into_iter().map(|(_, t)| t).collect();
    assert_eq!(found, ["Your turn now", "Raw text here", "still found {}"]);
}

// ---------------------------------------------------------------------------------------------------------------
// Dependencies, test support and the top crate's modules

/// The names in one table (`[dependencies]`, `[features]` …) of the manifest in `dir`: each line's key and value.
fn table(dir: &Path, name: &str) -> Vec<(String, String)> {
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    let mut in_table = false;
    let mut entries = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_table = line == format!("[{name}]");
        } else if in_table && !line.is_empty() && !line.starts_with('#') {
            let (key, value) = line.split_once('=').expect("a `name = …` line");
            let key = key.trim().trim_matches('"').trim_end_matches(".workspace").to_string();
            entries.push((key, value.trim().to_string()));
        }
    }
    entries
}

/// The first segments of every path the code names (`serde::…`, `use tokio::…`, `tracing::warn!`), in
/// attributes and macro arguments too.
fn path_roots(tokens: TokenStream, into: &mut std::collections::BTreeSet<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (at, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(group) => path_roots(group.stream(), into),
            TokenTree::Ident(ident) => {
                let colons = matches!(trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':')
                    && matches!(trees.get(at + 2), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                let bang = matches!(trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                let after_use = at > 0 && matches!(&trees[at - 1], TokenTree::Ident(u) if u == "use");
                let first = at < 2
                    || !matches!((&trees[at - 2], &trees[at - 1]), (TokenTree::Punct(a), TokenTree::Punct(b))
                        if a.as_char() == ':' && b.as_char() == ':');
                if (colons || bang || after_use) && first {
                    into.insert(ident.to_string());
                }
            }
            _ => {}
        }
    }
}

#[test]
fn every_dependency_is_used_by_its_code() {
    let mut unused = Vec::new();
    for (dir, roots) in packages() {
        let mut named = std::collections::BTreeSet::new();
        for file in roots.iter().flat_map(|root| crate_files(root)) {
            path_roots(file.syntax.to_token_stream(), &mut named);
        }
        let dependencies = table(&dir, "dependencies");
        assert!(!dependencies.is_empty(), "{}: no [dependencies] read", relative(&dir));
        for (name, _) in dependencies {
            if !named.contains(&name.replace('-', "_")) {
                unused.push(format!("{}: {name}", relative(&dir.join("Cargo.toml"))));
            }
        }
    }
    assert!(unused.is_empty(), "declared in [dependencies] but never used outside tests:\n{}", unused.join("\n"));
}

#[test]
fn test_support_is_compiled_only_for_tests_and_examples() {
    for (module_file, modules) in
        [("crates/store/src/lib.rs", &["scratch", "disk_full"][..]), ("crates/render/src/lib.rs", &["english_check"])]
    {
        let syntax = syn::parse_file(&std::fs::read_to_string(root().join(module_file)).unwrap()).unwrap();
        for name in modules {
            let gated = syntax.items.iter().any(|item| {
                matches!(item, syn::Item::Mod(m) if m.ident == name
                    && m.attrs.iter().any(|a| a.meta.to_token_stream().to_string().replace(' ', "")
                        == r#"cfg(any(test,feature="test-support"))"#))
            });
            assert!(gated, "{module_file}: `mod {name}` is gated by the test-support feature");
        }
    }
    for (dir, _) in packages() {
        let manifest = relative(&dir.join("Cargo.toml"));
        let normal = table(&dir, "dependencies");
        let dev_only = dir.ends_with("fake-discord");
        for (name, value) in &normal {
            assert!(
                dev_only || !value.contains("test-support"),
                "{manifest}: {name} gets test-support in [dependencies]"
            );
            assert!(name != "cuatro-fake-discord", "{manifest}: the fake Discord is a dev-dependency only");
        }
        let features = table(&dir, "features");
        let default = features.iter().find(|(name, _)| name == "default");
        assert!(default.is_none_or(|(_, v)| !v.contains("test-support")), "{manifest}: not a default feature");
    }
    let dev = table(&root(), "dev-dependencies");
    assert!(
        dev.iter().any(|(name, value)| name == "cuatro" && value.contains("\"test-support\"")),
        "tests and examples get test-support through the self dev-dependency"
    );
}

#[test]
fn the_bot_the_command_line_and_the_configuration_do_not_import_each_other() {
    // The configuration sits below both; the bot and the command line are side by side.
    let forbidden = [("bot", &["cli"][..]), ("cli", &["bot"]), ("config", &["bot", "cli"])];
    let mut breaches = Vec::new();
    for file in crate_files(&root().join("src/lib.rs")) {
        let name = relative(&file.path);
        let code = file.syntax.to_token_stream().to_string();
        for (module, others) in forbidden {
            if !(name.starts_with(&format!("src/{module}/")) || name == format!("src/{module}.rs")) {
                continue;
            }
            for other in others {
                if code.contains(&format!("crate :: {other} ::")) {
                    breaches.push(format!("{name} imports {other}"));
                }
            }
        }
    }
    assert!(breaches.is_empty(), "{}", breaches.join("\n"));
}

// ---------------------------------------------------------------------------------------------------------------
// Import circles

/// A path as the crate sees it from its root (`["bot", "games", "Slot"]`), or `None` outside the crate.
type CratePath = Option<Vec<String>>;

/// What one file names and defines, read for the circle check.
#[derive(Default)]
struct Imports {
    /// The file's module and the inline modules it is inside of while the visit goes on.
    here: Vec<String>,
    /// The module the file is (`here` outside inline modules).
    file_module: Vec<String>,
    /// Every module of the crate, the file's inline ones included.
    modules: std::collections::HashSet<Vec<String>>,
    /// The items the file defines at its top.
    defines: std::collections::BTreeSet<String>,
    /// What the file's `pub use` items pass on: a name, and the path it stands for.
    passes_on: std::collections::BTreeMap<String, CratePath>,
    /// The paths within the crate its code and its private `use` items name.
    named: Vec<Vec<String>>,
}

impl Imports {
    /// `segments` from the crate root, when they start in the crate: `crate::`, `self::`, `super::`, or a module
    /// below the current one.
    fn absolute(&self, segments: &[String]) -> CratePath {
        let (mut base, mut rest) = match segments.first()?.as_str() {
            "crate" => (Vec::new(), &segments[1..]),
            "self" => (self.here.clone(), &segments[1..]),
            "super" => (self.here.clone(), segments),
            first => {
                let mut child = self.here.clone();
                child.push(first.to_string());
                if !self.modules.contains(&child) {
                    return None;
                }
                (self.here.clone(), segments)
            }
        };
        while rest.first().is_some_and(|s| s == "super") {
            base.pop();
            rest = &rest[1..];
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The paths of a macro's tokens that start with `crate`, `self` or `super`.
    fn macro_tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let colons = |at: usize| {
            matches!((trees.get(at), trees.get(at + 1)), (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && b.as_char() == ':')
        };
        let mut at = 0;
        while at < trees.len() {
            match &trees[at] {
                TokenTree::Group(group) => self.macro_tokens(group.stream()),
                TokenTree::Ident(first)
                    if ["crate", "self", "super"].contains(&first.to_string().as_str())
                        && (at < 2 || !colons(at - 2)) =>
                {
                    let mut segments = vec![first.to_string()];
                    while colons(at + 1) {
                        let Some(TokenTree::Ident(next)) = trees.get(at + 3) else { break };
                        segments.push(next.to_string());
                        at += 3;
                    }
                    if let Some(path) = self.absolute(&segments) {
                        self.named.push(path);
                    }
                }
                _ => {}
            }
            at += 1;
        }
    }
}

/// The paths a `use` tree brings in, each with the name it binds (`None`: a glob).
fn use_paths(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, Option<String>)>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_paths(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) if n.ident == "self" => out.push((prefix.clone(), prefix.last().cloned())),
        syn::UseTree::Name(n) => {
            let mut path = prefix.clone();
            path.push(n.ident.to_string());
            out.push((path, Some(n.ident.to_string())));
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix.clone();
            if r.ident != "self" {
                path.push(r.ident.to_string());
            }
            out.push((path, Some(r.rename.to_string())));
        }
        syn::UseTree::Glob(_) => out.push((prefix.clone(), None)),
        syn::UseTree::Group(g) => g.items.iter().for_each(|t| use_paths(t, prefix, out)),
    }
}

impl<'ast> Visit<'ast> for Imports {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        if let Some((_, items)) = &module.content {
            self.here.push(module.ident.to_string());
            items.iter().for_each(|item| self.visit_item(item));
            self.here.pop();
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut found = Vec::new();
        if item.leading_colon.is_none() {
            use_paths(&item.tree, &mut Vec::new(), &mut found);
        }
        let face = !matches!(item.vis, syn::Visibility::Inherited) && self.here == self.file_module;
        for (segments, name) in found {
            let path = self.absolute(&segments);
            match (face, name) {
                (true, Some(name)) => drop(self.passes_on.insert(name, path)),
                (true, None) => {}
                (false, _) => self.named.extend(path),
            }
        }
    }

    /// `pub(super)`, `pub(in crate::x)`: where an item may be seen from, not an import.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            if let Some(path) = self.absolute(&segments) {
                self.named.push(path);
            }
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        self.macro_tokens(mac.tokens.clone());
    }
}

/// The names a file defines at its top (types, functions, constants, inline modules, macros).
fn top_level_names(syntax: &syn::File) -> std::collections::BTreeSet<String> {
    syntax
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Struct(i) => Some(i.ident.to_string()),
            syn::Item::Enum(i) => Some(i.ident.to_string()),
            syn::Item::Fn(i) => Some(i.sig.ident.to_string()),
            syn::Item::Const(i) => Some(i.ident.to_string()),
            syn::Item::Static(i) => Some(i.ident.to_string()),
            syn::Item::Type(i) => Some(i.ident.to_string()),
            syn::Item::Trait(i) => Some(i.ident.to_string()),
            syn::Item::Union(i) => Some(i.ident.to_string()),
            syn::Item::Mod(i) if i.content.is_some() => Some(i.ident.to_string()),
            syn::Item::Macro(i) => i.ident.as_ref().map(ToString::to_string),
            _ => None,
        })
        .collect()
}

/// The inline modules of `items` (and theirs), as paths below `module`.
fn inline_modules(items: &[syn::Item], module: &[String], into: &mut std::collections::HashSet<Vec<String>>) {
    for item in items {
        if let syn::Item::Mod(syn::ItemMod { ident, content: Some((_, inner)), .. }) = item {
            let mut path = module.to_vec();
            path.push(ident.to_string());
            inline_modules(inner, &path, into);
            into.insert(path);
        }
    }
}

/// The file (an index into `files`) that defines the item `path` names: the deepest file module on the path,
/// or, where that file only passes the item on (`pub use`), the file it comes from.
fn defining_file(files: &[Imports], path: &[String], depth: usize) -> Option<usize> {
    let by_module = |module: &[String]| files.iter().position(|f| f.file_module == module);
    let mut prefix = path.len();
    while prefix > 0 && by_module(&path[..prefix]).is_none() {
        prefix -= 1;
    }
    let file = by_module(&path[..prefix])?;
    let Some(name) = path.get(prefix) else { return Some(file) };
    match files[file].passes_on.get(name) {
        Some(_) if files[file].defines.contains(name) || depth > 8 => Some(file),
        Some(None) => None,
        Some(Some(source)) => {
            let mut next = source.clone();
            next.extend(path[prefix + 1..].iter().cloned());
            defining_file(files, &next, depth + 1)
        }
        None => Some(file),
    }
}

/// The import circles of the crate rooted at `root_file`: groups of files that reach each other through the items
/// they import, each with its arrows (`a.rs -> b.rs: Name`).
fn import_circles(root_file: &Path) -> Vec<Vec<String>> {
    let sources = crate_files(root_file);
    let mut modules: std::collections::HashSet<Vec<String>> = sources.iter().map(|f| f.module.clone()).collect();
    for file in &sources {
        inline_modules(&file.syntax.items, &file.module, &mut modules);
    }
    let files: Vec<Imports> = sources
        .iter()
        .map(|file| {
            let mut imports = Imports {
                here: file.module.clone(),
                file_module: file.module.clone(),
                modules: modules.clone(),
                defines: top_level_names(&file.syntax),
                ..Imports::default()
            };
            imports.visit_file(&file.syntax);
            imports
        })
        .collect();
    // The arrows between files, with a name each takes (for the message).
    let mut arrows: Vec<std::collections::BTreeMap<usize, String>> = vec![Default::default(); files.len()];
    for (from, file) in files.iter().enumerate() {
        for path in &file.named {
            if let Some(to) = defining_file(&files, path, 0).filter(|&to| to != from) {
                arrows[from].entry(to).or_insert_with(|| path.join("::"));
            }
        }
    }
    strongly_connected(&arrows)
        .into_iter()
        .filter(|group| group.len() > 1)
        .map(|group| {
            let mut lines = Vec::new();
            for &from in &group {
                for (to, name) in arrows[from].iter().filter(|(to, _)| group.contains(to)) {
                    let (a, b) = (relative(&sources[from].path), relative(&sources[*to].path));
                    lines.push(format!("{a} -> {b}: {name}"));
                }
            }
            lines.sort();
            lines
        })
        .collect()
}

/// Tarjan's strongly connected components of the graph `arrows` (node → its successors).
fn strongly_connected(arrows: &[std::collections::BTreeMap<usize, String>]) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        arrows: &'a [std::collections::BTreeMap<usize, String>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        groups: Vec<Vec<usize>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for &w in self.arrows[v].keys() {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(index) if self.on_stack[w] => self.low[v] = self.low[v].min(index),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    group.push(w);
                    if w == v {
                        break;
                    }
                }
                self.groups.push(group);
            }
        }
    }
    let n = arrows.len();
    let mut walk = Walk {
        arrows,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on_stack: vec![false; n],
        next: 0,
        groups: Vec::new(),
    };
    for v in 0..n {
        if walk.index[v].is_none() {
            walk.visit(v);
        }
    }
    walk.groups
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let mut circles = Vec::new();
    let mut crates = 0;
    for (_, roots) in packages() {
        for root in roots.iter().filter(|root| root.ends_with("lib.rs")) {
            crates += 1;
            circles.extend(import_circles(root));
        }
    }
    assert!(crates >= 7, "only {crates} crates were read");
    let shown: Vec<String> = circles.iter().map(|lines| lines.join("\n  ")).collect();
    assert!(
        circles.is_empty(),
        "files that import each other (move what they share into a file below both):\n  {}",
        shown.join("\n\n  ")
    );
}

#[test]
fn the_circle_check_follows_faces_to_the_defining_file_and_finds_a_circle() {
    let dir = std::env::temp_dir().join(format!("cuatro-circles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("shop")).unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    // lib.rs only passes names on; a.rs and b.rs take from each other through it and through `super`.
    write("lib.rs", "mod shop;\nmod c;\npub use shop::a::Apple;\n");
    write("shop/mod.rs", "pub mod a;\npub mod b;\n");
    write("shop/a.rs", "use super::b::Banana;\npub struct Apple(Banana);\n");
    write("shop/b.rs", "pub struct Banana;\nfn pick() -> usize { std::mem::size_of::<crate::Apple>() }\n");
    write("c.rs", "use crate::shop::b::Banana;\n#[cfg(test)]\nmod tests { use crate::c::*; }\n");
    let circles = import_circles(&dir.join("lib.rs"));
    let _ = std::fs::remove_dir_all(&dir);
    let prefix = format!("{}/shop/", dir.display());
    let names: Vec<Vec<String>> =
        circles.iter().map(|lines| lines.iter().map(|l| l.replace(&prefix, "")).collect()).collect();
    assert_eq!(names, [vec!["a.rs -> b.rs: shop::b::Banana".to_string(), "b.rs -> a.rs: Apple".to_string()]]);
}
