//! Input bounds: every size limit Scouter puts on what a user types or names, in one place, and
//! the one way to read a file a user named (a board file, a decklist, a `--script`, a `--corpus`
//! file): a
//! regular file only (never a device, a FIFO or a folder), at most a known size, read once.

use std::io::Read;
use std::path::Path;

/// The largest board (scenario) file read, in bytes. The largest file in `tests/scenarios/` is
/// under 20 kB; a board is a few dozen cards.
pub const MAX_BOARD_FILE: u64 = 4 << 20;
/// The largest `--script` file read, in bytes.
pub const MAX_SCRIPT_FILE: u64 = 4 << 20;
/// The largest decklist read, in bytes (a deck is at most 90 cards).
pub const MAX_DECK_FILE: u64 = 4 << 20;
/// The largest `--corpus` document or card-pool file read, in bytes (the largest built-in card
/// pool file is under 1 MB).
pub const MAX_CORPUS_FILE: u64 = 64 << 20;
/// The longest search or compare query, in characters (a judge's question is a sentence).
pub const MAX_QUERY_CHARS: usize = 1_000;
/// The longest card name or rule id looked up, in characters (the longest card name in the
/// pool is under 80 characters, the longest rule id under 120).
pub const MAX_NAME_CHARS: usize = 300;

/// Why a named file was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The OS refused (missing, permission denied, ...).
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file as named.
        path: String,
        /// The OS cause.
        source: std::io::Error,
    },
    /// Not a regular file (a folder, a device such as /dev/zero, a FIFO, a socket).
    #[error("cannot read {path}: not a regular file ({kind})")]
    NotAFile {
        /// The file as named.
        path: String,
        /// What it is instead.
        kind: &'static str,
    },
    /// Larger than the bound for its kind of file.
    #[error("cannot read {path}: larger than {max} bytes, the most a {what} may hold")]
    TooLarge {
        /// The file as named.
        path: String,
        /// The bound.
        max: u64,
        /// The kind of file (`board file`, `script`, ...).
        what: &'static str,
    },
    /// Not UTF-8 text.
    #[error("cannot read {path}: not UTF-8 text (byte {offset})")]
    NotText {
        /// The file as named.
        path: String,
        /// The first bad byte.
        offset: usize,
    },
}

impl ReadError {
    /// A copy of this error (an error kept to be reported again).
    pub fn duplicate(&self) -> ReadError {
        match self {
            ReadError::Io { path, source } => ReadError::Io {
                path: path.clone(),
                source: std::io::Error::new(source.kind(), source.to_string()),
            },
            ReadError::NotAFile { path, kind } => ReadError::NotAFile {
                path: path.clone(),
                kind,
            },
            ReadError::TooLarge { path, max, what } => ReadError::TooLarge {
                path: path.clone(),
                max: *max,
                what,
            },
            ReadError::NotText { path, offset } => ReadError::NotText {
                path: path.clone(),
                offset: *offset,
            },
        }
    }
}

/// Reads a regular file of at most `max` bytes as UTF-8 text, without a leading byte-order
/// mark. Symbolic links are followed; what they lead to must be a regular file too. A device or
/// FIFO is refused before it is opened, so `/dev/zero` or a FIFO answers at once.
pub fn read_text(path: &Path, max: u64, what: &'static str) -> Result<String, ReadError> {
    let name = || path.display().to_string();
    let io = |source| ReadError::Io {
        path: name(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    check_regular(&meta, path)?;
    if meta.len() > max {
        return Err(ReadError::TooLarge {
            path: name(),
            max,
            what,
        });
    }
    let file = std::fs::File::open(path).map_err(io)?;
    // The file may have changed since `metadata`: check again what was opened, and never read
    // past the bound.
    check_regular(&file.metadata().map_err(io)?, path)?;
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > max {
        return Err(ReadError::TooLarge {
            path: name(),
            max,
            what,
        });
    }
    let text = String::from_utf8(bytes).map_err(|e| ReadError::NotText {
        path: name(),
        offset: e.utf8_error().valid_up_to(),
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

fn check_regular(meta: &std::fs::Metadata, path: &Path) -> Result<(), ReadError> {
    if meta.is_file() {
        return Ok(());
    }
    Err(ReadError::NotAFile {
        path: path.display().to_string(),
        kind: file_kind(meta),
    })
}

fn file_kind(meta: &std::fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if meta.is_dir() {
        "a folder"
    } else {
        "not a file"
    }
}

/// True when `text` holds something to look up: a letter or a digit (not only spaces,
/// punctuation or pictographs).
pub fn has_words(text: &str) -> bool {
    text.chars().any(char::is_alphanumeric)
}

/// A usage message when `text` is longer than `max` characters, else `None`.
pub fn too_long(what: &str, text: &str, max: usize) -> Option<String> {
    let n = text.chars().take(max + 1).count();
    (n > max).then(|| format!("{what} is longer than {max} characters; shorten it"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_is_refused_before_it_is_read() {
        let err = read_text(Path::new("/dev/zero"), 10, "board file").unwrap_err();
        assert!(matches!(err, ReadError::NotAFile { .. }), "{err}");
        assert!(err.to_string().contains("not a regular file (a device)"));
    }

    #[test]
    fn a_byte_order_mark_is_dropped_and_a_big_file_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("board.json");
        std::fs::write(&path, "\u{feff}{}").expect("write");
        assert_eq!(read_text(&path, 100, "board file").expect("read"), "{}");
        let err = read_text(&path, 2, "board file").unwrap_err();
        assert!(matches!(err, ReadError::TooLarge { max: 2, .. }), "{err}");
    }

    #[test]
    fn only_letters_or_digits_are_words() {
        assert!(!has_words(""));
        assert!(!has_words("  !? \u{1f409} "));
        assert!(has_words("Goku"));
        assert!(too_long("a name", &"x".repeat(11), 10).is_some());
        assert!(too_long("a name", &"x".repeat(10), 10).is_none());
    }
}
