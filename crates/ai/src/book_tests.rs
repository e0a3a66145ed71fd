//! Tests of the opening book: look-ups, merging, mirror keys and every file-format version.

use super::*;
use crate::book_format::{BLOCK, MAGIC, MAGIC_V1, MAGIC_V2, write_varint};

fn pos(digits: &str) -> Position {
    Position::from_digits(digits).unwrap()
}

#[test]
fn merging_keeps_every_entry_and_the_deeper_ply() {
    let shallow = Book::from_entries(6, vec![(1, 0), (5, -2)]);
    let deep = Book::from_entries(8, vec![(5, -2), (9, 3)]);
    let merged = shallow.merged(&deep);
    assert_eq!(merged.max_ply(), 8);
    assert_eq!(merged.entries().collect::<Vec<_>>(), vec![(1, 0), (5, -2), (9, 3)]);
}

#[test]
fn mirror_images_share_a_key() {
    assert_eq!(canonical_key(&pos("4453")), canonical_key(&pos("4435")));
    assert_eq!(canonical_key(&pos("1")), canonical_key(&pos("7")));
    assert_ne!(canonical_key(&pos("1")), canonical_key(&pos("2")));
}

#[test]
fn books_round_trip_and_corruption_is_refused() {
    let entries = vec![(canonical_key(&pos("44")), 1), (canonical_key(&pos("4")), -2), (canonical_key(&pos("")), 1)];
    let book = Book::from_entries(2, entries);
    let bytes = book.to_bytes();
    assert_eq!(Book::parse(&bytes).unwrap(), book);
    assert_eq!(book.score(&pos("4")), Some(-2));
    assert_eq!(book.score(&pos("1")), None);
    assert_eq!(Book::parse(b"nope"), Err(BookError::BadHeader));
    assert_eq!(Book::parse(&bytes[..bytes.len() - 1]), Err(BookError::Truncated));
}

#[test]
fn best_moves_round_trip_in_either_orientation() {
    // "4453" and its mirror image "4435" share an entry; the move is stored for the canonical one.
    let (p, mirror) = (pos("4453"), pos("4435"));
    assert_eq!(p.mirrored(), mirror);
    let canonical = if p.key() == canonical_key(&p) { p } else { mirror };
    let records = vec![
        Record { key: canonical_key(&p), score: 3, best: Some(1) },
        Record { key: canonical_key(&pos("4")), score: -2, best: None },
        // A duplicate without a move keeps the first one's; one with a move fills it in.
        Record { key: canonical_key(&pos("4")), score: -2, best: Some(3) },
    ];
    let book = Book::from_records(0, records);
    assert_eq!(Book::parse(&book.to_bytes()).unwrap(), book);
    assert_eq!(book.best_move(&canonical), Some(1));
    let other = if canonical == p { mirror } else { p };
    assert_eq!(book.best_move(&other), Some(5));
    assert_eq!(book.best_move(&pos("4")), Some(3));
    assert_eq!(book.best_move(&pos("44")), None);
    assert_eq!(book.score(&other), Some(3));
}

#[test]
fn version_1_books_are_read_without_moves() {
    let book = Book::from_entries(1, vec![(canonical_key(&pos("4")), -2), (canonical_key(&pos("")), 1)]);
    let mut v1 = MAGIC_V1.to_vec();
    v1.push(1);
    v1.extend_from_slice(&2u64.to_le_bytes());
    let mut previous = 0;
    for (key, score) in book.entries() {
        let mut delta = key - previous;
        previous = key;
        while delta >= 0x80 {
            v1.push((delta & 0x7f) as u8 | 0x80);
            delta >>= 7;
        }
        v1.extend([delta as u8, score as u8]);
    }
    assert_eq!(Book::parse(&v1).unwrap(), book);
}

#[test]
fn the_ply_above_the_deepest_is_scored_from_its_children() {
    use crate::solver::Solver;
    let mut solver = Solver::new();
    // Middle-game positions whose children alone are stored.
    for digits in ["445563323771", "243335424257", "52753311433677442422121"] {
        let p = pos(digits);
        assert!(!p.can_win_next(), "{digits}");
        let children: Vec<Position> = (0..7)
            .filter(|&c| p.can_play(c))
            .map(|c| {
                let mut child = p;
                child.play_col(c);
                child
            })
            .filter(|child| !child.can_win_next())
            .collect();
        let records: Vec<Record> = children
            .iter()
            .map(|child| Record { key: canonical_key(child), score: solver.solve(child) as i8, best: None })
            .collect();
        let complete = p.nb_moves() as u8 + 1;
        let book = Book::from_records(complete, records.clone());
        assert_eq!(book.score(&p), Some(solver.solve(&p)), "{digits}");
        // A partial deeper ply stored beside the complete one changes nothing.
        let deeper = (0..7).find(|&c| children[0].can_play(c) && !children[0].is_winning_move(c)).unwrap();
        let mut grandchild = children[0];
        grandchild.play_col(deeper);
        let extra = Record { key: canonical_key(&grandchild), score: solver.solve(&grandchild) as i8, best: None };
        let book = Book::from_records(complete, records.iter().copied().chain([extra]).collect());
        assert_eq!(book.score(&p), Some(solver.solve(&p)), "{digits}");
        // One child missing: no score.
        let book = Book::from_records(complete, records[1..].to_vec());
        assert_eq!(book.score(&p), None, "{digits}");
        // Its children's ply not complete: no score.
        let book = Book::from_records(complete + 1, records.clone());
        assert_eq!(book.score(&p), None, "{digits}");
    }
    // Two plies above the deepest complete one: none either.
    let book = Book::from_records(4, vec![Record { key: canonical_key(&pos("4444")), score: 0, best: None }]);
    assert_eq!(book.score(&pos("44")), None);
}

#[test]
fn the_ply_past_the_deepest_is_scored_through_stored_best_moves() {
    use crate::solver::Solver;
    let mut solver = Solver::new();
    for digits in ["445563323771", "4455633237", "765316331161"] {
        let parent = pos(digits);
        let scores = solver.analyze(&parent);
        let best_score = scores.iter().flatten().max().copied().unwrap();
        let best = (0..7).find(|&c| scores[c] == Some(best_score)).unwrap();
        let child = |c| {
            let mut child = parent;
            child.play_col(c);
            child
        };
        // A worse move that leaves no win at once (a child with one is scored by the win alone).
        let worse = (0..7).find(|&c| scores[c].is_some_and(|s| s < best_score) && !child(c).can_win_next());
        let record = |best| Record { key: canonical_key(&parent), score: best_score as i8, best };
        let book =
            Book::from_records(parent.nb_moves() as u8, vec![record(Some(canonical_column(&parent, best) as u8))]);
        assert_eq!(book.score(&child(best)), Some(solver.solve(&child(best))), "{digits}");
        assert_eq!(book.score(&child(best).mirrored()), book.score(&child(best)), "{digits}");
        assert_eq!(book.score(&child(worse.unwrap())), None, "{digits}");
        // A partial ply past the complete one (here the worse move's child alone) leaves the
        // best move's child scored through its parent.
        let partial = Record { key: canonical_key(&child(worse.unwrap())), score: 0, best: None };
        let book = Book::from_records(
            parent.nb_moves() as u8,
            vec![record(Some(canonical_column(&parent, best) as u8)), partial],
        );
        assert_eq!(book.score(&child(best)), Some(solver.solve(&child(best))), "{digits}");
        // Without its best move the parent bounds its children from below only.
        let book = Book::from_records(parent.nb_moves() as u8, vec![record(None)]);
        assert_eq!(book.score(&child(best)), None, "{digits}");
        assert_eq!(book.lower_bound(&child(best)), -best_score, "{digits}");
    }
}

#[test]
fn look_ups_cross_blocks_and_every_version_reads_the_same() {
    // Keys 3, 10, 17, … (deltas of one and of several varint bytes), several blocks.
    let records: Vec<Record> = (0..5 * BLOCK as u64 + 7)
        .map(|i| Record { key: 3 + 7 * i + (i / 100) * 100_000, score: (i % 40) as i8 - 20, best: Some((i % 8) as u8) })
        .collect();
    let book = Book::from_records(3, records.iter().rev().copied().collect());
    assert_eq!(book.len(), records.len());
    assert_eq!(
        book.records().collect::<Vec<_>>(),
        records.iter().map(|r| Record { best: r.best.filter(|&c| c < 7), ..*r }).collect::<Vec<_>>()
    );
    for r in &records {
        assert_eq!(book.find(r.key).map(|f| f.score), Some(r.score), "{}", r.key);
        assert_eq!(book.find(r.key + 1), None);
    }
    assert_eq!(book.find(0), None);
    assert_eq!(Book::parse(&book.to_bytes()).unwrap(), book);
    // Version 2: the same entries without an index.
    let mut v2 = MAGIC_V2.to_vec();
    v2.push(3);
    v2.extend_from_slice(&(records.len() as u64).to_le_bytes());
    let mut previous = 0;
    for r in &records {
        write_varint(&mut v2, r.key - previous);
        previous = r.key;
        v2.extend([r.score as u8, r.best.unwrap()]);
    }
    assert_eq!(Book::parse(&v2).unwrap(), book);
    // A block index out of order is refused.
    let mut bytes = book.to_bytes();
    let second_key = MAGIC.len() + 14 + 12;
    bytes[second_key..second_key + 8].copy_from_slice(&0u64.to_le_bytes());
    assert_eq!(Book::parse(&bytes), Err(BookError::Unsorted));
}

#[test]
fn the_embedded_book_parses_and_decodes_in_full() {
    let book = Book::embedded();
    assert!(book.max_ply() > 0);
    let keys: Vec<u64> = book.records().map(|r| r.key).collect();
    assert_eq!(keys.len(), book.len(), "every entry decodes");
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
}
