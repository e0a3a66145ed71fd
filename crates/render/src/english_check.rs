//! Test helper (unit tests and, through the `test-support` feature, the end-to-end tests): finds English words in a
//! text meant for another language.

/// Words of English sentences that no other language the bot speaks writes as a word of its own.
const ENGLISH_WORDS: [&str; 27] = [
    "the", "your", "you", "game", "games", "turn", "move", "moves", "wins", "won", "board", "with", "this", "that",
    "not", "here", "play", "when", "which", "there", "been", "player", "players", "column", "draw", "resign",
    "rematch",
];

/// The English words of `text`, leaving out what is not prose: backticked ids, Discord markup (`<@1>`, `<t:1:R>`),
/// links, bare ids (`three-players`) and command paths (`/connect4 vs-cpu`).
pub fn english_words(text: &str) -> Vec<String> {
    let mut prose = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let close = match c {
            '`' => Some('`'),
            '<' => Some('>'),
            '/' if prose.is_empty() || prose.ends_with([' ', '(', '\n', '“', '«']) => Some(' '),
            _ => None,
        };
        match close {
            Some(close) => {
                // A command path runs to the end of its subcommands: words of lowercase letters and dashes.
                if close == ' ' {
                    while let Some(&n) = chars.peek() {
                        if n.is_ascii_lowercase() || n.is_ascii_digit() || n == '-' || n == ' ' {
                            chars.next();
                        } else {
                            break;
                        }
                    }
                } else {
                    for n in chars.by_ref() {
                        if n == close {
                            break;
                        }
                    }
                }
                prose.push(' ');
            }
            None => prose.push(c),
        }
    }
    // Links and ids written bare (`three-players`, `popout+cylinder`) are not prose either.
    let is_id = |w: &&str| w.starts_with("http") || w.contains(['-', '+', '_']);
    let prose = prose.split_whitespace().filter(|w| !is_id(w)).collect::<Vec<_>>().join(" ");
    prose
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| ENGLISH_WORDS.contains(&w.to_lowercase().as_str()))
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
#[test]
fn english_words_are_found_outside_ids_markup_and_commands() {
    assert_eq!(english_words("<@1>, your turn."), ["your", "turn"]);
    assert!(english_words("<@1>, c'est ton tour. Essaie `/connect4 vs-cpu` ou `classic`.").is_empty());
    assert!(english_words("Usa /connect4 puzzle play para jugar: https://example.invalid/the-game").is_empty());
    assert!(english_words("Reglas: classic, three-players, popout+cylinder…").is_empty());
    assert_eq!(english_words("Reglas: the game"), ["the", "game"]);
}
