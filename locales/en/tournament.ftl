# Tournaments: the live message in the tournament's channel, the private answers of /connect4-tournament, and
# what the organiser is told (render/tournament.rs, bot/tournaments/).

## The live message

# Title; $format is a format's name below (the variant's name follows, but for the classic game).
tournament-title = 🏆 { $format }
tournament-format-swiss = Swiss tournament
tournament-format-round-robin = Round robin
tournament-format-double-round-robin = Double round robin
tournament-format-arena = Arena
# Footer: the tournament's number, for the organiser's commands.
tournament-footer = Tournament { $id }
# How long it lasts.
tournament-rounds =
    { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
tournament-everyone-meets = everyone meets everyone
tournament-minutes =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
# What a pairing plays.
tournament-matches = two-game matches, colours swapped
tournament-single-games = single games
# The time each player has: a clock of $minutes for the match plus $seconds a move, or a turn timer.
tournament-clock = clock { $reserve } + { $increment }
tournament-timer = { $timer } a move
# When it starts; $at is a Discord time that reads "in 2 hours".
tournament-starts-at = Starts { $at }.
tournament-starts-by-hand = Starts when the organiser starts it.
tournament-check-in-open = Check-in is open: press **Check in** or be left out at the start.
tournament-check-in-from = Check-in opens { $at }.
# While it runs.
tournament-round-of = Round { $round } of { $total }
tournament-round = Round { $round }
tournament-ends-at = Ends { $at }
tournament-paused = Paused by the organiser: no new games start until it resumes.
tournament-finished = Finished.
tournament-cancelled = Cancelled by the organiser.
# The entry counter ("12/32 players").
tournament-counter-cap = Players: { $players }/{ $cap }
tournament-counter =
    { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
tournament-entrants = Entrants
tournament-games-now = Games under way
tournament-standings = Standings
tournament-final-standings = Final standings
tournament-no-standings = No results yet.
# After the lines shown, how many are left out.
tournament-and-more = …and { $count } more
# A pairing's state.
tournament-bye = bye
tournament-late-bye = ½-point bye (joined late)
tournament-void = void
tournament-forfeit = forfeit
tournament-playing-in = playing in <#{ $channel }>
tournament-starting = starting…
tournament-withdrawn = (withdrawn)
# Tie-break short names in the standings.
tournament-tb-buchholz = BH
tournament-tb-sonneborn = SB
tournament-tb-head-to-head = H2H
tournament-tb-performance = Perf
# Buttons.
tournament-join = Join
tournament-leave = Leave
tournament-check-in = Check in
tournament-my-game = My game

## Answers to players

tournament-joined = You are in. The tournament's message shows when it starts.
tournament-left = You left the tournament.
tournament-checked-in = You are checked in.
tournament-not-in = You are not in this tournament.
tournament-you-withdrew = You have withdrawn from this tournament.
tournament-not-started = The tournament has not started yet.
tournament-over = The tournament is over.
tournament-already-in = You are in already.
tournament-full = The tournament is full.
tournament-closed = Entries are closed.
tournament-no-check-in = Check-in is not open.
# Your game; $opponent is a user (shown as a mention), $channel the game's thread.
tournament-your-game = Your game against <@{ $opponent }> is in <#{ $channel }>.
tournament-your-game-starting = Your game against <@{ $opponent }> is starting.
tournament-your-bye = You have a bye in round { $round }: wait for the next round.
tournament-wait-round = Your game of this round is over: the next round starts when every game has ended.
tournament-wait-arena = You will be paired as soon as another player is free.
# The message that opens each pairing's thread, pinging both players.
tournament-game-opens = <@{ $first }> <@{ $second }>: your game of round { $round } of tournament { $id }. <@{ $first }> moves first in the first game.
tournament-arena-game-opens = <@{ $first }> <@{ $second }>: your arena game of tournament { $id }. <@{ $first }> moves first.
# The thread's name: the pairing's number makes it unique in the tournament (the bot finds a thread it opened by
# its name).
tournament-thread-title = Tournament { $id } · round { $round } · #{ $pairing }
tournament-arena-thread-title = Tournament { $id } · game #{ $pairing }

## Why (the pairing explained); $user and $opponent are users, shown as mentions

tournament-why-none = <@{ $user }> has not been paired yet.
tournament-why-bye = <@{ $user }> has a bye in round { $round }: with { $points_value ->
        [one] { $points } point
       *[other] { $points } points
    } they were the lowest placed player without a bye yet, and the number of players was odd.
tournament-why-late-bye = <@{ $user }> joined late and got a ½-point bye for round { $round }.
tournament-why-hand = The organiser paired <@{ $user }> with <@{ $opponent }> in round { $round }.
tournament-why-table = <@{ $user }> meets <@{ $opponent }> in round { $round } as the round robin's Berger table says.
tournament-why-arena = <@{ $user }> and <@{ $opponent }> were the closest free players by rank and rating.
tournament-why-swiss =
    In round { $round }, <@{ $user }> ({ $points_value ->
        [one] { $points } point
       *[other] { $points } points
    }) meets <@{ $opponent }> ({ $opponent_points_value ->
        [one] { $opponent_points } point
       *[other] { $opponent_points } points
    }): players are paired within their score group ({ $group ->
        [one] { $group } player
       *[other] { $group } players
    } on { $points_value ->
        [one] { $points } point
       *[other] { $points } points
    }), higher half against lower half, and never twice while another pairing exists.
tournament-why-rematch-avoided = The score order would have paired them with a former opponent: that rematch was avoided.
tournament-why-you-first = They move first in the first game (first { $mine ->
        [one] once
       *[other] { $mine } times
    } before, the opponent { $theirs ->
        [one] once
       *[other] { $theirs } times
    }).
tournament-why-they-first = The opponent moves first in the first game (first { $theirs ->
        [one] once
       *[other] { $theirs } times
    } before, against { $mine }).

## The organiser

tournament-created = Tournament { $id } created. Players join with the buttons on its message.
tournament-not-organiser = Only the organiser, a member with Manage Server, or a member with the server's tournament role can do that.
tournament-none-here = There is no tournament under way in this channel.
tournament-several = Several tournaments are under way in this server: run the command in the tournament's channel.
tournament-too-few = A tournament needs at least 2 players to start.
tournament-too-many = A round robin takes at most { $max } players.
tournament-wrong-status = The tournament cannot do that now.
tournament-no-pairing = Those players have no such pairing.
tournament-same-player = Name two different players.
tournament-started = The tournament has started.
tournament-paused-now = Paused: the games under way go on; no new one starts.
tournament-resumed = Resumed.
tournament-cancelled-now = Cancelled.
tournament-dropped = <@{ $user }> is withdrawn.
tournament-added = <@{ $user }> is in.
tournament-result-set = The result is set: <@{ $a }> { $points_a } – { $points_b } <@{ $b }>.
tournament-forbidden = <@{ $a }> and <@{ $b }> will not be paired together.
tournament-paired = <@{ $a }> and <@{ $b }> will meet in the next round.
tournament-export-trf-swiss = TRF is written for Swiss tournaments only: here is the CSV.
tournament-bad-option = `{ $option }` is out of range: { $range }.
tournament-no-start-time = A check-in window needs a start time (`starts-in`).
tournament-event-missing = No Discord event was created: the bot lacks the Manage Events permission.
tournament-servers-only = Tournaments are run in servers that invited the bot.
tournament-two-players-only = Tournaments are played in two-player variants.
# Berserk (a clocked arena): half the clock for a point more on a win of at least 7 moves.
tournament-berserk-done = Berserk: your clock is halved, and a win of 7 moves or more scores a point more.
tournament-berserk-too-late = Berserk is only possible in your arena game under way, before your first move.
tournament-no-berserk = Berserk is only possible once a game, in an arena with a clock.
# The server setting of who runs tournaments besides Manage Server (/connect4-admin settings).
settings-label-tournament-role = Tournament organisers
settings-tournament-role-none = members with Manage Server

# Durations, the standings' legends, why a tournament stopped (its message and the organiser's direct message),
# and what create, start and the tournament commands refuse (render/tournament, bot/tournaments).
tournament-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
tournament-legend-swiss = _points · BH Buchholz · SB Sonneborn–Berger · W-D-L won-drawn-lost_
tournament-legend-round-robin = _points · SB Sonneborn–Berger · H2H head-to-head · W-D-L won-drawn-lost_
tournament-legend-arena = _points (doubled on a streak 🔥) · Perf performance · W-D-L won-drawn-lost_
tournament-paused-permissions = Paused: the bot may not open threads or post in them here (it needs Create Public Threads and Send Messages in Threads). Once that is fixed, the organiser resumes it with { $command }.
tournament-paused-thread-limit = Paused: this server has reached Discord's limit of 1,000 active threads. Once some are archived, the organiser resumes it with { $command }.
tournament-paused-refused = Paused: Discord refused to open its games several times (error { $code }). The organiser resumes it with { $command }.
tournament-cancelled-channel-gone = Cancelled: its channel was deleted.
tournament-cancelled-never-started = Cancelled: nobody started it within { $days } days.
tournament-cancelled-too-few = Cancelled: fewer than 2 players at its start.
tournament-start-too-many = Not started: a round robin takes at most { $max } players. The organiser starts it with { $command } once some have left.
tournament-stop-notice = { $title } in <#{ $channel }>: { $reason }
tournament-wrong-channel = Tournaments are held in a server's text channel, not in a thread, a forum, a voice channel's chat or an announcement channel.
tournament-missing-permissions = To run a tournament here the bot needs: { $missing }.
tournament-permission-create-threads = Create Public Threads
tournament-permission-send-in-threads = Send Messages in Threads
tournament-permission-send = Send Messages
tournament-too-many-here = This server has { $max } tournaments open or under way already: finish or cancel one first.
tournament-elsewhere = That tournament belongs to another server or channel.
tournament-not-visible = You cannot see that tournament's channel.
tournament-unknown = There is no such tournament under way in this server.
