//! Tests of the Discord board view.

use super::*;
use crate::view::{ButtonStyle, View, limits};
use crate::{pause_request_view, session_view};
use cuatro_engine::Move::Drop;
use cuatro_game::TimeoutAction;
use cuatro_game::{Action, Lang, Press, Rules, Session};

fn pvp(variant: &str, lang: Lang) -> Session {
    let rules = Rules::new(variant.parse().unwrap(), Some(60_000), TimeoutAction::Cpu, lang);
    let mut s = Session::challenge(7, Some(1), 2, 10, Some(20), true, rules, 0, 600_000);
    s.accept(20, 0).unwrap();
    s
}

fn play(s: &mut Session, cols: &[u8]) {
    for &c in cols {
        let user = s.human_to_move().unwrap();
        s.play(user, Drop(c), s.move_no(), 1000).unwrap();
    }
}

fn assert_within_discord_limits(view: &View) {
    assert!(view.content.len() <= limits::CONTENT);
    assert!(view.rows.len() <= limits::ROWS);
    for row in &view.rows {
        assert!(row.len() <= limits::BUTTONS_PER_ROW);
    }
    for b in view.buttons().filter(|b| b.style != ButtonStyle::Link) {
        assert!(b.custom_id.len() <= cuatro_game::CUSTOM_ID_MAX_LEN);
        assert!(Action::parse(&b.custom_id).is_ok(), "{}", b.custom_id);
    }
    let embed = view.embed.as_ref().unwrap();
    assert!(embed.description.chars().count() <= limits::EMBED_DESCRIPTION);
    assert!(embed.fields.iter().all(|f| f.value.chars().count() <= limits::FIELD_VALUE));
}

#[test]
fn the_board_shows_stones_last_move_turn_and_buttons() {
    let mut s = pvp("classic", Lang::En);
    play(&mut s, &[3, 3, 2]);
    let view = board_view(&s, BoardNotes::default());
    assert_within_discord_limits(&view);
    let embed = view.embed.as_ref().unwrap();
    let board: Vec<&str> = embed.description.lines().take(7).collect();
    assert_eq!(board[0], "1️⃣2️⃣⬇️4️⃣5️⃣6️⃣7️⃣", "the last move's column is marked");
    assert_eq!(board[5], "⚫⚫⚫🟡⚫⚫⚫");
    assert_eq!(board[6], "⚫⚫🔴🔴⚫⚫⚫");
    assert!(embed.description.contains("🟡 <@20> to move · ⏱️ <t:61:R>"), "{}", embed.description);
    assert_eq!((view.content.as_str(), view.ping), ("<@20>, your turn.", Some(20)));
    assert_eq!(embed.fields[0].value, "1. d 2. d 3. c");
    assert_eq!(embed.fields[1].value, "Red: c1 d1. Yellow: d2. Last move: Red c.");
    let labels: Vec<Vec<&str>> = view.rows.iter().map(|r| r.iter().map(|b| b.label.as_str()).collect()).collect();
    assert_eq!(labels, vec![vec!["1", "2", "3", "4", "5"], vec!["6", "7", "Resign", "Pause"]]);
    assert_eq!(view.rows[0][3].custom_id, Press::Drop { move_no: 3, column: 3 }.on(7).to_string());
}

#[test]
fn a_full_column_disables_its_button() {
    let mut s = pvp("classic", Lang::En);
    play(&mut s, &[3, 3, 3, 3, 3, 3]);
    let view = board_view(&s, BoardNotes::default());
    let disabled: Vec<bool> = view.buttons().map(|b| b.disabled).collect();
    assert_eq!(disabled, vec![false, false, false, true, false, false, false, false, false]);
}

#[test]
fn a_won_board_highlights_the_line_and_offers_a_rematch_a_review_and_a_replay() {
    let mut s = pvp("classic", Lang::Es);
    play(&mut s, &[0, 6, 1, 6, 2, 6, 3]);
    let view = board_view(&s, BoardNotes::default());
    let embed = view.embed.as_ref().unwrap();
    assert!(embed.description.contains("🟥🟥🟥🟥⚫⚫🟡"), "{}", embed.description);
    assert!(embed.description.contains("🏆 ¡Gana 🔴 <@10>!"));
    assert_eq!(view.ping, None, "a finished game pings nobody");
    let enabled: Vec<&str> = view.buttons().filter(|b| !b.disabled).map(|b| b.label.as_str()).collect();
    assert_eq!(enabled, vec!["Revancha", "Revisar", "Repetición"]);
    let footer = view.embed.unwrap().footer.unwrap();
    assert_eq!(footer, "Partida 7: /conecta4 revisar", "the code to review the game by");
}

#[test]
fn a_cpu_game_offers_a_hint_and_a_paused_board_hides_the_position() {
    let rules = Rules::new("popout".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
    let mut s = Session::vs_cpu(3, None, 2, 10, cuatro_ai::Level::Hard, true, rules, 0);
    s.play(10, Drop(3), 0, 1).unwrap();
    s.apply_cpu(Drop(3), 2);
    let view = board_view(&s, BoardNotes::default());
    assert_within_discord_limits(&view);
    let labels: Vec<&str> = view.rows[1].iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, vec!["6", "7", "Resign", "💡 Hint", "Pause"]);
    assert_eq!(view.rows[1][3].custom_id, "c4:h:3:2");
    s.pause_by(10, 10_000, 20_000).unwrap();
    let view = board_view(&s, BoardNotes::default());
    assert_within_discord_limits(&view);
    let embed = view.embed.as_ref().unwrap();
    assert!(embed.description.starts_with("⏸️ **Paused** <t:10:R>"), "{}", embed.description);
    assert!(embed.description.contains("<t:20:R>") && !embed.description.contains('⚫'), "{}", embed.description);
    assert!(embed.fields.is_empty(), "no moves or position while paused");
    assert_eq!(view.ping, None);
    let enabled: Vec<&str> = view.buttons().filter(|b| !b.disabled).map(|b| b.custom_id.as_str()).collect();
    assert_eq!(enabled, vec!["c4:u:3", "c4:r:3:2"], "Continue and Resign only");
    assert_eq!(view.rows.len(), 1, "no column buttons while paused");
    s.hinted = true;
    s.resign(10, 30_000).unwrap();
    let footer = board_view(&s, BoardNotes::default()).embed.unwrap().footer.unwrap();
    assert!(footer.starts_with("💡 A hint was used in this game.\nGame 3: /connect4 review"), "{footer}");
}

#[test]
fn a_pause_request_pings_the_other_player() {
    let mut s = pvp("classic", Lang::En);
    s.pause_by(10, 1, 2).unwrap();
    let text = board_view(&s, BoardNotes::default()).embed.unwrap().description;
    assert!(text.contains("⏸️ <@10> asked for a pause."), "{text}");
    let request = pause_request_view(&s, 10);
    assert_eq!(request.ping, Some(20));
    let ids: Vec<&str> = request.buttons().map(|b| b.custom_id.as_str()).collect();
    assert_eq!(ids, vec!["c4:k:7", "c4:j:7"]);
}

#[test]
fn popout_shows_pop_buttons_for_the_movers_own_pieces_only() {
    let mut s = pvp("popout", Lang::En);
    play(&mut s, &[3, 4]);
    let view = board_view(&s, BoardNotes::default());
    assert_within_discord_limits(&view);
    let pops: Vec<&str> =
        view.buttons().filter(|b| b.custom_id.starts_with("c4:p:")).map(|b| b.label.as_str()).collect();
    assert_eq!(pops, vec!["⏏4"], "red to move may pop only d1");
}

#[test]
fn thinking_disables_the_board_and_pings_nobody() {
    let rules = Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
    let s = Session::vs_cpu(3, None, 2, 10, cuatro_ai::Level::Hard, false, rules, 0);
    let view = board_view(&s, BoardNotes { thinking: true, not_saved: true, ..BoardNotes::default() });
    assert!(view.buttons().all(|b| b.disabled));
    assert_eq!(view.ping, None);
    let embed = view.embed.unwrap();
    assert!(embed.description.contains("CPU (hard) is thinking…"));
    assert!(embed.footer.unwrap().contains("may be lost"));
    // Shown only through tokens (a private chat), it keeps its columns and controls: a press is its only way on.
    let view = board_view(&s, BoardNotes { thinking: true, through_tokens: true, ..BoardNotes::default() });
    assert!(view.embed.as_ref().unwrap().description.contains("CPU (hard) is thinking…"));
    assert!(view.buttons().filter(|b| b.custom_id.starts_with("c4:d:")).all(|b| !b.disabled));
    assert!(view.buttons().any(|b| b.custom_id.starts_with("c4:r:") && !b.disabled), "resign");
}

#[test]
fn the_rating_changes_of_the_games_end_show_under_the_board() {
    let rules = Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
    let s = Session::vs_cpu(3, None, 2, 10, cuatro_ai::Level::Hard, false, rules, 0);
    let rating = vec![cuatro_game::RatingChange { user_id: 10, before: 1500.0, after: 1512.4 }];
    let view = board_view(&s, BoardNotes { rating, ..BoardNotes::default() });
    assert!(view.embed.unwrap().description.contains("📈 <@10> +12 → 1512"));
    let plain = board_view(&s, BoardNotes::default());
    assert!(!plain.embed.unwrap().description.contains("📈"));
}

#[test]
fn a_challenge_has_accept_and_decline() {
    let rules = Rules::new("classic".parse().unwrap(), None, TimeoutAction::Cpu, Lang::En);
    let s = Session::challenge(7, Some(1), 2, 10, Some(20), true, rules, 0, 600_000);
    let view = session_view(&s, BoardNotes::default());
    assert_eq!(view.ping, Some(20));
    let ids: Vec<&str> = view.buttons().map(|b| b.custom_id.as_str()).collect();
    assert_eq!(ids, vec!["c4:a:7", "c4:x:7"]);
    assert!(view.embed.unwrap().description.contains("Expires <t:600:R>"));
}

#[test]
fn the_largest_popout_board_fits_discords_limits() {
    let mut s = pvp("popout+10x10", Lang::Es);
    play(&mut s, &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert_within_discord_limits(&board_view(&s, BoardNotes::default()));
}

fn pvp_match(variant: &str, clock: Option<cuatro_game::Clock>) -> Session {
    let rules = Rules {
        format: cuatro_game::Format::Match,
        clock,
        timer_ms: None,
        ..Rules::new(variant.parse().unwrap(), None, TimeoutAction::Cpu, Lang::En)
    };
    let mut s = Session::challenge(7, Some(1), 2, 10, Some(20), true, rules, 0, 600_000);
    s.accept(20, 0).unwrap();
    s
}

#[test]
fn a_match_shows_its_game_number_score_and_ready_buttons_between_games() {
    let mut s = pvp_match("classic", None);
    let view = board_view(&s, BoardNotes::default());
    assert!(view.embed.as_ref().unwrap().title.ends_with("game 1 of 2"));
    let labels: Vec<&str> = view.buttons().map(|b| b.label.as_str()).collect();
    assert!(labels.contains(&"Resign") && labels.contains(&"Resign match"));
    play(&mut s, &[0, 1, 0, 1, 0, 1, 0]);
    let view = board_view(&s, BoardNotes::default());
    assert_within_discord_limits(&view);
    let ids: Vec<&str> = view.buttons().filter(|b| !b.disabled).map(|b| b.custom_id.as_str()).collect();
    assert_eq!(ids, vec!["c4:g:7", "c4:q:7:7"], "only Ready and Resign match between games");
    let text = &view.embed.as_ref().unwrap().description;
    assert!(text.contains("Match: <@10> 1 : 0 <@20>"), "{text}");
    assert!(text.contains("⏳ <@10> · ⏳ <@20>"), "{text}");
    s.ready(20, 2).unwrap();
    let text = board_view(&s, BoardNotes::default()).embed.unwrap().description;
    assert!(text.contains("⏳ <@10> · ✅ <@20>"), "{text}");
    s.ready(10, 3).unwrap();
    let view = board_view(&s, BoardNotes::default());
    assert!(view.embed.as_ref().unwrap().title.ends_with("game 2 of 2"));
    assert_eq!(view.ping, Some(20), "the second game opens with the other player");
    s.resign_match(20, 4).unwrap();
    let text = board_view(&s, BoardNotes::default()).embed.unwrap().description;
    assert!(text.contains("<@10> wins the match") && text.contains("Match: <@20> 0 : 2 <@10>"), "{text}");
}

#[test]
fn clocks_show_each_reserve_and_the_movers_live_deadline() {
    let clock = cuatro_game::Clock { reserve_ms: 180_000, increment_ms: 5_000 };
    let mut s = pvp_match("classic", Some(clock));
    s.play(10, Drop(3), 0, 61_000).unwrap();
    let text = board_view(&s, BoardNotes::default()).embed.unwrap().description;
    assert!(text.contains("<@10> (2:04) vs 🟡 <@20> (3:00)"), "{text}");
    assert!(text.contains("⏱️ <t:241:R>"), "{text}");
}

#[test]
fn themes_change_the_stones() {
    let mut s = pvp("classic", Lang::En);
    s.rules.theme = cuatro_game::Theme::Xo;
    play(&mut s, &[3, 2]);
    let text = board_view(&s, BoardNotes::default()).embed.unwrap().description;
    assert!(text.contains('❌') && text.contains('⭕') && !text.contains('🔴'), "{text}");
    s.rules.theme = cuatro_game::Theme::ColourBlind;
    let text = board_view(&s, BoardNotes::default()).embed.unwrap().description;
    assert!(text.contains('🔵') && text.contains('🟠'), "{text}");
}

#[test]
fn the_largest_popout_match_board_fits_discord() {
    let mut s = pvp_match("popout+10x10", None);
    play(&mut s, &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let view = board_view(&s, BoardNotes::default());
    assert_within_discord_limits(&view);
}

#[test]
fn a_match_conceded_between_games_says_who_resigned_and_is_scored_by_points() {
    let mut s = pvp_match("classic", None);
    play(&mut s, &[0, 1, 0, 1, 0, 1, 0]);
    s.resign_match(10, 2_000).unwrap();
    let text = board_view(&s, BoardNotes::default()).embed.unwrap().description;
    assert!(text.contains("🏳️ <@10> resigned the match."), "{text}");
    assert!(text.contains("Match: <@10> 1 : 1 <@20>") && text.contains("The match is drawn"), "{text}");
}

/// Emoji in a text (variation selectors and keycap marks belong to the emoji before them).
fn emoji_count(text: &str) -> usize {
    text.chars().filter(|&c| c as u32 > 0x2000 && !matches!(c, '\u{FE0F}' | '\u{20E3}' | '·' | '…')).count()
}

#[test]
fn the_largest_boards_of_every_seating_fit_discord_and_stay_under_200_emoji() {
    let cpu = |variant: &str| {
        let rules = Rules::new(variant.parse().unwrap(), None, TimeoutAction::Cpu, Lang::Es);
        Session::vs_cpu(7, Some(1), 2, 10, cuatro_ai::Level::Easy, true, rules, 0)
    };
    for variant in ["popout+10x10", "two-vs-two+popout+10x10", "three-players+10x10"] {
        let mut s = cpu(variant);
        let seats = s.seats.len() as u32;
        for (i, column) in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].into_iter().enumerate() {
            if (i as u32).is_multiple_of(seats) {
                s.play(10, Drop(column), i as u32, 1).unwrap();
            } else {
                s.apply_cpu(Drop(column), 1);
            }
        }
        let view = board_view(&s, BoardNotes::default());
        assert_within_discord_limits(&view);
        let description = &view.embed.as_ref().unwrap().description;
        assert!(emoji_count(description) <= 200, "{variant}: {} emoji", emoji_count(description));
        assert_eq!(view.buttons().filter(|b| b.custom_id.starts_with("c4:d:")).count(), 10, "{variant}");
    }
}

#[test]
fn lobbies_list_seats_and_fit_discord() {
    let rules = Rules::new("two-vs-two".parse().unwrap(), Some(60_000), TimeoutAction::Cpu, Lang::En);
    let mut s = Session::lobby(7, Some(1), 2, 10, vec![20, 30], true, cuatro_ai::Level::Hard, rules, 0, 600_000);
    s.accept(40, 0).unwrap();
    let view = session_view(&s, BoardNotes::default());
    assert_within_discord_limits(&view);
    assert_eq!((view.content.as_str(), view.more_pings.clone()), ("<@20> <@30>", vec![20, 30]));
    let ids: Vec<&str> = view.buttons().map(|b| b.custom_id.as_str()).collect();
    assert_eq!(ids, vec!["c4:a:7", "c4:t:7", "c4:x:7"]);
    let text = view.embed.unwrap().description;
    assert!(text.contains("🔴 <@10>\n🟡 <@40>\n🔴 kept for <@20>\n🟡 kept for <@30>"), "{text}");
    assert!(text.contains("the CPU, hard, takes the empty seats"), "{text}");
}

/// Everything a person reads on a view: its text, its embed and its buttons' labels.
fn visible_text(view: &View) -> String {
    let mut parts = vec![view.content.clone()];
    if let Some(embed) = &view.embed {
        parts.extend([embed.title.clone(), embed.description.clone(), embed.footer.clone().unwrap_or_default()]);
        parts.extend(embed.fields.iter().flat_map(|f| [f.name.clone(), f.value.clone()]));
    }
    parts.extend(view.buttons().map(|b| b.label.clone()));
    parts.join("\n")
}

#[test]
fn challenges_boards_and_results_speak_every_language_within_discords_limits() {
    for lang in Lang::ALL {
        let rules = Rules::new("popout+10x10".parse().unwrap(), Some(60_000), TimeoutAction::Cpu, lang);
        let challenge = Session::challenge(7, Some(1), 2, 10, Some(20), true, rules, 0, 600_000);
        let mut views = vec![session_view(&challenge, BoardNotes::default())];
        let mut long = pvp("popout+10x10", lang);
        play(&mut long, &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        views.push(board_view(&long, BoardNotes::default()));
        let mut won = pvp("classic", lang);
        play(&mut won, &[0, 6, 1, 6, 2, 6, 3]);
        views.push(board_view(&won, BoardNotes::default()));
        let mut resigned = pvp("classic", lang);
        resigned.resign(20, 2000).unwrap();
        views.push(board_view(&resigned, BoardNotes::default()));
        for view in &views {
            assert_within_discord_limits(view);
            let text = visible_text(view);
            if lang != Lang::En {
                let words = crate::english_check::english_words(&text);
                assert!(words.is_empty(), "English {words:?} in {}:\n{text}", lang.code());
            }
        }
    }
}

#[test]
fn a_final_board_links_to_its_web_page_when_it_has_one() {
    for (lang, label) in [(Lang::En, "View on the web"), (Lang::Es, "Ver en la web")] {
        let mut s = pvp("classic", lang);
        play(&mut s, &[0, 1, 0, 1, 0, 1, 0]);
        assert!(!s.is_active());
        let url = "https://c4.example.org/g/ab12".to_string();
        let view = board_view(&s, BoardNotes { web_page: Some(url.clone()), ..BoardNotes::default() });
        assert_within_discord_limits(&view);
        let link = view.buttons().find(|b| b.style == ButtonStyle::Link).expect("a link button");
        assert_eq!((link.custom_id.as_str(), link.label.as_str()), (url.as_str(), label));
        crate::limits_check::assert_fits_discord(&view, |id| Action::parse(id).is_ok());
        let without = board_view(&s, BoardNotes::default());
        assert!(without.buttons().all(|b| b.style != ButtonStyle::Link), "no page, no link");
    }
}
