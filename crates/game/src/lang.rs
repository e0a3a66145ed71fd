//! The languages the bot speaks: each one's code as stored, its Discord locales and its plural rules' locale.

use serde::{Deserialize, Serialize};

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
    /// Brazilian Portuguese.
    Pt,
    Fr,
    De,
    It,
}

impl Lang {
    /// Every language, English first (the one a missing message falls back to).
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Es, Lang::Pt, Lang::Fr, Lang::De, Lang::It];

    /// From a Discord locale (`es-ES`, `es-419` → Spanish, `pt-BR` → Portuguese, `fr`, `de`, `it`; anything else →
    /// English), a stored code, or a POSIX `LANG` value (`fr_FR.UTF-8`).
    pub fn from_locale(locale: &str) -> Lang {
        let prefix = locale.get(..2).unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == prefix).unwrap_or_default()
    }

    /// The language's code as stored (`en`, `es`, `pt`, `fr`, `de`, `it`); [`Lang::from_locale`] reads it back.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::It => "it",
        }
    }

    /// The language's folder under `locales/` and its Unicode locale (plural rules).
    pub fn locale(self) -> &'static str {
        match self {
            Lang::Pt => "pt-BR",
            other => other.code(),
        }
    }

    /// The Discord locales this language is shown to (the keys of a command's localisations).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Pt => &["pt-BR"],
            Lang::Fr => &["fr"],
            Lang::De => &["de"],
            Lang::It => &["it"],
        }
    }

    /// Whether the language writes a decimal comma ("11,5").
    pub fn decimal_comma(self) -> bool {
        self != Lang::En
    }

    /// The language's place in [`Lang::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_stored_by_their_code_and_games_of_before_read_back() {
        for (index, lang) in Lang::ALL.into_iter().enumerate() {
            let stored = serde_json::to_string(&lang).expect("a language serialises");
            assert_eq!(stored, format!("\"{}\"", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&stored).expect("and reads back"), lang);
            assert_eq!(lang.index(), index);
        }
        // Games stored when the bot spoke English and Spanish only.
        assert_eq!(serde_json::from_str::<Lang>("\"en\"").expect("en"), Lang::En);
        assert_eq!(serde_json::from_str::<Lang>("\"es\"").expect("es"), Lang::Es);
    }
}
