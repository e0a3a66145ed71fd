//! English and Spanish texts, chosen from a Discord locale.

use crate::engine::{MAX_CONNECT, MAX_SIZE, MIN_CONNECT, MIN_SIZE, VariantError};
use crate::game::{Lang, Refusal};

impl Lang {
    /// The English or the Spanish text, by this language.
    pub(crate) fn pick(self, en: String, es: String) -> String {
        match self {
            Lang::En => en,
            Lang::Es => es,
        }
    }

    /// The text of `msg` in this language.
    pub fn t(self, msg: Msg<'_>) -> String {
        use Msg::*;
        let (en, es) = match msg {
            NotInGame => ("You are not playing in this game.".into(), "No juegas en esta partida.".into()),
            NotYourTurn => ("It is not your turn.".into(), "No es tu turno.".into()),
            ColumnFull => {
                ("That column is full: pick another one.".into(), "Esa columna está llena: elige otra.".into())
            }
            IllegalPop => (
                "You can only pop one of your own pieces from the bottom row.".into(),
                "Solo puedes sacar una ficha tuya de la fila de abajo.".into(),
            ),
            Outdated => (
                "This board is outdated: use the latest board.".into(),
                "Este tablero está desactualizado: usa el más reciente.".into(),
            ),
            GameOver => ("This game is over.".into(), "Esta partida ha terminado.".into()),
            OwnChallenge => {
                ("You cannot accept your own challenge.".into(), "No puedes aceptar tu propio desafío.".into())
            }
            NotYourChallenge => {
                ("This challenge is for someone else.".into(), "Este desafío es para otra persona.".into())
            }
            NotAChallenge => ("This challenge was already answered.".into(), "Este desafío ya tiene respuesta.".into()),
            SeatReclaimed => (
                "Welcome back: the CPU no longer plays for you.".into(),
                "Has vuelto: la CPU ya no juega por ti.".into(),
            ),
            BadButton => ("This button is not valid.".into(), "Este botón no es válido.".into()),
            NoGame => ("There is no game on this board any more.".into(), "Este tablero ya no tiene partida.".into()),
            ShardMoving => (
                "This server's games are being handed over to another instance of the bot: try again in a few \
                 seconds."
                    .into(),
                "Las partidas de este servidor están pasando a otra instancia del bot: vuelve a intentarlo en unos \
                 segundos."
                    .into(),
            ),
            DatabaseAway => (
                "The bot cannot reach its database right now: nothing was played. Try again in a few seconds.".into(),
                "El bot no puede acceder a su base de datos ahora: no se ha jugado nada. Vuelve a intentarlo en unos \
                 segundos."
                    .into(),
            ),
            NoGameHere => ("There is no game in this channel.".into(), "No hay ninguna partida en este canal.".into()),
            AssistBusy(1) => (
                "Your previous hint or review is still being worked out: wait for it.".into(),
                "Tu pista o revisión anterior aún se está calculando: espérala.".into(),
            ),
            AssistBusy(n) => (
                format!("You already have {n} hints or reviews being worked out, the most allowed: wait for one."),
                format!("Ya tienes {n} pistas o revisiones calculándose, el máximo permitido: espera a alguna."),
            ),
            AssistsFull => (
                "Many hints and reviews are being worked out right now: try again in a minute.".into(),
                "Se están calculando muchas pistas y revisiones ahora mismo: vuelve a intentarlo en un minuto.".into(),
            ),
            Busy => (
                "The board is busy: try again in a moment.".into(),
                "El tablero está ocupado: inténtalo enseguida.".into(),
            ),
            Internal => {
                ("Something went wrong; nothing was changed.".into(), "Algo falló; no se ha cambiado nada.".into())
            }
            SelfChallenge => ("You cannot challenge yourself.".into(), "No puedes desafiarte a ti mismo.".into()),
            BotOpponent => (
                "Bots cannot play: use /connect4 vs-cpu to play the CPU.".into(),
                "Los bots no juegan: usa /connect4 vs-cpu para jugar contra la CPU.".into(),
            ),
            AlreadyChallenged(who) => {
                (format!("{who} already has a pending challenge."), format!("{who} ya tiene un desafío pendiente."))
            }
            Cooldown(at) => (
                format!("Slow down: you can challenge again <t:{at}:R>."),
                format!("Más despacio: podrás desafiar de nuevo <t:{at}:R>."),
            ),
            UserCap(n) => (format!("You already have {n} games running."), format!("Ya tienes {n} partidas en curso.")),
            CpuCooldown(at) => (
                format!("Slow down: you can start another game against the CPU <t:{at}:R>."),
                format!("Más despacio: podrás empezar otra partida contra la CPU <t:{at}:R>."),
            ),
            ServerCap(n) => (
                format!("This server already has {n} games running, the most it allows: try again when one ends."),
                format!(
                    "Este servidor ya tiene {n} partidas en curso, el máximo que permite: inténtalo cuando termine una."
                ),
            ),
            ServerCpuCap(n) => (
                format!(
                    "This server already has {n} games against the CPU running, the most it allows: try again when \
                     one ends."
                ),
                format!(
                    "Este servidor ya tiene {n} partidas contra la CPU en curso, el máximo que permite: inténtalo \
                     cuando termine una."
                ),
            ),
            ChannelBusy => (
                "This channel is busy: start your game in a thread.".into(),
                "Este canal está ocupado: empieza tu partida en un hilo.".into(),
            ),
            ConfirmReplace => (
                "A game is already running in this channel. Abandon it (unscored) and start yours?".into(),
                "Ya hay una partida en este canal. ¿Abandonarla (sin puntuar) y empezar la tuya?".into(),
            ),
            Kept => ("The current game goes on.".into(), "La partida actual continúa.".into()),
            Aborted => ("The game was abandoned (not scored).".into(), "La partida se abandonó (sin puntuar).".into()),
            NeedModerator => (
                "You need the Manage Server or Manage Messages permission.".into(),
                "Necesitas el permiso Gestionar servidor o Gestionar mensajes.".into(),
            ),
            BadVariant(reason) => (
                format!("{reason} Try `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…"),
                format!("{reason} Prueba `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…"),
            ),
            MatchNeedsTwo => (
                "Matches and chess clocks are for two players: games of three or four are single games with a turn \
                 timer."
                    .into(),
                "Los duelos y el reloj de ajedrez son para dos: las partidas de tres o cuatro son sueltas, con tiempo \
                 por turno."
                    .into(),
            ),
            TooManyPlayers(seats) => (
                format!("This variant seats {seats}: you and at most {} invited.", seats - 1),
                format!("Esta variante es para {seats}: tú y como mucho {} invitados.", seats - 1),
            ),
            TwoSeatsOnly => (
                "Reviews and hints are for two-player games.".into(),
                "Las revisiones y las pistas son para partidas de dos.".into(),
            ),
            Resigned => ("You resigned from this game.".into(), "Te rendiste en esta partida.".into()),
            AlreadySeated => {
                ("You already have a seat in this game.".into(), "Ya tienes asiento en esta partida.".into())
            }
            GameFull => ("This game is full.".into(), "Esta partida está completa.".into()),
            SeatsReserved => (
                "The seats left are kept for the players who were invited.".into(),
                "Los asientos que quedan son para los jugadores invitados.".into(),
            ),
            NotCreator => (
                "Only the player who opened the game can start it.".into(),
                "Solo quien abrió la partida puede empezarla.".into(),
            ),
            Join => ("Join".into(), "Unirse".into()),
            Start => ("Start (CPU fills empty seats)".into(), "Empezar (la CPU ocupa los huecos)".into()),
            Leave => ("Leave / cancel".into(), "Salir / cancelar".into()),
            Joined => (
                "You have a seat: the game starts when every seat is taken.".into(),
                "Tienes asiento: la partida empieza cuando estén todos.".into(),
            ),
            BadOption(what) => (format!("Invalid option: {what}."), format!("Opción no válida: {what}.")),
            GuildOnly => (
                "This command only works in a server channel.".into(),
                "Este comando solo funciona en un canal de un servidor.".into(),
            ),
            MissingPermissions => (
                "I lack View Channel, Send Messages or Embed Links here: the game works, but timeouts only show \
                 on the next click. Ask a moderator to grant them."
                    .into(),
                "Me faltan los permisos Ver canal, Enviar mensajes o Insertar enlaces aquí: la partida funciona, \
                 pero los tiempos agotados solo se verán en el siguiente clic. Pide a un moderador que los conceda."
                    .into(),
            ),
            ThreadBoardRefused => (
                "I could not post the board in the game's thread (I need Send Messages in Threads there), so no \
                 game was started. Ask a moderator to grant it, or to turn threads off."
                    .into(),
                "No pude publicar el tablero en el hilo de la partida (necesito Enviar mensajes en hilos), así que \
                 no se empezó ninguna partida. Pide a un moderador que lo conceda o que desactive los hilos."
                    .into(),
            ),
            NotSaved => (
                "⚠️ Progress is not being saved right now: this game may be lost if the bot restarts.".into(),
                "⚠️ Ahora mismo no se guarda el progreso: esta partida podría perderse si el bot se reinicia.".into(),
            ),
            Reposted => {
                ("This board moved to a new message below.".into(), "Este tablero sigue en un mensaje nuevo.".into())
            }
            Accept => ("Accept".into(), "Aceptar".into()),
            Decline => ("Decline".into(), "Rechazar".into()),
            Resign => ("Resign".into(), "Rendirse".into()),
            Rematch => ("Rematch".into(), "Revancha".into()),
            Confirm => ("Confirm".into(), "Confirmar".into()),
            Cancel => ("Cancel".into(), "Cancelar".into()),
            YourTurn(user) => (format!("<@{user}>, your turn."), format!("<@{user}>, te toca.")),
            OutOfTime => (
                "Your clock has run out: the game is over.".into(),
                "Se te acabó el reloj: la partida ha terminado.".into(),
            ),
            AlreadyReady => ("You are already ready.".into(), "Ya estás listo.".into()),
            Ready => ("Ready for the next game".into(), "Listo para la siguiente".into()),
            ResignMatch => ("Resign match".into(), "Abandonar el duelo".into()),
            GameInThread(thread) => {
                (format!("The game is on in <#{thread}>."), format!("La partida se juega en <#{thread}>."))
            }
            NeedManager => {
                ("You need the Manage Server permission.".into(), "Necesitas el permiso Gestionar servidor.".into())
            }
            ChannelNotAllowed => (
                "Games are not allowed in this channel on this server.".into(),
                "En este servidor no se puede jugar en este canal.".into(),
            ),
            Paused => (
                "The game is paused: press Continue first.".into(),
                "La partida está en pausa: pulsa Continuar primero.".into(),
            ),
            AlreadyPaused => ("The game is already paused.".into(), "La partida ya está en pausa.".into()),
            PausedNow => (
                "⏸️ The game is paused. Press Continue on the board to play on.".into(),
                "⏸️ La partida está en pausa. Pulsa Continuar en el tablero para seguir.".into(),
            ),
            NotPaused => ("The game is not paused.".into(), "La partida no está en pausa.".into()),
            PauseAlreadyAsked => (
                "You asked for the pause: the other player answers.".into(),
                "Tú pediste la pausa: responde el otro jugador.".into(),
            ),
            NoPauseAsked => {
                ("No pause is waiting for an answer.".into(), "No hay ninguna pausa esperando respuesta.".into())
            }
            PauseRequest(asker, other) => (
                format!("⏸️ <@{asker}> asks to pause the game. <@{other}>, do you agree? The clocks run until you do."),
                format!(
                    "⏸️ <@{asker}> pide pausar la partida. <@{other}>, ¿estás de acuerdo? Los relojes siguen hasta que \
                     aceptes."
                ),
            ),
            PauseAgreed(other) => (
                format!("⏸️ <@{other}> agreed: the game is paused."),
                format!("⏸️ <@{other}> aceptó: la partida está en pausa."),
            ),
            PauseRefused(other) => (
                format!("▶️ <@{other}> refused the pause: play on."),
                format!("▶️ <@{other}> rechazó la pausa: seguid jugando."),
            ),
            PauseButton => ("Pause".into(), "Pausa".into()),
            ContinueButton => ("Continue".into(), "Continuar".into()),
            HintButton => ("💡 Hint".into(), "💡 Pista".into()),
            ReviewButton => ("Review".into(), "Revisar".into()),
            HintsOffRated => (
                "Hints are off in rated games and matches.".into(),
                "No hay pistas en las partidas que puntúan ni en los duelos.".into(),
            ),
            HintsOffServer => (
                "Hints are turned off on this server.".into(),
                "Las pistas están desactivadas en este servidor.".into(),
            ),
            NotOverYet => (
                "A game can be reviewed once it is over.".into(),
                "Una partida se puede revisar cuando termina.".into(),
            ),
            NoSuchGame => (
                "I found no finished game of yours to review. Give the code shown under a final board.".into(),
                "No encuentro ninguna partida tuya terminada. Indica el código que aparece bajo un tablero final."
                    .into(),
            ),
            NothingToReview => {
                ("That game has no moves to review.".into(), "Esa partida no tiene jugadas que revisar.".into())
            }
            ReplayButton => ("Replay".into(), "Repetición".into()),
            ReplayCaption(code) => (format!("Replay of game {code}"), format!("Repetición de la partida {code}")),
            ReplayLink(link) => (
                format!("This game's replay is here: {link}"),
                format!("La repetición de esta partida está aquí: {link}"),
            ),
            ReplayBusy => (
                "The replay is being posted: look again in a moment.".into(),
                "La repetición se está publicando: vuelve a mirar en un momento.".into(),
            ),
            ReplayNoFiles => (
                "I cannot post the replay here: I lack the Attach Files permission in this channel.".into(),
                "No puedo publicar la repetición aquí: me falta el permiso Adjuntar archivos en este canal.".into(),
            ),
            ChartNoRatedGames => (
                "No rating chart yet: no rated game in this variant on this server since its leaderboard began.".into(),
                "Aún no hay gráfico de puntuación: ninguna partida puntuada en esta variante en este servidor desde \
                 que empezó su clasificación."
                    .into(),
            ),
            ChartNoFiles => (
                "No rating chart here: I lack the Attach Files permission in this channel.".into(),
                "Aquí no hay gráfico de puntuación: me falta el permiso Adjuntar archivos en este canal.".into(),
            ),
            ChartTooLarge => (
                "No rating chart here: it is larger than the files this channel accepts.".into(),
                "Aquí no hay gráfico de puntuación: pesa más de lo que este canal acepta.".into(),
            ),
            ChartFailed => (
                "The rating chart could not be drawn this time.".into(),
                "Esta vez no se pudo dibujar el gráfico de puntuación.".into(),
            ),
            ChartRatingLegend => ("Rating (band: ±2 RD)".into(), "Puntuación (banda: ±2 DR)".into()),
            ChartGamesLegend => ("Games per month".into(), "Partidas por mes".into()),
            ChartAlt { from, to, games, first, last } => (
                format!("Rating chart: {from} to {to} over {games} games, {first} to {last}."),
                format!("Gráfico de puntuación: de {from} a {to} en {games} partidas, de {first} a {last}."),
            ),
            ReplayTooLarge => (
                "This replay is larger than the files this channel accepts.".into(),
                "Esta repetición pesa más de lo que este canal acepta.".into(),
            ),
            ReplayNotOver => (
                "A game can be replayed once it is over.".into(),
                "Una partida se puede repetir cuando termina.".into(),
            ),
            ReplayNoSuchGame => (
                "I found no finished game of yours to replay. Give the code shown under a final board.".into(),
                "No encuentro ninguna partida tuya terminada. Indica el código que aparece bajo un tablero final."
                    .into(),
            ),
            PuzzleOver => (
                "This puzzle is over: press Next for another.".into(),
                "Este problema ha terminado: pulsa Siguiente para otro.".into(),
            ),
            PuzzleNoneLeft => (
                "You have met every puzzle there is for now: well done! New ones come from this server's games.".into(),
                "Ya has visto todos los problemas que hay por ahora: ¡bien hecho! Llegarán más de las partidas de \
                 este servidor."
                    .into(),
            ),
            PuzzleNotYours => (
                "This puzzle is someone else's: `/connect4 puzzle play` gives you your own.".into(),
                "Este problema es de otra persona: `/conecta4 problema jugar` te da uno propio.".into(),
            ),
            DailyOnce => (
                "You have had your try at this daily puzzle: one each, and the first counts.".into(),
                "Ya has hecho tu intento con este problema diario: uno por persona, y cuenta el primero.".into(),
            ),
            DailyGone => (
                "This daily puzzle's day is over: a new one is posted every day.".into(),
                "El día de este problema diario ha pasado: cada día se publica uno nuevo.".into(),
            ),
            NothingToReplay => {
                ("That game has no moves to replay.".into(), "Esa partida no tiene jugadas que repetir.".into())
            }
        };
        self.pick(en, es)
    }
}

/// Why a variant id was refused, in `lang`.
pub fn variant_error(lang: Lang, error: &VariantError) -> String {
    use VariantError::*;
    let (min, max, kmin, kmax) = (MIN_SIZE, MAX_SIZE, MIN_CONNECT, MAX_CONNECT);
    let (en, es) = match error {
        Unknown(word) => (format!("Unknown variant `{word}`."), format!("Variante desconocida: `{word}`.")),
        SizeTwice(word) => (
            format!("The board size is given twice (`{word}`)."),
            format!("El tamaño del tablero aparece dos veces (`{word}`)."),
        ),
        Repeated(word) => (format!("`{word}` is given twice."), format!("`{word}` aparece dos veces.")),
        OutOfRange { width, height, connect } => (
            format!(
                "A {width}×{height} board with lines of {connect} is out of range: width and height {min}–{max}, \
                 lines of {kmin}–{kmax} that fit the board."
            ),
            format!(
                "Un tablero de {width}×{height} con líneas de {connect} no es válido: ancho y alto {min}–{max}, \
                 líneas de {kmin}–{kmax} que quepan."
            ),
        ),
        Incompatible(a, b) => {
            (format!("`{a}` and `{b}` cannot be combined."), format!("`{a}` y `{b}` no se pueden combinar."))
        }
        Empty => ("The variant is empty.".into(), "La variante está vacía.".into()),
    };
    lang.pick(en, es)
}

/// Every user-facing message outside the board itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Msg<'a> {
    NotInGame,
    NotYourTurn,
    ColumnFull,
    IllegalPop,
    Outdated,
    GameOver,
    OwnChallenge,
    NotYourChallenge,
    NotAChallenge,
    SeatReclaimed,
    BadButton,
    NoGame,
    /// The process does not (or no longer) hold the lease of the server's shard.
    ShardMoving,
    /// This process held the server's shard and cannot reach the database to keep it.
    DatabaseAway,
    NoGameHere,
    /// The caller has this many hints or reviews under way already, their limit.
    AssistBusy(usize),
    AssistsFull,
    Busy,
    Internal,
    SelfChallenge,
    BotOpponent,
    AlreadyChallenged(&'a str),
    Cooldown(i64),
    /// When (Unix seconds) the caller may start another game against the CPU.
    CpuCooldown(i64),
    UserCap(usize),
    /// The server's limit of games, reached.
    ServerCap(usize),
    /// The server's limit of games with a CPU seat, reached.
    ServerCpuCap(usize),
    ChannelBusy,
    ConfirmReplace,
    Kept,
    Aborted,
    NeedModerator,
    /// Why a variant id was refused (already in the caller's language).
    BadVariant(&'a str),
    MatchNeedsTwo,
    /// The variant's number of seats.
    TooManyPlayers(usize),
    TwoSeatsOnly,
    Resigned,
    AlreadySeated,
    GameFull,
    SeatsReserved,
    NotCreator,
    Join,
    Start,
    Leave,
    Joined,
    BadOption(&'a str),
    GuildOnly,
    MissingPermissions,
    /// The board of a game that opens its own thread could not be posted there.
    ThreadBoardRefused,
    NotSaved,
    Reposted,
    Accept,
    Decline,
    Resign,
    Rematch,
    Confirm,
    Cancel,
    YourTurn(u64),
    OutOfTime,
    AlreadyReady,
    Ready,
    ResignMatch,
    ChannelNotAllowed,
    NeedManager,
    GameInThread(u64),
    Paused,
    AlreadyPaused,
    PausedNow,
    NotPaused,
    PauseAlreadyAsked,
    NoPauseAsked,
    /// Who asks, who is asked.
    PauseRequest(u64, u64),
    /// Who agreed.
    PauseAgreed(u64),
    /// Who refused.
    PauseRefused(u64),
    PauseButton,
    ContinueButton,
    HintButton,
    ReviewButton,
    HintsOffRated,
    HintsOffServer,
    NotOverYet,
    NoSuchGame,
    NothingToReview,
    ReplayButton,
    /// The game's code.
    ReplayCaption(&'a str),
    /// A link to the message that shows the replay.
    ReplayLink(&'a str),
    ReplayBusy,
    ReplayNoFiles,
    ReplayTooLarge,
    ChartNoRatedGames,
    ChartNoFiles,
    ChartTooLarge,
    ChartFailed,
    ChartRatingLegend,
    ChartGamesLegend,
    /// The chart's alt text: the first and last ratings, the games, the first and last months (`YYYY-MM`).
    ChartAlt {
        from: i64,
        to: i64,
        games: usize,
        first: &'a str,
        last: &'a str,
    },
    ReplayNotOver,
    ReplayNoSuchGame,
    NothingToReplay,
    PuzzleOver,
    PuzzleNoneLeft,
    PuzzleNotYours,
    DailyOnce,
    DailyGone,
}

impl From<Refusal> for Msg<'static> {
    /// The message that explains a refused action to the user.
    fn from(refusal: Refusal) -> Msg<'static> {
        match refusal {
            Refusal::NotInGame => Msg::NotInGame,
            Refusal::NotYourTurn => Msg::NotYourTurn,
            Refusal::ColumnFull => Msg::ColumnFull,
            Refusal::IllegalPop => Msg::IllegalPop,
            Refusal::Outdated => Msg::Outdated,
            Refusal::GameOver => Msg::GameOver,
            Refusal::OwnChallenge => Msg::OwnChallenge,
            Refusal::NotYourChallenge => Msg::NotYourChallenge,
            Refusal::NotAChallenge => Msg::NotAChallenge,
            Refusal::SeatReclaimed => Msg::SeatReclaimed,
            Refusal::OutOfTime => Msg::OutOfTime,
            Refusal::AlreadyReady => Msg::AlreadyReady,
            Refusal::Paused => Msg::Paused,
            Refusal::AlreadyPaused => Msg::AlreadyPaused,
            Refusal::NotPaused => Msg::NotPaused,
            Refusal::PauseAlreadyAsked => Msg::PauseAlreadyAsked,
            Refusal::NoPauseAsked => Msg::NoPauseAsked,
            Refusal::Resigned => Msg::Resigned,
            Refusal::AlreadySeated => Msg::AlreadySeated,
            Refusal::GameFull => Msg::GameFull,
            Refusal::SeatsReserved => Msg::SeatsReserved,
            Refusal::NotCreator => Msg::NotCreator,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_the_language() {
        assert_eq!(Lang::from_locale("es-ES"), Lang::Es);
        assert_eq!(Lang::from_locale("es-419"), Lang::Es);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("fr"), Lang::En);
        assert_eq!(Lang::Es.t(Msg::NotYourTurn), "No es tu turno.");
        assert_eq!(Lang::En.t(Msg::Cooldown(5)), "Slow down: you can challenge again <t:5:R>.");
    }

    #[test]
    fn limits_say_which_limit_was_reached() {
        assert_eq!(
            Lang::Es.t(Msg::CpuCooldown(1_800_000_000)),
            "Más despacio: podrás empezar otra partida contra la CPU <t:1800000000:R>."
        );
        assert_eq!(
            Lang::En.t(Msg::ServerCpuCap(2)),
            "This server already has 2 games against the CPU running, the most it allows: try again when one ends."
        );
        assert!(Lang::Es.t(Msg::ServerCap(100)).starts_with("Este servidor ya tiene 100 partidas en curso"));
        assert_eq!(
            Lang::En.t(Msg::AssistBusy(1)),
            "Your previous hint or review is still being worked out: wait for it."
        );
        assert_eq!(
            Lang::En.t(Msg::AssistBusy(3)),
            "You already have 3 hints or reviews being worked out, the most allowed: wait for one."
        );
    }

    #[test]
    fn a_size_refusal_reads_as_one_sentence_in_each_language() {
        let error = "12x3".parse::<crate::engine::Variant>().expect_err("a board out of range");
        for lang in [Lang::En, Lang::Es] {
            let text = variant_error(lang, &error);
            assert!(!text.contains("  "), "no run of spaces: {text:?}");
        }
        assert!(variant_error(Lang::En, &error).contains("4–10, lines of"), "{}", variant_error(Lang::En, &error));
    }
}
