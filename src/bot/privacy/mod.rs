//! A user's own data in their hands: `/connect4 my-data` sends it, `/connect4 forget-me` deletes or anonymises it.

pub mod forget_me;
pub mod my_data;
