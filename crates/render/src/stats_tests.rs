//! Tests of the statistics view.

use super::*;
use crate::limits_check::assert_fits_discord;

fn fits(view: &View) {
    assert_fits_discord(view, |_| false);
    assert!(view.rows.is_empty());
    assert_eq!(view.ping, None);
}

fn full_stats() -> PlayerStats {
    PlayerStats {
        user_id: 42,
        standing: Some(Standing {
            user_id: 42,
            rating: 1511.6,
            deviation: 44.5,
            volatility: 0.06,
            rated_at: Some(1),
            wins: 10,
            draws: 3,
            losses: 2,
        }),
        rank: Some(3),
        streak: 3,
        favourite_opening: Some((3, 12)),
        head_to_head: Some(Record { wins: 2, draws: 1, losses: 1 }),
        vs_cpu: vec![
            ("easy".into(), Record { wins: 5, draws: 0, losses: 1 }),
            ("hard".into(), Record { wins: 0, draws: 1, losses: 4 }),
        ],
    }
}

/// (name, value) of every field.
fn fields(view: &View) -> Vec<(String, String)> {
    view.embed.as_ref().unwrap().fields.iter().map(|f| (f.name.clone(), f.value.clone())).collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

#[test]
fn stats_in_a_server_show_everything() {
    let view = stats_view(&full_stats(), "classic", true, Lang::En);
    fits(&view);
    let embed = view.embed.as_ref().unwrap();
    assert_eq!(embed.title, "Statistics");
    assert_eq!(embed.description, "<@42>");
    assert_eq!(embed.footer, None);
    assert_eq!(
        fields(&view),
        pairs(&[
            ("Rating", "1512 ±45 · rank #3"),
            ("Games", "10 wins · 3 draws · 2 losses\n11½ points · 67% won"),
            ("Streak", "3 wins in a row"),
            ("Against you", "2 wins · 1 draw · 1 loss"),
            ("Favourite opening", "column 4 (12 games)"),
            ("Against the CPU", "**easy:** 5 wins · 0 draws · 1 loss\n**hard:** 0 wins · 1 draw · 4 losses"),
        ])
    );
}

#[test]
fn stats_in_spanish() {
    let stats = PlayerStats { streak: -2, ..full_stats() };
    let view = stats_view(&stats, "popout", true, Lang::Es);
    fits(&view);
    assert_eq!(view.embed.as_ref().unwrap().title, "Estadísticas · PopOut");
    assert_eq!(
        fields(&view),
        pairs(&[
            ("Puntuación", "1512 ±45 · puesto #3"),
            ("Partidas", "10 victorias · 3 empates · 2 derrotas\n11½ puntos · 67 % ganadas"),
            ("Racha", "2 derrotas seguidas"),
            ("Contra ti", "2 victorias · 1 empate · 1 derrota"),
            ("Apertura favorita", "columna 4 (12 partidas)"),
            (
                "Contra la CPU",
                "**fácil:** 5 victorias · 0 empates · 1 derrota\n**difícil:** 0 victorias · 1 empate · 4 derrotas"
            ),
        ])
    );
}

#[test]
fn a_dm_leaves_the_server_parts_out() {
    for (lang, note) in [(Lang::En, "in a server"), (Lang::Es, "en un servidor")] {
        let view = stats_view(&full_stats(), "classic", false, lang);
        fits(&view);
        let names: Vec<String> = fields(&view).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names.len(), 2, "{names:?}");
        assert!(view.embed.as_ref().unwrap().footer.as_deref().unwrap().contains(note));
        let all = format!("{:?}", view.embed);
        assert!(!all.contains("1512") && !all.contains("#3"), "{all}");
    }
}

#[test]
fn a_newcomer_has_no_games_yet() {
    let stats = PlayerStats { user_id: 7, ..PlayerStats::default() };
    let view = stats_view(&stats, "classic", true, Lang::En);
    fits(&view);
    assert_eq!(fields(&view), pairs(&[("Rating", "no games yet")]));
    let dm = stats_view(&stats, "classic", false, Lang::Es);
    fits(&dm);
    assert_eq!(dm.embed.as_ref().unwrap().description, "<@7>\nSin partidas aún.");
    assert!(fields(&dm).is_empty());
}

#[test]
fn an_unrated_player_shows_the_record_but_no_rank() {
    let mut stats = full_stats();
    stats.standing = stats.standing.map(|s| Standing { rated_at: None, wins: 1, draws: 0, losses: 0, ..s });
    stats.rank = None;
    stats.streak = 1;
    let view = stats_view(&stats, "classic", true, Lang::En);
    let f = fields(&view);
    assert_eq!(f[0].1, "unrated");
    assert_eq!(f[1].1, "1 win · 0 draws · 0 losses\n1 point · 100% won");
    assert_eq!(f[2].1, "1 win in a row");
}

#[test]
fn no_streak_and_no_opponent_leave_their_fields_out() {
    let stats = PlayerStats { streak: 0, head_to_head: None, favourite_opening: None, vs_cpu: vec![], ..full_stats() };
    let names: Vec<String> =
        fields(&stats_view(&stats, "classic", true, Lang::En)).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, vec!["Rating", "Games"]);
}

#[test]
fn extreme_numbers_fit_discords_limits() {
    let big = Record { wins: u32::MAX, draws: u32::MAX, losses: u32::MAX };
    let stats = PlayerStats {
        user_id: u64::MAX,
        standing: Some(Standing {
            user_id: u64::MAX,
            rating: 1e300,
            deviation: f64::NAN,
            volatility: 0.0,
            rated_at: Some(1),
            wins: u32::MAX / 3,
            draws: u32::MAX / 3,
            losses: u32::MAX / 3,
        }),
        rank: Some(u32::MAX),
        streak: i32::MIN,
        favourite_opening: Some((u8::MAX, u32::MAX)),
        head_to_head: Some(big),
        vs_cpu: (0..40).map(|i| (format!("level-{i}"), big)).collect(),
    };
    for lang in Lang::ALL {
        for in_guild in [true, false] {
            fits(&stats_view(&stats, "abcdefghijklmnopqrstuvwx", in_guild, lang));
        }
    }
}

#[test]
fn counts_agree_with_their_nouns_in_spanish() {
    let mut stats = full_stats();
    stats.streak = 1;
    stats.standing = stats.standing.map(|s| Standing { wins: 1, draws: 0, losses: 0, ..s });
    stats.favourite_opening = Some((0, 1));
    let f = fields(&stats_view(&stats, "classic", true, Lang::Es));
    assert_eq!(f[1].1, "1 victoria · 0 empates · 0 derrotas\n1 punto · 100 % ganadas");
    assert_eq!(f[2].1, "1 victoria seguida");
    assert_eq!(f[4].1, "columna 1 (1 partida)");
}
