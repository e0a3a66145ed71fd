//! A finished game as an animated GIF: a frame per move, a held last frame, and the alt text.

use super::caption::{Ending, alt_text, banner_text};
use super::frames::{Caption, Layout, Marks, frame};
use super::palette;
use cuatro_engine::{Game, GameRecord, Move, RecordError};
use cuatro_game::{Lang, Theme};
use gif::{DisposalMethod, Encoder, Frame, Repeat};
use std::borrow::Cow;

/// How long each move's frame shows, in hundredths of a second.
pub const MOVE_DELAY: u16 = 70;
/// How long the last frame (the winning line, or the result) is held before the loop starts again.
pub const FINAL_DELAY: u16 = 400;

/// An encoded replay: the GIF's bytes and the text that describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    pub gif: Vec<u8>,
    /// For the attachment's description: the result and the winning line.
    pub alt: String,
    /// Frames in the GIF: one per move, then the held last frame.
    pub frames: usize,
    pub width: u16,
    pub height: u16,
}

/// Why a replay could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("the game cannot be rebuilt: {0}")]
    Record(#[from] RecordError),
    #[error("the game has no moves to replay")]
    NoMoves,
    #[error("the GIF could not be encoded: {0}")]
    Encode(#[from] gif::EncodingError),
    #[error("the PNG could not be encoded")]
    Png,
}

/// What to draw: the game, the theme and language of its server, and how it ended.
#[derive(Debug, Clone)]
pub struct ReplayRequest {
    pub record: GameRecord,
    pub theme: Theme,
    pub lang: Lang,
    pub ending: Ending,
}

/// Draws and encodes the replay of `request`'s game. Pure and CPU-bound: the bot runs it off the async runtime.
pub fn replay_gif(request: &ReplayRequest) -> Result<Replay, ReplayError> {
    let final_game = Game::from_record(&request.record)?;
    let moves = final_game.moves().to_vec();
    if moves.is_empty() {
        return Err(ReplayError::NoMoves);
    }
    let variant = *final_game.variant();
    let (theme, lang, ending) = (request.theme, request.lang, &request.ending);
    let caption = Caption::new(&variant, theme, lang, moves.len(), ending);
    let layout = Layout::new(&variant, &caption);
    let (width, height) = (layout.width as u16, layout.height as u16);
    let mut game = Game::from_record(&GameRecord { moves: String::new(), opening: 0, ..request.record.clone() })?;
    let mut out = Vec::new();
    let colours: Vec<u8> = palette::rgb(theme).iter().flatten().copied().collect();
    let mut encoder = Encoder::new(&mut out, width, height, &colours)?;
    encoder.set_repeat(Repeat::Infinite)?;
    let mut previous: Option<Vec<u8>> = None;
    let mut frames = 0;
    for &mv in &moves {
        let mover = game.colour_to_move();
        game.play(mv).map_err(|e| RecordError::IllegalMove {
            index: frames + 1,
            mv: mv.to_string(),
            reason: e.to_string(),
        })?;
        let popped = matches!(mv, Move::Pop(_)).then_some(mover);
        let canvas = frame(&layout, &caption, game.board(), theme, Marks::Newest(Some(mv), popped), "");
        write_frame(&mut encoder, &layout, &canvas.pixels, previous.as_deref(), MOVE_DELAY)?;
        previous = Some(canvas.pixels);
        frames += 1;
    }
    let line = game.winning_cells();
    let banner = banner_text(lang, &variant, ending);
    let last = frame(&layout, &caption, game.board(), theme, Marks::Final(&line), &banner);
    write_frame(&mut encoder, &layout, &last.pixels, previous.as_deref(), FINAL_DELAY)?;
    drop(encoder);
    Ok(Replay {
        gif: out,
        alt: alt_text(lang, &variant, moves.len(), ending, &line),
        frames: frames + 1,
        width,
        height,
    })
}

/// The replay's last picture (the final position, its caption and the winning line or the result) as a PNG: the
/// picture a link to the game's web page unfurls into.
pub fn final_png(request: &ReplayRequest) -> Result<Vec<u8>, ReplayError> {
    let game = Game::from_record(&request.record)?;
    let variant = *game.variant();
    let (theme, lang, ending) = (request.theme, request.lang, &request.ending);
    let caption = Caption::new(&variant, theme, lang, game.moves().len(), ending);
    let layout = Layout::new(&variant, &caption);
    let line = game.winning_cells();
    let banner = banner_text(lang, &variant, ending);
    let canvas = frame(&layout, &caption, game.board(), theme, Marks::Final(&line), &banner);
    let colours = palette::rgb(theme);
    let mut pixmap = tiny_skia::Pixmap::new(layout.width as u32, layout.height as u32).ok_or(ReplayError::Png)?;
    for (pixel, &index) in pixmap.pixels_mut().iter_mut().zip(&canvas.pixels) {
        let [r, g, b] = colours[index as usize];
        *pixel = tiny_skia::PremultipliedColorU8::from_rgba(r, g, b, 255).ok_or(ReplayError::Png)?;
    }
    pixmap.encode_png().map_err(|_| ReplayError::Png)
}

/// Writes the part of `pixels` that differs from `previous` (the whole picture first), kept under the next one.
fn write_frame<W: std::io::Write>(
    encoder: &mut Encoder<W>,
    layout: &Layout,
    pixels: &[u8],
    previous: Option<&[u8]>,
    delay: u16,
) -> Result<(), gif::EncodingError> {
    let w = layout.width;
    let (mut left, mut top, mut right, mut bottom) = (0, 0, w, layout.height);
    if let Some(previous) = previous {
        let changed: Vec<usize> = (0..pixels.len()).filter(|&i| pixels[i] != previous[i]).collect();
        if changed.is_empty() {
            (left, top, right, bottom) = (0, 0, 1, 1);
        } else {
            left = changed.iter().map(|i| i % w).min().unwrap_or(0);
            right = changed.iter().map(|i| i % w).max().unwrap_or(0) + 1;
            top = changed[0] / w;
            bottom = changed[changed.len() - 1] / w + 1;
        }
    }
    let buffer: Vec<u8> = (top..bottom).flat_map(|y| pixels[y * w + left..y * w + right].iter().copied()).collect();
    let frame = Frame {
        left: left as u16,
        top: top as u16,
        width: (right - left) as u16,
        height: (bottom - top) as u16,
        delay,
        dispose: DisposalMethod::Keep,
        buffer: Cow::Owned(buffer),
        ..Frame::default()
    };
    encoder.write_frame(&frame)
}
