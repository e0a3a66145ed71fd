//! Generating the opening book: solve every position at the deepest ply (resumable, on several
//! threads), then derive every shallower ply from the ones below it by negamax.

use super::book::{Book, Record, canonical_column, canonical_key, immediate_win_score};
use super::solver::{Position, Solver};
use std::collections::{BTreeMap, HashMap};
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Every position `plies` moves below `root` that nobody has won and where the side to move
/// cannot win at once, one per mirror pair, keyed and sorted by canonical key.
pub fn positions_below(root: Position, plies: usize) -> BTreeMap<u64, Position> {
    let mut level: BTreeMap<u64, Position> = BTreeMap::from([(canonical_key(&root), root)]);
    for _ in 0..plies {
        let mut next = BTreeMap::new();
        for p in level.values() {
            if p.can_win_next() {
                continue;
            }
            for col in 0..7 {
                if p.can_play(col) {
                    let mut child = *p;
                    child.play_col(col);
                    next.entry(canonical_key(&child)).or_insert(child);
                }
            }
        }
        level = next;
    }
    level.retain(|_, p| !p.can_win_next());
    level
}

/// A solved position: its exact score and, where asked for, a best column in the canonical
/// orientation (see [`canonical_column`]).
pub type Solved = (i8, Option<u8>);

/// Reads a checkpoint: a file of `<key> <score>`, `<key> <score> <column>` or
/// `<key> <score> <column> <nodes>` lines (a torn last line is ignored), or a directory whose every
/// file is one (see [`append_target`]).
fn read_checkpoint(path: &Path) -> io::Result<HashMap<u64, Solved>> {
    let mut done = HashMap::new();
    for_each_checkpoint_line(path, |key, solved, _| {
        done.insert(key, solved);
    })?;
    Ok(done)
}

/// Calls `f` with every well-formed line of a checkpoint (see [`parse_checkpoint_line`]).
fn for_each_checkpoint_line(path: &Path, mut f: impl FnMut(u64, Solved, Option<u64>)) -> io::Result<()> {
    for file in checkpoint_parts(path)? {
        for line in BufReader::new(File::open(file)?).lines() {
            if let Some((key, solved, nodes)) = parse_checkpoint_line(&line?) {
                f(key, solved, nodes);
            }
        }
    }
    Ok(())
}

/// One checkpoint line's key, score, best column and node count.
fn parse_checkpoint_line(line: &str) -> Option<(u64, Solved, Option<u64>)> {
    let mut fields = line.split_whitespace();
    let key: u64 = fields.next()?.parse().ok()?;
    let score: i8 = fields.next()?.parse().ok()?;
    let best = match fields.next() {
        None => None,
        Some(col) => Some(col.parse::<u8>().ok().filter(|&c| c < 7)?),
    };
    let nodes = match fields.next() {
        None => None,
        Some(nodes) => Some(nodes.parse::<u64>().ok()?),
    };
    fields.next().is_none().then_some((key, (score, best), nodes))
}

/// The files a checkpoint consists of: the file itself, or every file of the directory in name
/// order (none when it does not exist yet).
fn checkpoint_parts(path: &Path) -> io::Result<Vec<PathBuf>> {
    if path.is_dir() {
        let mut parts: Vec<PathBuf> =
            std::fs::read_dir(path)?.map(|e| e.map(|e| e.path())).collect::<io::Result<_>>()?;
        parts.retain(|p| p.is_file());
        parts.sort();
        Ok(parts)
    } else if path.exists() {
        Ok(vec![path.to_path_buf()])
    } else {
        Ok(Vec::new())
    }
}

/// Where a run appends what it solves: a checkpoint file itself; in a checkpoint directory a new
/// part after the last one (`part-001.scores`, …), so that committing a long run's progress adds
/// files instead of rewriting one large file.
fn append_target(path: &Path) -> io::Result<PathBuf> {
    if !path.is_dir() {
        return Ok(path.to_path_buf());
    }
    let parts = checkpoint_parts(path)?.len();
    Ok(path.join(format!("part-{:03}.scores", parts + 1)))
}

/// Solves every position of `todo` not already `known` (with a best move when `with_moves`; each
/// scored or bounded below by the shipped book where it can, which saves probes), on
/// `jobs` threads, appending `<key> <score>` lines (or `<key> <score> <column> <nodes>`, the nodes
/// this thread's solver spent on the position, its table warm from the previous ones) to
/// `checkpoint` as it goes (so a run can be stopped and resumed; see `append_target`), and adds
/// the results to `known`. The positions must not have a win at once.
pub fn solve_into(
    todo: Vec<(u64, Position)>,
    known: &mut HashMap<u64, Solved>,
    checkpoint: &Path,
    jobs: usize,
    with_moves: bool,
    progress: &mut (dyn FnMut(usize, usize) + Send),
) -> io::Result<()> {
    let todo: Vec<(u64, Position)> =
        todo.into_iter().filter(|(k, _)| known.get(k).is_none_or(|(_, best)| with_moves && best.is_none())).collect();
    let total = todo.len();
    if total == 0 {
        return Ok(());
    }
    let out = Mutex::new((
        OpenOptions::new().create(true).append(true).open(append_target(checkpoint)?)?,
        Vec::new(),
        0usize,
    ));
    let next = AtomicUsize::new(0);
    let progress = Mutex::new(progress);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| {
                let mut solver = Solver::new();
                let book = Book::embedded();
                loop {
                    // One position at a time: book positions take long, and each is saved at once.
                    // Threads take neighbouring keys, which share subtrees in their tables.
                    let start = next.fetch_add(1, Ordering::Relaxed);
                    if start >= total {
                        break;
                    }
                    let chunk = &todo[start..start + 1];
                    let solved: Vec<(u64, Solved, u64)> = chunk
                        .iter()
                        .map(|(k, p)| {
                            let nodes_before = solver.node_count();
                            // The shipped book may score the position already (through a
                            // parent's best move); else its parents bound the score from below (a
                            // valid bound only saves probes).
                            let score = book.score(p).unwrap_or_else(|| solver.solve_at_least(p, book.lower_bound(p)));
                            // Right after the solve its proof is in the table: this costs little.
                            // Where every move loses at once, any playable one is "best".
                            let best = with_moves
                                .then(|| solver.column_reaching(p, score).or_else(|| (0..7).find(|&c| p.can_play(c))))
                                .flatten()
                                .map(|col| canonical_column(p, col) as u8);
                            (*k, (score as i8, best), solver.node_count() - nodes_before)
                        })
                        .collect();
                    let lines: String = solved
                        .iter()
                        .map(|(k, (s, best), nodes)| match best {
                            Some(col) => format!("{k} {s} {col} {nodes}\n"),
                            None => format!("{k} {s}\n"),
                        })
                        .collect();
                    let mut guard = out.lock().expect("a writer never panics holding it");
                    let (file, results, count) = &mut *guard;
                    // A failed write loses only this chunk, which a resumed run solves again.
                    if file.write_all(lines.as_bytes()).and_then(|_| file.flush()).is_ok() {
                        results.extend(solved.into_iter().map(|(k, solved, _)| (k, solved)));
                    }
                    *count += chunk.len();
                    if let Ok(mut report) = progress.lock() {
                        report(*count, total);
                    }
                }
            });
        }
    });
    let (_, results, _) = out.into_inner().expect("threads finished");
    known.extend(results);
    Ok(())
}

/// Solves (or resumes) every position `plies` below `root`; returns their scores and best moves.
pub fn solve_deepest(
    root: Position,
    plies: usize,
    checkpoint: &Path,
    jobs: usize,
    progress: &mut (dyn FnMut(usize, usize) + Send),
) -> io::Result<HashMap<u64, Solved>> {
    let mut known = read_checkpoint(checkpoint)?;
    let todo = positions_below(root, plies).into_iter().collect();
    solve_into(todo, &mut known, checkpoint, jobs, true, progress)?;
    Ok(known)
}

/// The book entries of a checkpoint as they stand (a run not finished yet): extra positions with
/// their scores and best moves, to merge into a complete book of fewer plies. With `min_nodes`,
/// only the positions whose solve took at least that many nodes (lines without a node count are
/// kept): the slow positions alone, a small partial ply.
pub fn checkpoint_book(checkpoint: &Path, min_nodes: u64) -> io::Result<Book> {
    let mut records = HashMap::new();
    for_each_checkpoint_line(checkpoint, |key, (score, best), nodes| {
        if nodes.is_none_or(|n| n >= min_nodes) {
            records.insert(key, Record { key, score, best });
        }
    })?;
    Ok(Book::from_records(0, records.into_values().collect()))
}

/// The children of `p` whose score a book needs (not those where `p`'s mover wins at once).
fn children(p: &Position) -> impl Iterator<Item = (usize, Position)> + '_ {
    (0..7).filter(|&c| p.can_play(c) && !p.is_winning_move(c)).map(move |c| {
        let mut child = *p;
        child.play_col(c);
        (c, child)
    })
}

/// A child's score for its side to move, from `known` or from the ply when it wins at once.
fn child_score(child: &Position, known: &HashMap<u64, Solved>) -> i32 {
    if child.can_win_next() { immediate_win_score(child) } else { known[&canonical_key(child)].0 as i32 }
}

/// The book along the AI's own perfect lines: for every position up to `depth` stones where the
/// AI is to move — playing first from `root`, or second after any reply to it — the exact score
/// of every child. The AI's best moves (all ties) are followed, and every opponent reply.
/// `save` receives the book after each completed ply, so an interrupted run still leaves one.
pub fn lines_book(
    root: Position,
    depth: usize,
    checkpoint: &Path,
    jobs: usize,
    log: &mut dyn Write,
    save: &mut dyn FnMut(&Book) -> io::Result<()>,
) -> io::Result<Book> {
    let mut known = read_checkpoint(checkpoint)?;
    let base = root.nb_moves();
    // AI-to-move positions by ply: the root (AI first) and every reply to it (AI second).
    let mut frontier: Vec<BTreeMap<u64, Position>> = vec![BTreeMap::new(); depth + 2];
    frontier[base].insert(canonical_key(&root), root);
    for (_, child) in children(&root) {
        frontier[base + 1].insert(canonical_key(&child), child);
    }
    for ply in base..depth {
        let here: Vec<Position> =
            std::mem::take(&mut frontier[ply]).into_values().filter(|p| !p.can_win_next()).collect();
        // One per mirror pair, in key order.
        let todo: BTreeMap<u64, Position> = here
            .iter()
            .flat_map(|p| children(p).map(|(_, c)| c).collect::<Vec<_>>())
            .filter(|c| !c.can_win_next())
            .map(|c| (canonical_key(&c), c))
            .collect();
        let todo: Vec<(u64, Position)> = todo.into_iter().collect();
        let started = Instant::now();
        let mut last = Instant::now();
        solve_into(todo, &mut known, checkpoint, jobs, false, &mut |done, total| {
            if last.elapsed().as_secs() >= 60 || done == total {
                last = Instant::now();
                eprintln!("book: ply {}: {done}/{total} solved, {:.0}s", ply + 1, started.elapsed().as_secs_f64());
            }
        })?;
        writeln!(log, "book: ply {ply}: {} positions with the AI to move", here.len())?;
        for p in &here {
            let scored: Vec<(Position, i32)> = children(p).map(|(_, c)| (c, -child_score(&c, &known))).collect();
            let Some(best) = scored.iter().map(|s| s.1).max() else { continue };
            for (chosen, _) in scored.iter().filter(|s| s.1 == best) {
                for (_, reply) in children(chosen) {
                    frontier[ply + 2].insert(canonical_key(&reply), reply);
                }
            }
        }
        save(&Book::from_entries(ply as u8 + 1, known.iter().map(|(&k, &(s, _))| (k, s)).collect()))?;
    }
    Ok(Book::from_entries(depth as u8, known.into_iter().map(|(k, (s, _))| (k, s)).collect()))
}

/// The whole book from the scores `plies` below `root` (whose best moves it keeps): each
/// shallower ply takes, per position, the best child score negated (children where the opponent
/// wins at once score from the ply). The ply just above the deepest is left out: the book scores
/// those positions from their children when asked (`Book::score`).
pub fn derive_book(root: Position, plies: usize, deepest: &HashMap<u64, Solved>) -> Book {
    let mut entries: Vec<Record> = deepest.iter().map(|(&key, &(score, best))| Record { key, score, best }).collect();
    let mut below: HashMap<u64, i8> = deepest.iter().map(|(&k, &(s, _))| (k, s)).collect();
    for ply in (0..plies).rev() {
        let mut here = HashMap::new();
        for (key, p) in positions_below(root, ply) {
            let best = (0..7)
                .filter(|&c| p.can_play(c))
                .map(|c| {
                    let mut child = p;
                    child.play_col(c);
                    let child_score = if child.can_win_next() {
                        immediate_win_score(&child)
                    } else {
                        below[&canonical_key(&child)] as i32
                    };
                    -child_score
                })
                .max()
                .expect("an unfinished position has a move");
            here.insert(key, best as i8);
        }
        if ply + 1 < plies {
            entries.extend(here.iter().map(|(&key, &score)| Record { key, score, best: None }));
        }
        below = here;
    }
    Book::from_records((root.nb_moves() + plies) as u8, entries)
}

/// Writes a book through a temporary file and a rename, so a build never embeds half a book.
fn write_atomically(out: &Path, book: &Book) -> io::Result<()> {
    let tmp = out.with_extension("tmp");
    std::fs::write(&tmp, book.to_bytes())?;
    std::fs::rename(&tmp, out)
}

/// Which game a book is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BookVariant {
    /// The classic opening book of exact scores (`book/classic.book`).
    #[default]
    Classic,
    /// The first player's proven winning strategy in 7×6 PopOut (`book/popout.strategy`).
    Popout,
}

impl BookVariant {
    /// The variants' names on the command line.
    pub const NAMES: [&'static str; 2] = ["classic", "popout"];

    /// Where the book is written unless told.
    pub fn default_out(self) -> &'static str {
        match self {
            BookVariant::Classic => "book/classic.book",
            BookVariant::Popout => "book/popout.strategy",
        }
    }
}

/// Which positions a book holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BookKind {
    /// Every position where the AI is to move along its own perfect lines, plus every reply.
    Lines,
    /// Every position up to the depth (far more expensive).
    Full,
    /// Solve nothing: the checkpoint's positions as they stand (an unfinished `full` run), to merge
    /// into a complete book of fewer plies.
    Checkpoint,
}

impl std::str::FromStr for BookVariant {
    type Err = String;

    fn from_str(name: &str) -> Result<BookVariant, String> {
        match name {
            "classic" => Ok(BookVariant::Classic),
            "popout" => Ok(BookVariant::Popout),
            _ => Err(format!("not a book variant: {name} (classic or popout)")),
        }
    }
}

impl BookKind {
    /// The kinds' names on the command line.
    pub const NAMES: [&'static str; 3] = ["lines", "full", "checkpoint"];
}

impl std::str::FromStr for BookKind {
    type Err = String;

    fn from_str(name: &str) -> Result<BookKind, String> {
        match name {
            "lines" => Ok(BookKind::Lines),
            "full" => Ok(BookKind::Full),
            "checkpoint" => Ok(BookKind::Checkpoint),
            _ => Err(format!("not a book kind: {name} (lines, full or checkpoint)")),
        }
    }
}

/// One run of `cuatro book`.
#[derive(Debug, Clone, Copy)]
pub struct BookJob<'a> {
    pub kind: BookKind,
    /// The deepest ply.
    pub depth: usize,
    pub checkpoint: &'a Path,
    pub out: &'a Path,
    /// Books added to the result.
    pub merge: &'a [PathBuf],
    pub jobs: usize,
    /// With [`BookKind::Checkpoint`], only the positions whose solve took at least this many nodes.
    pub min_nodes: u64,
}

/// Generates (or resumes) a book of the empty board up to `depth` stones; writes it to `out`.
pub fn generate(job: &BookJob, log: &mut dyn Write) -> io::Result<Book> {
    let BookJob { kind, depth, checkpoint, out, merge, jobs, min_nodes } = *job;
    let started = Instant::now();
    let root = Position::new();
    let book = match kind {
        BookKind::Checkpoint => checkpoint_book(checkpoint, min_nodes)?,
        BookKind::Lines => {
            lines_book(root, depth, checkpoint, jobs, log, &mut |book| std::fs::write(out, book.to_bytes()))?
        }
        BookKind::Full => {
            let mut last = Instant::now();
            let deepest = solve_deepest(root, depth, checkpoint, jobs, &mut |done, total| {
                if last.elapsed().as_secs() >= 60 || done == total {
                    last = Instant::now();
                    eprintln!("book: ply {depth}: {done}/{total} solved, {:.0}s", started.elapsed().as_secs_f64());
                }
            })?;
            derive_book(root, depth, &deepest)
        }
    };
    let mut book = book;
    for path in merge {
        let other = Book::parse(&std::fs::read(path)?).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        book = book.merged(&other);
    }
    write_atomically(out, &book)?;
    writeln!(
        log,
        "book: {} entries (every position up to ply {}) written to {} ({:.0}s this run)",
        book.len(),
        book.max_ply(),
        out.display(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(book)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_merge_mirror_images() {
        // 7 first moves are 4 up to mirror image; of 49 two-move positions only `44` is its own
        // mirror image, so (49 - 1) / 2 + 1 = 25.
        assert_eq!(positions_below(Position::new(), 0).len(), 1);
        assert_eq!(positions_below(Position::new(), 1).len(), 4);
        assert_eq!(positions_below(Position::new(), 2).len(), 25);
    }

    #[test]
    fn a_book_below_a_deep_position_agrees_with_the_solver_and_resumes() {
        // Four plies below a position of Pons' middle set, where solving is fast.
        let root = Position::from_digits("5554224333234511764415115").unwrap();
        let dir = std::env::temp_dir().join(format!("cuatro-book-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let checkpoint = dir.join("deepest.txt");
        let deepest = solve_deepest(root, 4, &checkpoint, 2, &mut |_, _| {}).unwrap();
        assert!(deepest.len() > 50, "{}", deepest.len());
        // Resuming finds everything done and solves nothing.
        let mut calls = 0;
        let again = solve_deepest(root, 4, &checkpoint, 1, &mut |_, _| calls += 1).unwrap();
        assert_eq!((calls, &again), (0, &deepest));
        let book = derive_book(root, 4, &deepest);
        assert_eq!(book.max_ply() as usize, root.nb_moves() + 4);
        let mut solver = Solver::new();
        for plies in 0..=4 {
            for p in positions_below(root, plies).values() {
                assert_eq!(book.score(p), Some(solver.solve(p)), "{plies} plies below the root");
            }
        }
        assert_eq!(book.score(&root), Some(4), "the data file's score");
        // The ply above the deepest has no entries of its own: its scores come from its children.
        let above: Vec<u64> = positions_below(root, 3).into_keys().collect();
        assert!(book.entries().all(|(key, _)| !above.contains(&key)));
        // Every position of the deepest ply has a best move, in either mirror orientation.
        for p in positions_below(root, 4).values() {
            let score = book.score(p).unwrap();
            for q in [*p, p.mirrored()] {
                let col = book.best_move(&q).unwrap_or_else(|| panic!("no move for {q:?}"));
                assert_eq!(solver.analyze(&q)[col], Some(score), "{q:?}");
            }
        }
        // A checkpoint of scores alone (as `lines` writes) is solved again for the moves.
        std::fs::write(&checkpoint, deepest.iter().map(|(k, (s, _))| format!("{k} {s}\n")).collect::<String>())
            .unwrap();
        let mut solved = 0;
        let again = solve_deepest(root, 4, &checkpoint, 1, &mut |done, _| solved = done).unwrap();
        assert_eq!((solved, &again), (deepest.len(), &deepest));
        assert_eq!(checkpoint_book(&checkpoint, 0).unwrap().records().count(), deepest.len());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn checkpoint_lines_carry_an_optional_move_and_node_count() {
        assert_eq!(parse_checkpoint_line("123 -4"), Some((123, (-4, None), None)));
        assert_eq!(parse_checkpoint_line("123 -4 6"), Some((123, (-4, Some(6)), None)));
        assert_eq!(parse_checkpoint_line("123 -4 6 98765"), Some((123, (-4, Some(6)), Some(98765))));
        for torn in ["", "123", "123 -", "-123 4", "123 4 7", "123 4 6 -5", "123 4 6 5 5", "123 999"] {
            assert_eq!(parse_checkpoint_line(torn), None, "{torn:?}");
        }
    }

    #[test]
    fn a_checkpoint_directory_resumes_from_its_parts_and_adds_one() {
        let root = Position::from_digits("5554224333234511764415115").unwrap();
        let dir = std::env::temp_dir().join(format!("cuatro-book-parts-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let whole = solve_deepest(root, 3, &dir.join("whole.scores"), 2, &mut |_, _| {}).unwrap();
        // An interrupted run: its part holds half the positions, with their node counts.
        let parts = dir.join("parts");
        std::fs::create_dir_all(&parts).unwrap();
        let text = std::fs::read_to_string(dir.join("whole.scores")).unwrap();
        assert!(text.lines().all(|l| l.split_whitespace().count() == 4), "{text}");
        let half: String = text.lines().take(whole.len() / 2).map(|l| format!("{l}\n")).collect();
        std::fs::write(parts.join("part-001.scores"), half).unwrap();
        let mut solved = 0;
        let resumed = solve_deepest(root, 3, &parts, 1, &mut |done, _| solved = done).unwrap();
        assert_eq!((solved, &resumed), (whole.len() - whole.len() / 2, &whole));
        let names: Vec<String> = checkpoint_parts(&parts)
            .unwrap()
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["part-001.scores", "part-002.scores"]);
        assert_eq!(checkpoint_book(&parts, 0).unwrap().records().count(), whole.len());
        // The slow positions alone: those at or above a node count, each with its move.
        let text: String =
            checkpoint_parts(&parts).unwrap().iter().map(|p| std::fs::read_to_string(p).unwrap()).collect();
        let nodes: Vec<u64> = text.lines().map(|l| l.split_whitespace().nth(3).unwrap().parse().unwrap()).collect();
        let median = {
            let mut sorted = nodes.clone();
            sorted.sort();
            sorted[sorted.len() / 2]
        };
        let slow = checkpoint_book(&parts, median).unwrap();
        assert_eq!(slow.len(), nodes.iter().filter(|&&n| n >= median).count());
        assert!(slow.len() < whole.len() && slow.records().all(|r| r.best.is_some() && whole[&r.key].0 == r.score));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_lines_book_answers_every_ai_move_along_its_lines() {
        let root = Position::from_digits("5554224333234511764415115").unwrap();
        let dir = std::env::temp_dir().join(format!("cuatro-lines-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let depth = root.nb_moves() + 5;
        let mut saved = 0;
        let book = lines_book(root, depth, &dir.join("lines.txt"), 2, &mut io::sink(), &mut |_| {
            saved += 1;
            Ok(())
        })
        .unwrap();
        assert_eq!(saved, 5, "one save per ply");
        let mut solver = Solver::new();
        for (key, score) in book.entries() {
            let p = positions_below(root, 5)
                .into_values()
                .chain((0..5).flat_map(|d| positions_below(root, d).into_values()));
            let found = p.into_iter().find(|p| canonical_key(p) == key).expect("entries are positions below the root");
            assert_eq!(score as i32, solver.solve(&found));
        }
        // Both seats: the root (AI first) and every reply to it (AI second) have all child scores.
        assert!(book.scores(&root).is_some());
        for (_, reply) in children(&root) {
            assert!(reply.can_win_next() || book.scores(&reply).is_some());
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
