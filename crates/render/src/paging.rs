//! The ◀ ▶ buttons of a paged message (the leaderboard, the games list).

use super::view::{ButtonStyle, ButtonView};

/// ◀ opens the previous page (the current one on the first page, where it is disabled) and ▶ the next one (past
/// the end on the last page, where it is disabled), so the two ids always differ; `id` is the custom id of the
/// button that opens a page.
pub(crate) fn paging_buttons(page: u32, pages: u32, id: impl Fn(u32) -> String) -> Vec<ButtonView> {
    let button = |label: &str, target: u32, disabled: bool| ButtonView {
        custom_id: id(target),
        label: label.to_string(),
        style: ButtonStyle::Secondary,
        disabled,
    };
    vec![
        button("◀", page.saturating_sub(1), page == 0),
        button("▶", page.saturating_add(1), page.saturating_add(1) >= pages),
    ]
}
