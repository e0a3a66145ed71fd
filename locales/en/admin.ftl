# Server administration: the settings panel (/connect4-admin settings) and the leaderboard reset
# (/connect4-admin reset-leaderboard).

## The settings panel (render/admin.rs)

settings-title = Server settings
# Under the title when nothing was changed; $command is the settings command, written by the code.
settings-how-to-change = Change them with { $command }.
# $names lists the settings just changed, by their labels below, such as "Theme, Turn timer".
settings-changed = ✏️ Changed: { $names }.
# A value that is the bot's default, not one the server chose; $value is the value as shown.
settings-default-value = { $value } _(default)_
# Footer when some value is the bot's default.
settings-default-note = (default): the bot's default, used while the server sets none of its own.

# The label of each setting.
settings-label-timer = Turn timer
settings-label-timeout-action = On timeout
settings-label-thread-per-game = Thread per game
settings-label-alternate-first = Alternate first player in rematches
settings-label-theme = Theme
settings-label-channels = Channels allowed
settings-label-format = Default format
settings-label-rate-single-games = Single games rated
settings-label-max-games-per-user = Games per user
settings-label-hints = Hints in unrated games
settings-label-daily-puzzle = Daily puzzle

# A switch that is on or off.
settings-on = on
settings-off = off

# The time per turn.
settings-timer-none = none
settings-timer-hours = { $n } h
settings-timer-minutes = { $n } min
settings-timer-seconds = { $n } s
settings-timer-milliseconds = { $n } ms

# What happens when a player's time per turn runs out.
settings-timeout-cpu = the CPU plays for the absent player (the game is then unrated)
settings-timeout-forfeit = the absent player loses

# How the pieces look (the X/O theme is shown as "X/O ❌⭕" in every language).
settings-theme-classic = classic 🔴🟡
settings-theme-colour-blind = colour-blind safe 🔵🟠

# The format of a challenge when none is given.
settings-format-single = single game
settings-format-match = match of two games

# Whether single games (not only matches) are rated.
settings-rated-yes = yes
settings-rated-no = no: only matches are rated

# The channels where games are allowed.
settings-channels-all = every channel
# After as many channel mentions as fit: how many more there are.
settings-channels-more = … +{ $n } more

## The leaderboard reset (render/admin.rs)

admin-reset-title = Reset the leaderboard?
admin-reset-warning = ⚠️ Every rating and every win, draw and loss of this server will be erased. This cannot be undone.
# The red button that confirms.
admin-reset-button = Reset
admin-reset-done-title = Leaderboard reset
admin-reset-done = Every rating and W/D/L record of this server was erased.
admin-reset-cancelled-title = Nothing was erased
admin-reset-cancelled = The leaderboard is unchanged.
