//! Tournaments through the fake Discord on both engines: created by an organiser, joined with the message's
//! buttons, each pairing played in a thread of its own as users press the boards, results applied and rounds
//! paired by the director, to the final standings (a Swiss of three rounds with a late joiner, a no-show and a
//! restart in the middle of a round; a round robin of four; an arena ended on the bot's clock).

use crate::support::fake_discord::{FakeUser, Opt, Recorded};
use crate::support::harness::{Harness, button, each_engine_with, ephemeral_text, field};
use cuatro::game::tournament::{Status, Tournament, standings};
use cuatro::store::GameRow;
use serde_json::Value;
use std::collections::HashMap;
use std::time::{Duration, Instant};

fn organiser() -> FakeUser {
    FakeUser::new(9_000_000_000_000_000_019, "organiser").admin()
}

/// Eight players, the strongest first: in these tests a lower index beats a higher one, except that neighbours
/// (indexes one apart) split their match 1–1.
fn players() -> Vec<FakeUser> {
    (0..8u64).map(|i| FakeUser::new(4_100_000_000_000_000_000 + i, &format!("p{i}"))).collect()
}

fn short_timer(c: &mut cuatro::config::Config) {
    c.games.default_timer = Some(Duration::from_secs(3));
}

/// The role a server gives its tournament organisers, and a member who has it (without Manage Server).
const ORGANISERS: u64 = 2_100_000_000_000_000_042;

fn director() -> FakeUser {
    FakeUser::new(9_100_000_000_000_000_019, "director").with_role(ORGANISERS)
}

/// `/connect4-tournament create` with `options`: the tournament's id and its message.
async fn create(h: &Harness, options: Vec<(&str, Opt)>) -> (u64, u64) {
    create_as(h, &organiser(), options).await
}

async fn create_as(h: &Harness, by: &FakeUser, options: Vec<(&str, Opt)>) -> (u64, u64) {
    let (id, answer) = h.slash(by, &["connect4-tournament", "create"], options).await;
    assert_eq!(answer["type"], 4, "{answer}");
    let message = h.board_of(id).await;
    let join = button(&h.fake.message(message).unwrap(), "c4t:j:");
    (join.rsplit(':').next().unwrap().parse().unwrap(), message)
}

async fn join(h: &Harness, message: u64, tournament: u64, user: &FakeUser) -> Value {
    h.click(user, message, &format!("c4t:j:{tournament}")).await
}

async fn tournament(h: &Harness, id: u64) -> Tournament {
    let store = h.store().await;
    let t = store.tournament(id).await.unwrap().expect("stored").tournament;
    store.close().await;
    t
}

/// Waits until the tournament satisfies `pred`.
async fn wait_for(h: &Harness, id: u64, what: &str, pred: impl Fn(&Tournament) -> bool) -> Tournament {
    let start = Instant::now();
    loop {
        let t = tournament(h, id).await;
        if pred(&t) {
            return t;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "{what}: {t:#?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The games of round `round`, once every one is stored with its board posted.
async fn round_games(h: &Harness, id: u64, round: u32) -> Vec<(u64, u64, u64, GameRow)> {
    let t = wait_for(h, id, "the round's games open", |t| {
        t.round >= round && t.round_pairings(round).all(|(_, p)| p.second.is_none() || p.game.is_some())
    })
    .await;
    let mut games = Vec::new();
    for (_, p) in t.round_pairings(round) {
        let (Some(second), Some(game)) = (p.second, p.game) else { continue };
        let row = h.wait_row(game, |r| r.message_id.is_some()).await;
        games.push((p.first, second, game, row));
    }
    games
}

/// Who is to move in the stored game now.
async fn to_move(h: &Harness, game: u64) -> u64 {
    let row = h.row(game).await;
    let made = row.moves.chars().filter(char::is_ascii_alphabetic).count();
    let seat = if made % 2 == 0 { row.red_id } else { row.yellow_id };
    seat.unwrap() as u64
}

/// Plays the current game of `board` so that `winner` wins: a column of four for the first player on move 7, or for
/// the second on move 8.
async fn win_game(h: &Harness, board: u64, game: u64, winner: &FakeUser, loser: &FakeUser) {
    let winner_first = to_move(h, game).await == winner.id;
    let (first, second) = if winner_first { (winner, loser) } else { (loser, winner) };
    let columns: &[u8] = if winner_first { &[0, 1, 0, 1, 0, 1, 0] } else { &[0, 1, 2, 1, 0, 1, 2, 1] };
    h.play(board, first, second, columns).await;
}

/// Plays a pairing's match (two games) by the tests' rule: `a` (the lower index) wins both, or each wins one as
/// neighbours.
async fn play_match(h: &Harness, game: u64, board: u64, a: &FakeUser, b: &FakeUser, neighbours: bool) {
    win_game(h, board, game, a, b).await;
    let second_game = if neighbours { (b, a) } else { (a, b) };
    h.wait_row(game, |r| r.moves.is_empty() || r.status == "finished").await;
    win_game(h, board, game, second_game.0, second_game.1).await;
    h.wait_row(game, |r| r.status == "finished").await;
}

/// Plays for `present` whenever it is their turn (any column with room) until the game ends: the other player
/// never moves.
async fn play_alone(h: &Harness, game: u64, board: u64, present: &FakeUser) {
    let mut column = 0;
    let start = Instant::now();
    while h.row(game).await.status != "finished" {
        assert!(start.elapsed() < Duration::from_secs(60), "the no-show's game never ended");
        if to_move(h, game).await == present.id {
            let answer = h.drop(present, board, column % 7).await;
            if answer["type"] == 7 {
                column += 1;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The tests' result of a pairing between players of indexes `i` and `j`, in half points for `i`.
fn expected_points(i: usize, j: usize) -> u32 {
    match i.abs_diff(j) {
        1 => 1,
        _ if i < j => 2,
        _ => 0,
    }
}

/// Plays every game of `round` by the tests' rule (`absent` never moves), all at once as players do (the turn
/// timer is short); returns the half points each pairing gave its first player.
async fn play_round(h: &Harness, id: u64, round: u32, absent: Option<u64>) -> Vec<(u64, u64, u32)> {
    let all = players();
    let index = |user: u64| all.iter().position(|p| p.id == user).unwrap();
    let games = round_games(h, id, round).await;
    let plays = games.into_iter().map(|(first, second, game, row)| {
        let all = &all;
        async move {
            let board = row.message_id.unwrap() as u64;
            let (i, j) = (index(first), index(second));
            if absent == Some(first) || absent == Some(second) {
                let present = if absent == Some(first) { second } else { first };
                play_alone(h, game, board, &all[index(present)]).await;
                return (first, second, if present == first { 2 } else { 0 });
            }
            let (a, b) = if i < j { (i, j) } else { (j, i) };
            play_match(h, game, board, &all[a], &all[b], a.abs_diff(b) == 1).await;
            (first, second, expected_points(i, j))
        }
    });
    let results = futures_util::future::join_all(plays).await;
    wait_for(h, id, "the round's results applied", |t| {
        t.round_pairings(round).all(|(_, p)| p.result.is_some() || p.void)
    })
    .await;
    results
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_three_rounds_is_played_to_its_final_standings_with_a_late_joiner_and_a_no_show() {
    each_engine_with("tournament_swiss", short_timer, |mut h| async move {
        let all = players();
        let (id, message) =
            create(&h, vec![("format", Opt::Int(0)), ("rounds", Opt::Int(3)), ("cap", Opt::Int(8))]).await;
        let (_, answer) = h.slash(&all[0], &["connect4-tournament", "start"], vec![]).await;
        assert!(ephemeral_text(&answer).contains("Only the organiser"), "{answer}");
        for p in &all[..7] {
            let answer = join(&h, message, id, p).await;
            assert_eq!(answer["type"], 7, "joining updates the message: {answer}");
        }
        let again = join(&h, message, id, &all[0]).await;
        assert!(ephemeral_text(&again).contains("You are in already"), "{again}");
        assert!(field(&h.fake.message(message).unwrap(), 0).contains(&format!("<@{}>", all[6].id)));
        let shown = h.fake.message(message).unwrap();
        assert!(shown["embeds"][0]["description"].as_str().unwrap().contains("Players: 7/8"), "{shown}");
        let (_, answer) = h.slash(&organiser(), &["connect4-tournament", "start"], vec![]).await;
        assert!(ephemeral_text(&answer).contains("started"), "{answer}");

        // The no-show never moves; the late joiner comes in during round 1 (a ½-point bye for it).
        let absent = all[3].id;
        let t = wait_for(&h, id, "round 1 paired", |t| t.round == 1).await;
        assert_eq!(t.round_pairings(1).filter(|(_, p)| p.second.is_none()).count(), 1, "7 players: one bye");
        let late = join(&h, message, id, &all[7]).await;
        assert_eq!(late["type"], 7, "{late}");
        let mut results = play_round(&h, id, 1, Some(absent)).await;

        // A restart in the middle of round 2: its games are restored and the tournament goes on.
        round_games(&h, id, 2).await;
        h.stop_bot().await;
        h.start_bot(&short_timer).await;
        results.extend(play_round(&h, id, 2, Some(absent)).await);
        let t = tournament(&h, id).await;
        assert!(t.entrant(absent).unwrap().withdrawn.is_some(), "withdrawn after a second no-show: {t:#?}");
        results.extend(play_round(&h, id, 3, Some(absent)).await);

        let t = wait_for(&h, id, "finished", |t| t.status == Status::Finished).await;
        // Never the same two players twice, at most one bye each, the late joiner's ½-point bye in round 1.
        let mut met = std::collections::HashSet::new();
        for p in &t.pairings {
            if let Some(second) = p.second {
                assert!(met.insert((p.first.min(second), p.first.max(second))), "a rematch: {t:#?}");
            }
        }
        let byes = |user: u64| t.pairings.iter().filter(|p| p.first == user && p.second.is_none()).count();
        assert!(all.iter().all(|p| byes(p.id) <= 1), "{t:#?}");
        assert!(t.round_pairings(1).any(|(_, p)| p.first == all[7].id && p.second.is_none()));
        // The standings against the points counted here from the games played.
        let mut points: HashMap<u64, u32> = HashMap::new();
        for (first, second, first_points) in &results {
            *points.entry(*first).or_default() += first_points;
            *points.entry(*second).or_default() += 2 - first_points;
        }
        for p in t.pairings.iter().filter(|p| p.second.is_none()) {
            *points.entry(p.first).or_default() += u32::from(p.result.unwrap().first);
        }
        let table = standings(&t);
        for s in &table {
            assert_eq!(s.points, points.get(&s.user).copied().unwrap_or(0), "points of {}: {table:#?}", s.user);
        }
        // Buchholz cut-1: the opponents' points, less the lowest.
        for s in &table {
            let mut theirs: Vec<u32> = t
                .pairings
                .iter()
                .filter_map(|p| match p.second {
                    Some(second) if p.first == s.user => Some(second),
                    Some(_) if p.second == Some(s.user) => Some(p.first),
                    _ => None,
                })
                .map(|o| points[&o])
                .collect();
            theirs.sort();
            let cut: u32 = theirs.iter().skip(1).sum();
            assert_eq!(s.tiebreaks[0], f64::from(cut), "Buchholz cut-1 of {}: {table:#?}", s.user);
        }
        assert!(table.windows(2).all(|w| w[0].points >= w[1].points));
        let final_message = h.fake.message(message).unwrap();
        let shown = serde_json::to_string(&final_message).unwrap();
        assert!(shown.contains("Final standings") && shown.contains(&format!("🥇 <@{}>", table[0].user)), "{shown}");

        // A player asks why they were paired so, and the organiser exports the standings.
        let (_, why) = h.slash(&all[1], &["connect4-tournament", "why"], vec![]).await;
        assert!(ephemeral_text(&why).contains("round 3"), "{why}");
        let (_, exported) =
            h.slash(&organiser(), &["connect4-tournament", "export"], vec![("format", Opt::Int(1))]).await;
        assert_eq!(exported["type"], 4, "{exported}");
        let (_, trf, _) = h.upload(&format!("tournament-{id}.trf"));
        let trf = String::from_utf8(trf).unwrap();
        assert!(trf.contains("012 ") && trf.lines().filter(|l| l.starts_with("001")).count() == 8, "{trf}");
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_four_meets_every_pair_once() {
    each_engine_with("tournament_round_robin", short_timer, |h| async move {
        let all = players();
        let four = &all[..4];
        // A member with the server's tournament role may create one once an admin names the role.
        let (_, refused) =
            h.slash(&director(), &["connect4-tournament", "create"], vec![("format", Opt::Int(1))]).await;
        assert!(ephemeral_text(&refused).contains("Only the organiser"), "{refused}");
        let role = vec![("tournament-role", Opt::Role(ORGANISERS))];
        let (_, set) = h.slash(&organiser(), &["connect4-admin", "settings"], role).await;
        assert!(serde_json::to_string(&set).unwrap().contains(&format!("<@&{ORGANISERS}>")), "{set}");
        let options = vec![("format", Opt::Int(1)), ("starts-in", Opt::Int(1))];
        let (id, message) = create_as(&h, &director(), options).await;
        for p in four {
            join(&h, message, id, p).await;
        }
        assert!(!h.fake.scheduled_events().is_empty(), "a Discord event for the start");
        // The start comes on its own at its time: the bot's clock is moved there.
        h.bot.as_ref().unwrap().app.clock.advance(Duration::from_secs(61));
        let mut results = Vec::new();
        for round in 1..=3 {
            results.extend(play_round(&h, id, round, None).await);
        }
        let t = wait_for(&h, id, "finished", |t| t.status == Status::Finished).await;
        let mut pairs: Vec<(u64, u64)> =
            t.pairings.iter().filter_map(|p| p.second.map(|s| (p.first.min(s), p.first.max(s)))).collect();
        pairs.sort();
        pairs.dedup();
        assert_eq!(pairs.len(), 6, "every pair once: {t:#?}");
        // p0 beats p2 and p3 and splits with p1: 5 half points; p1 splits with p0 and p2, beats p3: 4; …
        let table = standings(&t);
        let order: Vec<u64> = table.iter().map(|s| s.user).collect();
        assert_eq!(order, four.iter().map(|p| p.id).collect::<Vec<_>>(), "{table:#?}");
        assert_eq!(table.iter().map(|s| s.points).collect::<Vec<_>>(), vec![5, 4, 2, 1]);
        let (_, shown) = h.slash(&all[2], &["connect4-tournament", "standings"], vec![]).await;
        let crosstable = shown["data"]["embeds"][0]["description"].as_str().unwrap().to_string();
        // The winner's row: ½ against p1 (neighbours split their match), 1 against p2 and p3.
        assert!(crosstable.contains(" 1   x  ½  1  1\n"), "{crosstable}");
        h
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_pairs_free_players_and_ends_on_its_clock() {
    each_engine_with("tournament_arena", short_timer, |h| async move {
        let all = players();
        // Without Manage Events there is no Discord event for the start, and the organiser is told why.
        h.fake.deny_manage_events();
        let options = vec![
            ("format", Opt::Int(3)),
            ("minutes", Opt::Int(5)),
            ("clock", Opt::Int(0)),
            ("starts-in", Opt::Int(30)),
        ];
        let (id, message) = create(&h, options).await;
        let told = |r: &Recorded| r.path.contains("/webhooks/") && r.body.to_string().contains("No Discord event");
        h.fake.wait_request(Duration::from_secs(10), told).await;
        assert!(h.fake.scheduled_events().is_empty());
        for p in &all[..4] {
            join(&h, message, id, p).await;
        }
        h.slash(&organiser(), &["connect4-tournament", "start"], vec![]).await;
        let index = |user: u64| all.iter().position(|p| p.id == user).unwrap();
        // Two waves of games, each player's game played as soon as it opens: the lower index wins.
        // The strongest goes berserk in their first game, from its thread, before moving: half their clock.
        let t = wait_for(&h, id, "arena games open", |t| {
            t.pairings.iter().any(|p| p.involves(all[0].id) && p.game.is_some())
        })
        .await;
        let first_game = t.pairings.iter().find(|p| p.involves(all[0].id)).unwrap().game.unwrap();
        let thread = h.wait_row(first_game, |r| r.message_id.is_some()).await.channel_id as u64;
        let (_, berserk) = h.slash_in(thread, &all[0], &["connect4-tournament", "berserk"], vec![]).await;
        assert!(ephemeral_text(&berserk).contains("clock is halved"), "{berserk}");
        let (_, again) = h.slash_in(thread, &all[0], &["connect4-tournament", "berserk"], vec![]).await;
        assert!(ephemeral_text(&again).contains("once a game"), "{again}");
        let mut played = 0;
        while played < 4 {
            let t = wait_for(&h, id, "arena games open", |t| {
                t.pairings.iter().filter(|p| p.game.is_some()).count() > played
            })
            .await;
            let open: Vec<_> = t.pairings.iter().filter(|p| p.result.is_none() && p.game.is_some()).cloned().collect();
            for p in open {
                let game = p.game.unwrap();
                let row = h.wait_row(game, |r| r.message_id.is_some()).await;
                let (i, j) = (index(p.first), index(p.second.unwrap()));
                let (w, l) = if i < j { (i, j) } else { (j, i) };
                win_game(&h, row.message_id.unwrap() as u64, game, &all[w], &all[l]).await;
                played += 1;
            }
        }
        // The arena's time runs out: games under way then do not count.
        h.bot.as_ref().unwrap().app.clock.advance(Duration::from_secs(6 * 60));
        let t = wait_for(&h, id, "finished", |t| t.status == Status::Finished).await;
        assert!(t.pairings.iter().all(|p| p.result.is_some() || p.void));
        let table = standings(&t);
        assert_eq!(table[0].user, all[0].id, "{table:#?}");
        let berserk_won = t.pairings.iter().any(|p| p.game == Some(first_game) && p.berserk.contains(&true));
        assert!(berserk_won && table[0].points >= 5, "two wins, one of them berserk: {table:#?}");
        // Never the same two players twice in a row.
        for user in all[..4].iter().map(|p| p.id) {
            let opponents: Vec<u64> = t
                .pairings
                .iter()
                .filter(|p| !p.void && (p.first == user || p.second == Some(user)))
                .map(|p| if p.first == user { p.second.unwrap() } else { p.first })
                .collect();
            assert!(opponents.windows(2).all(|w| w[0] != w[1]), "{user}: {opponents:?}");
        }
        h
    })
    .await;
}
