//! Limits on games against the CPU (a per-user cooldown between starts, a server's caps of games and of CPU games)
//! and on hints under way (per user and per process): each refusal is private, says which limit was reached, starts
//! nothing, and is counted in `/metrics`.

use crate::metrics::{address, get, on_any_port, value};
use crate::support::fake_discord::{CHANNEL_ID, FakeUser, OTHER_CHANNEL_ID, Opt};
use crate::support::harness::{Harness, WAIT, alice, bob, button, ephemeral_text, eve};
use cuatro::ai::review::{ClassicOracle, hint};
use cuatro::config::Config;
use cuatro::engine::Game;
use cuatro::game::Lang;
use cuatro::render::hint_text;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The CPU game cooldown of the cooldown test.
const COOLDOWN: Duration = Duration::from_secs(2);

fn unix_seconds() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs() as i64
}

/// The Unix time of the first Discord timestamp (`<t:UNIX:R>`) in `text`.
fn timestamp(text: &str) -> i64 {
    let rest = text.split("<t:").nth(1).unwrap_or_else(|| panic!("no timestamp in {text:?}"));
    rest.split(':').next().unwrap().parse().unwrap()
}

async fn scrape(h: &Harness) -> String {
    get(address(h), "/metrics").await.1
}

/// The count of refused starts of `command` at `limit` in a scrape.
fn refused(scrape: &str, command: &str, limit: &str) -> f64 {
    value(scrape, "cuatro_game_starts_refused_total", &format!("command=\"{command}\",limit=\"{limit}\""))
}

/// `/connect4 vs-cpu` by `user` in `channel`: the board it posts (the command must succeed).
async fn vs_cpu(h: &Harness, channel: u64, user: &FakeUser, options: Vec<(&str, Opt)>) -> u64 {
    let (id, answer) = h.slash_in(channel, user, &["connect4", "vs-cpu"], options).await;
    assert_eq!(answer["type"], 4, "a game against the CPU starts: {answer}");
    assert_eq!(answer["data"]["flags"].as_u64().unwrap_or(0) & 64, 0, "a board, not a refusal: {answer}");
    h.board_of(id).await
}

/// `/connect4 vs-cpu` by `user` in `channel`, refused: the private text, once it is checked that nothing was posted.
async fn vs_cpu_refused(h: &Harness, channel: u64, user: &FakeUser) -> String {
    let (_, answer) = h.slash_in(channel, user, &["connect4", "vs-cpu"], vec![]).await;
    let text = ephemeral_text(&answer);
    assert!(h.fake.last_message_in(channel).is_none(), "no board in {channel} after {text:?}");
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_cpu_game_within_the_cooldown_is_refused_until_it_passes() {
    let h = Harness::new("cpu-cooldown", |c: &mut Config| {
        on_any_port(c);
        c.games.cpu_game_cooldown = COOLDOWN;
    })
    .await;
    let before = unix_seconds();
    vs_cpu(&h, CHANNEL_ID + 1, &alice(), vec![]).await;

    // At once, in another channel: refused privately, saying when alice may start again; in Spanish too.
    let text = vs_cpu_refused(&h, CHANNEL_ID + 2, &alice()).await;
    let at = timestamp(&text);
    assert_eq!(text, format!("Slow down: you can start another game against the CPU <t:{at}:R>."));
    assert!((before + 2..=unix_seconds() + 4).contains(&at), "{at} is about {COOLDOWN:?} from {before}");
    let text = vs_cpu_refused(&h, CHANNEL_ID + 2, &alice().locale("es-ES")).await;
    let at_es = timestamp(&text);
    assert_eq!(text, format!("Más despacio: podrás empezar otra partida contra la CPU <t:{at_es}:R>."));
    assert!((at..=at + 1).contains(&at_es), "a refusal does not start the cooldown again");
    let metrics = scrape(&h).await;
    assert_eq!(value(&metrics, "cuatro_games_live", "variant=\"classic\""), 1.0, "no second game: {metrics}");
    assert_eq!(value(&metrics, "cuatro_games_started_total", "variant=\"classic\""), 1.0);
    assert_eq!(refused(&metrics, "vs-cpu", "cooldown"), 2.0, "{metrics}");
    assert_eq!(refused(&metrics, "challenge", "cooldown"), 0.0);

    // The cooldown is alice's own: bob starts at once.
    vs_cpu(&h, CHANNEL_ID + 2, &bob(), vec![]).await;
    // From the time the refusal gave, alice starts again.
    while unix_seconds() < at {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    vs_cpu(&h, CHANNEL_ID + 3, &alice(), vec![]).await;
    let metrics = scrape(&h).await;
    assert_eq!(value(&metrics, "cuatro_games_live", "variant=\"classic\""), 3.0, "{metrics}");
    assert_eq!(refused(&metrics, "vs-cpu", "cooldown"), 2.0);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_at_its_cap_of_cpu_games_or_of_all_games_refuses_another_cpu_game() {
    let h = Harness::new("cpu-caps", |c: &mut Config| {
        on_any_port(c);
        c.games.max_cpu_games_per_server = 2;
        c.games.max_games_per_server = 3;
    })
    .await;
    let alices = vs_cpu(&h, CHANNEL_ID + 1, &alice(), vec![]).await;
    vs_cpu(&h, CHANNEL_ID + 2, &bob(), vec![]).await;
    // A third game against the CPU on this server is one too many.
    assert_eq!(
        vs_cpu_refused(&h, CHANNEL_ID + 3, &eve()).await,
        "This server already has 2 games against the CPU running, the most it allows: try again when one ends."
    );
    assert_eq!(
        vs_cpu_refused(&h, CHANNEL_ID + 3, &eve().locale("es-ES")).await,
        "Este servidor ya tiene 2 partidas contra la CPU en curso, el máximo que permite: inténtalo cuando termine \
         una."
    );
    // Games between people are not CPU games: one starts (the server's third game).
    h.pvp_in(CHANNEL_ID + 3, vec![]).await;
    // Once alice's CPU game ends, eve's starts.
    assert_eq!(h.click(&alice(), alices, &button(&h.fake.message(alices).unwrap(), "c4:r:")).await["type"], 7);
    vs_cpu(&h, CHANNEL_ID + 4, &eve(), vec![]).await;
    // Three games now, the server's cap of all games, whichever kind.
    assert_eq!(
        vs_cpu_refused(&h, CHANNEL_ID + 5, &eve()).await,
        "This server already has 3 games running, the most it allows: try again when one ends."
    );
    // Another server has caps of its own.
    vs_cpu(&h, OTHER_CHANNEL_ID, &eve(), vec![]).await;
    let metrics = scrape(&h).await;
    assert_eq!(refused(&metrics, "vs-cpu", "server_cpu_cap"), 2.0, "{metrics}");
    assert_eq!(refused(&metrics, "vs-cpu", "server_cap"), 1.0);
    assert_eq!(refused(&metrics, "vs-cpu", "cooldown"), 0.0);
    assert_eq!(value(&metrics, "cuatro_games_started_total", "variant=\"classic\""), 5.0, "{metrics}");
    h.finish().await;
}

/// Waits for the private message a deferred interaction ends with, and returns its text.
async fn deferred_text(h: &Harness, interaction: u64) -> String {
    for _ in 0..6000 {
        if let Some(message) = h.fake.original_message(interaction).and_then(|m| h.fake.message(m))
            && let Some(text) = message["content"].as_str().filter(|t| !t.is_empty())
        {
            return text.to_string();
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("interaction {interaction} was never answered after its deferral");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_raised_per_user_limit_lets_two_hints_wait_and_the_next_is_refused() {
    let h = Harness::new("hints-per-user", |c: &mut Config| {
        on_any_port(c);
        c.games.cpu_threads = 1;
        c.games.thinking_after = Duration::from_millis(100);
        // The CPU's replies search to their node budgets rather than being cut at the usual deadline.
        c.games.cpu_deadline = Duration::from_secs(60);
        c.games.max_hints_reviews_per_user = 2;
        c.games.max_hints_reviews_per_process = 2;
    })
    .await;
    // Alice's two games and eve's one, each at its first move, the player's turn.
    let boards = [
        vs_cpu(&h, CHANNEL_ID + 1, &alice(), vec![]).await,
        vs_cpu(&h, CHANNEL_ID + 2, &alice(), vec![]).await,
        vs_cpu(&h, CHANNEL_ID + 3, &eve(), vec![]).await,
    ];
    let hints = boards.map(|board| button(&h.fake.message(board).unwrap(), "c4:h:"));
    // Bob's two hard 10x10 games keep the one search thread busy for seconds: hints wait for it.
    for channel in [CHANNEL_ID + 4, CHANNEL_ID + 5] {
        let options = vec![("level", Opt::Int(2)), ("variant", Opt::from("10x10"))];
        let board = vs_cpu(&h, channel, &bob(), options).await;
        assert_eq!(h.drop(&bob(), board, 4).await["type"], 7);
    }

    let first = h.fake.click(&alice(), boards[0], &hints[0]).await;
    assert_eq!(h.fake.response(first, WAIT).await["type"], 5, "the first hint is being worked out");
    let second = h.fake.click(&alice(), boards[1], &hints[1]).await;
    assert_eq!(h.fake.response(second, WAIT).await["type"], 5, "so is the second: alice may have two");
    assert_eq!(
        ephemeral_text(&h.click(&alice(), boards[0], &hints[0]).await),
        "You already have 2 hints, reviews or puzzle moves being worked out, the most allowed: wait for one."
    );
    assert_eq!(
        ephemeral_text(&h.click(&eve(), boards[2], &hints[2]).await),
        "Many hints, reviews and puzzle moves are being worked out right now: try again in a minute.",
        "the process's two places are taken"
    );
    let mut metrics = scrape(&h).await;
    let hint_outcome = |scrape: &str, outcome: &str| {
        value(scrape, "cuatro_assists_total", &format!("kind=\"hint\",outcome=\"{outcome}\""))
    };
    assert_eq!(hint_outcome(&metrics, "served"), 0.0, "both hints still wait for the thread: {metrics}");
    assert_eq!(hint_outcome(&metrics, "refused_own_pending"), 1.0, "{metrics}");
    assert_eq!(hint_outcome(&metrics, "refused_all_busy"), 1.0);

    // Both hints come, and then eve's place is free.
    let expected =
        hint_text(&hint(&Game::new("classic".parse().unwrap()), &mut ClassicOracle::default()).unwrap(), Lang::En);
    assert_eq!(deferred_text(&h, first).await, expected);
    assert_eq!(deferred_text(&h, second).await, expected);
    for _ in 0..100 {
        metrics = scrape(&h).await;
        if hint_outcome(&metrics, "served") == 2.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(hint_outcome(&metrics, "served"), 2.0, "{metrics}");
    let third = h.fake.click(&eve(), boards[2], &hints[2]).await;
    assert_eq!(h.fake.response(third, WAIT).await["type"], 5);
    assert_eq!(deferred_text(&h, third).await, expected);
    h.finish().await;
}
