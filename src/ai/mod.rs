//! The AI: search and difficulty levels for every variant (the classic solver arrives separately).
