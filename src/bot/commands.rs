//! The slash commands: `/connect4 …`, `/connect4-admin …` and the user context menu.

use super::admin::{reset_leaderboard, settings};
use super::app::now_ms;
use super::assist::{hint_cmd, pause_cmd, review_cmd};
use super::discord;
use super::standings::{leaderboard, stats};
use super::start::{self, is_moderator};
use super::{Context, Error};
use crate::ai::Level;
use crate::engine::Variant;
use crate::game::{Clock, EndReason, Format, GameResult, Lang, Refusal, Rules, Session};
use crate::render::{Msg, View, session_view, variant_error, variant_suggestions};
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// Single game or a two-game match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "single game"]
    #[name_localized("es-ES", "partida suelta")]
    Single,
    #[name = "match (two games, rated)"]
    #[name_localized("es-ES", "duelo (dos partidas, puntúa)")]
    Match,
}

impl FormatChoice {
    pub fn format(self) -> Format {
        match self {
            FormatChoice::Single => Format::Single,
            FormatChoice::Match => Format::Match,
        }
    }
}

/// Chess-clock presets: a reserve for the whole game or match plus an increment per move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ClockChoice {
    #[name = "1 min + 1 s"]
    M1,
    #[name = "3 min + 2 s"]
    M3,
    #[name = "5 min + 5 s"]
    M5,
    #[name = "10 min + 10 s"]
    M10,
    #[name = "1 day + 1 h"]
    D1,
}

impl ClockChoice {
    fn clock(self) -> Clock {
        let (reserve, increment) = match self {
            ClockChoice::M1 => (60, 1),
            ClockChoice::M3 => (180, 2),
            ClockChoice::M5 => (300, 5),
            ClockChoice::M10 => (600, 10),
            ClockChoice::D1 => (86_400, 3600),
        };
        Clock { reserve_ms: reserve * 1000, increment_ms: increment * 1000 }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimerChoice {
    #[name = "none"]
    #[name_localized("es-ES", "sin tiempo")]
    None,
    #[name = "30 s"]
    S30,
    #[name = "60 s"]
    S60,
    #[name = "5 min"]
    M5,
    #[name = "1 h"]
    H1,
    #[name = "24 h"]
    H24,
}

impl TimerChoice {
    pub fn duration(self) -> Option<Duration> {
        let secs = match self {
            TimerChoice::None => return None,
            TimerChoice::S30 => 30,
            TimerChoice::S60 => 60,
            TimerChoice::M5 => 300,
            TimerChoice::H1 => 3600,
            TimerChoice::H24 => 86_400,
        };
        Some(Duration::from_secs(secs))
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    #[name_localized("es-ES", "fácil")]
    Easy,
    #[name = "medium"]
    #[name_localized("es-ES", "medio")]
    Medium,
    #[name = "hard"]
    #[name_localized("es-ES", "difícil")]
    Hard,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FirstChoice {
    #[name = "me"]
    #[name_localized("es-ES", "yo")]
    Me,
    #[name = "opponent"]
    #[name_localized("es-ES", "el rival")]
    Other,
    #[name = "random"]
    #[name_localized("es-ES", "al azar")]
    Random,
}

/// `first` of `/connect4 vs-cpu`: me, cpu or random.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum CpuFirstChoice {
    #[name = "me"]
    #[name_localized("es-ES", "yo")]
    Me,
    #[name = "cpu"]
    Cpu,
    #[name = "random"]
    #[name_localized("es-ES", "al azar")]
    Random,
}

impl From<CpuFirstChoice> for FirstChoice {
    fn from(choice: CpuFirstChoice) -> Self {
        match choice {
            CpuFirstChoice::Me => FirstChoice::Me,
            CpuFirstChoice::Cpu => FirstChoice::Other,
            CpuFirstChoice::Random => FirstChoice::Random,
        }
    }
}

pub fn lang_of(ctx: Context<'_>) -> Lang {
    Lang::from_locale(ctx.locale().unwrap_or("en-US"))
}

pub fn member_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(a) => a.interaction.member.as_ref().and_then(|m| m.permissions),
        poise::Context::Prefix(_) => None,
    }
}

/// The active games `user` is in, not counting this channel's (a new game here replaces it).
fn games_elsewhere(ctx: Context<'_>, user: u64) -> usize {
    let live = &ctx.data().live;
    let here =
        live.get(ctx.channel_id().get()).is_some_and(|s| s.with_info(|i| i.active && i.involved.contains(&user)));
    live.games_of(user) - usize::from(here)
}

pub async fn say_ephemeral(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(discord::reply(&View::ephemeral(text))).await?;
    Ok(())
}

/// The variant a command names (classic when unset), or why it is refused, in `lang`.
pub fn variant_of(text: Option<&str>, lang: Lang) -> Result<Variant, String> {
    let text = text.map(str::trim).filter(|t| !t.is_empty()).unwrap_or("classic");
    text.to_ascii_lowercase().parse().map_err(|e| lang.t(Msg::BadVariant(&variant_error(lang, &e))))
}

/// Autocomplete for a variant option: presets, the typed id checked, completions of `+` combinations.
pub async fn autocomplete_variant(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices =
        variant_suggestions(partial, lang_of(ctx)).into_iter().map(|(n, v)| serenity::AutocompleteChoice::new(n, v));
    serenity::CreateAutocompleteResponse::new().set_choices(choices.collect())
}

impl LevelChoice {
    fn level(self) -> Level {
        match self {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Medium => Level::Medium,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

fn goes_first(choice: Option<FirstChoice>, default_me: bool, seed: u64) -> bool {
    match choice {
        None => default_me,
        Some(FirstChoice::Me) => true,
        Some(FirstChoice::Other) => false,
        Some(FirstChoice::Random) => seed.count_ones().is_multiple_of(2),
    }
}

/// Connect Four: challenge a friend or play the CPU
#[poise::command(
    slash_command,
    subcommands(
        "challenge",
        "vs_cpu",
        "resign",
        "board",
        "rules",
        "leaderboard",
        "stats",
        "hint_cmd",
        "pause_cmd",
        "review_cmd"
    ),
    subcommand_required,
    name_localized("es-ES", "conecta4"),
    name_localized("es-419", "conecta4"),
    description_localized("es-ES", "Conecta 4: desafía a alguien o juega contra la CPU"),
    description_localized("es-419", "Conecta 4: desafía a alguien o juega contra la CPU")
)]
pub async fn connect4(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge someone (or anyone, without an opponent) to a game
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "desafiar"),
    name_localized("es-419", "desafiar"),
    description_localized("es-ES", "Desafía a alguien (o a cualquiera, sin rival) a una partida"),
    description_localized("es-419", "Desafía a alguien (o a cualquiera, sin rival) a una partida")
)]
#[allow(clippy::too_many_arguments)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you challenge; leave empty for an open challenge"]
    #[name_localized("es-ES", "rival")]
    #[description_localized("es-ES", "A quién desafías; vacío para un desafío abierto")]
    opponent: Option<serenity::User>,
    #[description = "Rules: classic, popout, three-players, 8x7, popout+cylinder… (default classic)"]
    #[name_localized("es-ES", "variante")]
    #[description_localized(
        "es-ES",
        "Reglas: classic, popout, three-players, 8x7, popout+cylinder… (classic por defecto)"
    )]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
    #[description = "Time per turn (default: the server's)"]
    #[name_localized("es-ES", "tiempo")]
    #[description_localized("es-ES", "Tiempo por turno (por defecto, el del servidor)")]
    timer: Option<TimerChoice>,
    #[description = "Who moves first (default: you)"]
    #[name_localized("es-ES", "empieza")]
    #[description_localized("es-ES", "Quién empieza (por defecto, tú)")]
    first: Option<FirstChoice>,
    #[description = "Single game or a rated two-game match (default: the server's)"]
    #[name_localized("es-ES", "formato")]
    #[description_localized(
        "es-ES",
        "Partida suelta o duelo de dos partidas que puntúa (por defecto, el del servidor)"
    )]
    format: Option<FormatChoice>,
    #[description = "A chess clock for the whole game or match, instead of a turn timer"]
    #[name_localized("es-ES", "reloj")]
    #[description_localized(
        "es-ES",
        "Un reloj de ajedrez para toda la partida o el duelo, en vez de tiempo por turno"
    )]
    clock: Option<ClockChoice>,
    #[description = "Three players or two vs two: another player you invite"]
    #[rename = "player2"]
    #[name_localized("es-ES", "jugador2")]
    #[description_localized("es-ES", "Tres jugadores o dos contra dos: otro jugador al que invitas")]
    player2: Option<serenity::User>,
    #[description = "Two vs two: a third player you invite"]
    #[rename = "player3"]
    #[name_localized("es-ES", "jugador3")]
    #[description_localized("es-ES", "Dos contra dos: un tercer jugador al que invitas")]
    player3: Option<serenity::User>,
    #[description = "Three players or two vs two: the CPU level for seats nobody takes (default medium)"]
    #[rename = "cpu-level"]
    #[name_localized("es-ES", "nivel-cpu")]
    #[description_localized("es-ES", "Tres jugadores o dos contra dos: nivel de la CPU en los asientos libres")]
    cpu_level: Option<LevelChoice>,
) -> Result<(), Error> {
    let players = [opponent, player2, player3];
    let options = ChallengeOptions { variant, timer, first, format, clock, cpu_level };
    start_challenge(ctx, players, options).await
}

/// What a challenge asked for (unset options take the server's settings).
#[derive(Debug, Default, Clone)]
struct ChallengeOptions {
    variant: Option<String>,
    timer: Option<TimerChoice>,
    first: Option<FirstChoice>,
    format: Option<FormatChoice>,
    clock: Option<ClockChoice>,
    cpu_level: Option<LevelChoice>,
}

/// Challenge to Connect Four
#[poise::command(
    context_menu_command = "Challenge to Connect Four",
    guild_only,
    name_localized("es-ES", "Desafiar a Conecta 4"),
    name_localized("es-419", "Desafiar a Conecta 4")
)]
pub async fn challenge_user(ctx: Context<'_>, user: serenity::User) -> Result<(), Error> {
    start_challenge(ctx, [Some(user), None, None], ChallengeOptions::default()).await
}

async fn start_challenge(
    ctx: Context<'_>,
    players: [Option<serenity::User>; 3],
    options: ChallengeOptions,
) -> Result<(), Error> {
    let app = ctx.data();
    let lang = lang_of(ctx);
    let variant = match variant_of(options.variant.as_deref(), lang) {
        Ok(variant) => variant,
        Err(why) => return say_ephemeral(ctx, why).await,
    };
    let multi_seat = variant.seats() > 2;
    let mut invited: Vec<serenity::User> = Vec::new();
    for user in players.into_iter().flatten() {
        if !invited.iter().any(|u| u.id == user.id) {
            invited.push(user);
        }
    }
    if invited.len() >= variant.seats() {
        return say_ephemeral(ctx, lang.t(Msg::TooManyPlayers(variant.seats()))).await;
    }
    if multi_seat && (options.format == Some(FormatChoice::Match) || options.clock.is_some()) {
        return say_ephemeral(ctx, lang.t(Msg::MatchNeedsTwo)).await;
    }
    let games = &app.config.games;
    let author = ctx.author().id.get();
    let guild = ctx.guild_id().map(|g| g.get());
    let settings = app.settings_of(guild).await;
    if !settings.allows_channel(ctx.channel_id().get()) {
        return say_ephemeral(ctx, lang.t(Msg::ChannelNotAllowed)).await;
    }
    for target in &invited {
        if target.id.get() == author {
            return say_ephemeral(ctx, lang.t(Msg::SelfChallenge)).await;
        }
        if target.bot {
            return say_ephemeral(ctx, lang.t(Msg::BotOpponent)).await;
        }
        if app.live.has_pending_challenge_for(target.id.get()) {
            return say_ephemeral(ctx, lang.t(Msg::AlreadyChallenged(&format!("<@{}>", target.id)))).await;
        }
    }
    if let Some(last) = app.cooldowns.get(&author).map(|t| *t)
        && last.elapsed() < games.challenge_cooldown
    {
        let at = (now_ms() + (games.challenge_cooldown - last.elapsed()).as_millis() as i64) / 1000 + 1;
        return say_ephemeral(ctx, lang.t(Msg::Cooldown(at))).await;
    }
    let max_games = app.max_games_per_user(&settings);
    if games_elsewhere(ctx, author) >= max_games {
        return say_ephemeral(ctx, lang.t(Msg::UserCap(max_games))).await;
    }
    if guild.is_some_and(|g| app.live.games_in(g) >= games.max_games_per_server) {
        return say_ephemeral(ctx, lang.t(Msg::ServerCap)).await;
    }
    app.cooldowns.insert(author, std::time::Instant::now());
    let id = app.next_id();
    let timer_ms = options.timer.map_or(app.timer_ms(&settings), |t| t.duration().map(|d| d.as_millis() as u64));
    let format =
        if multi_seat { Format::Single } else { options.format.map_or(settings.default_format, FormatChoice::format) };
    let clock = options.clock.map(ClockChoice::clock);
    let rules = Rules {
        format,
        clock,
        // A clock replaces the turn timer.
        timer_ms: if clock.is_some() { None } else { timer_ms },
        rated: format == Format::Match || settings.rate_single_games,
        theme: settings.theme,
        hints: settings.hints,
        ..Rules::new(variant, None, app.timeout_action(&settings), lang)
    };
    let now = now_ms();
    let expires = now + games.challenge_expiry.as_millis() as i64;
    let first = goes_first(options.first, true, id);
    let channel = ctx.channel_id().get();
    let invited: Vec<u64> = invited.iter().map(|u| u.id.get()).collect();
    let session = if multi_seat {
        let fill = options.cpu_level.map_or(Level::Medium, LevelChoice::level);
        Session::lobby(id, guild, channel, author, invited, first, fill, rules, now, expires)
    } else {
        Session::challenge(id, guild, channel, author, invited.first().copied(), first, rules, now, expires)
    };
    start::from_command(app, ctx, session, is_moderator(member_permissions(ctx))).await
}

/// Play against the CPU (works in DMs too)
#[poise::command(
    slash_command,
    rename = "vs-cpu",
    name_localized("es-ES", "contra-cpu"),
    name_localized("es-419", "contra-cpu"),
    description_localized("es-ES", "Juega contra la CPU (también por mensaje directo)"),
    description_localized("es-419", "Juega contra la CPU (también por mensaje directo)")
)]
pub async fn vs_cpu(
    ctx: Context<'_>,
    #[description = "How strong the CPU plays (default medium)"]
    #[name_localized("es-ES", "nivel")]
    #[description_localized("es-ES", "Cuánto sabe la CPU (medio por defecto)")]
    level: Option<LevelChoice>,
    #[description = "Rules: classic, popout, three-players, 8x7, popout+cylinder… (default classic)"]
    #[name_localized("es-ES", "variante")]
    #[description_localized(
        "es-ES",
        "Reglas: classic, popout, three-players, 8x7, popout+cylinder… (classic por defecto)"
    )]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
    #[description = "Who moves first (default: you)"]
    #[name_localized("es-ES", "empieza")]
    #[description_localized("es-ES", "Quién empieza (por defecto, tú)")]
    first: Option<CpuFirstChoice>,
) -> Result<(), Error> {
    let app = ctx.data();
    let lang = lang_of(ctx);
    let variant = match variant_of(variant.as_deref(), lang) {
        Ok(variant) => variant,
        Err(why) => return say_ephemeral(ctx, why).await,
    };
    let author = ctx.author().id.get();
    let guild = ctx.guild_id().map(|g| g.get());
    let settings = app.settings_of(guild).await;
    if !settings.allows_channel(ctx.channel_id().get()) {
        return say_ephemeral(ctx, lang.t(Msg::ChannelNotAllowed)).await;
    }
    let max_games = app.max_games_per_user(&settings);
    if games_elsewhere(ctx, author) >= max_games {
        return say_ephemeral(ctx, lang.t(Msg::UserCap(max_games))).await;
    }
    let level = level.unwrap_or(LevelChoice::Medium).level();
    let id = app.next_id();
    let rules = Rules {
        theme: settings.theme,
        hints: settings.hints,
        ..Rules::new(variant, None, app.timeout_action(&settings), lang)
    };
    let session = Session::vs_cpu(
        id,
        guild,
        ctx.channel_id().get(),
        author,
        level,
        goes_first(first.map(FirstChoice::from), true, id),
        rules,
        now_ms(),
    );
    start::from_command(app, ctx, session, is_moderator(member_permissions(ctx))).await
}

/// Resign the game you are playing in this channel
#[poise::command(
    slash_command,
    name_localized("es-ES", "rendirse"),
    name_localized("es-419", "rendirse"),
    description_localized("es-ES", "Ríndete en la partida que juegas en este canal"),
    description_localized("es-419", "Ríndete en la partida que juegas en este canal")
)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "In a match: resign the whole match, not only this game"]
    #[rename = "whole-match"]
    #[name_localized("es-ES", "duelo-entero")]
    #[description_localized("es-ES", "En un duelo: abandona el duelo entero, no solo esta partida")]
    whole_match: Option<bool>,
) -> Result<(), Error> {
    let app = ctx.data();
    let lang = lang_of(ctx);
    let Some(slot) = app.live.get(ctx.channel_id().get()) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let mut session = slot.session.lock().await;
    let (user, now) = (ctx.author().id.get(), now_ms());
    let resigned = if whole_match == Some(true) { session.resign_match(user, now) } else { session.resign(user, now) };
    if let Err(refusal) = resigned {
        // Whatever else stops a resignation, the game on the board is no longer one to resign.
        let refusal = if refusal == Refusal::NotInGame { refusal } else { Refusal::GameOver };
        return say_ephemeral(ctx, lang.t(refusal.into())).await;
    }
    app.persist(&slot, &mut session).await;
    app.publish(&slot, &mut session).await;
    ctx.send(discord::reply(&View { ephemeral: false, ..session_view(&session, app.notes(&session)) })).await?;
    Ok(())
}

/// Post this channel's board again (below the conversation)
#[poise::command(
    slash_command,
    name_localized("es-ES", "tablero"),
    name_localized("es-419", "tablero"),
    description_localized("es-ES", "Vuelve a publicar el tablero de este canal"),
    description_localized("es-419", "Vuelve a publicar el tablero de este canal")
)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let app = ctx.data();
    let lang = lang_of(ctx);
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let mut session = slot.session.lock().await;
    let handle = ctx.send(discord::reply(&session_view(&session, app.notes(&session)))).await?;
    if let poise::Context::Application(a) = ctx {
        slot.remember_token(&a.interaction.token);
    }
    let message = handle.message().await?;
    session.message_id = Some(message.id.get());
    session.board_posted_at = now_ms();
    app.persist(&slot, &mut session).await;
    Ok(())
}

/// How to play (a variant's rules)
#[poise::command(
    slash_command,
    name_localized("es-ES", "reglas"),
    name_localized("es-419", "reglas"),
    description_localized("es-ES", "Cómo se juega (las reglas de una variante)"),
    description_localized("es-419", "Cómo se juega (las reglas de una variante)")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which rules (default classic)"]
    #[name_localized("es-ES", "variante")]
    #[description_localized("es-ES", "Qué reglas (classic por defecto)")]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    let lang = lang_of(ctx);
    let text = match variant_of(variant.as_deref(), lang) {
        Ok(variant) => crate::render::rules_text(lang, &variant),
        Err(why) => why,
    };
    say_ephemeral(ctx, text).await
}

/// Moderation of Connect Four games
#[poise::command(
    slash_command,
    rename = "connect4-admin",
    guild_only,
    subcommands("settings", "abort", "reset_leaderboard"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD",
    name_localized("es-ES", "conecta4-admin"),
    name_localized("es-419", "conecta4-admin"),
    description_localized("es-ES", "Moderación de las partidas de Conecta 4"),
    description_localized("es-419", "Moderación de las partidas de Conecta 4")
)]
pub async fn connect4_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// End this channel's game, unscored (Manage Server or Manage Messages)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("es-ES", "anular"),
    name_localized("es-419", "anular"),
    description_localized("es-ES", "Termina la partida de este canal, sin puntuar"),
    description_localized("es-419", "Termina la partida de este canal, sin puntuar")
)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let app = ctx.data();
    let lang = lang_of(ctx);
    if !is_moderator(member_permissions(ctx)) {
        return say_ephemeral(ctx, lang.t(Msg::NeedModerator)).await;
    }
    let Some(slot) = app.live.get(ctx.channel_id().get()).filter(|s| s.with_info(|i| i.active)) else {
        return say_ephemeral(ctx, lang.t(Msg::NoGameHere)).await;
    };
    let mut session = slot.session.lock().await;
    session.finish(GameResult::Abandoned, EndReason::Aborted, now_ms());
    app.persist(&slot, &mut session).await;
    app.publish(&slot, &mut session).await;
    tracing::info!(game = session.id, by = ctx.author().id.get(), "game aborted by a moderator");
    say_ephemeral(ctx, lang.t(Msg::Aborted)).await
}

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![connect4(), connect4_admin(), challenge_user()]
}
