//! The CSV and TRF files' shape.

use super::*;

/// A finished two-round Swiss of 5 (one bye a round, one late joiner).
fn finished_swiss() -> Tournament {
    let mut t = open(TournamentFormat::Swiss { rounds: 2 }, 5);
    let mut to_play = t.start(0).unwrap();
    t.join(6, 1234.0, 0).unwrap();
    while t.status == Status::Running {
        for i in to_play {
            play(&mut t, i, 2, 0);
        }
        to_play = t.advance(0);
    }
    t
}

/// The fields of a CSV line (quoted fields unquoted).
fn fields(line: &str) -> Vec<String> {
    let (mut fields, mut field, mut quoted, mut chars) = (Vec::new(), String::new(), false, line.chars().peekable());
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(std::mem::take(&mut field)),
            _ => field.push(c),
        }
    }
    fields.push(field);
    fields
}

fn name(user: UserId) -> String {
    if user == 1 { "Smith, \"Ace\"".to_owned() } else { format!("player{user}") }
}

#[test]
fn the_csv_has_a_header_a_line_per_player_and_a_column_per_round() {
    let t = finished_swiss();
    let csv = csv(&t, &name);
    let lines: Vec<&str> = csv.lines().collect();
    let rows: Vec<Vec<String>> = lines.iter().map(|l| fields(l)).collect();
    assert_eq!(lines[0], "rank,name,user_id,points,buchholz_cut1,sonneborn_berger,wins,draws,losses,r1,r2");
    assert_eq!(lines.len(), 7);
    assert!(csv.ends_with('\n'));
    let table = standings(&t);
    for (row, s) in rows[1..].iter().zip(&table) {
        assert_eq!(row.len(), 11, "{row:?}");
        assert_eq!(
            (row[0].clone(), row[1].clone(), row[2].clone()),
            (s.rank.to_string(), name(s.user), s.user.to_string())
        );
        assert_eq!(row[3], format!("{}", f64::from(s.points) / 2.0), "points in points");
    }
    assert!(csv.contains("\"Smith, \"\"Ace\"\"\""), "a name with a comma and quotes is quoted: {csv}");
    let row = |u: UserId| rows.iter().find(|r| r[2] == u.to_string()).unwrap();
    assert_eq!(row(6)[9], "HALF");
    assert!(rows.iter().any(|r| r[9..].contains(&"BYE".to_owned())), "{csv}");
    // A win against the player ranked r reads Wr; the loser's line reads Lr'.
    let rank = |u: UserId| table.iter().find(|s| s.user == u).unwrap().rank;
    for p in t.pairings.iter().filter(|p| p.round == 1 && !p.is_bye()) {
        let (winner, loser) = (p.first, p.second.unwrap());
        assert_eq!(row(winner)[9], format!("W{}", rank(loser)));
        assert_eq!(row(loser)[9], format!("L{}", rank(winner)));
    }
    let arena = open(TournamentFormat::Arena { minutes: 5 }, 2);
    assert!(super::csv(&arena, &name).starts_with("rank,name,user_id,points,performance,wins,draws,losses\n"));
}

#[test]
fn the_trf_has_fides_header_and_fixed_columns() {
    let t = finished_swiss();
    let trf = trf(&t, "Club\nSwiss", &name);
    let lines: Vec<&str> = trf.lines().collect();
    assert_eq!(&lines[..4], ["012 Club Swiss", "062 6", "092 Swiss", "XXR 2"]);
    let players: Vec<&str> = lines[4..].iter().copied().filter(|l| l.starts_with("001 ")).collect();
    assert_eq!(players.len(), 6);
    let table = standings(&t);
    for (start, line) in players.iter().enumerate() {
        // Start numbers by rating: user 1 (the highest) is 1, the late joiner (1234) last.
        assert_eq!(line[4..8].trim(), (start + 1).to_string(), "{line}");
        let user = if start == 5 { 6 } else { start as u64 + 1 };
        let s = table.iter().find(|s| s.user == user).unwrap();
        let expected: String = name(user).chars().take(33).collect();
        assert_eq!(line[14..47].trim_end(), expected);
        assert_eq!(line[48..52].trim(), if user == 6 { "1234".to_owned() } else { (2000 - 10 * user).to_string() });
        assert_eq!(line[80..84].trim(), format!("{:.1}", f64::from(s.points) / 2.0), "{line}");
        assert_eq!(line[85..89].trim(), s.rank.to_string());
        assert!(line.len() <= 99 + 10 && line.len() >= 89, "{line:?}");
    }
    // The late joiner: a half-point bye in round 1 (then a game or the bye in round 2).
    assert_eq!(&players[5][89..99], "  0000 - H");
    for line in &players[..5] {
        let round1 = &line[89..99];
        assert!(round1 == "  0000 - U" || matches!(round1.as_bytes()[7], b'w' | b'b'), "{round1:?}");
        if round1.as_bytes()[7] != b'-' {
            assert!(matches!(round1.as_bytes()[9], b'1' | b'0'), "{round1:?}");
        }
    }
}

#[test]
fn a_stored_round_past_the_pairings_adds_no_column() {
    let t = finished_swiss();
    let (csv_before, trf_before) = (csv(&t, &name), trf(&t, "Club", &name));
    // An edited row: the round counter far past the pairings (it once made each export allocate that many).
    let edited = Tournament { round: u32::MAX, ..t };
    assert_eq!(csv(&edited, &name), csv_before);
    assert_eq!(
        trf(&edited, "Club", &name).lines().skip(4).collect::<Vec<_>>(),
        trf_before.lines().skip(4).collect::<Vec<_>>()
    );
}
