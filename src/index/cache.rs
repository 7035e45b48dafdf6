//! The on-disk index cache: one folder per corpus content hash and schema version under the
//! user's cache folder (`SCOUTER_CACHE_DIR` overrides it).
//!
//! A build writes into a fresh temporary folder beside the cache entry and renames it into
//! place, so a reader never sees half an index and two processes building at once both end up
//! with a whole one (the loser of the rename opens the winner's). A damaged entry is replaced the
//! same way. Every failure here is reported to the caller, which falls back to an index in RAM.
//! The marker records each index file's length and checksum at build time; opening checks them
//! all before tantivy reads a byte, so a truncated, flipped, deleted or replaced file is a
//! damaged entry (rebuilt), never a panic or a different answer.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};
use tantivy::{IndexReader, ReloadPolicy};

use super::schema::{Fields, SCHEMA_VERSION};
use super::unit::Unit;
use super::{analysis, build, IndexError, Result};
use crate::cancel::Cancel;

/// Environment variable naming the cache folder (tests point it at a temp dir).
pub const CACHE_ENV: &str = "SCOUTER_CACHE_DIR";
/// The marker file written into a finished index folder.
pub const MARKER: &str = "scouter-index.json";
/// Temporary build folders older than this are someone's crashed build and may be removed.
const STALE_TMP: Duration = Duration::from_secs(600);

/// What a finished cache entry says about itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marker {
    /// Schema version it was built with.
    pub schema_version: u32,
    /// Corpus content hash it was built from.
    pub content_hash: String,
    /// Number of units (tantivy documents) it holds; checked against the index when it is
    /// opened (the content hash and schema version already say which units they are).
    pub units: u64,
    /// Every index file (tantivy's lock files apart): its length and checksum at build time.
    /// A marker without them (an older build) is treated as damaged.
    #[serde(default)]
    pub files: BTreeMap<String, FileCheck>,
}

/// One index file's length and checksum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileCheck {
    /// Length in bytes.
    pub len: u64,
    /// [`crate::corpus::hash::Hasher`] over the bytes.
    pub checksum: String,
}

/// The checks of every file in a finished index folder but the marker and lock files.
pub fn file_checks(dir: &Path) -> std::io::Result<BTreeMap<String, FileCheck>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name == MARKER || name.ends_with(".lock") {
            continue;
        }
        files.insert(name, check_file(&entry.path())?);
    }
    Ok(files)
}

fn check_file(path: &Path) -> std::io::Result<FileCheck> {
    let bytes = std::fs::read(path)?;
    let mut h = crate::corpus::hash::Hasher::new();
    h.eat(&bytes);
    Ok(FileCheck {
        len: bytes.len() as u64,
        checksum: h.finish(),
    })
}

/// Checks every file the marker lists against its recorded length and checksum.
fn verify_files(path: &Path, marker: &Marker) -> std::result::Result<(), String> {
    if marker.files.is_empty() {
        return Err(format!("{MARKER} records no file checksums"));
    }
    for (name, want) in &marker.files {
        let file = path.join(name);
        let meta = std::fs::metadata(&file).map_err(|e| format!("{name}: {e}"))?;
        if !meta.is_file() || meta.len() != want.len {
            return Err(format!("{name}: not the file that was built"));
        }
        let got = check_file(&file).map_err(|e| format!("{name}: {e}"))?;
        if got != *want {
            return Err(format!("{name}: checksum differs"));
        }
    }
    Ok(())
}

/// The cache folder: `$SCOUTER_CACHE_DIR`, else the platform cache folder for `scouter`.
pub fn cache_root() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CACHE_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "scouter").map(|d| d.cache_dir().to_path_buf())
}

/// The entry name for a corpus content hash (`index-v1-0123456789abcdef`).
pub fn entry_name(content_hash: &str) -> String {
    format!("index-v{SCHEMA_VERSION}-{content_hash}")
}

/// Opens a finished entry and checks it is for this schema version and content hash and holds
/// as many units as its marker says.
pub fn open_entry(
    path: &Path,
    schema_version: u32,
    content_hash: &str,
) -> Result<(tantivy::Index, IndexReader)> {
    let damaged = |why: String| IndexError::Damaged {
        path: path.to_path_buf(),
        why,
    };
    let marker_text = std::fs::read_to_string(path.join(MARKER))
        .map_err(|e| damaged(format!("no readable {MARKER}: {e}")))?;
    let marker: Marker =
        serde_json::from_str(&marker_text).map_err(|e| damaged(format!("bad {MARKER}: {e}")))?;
    if marker.schema_version != schema_version || marker.content_hash != content_hash {
        return Err(damaged(format!("{MARKER} is for another corpus or schema")));
    }
    verify_files(path, &marker).map_err(damaged)?;
    let index = tantivy::Index::open_in_dir(path).map_err(|e| damaged(e.to_string()))?;
    if Fields::from_schema(&index.schema()).is_none() {
        return Err(damaged("schema differs".into()));
    }
    analysis::register(index.tokenizers());
    let reader = reader(&index).map_err(|e| damaged(e.to_string()))?;
    let docs = reader.searcher().num_docs();
    if docs != marker.units {
        return Err(damaged(format!(
            "{docs} documents, expected {}",
            marker.units
        )));
    }
    Ok((index, reader))
}

/// A reader that never reloads by itself (the index never changes once built).
pub fn reader(index: &tantivy::Index) -> tantivy::Result<IndexReader> {
    index
        .reader_builder()
        .reload_policy(ReloadPolicy::Manual)
        .try_into()
}

/// A fresh, unique temporary folder name inside `root`.
fn tmp_name(prefix: &str) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    format!(".{prefix}-{}-{nanos}-{n}", std::process::id())
}

/// Builds the units into `root/name`: into a temporary folder first, then renamed into place.
/// With `replace`, an existing entry is moved aside first (a damaged one, or `--rebuild`). When
/// another process put a finished entry there first, that one is kept and ours is dropped.
pub fn build_entry(
    root: &Path,
    name: &str,
    fields: &Fields,
    units: &[Unit],
    marker: &Marker,
    replace: bool,
    cancel: &Cancel,
) -> Result<PathBuf> {
    let io = |path: &Path, source: std::io::Error| IndexError::Io {
        path: path.to_path_buf(),
        source,
    };
    std::fs::create_dir_all(root).map_err(|e| io(root, e))?;
    let tmp = root.join(tmp_name("tmp"));
    std::fs::create_dir(&tmp).map_err(|e| io(&tmp, e))?;
    let built = (|| -> Result<()> {
        let index = build::create(fields, Some(&tmp))?;
        build::write(&index, fields, units, cancel)?;
        drop(index);
        let mut marker = marker.clone();
        marker.files = file_checks(&tmp).map_err(|e| io(&tmp, e))?;
        let text = serde_json::to_string_pretty(&marker).unwrap_or_default();
        std::fs::write(tmp.join(MARKER), text).map_err(|e| io(&tmp, e))?;
        Ok(())
    })();
    if let Err(e) = built {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    let dest = root.join(name);
    if replace && dest.exists() {
        let trash = root.join(tmp_name("trash"));
        if std::fs::rename(&dest, &trash).is_ok() {
            let _ = std::fs::remove_dir_all(&trash);
        }
    }
    if let Err(e) = std::fs::rename(&tmp, &dest) {
        // Lost the race to another process: keep its entry if it is there.
        let _ = std::fs::remove_dir_all(&tmp);
        if !dest.join(MARKER).is_file() {
            return Err(io(&dest, e));
        }
    }
    remove_stale(root, name);
    Ok(dest)
}

/// Removes other entries (older corpora or schemas) and crashed builds; best effort.
fn remove_stale(root: &Path, keep: &str) {
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let old_entry = name.starts_with("index-v") && name != keep;
        let crashed = (name.starts_with(".tmp-") || name.starts_with(".trash-"))
            && entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > STALE_TMP);
        if old_entry || crashed {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}
