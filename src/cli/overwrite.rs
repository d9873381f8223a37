//! Never write over an input: `solve puzzle.txt -o puzzle.txt` would replace
//! the puzzle with its trace.
//!
//! Paths are compared as files, not as text: `./puzzle.txt`, an absolute
//! path, a symbolic link and a hard link all name the same file, so the
//! check asks the file system for each path's identity (device and inode on
//! Unix). A standard input redirected from the output file (`solve - -o
//! p.txt < p.txt`) is caught the same way, through the identity of file
//! descriptor 0.

use std::fs;
use std::path::Path;

use super::Failure;

/// Refuses `output` when it is the same file as one of `inputs` (`-` is
/// standard input; `None` is an input that is no file, such as the built-in
/// puzzle). An output that does not exist yet, or standard output, is never
/// an input.
pub fn refuse_overwrite(output: Option<&Path>, inputs: &[Option<&Path>]) -> Result<(), Failure> {
    let Some(output) = output.filter(|p| *p != Path::new("-")) else {
        return Ok(());
    };
    let Some(target) = Identity::of_path(output) else {
        return Ok(());
    };
    for input in inputs.iter().flatten() {
        let (identity, name) = if *input == Path::new("-") {
            // A captured run's input is bytes in memory, no file.
            let identity = (!super::console::is_captured())
                .then(Identity::of_stdin)
                .flatten();
            (identity, "<stdin>".to_string())
        } else {
            (Identity::of_path(input), input.display().to_string())
        };
        if identity == Some(target) {
            return Err(Failure::OutputIsInput {
                output: output.display().to_string(),
                input: name,
            });
        }
    }
    Ok(())
}

/// What makes two paths one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Identity {
    device: u64,
    inode: u64,
}

impl Identity {
    /// The identity of the file `path` names, following symbolic links;
    /// `None` when there is no such file.
    fn of_path(path: &Path) -> Option<Identity> {
        fs::metadata(path).ok().and_then(|m| Identity::of(&m, path))
    }

    /// The identity of the file standard input reads, when it is a regular
    /// file (a terminal or a pipe cannot be an output file).
    #[cfg(unix)]
    fn of_stdin() -> Option<Identity> {
        use std::os::fd::AsFd;
        let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
        let metadata = fs::File::from(fd).metadata().ok()?;
        metadata
            .is_file()
            .then(|| Identity::of(&metadata, Path::new("-")))
            .flatten()
    }

    #[cfg(not(unix))]
    fn of_stdin() -> Option<Identity> {
        None
    }

    #[cfg(unix)]
    fn of(metadata: &fs::Metadata, _path: &Path) -> Option<Identity> {
        use std::os::unix::fs::MetadataExt;
        Some(Identity {
            device: metadata.dev(),
            inode: metadata.ino(),
        })
    }

    /// Elsewhere the canonical path stands in for the inode: it sees through
    /// links and `./`, though not through hard links.
    #[cfg(not(unix))]
    fn of(_metadata: &fs::Metadata, path: &Path) -> Option<Identity> {
        use std::hash::{Hash, Hasher};
        let canonical = fs::canonicalize(path).ok()?;
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        canonical.hash(&mut hasher);
        Some(Identity {
            device: 0,
            inode: hasher.finish(),
        })
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn every_name_of_the_input_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("puzzle.txt");
        fs::write(&input, "x").unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink(&input, &link).unwrap();
        let hard = dir.path().join("hard.txt");
        fs::hard_link(&input, &hard).unwrap();
        let dotted = dir.path().join(".").join("puzzle.txt");
        for output in [&input, &link, &hard, &dotted] {
            let refused = refuse_overwrite(Some(output), &[Some(&input)]);
            assert!(
                matches!(refused, Err(Failure::OutputIsInput { .. })),
                "{}",
                output.display()
            );
        }
    }

    #[test]
    fn other_files_new_files_and_stdout_are_fine() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("puzzle.txt");
        let other = dir.path().join("other.txt");
        fs::write(&input, "x").unwrap();
        fs::write(&other, "x").unwrap();
        let new = dir.path().join("new.txt");
        for output in [
            Some(other.as_path()),
            Some(&new),
            Some(Path::new("-")),
            None,
        ] {
            assert!(refuse_overwrite(output, &[Some(&input), None]).is_ok());
        }
    }
}
