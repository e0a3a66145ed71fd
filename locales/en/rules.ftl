# The rules of Connect Four and its variants (/connect4 rules), one paragraph per message: the board and turns
# first, then one paragraph for each feature the variant has. Paragraphs are joined by a blank line, and the
# longest combination must fit in one Discord message (2,000 characters).

## The board and the turns

# The start of the first paragraph for the classic game.
rules-title = **Connect Four**
# The same for any other variant; $variant is its id, such as `popout+cylinder`.
rules-title-variant = **Connect Four** `{ $variant }`
# The turn order, which goes into rules-board as $turns: two players, three players, two teams of two.
rules-turns-two = Red moves first, then turns alternate.
rules-turns-three = Three players: red moves first, then yellow, then green (🔴🟡🟢), in rotation.
rules-turns-teams = Two teams of two: team A plays red, team B yellow, and turns go A1, B1, A2, B2 (🔴🟡🔴🟡). A line by either team mate wins for the team.
# The first paragraph: $title is rules-title or rules-title-variant, $width and $height the board's size (4 to 10
# each), $turns one of the rules-turns- sentences, $connect the length of a winning line (3 to 6).
rules-board =
    { $title } — { $width } columns, { $height } rows. { $turns } Press a column's button: your piece falls to the lowest empty cell. A full column cannot be chosen (you keep your turn). { $connect ->
        [4] Four
       *[other] { $connect }
    } of your pieces in a row — across, up or diagonally — win at once; a longer line also wins. A full board without a line is a draw.

## One paragraph per feature

# $connect is the length of a winning line: "a four" when it is 4, "a line" otherwise.
rules-popout = **{ -variant-popout }** — instead of dropping, you may pop one of *your own* pieces from the bottom row (⏏ buttons): it leaves the board and the column falls one cell. After a pop both colours are checked: { $connect ->
        [4] a four
       *[other] a line
    } for both means the popper wins; { $connect ->
        [4] a four
       *[other] a line
    } for the opponent only means the opponent wins. A grid emptied by pops is a draw, and so is the third repetition of a position.
# $players is "teams" in a game of two teams of two (the whole team loses), "two" or "three" otherwise.
rules-misere = **{ -variant-misere }** — the goal is turned around: { $players ->
        [teams] whoever completes a line loses at once (and so does their team), so make your opponents do it.
       *[other] whoever completes a line loses at once, so make your opponents do it.
    } A full board without a line is still a draw.
rules-cylinder = **{ -variant-cylinder }** — the board wraps around: the last column touches the first, so a horizontal or diagonal line can run off one side and carry on from the other. Vertical lines are unchanged.
# $popout is "yes" when PopOut is on too (the pieces can never be popped), "no" otherwise.
rules-five-in-a-row = **{ -variant-five-in-a-row }** — a 9×6 board where you connect five. The two outer columns start full, from the bottom up: the first red, yellow, red…, the last yellow, red, yellow… { $popout ->
        [yes] Those pieces count for lines like any other, but they can never be popped.
       *[no] Those pieces count for lines like any other and never leave the board.
    }
rules-obstacles = **{ -variant-obstacles }** — a few cells at the bottom start blocked (🟫), placed mirror-symmetrically so neither side is favoured. Pieces stack on top of them. They are drawn when the game is created and stay for the whole game or match.
# $n is how many moves are placed at random.
rules-random-opening = **{ -variant-random-opening }** — the first moves ({ $n } by default) are placed at random when the game is created, chosen so that nobody can win at once. The game carries on from there.
rules-three-players = **{ -variant-three-players }** — a player who resigns (or runs out of time) stays on the board: their pieces remain and the CPU plays out their turns, but they can no longer win. If that seat completes a line, the players still in share the game. The last player left in wins.
rules-two-vs-two = **{ -variant-two-vs-two }** — if one team mate resigns or forfeits on time, the whole team loses the game.
# Shown with the rules where the bot was not invited (a private chat, a server that did not invite it).
rules-where = **Where you play** — installed on your account, cuatro plays in DMs, group chats and servers that allow external apps. Where I was not invited, a board updates when someone presses it or runs a command (a timeout shows at the next press), a group chat keeps its own leaderboard, and a server has no settings and no daily puzzle.

## The variants' names
# A variant's name in titles (boards, lobbies, stats, leaderboards, reviews, tournaments, replays) is made of
# these, joined by " + " in the order of the rules; the same terms open the feature paragraphs. The classic game
# has no name in titles.
-variant-popout = PopOut
-variant-misere = Misère
-variant-cylinder = Cylinder
-variant-five-in-a-row = Five in a row
-variant-obstacles = Obstacles
-variant-random-opening = Random opening
-variant-three-players = Three players
-variant-two-vs-two = Two vs two
variant-name-classic = Classic
variant-name-popout = { -variant-popout }
variant-name-misere = { -variant-misere }
variant-name-cylinder = { -variant-cylinder }
variant-name-five-in-a-row = { -variant-five-in-a-row }
variant-name-obstacles = { -variant-obstacles }
variant-name-random-opening = { -variant-random-opening }
variant-name-three-players = { -variant-three-players }
variant-name-two-vs-two = { -variant-two-vs-two }
# A board of another size: $width columns by $height rows, and the length of a winning line when it is not 4.
variant-name-size = { $connect ->
        [4] { $width }×{ $height }
       *[other] { $width }×{ $height }, lines of { $connect }
    }
