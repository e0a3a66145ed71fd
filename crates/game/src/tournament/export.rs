//! Standings out of the bot: CSV for any format, TRF (FIDE's tournament report file) for a Swiss.

use super::standings::{Standing, standings};
use super::{PairedBy, Pairing, Tournament, TournamentFormat, UserId};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt::Write;

/// The standings as CSV: rank, name, user id, points, tie-breaks, wins, draws, losses, and one column per round.
///
/// The header names the tie-breaks: `buchholz_cut1,sonneborn_berger` (Swiss), `sonneborn_berger,head_to_head`
/// (round robin), `performance` (arena). A Swiss's or round robin's points and tie-breaks are in points (a match
/// won is 1, so half points show as `.5`); an arena's are arena points and a rounded performance. Columns `r1`…`rN`
/// hold each round (in an arena, each of the player's games in order): `W3`, `D5` or `L2` for a match won, drawn or
/// lost against the player ranked 3, 5 or 2, with a trailing `F` when decided by forfeit (`W3F`); `*3` under way;
/// `BYE` a full bye; `HALF` a late joiner's ½-point bye; `-` nothing (not paired, withdrawn, or void). Fields with a
/// comma, a quote or a line break are quoted, quotes doubled. Lines end with `\n`.
pub fn csv(t: &Tournament, name: &dyn Fn(UserId) -> String) -> String {
    let table = standings(t);
    let ranks: HashMap<UserId, u32> = table.iter().map(|s| (s.user, s.rank)).collect();
    let arena = matches!(t.setup.format, TournamentFormat::Arena { .. });
    let columns: Vec<Vec<String>> = table
        .iter()
        .map(|s| {
            if arena {
                games_of(t, s.user).map(|p| cell(p, s.user, &ranks)).collect()
            } else {
                (1..=paired_rounds(t))
                    .map(|round| {
                        t.round_pairings(round)
                            .map(|(_, p)| p)
                            .find(|p| p.involves(s.user) && !p.void)
                            .map_or_else(|| "-".to_owned(), |p| cell(p, s.user, &ranks))
                    })
                    .collect()
            }
        })
        .collect();
    let width = columns.iter().map(Vec::len).max().unwrap_or(0);
    let tiebreaks = match t.setup.format {
        TournamentFormat::Swiss { .. } => "buchholz_cut1,sonneborn_berger",
        TournamentFormat::RoundRobin { .. } => "sonneborn_berger,head_to_head",
        TournamentFormat::Arena { .. } => "performance",
    };
    let mut out = format!("rank,name,user_id,points,{tiebreaks},wins,draws,losses");
    for r in 1..=width {
        let _ = write!(out, ",r{r}");
    }
    out.push('\n');
    for (s, rounds) in table.iter().zip(columns) {
        let (points, tiebreaks) = if arena {
            (s.points.to_string(), s.tiebreaks.iter().map(|v| format!("{v:.0}")).collect::<Vec<_>>())
        } else {
            (decimal(f64::from(s.points) / 2.0), s.tiebreaks.iter().map(|v| decimal(v / 2.0)).collect())
        };
        let _ = write!(out, "{},{},{},{points}", s.rank, quoted(&name(s.user)), s.user);
        for v in tiebreaks {
            let _ = write!(out, ",{v}");
        }
        let _ = write!(out, ",{},{},{}", s.wins, s.draws, s.losses);
        let blanks = width - rounds.len();
        for c in rounds.into_iter().chain(std::iter::repeat_n("-".to_owned(), blanks)) {
            let _ = write!(out, ",{c}");
        }
        out.push('\n');
    }
    out
}

/// A Swiss as a TRF-16 file (the `012` title line, `001` player lines with their rounds).
///
/// Header lines `012` (title), `062` (players), `092` (the kind of tournament), `XXR` (rounds). Start numbers go by
/// rating, then user id. Each `001` line has FIDE's fixed columns (start number 5–8, name 15–47, rating 49–52,
/// points 81–84, rank 86–89), then a 10-column block per round: the opponent's start number (`0000` for none), `w`
/// when the player moved first in the first game (else `b`; `-` for none) and the result: `1`, `=`, `0`, `+`/`-`
/// (forfeit won or lost), `U` (the odd player's full bye, FIDE's pairing-allocated bye), `H` (a late joiner's
/// ½-point bye), `Z` (not paired, or void), blank (under way). Other formats are written the same way.
pub fn trf(t: &Tournament, title: &str, name: &dyn Fn(UserId) -> String) -> String {
    let table = standings(t);
    let mut by_rating: Vec<_> = t.entrants.iter().collect();
    by_rating.sort_by(|a, b| b.rating.total_cmp(&a.rating).then_with(|| a.user.cmp(&b.user)));
    let start: HashMap<UserId, usize> = by_rating.iter().enumerate().map(|(i, e)| (e.user, i + 1)).collect();
    let standing: HashMap<UserId, &Standing> = table.iter().map(|s| (s.user, s)).collect();
    let kind = match t.setup.format {
        TournamentFormat::Swiss { .. } => "Swiss",
        TournamentFormat::RoundRobin { .. } => "Round robin",
        TournamentFormat::Arena { .. } => "Arena",
    };
    let rounds = t.rounds_total().unwrap_or(t.round);
    let mut out = format!("012 {}\n062 {}\n092 {kind}\nXXR {rounds}\n", one_line(title), t.entrants.len());
    for e in by_rating {
        let s = standing.get(&e.user);
        let points = s.map_or(0, |s| s.points);
        let rank = s.map_or(0, |s| s.rank);
        let player: String = one_line(&name(e.user)).chars().take(33).collect();
        let rating = e.rating.round().clamp(0.0, 9999.0) as u32;
        let _ = write!(
            out,
            "001 {:>4} {:1}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4.1} {:>4}",
            start.get(&e.user).copied().unwrap_or(0),
            "",
            "",
            player,
            rating,
            "",
            "",
            "",
            f64::from(points) / 2.0,
            rank
        );
        for round in 1..=paired_rounds(t) {
            let pairing = t.round_pairings(round).map(|(_, p)| p).find(|p| p.involves(e.user) && !p.void);
            let (opponent, colour, result) = match pairing {
                None => (0, '-', 'Z'),
                Some(p) => match p.opponent(e.user) {
                    None if p.by == PairedBy::LateBye => (0, '-', 'H'),
                    None => (0, '-', 'U'),
                    Some(o) => {
                        let colour = if p.first == e.user { 'w' } else { 'b' };
                        let result = match (p.points_of(e.user), p.result.is_some_and(|r| r.forfeit)) {
                            (None, _) => ' ',
                            (Some((mine, theirs)), forfeit) => match (mine.cmp(&theirs), forfeit) {
                                (Ordering::Greater, false) => '1',
                                (Ordering::Greater, true) => '+',
                                (Ordering::Equal, _) if mine > 0 => '=',
                                (_, false) => '0',
                                (_, true) => '-',
                            },
                        };
                        (start.get(&o).copied().unwrap_or(0), colour, result)
                    }
                },
            };
            let opponent = if opponent == 0 { "0000".to_owned() } else { format!("{opponent:>4}") };
            let _ = write!(out, "  {opponent} {colour} {result}");
        }
        let trimmed = out.trim_end_matches(' ').len();
        out.truncate(trimmed);
        out.push('\n');
    }
    out
}

/// `user`'s arena games (not void) in the order they were paired.
/// The rounds with pairings, the last one paired at most: a stored `round` past them (an edited row) adds no column.
fn paired_rounds(t: &Tournament) -> u32 {
    t.pairings.iter().map(|p| p.round).max().unwrap_or(0).min(t.round)
}

fn games_of(t: &Tournament, user: UserId) -> impl Iterator<Item = &Pairing> {
    t.pairings.iter().filter(move |p| p.involves(user) && !p.void)
}

/// A CSV cell for `user`'s pairing `p` (see [`csv`]).
fn cell(p: &Pairing, user: UserId, ranks: &HashMap<UserId, u32>) -> String {
    let Some(opponent) = p.opponent(user) else {
        return if p.by == PairedBy::LateBye { "HALF" } else { "BYE" }.to_owned();
    };
    let rank = ranks.get(&opponent).copied().unwrap_or(0);
    let Some((mine, theirs)) = p.points_of(user) else { return format!("*{rank}") };
    let letter = match mine.cmp(&theirs) {
        Ordering::Greater => 'W',
        Ordering::Equal if mine > 0 => 'D',
        _ => 'L',
    };
    let forfeit = if p.result.is_some_and(|r| r.forfeit) { "F" } else { "" };
    format!("{letter}{rank}{forfeit}")
}

/// `value` with up to two decimals, trailing zeros dropped (`3`, `3.5`, `3.25`).
fn decimal(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// `field` quoted for CSV when it holds a comma, a quote or a line break.
fn quoted(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_owned()
    }
}

/// `text` on one line (line breaks as spaces), for TRF's fixed columns.
fn one_line(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}
