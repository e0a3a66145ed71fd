//! Tests of the games list: one game's line, the pages and their buttons.

use super::*;
use crate::limits_check::assert_fits_discord;
use cuatro_ai::Level;
use cuatro_game::{ButtonId, Seat};

/// Game `game` in `channel` between users 10 and 20, two moves in, user 10 to move by 100 s.
pub(crate) fn pvp_under_way(game: u64, channel: u64) -> GameSummary {
    GameSummary {
        game,
        channel,
        seats: vec![Some(Seat::Human(10)), Some(Seat::Human(20))],
        variant: "classic".parse().unwrap(),
        moves: 2,
        stand: Stand::ToMove { seat: 0, until: Some(100_000) },
    }
}

pub(crate) fn listed(summary: GameSummary, guild: Option<u64>, board: Option<u64>) -> ListedGame {
    ListedGame { summary, guild, board }
}

fn fits(view: &View) {
    assert_fits_discord(view, |id| matches!(ButtonId::parse(id), Ok(ButtonId::GamesPage(_))));
}

fn description(view: &View) -> &str {
    &view.embed.as_ref().unwrap().description
}

#[test]
fn a_line_names_the_players_variant_moves_turn_and_links_the_board() {
    let game = listed(pvp_under_way(1, 30), Some(9), Some(500));
    assert_eq!(
        game_line(&game, Lang::En),
        "🔴 <@10> 🟡 <@20> · `classic` · 2 moves · <@10> to move, time runs out <t:100:R> · \
         [board](https://discord.com/channels/9/30/500)"
    );
    let in_a_dm = listed(pvp_under_way(1, 30), None, Some(500));
    assert!(game_line(&in_a_dm, Lang::Es).ends_with("[tablero](https://discord.com/channels/@me/30/500)"));
    let unposted = listed(pvp_under_way(1, 30), Some(9), None);
    assert!(game_line(&unposted, Lang::En).ends_with(" · <#30>"), "the channel until the board is posted");
}

#[test]
fn a_line_shows_the_cpu_a_pause_a_match_between_games_and_three_seats() {
    let cpu = GameSummary {
        seats: vec![Some(Seat::Cpu(Level::Hard)), Some(Seat::Human(20))],
        moves: 1,
        stand: Stand::ToMove { seat: 1, until: None },
        ..pvp_under_way(1, 30)
    };
    assert_eq!(
        game_line(&listed(cpu.clone(), Some(9), Some(5)), Lang::En),
        "🔴 CPU (hard) 🟡 <@20> · `classic` · 1 move · <@20> to move · [board](https://discord.com/channels/9/30/5)"
    );
    let paused = GameSummary { stand: Stand::Paused { until: 7_000 }, ..cpu.clone() };
    assert!(
        game_line(&listed(paused, Some(9), Some(5)), Lang::En).contains(" · paused, ends <t:7:R> unless continued · ")
    );
    let between = GameSummary { stand: Stand::BetweenGames, ..cpu };
    assert!(
        game_line(&listed(between, Some(9), Some(5)), Lang::De).contains(" · zwischen den Partien eines Matches · ")
    );
    let three = GameSummary {
        seats: vec![Some(Seat::Human(1)), Some(Seat::Human(2)), Some(Seat::Cpu(Level::Easy))],
        variant: "three-players".parse().unwrap(),
        stand: Stand::ToMove { seat: 2, until: None },
        ..pvp_under_way(1, 30)
    };
    assert!(
        game_line(&listed(three, Some(9), Some(5)), Lang::En)
            .starts_with("🔴 <@1> 🟡 <@2> 🟢 CPU (easy) · `three-players` · 2 moves · CPU (easy) to move · ")
    );
}

#[test]
fn an_empty_list_says_so_where_it_was_asked_without_buttons() {
    let view = games_list_view(&[], 0, 42, true, Lang::En);
    fits(&view);
    assert!(view.ephemeral);
    assert_eq!(view.embed.as_ref().unwrap().title, "Games under way");
    assert_eq!(description(&view), "No game is under way in the channels you can see.");
    assert_eq!((view.embed.as_ref().unwrap().footer.as_ref(), view.rows.len()), (None, 0));
    assert_eq!(description(&games_list_view(&[], 0, 42, false, Lang::It)), "Nessuna partita in corso qui.");
}

#[test]
fn pages_of_five_games_turn_with_buttons_only_the_caller_may_press() {
    let games: Vec<ListedGame> = (0..12).map(|i| listed(pvp_under_way(i, 100 + i), Some(9), Some(i))).collect();
    let first = games_list_view(&games, 0, 42, true, Lang::En);
    fits(&first);
    assert_eq!(description(&first).split("\n\n").count(), GAMES_PER_PAGE);
    assert_eq!(first.embed.as_ref().unwrap().footer.as_deref(), Some("Page 1 of 3 · 12 games"));
    let buttons: Vec<(&str, bool, &str)> =
        first.buttons().map(|b| (b.custom_id.as_str(), b.disabled, b.label.as_str())).collect();
    assert_eq!(buttons, vec![("c4g:0:42", true, "◀"), ("c4g:1:42", false, "▶")]);
    let last = games_list_view(&games, 7, 42, true, Lang::En);
    fits(&last);
    assert_eq!(last.embed.as_ref().unwrap().footer.as_deref(), Some("Page 3 of 3 · 12 games"), "clamped");
    assert_eq!(description(&last).split("\n\n").count(), 2);
    assert!(description(&last).starts_with("🔴 <@10>") && description(&last).contains("/9/110/10)"), "games 10 and 11");
    let disabled: Vec<bool> = last.buttons().map(|b| b.disabled).collect();
    assert_eq!(disabled, vec![false, true]);
    let one_page = games_list_view(&games[..5], 0, 42, true, Lang::En);
    assert!(one_page.rows.is_empty(), "one page, no buttons");
    assert_eq!(one_page.embed.as_ref().unwrap().footer.as_deref(), Some("Page 1 of 1 · 5 games"));
}

#[test]
fn someone_else_s_press_is_refused_privately() {
    let refused = games_page_refused(42, Lang::En);
    assert_eq!(refused, View::ephemeral("Only <@42> can turn these pages."));
    assert_eq!(games_page_refused(42, Lang::Fr).content, "Seul <@42> peut tourner ces pages.");
}
