//! `cuatro play` as a user runs it: the real binary, piped stdin, exit codes and the result line.

use std::io::Write;
use std::process::{Command, Stdio};

fn cuatro(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cuatro"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn a_piped_game_runs_to_a_result_and_exits_zero() {
    let moves = "d\n4\nc\nE\nb\nf\na\ng\n".repeat(8);
    let (code, out, _) = cuatro(&["play", "--level", "easy", "--seed", "7"], &moves);
    assert_eq!(code, 0);
    let last = out.lines().last().unwrap();
    assert!(matches!(last, "result: red" | "result: yellow" | "result: draw"), "{out}");
}

#[test]
fn end_of_input_mid_game_exits_zero() {
    let (code, out, _) = cuatro(&["play", "--variant", "popout", "--first", "cpu"], "d\n");
    assert_eq!(code, 0);
    assert!(out.contains("cpu (red) plays 1."), "{out}");
    assert!(out.ends_with("end of input: game left unfinished\n"), "{out}");
}

#[test]
fn invalid_options_are_refused_with_exit_2() {
    let (code, _, err) = cuatro(&["play", "--variant", "popout+misere"], "");
    assert_eq!(code, 2);
    assert!(err.contains("`popout` and `misere` cannot be combined"), "{err}");
    let (code, _, err) = cuatro(&["play", "--level", "expert"], "");
    assert_eq!(code, 2);
    assert!(err.contains("unknown level"), "{err}");
}
