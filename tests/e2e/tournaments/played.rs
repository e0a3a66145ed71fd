//! Tournaments through the fake Discord on both engines: created by an organiser, joined with the message's
//! buttons, each pairing played in a thread of its own as users press the boards, results applied and rounds
//! paired by the director, to the final standings (a Swiss of three rounds with a late joiner, a no-show and a
//! restart in the middle of a round; a round robin of four; an arena ended on the bot's clock).

use super::*;
use crate::support::harness::{each_engine_with, ephemeral_text, field};
use cuatro::game::tournament::{PairedBy, Status, standings};
use std::collections::HashMap;
use std::time::Duration;

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
        // Buchholz cut-1 as FIDE counts it: the opponents' points, a bye counting as an opponent with the player's
        // own points; the late joiner's bye is cut first, else the lowest.
        for s in &table {
            let mut rounds: Vec<(bool, u32)> = Vec::new();
            for p in t.pairings.iter().filter(|p| p.involves(s.user)) {
                match p.opponent(s.user) {
                    Some(opponent) => rounds.push((false, points[&opponent])),
                    None => rounds.push((p.by == PairedBy::LateBye, s.points)),
                }
            }
            let cut = rounds
                .iter()
                .position(|r| r.0)
                .unwrap_or_else(|| rounds.iter().enumerate().min_by_key(|(_, r)| r.1).map(|(i, _)| i).unwrap());
            let buchholz: u32 = rounds.iter().enumerate().filter(|(i, _)| *i != cut).map(|(_, r)| r.1).sum();
            assert_eq!(s.tiebreaks[0], f64::from(buchholz), "Buchholz cut-1 of {}: {table:#?}", s.user);
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
