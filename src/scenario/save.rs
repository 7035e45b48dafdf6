//! Saving a board file: written to a temporary file beside the target, synced, then renamed
//! over it (or hard-linked when it must not replace one), so a crash or a full disk never leaves
//! half a file and the old file stays as it was.

use std::path::{Path, PathBuf};

use super::format::ScenarioFile;
use super::{Result, ScenarioError};

/// Writes a scenario atomically, replacing an existing file (see [`save_as`]).
pub fn save(path: &Path, file: &ScenarioFile) -> Result<()> {
    save_as(path, file, Replace::Yes)
}

/// Whether a save may replace an existing file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replace {
    /// Replace it (`save --force`).
    Yes,
    /// Fail with `AlreadyExists` if the file exists, even if another process creates it while
    /// this one writes: of several concurrent saves of a new file, exactly one wins.
    No,
}

/// Writes a scenario atomically: a temporary file in the same folder, then a rename over the
/// target (or, without replacing, a hard link to it, which fails if it exists). On any failure
/// (disk full, permission denied) the old file is left as it was and the temporary file is
/// removed; the error keeps the OS cause.
pub fn save_as(path: &Path, file: &ScenarioFile, replace: Replace) -> Result<()> {
    let io = |cause| ScenarioError::Io {
        path: path.to_path_buf(),
        cause,
    };
    let mut text = serde_json::to_string_pretty(file).map_err(|e| ScenarioError::Parse {
        file: path.display().to_string(),
        line: 0,
        column: 0,
        message: e.to_string(),
    })?;
    text.push('\n');
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let base = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "scenario".into());
    let tmp = temporary_path(dir, &base);
    let written = write_synced(&tmp, text.as_bytes()).and_then(|()| match replace {
        Replace::Yes => std::fs::rename(&tmp, path),
        Replace::No => std::fs::hard_link(&tmp, path),
    });
    // After a rename the temporary name is gone; after a link (or a failure) it is removed.
    if replace == Replace::No || written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written.map_err(io)
}

/// A temporary name beside the target, unique to this process and call.
fn temporary_path(dir: &Path, base: &str) -> PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{base}.tmp-{}-{n}", std::process::id()))
}

fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    f.write_all(bytes)?;
    f.sync_all()
}
