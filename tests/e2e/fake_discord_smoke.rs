//! Proves the loopback fake Discord works with a real serenity + poise client, including a gateway resume.

use std::time::Duration;

use crate::support::fake_discord::{APP_ID, CHANNEL_ID, DM_CHANNEL_ID, FakeDiscord, FakeUser, GUILD_ID, Opt};
use crate::support::process;
use poise::serenity_prelude as serenity;

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, (), Error>;

const STEP: Duration = Duration::from_secs(5);

/// Replies with a message carrying one button.
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    let button = serenity::CreateButton::new("t:1").label("Go");
    let row = serenity::CreateActionRow::Buttons(vec![button]);
    let reply = poise::CreateReply::default().content("pong").components(vec![row]);
    ctx.send(reply).await?;
    Ok(())
}

/// Subcommand with a user and an integer option; defers, then answers with a followup.
#[poise::command(slash_command, subcommands("challenge"))]
async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[poise::command(slash_command)]
async fn challenge(ctx: Context<'_>, opponent: serenity::User, depth: i64) -> Result<(), Error> {
    ctx.defer().await?;
    let text = format!("{} vs {} at {depth}", ctx.author().name, opponent.name);
    ctx.say(text).await?;
    Ok(())
}

/// User context-menu command; also usable in DMs as a slash command.
#[poise::command(context_menu_command = "Who", slash_command)]
async fn who(ctx: Context<'_>, user: serenity::User) -> Result<(), Error> {
    ctx.say(format!("that is {}", user.name)).await?;
    Ok(())
}

// Serenity checks content length locally but not custom_id length, so the fake must reject this one.
/// Replies with a 101-character custom_id and reports the error code.
#[poise::command(slash_command)]
async fn long(ctx: Context<'_>) -> Result<(), Error> {
    let button = serenity::CreateButton::new("x".repeat(101)).label("Too long");
    let reply = poise::CreateReply::default().components(vec![serenity::CreateActionRow::Buttons(vec![button])]);
    if let Err(e) = ctx.send(reply.content("long")).await {
        ctx.channel_id().say(ctx, format!("long: {}", error_code(&e))).await?;
    }
    Ok(())
}

fn error_code(error: &serenity::Error) -> isize {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)) => e.error.code,
        _ => -1,
    }
}

/// Button "twice" answers twice, "slow" answers late; both report the error code in the channel.
async fn on_contract_click(ctx: &serenity::Context, click: &serenity::ComponentInteraction) -> Result<(), Error> {
    let update = || {
        serenity::CreateInteractionResponse::UpdateMessage(
            serenity::CreateInteractionResponseMessage::new().content("clicked"),
        )
    };
    if click.data.custom_id == "slow" {
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let mut result = click.create_response(ctx, update()).await;
    if click.data.custom_id == "twice" {
        result = click.create_response(ctx, update()).await;
    }
    if let Err(e) = result {
        click.channel_id.say(ctx, format!("{}: {}", click.data.custom_id, error_code(&e))).await?;
    }
    Ok(())
}

/// Answers every button click by rewriting the clicked message.
async fn on_event(framework: poise::FrameworkContext<'_, (), Error>, event: &serenity::FullEvent) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate { interaction: serenity::Interaction::Component(click) } = event {
        let update = serenity::CreateInteractionResponseMessage::new().content("clicked");
        let response = serenity::CreateInteractionResponse::UpdateMessage(update);
        match click.data.custom_id.as_str() {
            "twice" | "slow" => on_contract_click(framework.serenity_context, click).await?,
            _ => click.create_response(framework.serenity_context, response).await?,
        }
    }
    Ok(())
}

fn framework() -> poise::Framework<(), Error> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![ping(), game(), who(), long()],
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(())
            })
        })
        .build()
}

type Running = (std::sync::Arc<serenity::ShardManager>, tokio::task::JoinHandle<()>, std::sync::Arc<serenity::Cache>);

async fn start_client(fake: &FakeDiscord) -> Running {
    let http = serenity::HttpBuilder::new("fake-token").proxy(fake.api_proxy()).ratelimiter_disabled(true).build();
    assert!(http.proxy.is_some() && http.ratelimiter.is_none(), "REST must go to the fake");
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    let mut client =
        serenity::ClientBuilder::new_with_http(http, intents).framework(framework()).await.expect("client builds");
    let (shards, cache) = (client.shard_manager.clone(), client.cache.clone());
    let task = tokio::spawn(async move { client.start().await.expect("client runs") });
    (shards, task, cache)
}

/// Sends `/ping` and returns the id of the message its reply created.
async fn ping_message(fake: &FakeDiscord, user: &FakeUser) -> u64 {
    let interaction = fake.slash(user, &["ping"], vec![]).await;
    let callback = fake.response(interaction, STEP).await;
    assert_eq!(callback["type"], 4, "slash reply is a channel message: {callback}");
    let id = fake.original_message(interaction).expect("reply created a message");
    assert_eq!(fake.last_message_in(CHANNEL_ID).expect("message stored")["id"], id.to_string());
    id
}

/// Waits for the newest non-ephemeral message in the channel to have `content`.
async fn wait_channel_text(fake: &FakeDiscord, channel: u64, content: &str) {
    let deadline = std::time::Instant::now() + STEP;
    while fake.last_message_in(channel).is_none_or(|m| m["content"] != content) {
        assert!(
            std::time::Instant::now() < deadline,
            "no message {content:?}; last: {:?}",
            fake.last_message_in(channel)
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn real_client_talks_to_fake_discord() {
    process::init();
    let fake = FakeDiscord::start().await;
    let (shards, client, _cache) = start_client(&fake).await;
    fake.wait_ready().await;
    let commands = fake.wait_commands_registered().await;
    assert!(commands.as_array().unwrap().iter().any(|c| c["name"] == "ping"));
    let put_path = format!("/api/v10/applications/{APP_ID}/commands");
    assert!(fake.requests().iter().any(|r| r.method == "PUT" && r.path == put_path));

    let (alice, bob) = (FakeUser::new(4000000000000000004, "alice"), FakeUser::new(5000000000000000005, "bob"));
    let message = ping_message(&fake, &alice).await;
    let stored = fake.message(message).unwrap();
    assert_eq!(stored["content"], "pong");
    assert_eq!(FakeDiscord::buttons(&stored), vec![vec![("t:1".to_string(), false, "Go".to_string())]]);

    let click = fake.click(&bob, message, "t:1").await;
    assert_eq!(fake.response(click, STEP).await["type"], 7);
    assert_eq!(fake.message(message).unwrap()["content"], "clicked");

    fake.disconnect(4000).await;
    let second = ping_message(&fake, &alice).await;
    assert_ne!(second, message);
    assert!(fake.gateway_ops().contains(&6), "client resumed: {:?}", fake.gateway_ops());
    assert_eq!(fake.readies(), 1, "resume, not a new IDENTIFY");

    shards.shutdown_all().await;
    tokio::time::timeout(STEP, client).await.expect("client stops").expect("client task ok");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fake_enforces_the_interaction_contract() {
    process::init();
    let fake = FakeDiscord::start().await;
    let (shards, client, cache) = start_client(&fake).await;
    fake.wait_ready().await;
    fake.wait_commands_registered().await;
    let (alice, bob) = (FakeUser::new(4000000000000000004, "alice"), FakeUser::new(5000000000000000005, "bob"));
    let cached = || cache.guild(GUILD_ID).is_some_and(|g| g.channels.contains_key(&CHANNEL_ID.into()));
    for _ in 0..500 {
        if cached() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(cached(), "GUILD_CREATE reached the cache");

    let options = vec![("opponent", Opt::User(bob.clone())), ("depth", Opt::Int(4))];
    let challenge = fake.slash(&alice, &["game", "challenge"], options).await;
    assert_eq!(fake.response(challenge, STEP).await["type"], 5);
    wait_channel_text(&fake, CHANNEL_ID, "alice vs bob at 4").await;
    let deferred = fake.original_message(challenge).expect("first followup after a defer is @original");
    assert_eq!(fake.message(deferred).unwrap()["content"], "alice vs bob at 4");

    let menu = fake.user_command(&alice, "Who", &bob).await;
    assert_eq!(fake.response(menu, STEP).await["data"]["content"], "that is bob");
    let dm = fake.slash_dm(&alice, &["who"], vec![("user", Opt::User(bob.clone()))]).await;
    fake.response(dm, STEP).await;
    assert_eq!(fake.last_message_in(DM_CHANNEL_ID).unwrap()["content"], "that is bob");

    let long = fake.slash(&alice, &["long"], vec![]).await;
    wait_channel_text(&fake, CHANNEL_ID, "long: 50035").await;
    assert!(fake.original_message(long).is_none());

    let message = ping_message(&fake, &alice).await;
    fake.click(&bob, message, "twice").await;
    wait_channel_text(&fake, CHANNEL_ID, "twice: 40060").await;
    fake.set_callback_deadline(Duration::from_millis(100));
    fake.click(&bob, message, "slow").await;
    wait_channel_text(&fake, CHANNEL_ID, "slow: 10062").await;
    fake.set_callback_deadline(Duration::from_secs(3));

    shards.shutdown_all().await;
    tokio::time::timeout(STEP, client).await.expect("client stops").expect("client task ok");
    let (shards, client, _cache) = start_client(&fake).await;
    fake.wait_ready().await;
    assert_eq!(fake.readies(), 2, "a restarted client gets its own READY");
    ping_message(&fake, &bob).await;
    shards.shutdown_all().await;
    tokio::time::timeout(STEP, client).await.expect("client stops").expect("client task ok");
}
