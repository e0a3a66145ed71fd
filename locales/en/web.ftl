# A finished game's web page (/g/<code>): its title, the position shown, the links that step through the moves,
# the move list's heading, the replay's download link and the keys that step where scripts run.

# The page's title; the variant's name follows but for the classic game.
web-game-title = { -game-name } · game { $code }
web-position-start = The start position
# $n moves of $total have been played in the position shown.
web-position-after = After move { $n } of { $total }
web-step-first = « Start
web-step-previous = ‹ Previous
web-step-next = Next ›
web-step-last = End »
web-moves-heading = Moves
web-replay-download = Download the replay (GIF)
web-keys = The ← and → keys step through the moves.
# A player whose Discord name the bot does not know.
web-player = a player
# Every address that shows nothing: unknown, under way, private or its server's pages off.
web-not-found = No page here.
# An answer that could not be made in time (the database away, the server busy).
web-busy = Busy: try again in a few seconds.
# Too many requests from one address in a minute; $seconds until the next is allowed.
web-too-many = Too many requests from your address: try again in { $seconds } s.

# The settings' line of /connect4-admin settings web-pages.
settings-label-web-pages = Web pages of games
# The final board's link button to the game's page.
web-page-button = View on the web
# A leaderboard page's place among its pages (/s/<server>/<variant>).
web-page-of = Page { $page } of { $pages }
# A game under way's page (/live/<code>): its title (the variant's name follows but for the classic game),
# and the position shown after $n moves.
web-live-title = { -game-name } · live · game { $code }
web-position-live = After move { $n }
