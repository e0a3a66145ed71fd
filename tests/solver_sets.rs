//! Checks every position of Pascal Pons' three test sets and the consistency of `analyze`.

use cuatro::ai::solver::{Position, Solver};

/// The `(digits, score)` lines of a data file under `tests/data/`.
fn load(name: &str) -> Vec<(String, i32)> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| {
            let (digits, score) = line.split_once(' ').expect("`<digits> <score>` line");
            (digits.to_string(), score.trim().parse().expect("score"))
        })
        .collect()
}

/// The table size does not change any score (the table identifies keys exactly); a
/// smaller one than the default keeps these tests light.
const TABLE_LOG2: u32 = 19;

/// Solves every position of `name`, each from a cleared table, and compares exactly.
fn check_set(name: &str) {
    let set = load(name);
    assert_eq!(set.len(), 1000, "{name}");
    let mut solver = Solver::with_table_log2(TABLE_LOG2);
    let mut wrong = Vec::new();
    for (digits, expected) in &set {
        let p = Position::from_digits(digits).expect("data positions are valid");
        solver.reset();
        let got = solver.solve(&p);
        if got != *expected {
            wrong.push(format!("{digits}: got {got}, expected {expected}"));
        }
    }
    assert!(wrong.is_empty(), "{name}: {} wrong:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn end_easy_all_exact() {
    check_set("Test_L3_R1");
}

#[test]
fn middle_easy_all_exact() {
    check_set("Test_L2_R1");
}

#[test]
fn begin_easy_all_exact() {
    check_set("Test_L1_R1");
}

/// For a sample of each set (every 10th end-easy, 20th middle-easy, 100th begin-easy
/// position; the children of early positions can be much harder than the positions
/// themselves): each analyzed column equals minus the score of the
/// child solved on its own (or the immediate-win score), and the best equals `solve`.
#[test]
fn analyze_is_consistent_with_solve() {
    let mut solver = Solver::with_table_log2(TABLE_LOG2);
    let mut fresh = Solver::with_table_log2(TABLE_LOG2);
    for (name, step) in [("Test_L3_R1", 10), ("Test_L2_R1", 20), ("Test_L1_R1", 100)] {
        for (digits, expected) in load(name).iter().step_by(step) {
            let p = Position::from_digits(digits).unwrap();
            solver.reset();
            let scores = solver.analyze(&p);
            let n = p.nb_moves() as i32;
            for (col, score) in scores.iter().enumerate() {
                if !p.can_play(col) {
                    assert_eq!(*score, None, "{digits} col {col}");
                    continue;
                }
                let want = if p.is_winning_move(col) {
                    (43 - n) / 2
                } else {
                    let mut child = p;
                    child.play_col(col);
                    fresh.reset();
                    -fresh.solve(&child)
                };
                assert_eq!(*score, Some(want), "{digits} col {}", col + 1);
            }
            let best = scores.iter().flatten().max().copied();
            assert_eq!(best, Some(*expected), "{digits}");
            fresh.reset();
            assert_eq!(fresh.solve(&p), *expected, "{digits}");
        }
    }
}
