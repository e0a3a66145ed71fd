//! `cuatro book --variant popout`: proves the first player's win, checks the strategy and writes it.

use super::board::{Bitboard, decode};
use super::proof::{PLY_LIMIT, Prover};
use super::strategy::Strategy;
use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

/// The prover's table: 2^24 slots of 8 bytes (128 MiB).
const TABLE_BITS: u32 = 24;

/// Proves from the empty board that the first player wins by ply 21 (`PLY_LIMIT`), checks the strategy against
/// every defence, writes it to `out` (through a temporary file and a rename) and reports the figures on `log`.
pub fn generate(out: &Path, log: &mut dyn Write) -> io::Result<Strategy> {
    let started = Instant::now();
    let mut prover = Prover::new(TABLE_BITS);
    let first = prover.white_move(&Bitboard::START).ok_or_else(|| io::Error::other("no win found by the ply limit"))?;
    let proof_nodes = prover.nodes;
    let proved_in = started.elapsed();
    let moves = prover.strategy(Bitboard::START).ok_or_else(|| io::Error::other("the proof did not hold"))?;
    let strategy = Strategy::new(PLY_LIMIT as u8, moves);
    let coverage = strategy.check().map_err(io::Error::other)?;
    let bytes = strategy.to_bytes();
    let tmp = out.with_extension("tmp");
    std::fs::write(&tmp, &bytes)?;
    std::fs::rename(&tmp, out)?;
    writeln!(
        log,
        "popout: the first player wins by ply {PLY_LIMIT} opening {first}: proved in {proof_nodes} nodes, {:.2}s; \
         strategy of {} positions ({} nodes in all) checked against {} replies, the latest win at ply {}; \
         {} bytes written to {} ({:.2}s in all)",
        proved_in.as_secs_f64(),
        strategy.len(),
        prover.nodes,
        coverage.replies,
        coverage.latest_win,
        bytes.len(),
        out.display(),
        started.elapsed().as_secs_f64(),
        first = decode(first),
    )?;
    Ok(strategy)
}
