//! End-to-end tests, one binary: the real serenity + poise client (or the bot) against a loopback fake Discord,
//! on SQLite and PostgreSQL. One module per area; process-wide settings live in `support::process`.

mod support;

mod assist;
mod bot;
mod browser;
mod chaos;
mod competitive;
mod cpu_turns;
mod crash;
mod daily_puzzle;
mod fake_discord_smoke;
mod fake_shards;
mod faults;
mod games_list;
mod languages;
mod limits;
mod logs;
mod metrics;
mod migrations;
mod outbox;
mod pipeline;
mod privacy;
mod private_chats;
mod puzzles;
mod replay;
mod shards;
mod tournaments;
mod variants;
mod web;
