use super::*;
use crate::bot::games::live::Live;
use crate::bot::games::slot::Slot;
use crate::bot::ops::progress::Progress;
use crate::engine::Move;
use crate::game::TimeoutAction;
use crate::game::{Lang, Rules, Session};
use std::sync::Arc;

/// The value of the sample `name{labels}` in `text` (labels written as in the text, without braces).
fn sample(text: &str, name: &str, labels: &str) -> Option<f64> {
    let key = if labels.is_empty() { name.to_string() } else { format!("{name}{{{labels}}}") };
    text.lines().find_map(|line| line.strip_prefix(&key)?.strip_prefix(' ')?.parse().ok())
}

fn rules(variant: &str) -> Rules {
    Rules::new(variant.parse().unwrap(), None, TimeoutAction::Cpu, Lang::En)
}

/// Persist's step: the slot's progress, counted.
fn step(metrics: &Metrics, slot: &Slot, session: &Session) {
    metrics.progress(session.game.variant(), slot.progress(session), session.result_name().unwrap_or(""));
}

#[test]
fn labels_stay_bounded() {
    for (id, label) in [("classic", "classic"), ("popout+cylinder", "popout+cylinder"), ("10x10", "10x10")] {
        assert_eq!(variant_label(&id.parse().unwrap()), label);
    }
    for other in ["small+misere", "9x9k5", "obstacles+random-opening"] {
        assert_eq!(variant_label(&other.parse().unwrap()), "other", "{other}");
    }
    let levels: Vec<_> =
        [Level::Easy, Level::Medium, Level::Hard, Level::Greedy, Level::Random].into_iter().map(level_label).collect();
    assert_eq!(levels, ["easy", "medium", "hard", "other", "other"]);
}

#[test]
fn every_metric_is_exposed_with_its_type() {
    let metrics = Metrics::new();
    // A labelled family shows once it has a series: one event of each.
    let (classic, started) = (&"classic".parse().unwrap(), Progress { started: true, finished: true, moves: 1 });
    metrics.progress(classic, started, "draw");
    metrics.set_state(State { live: vec![(*classic, 1)], ..State::default() });
    drop(metrics.cpu_queued(Level::Hard, classic));
    metrics.cpu_searched(Level::Hard, classic, Some(Duration::from_millis(50)), Duration::from_millis(50));
    metrics.assist_served(Assist::Hint);
    metrics.rest(&Ok::<(), serenity::Error>(()));
    metrics.rate_limited(false);
    let text = metrics.encode();
    for (name, kind) in [
        ("process_start_time_seconds", "gauge"),
        ("cuatro_games_live", "gauge"),
        ("cuatro_games_started_total", "counter"),
        ("cuatro_games_finished_total", "counter"),
        ("cuatro_moves_total", "counter"),
        ("cuatro_interactions_received_total", "counter"),
        ("cuatro_interactions_answered_total", "counter"),
        ("cuatro_interactions_answered_late_total", "counter"),
        ("cuatro_interactions_failed_total", "counter"),
        ("cuatro_interactions_unanswered_total", "counter"),
        ("cuatro_clicks_overdue", "gauge"),
        ("cuatro_click_answer_seconds", "histogram"),
        ("cuatro_cpu_replies_queued", "gauge"),
        ("cuatro_cpu_wait_seconds", "histogram"),
        ("cuatro_cpu_think_seconds", "histogram"),
        ("cuatro_cpu_time_limit_seconds", "histogram"),
        ("cuatro_cpu_moves_cut_total", "counter"),
        ("cuatro_assists_total", "counter"),
        ("cuatro_game_starts_refused_total", "counter"),
        ("cuatro_rest_requests_total", "counter"),
        ("cuatro_rest_rate_limited_total", "counter"),
        ("cuatro_db_writes_total", "counter"),
        ("cuatro_db_writes_failed_total", "counter"),
        ("cuatro_db_retry_queue", "gauge"),
        ("cuatro_db_retry_oldest_seconds", "gauge"),
        ("cuatro_shard_leases_held", "gauge"),
        ("cuatro_shards", "gauge"),
    ] {
        assert!(text.contains(&format!("# TYPE {name} {kind}\n")), "{name} {kind} in\n{text}");
    }
    assert!(sample(&text, "process_start_time_seconds", "").unwrap() > 1.7e9);
}

#[test]
fn games_and_moves_are_counted_once_from_challenge_to_end() {
    let metrics = Metrics::new();
    let live = Live::default();
    let mut session = Session::challenge(1, Some(9), 2, 10, Some(20), true, rules("classic"), 0, 60_000);
    let slot = Slot::new(session.clone(), 1_000_000);
    live.claim(2, Arc::clone(&slot)).unwrap();
    step(&metrics, &slot, &session);
    session.accept(20, 1).unwrap();
    step(&metrics, &slot, &session);
    step(&metrics, &slot, &session);
    session.play(10, Move::Drop(3), 0, 2).unwrap();
    session.play(20, Move::Drop(3), 1, 3).unwrap();
    step(&metrics, &slot, &session);
    // A restart: the stored game is restored into a new slot; nothing before it counts again.
    let restored = Slot::new(session.clone(), 1_000_000);
    step(&metrics, &restored, &session);
    session.resign(10, 4).unwrap();
    step(&metrics, &restored, &session);
    step(&metrics, &restored, &session);
    let text = metrics.encode();
    assert_eq!(sample(&text, "cuatro_games_started_total", "variant=\"classic\""), Some(1.0), "{text}");
    assert_eq!(sample(&text, "cuatro_moves_total", "variant=\"classic\""), Some(2.0), "{text}");
    assert_eq!(sample(&text, "cuatro_games_finished_total", "variant=\"classic\",result=\"yellow\""), Some(1.0));
}

#[test]
fn a_declined_challenge_is_no_game_and_a_cpu_game_starts_at_once() {
    let metrics = Metrics::new();
    let live = Live::default();
    let mut declined = Session::challenge(1, Some(9), 2, 10, Some(20), true, rules("popout"), 0, 60_000);
    let slot = Slot::new(declined.clone(), 1_000_000);
    live.claim(2, Arc::clone(&slot)).unwrap();
    step(&metrics, &slot, &declined);
    declined.decline(20, 1).unwrap();
    step(&metrics, &slot, &declined);
    let cpu = Session::vs_cpu(2, Some(9), 3, 10, Level::Hard, true, rules("9x9k5"), 0);
    let slot = Slot::new(cpu.clone(), 1_000_000);
    live.claim(3, Arc::clone(&slot)).unwrap();
    step(&metrics, &slot, &cpu);
    let text = metrics.encode();
    assert_eq!(sample(&text, "cuatro_games_started_total", "variant=\"popout\""), None, "{text}");
    assert_eq!(sample(&text, "cuatro_games_finished_total", "variant=\"popout\",result=\"abandoned\""), None);
    assert_eq!(sample(&text, "cuatro_games_started_total", "variant=\"other\""), Some(1.0), "{text}");
    metrics.set_state(State { live: live.active_by_variant().into_iter().collect(), ..State::default() });
    assert_eq!(sample(&metrics.encode(), "cuatro_games_live", "variant=\"other\""), Some(1.0));
}

#[test]
fn a_click_is_timed_to_its_answer_or_counted_unanswered() {
    let metrics = Metrics::new();
    {
        let _watch = metrics.watch_click(1);
        metrics.answered(Kind::Button, Some(1), Ok(()));
    }
    drop(metrics.watch_click(2));
    let failed = serenity::Error::Other("refused");
    metrics.answered(Kind::Command, None, Err(&failed));
    let text = metrics.encode();
    assert_eq!(sample(&text, "cuatro_interactions_answered_total", "kind=\"button\""), Some(1.0));
    assert_eq!(sample(&text, "cuatro_click_answer_seconds_count", ""), Some(1.0), "{text}");
    assert_eq!(sample(&text, "cuatro_interactions_unanswered_total", "kind=\"button\""), Some(1.0));
    assert_eq!(sample(&text, "cuatro_interactions_failed_total", "kind=\"command\""), Some(1.0));
    assert_eq!(sample(&text, "cuatro_clicks_overdue", ""), Some(0.0));
}

#[test]
fn a_cpu_reply_is_queued_then_its_moves_timed_by_level_and_variant() {
    let metrics = Metrics::new();
    let popout = "popout".parse().unwrap();
    let mut timer = metrics.cpu_queued(Level::Hard, &popout);
    let abandoned = metrics.cpu_queued(Level::Easy, &"classic".parse().unwrap());
    assert_eq!(sample(&metrics.encode(), "cuatro_cpu_replies_queued", ""), Some(2.0));
    timer.start();
    assert_eq!(sample(&metrics.encode(), "cuatro_cpu_replies_queued", ""), Some(1.0), "it waits no more");
    drop(abandoned);
    drop(timer);
    assert_eq!(sample(&metrics.encode(), "cuatro_cpu_replies_queued", ""), Some(0.0));
    let ms = Duration::from_millis;
    metrics.cpu_searched(Level::Hard, &popout, Some(ms(40)), ms(41));
    metrics.cpu_searched(Level::Hard, &popout, Some(ms(40)), ms(12));
    metrics.cpu_searched(Level::Hard, &"classic".parse().unwrap(), None, ms(1));
    let text = metrics.encode();
    let labels = "level=\"hard\",variant=\"popout\"";
    assert_eq!(sample(&text, "cuatro_cpu_wait_seconds_count", labels), Some(1.0), "{text}");
    assert_eq!(sample(&text, "cuatro_cpu_think_seconds_count", labels), Some(2.0), "{text}");
    assert_eq!(sample(&text, "cuatro_cpu_time_limit_seconds_count", labels), Some(2.0), "{text}");
    assert_eq!(sample(&text, "cuatro_cpu_moves_cut_total", labels), Some(1.0), "{text}");
    let classic = "level=\"hard\",variant=\"classic\"";
    assert_eq!(sample(&text, "cuatro_cpu_think_seconds_count", classic), Some(1.0), "{text}");
    assert_eq!(sample(&text, "cuatro_cpu_time_limit_seconds_count", classic), None, "no limit: not counted");
    assert_eq!(sample(&text, "cuatro_cpu_wait_seconds_count", "level=\"easy\",variant=\"classic\""), Some(0.0));
}

#[test]
fn rest_outcomes_and_rate_limits_are_counted() {
    let metrics = Metrics::new();
    metrics.rest(&Ok::<(), serenity::Error>(()));
    metrics.rest(&Err::<(), _>(serenity::Error::Other("x")));
    metrics.rate_limited(true);
    let text = metrics.encode();
    assert_eq!(sample(&text, "cuatro_rest_requests_total", "outcome=\"ok\""), Some(1.0), "{text}");
    assert_eq!(sample(&text, "cuatro_rest_requests_total", "outcome=\"other\""), Some(1.0));
    assert_eq!(sample(&text, "cuatro_rest_rate_limited_total", "global=\"true\""), Some(1.0));
}

#[test]
fn refused_starts_are_counted_by_command_and_limit_from_zero() {
    let metrics = Metrics::new();
    let text = metrics.encode();
    for labels in [
        "command=\"challenge\",limit=\"cooldown\"",
        "command=\"challenge\",limit=\"server_cap\"",
        "command=\"vs-cpu\",limit=\"cooldown\"",
        "command=\"vs-cpu\",limit=\"user_cap\"",
        "command=\"vs-cpu\",limit=\"server_cpu_cap\"",
    ] {
        assert_eq!(sample(&text, "cuatro_game_starts_refused_total", labels), Some(0.0), "{labels} in\n{text}");
    }
    assert_eq!(
        sample(&text, "cuatro_game_starts_refused_total", "command=\"challenge\",limit=\"server_cpu_cap\""),
        None
    );
    metrics.start_refused(Start::VsCpu, Limit::Cooldown);
    metrics.start_refused(Start::VsCpu, Limit::Cooldown);
    metrics.start_refused(Start::VsCpu, Limit::ServerCpuCap);
    metrics.assist_refused(Assist::Hint, Wait::Yours(2));
    metrics.assist_refused(Assist::Review, Wait::Full);
    let text = metrics.encode();
    assert_eq!(sample(&text, "cuatro_game_starts_refused_total", "command=\"vs-cpu\",limit=\"cooldown\""), Some(2.0));
    assert_eq!(
        sample(&text, "cuatro_game_starts_refused_total", "command=\"vs-cpu\",limit=\"server_cpu_cap\""),
        Some(1.0)
    );
    assert_eq!(
        sample(&text, "cuatro_game_starts_refused_total", "command=\"challenge\",limit=\"cooldown\""),
        Some(0.0)
    );
    assert_eq!(sample(&text, "cuatro_assists_total", "kind=\"hint\",outcome=\"refused_own_pending\""), Some(1.0));
    assert_eq!(sample(&text, "cuatro_assists_total", "kind=\"review\",outcome=\"refused_all_busy\""), Some(1.0));
}
