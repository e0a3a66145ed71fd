//! What the real binary writes to its log: no interaction token at any `RUST_LOG` level, though serenity's
//! request spans print the webhook routes that carry them; nor the bot's token.

use crate::support::child::ChildBot;
use crate::support::harness::{Harness, alice, bob};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_interaction_token_reaches_the_log_even_at_trace() {
    let h = Harness::without_bot("log-tokens").await;
    let mut bot = ChildBot::new(&h.fake, &h.dir, &h.db_url());
    bot.set_variable("RUST_LOG", "trace");
    bot.start().await;
    // A challenge accepted and a move: callbacks, a followup and token edits of @original.
    let board = h.pvp(vec![]).await;
    h.drop(&alice(), board, 3).await;
    h.drop(&bob(), board, 3).await;
    bot.kill();

    let log = bot.log_text();
    let tokens: Vec<String> = h.fake.interaction_tokens();
    assert!(tokens.len() >= 4, "{tokens:?}");
    for token in &tokens {
        assert!(!log.contains(token.as_str()), "the log holds token {token}");
    }
    assert!(!log.contains("aW50ZXJhY3Rpb246"), "the log holds the start of a token");
    assert!(log.contains("[interaction token]"), "serenity's request spans were logged, redacted");
    assert!(!log.contains("fake-token"), "nor the bot's token");
    h.finish().await;
}
