# Statistics (/connect4 stats), the server leaderboard (/connect4 leaderboard) and ratings.

## A player's statistics (render/stats.rs)

# The embed's title (the variant's name follows, but for the classic game).
stats-title = Statistics
# Under the player's mention when there is nothing to show.
stats-no-games = No games yet.
# Footer in a direct message, where the server's parts are left out.
stats-dm-note = Server ratings and records show when you use this command in a server.

# Field names.
stats-field-rating = Rating
stats-field-games = Games
stats-field-streak = Streak
stats-field-opening = Favourite opening
stats-field-against-you = Against you
stats-field-against-cpu = Against the CPU

# The rating field when the player has no standing on the server.
stats-rating-none = no games yet
# $rating is a rating with its deviation, such as "1512 ±45"; $rank the place on the leaderboard.
stats-rating-rank = { $rating } · rank #{ $rank }
# Wins, draws and losses, as in "3 wins · 1 draw · 2 losses".
stats-record =
    { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } · { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    } · { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    }
# Under the record: $points is the score as written with halves ("11½", "½"), $amount the same score as a
# number (11.5, for the plural), $percent the share of games won, rounded.
stats-points =
    { $points } { $amount ->
        [one] point
       *[other] points
    } · { $percent }% won
# A run of results.
stats-streak-wins =
    { $n ->
        [one] { $n } win in a row
       *[other] { $n } wins in a row
    }
stats-streak-losses =
    { $n ->
        [one] { $n } loss in a row
       *[other] { $n } losses in a row
    }
# The column (1 = leftmost) the player opens with most, and in how many games.
stats-opening =
    column { $column } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
# One line per CPU level: $level is the level's name, $record a record as in stats-record.
stats-cpu-level = **{ $level }:** { $record }

## A server's leaderboard (render/leaderboard.rs)

# The embed's title (the variant's name follows, but for the classic game).
leaderboard-title = Leaderboard
leaderboard-empty = Nobody has played on this server yet.
# The legend above the rows; each row reads "1512 ±45 · 10-2-3 · 11 · 15" (W-D-L = wins, draws, losses).
leaderboard-legend = _Rating ±RD · W-D-L · points · games_
# Put after the caller's own row.
leaderboard-you = ← **you**
# The caller's line when they are not on the page shown; $numbers are those of a row.
leaderboard-caller = **You:** #{ $rank } · { $numbers }
leaderboard-caller-unplayed = You have not played on this server yet.
leaderboard-footer =
    Page { $page } of { $pages } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
# Under an empty leaderboard: the variants that have one, such as "`classic`, `popout`".
leaderboard-variants-played = Variants played here: { $variants }.
# To someone other than the caller pressing ◀ or ▶; $command is the leaderboard command, written by the code.
leaderboard-page-refused = Only <@{ $user }> can turn these pages — run { $command } yourself.

## Ratings (render/rating.rs)

# A player who has results but no rating yet.
rating-unrated = unrated
