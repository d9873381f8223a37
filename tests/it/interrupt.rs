//! Interrupting `solve -o`, `render -o` and `compare -o`: SIGINT, SIGTERM,
//! SIGHUP (a closed terminal) and SIGQUIT leave an earlier FILE as it was and no temporary file, and end the process
//! by the signal; SIGKILL leaves FILE as it was too. Nothing waits a fixed time:
//! each test polls until the temporary file is there (and has grown), then
//! signals a process that still has seconds of work, or is waiting for input.
#![cfg(unix)]

use crate::common;

use std::io::Write;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

const PREVIOUS: &str = "the previous file\n";
const LONG: &str = "examples/puzzles/wikipedia_brute_force.txt";

/// Kills the child if a test fails before it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start(args: &[&str], stdin: Stdio) -> Running {
    let mut command = Command::new(common::binary());
    command
        .args(args)
        .current_dir(common::root())
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    // SAFETY: signal() and setrlimit() are async-signal-safe. A test runner
    // started in the background (or with nohup) may ignore these signals,
    // and its children would inherit that. SIGQUIT's default dumps core: no
    // core file is wanted in the repository.
    unsafe {
        command.pre_exec(|| {
            for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT] {
                libc::signal(signal, libc::SIG_DFL);
            }
            let none = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &none);
            Ok(())
        });
    }
    Running(command.spawn().expect("the binary starts"))
}

/// The temporary files beside `file`.
fn temporaries(file: &Path) -> Vec<PathBuf> {
    let name = file.file_name().unwrap().to_str().unwrap();
    let prefix = format!(".{name}.sudoku-trace-tmp-");
    std::fs::read_dir(file.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with(&prefix)
        })
        .collect()
}

/// Polls until a temporary file for `file` holds at least `bytes`.
fn wait_for_temporary(child: &mut Running, file: &Path, bytes: u64) {
    let started = Instant::now();
    loop {
        let grown = temporaries(file)
            .iter()
            .any(|p| std::fs::metadata(p).is_ok_and(|m| m.len() >= bytes));
        if grown {
            return;
        }
        if let Some(status) = child.0.try_wait().unwrap() {
            panic!("the command ended ({status}) before its temporary file grew");
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "no temporary file for {} after two minutes",
            file.display()
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn signal(child: &Running, signal: i32) {
    let pid = child.0.id() as libc::pid_t;
    // SAFETY: kill() only sends a signal, to our own child.
    assert_eq!(unsafe { libc::kill(pid, signal) }, 0, "the signal is sent");
}

fn wait(mut child: Running) -> ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            return status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the command did not end after the signal"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Checks what a signal left: FILE as it was, and for every caught signal no
/// temporary file and a death by that signal (the shell's 130 or 143).
fn check(file: &Path, signal: i32, status: ExitStatus) {
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(std::fs::read_to_string(file).unwrap(), PREVIOUS);
    if signal == libc::SIGKILL {
        assert_eq!(status.signal(), Some(libc::SIGKILL));
    } else {
        // Ended by the signal itself, as a shell needs to stop its loop.
        assert_eq!(status.signal(), Some(signal), "{status}");
        assert_eq!(temporaries(file), Vec::<PathBuf>::new());
    }
}

/// Every signal that may end a command from outside: the four caught
/// (issue 22: SIGHUP and SIGQUIT left the temporary file), and SIGKILL.
const SIGNALS: [i32; 5] = [
    libc::SIGINT,
    libc::SIGTERM,
    libc::SIGHUP,
    libc::SIGQUIT,
    libc::SIGKILL,
];

fn output(dir: &tempfile::TempDir, name: &str) -> PathBuf {
    let file = dir.path().join(name);
    std::fs::write(&file, PREVIOUS).unwrap();
    file
}

#[test]
fn an_interrupted_solve_leaves_the_previous_file() {
    for sig in SIGNALS {
        let dir = tempfile::tempdir().unwrap();
        let file = output(&dir, "trace.jsonl");
        // The cap only bounds the disk used should the signal not stop it:
        // writing 50,000,000 events takes seconds.
        let mut child = start(
            &[
                "solve",
                LONG,
                "--strategy",
                "naive",
                "--format",
                "jsonl",
                "--max-steps",
                "50000000",
                "-o",
                file.to_str().unwrap(),
            ],
            Stdio::null(),
        );
        // Past the writer's buffer: the trace is being written.
        wait_for_temporary(&mut child, &file, 256 * 1024);
        signal(&child, sig);
        check(&file, sig, wait(child));
    }
}

#[test]
fn an_interrupted_render_leaves_the_previous_file() {
    // A trace given on standard input, and more to come: render writes what
    // it has and waits, until the signal.
    let trace = Command::new(common::binary())
        .args([
            "solve",
            LONG,
            "--strategy",
            "naive",
            "--format",
            "jsonl",
            "--max-steps",
            "20000",
        ])
        .current_dir(common::root())
        .output()
        .unwrap()
        .stdout;
    let text = String::from_utf8(trace).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let unfinished = lines[..lines.len() - 2].join("\n") + "\n";
    for sig in SIGNALS {
        let dir = tempfile::tempdir().unwrap();
        let file = output(&dir, "walk.txt");
        let mut child = start(
            &[
                "render",
                "-",
                "--format",
                "text",
                "-o",
                file.to_str().unwrap(),
            ],
            Stdio::piped(),
        );
        let mut stdin = child.0.stdin.take().unwrap();
        stdin.write_all(unfinished.as_bytes()).unwrap();
        stdin.flush().unwrap();
        wait_for_temporary(&mut child, &file, 64 * 1024);
        signal(&child, sig);
        let status = wait(child);
        drop(stdin);
        check(&file, sig, status);
    }
}

#[test]
fn an_interrupted_compare_leaves_the_previous_file() {
    for sig in SIGNALS {
        let dir = tempfile::tempdir().unwrap();
        let file = output(&dir, "compare.html");
        // Naive and candidates search for seconds; the page is written at the end.
        let mut child = start(
            &[
                "compare",
                LONG,
                "--max-steps",
                "1000000000",
                "--format",
                "html",
                "-o",
                file.to_str().unwrap(),
            ],
            Stdio::null(),
        );
        wait_for_temporary(&mut child, &file, 0);
        signal(&child, sig);
        check(&file, sig, wait(child));
    }
}

#[test]
fn a_finished_output_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = output(&dir, "four.jsonl");
    let status = Command::new(common::binary())
        .args([
            "solve",
            "examples/puzzles/four.txt",
            "--format",
            "jsonl",
            "-o",
            file.to_str().unwrap(),
        ])
        .current_dir(common::root())
        .status()
        .unwrap();
    assert!(status.success());
    assert!(std::fs::read_to_string(&file).unwrap().contains("\"end\""));
    assert_eq!(temporaries(&file), Vec::<PathBuf>::new());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

/// `grade`'s reference trace, written to the temporary folder (issue 22,
/// item 7): SIGINT and SIGTERM remove it as they remove `-o`'s file.
#[test]
fn an_interrupted_grade_leaves_no_reference_behind() {
    for sig in [libc::SIGINT, libc::SIGTERM] {
        let temp = tempfile::tempdir().unwrap();
        let references = || -> Vec<PathBuf> {
            std::fs::read_dir(temp.path())
                .unwrap()
                .map(|e| e.unwrap().path())
                .collect()
        };
        let mut command = Command::new(common::binary());
        // The submission need not exist: the reference comes first, long
        // past where the signal lands.
        command
            .args(["grade", "missing.jsonl", "--puzzle-file", LONG])
            .args(["--strategy", "naive"])
            .env("TMPDIR", temp.path())
            .current_dir(common::root())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: as in `start`.
        unsafe {
            command.pre_exec(|| {
                libc::signal(libc::SIGINT, libc::SIG_DFL);
                libc::signal(libc::SIGTERM, libc::SIG_DFL);
                Ok(())
            });
        }
        let mut child = Running(command.spawn().expect("the binary starts"));
        let started = Instant::now();
        while !references().iter().any(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("sudoku-trace-reference-")
                && std::fs::metadata(p).is_ok_and(|m| m.len() >= 256 * 1024)
        }) {
            if let Some(status) = child.0.try_wait().unwrap() {
                panic!("grade ended ({status}) before its reference grew");
            }
            assert!(started.elapsed() < Duration::from_secs(120));
            std::thread::sleep(Duration::from_millis(2));
        }
        signal(&child, sig);
        let status = wait(child);
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(sig), "{status}");
        assert_eq!(references(), Vec::<PathBuf>::new());
    }
}
