//! Rendering of games for people: terminal boards now, Discord views later.
