//! What the bot shows, as plain data: message content, one embed, rows of buttons.

/// A message the bot sends or edits. Compared with `==` in tests.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct View {
    pub content: String,
    /// The only user the content may ping (allowed mentions); None pings nobody.
    pub ping: Option<u64>,
    /// Further users the content may ping (the players invited to a game of three or four).
    pub more_pings: Vec<u64>,
    pub embed: Option<EmbedView>,
    pub rows: Vec<Vec<ButtonView>>,
    /// Only the clicking user sees it.
    pub ephemeral: bool,
}

impl View {
    /// A short message only the caller sees.
    pub fn ephemeral(text: impl Into<String>) -> View {
        View { content: text.into(), ephemeral: true, ..View::default() }
    }

    /// All buttons, row by row.
    pub fn buttons(&self) -> impl Iterator<Item = &ButtonView> {
        self.rows.iter().flatten()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EmbedView {
    pub title: String,
    pub description: String,
    pub fields: Vec<FieldView>,
    pub footer: Option<String>,
    pub colour: u32,
    /// The embed's picture: an attachment of the same message (`attachment://name.png`).
    pub image: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldView {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ButtonView {
    pub custom_id: String,
    pub label: String,
    pub style: ButtonStyle,
    pub disabled: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
    /// A link: the button's `custom_id` holds its URL, and Discord opens it (no interaction reaches the bot).
    Link,
}

/// Discord's limits, checked by the renderer's tests.
pub mod limits {
    pub const BUTTONS_PER_ROW: usize = 5;
    pub const ROWS: usize = 5;
    pub const CONTENT: usize = 2000;
    pub const EMBED_DESCRIPTION: usize = 4096;
    pub const FIELD_VALUE: usize = 1024;
}

/// Lays buttons out in rows of at most five.
pub fn rows_of(buttons: Vec<ButtonView>) -> Vec<Vec<ButtonView>> {
    buttons.chunks(limits::BUTTONS_PER_ROW).map(<[ButtonView]>::to_vec).collect()
}
