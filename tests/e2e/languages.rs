//! Whole games in French and in Portuguese on the fake Discord: the challenge, the board, the refusals, the end
//! and the review, each in the language of whoever reads it, with no English sentence left in them; and commands
//! named by mentions that Discord shows in the reader's language.

use crate::assist::click_private;
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt};
use crate::support::harness::{Harness, alice, bob, button, each_engine, ephemeral_text, eve};
use cuatro::game::Lang;
use cuatro::render::Msg;
use cuatro::render::Translate;
use cuatro::render::english_check::english_words;
use serde_json::Value;

/// Everything a person reads on a message: its text, its embed and its buttons' labels.
fn visible_text(message: &Value) -> String {
    let mut parts = vec![message["content"].as_str().unwrap_or_default().to_string()];
    if let Some(embed) = message["embeds"].get(0) {
        for key in ["title", "description"] {
            parts.push(embed[key].as_str().unwrap_or_default().to_string());
        }
        parts.push(embed["footer"]["text"].as_str().unwrap_or_default().to_string());
        for field in embed["fields"].as_array().into_iter().flatten() {
            parts.push(field["name"].as_str().unwrap_or_default().to_string());
            parts.push(field["value"].as_str().unwrap_or_default().to_string());
        }
    }
    parts.extend(FakeDiscord::buttons(message).into_iter().flatten().map(|(_, _, label)| label));
    parts.join("\n")
}

/// Panics if `message` reads as English anywhere.
fn assert_no_english(message: &Value, what: &str) {
    let text = visible_text(message);
    let words = english_words(&text);
    assert!(words.is_empty(), "{what} has English words {words:?}:\n{text}");
}

/// One game between two players of `locale`: challenged, refused moves, won, reviewed.
async fn a_game_in(h: &Harness, locale: &str, lang: Lang) {
    let (red, yellow) = (alice().locale(locale), bob().locale(locale));
    let (id, _) = h.slash(&red, &["connect4", "challenge"], vec![("opponent", Opt::User(yellow.clone()))]).await;
    let board = h.board_of(id).await;
    let challenge = h.fake.message(board).unwrap();
    assert_no_english(&challenge, "the challenge");
    assert_eq!(
        ephemeral_text(&h.click(&red, board, &button(&challenge, "c4:a:")).await),
        lang.t(Msg::OwnChallenge),
        "a refusal in the clicker's language"
    );
    assert_eq!(h.click(&yellow, board, &button(&challenge, "c4:a:")).await["type"], 7);
    assert_no_english(&h.fake.message(board).unwrap(), "the board");

    assert_eq!(ephemeral_text(&h.drop(&yellow, board, 0).await), lang.t(Msg::NotYourTurn));
    let english: FakeUser = eve();
    assert_eq!(
        ephemeral_text(&h.drop(&english, board, 0).await),
        "You are not playing in this game.",
        "a private answer follows the clicker's locale, not the board's"
    );
    h.play(board, &red, &yellow, &[0, 1, 0, 1, 0, 1, 0]).await;
    let end = h.fake.message(board).unwrap();
    assert_no_english(&end, "the final board");
    assert!(visible_text(&end).contains("<@4000000000000000004>"), "the winner is named: {}", visible_text(&end));

    let page = click_private(h, &yellow, board, &button(&end, "c4:v:")).await;
    assert_no_english(&page, "the review");
    let english_page = click_private(h, &english, board, &button(&end, "c4:v:")).await;
    assert!(!english_words(&visible_text(&english_page)).is_empty(), "an English reader's review is English");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_french_and_in_portuguese_speak_their_language_throughout() {
    each_engine("languages", |h| async move {
        a_game_in(&h, "fr", Lang::Fr).await;
        a_game_in(&h, "pt-BR", Lang::Pt).await;
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spanish_reader_is_pointed_to_a_command_by_its_mention() {
    let h = Harness::new("mentions", |_| {}).await;
    let registered = h.fake.wait_commands_registered().await;
    let index = registered.as_array().unwrap().iter().position(|c| c["name"] == "connect4").unwrap();
    // The fake gives the registered commands the ids 6000000000000000001, …, in the order they are registered.
    let id = 6_000_000_000_000_000_001 + index as u64;
    let robot = FakeUser::new(7000000000000000070, "robot").bot();
    let spanish = alice().locale("es-ES");
    let (_, answer) = h.slash(&spanish, &["connect4", "challenge"], vec![("opponent", Opt::User(robot))]).await;
    assert_eq!(
        ephemeral_text(&answer),
        format!("Los bots no juegan: usa </connect4 vs-cpu:{id}> para jugar contra la CPU."),
        "the English names and the registered id: Discord shows /conecta4 contra-cpu to a Spanish reader"
    );
    h.finish().await;
}
