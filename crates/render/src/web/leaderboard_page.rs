//! A server's leaderboard of one variant as a web page: its rows as the Discord leaderboard writes them, with the
//! players' names, and links to the other pages.

use super::board_svg::escape;
use crate::leaderboard::{rank_mark, standing_figures};
use crate::tr;
use crate::variant_name::titled;
use cuatro_engine::Variant;
use cuatro_game::{Lang, LeaderboardPage};
use std::fmt::Write;

/// What a leaderboard's page shows.
#[derive(Debug, Clone)]
pub struct LeaderboardWebPage<'a> {
    pub page: &'a LeaderboardPage,
    /// The name of each row's player, in the page's order.
    pub names: &'a [String],
    pub variant: &'a Variant,
    pub lang: Lang,
    /// Whether the page's language was asked for in its address (`?lang=`): its links keep it.
    pub lang_in_links: bool,
}

/// The page's HTML.
pub fn leaderboard_page(p: &LeaderboardWebPage<'_>) -> String {
    let lang = p.lang;
    let title = escape(&titled(lang, tr!(lang, "leaderboard-title"), p.variant));
    let mut html = format!(r#"<!doctype html><html lang="{}"><head><meta charset="utf-8">"#, lang.locale());
    html.push_str(r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#);
    let _ = write!(html, "<title>{title}</title>");
    html.push_str(r#"<link rel="stylesheet" href="/static/page.css"></head><body><main>"#);
    let _ = write!(html, "<h1>{title}</h1>");
    if p.page.rows.is_empty() {
        let _ = write!(html, "<p>{}</p>", escape(&tr!(lang, "leaderboard-empty")));
    } else {
        let legend = tr!(lang, "leaderboard-legend").replace('_', "");
        let _ = write!(html, r#"<p class="legend">{}</p><ol class="standings">"#, escape(&legend));
        for ((rank, standing), name) in p.page.rows.iter().zip(p.names) {
            let (rating, record) = standing_figures(standing, lang);
            let _ = write!(
                html,
                r#"<li value="{rank}">{} {} · <b>{}</b> · {}</li>"#,
                rank_mark(*rank),
                escape(name),
                escape(&rating),
                escape(&record)
            );
        }
        html.push_str("</ol>");
    }
    let keep = if p.lang_in_links { format!("&amp;lang={}", lang.code()) } else { String::new() };
    let (page, pages) = (p.page.page, p.page.pages);
    html.push_str(r#"<nav class="steps">"#);
    if page > 0 {
        let _ =
            write!(html, r#"<a rel="prev" href="?page={page}{keep}">{}</a> "#, escape(&tr!(lang, "web-step-previous")));
    }
    let _ = write!(html, "<span>{}</span> ", escape(&tr!(lang, "web-page-of", page = page + 1, pages)));
    if page + 1 < pages {
        let _ = write!(
            html,
            r#"<a rel="next" href="?page={}{keep}">{}</a>"#,
            page + 2,
            escape(&tr!(lang, "web-step-next"))
        );
    }
    html.push_str("</nav></main></body></html>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use cuatro_game::Standing;

    fn standing(user_id: u64, rating: f64, wins: u32) -> Standing {
        Standing { user_id, rating, deviation: 50.0, volatility: 0.06, rated_at: Some(1), wins, draws: 0, losses: 1 }
    }

    #[test]
    fn rows_carry_names_figures_and_links_to_the_other_pages() {
        let page = LeaderboardPage {
            page: 1,
            pages: 3,
            players: 25,
            rows: vec![(11, standing(1, 1612.0, 4)), (12, standing(2, 1500.0, 2))],
        };
        let names = ["<Ana>".to_string(), "Bo".to_string()];
        let variant: Variant = "popout".parse().unwrap();
        let p =
            LeaderboardWebPage { page: &page, names: &names, variant: &variant, lang: Lang::Es, lang_in_links: true };
        let html = leaderboard_page(&p);
        assert!(html.contains("<title>Clasificación · PopOut</title>"), "{html}");
        assert!(html.contains(r#"<li value="11">#11 &lt;Ana&gt; · <b>1612 ±50</b> · 4-0-1 · 4 · 5</li>"#), "{html}");
        assert!(html.contains(r#"<a rel="prev" href="?page=1&amp;lang=es">"#), "{html}");
        assert!(html.contains(r#"<a rel="next" href="?page=3&amp;lang=es">"#) && html.contains("2 de 3"), "{html}");
        let empty = LeaderboardPage { page: 0, pages: 1, players: 0, rows: Vec::new() };
        let html = leaderboard_page(&LeaderboardWebPage { page: &empty, lang_in_links: false, ..p });
        assert!(html.contains("Todavía no ha jugado nadie") && !html.contains("<a rel="), "{html}");
    }
}
