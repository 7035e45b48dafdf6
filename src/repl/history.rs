//! Where the prompt keeps its history: `history.txt` in the user's data folder (XDG on Linux,
//! via the `directories` crate), or in `$SCOUTER_DATA_DIR` when that is set (tests use it).

use std::path::PathBuf;

use reedline::{FileBackedHistory, History};

/// Lines of history kept.
pub const CAPACITY: usize = 2000;

/// The folder Scouter keeps user data in, if one can be found.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("SCOUTER_DATA_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "scouter").map(|p| p.data_dir().to_path_buf())
}

/// The history file's path, if a data folder can be found.
pub fn history_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("history.txt"))
}

/// The history: file-backed when the file can be opened, else kept in memory with a warning
/// (the prompt must open even on a read-only home).
pub fn open() -> (Box<dyn History>, Option<String>) {
    let Some(path) = history_path() else {
        return (
            in_memory(),
            Some("no data folder found; history will not be kept".into()),
        );
    };
    match FileBackedHistory::with_file(CAPACITY, path.clone()) {
        Ok(h) => (Box::new(h), None),
        Err(e) => (
            in_memory(),
            Some(format!(
                "cannot open history file {}: {e}; history will not be kept",
                path.display()
            )),
        ),
    }
}

fn in_memory() -> Box<dyn History> {
    Box::new(FileBackedHistory::default())
}
