//! The load example's web mode: R readers on loopback read finished games' pages (`/g/<code>`) as fast as they are
//! answered for M minutes, while P pairs of players go on playing games through the fake Discord; pages per second,
//! their latency, and the moves played meanwhile.

use super::{ANSWER_WAIT, Percentiles, answer, expect_type, ms, open_table, percentiles, process_cpu};
use cuatro::bot::Running;
use cuatro::game::{Press, game_code};
use cuatro_fake_discord::{FakeDiscord, FakeUser, Opt};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Red wins down column a in 7 moves.
const WON: [u8; 7] = [0, 1, 0, 1, 0, 1, 0];
/// Table numbers of the players' games start here, after the finished ones'.
const PLAYERS_FROM: usize = 1_000_000;

/// What the web mode does.
pub struct Plan {
    /// Finished games whose pages are read.
    pub games: usize,
    pub minutes: f64,
    pub readers: usize,
    /// Pairs playing games meanwhile, each move 250 ms after the last answer.
    pub players: usize,
}

pub async fn run(fake: &FakeDiscord, bot: &Running, engine: &str, plan: Plan) -> Result<(), String> {
    let address = *bot.app.web_address.get().ok_or("the bot serves no pages")?;
    let admin = FakeUser::new(9_000_000_000_000_000_009, "admin").admin();
    let on = fake.slash(&admin, &["connect4-admin", "settings"], vec![("web-pages", Opt::Bool(true))]).await;
    let on = answer(fake, on).await?;
    if on["type"] != 4 {
        return Err(format!("web-pages:on was not answered: {on}"));
    }
    println!(
        "web: {} finished games read by {} readers for {} min, {} games played meanwhile, database {engine}",
        plan.games, plan.readers, plan.minutes, plan.players
    );
    let mut codes = Vec::with_capacity(plan.games);
    for i in 0..plan.games {
        codes.push(game_code(finish_game(fake, i).await?));
    }
    let urls: Arc<Vec<String>> = Arc::new(codes.iter().map(|code| format!("http://{address}/g/{code}")).collect());
    let client = reqwest::Client::builder().no_proxy().build().map_err(|e| e.to_string())?;
    // Each page once, so that every review is done and kept before the clock starts.
    for url in urls.iter() {
        while !client.get(url).send().await.map_err(|e| e.to_string())?.text().await.is_ok_and(reviewed) {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    let stop = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = (0..plan.players)
        .map(|i| tokio::spawn(keep_playing(fake.clone(), PLAYERS_FROM + i, Arc::clone(&stop))))
        .collect();
    let (started, cpu_before) = (Instant::now(), process_cpu());
    let until = started + Duration::from_secs_f64(plan.minutes * 60.0);
    let readers: Vec<_> =
        (0..plan.readers).map(|r| tokio::spawn(read_pages(client.clone(), Arc::clone(&urls), r, until))).collect();
    let (mut pages, mut refused) = (Vec::new(), 0);
    for reader in readers {
        let (read, failed) = reader.await.map_err(|e| e.to_string())?;
        pages.extend(read);
        refused += failed;
    }
    let elapsed = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    let mut moves = Vec::new();
    for player in players {
        moves.extend(player.await.map_err(|e| e.to_string())??);
    }
    let (read, played) = (pages.len(), moves.len());
    let (per_second, moves_per_second) = (read as f64 / elapsed.as_secs_f64(), played as f64 / elapsed.as_secs_f64());
    println!("web: {read} pages in {:.1} s = {per_second:.0} pages/s; {refused} not 200", elapsed.as_secs_f64());
    println!("web: {played} moves played meanwhile = {moves_per_second:.0} moves/s");
    if let Some(cpu) = process_cpu().zip(cpu_before).map(|(after, before)| after - before) {
        println!("web: the process used {:.1} s of CPU (bot, fake Discord and readers together)", cpu.as_secs_f64());
    }
    let (pages, moves) = (percentiles(pages), percentiles(moves));
    print_percentiles("web: GET /g/<code> -> whole page read", &pages);
    print_percentiles("web: a move meanwhile, click -> callback received by the fake", &moves);
    println!(
        "summary: db={engine} pages/s={per_second:.0} p50={:.2}ms p99={:.2}ms max={:.2}ms moves/s={moves_per_second:.0} \
         move-p99={:.2}ms not-200={refused}",
        ms(pages.p50),
        ms(pages.p99),
        ms(pages.max),
        ms(moves.p99),
    );
    if refused > 0 { Err(format!("{refused} page reads were not answered 200")) } else { Ok(()) }
}

fn print_percentiles(what: &str, p: &Percentiles) {
    let (p50, p90, p99, max) = (ms(p.p50), ms(p.p90), ms(p.p99), ms(p.max));
    println!("{what}: p50={p50:.2}ms p90={p90:.2}ms p99={p99:.2}ms max={max:.2}ms");
}

/// Whether a page shows its verdicts (its review is done).
fn reviewed(html: String) -> bool {
    html.contains(r#"<span class="verdict "#)
}

/// Plays game `i` (table `i`'s channel) to red's win; its id.
async fn finish_game(fake: &FakeDiscord, i: usize) -> Result<u64, String> {
    let table = open_table(fake.clone(), i).await?;
    for (k, column) in WON.iter().enumerate() {
        let user = if k % 2 == 0 { &table.red } else { &table.yellow };
        let custom_id = Press::Drop { move_no: k as u32, column: *column }.on(table.game).to_string();
        let click = fake.click(user, table.board, &custom_id).await;
        expect_type(&answer(fake, click).await?, 7, "drop")?;
    }
    Ok(table.game)
}

/// Table `i`'s players play games, one after the other, until `stop`: each move's time, from the click to its
/// answer at the fake.
async fn keep_playing(fake: FakeDiscord, i: usize, stop: Arc<AtomicBool>) -> Result<Vec<Duration>, String> {
    let mut times = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let table = open_table(fake.clone(), i).await?;
        for (k, column) in WON.iter().enumerate() {
            tokio::time::sleep(Duration::from_millis(250)).await;
            let user = if k % 2 == 0 { &table.red } else { &table.yellow };
            let custom_id = Press::Drop { move_no: k as u32, column: *column }.on(table.game).to_string();
            let started = Instant::now();
            let click = fake.click(user, table.board, &custom_id).await;
            expect_type(&answer(&fake, click).await?, 7, "drop")?;
            let received = fake.callback_at(click).ok_or("no callback request recorded")?;
            times.push(received.saturating_duration_since(started));
        }
    }
    Ok(times)
}

/// Reader `r` reads the pages in turn, from the `r`th on, until `until`: each read's time (request to the whole
/// body), and how many were not `200`.
async fn read_pages(
    client: reqwest::Client,
    urls: Arc<Vec<String>>,
    r: usize,
    until: Instant,
) -> (Vec<Duration>, usize) {
    let (mut times, mut failed) = (Vec::new(), 0);
    let mut n = r;
    while Instant::now() < until {
        let url = &urls[n % urls.len()];
        n += 1;
        let started = Instant::now();
        let read = async { client.get(url).send().await?.error_for_status()?.bytes().await };
        match tokio::time::timeout(ANSWER_WAIT, read).await {
            Ok(Ok(_)) => times.push(started.elapsed()),
            _ => failed += 1,
        }
    }
    (times, failed)
}
