//! Integration tests without Discord, one binary: the opening book, the solver's test sets, the `cuatro` command
//! line (`play`, `run`, `rebuild-standings`), and the repository's house rules (links, dependencies, test support).

mod book;
mod cli_play;
mod cli_rebuild;
mod cli_run;
mod doc_links;
mod house_rules;
mod solver_sets;
