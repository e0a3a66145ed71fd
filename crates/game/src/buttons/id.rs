//! Any button the bot shows, parsed once by its prefix: game actions, leaderboard pages, reset confirmation,
//! puzzles, pages of the games list, tournaments, the forget-me confirmation.

use super::action::Action;
use super::codec::{BadButtonId, split};
use super::forget::ForgetButton;
use super::games_page::GamesPageButton;
use super::page::PageButton;
use super::puzzle::PuzzleButton;
use super::reset::ResetButton;
use super::tournament::TournamentButton;

/// A parsed button `custom_id` of any family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ButtonId {
    /// `c4:…`: a game's buttons.
    Game(Action),
    /// `c4l:…`: the leaderboard's paging buttons.
    Page(PageButton),
    /// `c4a:…`: the leaderboard reset confirmation.
    Reset(ResetButton),
    /// `c4z:…`: a private puzzle's buttons.
    Puzzle(PuzzleButton),
    /// `c4g:…`: the paging buttons of the list of games under way.
    GamesPage(GamesPageButton),
    /// `c4t:…`: a tournament message's buttons.
    Tournament(TournamentButton),
    /// `c4f:…`: the forget-me confirmation.
    Forget(ForgetButton),
}

impl ButtonId {
    /// Parses a `custom_id` strictly, by the family its prefix names.
    pub fn parse(id: &str) -> Result<ButtonId, BadButtonId> {
        match split(id)?[0] {
            "c4" => Action::parse(id).map(ButtonId::Game),
            "c4l" => PageButton::parse(id).map(ButtonId::Page),
            "c4a" => ResetButton::parse(id).map(ButtonId::Reset),
            "c4z" => PuzzleButton::parse(id).map(ButtonId::Puzzle),
            "c4g" => GamesPageButton::parse(id).map(ButtonId::GamesPage),
            "c4t" => TournamentButton::parse(id).map(ButtonId::Tournament),
            "c4f" => ForgetButton::parse(id).map(ButtonId::Forget),
            _ => Err(BadButtonId::WrongPrefix),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn each_prefix_parses_its_own_family() {
        assert_eq!(ButtonId::parse("c4:a:3f"), Ok(ButtonId::Game(crate::Press::Accept.on(3 * 36 + 15))));
        assert_eq!(
            ButtonId::parse("c4l:classic:2:7"),
            Ok(ButtonId::Page(PageButton { variant: "classic".into(), page: 2, caller: 7 }))
        );
        assert_eq!(ButtonId::parse("c4a:keep:9"), Ok(ButtonId::Reset(ResetButton { confirm: false, caller: 9 })));
        assert_eq!(ButtonId::parse("c4z:n:a"), Ok(ButtonId::Puzzle(PuzzleButton::Next { attempt: 10 })));
        assert_eq!(ButtonId::parse("c4g:1:7"), Ok(ButtonId::GamesPage(GamesPageButton { page: 1, caller: 7 })));
        assert_eq!(ButtonId::parse("c4f:keep:7"), Ok(ButtonId::Forget(ForgetButton { confirm: false, caller: 7 })));
        assert_eq!(ButtonId::parse("c4l:classic:01:7"), Err(BadButtonId::BadNumber));
        for other in ["", "c5:a:3f", "C4:a:3f", "c4x:keep:9", "c4a"] {
            assert!(ButtonId::parse(other).is_err(), "{other:?}");
        }
        assert_eq!(ButtonId::parse(&"c4:a:3f".repeat(20)), Err(BadButtonId::TooLong));
    }

    proptest! {
        #[test]
        fn parsing_agrees_with_each_family(id in "(c4|c4l|c4a|c4z|c4g|c4t|c4f|c5)?:.{0,30}") {
            let parsed = ButtonId::parse(&id);
            match &parsed {
                Ok(ButtonId::Game(action)) => prop_assert_eq!(action.to_string(), id),
                Ok(ButtonId::Page(page)) => prop_assert_eq!(page.to_string(), id),
                Ok(ButtonId::Reset(reset)) => prop_assert_eq!(reset.to_string(), id),
                Ok(ButtonId::Puzzle(puzzle)) => prop_assert_eq!(puzzle.to_string(), id),
                Ok(ButtonId::GamesPage(page)) => prop_assert_eq!(page.to_string(), id),
                Ok(ButtonId::Tournament(button)) => prop_assert_eq!(button.to_string(), id),
                Ok(ButtonId::Forget(button)) => prop_assert_eq!(button.to_string(), id),
                Err(_) => {
                    prop_assert!(Action::parse(&id).is_err());
                    prop_assert!(PageButton::parse(&id).is_err());
                    prop_assert!(ResetButton::parse(&id).is_err());
                    prop_assert!(PuzzleButton::parse(&id).is_err());
                    prop_assert!(GamesPageButton::parse(&id).is_err());
                    prop_assert!(TournamentButton::parse(&id).is_err());
                    prop_assert!(ForgetButton::parse(&id).is_err());
                }
            }
        }
    }
}
