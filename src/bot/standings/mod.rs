//! Standings: the leaderboard, stats, and the rating chart.

pub mod rating_chart;
pub mod tables;
