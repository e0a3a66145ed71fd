//! The language a page is shown in: `?lang=` when it names one of the bot's languages, else the first of the
//! browser's `Accept-Language` that is one (by preference), else the game's own.

use crate::game::Lang;

/// One of the bot's languages named by a tag such as `es`, `pt-BR` or `fr_FR`; `None` for any other.
fn known(tag: &str) -> Option<Lang> {
    let prefix = tag.trim().get(..2)?.to_ascii_lowercase();
    let next = tag.trim().chars().nth(2);
    if next.is_some_and(|c| c != '-' && c != '_') {
        return None;
    }
    Lang::ALL.into_iter().find(|lang| lang.code() == prefix)
}

/// The language of `Accept-Language` the browser prefers most among the bot's (`q` weights, listed order on ties).
fn accepted(header: &str) -> Option<Lang> {
    let mut weighed: Vec<(f32, usize, Lang)> = header
        .split(',')
        .enumerate()
        .filter_map(|(at, item)| {
            let mut parts = item.split(';');
            let lang = known(parts.next()?)?;
            let q = parts.find_map(|p| p.trim().strip_prefix("q=")?.parse::<f32>().ok()).unwrap_or(1.0);
            (q > 0.0).then_some((q, at, lang))
        })
        .collect();
    weighed.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    weighed.first().map(|&(_, _, lang)| lang)
}

/// The page's language, and whether the address chose it (its links then keep `?lang=`).
pub fn page_lang(query: Option<&str>, accept: Option<&str>, game: Lang) -> (Lang, bool) {
    if let Some(lang) = query.and_then(known) {
        return (lang, true);
    }
    (accept.and_then(accepted).unwrap_or(game), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_then_the_browser_then_the_game_choose_the_language() {
        assert_eq!(page_lang(Some("es"), Some("de"), Lang::En), (Lang::Es, true));
        assert_eq!(page_lang(Some("pt-BR"), None, Lang::En), (Lang::Pt, true));
        assert_eq!(page_lang(Some("xx"), Some("fr-CH, fr;q=0.9, en;q=0.8"), Lang::En), (Lang::Fr, false));
        assert_eq!(page_lang(None, Some("nl, de;q=0.7, it;q=0.9"), Lang::Es), (Lang::It, false), "by weight");
        assert_eq!(page_lang(None, Some("en-GB,en;q=0.9"), Lang::Es), (Lang::En, false));
        assert_eq!(page_lang(None, Some("nl, ja;q=0.5, es;q=0"), Lang::De), (Lang::De, false), "q=0 refuses");
        assert_eq!(page_lang(None, Some("esperanto, ;;, *"), Lang::It), (Lang::It, false), "no known tag");
        assert_eq!(page_lang(None, None, Lang::Pt), (Lang::Pt, false));
    }
}
