# The puzzle trainer and the daily puzzle (render/puzzle.rs, render/puzzle_text.rs): a puzzle's message, the
# puzzle leaderboard, the puzzle line of /connect4 stats, the daily post and its line in the server's settings.
# Moves (`c`, `a^`) and lists of moves (`c, d, e`) are notation and come from the code; $stone is a coloured
# stone emoji (🔴 🟡). Texts are Discord markdown; `<@…>` names a user, `<#…>` a channel.

## A puzzle's message

# Its title: the puzzle's number and its rating.
puzzle-title = Puzzle #{ $id } · rated { $rating }

# What to find: a win in one move, a win in $moves moves, or the only move that does not lose.
puzzle-goal-win-now = { $stone } to play and win now.
puzzle-goal-win =
    { $moves ->
        [one] { $stone } to play and win in { $moves } move.
       *[other] { $stone } to play and win in { $moves } moves.
    }
puzzle-goal-only = { $stone } to play: find the only move that does not lose.

# Under a PopOut puzzle's goal (⏏ is the pop buttons' mark).
puzzle-popout-rule = PopOut: a move may also pop one of your own stones out of the bottom of a column (⏏).

# A move that keeps the goal, and the defence's answer ($stone is the defence's stone).
puzzle-go-on = ✅ { $played } keeps it. { $stone } answers { $reply }.
puzzle-solved = 🎉 Solved!
puzzle-failed = ❌ { $played } lets it slip.

# What the failing move leaves: the defence ($stone) wins, a draw, the solver ($stone) wins too slowly, or no
# forced win within $moves moves.
puzzle-verdict-loses = After it, { $stone } wins with best play.
puzzle-verdict-draw = After it, best play leads to a draw.
puzzle-verdict-slow = After it, { $stone } still wins, but not within the moves asked.
puzzle-verdict-unclear =
    { $moves ->
        [one] After it, neither side wins by force within { $moves } move.
       *[other] After it, neither side wins by force within { $moves } moves.
    }
puzzle-keeping = Moves that kept it: { $columns }.
puzzle-solution = Solution: { $line }.

# The solver's puzzle rating before and after, the change with its sign (`+12`, `-68`), and the solves in a row.
puzzle-rating-change = Puzzle rating { $before } → { $after } ({ $change }) · solved in a row: { $streak }

# The footer: where the puzzle comes from. $red and $yellow are a player (`<@…>`) or `CPU`.
puzzle-from-game = From a game of { $red } vs { $yellow }, move { $move_no }.
puzzle-from-set = From cuatro's puzzle set, proved by the solver.

# The button to the next puzzle.
puzzle-next = Next puzzle

## The puzzle leaderboard (/connect4 puzzle top)

puzzle-top-title = Puzzle leaderboard
# One line: the place, the player, their puzzle rating, the puzzles solved and their longest run of solves
# (where "solved" agrees with the number in your language, select on $solved as the Spanish file does).
puzzle-top-line = { $place }. <@{ $user }> — { $rating } · { $solved } solved · best run { $best_streak }
puzzle-top-empty = Nobody has finished a puzzle on this server yet: try { $command }.

## The puzzle field of /connect4 stats

puzzle-stats-title = Puzzles
# The rating ± its deviation, the puzzles solved and failed, the solves in a row now and at best, and the days in
# a row with the daily puzzle solved (select on $solved and $failed where the words agree with the numbers).
puzzle-stats = { $rating } ±{ $deviation } · { $solved } solved, { $failed } failed · in a row: { $streak } (best { $best_streak }) · daily puzzle days in a row: { $daily_streak }

## The daily puzzle

# The daily post's title, with its date (`YYYY-MM-DD`), and its button.
daily-title = 🧩 Daily puzzle · { $date }
daily-solve = Solve

# Yesterday's figures in today's post: how many tried and solved it, the fastest solver and the solution
# (where the verb agrees with $solved in your language, select on it as the Spanish file does).
daily-yesterday = Yesterday's puzzle: { $solved } of { $tried } solved it.
daily-fastest = Fastest: <@{ $user }>, in { $seconds } s.
daily-solution = Its solution: { $line }.

# In the server's settings: the daily puzzle's channel and hour ($time is `HH:00`, UTC).
daily-at = <#{ $channel }> at { $time } UTC
# Discord refused the posts (with its error code) $days days in a row; the daily puzzle turns itself off after
# $days_off days.
daily-failing = ⚠️ failing: Discord refused the post (error { $code }), { $days ->
        [one] { $days } day
       *[other] { $days } days
    } in a row; off after { $days_off }
# The daily puzzle's setting when it is off (an adjective or participle that agrees with "daily puzzle").
daily-off = off
# The daily puzzle turned itself off after $days days of refused posts: daily-off, then why and what to do.
daily-turned-off = { daily-off }: turned itself off after { $days } days of refused posts (error { $code }); set a channel again
