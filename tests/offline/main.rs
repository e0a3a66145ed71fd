//! Integration tests without Discord, one binary: the opening book, the solver's test sets, the `cuatro` command
//! line (`play`, `book --variant popout`, `run`, `rebuild-standings`), the documents' links, and the house rules
//! read from the code (user text, dependencies, test support).

mod book;
mod cli_book;
mod cli_play;
mod cli_rebuild;
mod cli_run;
mod doc_links;
mod solver_sets;
mod source_rules;
