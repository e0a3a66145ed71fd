# Answers, refusals and buttons outside the board itself (render/i18n.rs `Msg`).
#
# $command, where a text tells the reader to run a command: the command as the code writes it, a mention Discord
# shows clickable in the reader's language (`</connect4 vs-cpu:…>`), or its path. Never write a command's path.

not-in-game = You are not playing in this game.
not-your-turn = It is not your turn.
column-full = That column is full: pick another one.
illegal-pop = You can only pop one of your own pieces from the bottom row.
outdated = This board is outdated: use the latest board.
game-over = This game is over.
own-challenge = You cannot accept your own challenge.
not-your-challenge = This challenge is for someone else.
not-a-challenge = This challenge was already answered.
seat-reclaimed = Welcome back: the CPU no longer plays for you.
bad-button = This button is not valid.
no-game = There is no game on this board any more.
shard-moving = This server's games are being handed over to another instance of the bot: try again in a few seconds.
database-away = The bot cannot reach its database right now: nothing was played. Try again in a few seconds.
database-away-unchanged = The bot cannot reach its database right now: nothing was changed. Try again in a few seconds.
restarted = The bot restarted before this was done: nothing was changed. Try again in a moment.
no-game-here = There is no game in this channel.
assist-busy =
    { $n ->
        [one] Your previous hint, review or puzzle move is still being worked out: wait for it.
       *[other] You already have { $n } hints, reviews or puzzle moves being worked out, the most allowed: wait for one.
    }
assists-full = Many hints, reviews and puzzle moves are being worked out right now: try again in a minute.
busy = The board is busy: try again in a moment.
internal = Something went wrong; nothing was changed.
self-challenge = You cannot challenge yourself.
bot-opponent = Bots cannot play: use { $command } to play the CPU.
already-challenged = { $who } already has a pending challenge.
cooldown = Slow down: you can challenge again <t:{ $at }:R>.
user-cap =
    { $n ->
        [one] You already have { $n } game running.
       *[other] You already have { $n } games running.
    }
cpu-cooldown = Slow down: you can start another game against the CPU <t:{ $at }:R>.
server-cap =
    { $n ->
        [one] This server already has { $n } game running, the most it allows: try again when it ends.
       *[other] This server already has { $n } games running, the most it allows: try again when one ends.
    }
server-cpu-cap =
    { $n ->
        [one] This server already has { $n } game against the CPU running, the most it allows: try again when it ends.
       *[other] This server already has { $n } games against the CPU running, the most it allows: try again when one ends.
    }
channel-busy = This channel is busy: start your game in a thread.
confirm-replace = A game is already running in this channel. Abandon it (unscored) and start yours?
kept = The current game goes on.
aborted = The game was abandoned (not scored).
need-moderator = You need the Manage Server or Manage Messages permission.
bad-variant = { $reason } Try `classic`, `popout`, `five-in-a-row`, `8x7`, `popout+cylinder`…
match-needs-two = Matches and chess clocks are for two players: games of three or four are single games with a turn timer.
too-many-players = This variant seats { $seats }: you and at most { $invited } invited.
two-seats-only = Reviews and hints are for two-player games.
resigned = You resigned from this game.
already-seated = You already have a seat in this game.
game-full = This game is full.
seats-reserved = The seats left are kept for the players who were invited.
not-creator = Only the player who opened the game can start it.
join = Join
start = Start (CPU fills empty seats)
leave = Leave / cancel
joined = You have a seat: the game starts when every seat is taken.
bad-option = Invalid option: { $what }.
guild-only = This command only works in a server channel.
challenge-in-bot-dm = Nobody else sees this DM: challenge people in a server or a group chat, or play me here with { $command }.
leaderboard-in-bot-dm = Leaderboards belong to a server or a group chat. Here, { $command } shows your games everywhere.
missing-permissions = I lack View Channel, Send Messages or Embed Links here: the game works, but timeouts only show on the next click. Ask a moderator to grant them.
thread-board-refused = I could not post the board in the game's thread (I need Send Messages in Threads there), so no game was started. Ask a moderator to grant it, or to turn threads off.
not-saved = ⚠️ Progress is not being saved right now: this game may be lost if the bot restarts.
reposted = This board moved to a new message below.
accept = Accept
decline = Decline
resign = Resign
rematch = Rematch
confirm = Confirm
cancel = Cancel
your-turn = <@{ $user }>, your turn.
out-of-time = Your clock has run out: the game is over.
already-ready = You are already ready.
ready = Ready for the next game
resign-match = Resign match
game-in-thread = The game is on in <#{ $thread }>.
need-manager = You need the Manage Server permission.
channel-not-allowed = Games are not allowed in this channel on this server.
paused = The game is paused: press Continue first.
already-paused = The game is already paused.
paused-now = ⏸️ The game is paused. Press Continue on the board to play on.
not-paused = The game is not paused.
pause-already-asked = You asked for the pause: the other player answers.
no-pause-asked = No pause is waiting for an answer.
pause-request = ⏸️ <@{ $asker }> asks to pause the game. <@{ $other }>, do you agree? The clocks run until you do.
pause-agreed = ⏸️ <@{ $other }> agreed: the game is paused.
pause-refused = ▶️ <@{ $other }> refused the pause: play on.
pause-button = Pause
continue-button = Continue
hint-button = 💡 Hint
review-button = Review
hints-off-rated = Hints are off in rated games and matches.
hints-off-server = Hints are turned off on this server.
not-over-yet = A game can be reviewed once it is over.
no-such-game = I found no finished game of yours to review. Give the code shown under a final board.
nothing-to-review = That game has no moves to review.
replay-button = Replay
replay-caption = Replay of game { $code }
replay-link = This game's replay is here: { $link }
replay-busy = The replay is being posted: look again in a moment.
replay-no-files = I cannot post the replay here: I lack the Attach Files permission in this channel.
replay-private-place = This game was played in a private place: its replay can be posted there only.
replay-cooldown = Slow down: you can post another replay <t:{ $at }:R>.
chart-no-rated-games = No rating chart yet: no rated game in this variant on this server since its leaderboard began.
chart-no-files = No rating chart here: I lack the Attach Files permission in this channel.
chart-too-large = No rating chart here: it is larger than the files this channel accepts.
chart-failed = The rating chart could not be drawn this time.
chart-cooldown = No new rating chart yet: you can have another drawn <t:{ $at }:R>.
# The chart's two legends (this one and the next) are drawn in the 8×8 bitmap font of the replays: Latin-1 characters only.
chart-rating-legend = Rating (band: ±2 RD)
chart-games-legend = Games per month
chart-alt = Rating chart: { $from } to { $to } over { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $first } to { $last }.
replay-too-large = This replay is larger than the files this channel accepts.
replay-not-over = A game can be replayed once it is over.
replay-no-such-game = I found no finished game of yours to replay. Give the code shown under a final board.
puzzle-over = This puzzle is over: press Next for another.
puzzle-none-left = You have met every puzzle there is for now: well done! New ones come from this server's games.
puzzle-not-yours = This puzzle is someone else's: { $command } gives you your own.
daily-once = You have had your try at this daily puzzle: one each, and the first counts.
daily-gone = This daily puzzle's day is over: a new one is posted every day.
nothing-to-replay = That game has no moves to replay.

## Why a variant id was refused.
variant-unknown = Unknown variant `{ $word }`.
variant-size-twice = The board size is given twice (`{ $word }`).
variant-repeated = `{ $word }` is given twice.
# Shown after "✗ " as an autocomplete entry of at most 100 characters, with sizes of up to 99×99 and lines of up to
# 255: keep it short.
variant-out-of-range = Board { $width }×{ $height }, lines of { $connect }: out of range (sides { $min }–{ $max }, lines { $kmin }–{ $kmax } that fit the board).
variant-incompatible = `{ $a }` and `{ $b }` cannot be combined.
variant-empty = The variant is empty.
