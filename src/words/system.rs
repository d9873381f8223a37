//! An error the operating system reported (a file not found, a permission
//! denied), as data: its kind, which each language words from
//! `i18n/<tag>/system.ftl`, and the system's own message, shown only for a
//! kind no language words (the system speaks the machine's language, not
//! the one `--lang` asked for).

use std::fmt;
use std::io;

use super::Lang;

/// An error the system reported, as its kind and its own message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemError {
    kind: io::ErrorKind,
    message: String,
}

impl From<&io::Error> for SystemError {
    fn from(error: &io::Error) -> SystemError {
        SystemError {
            kind: error.kind(),
            message: error.to_string(),
        }
    }
}

impl From<io::Error> for SystemError {
    fn from(error: io::Error) -> SystemError {
        SystemError::from(&error)
    }
}

impl SystemError {
    /// What went wrong, in `lang`'s words where it has them for this kind,
    /// the system's message otherwise.
    pub fn worded(&self, lang: Lang) -> String {
        let w = lang.system();
        let said = match self.kind {
            io::ErrorKind::NotFound => w.errors[0],
            io::ErrorKind::PermissionDenied => w.errors[1],
            io::ErrorKind::IsADirectory => w.errors[2],
            io::ErrorKind::NotADirectory => w.errors[3],
            io::ErrorKind::AlreadyExists => w.errors[4],
            io::ErrorKind::ReadOnlyFilesystem => w.errors[5],
            io::ErrorKind::StorageFull => w.errors[6],
            io::ErrorKind::FileTooLarge => w.errors[7],
            io::ErrorKind::BrokenPipe => w.errors[8],
            io::ErrorKind::UnexpectedEof => w.errors[9],
            io::ErrorKind::Interrupted => w.errors[10],
            io::ErrorKind::InvalidFilename => w.errors[11],
            _ => return self.message.clone(),
        };
        said.to_string()
    }

    /// The kind of error.
    pub fn kind(&self) -> io::ErrorKind {
        self.kind
    }
}

/// In English.
impl fmt::Display for SystemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_file_is_said_in_the_language() {
        let e = SystemError::from(io::Error::from(io::ErrorKind::NotFound));
        assert_eq!(e.worded(Lang::En), "no such file or directory");
        assert_eq!(e.worded(Lang::ZhHans), "没有这个文件或文件夹");
        let e = SystemError::from(io::Error::from(io::ErrorKind::PermissionDenied));
        assert_eq!(e.worded(Lang::ZhTw), "沒有權限");
        assert_eq!(e.worded(Lang::ZhHant), "沒有權限");
    }

    /// A kind no language words keeps the system's message.
    #[test]
    fn another_kind_keeps_the_systems_message() {
        let e = SystemError::from(io::Error::other("the disk caught fire"));
        assert_eq!(e.worded(Lang::ZhHans), "the disk caught fire");
    }

    /// Each kind named in `worded` has its words (the list's length is the
    /// array's, so a missing one fails to compile; this checks the order).
    #[test]
    fn the_kinds_and_their_words_line_up() {
        let said = |kind| SystemError::from(io::Error::from(kind)).worded(Lang::En);
        assert_eq!(said(io::ErrorKind::IsADirectory), "is a folder, not a file");
        assert_eq!(
            said(io::ErrorKind::InvalidFilename),
            "the name is not a valid file name"
        );
        assert_eq!(
            said(io::ErrorKind::BrokenPipe),
            "the reader closed the pipe"
        );
    }
}
