//! Test helper: asserts that a `View` fits every Discord message limit, the embed ones included.

use super::view::{View, limits};
use cuatro_game::CUSTOM_ID_MAX_LEN;
use std::collections::HashSet;

/// Embed limits `view::limits` does not list.
const TITLE: usize = 256;
const FIELD_NAME: usize = 256;
const FIELDS: usize = 25;
const FOOTER: usize = 2048;
const EMBED_TOTAL: usize = 6000;
const BUTTON_LABEL: usize = 80;

/// Panics unless `view` fits Discord's limits, its custom ids are unique, and each one parses with `parses`.
pub(crate) fn assert_fits_discord(view: &View, parses: impl Fn(&str) -> bool) {
    assert!(view.content.chars().count() <= limits::CONTENT, "content too long");
    assert!(view.rows.len() <= limits::ROWS, "too many rows");
    assert!(view.rows.iter().all(|r| !r.is_empty() && r.len() <= limits::BUTTONS_PER_ROW), "bad row size");
    let mut ids = HashSet::new();
    for b in view.buttons() {
        if b.style == crate::view::ButtonStyle::Link {
            let url = &b.custom_id;
            assert!(url.starts_with("https://") || url.starts_with("http://"), "a link's URL: {url}");
            assert!(url.chars().count() <= 512 && !b.label.is_empty(), "{url}");
            continue;
        }
        assert!(b.custom_id.len() <= CUSTOM_ID_MAX_LEN, "{}", b.custom_id);
        assert!(parses(&b.custom_id), "unparsable custom id {}", b.custom_id);
        assert!(ids.insert(b.custom_id.as_str()), "duplicate custom id {}", b.custom_id);
        assert!(!b.label.is_empty() && b.label.chars().count() <= BUTTON_LABEL);
    }
    if let Some(embed) = &view.embed {
        let chars = |s: &str| s.chars().count();
        assert!(chars(&embed.title) <= TITLE, "title too long");
        assert!(chars(&embed.description) <= limits::EMBED_DESCRIPTION, "description too long");
        assert!(embed.fields.len() <= FIELDS, "too many fields");
        for f in &embed.fields {
            assert!(!f.name.is_empty() && chars(&f.name) <= FIELD_NAME, "bad field name {:?}", f.name);
            assert!(!f.value.is_empty() && chars(&f.value) <= limits::FIELD_VALUE, "bad field value {:?}", f.value);
        }
        let footer = embed.footer.as_deref().map_or(0, chars);
        assert!(footer <= FOOTER, "footer too long");
        let total = chars(&embed.title)
            + chars(&embed.description)
            + footer
            + embed.fields.iter().map(|f| chars(&f.name) + chars(&f.value)).sum::<usize>();
        assert!(total <= EMBED_TOTAL, "embed of {total} characters");
    }
}
