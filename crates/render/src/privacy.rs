//! A user's own data: the caption of `/connect4 my-data`'s file, and the views of `/connect4 forget-me`.

use super::admin::{BLURPLE, GREEN, confirm_view, notice};
use super::command_mention::SlashCommand;
use super::view::View;
use crate::tr;
use cuatro_game::{ForgetButton, Lang};

/// The text sent with the caller's file of their data.
pub fn my_data_caption(lang: Lang) -> String {
    tr!(lang, "my-data-caption", forget = SlashCommand::ForgetMe.mention(lang))
}

/// Why the file is not sent: it weighs `bytes`, over what Discord takes here.
pub fn my_data_too_large(bytes: usize, lang: Lang) -> String {
    let megabytes = format!("{:.1}", bytes as f64 / 1_048_576.0);
    tr!(lang, "my-data-too-large", size = megabytes)
}

/// The ephemeral confirmation of `/connect4 forget-me`: what is deleted and kept, red Forget me, grey Cancel.
pub fn forget_confirm_view(caller: u64, lang: Lang) -> View {
    let ids = [true, false].map(|confirm| ForgetButton { confirm, caller }.to_string());
    let texts = [tr!(lang, "forget-title"), tr!(lang, "forget-warning"), tr!(lang, "forget-button")];
    confirm_view(texts, ids, lang)
}

/// What the confirmation becomes once the caller is forgotten (no buttons).
pub fn forget_done_view(deleted: u64, anonymised: u64, lang: Lang) -> View {
    notice(
        &tr!(lang, "forget-done-title"),
        &tr!(lang, "forget-done", deleted = deleted, anonymised = anonymised),
        GREEN,
    )
}

/// What the confirmation becomes when the caller cancels (no buttons).
pub fn forget_cancelled_view(lang: Lang) -> View {
    notice(&tr!(lang, "forget-cancelled-title"), &tr!(lang, "forget-cancelled"), BLURPLE)
}

/// Why nothing was forgotten: `count` games naming the caller are under way.
pub fn forget_games_under_way(count: u64, lang: Lang) -> String {
    tr!(lang, "forget-games-under-way", count = count, resign = SlashCommand::Resign.mention(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_confirmation_carries_the_caller_and_every_text_exists_in_every_language() {
        for lang in Lang::ALL {
            let view = forget_confirm_view(u64::MAX, lang);
            crate::limits_check::assert_fits_discord(&view, |id| ForgetButton::parse(id).is_ok());
            assert!(view.ephemeral);
            for done in [forget_done_view(u64::MAX, u64::MAX, lang), forget_cancelled_view(lang)] {
                crate::limits_check::assert_fits_discord(&done, |_| false);
            }
            let view = forget_confirm_view(77, lang);
            let ids: Vec<String> = view.buttons().map(|b| b.custom_id.clone()).collect();
            assert_eq!(ids, ["c4f:forget:77", "c4f:keep:77"]);
            for id in [
                "former-player",
                "my-data-caption",
                "my-data-too-large",
                "forget-title",
                "forget-warning",
                "forget-button",
                "forget-done-title",
                "forget-done",
                "forget-not-yours",
                "forget-cancelled-title",
                "forget-cancelled",
                "forget-games-under-way",
            ] {
                assert!(crate::fluent::has(lang, id), "{lang:?} lacks {id}");
            }
            assert!(forget_done_view(1, 2, lang).embed.is_some() && !forget_games_under_way(2, lang).is_empty());
        }
        assert_eq!(
            my_data_too_large(26_214_400, Lang::En),
            "Your data (25.0 MB) is larger than Discord lets me attach here. Ask the bot's operator for it."
        );
        assert_eq!(
            forget_games_under_way(1, Lang::En),
            "You have a game under way: finish it or resign it (`/connect4 resign`), then ask again."
        );
        assert_eq!(
            forget_done_view(4, 1, Lang::En).embed.unwrap().description,
            "Nothing cuatro stores names you any more: 4 records were deleted and 1 now shows “a former player”."
        );
    }
}
