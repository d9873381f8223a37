//! `sudoku-trace schema`: the JSON Schema of the trace format.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::Failure;
use super::io::Output;

/// Options of `schema`.
#[derive(Debug, Args)]
pub struct SchemaArgs {
    /// Write the schema to this file instead of standard output.
    #[arg(long, short)]
    output: Option<PathBuf>,
}

/// Runs `schema`.
pub fn run(args: SchemaArgs) -> Result<u8, Failure> {
    let mut output = Output::open(args.output.as_deref())?;
    let name = output.name();
    output
        .writer()
        .write_all(crate::schema::trace_schema_json().as_bytes())
        .map_err(|source| Failure::Write { path: name, source })?;
    output.commit()?;
    Ok(0)
}
