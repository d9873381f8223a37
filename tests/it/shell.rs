//! `completions` and `man`: generated from the clap definition, so every
//! subcommand appears in them.

use crate::common;

use assert_cmd::Command;

fn cmd() -> Command {
    let mut c = common::cmd();
    c.current_dir(common::root());
    c
}

const SUBCOMMANDS: [&str; 11] = [
    "solve",
    "render",
    "verify",
    "diff",
    "schema",
    "compare",
    "check",
    "bench",
    "puzzles",
    "completions",
    "man",
];

#[test]
fn every_shell_completes_every_subcommand() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = cmd().args(["completions", shell]).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = String::from_utf8(out.stdout).unwrap();
        for sub in SUBCOMMANDS {
            assert!(script.contains(sub), "{shell} completes {sub}");
        }
        assert!(script.contains("strategy"), "{shell} completes options too");
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let out = cmd().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("tcsh") && err.contains("bash"), "{err}");
}

#[test]
fn the_man_page_is_roff_naming_every_subcommand() {
    let out = cmd().arg("man").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains(".TH sudoku-trace 1"), "{page}");
    for sub in SUBCOMMANDS {
        assert!(page.contains(sub), "the page names {sub}");
    }
}
