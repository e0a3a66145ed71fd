# The slash commands, their options and choices, and the user menu: the names and descriptions Discord shows
# (applied by bot/localise.rs before the commands are registered).
#
# Ids: a command's qualified name in kebab case (`connect4-puzzle-play`; the user menu's, from its English name:
# `challenge-to-connect-four`), then
#   <command>-name, <command>-description                    a command, group or subcommand
#   <command>-<option>-name, <command>-<option>-description  one of its options
#   <command>-<option>-<choice>                              a choice of that option (its variant in code, kebab case)
#
# Names (-name): 1–32 characters, lowercase letters, digits, - _ ' and no spaces (the user menu's name may have
# spaces and capitals). The English names are the ones the bot's code knows: a language that keeps the English
# name writes it unchanged. Descriptions and choices: 1–100 characters.

## /connect4

connect4-name = connect4
connect4-description = Connect Four: challenge a friend or play the CPU

## /connect4 challenge

connect4-challenge-name = challenge
connect4-challenge-description = Challenge someone (or anyone, without an opponent) to a game
connect4-challenge-opponent-name = opponent
connect4-challenge-opponent-description = Who you challenge; leave empty for an open challenge
connect4-challenge-variant-name = variant
connect4-challenge-variant-description = Rules: classic, popout, three-players, 8x7, popout+cylinder… (default classic)
connect4-challenge-timer-name = timer
connect4-challenge-timer-description = Time per turn (default: the server's)
connect4-challenge-timer-none = none
connect4-challenge-timer-s30 = 30 s
connect4-challenge-timer-s60 = 60 s
connect4-challenge-timer-m5 = 5 min
connect4-challenge-timer-h1 = 1 h
connect4-challenge-timer-h24 = 24 h
connect4-challenge-first-name = first
connect4-challenge-first-description = Who moves first (default: you)
connect4-challenge-first-me = me
connect4-challenge-first-other = opponent
connect4-challenge-first-random = random
connect4-challenge-format-name = format
connect4-challenge-format-description = Single game or a rated two-game match (default: the server's)
connect4-challenge-format-single = single game
connect4-challenge-format-match = match (two games, rated)
connect4-challenge-clock-name = clock
connect4-challenge-clock-description = A chess clock for the whole game or match, instead of a turn timer
connect4-challenge-clock-m1 = 1 min + 1 s
connect4-challenge-clock-m3 = 3 min + 2 s
connect4-challenge-clock-m5 = 5 min + 5 s
connect4-challenge-clock-m10 = 10 min + 10 s
connect4-challenge-clock-d1 = 1 day + 1 h
connect4-challenge-player2-name = player2
connect4-challenge-player2-description = Three players or two vs two: another player you invite
connect4-challenge-player3-name = player3
connect4-challenge-player3-description = Two vs two: a third player you invite
connect4-challenge-cpu-level-name = cpu-level
connect4-challenge-cpu-level-description = Three players or two vs two: the CPU level for seats nobody takes (default medium)
connect4-challenge-cpu-level-easy = easy
connect4-challenge-cpu-level-medium = medium
connect4-challenge-cpu-level-hard = hard

## /connect4 vs-cpu

connect4-vs-cpu-name = vs-cpu
connect4-vs-cpu-description = Play against the CPU (works in DMs too)
connect4-vs-cpu-level-name = level
connect4-vs-cpu-level-description = How strong the CPU plays (default medium)
connect4-vs-cpu-level-easy = easy
connect4-vs-cpu-level-medium = medium
connect4-vs-cpu-level-hard = hard
connect4-vs-cpu-variant-name = variant
connect4-vs-cpu-variant-description = Rules: classic, popout, three-players, 8x7, popout+cylinder… (default classic)
connect4-vs-cpu-first-name = first
connect4-vs-cpu-first-description = Who moves first (default: you)
connect4-vs-cpu-first-me = me
connect4-vs-cpu-first-cpu = cpu
connect4-vs-cpu-first-random = random

## /connect4 resign

connect4-resign-name = resign
connect4-resign-description = Resign the game you are playing in this channel
connect4-resign-whole-match-name = whole-match
connect4-resign-whole-match-description = In a match: resign the whole match, not only this game

## /connect4 board

connect4-board-name = board
connect4-board-description = Post this channel's board again (below the conversation)

## /connect4 rules

connect4-rules-name = rules
connect4-rules-description = How to play (a variant's rules)
connect4-rules-variant-name = variant
connect4-rules-variant-description = Which rules (default classic)

## /connect4 leaderboard

connect4-leaderboard-name = leaderboard
connect4-leaderboard-description = This server's players by rating
connect4-leaderboard-variant-name = variant
connect4-leaderboard-variant-description = Which variant (default classic)
connect4-leaderboard-page-name = page
connect4-leaderboard-page-description = Page to open (default 1)

## /connect4 stats

connect4-stats-name = stats
connect4-stats-description = A player's rating, record, streak and favourite opening (works in DMs too)
connect4-stats-user-name = user
connect4-stats-user-description = Whose stats (default: yours)
connect4-stats-variant-name = variant
connect4-stats-variant-description = Which variant (default classic)

## /connect4 hint

connect4-hint-name = hint
connect4-hint-description = Get the best move for your turn, privately (not in rated games or matches)

## /connect4 pause

connect4-pause-name = pause
connect4-pause-description = Pause this channel's game (against the CPU), or ask the other player to pause

## /connect4 review

connect4-review-name = review
connect4-review-description = Review a finished game privately: every move labelled, where it was decided
connect4-review-game-name = game
connect4-review-game-description = The game's code, shown under its final board (default: your latest game)

## /connect4 replay

connect4-replay-name = replay
connect4-replay-description = Post the animated replay of a finished game in this channel (once; later, a link to it)
connect4-replay-game-name = game
connect4-replay-game-description = The game's code, shown under its final board (default: your latest game)

## /connect4 puzzle

connect4-puzzle-name = puzzle
connect4-puzzle-description = Puzzles: find the winning line

## /connect4 puzzle play

connect4-puzzle-play-name = play
connect4-puzzle-play-description = A puzzle for you alone, near your puzzle rating
connect4-puzzle-play-variant-name = variant
connect4-puzzle-play-variant-description = Classic (the default) or PopOut, where pops are moves too
connect4-puzzle-play-variant-classic = classic
connect4-puzzle-play-variant-pop-out = PopOut (pops are moves too)

## /connect4 puzzle top

connect4-puzzle-top-name = top
connect4-puzzle-top-description = This server's best puzzle solvers

## /connect4-admin

connect4-admin-name = connect4-admin
connect4-admin-description = Moderation of Connect Four games

## /connect4-admin settings

connect4-admin-settings-name = settings
connect4-admin-settings-description = Show or change this server's Connect Four settings (Manage Server)
connect4-admin-settings-timer-name = timer
connect4-admin-settings-timer-description = Default time per turn of new games
connect4-admin-settings-timer-none = none
connect4-admin-settings-timer-s30 = 30 s
connect4-admin-settings-timer-s60 = 60 s
connect4-admin-settings-timer-m5 = 5 min
connect4-admin-settings-timer-h1 = 1 h
connect4-admin-settings-timer-h24 = 24 h
connect4-admin-settings-timeout-name = timeout
connect4-admin-settings-timeout-description = What happens when a turn timer runs out
connect4-admin-settings-timeout-cpu = the CPU plays for the absent player
connect4-admin-settings-timeout-forfeit = the absent player loses
connect4-admin-settings-threads-name = threads
connect4-admin-settings-threads-description = Open a thread for each new game
connect4-admin-settings-alternate-first-name = alternate-first
connect4-admin-settings-alternate-first-description = Swap who moves first in rematches
connect4-admin-settings-theme-name = theme
connect4-admin-settings-theme-description = How the pieces look
connect4-admin-settings-theme-classic = classic 🔴🟡
connect4-admin-settings-theme-xo = X/O ❌⭕
connect4-admin-settings-theme-colour-blind = colour-blind safe 🔵🟠
connect4-admin-settings-format-name = format
connect4-admin-settings-format-description = Default format of challenges
connect4-admin-settings-format-single = single game
connect4-admin-settings-format-match = match
connect4-admin-settings-rate-single-games-name = rate-single-games
connect4-admin-settings-rate-single-games-description = Rate single games too (matches are always rated)
connect4-admin-settings-max-games-per-user-name = max-games-per-user
connect4-admin-settings-max-games-per-user-description = Simultaneous games per user
connect4-admin-settings-allow-channel-name = allow-channel
connect4-admin-settings-allow-channel-description = Allow games in this channel (once any is listed, only listed channels allow games)
connect4-admin-settings-disallow-channel-name = disallow-channel
connect4-admin-settings-disallow-channel-description = Take this channel off the list of channels that allow games
connect4-admin-settings-every-channel-name = every-channel
connect4-admin-settings-every-channel-description = Allow games in every channel again (clears the list)
connect4-admin-settings-hints-name = hints
connect4-admin-settings-hints-description = Allow hints in unrated games (never in rated games or matches)
connect4-admin-settings-daily-puzzle-channel-name = daily-puzzle-channel
connect4-admin-settings-daily-puzzle-channel-description = Post a daily puzzle in this channel
connect4-admin-settings-daily-puzzle-hour-name = daily-puzzle-hour
connect4-admin-settings-daily-puzzle-hour-description = The hour (UTC, 0–23) of the daily puzzle (default 12)
connect4-admin-settings-daily-puzzle-off-name = daily-puzzle-off
connect4-admin-settings-daily-puzzle-off-description = Stop posting the daily puzzle

## /connect4-admin abort

connect4-admin-abort-name = abort
connect4-admin-abort-description = End this channel's game, unscored (Manage Server or Manage Messages)

## /connect4-admin reset-leaderboard

connect4-admin-reset-leaderboard-name = reset-leaderboard
connect4-admin-reset-leaderboard-description = Erase this server's ratings and records (Manage Server; asks for confirmation)

## User menu "Challenge to Connect Four"

challenge-to-connect-four-name = Challenge to Connect Four

## /connect4 games

connect4-games-name = games
connect4-games-description = The games under way here, with links to their boards (only those you can see)

## /connect4 my-data

connect4-my-data-name = my-data
connect4-my-data-description = Everything cuatro stores about you, as a private file

## /connect4 forget-me

connect4-forget-me-name = forget-me
connect4-forget-me-description = Delete your ratings and records and anonymise your games (asks first)

## /connect4-admin settings: the "Games now" message

connect4-admin-settings-games-now-channel-name = games-now-channel
connect4-admin-settings-games-now-channel-description = Keep a live message of the games under way and the latest results here
connect4-admin-settings-games-now-off-name = games-now-off
connect4-admin-settings-games-now-off-description = Delete the "Games now" message

## /connect4-tournament

# The `tournament` option of the organiser's commands: a tournament of the server, offered by autocomplete.
connect4-tournament-option-name = tournament
connect4-tournament-option-description = The tournament, when it is not this channel's (pick one)
connect4-tournament-name = connect4-tournament
connect4-tournament-description = Tournaments: Swiss, round robin and arena, run by the bot
connect4-tournament-create-name = create
connect4-tournament-create-description = Create a tournament in this channel (Manage Server or the tournament role)
connect4-tournament-create-format-name = format
connect4-tournament-create-format-description = Swiss, round robin (once or twice) or arena
connect4-tournament-create-format-swiss = Swiss
connect4-tournament-create-format-round-robin = round robin
connect4-tournament-create-format-double-round-robin = double round robin
connect4-tournament-create-format-arena = arena
connect4-tournament-create-variant-name = variant
connect4-tournament-create-variant-description = The variant every game is played in (default: classic)
connect4-tournament-create-rounds-name = rounds
connect4-tournament-create-rounds-description = Swiss: how many rounds (1–15, default 5)
connect4-tournament-create-minutes-name = minutes
connect4-tournament-create-minutes-description = Arena: how long it lasts in minutes (default 30)
connect4-tournament-create-clock-name = clock
connect4-tournament-create-clock-description = A chess clock for each pairing, instead of a turn timer
connect4-tournament-create-clock-m1 = 1 min + 1 s
connect4-tournament-create-clock-m3 = 3 min + 2 s
connect4-tournament-create-clock-m5 = 5 min + 5 s
connect4-tournament-create-clock-m10 = 10 min + 10 s
connect4-tournament-create-clock-d1 = 1 day + 1 h
connect4-tournament-create-timer-name = timer
connect4-tournament-create-timer-description = Time per move (default: the server's, else 5 min)
connect4-tournament-create-timer-none = the server's
connect4-tournament-create-timer-s30 = 30 s
connect4-tournament-create-timer-s60 = 60 s
connect4-tournament-create-timer-m5 = 5 min
connect4-tournament-create-timer-h1 = 1 h
connect4-tournament-create-timer-h24 = 24 h
connect4-tournament-create-starts-in-name = starts-in
connect4-tournament-create-starts-in-description = Start on its own in this many minutes (default: when you start it)
connect4-tournament-create-cap-name = cap
connect4-tournament-create-cap-description = The most players who may join
connect4-tournament-create-check-in-name = check-in
connect4-tournament-create-check-in-description = Minutes before the start when players must check in
connect4-tournament-standings-name = standings
connect4-tournament-standings-description = The standings of this channel's tournament
connect4-tournament-why-name = why
connect4-tournament-why-description = Why you (or another player) were paired as you were
connect4-tournament-why-player-name = player
connect4-tournament-why-player-description = The player to explain (default: you)
connect4-tournament-start-name = start
connect4-tournament-start-description = Start the tournament now (organiser)
connect4-tournament-start-tournament-name = { connect4-tournament-option-name }
connect4-tournament-start-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pause-name = pause
connect4-tournament-pause-description = Pause the tournament: games under way go on, no new one starts (organiser)
connect4-tournament-pause-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pause-tournament-description = { connect4-tournament-option-description }
connect4-tournament-resume-name = resume
connect4-tournament-resume-description = Resume a paused tournament (organiser)
connect4-tournament-resume-tournament-name = { connect4-tournament-option-name }
connect4-tournament-resume-tournament-description = { connect4-tournament-option-description }
connect4-tournament-cancel-name = cancel
connect4-tournament-cancel-description = Cancel the tournament (organiser)
connect4-tournament-cancel-tournament-name = { connect4-tournament-option-name }
connect4-tournament-cancel-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-name = drop
connect4-tournament-drop-description = Withdraw a player (organiser)
connect4-tournament-drop-tournament-name = { connect4-tournament-option-name }
connect4-tournament-drop-tournament-description = { connect4-tournament-option-description }
connect4-tournament-drop-player-name = player
connect4-tournament-drop-player-description = The player to withdraw
connect4-tournament-add-name = add
connect4-tournament-add-description = Add a player, past the cap and late (organiser)
connect4-tournament-add-tournament-name = { connect4-tournament-option-name }
connect4-tournament-add-tournament-description = { connect4-tournament-option-description }
connect4-tournament-add-player-name = player
connect4-tournament-add-player-description = The player to add
connect4-tournament-result-name = result
connect4-tournament-result-description = Set or correct the result of two players' pairing (organiser)
connect4-tournament-result-tournament-name = { connect4-tournament-option-name }
connect4-tournament-result-tournament-description = { connect4-tournament-option-description }
connect4-tournament-result-first-name = first
connect4-tournament-result-first-description = One player of the pairing
connect4-tournament-result-second-name = second
connect4-tournament-result-second-description = The other player
connect4-tournament-result-outcome-name = outcome
connect4-tournament-result-outcome-description = Who won the pairing
connect4-tournament-result-outcome-first-won = the first won
connect4-tournament-result-outcome-draw = draw
connect4-tournament-result-outcome-second-won = the second won
connect4-tournament-result-round-name = round
connect4-tournament-result-round-description = The round (default: their latest pairing)
connect4-tournament-forbid-name = forbid
connect4-tournament-forbid-description = Forbid two players from being paired (organiser)
connect4-tournament-forbid-tournament-name = { connect4-tournament-option-name }
connect4-tournament-forbid-tournament-description = { connect4-tournament-option-description }
connect4-tournament-forbid-first-name = first
connect4-tournament-forbid-first-description = One player
connect4-tournament-forbid-second-name = second
connect4-tournament-forbid-second-description = The other player
connect4-tournament-pair-name = pair
connect4-tournament-pair-description = Pair two players in the next Swiss round (organiser)
connect4-tournament-pair-tournament-name = { connect4-tournament-option-name }
connect4-tournament-pair-tournament-description = { connect4-tournament-option-description }
connect4-tournament-pair-first-name = first
connect4-tournament-pair-first-description = One player
connect4-tournament-pair-second-name = second
connect4-tournament-pair-second-description = The other player
connect4-tournament-export-name = export
connect4-tournament-export-description = The standings as a CSV file, or TRF for a Swiss (organiser)
connect4-tournament-export-tournament-name = { connect4-tournament-option-name }
connect4-tournament-export-tournament-description = { connect4-tournament-option-description }
connect4-tournament-export-format-name = format
connect4-tournament-export-format-description = CSV (default) or TRF (Swiss only)
connect4-tournament-export-format-csv = CSV
connect4-tournament-export-format-trf = TRF
connect4-tournament-berserk-name = berserk
connect4-tournament-berserk-description = Arena: half your clock before your first move, for a point more on a win of 7+ moves
connect4-admin-settings-tournament-role-name = tournament-role
connect4-admin-settings-tournament-role-description = Members with this role may create and run tournaments
connect4-admin-settings-tournament-role-off-name = tournament-role-off
connect4-admin-settings-tournament-role-off-description = Tournaments are run by members with Manage Server only
connect4-admin-settings-web-pages-name = web-pages
connect4-admin-settings-web-pages-description = A web page for each finished game of a channel everyone can see
