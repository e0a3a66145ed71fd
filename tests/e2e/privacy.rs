//! A user's own data, through the fake Discord on both engines: `/connect4 my-data` sends a private JSON file of
//! everything stored about the caller; `/connect4 forget-me`, after a confirmation only the caller may press, takes
//! them out of the tournaments under way and leaves no stored row naming them, their opponents' games kept with
//! "a former player" in their place.

use crate::assist::private_message;
use crate::support::fake_discord::Opt;
use crate::support::harness::{Harness, WAIT, alice, bob, each_engine, ephemeral_text, game_id};
use crate::tournaments::{create, join, tournament};
use cuatro::game::is_former_player;
use serde_json::Value;

/// The caller's file of their data.
async fn my_data(h: &Harness, user: &crate::support::fake_discord::FakeUser) -> Value {
    let id = h.fake.slash(user, &["connect4", "my-data"], vec![]).await;
    let answer = h.fake.response(id, WAIT).await;
    let message = private_message(h, id, &answer).await;
    assert!(message["content"].as_str().unwrap().starts_with("Everything cuatro stores about you"), "{message}");
    let (_, bytes, content_type) = h.upload("cuatro-my-data.json");
    assert!(content_type.starts_with("application/json"), "{content_type}");
    serde_json::from_slice(&bytes).unwrap()
}

fn rows(file: &Value, key: &str) -> usize {
    file[key].as_array().unwrap_or_else(|| panic!("{key} in {file}")).len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_gets_their_data_and_once_forgotten_nothing_stored_names_them() {
    each_engine("privacy", |h| async move {
        let board = h.pvp(vec![]).await;
        h.play(board, &alice(), &bob(), &[0, 0, 1, 1, 2, 2, 3]).await;
        let (tournament_id, message) = create(&h, vec![("format", Opt::Int(0))]).await;
        join(&h, message, tournament_id, &alice()).await;

        let file = my_data(&h, &alice()).await;
        assert_eq!(file["user_id"], alice().id.to_string());
        assert_eq!((rows(&file, "games"), rows(&file, "results"), rows(&file, "ratings")), (1, 1, 1), "{file:#}");
        assert_eq!(file["games"][0]["moves"], "aabbccd", "the moves, in notation");
        assert_eq!(rows(&file, "tournaments"), 1);

        // A game under way keeps her: she is told to finish or resign it first.
        let (_, _) = h.slash(&alice(), &["connect4", "vs-cpu"], vec![("level", Opt::Int(0))]).await;
        let (id, answer) = h.slash(&alice(), &["connect4", "forget-me"], vec![]).await;
        let confirm = private_message(&h, id, &answer).await;
        assert_eq!(confirm["embeds"][0]["title"], "Forget you?");
        let forget = format!("c4f:forget:{}", alice().id);
        assert_eq!(confirm["components"][0]["components"][0]["custom_id"], forget.as_str());
        let confirmation = h.fake.original_message(id).expect("the confirmation's message");
        let refused = h.click(&alice(), confirmation, &forget).await;
        let text = ephemeral_text(&refused);
        assert!(text.starts_with("You have a game under way: finish it or resign it (</connect4 resign:"), "{text}");
        h.slash(&alice(), &["connect4", "resign"], vec![]).await;

        // Bob pressing her confirmation (a forged press) deletes nothing.
        let not_his = h.click(&bob(), confirmation, &forget).await;
        assert_eq!(ephemeral_text(&not_his), "This confirmation is someone else's: nothing was deleted.");
        assert_eq!(rows(&my_data(&h, &alice()).await, "games"), 2, "her game against the CPU too");

        let done = h.click(&alice(), confirmation, &forget).await;
        assert_eq!(done["type"], 7, "the confirmation becomes the answer: {done}");
        assert_eq!(done["data"]["embeds"][0]["title"], "You were forgotten");
        assert!(done["data"]["components"].as_array().is_none_or(|c| c.is_empty()), "no more buttons: {done}");

        // Out of the tournament, and nothing stored names her.
        let t = tournament(&h, tournament_id).await;
        assert!(t.entrants.iter().all(|e| e.user != alice().id), "{:?}", t.entrants);
        let file = my_data(&h, &alice()).await;
        for key in ["games", "results", "ratings", "rating_changes", "puzzle_rating", "tournaments"] {
            assert_eq!(rows(&file, key), 0, "{key}: {file:#}");
        }
        let store = h.store().await;
        let game = store.game(game_id(&h.fake.message(board).unwrap())).await;
        store.close().await;
        let game = game.unwrap().expect("Bob's game is kept");
        assert!(game.red_id.is_some_and(|red| is_former_player(red as u64)), "{game:?}");
        assert_eq!(game.moves, "aabbccd", "with its moves");
        let bobs = my_data(&h, &bob()).await;
        assert_eq!((rows(&bobs, "games"), rows(&bobs, "ratings")), (1, 1));
        h
    })
    .await;
}
