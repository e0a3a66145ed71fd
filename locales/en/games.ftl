# The games under way: the private list any player may ask for, and the live "Games now" message a server may keep
# in a channel (render/games_list.rs, render/games_now.rs).

## One game under way, in both lists

# How far the game is: the moves played in the game on the board.
games-moves =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# Whose turn it is; $player is a mention or a CPU's name such as "CPU (easy)".
games-turn = { $player } to move
# The same with a turn timer or a clock running; $deadline is a Discord time that reads "in 5 minutes".
games-turn-until = { $player } to move, time runs out { $deadline }
# A paused game; $until is a Discord time that reads "in 6 days".
games-paused = paused, ends { $until } unless continued
# A match between its two games.
games-between = between the games of a match
# The link to the game's board message; $url is the message's address. Keep the [text](url) form.
games-board-link = [board]({ $url })

## The private list

games-list-title = Games under way
# In a server.
games-list-empty = No game is under way in the channels you can see.
# In a direct message or a group chat, where only the chat's own game is listed.
games-list-empty-here = No game is under way here.
# Footer: the page shown and the games listed.
games-list-footer =
    Page { $page } of { $pages } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
# Someone other than the caller pressed ◀ or ▶; $user is the caller's user id.
games-page-refused = Only <@{ $user }> can turn these pages.

## The live "Games now" message

games-now-title = Games now
games-now-empty = No game is under way right now.
# After the games listed when more are under way.
games-now-more =
    { $more ->
        [one] … and 1 more game
       *[other] … and { $more } more games
    }
# The field of the latest finished games.
games-now-results = Latest results
# A decided game: $winner and $loser are players (a stone and a mention, or a CPU's name).
games-now-won = { $winner } beat { $loser }
# A drawn game.
games-now-drew = { $first } and { $second } drew
# The last line; $when is a Discord time that reads "2 minutes ago".
games-now-updated = Updated { $when }

## The setting (/connect4-admin settings)

settings-label-games-now = Games now message
# The setting's value when no such message is kept.
settings-games-now-off = off
