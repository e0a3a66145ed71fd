//! `cuatro book --variant popout` as a user runs it: the real binary proves the PopOut first player's win afresh
//! and writes the strategy the build embeds, byte for byte.

use std::process::Command;

fn cuatro_book(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cuatro")).arg("book").args(args).output().expect("the binary starts");
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn a_fresh_proof_writes_the_embedded_popout_strategy() {
    let dir = std::env::temp_dir().join(format!("cuatro-popout-strategy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("popout.strategy");
    let (code, err) = cuatro_book(&["--variant", "popout", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("the first player wins by ply 21 opening d"), "{err}");
    let shipped = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/book/popout.strategy")).unwrap();
    assert!(std::fs::read(&out).unwrap() == shipped, "the fresh strategy differs from book/popout.strategy");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_classic_options_are_refused_with_popout() {
    let (code, err) = cuatro_book(&["--variant", "popout", "--depth", "3"]);
    assert_eq!(code, 2);
    assert!(err.contains("make the classic book"), "{err}");
}
