# The games played in a terminal: `cuatro play` against the CPU and `cuatro puzzle play` (cli/play.rs,
# cli/puzzle_play.rs). Move notation, the `moves:` and `result:` lines and the typed commands (`quit`, `q`) stay
# as they are in every language.

## Colours, as the player's stones are named in sentences

terminal-colour-red = red
terminal-colour-yellow = yellow
terminal-colour-green = green

## cuatro play

# $variant is a variant id; $level is a CPU level name (see board-level-…); $colour is one of the colours above.
terminal-play-intro = cuatro: { $variant } against the CPU ({ $level }). You play { $colour }.
terminal-play-help = Type a column (`4` or `d`); `quit` to stop.
terminal-play-help-popout = Type a column (`4` or `d`), or `d^` to pop; `quit` to stop.
# $moves is a numbered move list like "1. d 2. c".
terminal-play-opening = random opening: { $moves }
# $move is the move with its number, like "3. d".
terminal-play-cpu-move = cpu ({ $colour }) plays { $move }
# The prompt; the typed move follows on the same line.
terminal-play-prompt = your move ({ $colour }) >{ " " }
terminal-play-end-of-input = end of input: game left unfinished
terminal-play-quit = game left unfinished
# $reason says why (see the terminal-move- messages below).
terminal-play-illegal = `{ $token }` is not a legal move: { $reason }

## cuatro puzzle play

terminal-puzzle-help = Columns are 1-7 (or a-g); in PopOut, 4^ (or d^) pops; q quits.
# $n counts the puzzles from 1; $goal is one of the goals below.
terminal-puzzle-header = Puzzle { $n } of { $total }. { $goal }
# The same for a puzzle of another variant than classic; $variant is a variant id.
terminal-puzzle-header-variant = Puzzle { $n } of { $total } ({ $variant }). { $goal }
# $colour is `red`, `yellow` or `green`: the side to move.
terminal-puzzle-goal-win-now =
    { $colour ->
        [red] Red
        [yellow] Yellow
       *[green] Green
    } to play and win now.
terminal-puzzle-goal-win-in =
    { $colour ->
        [red] Red
        [yellow] Yellow
       *[green] Green
    } to play and win in { $moves } moves.
terminal-puzzle-goal-only-move =
    { $colour ->
        [red] Red
        [yellow] Yellow
       *[green] Green
    } to play: find the only move that does not lose.
terminal-puzzle-prompt = your move>{ " " }
terminal-puzzle-not-a-move = A move, please: a column 1-7 or a-g (4^ or d^ pops in PopOut).
terminal-puzzle-impossible = That move is not possible here.
# $move and $reply are moves in notation, like "d" or "c^".
terminal-puzzle-keeps = { $move } keeps it. The defence answers { $reply }.
terminal-puzzle-solved = Solved!
# $after is one of the terminal-puzzle-after-… sentences; $keeping lists moves like "c, d".
terminal-puzzle-slip = { $move } lets it slip. { $after } Moves that kept it: { $keeping }.
terminal-puzzle-after-defence-wins = Now the other side wins.
terminal-puzzle-after-draw = Now it is a draw.
terminal-puzzle-after-too-slow = You still win, but not in time.
terminal-puzzle-after-unclear = Neither side wins by force within { $moves } moves.
# $line lists the solution's moves like "d, c, d".
terminal-puzzle-solution = Solution: { $line }.
terminal-puzzle-score = solved { $solved } of { $tried }

## Why a typed move was refused: the reason after "is not a legal move:".
terminal-move-unreadable = a move is one column, as a digit 1-9 or a letter a-j, with `^` after it for a pop
terminal-move-no-such-column = there is no column { $column } (columns 1-{ $width })
terminal-move-column-full = column { $column } is full
terminal-move-no-pops = this variant has no pops
terminal-move-pop-empty = column { $column } is empty: there is nothing to pop
terminal-move-pop-not-own = the bottom stone of column { $column } is not yours
terminal-move-pop-locked = the stones of column { $column } are fixed and cannot be popped
terminal-move-game-over = the game is over
