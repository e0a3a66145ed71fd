//! Tests of the settings panel and the leaderboard reset confirmation.

use super::*;
use crate::limits_check::assert_fits_discord;
use cuatro_game::{DailyFailure, DailySchedule, GamesNowChannel, Lang};

const DEFAULTS: SettingsDefaults = SettingsDefaults { timer_ms: None, timeout_forfeits: false, max_games_per_user: 3 };

/// (name, value) of every field.
fn fields(view: &View) -> Vec<(String, String)> {
    view.embed.as_ref().unwrap().fields.iter().map(|f| (f.name.clone(), f.value.clone())).collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

fn every_field_set() -> GuildSettings {
    GuildSettings {
        timer_ms: Some(300_000),
        timeout_action: Some(TimeoutAction::Forfeit),
        thread_per_game: true,
        alternate_first: false,
        theme: Theme::ColourBlind,
        allowed_channels: vec![11, 22],
        default_format: Format::Match,
        rate_single_games: true,
        max_games_per_user: Some(5),
        hints: false,
        daily_puzzle: Some(DailySchedule { channel: 33, hour: 7, lang: Lang::En }),
        daily_failure: None,
        games_now: Some(GamesNowChannel { channel: 44, lang: Lang::En }),
        tournament_role: Some(55),
        web_pages: true,
    }
}

#[test]
fn timers_read_naturally() {
    let cases =
        [(None, "none"), (Some(0), "none"), (Some(30_000), "30 s"), (Some(60_000), "1 min"), (Some(300_000), "5 min")];
    for (ms, text) in cases {
        assert_eq!(timer_text(ms, Lang::En), text);
    }
    assert_eq!(timer_text(Some(3_600_000), Lang::En), "1 h");
    assert_eq!(timer_text(Some(86_400_000), Lang::En), "24 h");
    assert_eq!(timer_text(Some(90_000), Lang::En), "90 s");
    assert_eq!(timer_text(Some(1500), Lang::En), "1500 ms");
    assert_eq!(timer_text(None, Lang::Es), "ninguno");
}

#[test]
fn default_settings_show_the_deployments_defaults() {
    let view = settings_view(&GuildSettings::default(), &DEFAULTS, &[], Lang::En);
    assert_fits_discord(&view, |_| false);
    assert!(view.ephemeral);
    assert_eq!(view.ping, None);
    assert!(view.rows.is_empty());
    let embed = view.embed.as_ref().unwrap();
    assert_eq!(embed.title, "Server settings");
    assert_eq!(embed.description, "Change them with `/connect4-admin settings`.");
    assert!(embed.footer.as_deref().unwrap().starts_with("(default)"));
    assert_eq!(
        fields(&view),
        pairs(&[
            ("Turn timer", "none _(default)_"),
            ("On timeout", "the CPU plays for the absent player (the game is then unrated) _(default)_"),
            ("Thread per game", "off"),
            ("Alternate first player in rematches", "on"),
            ("Theme", "classic 🔴🟡"),
            ("Channels allowed", "every channel"),
            ("Default format", "single game"),
            ("Single games rated", "no: only matches are rated"),
            ("Games per user", "3 _(default)_"),
            ("Hints in unrated games", "on"),
            ("Daily puzzle", "off"),
            ("Games now message", "off"),
            ("Tournament organisers", "members with Manage Server"),
            ("Web pages of games", "off"),
        ])
    );
}

#[test]
fn deployment_defaults_fill_the_gaps() {
    let defaults = SettingsDefaults { timer_ms: Some(86_400_000), timeout_forfeits: true, max_games_per_user: 7 };
    let view = settings_view(&GuildSettings::default(), &defaults, &[], Lang::Es);
    let f = fields(&view);
    assert_eq!(f[0], ("Tiempo por turno".to_string(), "24 h _(por defecto)_".to_string()));
    assert_eq!(f[1].1, "pierde quien no está _(por defecto)_");
    assert_eq!(f[8].1, "7 _(por defecto)_");
}

#[test]
fn every_field_set_and_the_changes_marked() {
    let view =
        settings_view(&every_field_set(), &DEFAULTS, &["theme", "timer_ms", "allowed_channels", "bogus"], Lang::En);
    assert_fits_discord(&view, |_| false);
    let embed = view.embed.as_ref().unwrap();
    assert_eq!(embed.description, "✏️ Changed: Theme, Turn timer, Channels allowed, `bogus`.");
    assert_eq!(embed.footer, None, "no value comes from the defaults");
    assert_eq!(
        fields(&view),
        pairs(&[
            ("✏️ Turn timer", "5 min"),
            ("On timeout", "the absent player loses"),
            ("Thread per game", "on"),
            ("Alternate first player in rematches", "off"),
            ("✏️ Theme", "colour-blind safe 🔵🟠"),
            ("✏️ Channels allowed", "<#11> <#22>"),
            ("Default format", "match of two games"),
            ("Single games rated", "yes"),
            ("Games per user", "5"),
            ("Hints in unrated games", "off"),
            ("Daily puzzle", "<#33> at 07:00 UTC"),
            ("Games now message", "<#44>"),
            ("Tournament organisers", "<@&55>"),
            ("Web pages of games", "on"),
        ])
    );
}

#[test]
fn settings_in_spanish() {
    let settings = GuildSettings { theme: Theme::Xo, timer_ms: Some(0), ..every_field_set() };
    let view = settings_view(&settings, &DEFAULTS, &["max-games-per-user"], Lang::Es);
    let embed = view.embed.as_ref().unwrap();
    assert_eq!(embed.title, "Ajustes del servidor");
    assert_eq!(embed.description, "✏️ Cambiado: Partidas por usuario.");
    let f = fields(&view);
    assert_eq!(f[0].1, "ninguno");
    assert_eq!(f[4].1, "X/O ❌⭕");
    assert_eq!(f[6].1, "duelo de dos partidas");
    assert_eq!(f[8].0, "✏️ Partidas por usuario");
    assert_eq!(f[9], ("Pistas en partidas que no puntúan".to_string(), "no".to_string()));
}

#[test]
fn the_daily_puzzle_shows_its_failures_and_why_it_turned_off() {
    let failing = GuildSettings { daily_failure: Some(DailyFailure { code: 50013, days: 2 }), ..every_field_set() };
    assert_eq!(
        fields(&settings_view(&failing, &DEFAULTS, &[], Lang::En))[10].1,
        "<#33> at 07:00 UTC · ⚠️ failing: Discord refused the post (error 50013), 2 days in a row; off after 3"
    );
    let off = GuildSettings {
        daily_puzzle: None,
        daily_failure: Some(DailyFailure { code: 10003, days: 3 }),
        ..every_field_set()
    };
    let shown = &fields(&settings_view(&off, &DEFAULTS, &[], Lang::Es))[10].1;
    assert!(shown.starts_with("desactivado: se apagó solo tras 3 días") && shown.contains("10003"), "{shown}");
    let never = GuildSettings { daily_puzzle: None, ..every_field_set() };
    assert_eq!(fields(&settings_view(&never, &DEFAULTS, &[], Lang::En))[10].1, "off");
    assert_eq!(
        fields(&settings_view(&never, &DEFAULTS, &[], Lang::Es))[10].1,
        "desactivado",
        "daily-off, not settings-off"
    );
}

#[test]
fn every_key_names_a_setting() {
    for (i, key) in SETTING_KEYS.iter().enumerate() {
        assert_eq!(setting_index(key), Some(i));
        assert_eq!(setting_index(&key.replace('-', "_")), Some(i));
    }
}

#[test]
fn many_channels_are_cut_to_fit() {
    let settings = GuildSettings { allowed_channels: (0..500).map(|i| u64::MAX - i).collect(), ..every_field_set() };
    let many: Vec<&str> =
        SETTING_KEYS.iter().copied().chain(std::iter::repeat_n("x".repeat(60).leak() as &str, 20)).collect();
    for lang in Lang::ALL {
        let view = settings_view(&settings, &DEFAULTS, &many, lang);
        assert_fits_discord(&view, |_| false);
        let channels = &fields(&view)[5].1;
        let hidden = 500 - channels.matches("<#").count();
        assert!(channels.ends_with(&tr!(lang, "settings-channels-more", n = hidden)), "{channels}");
    }
}

#[test]
fn the_reset_confirmation_carries_the_caller() {
    for lang in Lang::ALL {
        let view = reset_confirm_view(77, lang);
        assert_fits_discord(&view, |id| ResetButton::parse(id).is_ok());
        assert!(view.ephemeral);
        assert_eq!(view.ping, None);
        let buttons: Vec<(ResetButton, ButtonStyle)> =
            view.buttons().map(|b| (ResetButton::parse(&b.custom_id).unwrap(), b.style)).collect();
        assert_eq!(
            buttons,
            vec![
                (ResetButton { confirm: true, caller: 77 }, ButtonStyle::Danger),
                (ResetButton { confirm: false, caller: 77 }, ButtonStyle::Secondary),
            ]
        );
        assert!(view.buttons().all(|b| !b.disabled));
    }
    let en = reset_confirm_view(77, Lang::En);
    let labels: Vec<&str> = en.buttons().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, vec!["Reset", "Cancel"]);
    let warning = &en.embed.as_ref().unwrap().description;
    assert!(warning.contains("will be erased") && warning.contains("cannot be undone"), "{warning}");
    let es: Vec<String> = reset_confirm_view(77, Lang::Es).buttons().map(|b| b.label.clone()).collect();
    assert_eq!(es, vec!["Reiniciar", "Cancelar"]);
}

#[test]
fn the_outcomes_have_no_buttons() {
    for lang in Lang::ALL {
        for view in [reset_done_view(lang), reset_cancelled_view(lang)] {
            assert_fits_discord(&view, |_| false);
            assert!(view.ephemeral && view.rows.is_empty() && view.embed.is_some());
        }
    }
    assert_eq!(reset_done_view(Lang::En).embed.unwrap().title, "Leaderboard reset");
    assert_eq!(reset_cancelled_view(Lang::Es).embed.unwrap().title, "No se ha borrado nada");
}
