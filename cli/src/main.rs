//! The `sudoku-trace` command: the library's command line ([`sudoku_trace::cli`]).

fn main() -> std::process::ExitCode {
    sudoku_trace::cli::main()
}
