# A user's own data: /connect4 my-data and /connect4 forget-me, and how a forgotten player is named.

former-player = a former player
my-data-caption = Everything cuatro stores about you, as JSON: your games and their moves, your ratings in each server and variant, your puzzle rating and attempts, and your tournaments. { $forget } deletes it.
my-data-too-large = Your data ({ $size } MB) is larger than Discord lets me attach here. Ask the bot's operator for it.
forget-title = Forget you?
forget-warning = ⚠️ Your ratings, statistics, puzzle record and leaderboard lines will be deleted in every server. Your finished games keep their moves for your opponents, with you shown as “{ former-player }”. You will leave the tournaments under way. This cannot be undone.
forget-button = Forget me
forget-done-title = You were forgotten
forget-done = Nothing cuatro stores names you any more: { $deleted ->
    [one] 1 record was deleted
   *[other] { $deleted } records were deleted
} and { $anonymised ->
    [one] 1 now shows “{ former-player }”.
   *[other] { $anonymised } now show “{ former-player }”.
}
forget-not-yours = This confirmation is someone else's: nothing was deleted.
forget-cancelled-title = Nothing was deleted
forget-cancelled = Your data is unchanged.
forget-games-under-way = { $count ->
    [one] You have a game under way: finish it or resign it ({ $resign }), then ask again.
   *[other] You have { $count } games under way: finish them or resign them ({ $resign }), then ask again.
}
