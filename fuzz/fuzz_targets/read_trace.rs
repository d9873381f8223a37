//! Any bytes into the trace reader, every event it yields into the verifier:
//! each answers a record or an error, a fault or a report, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_trace::read::TraceReader;
use sudoku_trace::verify::Verifier;

fuzz_target!(|bytes: &[u8]| {
    let mut reader = match TraceReader::from_reader("fuzz", bytes) {
        Ok(reader) => reader,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let mut events = Vec::new();
    loop {
        match reader.next_event() {
            Ok(Some(event)) => events.push(event),
            Ok(None) => break,
            Err(e) => {
                let _ = e.to_string();
                break;
            }
        }
    }
    let mut verifier = match Verifier::new(reader.header()) {
        Ok(v) => v.with_solution_list(reader.solutions().map(<[String]>::to_vec)),
        Err(fault) => {
            let _ = fault.to_string();
            return;
        }
    };
    for event in &events {
        if let Err(fault) = verifier.check(event) {
            let _ = fault.to_string();
            return;
        }
    }
    match verifier.finish(reader.footer()) {
        Ok(report) => drop(report),
        Err(fault) => drop(fault.to_string()),
    }
});
