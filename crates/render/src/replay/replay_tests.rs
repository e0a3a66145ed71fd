//! Replays decoded back with the `gif` crate: frames, delays, sizes, and every cell's colour against the game.

use super::*;
use cuatro_engine::{Colour, DEFAULT_OPENING_PLIES, Game, Outcome, Rng, Setup, Variant};
use cuatro_game::{EndReason, GameResult, Lang, Theme};
use frames::Layout;
use palette::{BOARD, HOLE, OBSTACLE, centre};

const THEMES: [Theme; 3] = [Theme::Classic, Theme::Xo, Theme::ColourBlind];

/// A game of `id` played to its end with random legal moves from `seed` (at most 120 moves).
fn random_game(id: &str, seed: u64) -> Game {
    let variant: Variant = id.parse().unwrap();
    let mut game = Game::start(variant, Setup { seed, opening_plies: DEFAULT_OPENING_PLIES });
    let mut rng = Rng::new(seed);
    while !game.is_over() && game.moves().len() < 120 {
        let legal = game.legal_moves();
        game.play(legal[rng.below(legal.len() as u64) as usize]).unwrap();
    }
    game
}

fn ending_of(game: &Game) -> Ending {
    let (result, reason) = match game.outcome() {
        Outcome::Win { winner, .. } => (GameResult::Win(winner.index()), EndReason::Line),
        Outcome::Draw(_) => (GameResult::Draw, EndReason::FullBoard),
        Outcome::Ongoing => (GameResult::Abandoned, EndReason::Aborted),
    };
    Ending { result, reason, date: "2026-12-05".into() }
}

fn request(game: &Game, theme: Theme) -> ReplayRequest {
    ReplayRequest { record: game.record(), theme, lang: Lang::En, ending: ending_of(game) }
}

/// A decoded frame as a whole picture (drawn over the ones before), and its delay.
type Screen = (Vec<u8>, u16);

/// The palette and the decoded frames, with the picture's width and height.
fn decode(bytes: &[u8]) -> (Vec<[u8; 3]>, Vec<Screen>, usize, usize) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let (w, h) = (decoder.width() as usize, decoder.height() as usize);
    let palette: Vec<[u8; 3]> = decoder.global_palette().unwrap().chunks(3).map(|c| [c[0], c[1], c[2]]).collect();
    let mut screen = vec![0u8; w * h];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert!(frame.palette.is_none(), "one global palette");
        let (fl, ft, fw) = (frame.left as usize, frame.top as usize, frame.width as usize);
        for (i, &p) in frame.buffer.iter().enumerate() {
            screen[(ft + i / fw) * w + fl + i % fw] = p;
        }
        frames.push((screen.clone(), frame.delay));
    }
    (palette, frames, w, h)
}

/// Checks the colour at every cell's centre of `pixels` against `game`'s final position.
fn check_cells(game: &Game, theme: Theme, palette: &[[u8; 3]], pixels: &[u8], w: usize, layout: &Layout) {
    let board = game.board();
    let close = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 8);
    let rgb = palette::rgb(theme);
    for col in 0..board.width() {
        for row in 0..board.height() {
            let (x, y) = layout.centre(col, row);
            let got = palette[pixels[y * w + x] as usize];
            let want = match board.at(col, row) {
                Some(colour) => rgb[centre(theme, colour) as usize],
                None if board.is_blocked(col, row) => rgb[OBSTACLE as usize],
                None => rgb[HOLE as usize],
            };
            assert!(close(got, want), "{} {theme:?} cell {col},{row}: {got:?} != {want:?}", game.variant());
        }
    }
    // Between the cells the board shows.
    let (x, y) = (layout.x0 + 1, layout.y0 + 1);
    assert_eq!(palette[pixels[y * w + x] as usize], rgb[BOARD as usize]);
}

fn layout_of(game: &Game, theme: Theme) -> Layout {
    let req = request(game, theme);
    let caption = frames::Caption::new(game.variant(), theme, Lang::En, game.moves().len(), &req.ending);
    Layout::new(game.variant(), &caption)
}

/// A classic game of all 42 moves (random play from the first seed that fills the board).
fn full_classic_game() -> Game {
    (0..).map(|seed| random_game("classic", seed)).find(|g| g.moves().len() == 42).unwrap()
}

#[test]
fn frames_are_one_per_move_then_the_held_last_frame_and_the_cells_match_the_game() {
    for id in ["classic", "popout", "10x10", "three-players"] {
        let game = (1..).map(|seed| random_game(id, seed)).find(|g| g.is_over() && g.moves().len() >= 8).unwrap();
        for theme in THEMES {
            let replay = replay_gif(&request(&game, theme)).unwrap();
            let (palette, frames, w, h) = decode(&replay.gif);
            assert_eq!((w, h), (replay.width as usize, replay.height as usize));
            assert_eq!(frames.len(), game.moves().len() + 1, "{id}");
            assert_eq!(replay.frames, frames.len());
            assert!(palette.len() <= 256 && palette.len() == palette::SIZE);
            assert!(frames[..frames.len() - 1].iter().all(|(_, delay)| *delay == MOVE_DELAY));
            assert_eq!(frames.last().unwrap().1, FINAL_DELAY);
            let (before_last, _) = &frames[frames.len() - 2];
            check_cells(&game, theme, &palette, before_last, w, &layout_of(&game, theme));
        }
    }
}

#[test]
fn a_pop_shows_the_stone_leaving_under_its_column() {
    let mut game = Game::new("popout".parse().unwrap());
    for mv in cuatro_engine::parse_moves("d e d^").unwrap() {
        game.play(mv).unwrap();
    }
    let replay = replay_gif(&request(&game, Theme::Classic)).unwrap();
    let (palette, frames, w, _) = decode(&replay.gif);
    let layout = layout_of(&game, Theme::Classic);
    let (x, y) = layout.centre(3, 0);
    let under = y + frames::CELL;
    let rgb = palette::rgb(Theme::Classic);
    // Before the pop the tray under column d is empty; on the pop's frame it holds a dimmed red stone.
    assert_eq!(palette[frames[1].0[under * w + x] as usize], rgb[palette::BACKGROUND as usize]);
    assert_eq!(palette[frames[2].0[under * w + x] as usize], rgb[palette::fill(Colour::Red, true) as usize]);
}

#[test]
fn the_last_frame_rings_the_winning_line_and_the_alt_text_names_it() {
    let game = cuatro_engine::test_game("classic", "a b a b a b a");
    let replay = replay_gif(&request(&game, Theme::Classic)).unwrap();
    assert!(replay.alt.contains("Red wins with a line. Winning line: a1 a2 a3 a4."), "{}", replay.alt);
    let (palette, frames, w, _) = decode(&replay.gif);
    let layout = layout_of(&game, Theme::Classic);
    let rgb = palette::rgb(Theme::Classic);
    let (x, y) = layout.centre(0, 3);
    let (last, _) = frames.last().unwrap();
    assert_eq!(palette[last[(y - 21) * w + x] as usize], rgb[palette::HIGHLIGHT as usize]);
    // A yellow stone off the line is dimmed.
    let (x, y) = layout.centre(1, 0);
    assert_eq!(palette[last[y * w + x] as usize], rgb[palette::fill(Colour::Yellow, true) as usize]);
}

#[test]
fn a_42_move_classic_game_stays_under_a_megabyte() {
    let game = full_classic_game();
    for theme in THEMES {
        let started = std::time::Instant::now();
        let replay = replay_gif(&request(&game, theme)).unwrap();
        println!(
            "replay of a 42-move classic game ({theme:?}): {} bytes, {}x{}, {} frames, {} ms",
            replay.gif.len(),
            replay.width,
            replay.height,
            replay.frames,
            started.elapsed().as_millis()
        );
        assert!(replay.gif.len() < 1_000_000);
        assert_eq!(replay.frames, 43);
    }
}

#[test]
fn every_variant_renders_in_every_theme() {
    let mut ids: Vec<String> = Variant::NAMES.iter().map(|s| s.to_string()).collect();
    ids.extend(["10x10", "4x4k3", "three-players+10x10", "two-vs-two+obstacles", "popout+cylinder"].map(String::from));
    ids.push("obstacles+random-opening".into());
    for id in &ids {
        let game = random_game(id, 3);
        for theme in THEMES {
            for lang in Lang::ALL {
                let req = ReplayRequest { lang, ..request(&game, theme) };
                let replay = replay_gif(&req).unwrap_or_else(|e| panic!("{id}: {e}"));
                assert_eq!(replay.frames, game.moves().len() + 1, "{id}");
                assert!(replay.gif.len() < 2_000_000, "{id}: {} bytes", replay.gif.len());
                assert!(replay.width <= 520 && replay.height <= 720, "{id}: {}x{}", replay.width, replay.height);
            }
        }
    }
}

#[test]
fn a_game_without_moves_or_with_a_bad_record_is_refused() {
    let game = Game::new(Variant::CLASSIC);
    assert!(matches!(replay_gif(&request(&game, Theme::Classic)), Err(ReplayError::NoMoves)));
    let mut req = request(&cuatro_engine::test_game("classic", "d d"), Theme::Classic);
    req.record.moves = "aaaaaaa".into();
    assert!(matches!(replay_gif(&req), Err(ReplayError::Record(_))));
}

#[test]
fn no_system_font_crate_is_linked() {
    let lock = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../Cargo.lock")).unwrap();
    for name in ["font-kit", "fontconfig", "servo-fontconfig", "yeslogic-fontconfig-sys"] {
        assert!(!lock.contains(&format!("name = \"{name}\"")), "Cargo.lock holds {name}");
    }
    assert!(lock.contains("name = \"font8x8\""));
}

#[test]
fn every_word_the_picture_draws_has_a_glyph_in_every_language() {
    use super::super::font::has_glyph;
    use caption::{banner_text, caption_lines, colour_name};
    let reasons = [
        EndReason::Line,
        EndReason::FullBoard,
        EndReason::EmptiedGrid,
        EndReason::Repetition,
        EndReason::Resigned,
        EndReason::Timeout,
        EndReason::Aborted,
    ];
    let results = [GameResult::Win(0), GameResult::Win(1), GameResult::Win(2), GameResult::Draw, GameResult::Abandoned];
    for lang in Lang::ALL {
        for id in ["classic", "misere", "three-players", "two-vs-two"] {
            let variant: Variant = id.parse().unwrap();
            let mut drawn: Vec<String> =
                (0..variant.colours()).map(|c| colour_name(lang, &variant, Colour::from_index(c))).collect();
            for (result, reason) in results.iter().flat_map(|&r| reasons.map(|reason| (r, reason))) {
                let ending = Ending { result, reason, date: "2026-12-05".into() };
                drawn.push(banner_text(lang, &variant, &ending));
                drawn.extend(caption_lines(lang, &variant, 1, &ending));
                drawn.extend(caption_lines(lang, &variant, 42, &ending));
            }
            for text in drawn {
                assert!(
                    text.chars().all(has_glyph),
                    "{} in {id}: {text:?} has a character the font lacks",
                    lang.code()
                );
            }
        }
    }
}
