//! Any bytes into the puzzle parser: it answers a grid or an error, never a
//! panic; a grid it answers reads back the same from its one-line form.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_trace::parse::{ParseOptions, parse, parse_str};

fuzz_target!(|bytes: &[u8]| {
    match parse(bytes, ParseOptions::default()) {
        Ok(grid) => {
            let line = grid.to_line();
            let again = parse_str(&line)
                .unwrap_or_else(|e| panic!("its own line {line:?} does not parse: {e}"));
            assert_eq!(again, grid, "the line {line:?} reads back differently");
        }
        Err(e) => {
            // The message is built (caret, widths) only when shown: show it.
            let _ = e.to_string();
        }
    }
});
