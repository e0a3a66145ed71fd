//! Tests of the leaderboard view and its paging buttons.

use super::*;
use crate::limits_check::assert_fits_discord;
use proptest::prelude::*;

fn standing(user_id: u64, rating: f64, wins: u32, draws: u32, losses: u32) -> Standing {
    Standing { user_id, rating, deviation: 45.2, volatility: 0.06, rated_at: Some(1), wins, draws, losses }
}

/// Page `page` (0-based) of a board of `players` players, ten a page, ranked by user id.
fn board(page: u32, players: u32) -> LeaderboardPage {
    let pages = players.div_ceil(10).max(1);
    let rows = (page * 10 + 1..=(page * 10 + 10).min(players))
        .map(|rank| (rank, standing(rank as u64, 1800.0 - rank as f64, 10, 1, rank)))
        .collect();
    LeaderboardPage { page, pages, players, rows }
}

fn fits(view: &View) {
    assert_fits_discord(view, |id| PageButton::parse(id).is_ok());
}

fn description(view: &View) -> &str {
    &view.embed.as_ref().unwrap().description
}

fn disabled(view: &View) -> Vec<bool> {
    view.buttons().map(|b| b.disabled).collect()
}

#[test]
fn only_the_caller_may_page() {
    let button = PageButton::parse("c4l:classic:1:42").unwrap();
    assert!(button.allows(42));
    assert!(!button.allows(43));
    let refused = page_refused(42, Lang::En);
    assert!(refused.ephemeral);
    assert_eq!(refused.ping, None);
    assert_eq!(refused.content, "Only <@42> can turn these pages — run `/connect4 leaderboard` yourself.");
    assert!(page_refused(42, Lang::Es).content.starts_with("Solo <@42> puede"));
}

#[test]
fn an_empty_board_says_nobody_has_played() {
    let empty = LeaderboardPage { page: 0, pages: 0, players: 0, rows: Vec::new() };
    let view = leaderboard_view(&empty, "classic", 5, None, Lang::En);
    fits(&view);
    assert_eq!(description(&view), "Nobody has played on this server yet.");
    assert_eq!(view.embed.as_ref().unwrap().footer, None);
    assert_eq!(disabled(&view), vec![true, true]);
    let es = leaderboard_view(&LeaderboardPage { pages: 1, ..empty }, "classic", 5, None, Lang::Es);
    assert_eq!(es.embed.as_ref().unwrap().title, "Clasificación");
    assert_eq!(description(&es), "Todavía no ha jugado nadie en este servidor.");
    assert_eq!(disabled(&es), vec![true, true]);
}

#[test]
fn a_single_page_disables_both_buttons_and_marks_the_caller() {
    let view = leaderboard_view(&board(0, 3), "classic", 2, None, Lang::En);
    fits(&view);
    let embed = view.embed.as_ref().unwrap();
    assert_eq!(embed.title, "Leaderboard");
    let lines: Vec<&str> = embed.description.lines().collect();
    assert_eq!(
        lines,
        vec![
            "_Rating ±RD · W-D-L · points · games_",
            "🥇 <@1> · **1799 ±45** · 10-1-1 · 10½ · 12",
            "🥈 <@2> · **1798 ±45** · 10-1-2 · 10½ · 13 ← **you**",
            "🥉 <@3> · **1797 ±45** · 10-1-3 · 10½ · 14",
        ]
    );
    assert_eq!(embed.footer.as_deref(), Some("Page 1 of 1 · 3 players"));
    assert_eq!(disabled(&view), vec![true, true]);
    let labels: Vec<&str> = view.buttons().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, vec!["◀", "▶"]);
}

#[test]
fn buttons_open_the_neighbouring_pages_and_stop_at_the_ends() {
    let first = leaderboard_view(&board(0, 45), "classic", 9, None, Lang::En);
    assert_eq!(disabled(&first), vec![true, false]);
    let ids: Vec<&str> = first.buttons().map(|b| b.custom_id.as_str()).collect();
    assert_eq!(ids, vec!["c4l:classic:0:9", "c4l:classic:1:9"]);

    let middle = leaderboard_view(&board(2, 45), "classic", 9, None, Lang::En);
    assert_eq!(disabled(&middle), vec![false, false]);
    let ids: Vec<&str> = middle.buttons().map(|b| b.custom_id.as_str()).collect();
    assert_eq!(ids, vec!["c4l:classic:1:9", "c4l:classic:3:9"]);

    let last = leaderboard_view(&board(4, 45), "classic", 9, None, Lang::En);
    fits(&last);
    assert_eq!(disabled(&last), vec![false, true]);
    assert_eq!(last.embed.as_ref().unwrap().footer.as_deref(), Some("Page 5 of 5 · 45 players"));
}

#[test]
fn ranks_past_three_have_no_medal() {
    let view = leaderboard_view(&board(1, 25), "classic", 1, None, Lang::En);
    let lines: Vec<&str> = description(&view).lines().collect();
    assert!(lines[1].starts_with("#11 <@11> · **1789 ±45**"), "{}", lines[1]);
    assert!(!description(&view).contains('🥇'));
}

#[test]
fn the_caller_off_the_page_gets_a_line_of_their_own() {
    let mine = standing(99, 1511.6, 3, 1, 2);
    let view = leaderboard_view(&board(0, 45), "classic", 99, Some((37, mine)), Lang::En);
    fits(&view);
    let text = description(&view);
    assert!(text.ends_with("\n\n**You:** #37 · **1512 ±45** · 3-1-2 · 3½ · 6"), "{text}");
    assert!(!text.contains("← **you**"));

    let es = leaderboard_view(&board(0, 45), "classic", 99, Some((37, mine)), Lang::Es);
    assert!(description(&es).ends_with("**Tú:** #37 · **1512 ±45** · 3-1-2 · 3½ · 6"));
    assert!(description(&es).starts_with("_Puntuación ±DR · G-E-P · puntos · partidas_"));
    assert_eq!(es.embed.as_ref().unwrap().footer.as_deref(), Some("Página 1 de 5 · 45 jugadores"));
}

#[test]
fn a_caller_without_games_is_told_so() {
    let view = leaderboard_view(&board(0, 1), "classic", 99, None, Lang::En);
    assert!(description(&view).ends_with("\n\nYou have not played on this server yet."));
    assert_eq!(view.embed.as_ref().unwrap().footer.as_deref(), Some("Page 1 of 1 · 1 player"));
    let es = leaderboard_view(&board(0, 1), "classic", 99, None, Lang::Es);
    assert!(description(&es).ends_with("Aún no has jugado en este servidor."));
}

#[test]
fn the_caller_on_the_page_gets_no_extra_line() {
    let mine = standing(4, 1796.0, 10, 1, 4);
    let view = leaderboard_view(&board(0, 45), "classic", 4, Some((4, mine)), Lang::En);
    assert_eq!(description(&view).lines().count(), 11);
    assert_eq!(description(&view).matches("← **you**").count(), 1);
}

#[test]
fn half_points_show_as_point_five_and_unrated_players_say_so() {
    let rows =
        vec![(1, standing(1, 1600.0, 0, 1, 0)), (2, Standing { rated_at: None, ..standing(2, 1500.0, 2, 0, 0) })];
    let page = LeaderboardPage { page: 0, pages: 1, players: 2, rows };
    let view = leaderboard_view(&page, "popout", 1, None, Lang::En);
    let lines: Vec<&str> = description(&view).lines().collect();
    assert_eq!(lines[1], "🥇 <@1> · **1600 ±45** · 0-1-0 · ½ · 1 ← **you**");
    assert_eq!(lines[2], "🥈 <@2> · **unrated** · 2-0-0 · 2 · 2");
}

#[test]
fn the_leaderboard_pings_nobody() {
    let view = leaderboard_view(&board(0, 45), "classic", 1, None, Lang::En);
    assert_eq!(view.ping, None);
    assert!(view.content.is_empty());
    assert!(!view.ephemeral);
}

#[test]
fn a_full_page_of_huge_ids_fits_discords_limits() {
    let huge = |rank: u32| Standing {
        user_id: u64::MAX - rank as u64,
        rating: 2999.4,
        deviation: 350.0,
        volatility: 0.06,
        rated_at: Some(1),
        wins: u32::MAX / 3,
        draws: u32::MAX / 3,
        losses: u32::MAX / 3,
    };
    let rows = (231..=240).map(|rank| (rank, huge(rank))).collect();
    let page = LeaderboardPage { page: 23, pages: 25, players: 250, rows };
    let caller = Some((u32::MAX, huge(0)));
    for lang in Lang::ALL {
        let view = leaderboard_view(&page, "abcdefghijklmnopqrstuvwx", u64::MAX, caller, lang);
        fits(&view);
        assert_eq!(description(&view).lines().count(), 13);
        assert_eq!(disabled(&view), vec![false, false]);
        let last = leaderboard_view(&LeaderboardPage { page: 24, ..page.clone() }, "classic", u64::MAX, caller, lang);
        fits(&last);
        assert_eq!(disabled(&last), vec![false, true]);
    }
}

#[test]
fn combinations_page_too_and_a_variant_no_button_can_carry_gives_no_buttons() {
    let view = leaderboard_view(&board(0, 45), "popout+cylinder", 1, None, Lang::En);
    fits(&view);
    assert_eq!(view.rows.len(), 1);
    assert_eq!(view.embed.unwrap().title, "Leaderboard · PopOut + Cylinder");
    let view = leaderboard_view(&board(0, 45), "Popout Cylinder", 1, None, Lang::En);
    assert!(view.rows.is_empty());
}

proptest! {
    #[test]
    fn any_page_fits_and_has_distinct_ids(players in 0u32..300, page in 0u32..30, caller in any::<u64>()) {
        let pages = players.div_ceil(10).max(1);
        let page = page.min(pages - 1);
        let view = leaderboard_view(&board(page, players), "classic", caller, None, Lang::En);
        fits(&view);
        let d = disabled(&view);
        prop_assert_eq!(d, vec![page == 0, page + 1 >= pages]);
    }
}

#[test]
fn an_empty_leaderboard_can_name_the_variants_played() {
    assert_eq!(played_variants_line(&[], Lang::En), None);
    let played = vec!["classic".to_string(), "three-players".to_string()];
    assert_eq!(played_variants_line(&played, Lang::Es).unwrap(), "Variantes jugadas aquí: `classic`, `three-players`.");
}
