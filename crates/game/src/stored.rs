//! Serde adapters for the session fields stored by name: the game as its record, CPU levels by name.

pub(super) mod game_record {
    use cuatro_engine::{Game, GameRecord};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(game: &Game, s: S) -> Result<S::Ok, S::Error> {
        game.record().serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let record = GameRecord::deserialize(d)?;
        Game::from_record(&record).map_err(serde::de::Error::custom)
    }
}

pub(super) mod level_name_opt {
    use cuatro_ai::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(level: &Option<Level>, s: S) -> Result<S::Ok, S::Error> {
        match level {
            Some(level) => s.serialize_some(level.name()),
            None => s.serialize_none(),
        }
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Level>, D::Error> {
        Option::<String>::deserialize(d)?.map(|name| name.parse().map_err(serde::de::Error::custom)).transpose()
    }
}

pub(super) mod level_name {
    use cuatro_ai::Level;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(level.name())
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}
