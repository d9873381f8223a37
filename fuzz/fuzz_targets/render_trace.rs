//! Any bytes into the trace reader and on into every renderer, as `render`
//! plays a saved trace: a renderer draws an unverified trace (cells off the
//! board, digits past the side, any depth) or stops at a bad record, and
//! never panics or takes memory out of proportion to its input.
#![no_main]

use std::io;

use libfuzzer_sys::fuzz_target;
use sudoku_trace::read::{TraceReader, play};
use sudoku_trace::render::{Format, RenderOptions, renderer};

fuzz_target!(|bytes: &[u8]| {
    for format in [Format::Text, Format::Json, Format::Jsonl, Format::Html] {
        let Ok(mut reader) = TraceReader::from_reader("fuzz", bytes) else {
            return;
        };
        let mut out = renderer(format, RenderOptions::default(), Box::new(io::sink()));
        let _ = play(&mut reader, &mut *out);
    }
});
