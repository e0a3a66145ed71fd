//! What a finished session counts for: whether it is scored, its stored result, places, and its decided games.

use super::outcome::GameResult;
use super::session::{Phase, Seat, Session};
use super::standing::FinishedGame;

impl Session {
    /// Whether the game may count for ratings: PvP, ended on the board, no CPU stand-in.
    pub fn is_scored(&self) -> bool {
        matches!(self.phase, Phase::Finished { result, .. } if result != GameResult::Abandoned)
            && !self.is_vs_cpu()
            && !self.cpu_stood_in
    }

    /// The result as stored: `red`, `yellow`, `draw` or `abandoned`; None while active.
    pub fn result_name(&self) -> Option<&'static str> {
        match self.phase {
            Phase::Finished { result: GameResult::Win(seat), .. } => Some(self.rules.variant.seat_colour(seat).name()),
            Phase::Finished { result: GameResult::Draw, .. } => Some("draw"),
            Phase::Finished { result: GameResult::Abandoned, .. } => Some("abandoned"),
            _ => None,
        }
    }

    /// The decided games so far, as the results table records them (abandoned games are left out). The
    /// last game of a finished, rated session closes its rating period.
    pub fn finished_games(&self) -> Vec<FinishedGame> {
        if self.is_multi_seat() {
            return self.pairwise_results();
        }
        let complete = matches!(self.phase, Phase::Finished { result, .. } if result != GameResult::Abandoned);
        let rated = self.rules.rated && !self.is_vs_cpu() && !self.cpu_stood_in;
        let cpu_level = self.seats.iter().find_map(|s| match s {
            Some(Seat::Cpu(level)) => Some(level.name().to_string()),
            _ => None,
        });
        let human = |seat: Option<Seat>| match seat {
            Some(Seat::Human(id)) => Some(id),
            _ => None,
        };
        let last = self.played.len().saturating_sub(1);
        self.played
            .iter()
            .enumerate()
            .filter(|(_, g)| g.result != GameResult::Abandoned)
            .map(|(i, g)| FinishedGame {
                session_id: self.id,
                game_no: i as u8,
                guild_id: self.standings_scope(),
                variant: self.rules.variant.to_string(),
                format: self.rules.format,
                red: human(g.seats[0]),
                yellow: human(g.seats[1]),
                cpu_level: cpu_level.clone(),
                result: match g.result {
                    GameResult::Win(0) => "red",
                    GameResult::Win(_) => "yellow",
                    _ => "draw",
                }
                .to_string(),
                end_reason: g.reason.name(),
                moves: g.moves.clone(),
                red_first: g.firsts[0],
                yellow_first: g.firsts[1],
                rated,
                closes_period: rated && complete && i == last,
                finished_at: g.finished_at,
            })
            .collect()
    }

    /// Each seat's place at the end (0 best): the winner's side first, then the seats still in, then resigned
    /// seats; a draw puts every seat still in first. None for an abandoned game.
    pub fn places(&self, result: GameResult) -> Option<Vec<u8>> {
        let n = self.seats.len();
        match result {
            GameResult::Abandoned => None,
            GameResult::Win(w) => {
                let winners = self.side_of(w);
                Some(
                    (0..n)
                        .map(|s| {
                            if winners.contains(&s) {
                                0
                            } else if self.is_out(s) {
                                2
                            } else {
                                1
                            }
                        })
                        .collect(),
                )
            }
            GameResult::Draw => Some((0..n).map(|s| if self.is_out(s) { 1 } else { 0 }).collect()),
        }
    }

    /// A finished game of three or four seats as pairwise results: every two seats on different sides are
    /// compared by their places (a better place wins, the same place draws); team mates are not compared.
    fn pairwise_results(&self) -> Vec<FinishedGame> {
        let Phase::Finished { result, reason } = self.phase else { return Vec::new() };
        let Some(places) = self.places(result) else { return Vec::new() };
        let rated = self.rules.rated && !self.cpu_stood_in;
        let end_reason = reason.name();
        let moves = self.game.record().moves;
        let n = self.seats.len();
        let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b)));
        let human = |seat: usize| matches!(self.seats[seat], Some(Seat::Human(_)));
        let pairs = pairs.filter(|&(a, b)| !self.side_of(a).contains(&b) && (human(a) || human(b)));
        pairs
            .enumerate()
            .map(|(i, (a, b))| {
                let (seat_a, seat_b) = (self.seats[a], self.seats[b]);
                let human = |seat: Option<Seat>| match seat {
                    Some(Seat::Human(id)) => Some(id),
                    _ => None,
                };
                let cpu_level = [seat_a, seat_b].into_iter().find_map(|s| match s {
                    Some(Seat::Cpu(level)) => Some(level.name().to_string()),
                    _ => None,
                });
                let both_human = cpu_level.is_none();
                FinishedGame {
                    session_id: self.id,
                    game_no: i as u8,
                    guild_id: self.standings_scope(),
                    variant: self.rules.variant.to_string(),
                    format: self.rules.format,
                    red: human(seat_a),
                    yellow: human(seat_b),
                    cpu_level,
                    result: match places[a].cmp(&places[b]) {
                        std::cmp::Ordering::Less => "red",
                        std::cmp::Ordering::Greater => "yellow",
                        std::cmp::Ordering::Equal => "draw",
                    }
                    .to_string(),
                    end_reason: end_reason.clone(),
                    moves: moves.clone(),
                    red_first: None,
                    yellow_first: None,
                    rated: rated && both_human,
                    closes_period: rated && both_human,
                    finished_at: self.played.last().map_or(self.last_activity, |g| g.finished_at),
                }
            })
            .collect()
    }
}
