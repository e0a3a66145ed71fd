//! Glicko-2 (Glickman, "Example of the Glicko-2 system"): one player's rating after one rating period.

/// The system constant τ: how much volatility may change (0.5, within the paper's advised 0.3–1.2).
pub const TAU: f64 = 0.5;
/// Glicko-2's scale factor between the Glicko and Glicko-2 scales.
const SCALE: f64 = 173.7178;
/// Convergence tolerance of the volatility iteration.
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    /// Rating deviation: how uncertain the rating is.
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500 / RD 350 / volatility 0.06.
    fn default() -> Self {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

/// One game's result against an opponent, from the player's side: 1 win, ½ draw, 0 loss.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outcome {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after one rating period with `games` (an empty period only widens the deviation).
    pub fn updated(self, games: &[Outcome]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            return self.idle(1.0);
        }
        let mut v_inv = 0.0;
        let mut delta_sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            v_inv += g(phi_j).powi(2) * e * (1.0 - e);
            delta_sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / v_inv;
        let delta = v * delta_sum;
        let sigma = self.new_volatility(phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * delta_sum;
        Rating { rating: 1500.0 + SCALE * mu_new, deviation: SCALE * phi_new, volatility: sigma }
    }

    /// The deviation after `periods` rating periods without games (never above a new player's 350).
    pub fn idle(self, periods: f64) -> Rating {
        let phi = self.deviation / SCALE;
        let grown = SCALE * (phi * phi + periods * self.volatility * self.volatility).sqrt();
        Rating { deviation: grown.min(Rating::default().deviation), ..self }
    }

    /// Step 5 of the paper: the new volatility by the Illinois algorithm.
    fn new_volatility(self, phi: f64, v: f64, delta: f64) -> f64 {
        let a = (self.volatility * self.volatility).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > EPSILON {
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = c;
            f_b = f_c;
        }
        (big_a / 2.0).exp()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn glickmans_worked_example() {
        // Glickman's paper: a 1500 / 200 / 0.06 player beats 1400 / 30, loses to 1550 / 100 and to
        // 1700 / 300, with τ = 0.5: 1464.06 / 151.52 / 0.05999.
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let opponent = |rating, deviation| Rating { rating, deviation, volatility: 0.06 };
        let games = [
            Outcome { opponent: opponent(1400.0, 30.0), score: 1.0 },
            Outcome { opponent: opponent(1550.0, 100.0), score: 0.0 },
            Outcome { opponent: opponent(1700.0, 300.0), score: 0.0 },
        ];
        let new = player.updated(&games);
        assert!(close(new.rating, 1464.06, 0.01), "{new:?}");
        assert!(close(new.deviation, 151.52, 0.01), "{new:?}");
        assert!(close(new.volatility, 0.05999, 0.00001), "{new:?}");
    }

    #[test]
    fn a_draw_between_equals_changes_only_the_deviation() {
        let new = Rating::default().updated(&[Outcome { opponent: Rating::default(), score: 0.5 }]);
        assert!(close(new.rating, 1500.0, 1e-9));
        assert!(new.deviation < 350.0);
    }

    #[test]
    fn idle_periods_widen_the_deviation_up_to_a_new_players() {
        let settled = Rating { rating: 1700.0, deviation: 50.0, volatility: 0.06 };
        let later = settled.idle(10.0);
        assert!(later.deviation > 50.0 && later.rating == 1700.0);
        assert_eq!(settled.idle(1e9).deviation, 350.0);
        assert_eq!(settled.updated(&[]), settled.idle(1.0));
    }

    #[test]
    fn winning_raises_and_losing_lowers() {
        let me = Rating::default();
        let win = me.updated(&[Outcome { opponent: me, score: 1.0 }]);
        let loss = me.updated(&[Outcome { opponent: me, score: 0.0 }]);
        assert!(win.rating > 1500.0 && loss.rating < 1500.0);
        assert!(close(win.rating - 1500.0, 1500.0 - loss.rating, 1e-6), "symmetric");
    }
}
