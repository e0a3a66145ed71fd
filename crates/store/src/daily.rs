//! The daily puzzle: which servers are due a post, the claim that makes each day's post once, its message, and
//! the day's summary.

use super::db::{Store, StoreError};
use super::puzzles::{AttemptRow, PUZZLE_COLUMNS, PuzzleRow, puzzle_of};
use cuatro_engine::Variant;
use cuatro_game::Millis;

/// How long a claim without a message or an error holds before another pass may post the day's puzzle.
pub const DAILY_CLAIM_MS: Millis = 120_000;

/// The rating daily puzzles are chosen near: a middling one, for a whole server.
const DAILY_RATING: f64 = 1450.0;

/// A server's daily puzzle of one day.
#[derive(Debug, Clone, PartialEq)]
pub struct DailyPost {
    pub puzzle: PuzzleRow,
    pub channel: u64,
    pub message: Option<u64>,
}

/// How a day's daily puzzle went.
#[derive(Debug, Clone, PartialEq)]
pub struct DailySummary {
    pub puzzle: PuzzleRow,
    /// Players who finished an attempt, and those who solved it.
    pub tried: u32,
    pub solved: u32,
    /// The quickest solve: its player and time from opening to solving.
    pub fastest: Option<(u64, Millis)>,
}

impl Store {
    /// The servers whose daily puzzle of `day` is due at `hour` (UTC) and neither posted, refused, sent (its
    /// answer lost), nor being posted (a claim younger than [`DAILY_CLAIM_MS`]): (server, channel).
    pub async fn due_daily(&self, day: i64, hour: u32, now: Millis) -> Result<Vec<(u64, u64)>, StoreError> {
        let rows: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT s.guild_id, s.channel_id FROM daily_schedules s
             WHERE s.hour <= $2 AND NOT EXISTS (
                 SELECT 1 FROM daily_puzzles d WHERE d.guild_id = s.guild_id AND d.day = $1
                     AND (d.message_id IS NOT NULL OR d.error_code IS NOT NULL OR d.sent_at IS NOT NULL
                          OR d.claimed_at > $3))
             ORDER BY s.guild_id",
        )
        .bind(day)
        .bind(i64::from(hour))
        .bind(now - DAILY_CLAIM_MS)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(g, c)| (g as u64, c as u64)).collect())
    }

    /// Claims the posting of `guild`'s daily puzzle of `day` in `channel`: the puzzle to post, chosen among those
    /// the server never had as a daily puzzle (its own first, then the built-in set), or the one of an unfinished
    /// claim taken over (one that never reached its send). `None` when the day is posted, refused, sent or being
    /// posted by another pass, or when no puzzle is left.
    pub async fn claim_daily(
        &self,
        guild: u64,
        day: i64,
        channel: u64,
        now: Millis,
    ) -> Result<Option<PuzzleRow>, StoreError> {
        let earlier: Option<(i64,)> = sqlx::query_as(
            "SELECT puzzle_id FROM daily_puzzles WHERE guild_id = $1 AND day = $2
                 AND message_id IS NULL AND error_code IS NULL AND sent_at IS NULL AND claimed_at <= $3",
        )
        .bind(guild as i64)
        .bind(day)
        .bind(now - DAILY_CLAIM_MS)
        .fetch_optional(&self.pool)
        .await?;
        let puzzle = match earlier {
            Some((id,)) => self.puzzle(id as u64).await?,
            None => {
                const UNUSED: &str = "NOT EXISTS (SELECT 1 FROM daily_puzzles d
                                          WHERE d.guild_id = $2 AND d.puzzle_id = p.id)";
                self.pick_near(Variant::CLASSIC, &[guild, 0], DAILY_RATING, UNUSED, guild).await?
            }
        };
        let Some(puzzle) = puzzle else { return Ok(None) };
        let claimed = sqlx::query(
            "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, claimed_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (guild_id, day) DO UPDATE SET claimed_at = excluded.claimed_at,
                 channel_id = excluded.channel_id
             WHERE daily_puzzles.message_id IS NULL AND daily_puzzles.error_code IS NULL
                 AND daily_puzzles.sent_at IS NULL AND daily_puzzles.claimed_at <= $6 AND daily_puzzles.puzzle_id = excluded.puzzle_id",
        )
        .bind(guild as i64)
        .bind(day)
        .bind(puzzle.id as i64)
        .bind(channel as i64)
        .bind(now)
        .bind(now - DAILY_CLAIM_MS)
        .execute(&self.pool)
        .await?;
        Ok((claimed.rows_affected() == 1).then_some(puzzle))
    }

    /// Records that the day's post is being sent: from now on the day is never claimed again, whatever becomes of
    /// the send (an answer lost may hide a post made).
    pub async fn daily_sending(&self, guild: u64, day: i64, now: Millis) -> Result<(), StoreError> {
        sqlx::query("UPDATE daily_puzzles SET sent_at = $3 WHERE guild_id = $1 AND day = $2")
            .bind(guild as i64)
            .bind(day)
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Stores the message that shows `guild`'s daily puzzle of `day`.
    pub async fn daily_posted(&self, guild: u64, day: i64, message: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE daily_puzzles SET message_id = $3 WHERE guild_id = $1 AND day = $2")
            .bind(guild as i64)
            .bind(day)
            .bind(message as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Marks the day's post as refused by Discord with `code` (no further try that day).
    pub async fn daily_refused(&self, guild: u64, day: i64, code: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE daily_puzzles SET error_code = $3 WHERE guild_id = $1 AND day = $2")
            .bind(guild as i64)
            .bind(day)
            .bind(code)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Gives the day's claim up (a post Discord answered with an error and did not make): the next pass posts it.
    pub async fn daily_release(&self, guild: u64, day: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM daily_puzzles WHERE guild_id = $1 AND day = $2 AND message_id IS NULL")
            .bind(guild as i64)
            .bind(day)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// `guild`'s daily puzzle of `day`, if one was posted or is being posted.
    pub async fn daily_post(&self, guild: u64, day: i64) -> Result<Option<DailyPost>, StoreError> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS}, d.channel_id, d.message_id FROM daily_puzzles d
             JOIN puzzles p ON p.id = d.puzzle_id WHERE d.guild_id = $1 AND d.day = $2 AND d.error_code IS NULL"
        );
        let row = sqlx::query(super::db::trusted(&sql)).bind(guild as i64).bind(day).fetch_optional(&self.pool).await?;
        let Some(row) = row else { return Ok(None) };
        use sqlx::Row;
        Ok(Some(DailyPost {
            puzzle: puzzle_of(&row)?,
            channel: row.try_get::<i64, _>("channel_id")? as u64,
            message: row.try_get::<Option<i64>, _>("message_id")?.map(|m| m as u64),
        }))
    }

    /// How `guild`'s daily puzzle of `day` went, if there was one.
    pub async fn daily_summary(&self, guild: u64, day: i64) -> Result<Option<DailySummary>, StoreError> {
        let Some(post) = self.daily_post(guild, day).await? else { return Ok(None) };
        let (tried, solved): (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN status = 'solved' THEN 1 ELSE 0 END), 0) FROM puzzle_attempts
             WHERE guild_id = $1 AND daily_day = $2 AND puzzle_id = $3 AND status <> 'open'",
        )
        .bind(guild as i64)
        .bind(day)
        .bind(post.puzzle.id as i64)
        .fetch_one(&self.pool)
        .await?;
        let fastest: Option<(i64, i64)> = sqlx::query_as(
            "SELECT user_id, finished_at - started_at FROM puzzle_attempts
             WHERE guild_id = $1 AND daily_day = $2 AND puzzle_id = $3 AND status = 'solved'
             ORDER BY finished_at - started_at, user_id LIMIT 1",
        )
        .bind(guild as i64)
        .bind(day)
        .bind(post.puzzle.id as i64)
        .fetch_optional(&self.pool)
        .await?;
        Ok(Some(DailySummary {
            puzzle: post.puzzle,
            tried: tried as u32,
            solved: solved as u32,
            fastest: fastest.map(|(user, ms)| (user as u64, ms)),
        }))
    }

    /// `user`'s attempt at `puzzle` on `daily_day` (0: in the trainer), if they made one.
    pub async fn attempt_of(&self, user: u64, puzzle: u64, daily_day: i64) -> Result<Option<AttemptRow>, StoreError> {
        let id: Option<(i64,)> =
            sqlx::query_as("SELECT id FROM puzzle_attempts WHERE user_id = $1 AND puzzle_id = $2 AND daily_day = $3")
                .bind(user as i64)
                .bind(puzzle as i64)
                .bind(daily_day)
                .fetch_optional(&self.pool)
                .await?;
        match id {
            Some((id,)) => self.attempt(id as u64).await,
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::NewPuzzle;
    use crate::testing::each_engine;
    use cuatro_ai::puzzle::Goal;
    use cuatro_engine::{Move, Variant};
    use cuatro_game::{DailySchedule, GuildSettings, Lang};

    fn set(n: usize) -> Vec<NewPuzzle> {
        (0..n)
            .map(|i| NewPuzzle {
                variant: Variant::CLASSIC,
                moves: vec![Move::Drop(i as u8)],
                goal: Goal::Win { moves: 3 },
                source: None,
            })
            .collect()
    }

    #[tokio::test]
    async fn a_day_is_posted_once_a_failed_claim_is_taken_over_and_the_summary_counts_the_day() {
        each_engine("daily", |store| async move {
            store.add_puzzles(&set(3), 0).await.unwrap();
            let settings = GuildSettings {
                daily_puzzle: Some(DailySchedule { channel: 10, hour: 12, lang: Lang::En }),
                ..GuildSettings::default()
            };
            store.save_guild_settings(1, &settings, 0).await.unwrap();
            store.save_guild_settings(2, &GuildSettings::default(), 0).await.unwrap();
            let (day, now) = (20_000, 1_000_000);
            assert!(store.due_daily(day, 11, now).await.unwrap().is_empty(), "before its hour");
            assert_eq!(store.due_daily(day, 12, now).await.unwrap(), [(1, 10)]);

            let puzzle = store.claim_daily(1, day, 10, now).await.unwrap().expect("claimed");
            assert_eq!(store.claim_daily(1, day, 10, now + 1).await.unwrap(), None, "claimed once");
            assert!(store.due_daily(day, 13, now + 1).await.unwrap().is_empty(), "being posted");
            // The poster died: two minutes on, the claim is taken over with the same puzzle.
            let later = now + super::DAILY_CLAIM_MS + 1;
            assert_eq!(store.due_daily(day, 13, later).await.unwrap(), [(1, 10)]);
            assert_eq!(store.claim_daily(1, day, 10, later).await.unwrap().map(|p| p.id), Some(puzzle.id));
            store.daily_posted(1, day, 99).await.unwrap();
            assert!(store.due_daily(day, 23, later + 10 * super::DAILY_CLAIM_MS).await.unwrap().is_empty());
            let post = store.daily_post(1, day).await.unwrap().unwrap();
            assert_eq!((post.puzzle.id, post.channel, post.message), (puzzle.id, 10, Some(99)));

            // Two players: one solves it in 40 s, one fails; a third only opened it.
            for (user, solved, took) in [(5, true, 40_000), (6, false, 10_000), (7, true, 0)] {
                let attempt = store.open_attempt(&puzzle, user, Some(1), day, Lang::En, now).await.unwrap().unwrap();
                if took > 0 {
                    store.finish_attempt(&attempt, &[], &[Move::Drop(3)], solved, now + took).await.unwrap();
                }
            }
            let summary = store.daily_summary(1, day).await.unwrap().unwrap();
            assert_eq!((summary.tried, summary.solved, summary.fastest), (2, 1, Some((5, 40_000))));
            assert_eq!(store.attempt_of(6, puzzle.id, day).await.unwrap().unwrap().user, 6);
            assert!(store.attempt_of(6, puzzle.id, 0).await.unwrap().is_none());

            // The next day gets another puzzle; a refused day is not tried again; no schedule, no post.
            let next = store.claim_daily(1, day + 1, 10, later).await.unwrap().unwrap();
            assert_ne!(next.id, puzzle.id, "a server never gets the same daily puzzle twice");
            store.daily_refused(1, day + 1, 50013).await.unwrap();
            assert!(store.due_daily(day + 1, 23, later + 10 * super::DAILY_CLAIM_MS).await.unwrap().is_empty());
            assert!(store.daily_post(1, day + 1).await.unwrap().is_none());
            store.save_guild_settings(1, &GuildSettings::default(), 1).await.unwrap();
            assert!(store.due_daily(day + 2, 23, later).await.unwrap().is_empty(), "off");
            // A passing failure gives the claim up.
            store.claim_daily(2, day, 10, later).await.unwrap().unwrap();
            store.daily_release(2, day).await.unwrap();
            assert!(store.daily_post(2, day).await.unwrap().is_none());

            store.purge_guild(1).await.unwrap();
            assert!(store.daily_post(1, day).await.unwrap().is_none(), "purged with the server");
        })
        .await;
    }
}
