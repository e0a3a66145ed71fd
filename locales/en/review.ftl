# Post-game reviews and hints (render/review.rs, bot/review.rs), and the words of the animated GIF replay
# (render/replay/caption.rs). Move names (`d`, `a^`) and column letters are notation and come from the code.
# Review and hint texts are Discord markdown: keep `**…**` around what is bold.

## Reviews

# A review's title: the game's code (the variant's name follows, as on every title).
review-title = Review · game { $code }

# The heading of each game of a match in a review.
review-match-game = **Game { $game } of { $games }**

# The label of a reviewed move, after its symbol (✓ ?! ? ??, kept as they are).
review-label-best = ✓ best
review-label-inaccuracy = ?! inaccuracy
review-label-mistake = **? mistake**
review-label-blunder = **?? blunder**

# After a move that was not the best: the move that was ($best is a move name such as `d`).
review-better = (best { $best })

# The result after a move, as the strongest play leads to it: a draw, or a colour that wins (in $moves of its
# own moves). Lower case: it follows a " · " in the middle of a move's line.
review-outcome-draw = draw
review-outcome-win =
    { $colour ->
        [red] red wins
        [yellow] yellow wins
       *[green] green wins
    }
review-outcome-win-in =
    { $colour ->
        [red] red wins in { $moves }
        [yellow] yellow wins in { $moves }
       *[green] green wins in { $moves }
    }

# The mark at the end of the line of the move that decided the game.
review-decided = ⚡ decided the game

# A review page's footer: the page, then what the symbols mean.
review-footer = Page { $page } of { $pages } · ✓ best · ?! inaccuracy (same result, slower) · ? mistake (worse result) · ?? blunder (win to loss)

## Hints

# The move a hint gives: a drop or a pop, with its column's number (1 is the leftmost). $move is notation.
hint-move-drop = **{ $move }** (column { $column })
hint-move-pop = **{ $move }** (pop column { $column })

# A hint: $move is one of the two texts above; $moves counts the moves to the end.
hint-win-now = 💡 Play { $move }: it wins now.
hint-win-in =
    { $moves ->
        [one] 💡 Play { $move }: it wins in { $moves } move.
       *[other] 💡 Play { $move }: it wins in { $moves } moves.
    }
hint-win = 💡 Play { $move }: it wins.
hint-draw = 💡 Play { $move }: it holds the draw.
hint-loss-in =
    { $moves ->
        [one] 💡 Every move loses; { $move } holds out longest ({ $moves } more move for your opponent).
       *[other] 💡 Every move loses; { $move } holds out longest ({ $moves } more moves for your opponent).
    }
hint-loss = 💡 Every move loses; { $move } holds out longest.
hint-unclear = 💡 Play { $move }: the strongest move the search found.

## GIF replays
## Translators: the replay's caption and banner are drawn in the picture with a small bitmap font that has only
## the Latin-1 characters (the letters of Western European languages with their accents, and · ± × and the like):
## a character outside Latin-1 is left out of the picture. Keep every replay-colour, replay-team, replay-result-*,
## replay-banner-* and replay-caption-* text within Latin-1. The alt text (replay-alt, replay-alt-line) is not
## drawn: any character will do there.

# A colour's name beside its swatch, and in the results below ($winner).
replay-colour =
    { $colour ->
        [red] Red
        [yellow] Yellow
       *[green] Green
    }
# The same in two-vs-two, where each colour is a team.
replay-team =
    { $colour ->
        [red] Team Red
        [yellow] Team Yellow
       *[green] Team Green
    }

# The result in a sentence ($winner is a colour or team name from above).
replay-result-draw-full = Draw: the board is full
replay-result-draw-emptied = Draw: the grid was emptied
replay-result-draw-repetition = Draw by repetition
replay-result-draw = Draw
replay-result-none = No result
# A misère game: whoever completes a line loses.
replay-result-misere = { $winner } wins: the other side completed a line
replay-result-line = { $winner } wins with a line
replay-result-resigned = { $winner } wins by resignation
replay-result-timeout = { $winner } wins on time
replay-result-win = { $winner } wins

# The last frame's banner when no line is marked (a draw, or no result, shows replay-result-draw or -none).
replay-banner-win = { $winner } wins

# The caption's lines under the colours: the number of moves (after the variant's name, but for the classic
# game); the result and the date (`YYYY-MM-DD`).
replay-caption-moves =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
replay-caption-result = { $result } · { $date }

# The GIF's description for screen readers; $variant is the variant's name (variant-name-classic for the
# classic game), $cells the winning line's cells (`a1 b2 c3 d4`).
replay-alt =
    { $moves ->
        [one] Connect Four replay ({ $variant }, { $moves } move): { $result }. { $date }.
       *[other] Connect Four replay ({ $variant }, { $moves } moves): { $result }. { $date }.
    }
replay-alt-line =
    { $moves ->
        [one] Connect Four replay ({ $variant }, { $moves } move): { $result }. Winning line: { $cells }. { $date }.
       *[other] Connect Four replay ({ $variant }, { $moves } moves): { $result }. Winning line: { $cells }. { $date }.
    }
