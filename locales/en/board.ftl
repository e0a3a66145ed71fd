# The board message and what comes before it: titles, status lines, results, the match score, the position in
# words, challenges and lobbies, CPU level names, variant suggestions, and a game thread's title
# (render/board, render/lobby.rs, render/players.rs, render/variants.rs, bot/start.rs).

-game-name = Connect Four

## Titles

# The board's embed title. Titles never name the variant themselves: the code adds " · " and its name
# (rules.ftl, variant-name-*) after any variant but the classic game.
board-title = { -game-name }
# The board's title during a match of two games; $game is 1 or 2.
board-title-match = { -game-name } · game { $game } of 2
# The name of the thread a game is played in; $user is the player's Discord name.
board-thread-title = { -game-name } · { $user }

## Status lines under the grid ($player is a stone and a player, like "🔴 <@123>" or "🟡 CPU (hard)")

board-status-thinking = { $player } is thinking…
board-status-to-move = { $player } to move
board-status-pause-asked = ⏸️ <@{ $user }> asked for a pause.
# Between the two games of a match; $marks lists each player with ✅ (ready) or ⏳ (not yet).
board-status-next-game = Next game with colours swapped once both are ready: { $marks }
# What a paused board shows instead of the grid; $since and $until are Discord timestamps.
board-paused = ⏸️ **Paused** <t:{ $since }:R>. Press Continue to play on; if nobody does, the game ends unscored <t:{ $until }:R>.

## A match of two games

# $first_points and $second_points are scores like "1½".
board-match-score = Match: { $first } { $first_points } : { $second_points } { $second }
board-match-resigned = 🏳️ { $player } resigned the match.
board-caught-up = This board could not be updated while nobody pressed it: it now shows the game as it is.
board-match-won = 🏆 { $player } wins the match.
board-match-drawn = 🤝 The match is drawn.

## How a game ended ($winner and $loser as $player above)

board-result-win = 🏆 { $winner } wins!
board-result-resigned = 🏳️ { $loser } resigned: { $winner } wins.
board-result-timeout = ⏱️ { $loser } ran out of time: { $winner } wins.
board-result-repetition = 🤝 Draw: the same position came up three times.
board-result-emptied-grid = 🤝 Draw: the grid is empty.
board-result-full-board = 🤝 Draw: the board is full.
board-result-declined = Challenge declined.
board-result-expired = Challenge expired.
board-result-idle = Game ended: no move for too long (not scored).
board-result-both-absent = Game abandoned: both players are away (not scored).
board-result-replaced = Game replaced by a new one (not scored).
board-result-pause-limit = Game ended: paused for longer than the pause limit (not scored).
board-result-result-set = Game stopped: the organiser set this pairing's result (not scored).
board-result-tournament-cancelled = Game stopped: the tournament was cancelled (not scored).
board-result-abandoned = Game abandoned (not scored).

## How a game of three or four seats ended ($side is one seat or a team, like "🔴 <@1> & 🔴 <@3>")

board-result-side-wins = 🏆 { $side } wins!
board-result-side-wins-resigned = 🏳️ { $side } wins: the other side resigned or ran out of time.
board-result-all-out = 🏳️ Every player is out: the CPU seats left share the game.
board-result-resigned-line = 🤝 A resigned seat completed a line: the players still in share the game.

## Fields and footer of the board

board-field-moves = Moves
board-field-position = Position (text)
board-footer-hinted = 💡 A hint was used in this game.
# $code is the game's code; $command the review command as the reader types it (`/connect4 review`), written by
# the code from the names in commands.ftl.
board-footer-review = Game { $code }: { $command }
board-footer-cpu-stood-in = The CPU played for an absent player: not rated.

## The position in words, for screen readers

board-colour-red = Red
board-colour-yellow = Yellow
board-colour-green = Green
# $colour is one of the colour names above; $cells lists cells like "c1 d1" (or "—" for none).
board-position-cells = { $colour }: { $cells }.
# $move is a move in notation, like "c" or "d^".
board-position-last-move = Last move: { $colour } { $move }.

## Players

board-level-random = random
board-level-greedy = greedy
board-level-easy = easy
board-level-medium = medium
board-level-hard = hard
# A CPU seat; $level is one of the level names above.
board-cpu = CPU ({ $level })

## A challenge between two players

lobby-challenge-title = { -game-name } challenge
lobby-challenge-to = <@{ $challenger }> challenges <@{ $target }> to { -game-name }.
lobby-challenge-open = <@{ $challenger }> is looking for an opponent: anyone may accept.
# $timer is a duration like "30 s" or "5 min" (settings-timer-… in admin.ftl), or "—"; $first is `challenger` or `opponent`; $expires is a Discord timestamp.
lobby-challenge-terms =
    Variant: `{ $variant }` · turn timer: { $timer } · { $first ->
        [challenger] the challenger
       *[opponent] the opponent
    } moves first
    Expires <t:{ $expires }:R>.

## A lobby of three or four seats

lobby-title = { -game-name } · seats
lobby-opens = <@{ $creator }> opens a game of `{ $variant }`: press **Join** to take a seat.
lobby-seat-open = open
lobby-seat-kept = kept for <@{ $user }>
lobby-teams = Teams: the 1st and 3rd seats against the 2nd and 4th.
# $level is a CPU level name (see board-level-…).
lobby-terms =
    Turn timer: { $timer }. The game starts when every seat is taken, or when <@{ $creator }> presses Start (the CPU, { $level }, takes the empty seats).
    Expires <t:{ $expires }:R>.

## Variant suggestions while typing a variant id (Discord shows at most 100 characters)

variants-valid = { $id } — ✓ valid
variants-classic = 7×6, connect four
variants-popout = pop your own pieces from the bottom row
variants-five-in-a-row = 9×6, connect five, outer columns pre-filled
variants-small = 6×5, connect four
variants-misere = completing a line loses
variants-cylinder = the board wraps around
variants-obstacles = blocked cells at the bottom
variants-random-opening = starts from random moves
variants-three-players = red, yellow and green on 9×7
variants-two-vs-two = two teams of two
variants-popout-cylinder = PopOut on a wrapping board
variants-popout-five-in-a-row = PopOut, connect five
variants-8x7 = a bigger board
variants-10x10 = the largest board
variants-9x6k5 = 9×6, connect five
variants-misere-cylinder = a wrapping board where a line loses
