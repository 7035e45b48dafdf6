//! A damaged index cache never crashes or misleads (issue 20, class 3): every file of a cache
//! entry, truncated, with flipped bytes, deleted, replaced by a folder or made read-only, gives
//! the same answers as a clean run, from the entry as it was or from a rebuild; never a panic.

use std::path::{Path, PathBuf};

use scouter::commands::search::search;
use scouter::corpus::Corpus;
use scouter::index::{Index, SearchOptions, Storage};

use crate::support;

const QUERIES: [&str; 3] = [
    "allies and damage",
    "vegetas physcal stance",
    "\"base damage\" doc:score-errata",
];

fn answers(corpus: &Corpus, index: &Index) -> Vec<Vec<String>> {
    QUERIES
        .iter()
        .map(|q| {
            search(corpus, index, q, &SearchOptions::with_limit(8))
                .expect("search")
                .hits
                .into_iter()
                .map(|h| format!("{} {}", h.id, h.snippet))
                .collect()
        })
        .collect()
}

fn entry(root: &Path) -> PathBuf {
    std::fs::read_dir(root)
        .expect("cache folder")
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("index-v"))
        })
        .expect("a cache entry")
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for e in std::fs::read_dir(from).expect("read").flatten() {
        let dest = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &dest);
        } else {
            std::fs::copy(e.path(), dest).expect("copy");
        }
    }
}

fn damage(file: &Path, how: &str) {
    match how {
        "truncate" => {
            let len = std::fs::metadata(file).expect("meta").len();
            let f = std::fs::OpenOptions::new()
                .write(true)
                .open(file)
                .expect("open");
            f.set_len(len / 2).expect("truncate");
        }
        "flip" => {
            let mut bytes = std::fs::read(file).expect("read");
            if bytes.is_empty() {
                bytes.push(1);
            } else {
                let mid = bytes.len() / 2;
                let end = (mid + 16).min(bytes.len());
                for b in &mut bytes[mid..end] {
                    *b ^= 0xa5;
                }
            }
            std::fs::write(file, bytes).expect("write");
        }
        "delete" => std::fs::remove_file(file).expect("delete"),
        "folder" => {
            std::fs::remove_file(file).expect("delete");
            std::fs::create_dir(file).expect("mkdir");
        }
        _ => {
            let mut perms = std::fs::metadata(file).expect("meta").permissions();
            perms.set_readonly(true);
            std::fs::set_permissions(file, perms).expect("chmod");
        }
    }
}

#[test]
fn a_truncated_file_is_rebuilt() {
    every_file_damaged("truncate");
}

#[test]
fn flipped_bytes_are_rebuilt() {
    every_file_damaged("flip");
}

#[test]
fn a_deleted_file_is_rebuilt() {
    every_file_damaged("delete");
}

#[test]
fn a_file_replaced_by_a_folder_is_rebuilt() {
    every_file_damaged("folder");
}

#[test]
fn a_read_only_file_answers_as_before() {
    every_file_damaged("read-only");
}

/// Damages each file of a copy of a clean entry in turn; every copy answers as the clean one.
fn every_file_damaged(how: &str) {
    let corpus = support::corpus();
    let clean_dir = tempfile::tempdir().expect("temp dir");
    let clean = Index::open_or_build_in(corpus, Some(clean_dir.path())).expect("builds");
    let expected = answers(corpus, &clean);
    drop(clean);
    let pristine = entry(clean_dir.path());
    let mut files: Vec<PathBuf> = std::fs::read_dir(&pristine)
        .expect("entry")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    assert!(files.len() >= 5, "{files:?}");
    for file in &files {
        let name = file.file_name().expect("name").to_owned();
        {
            let root = tempfile::tempdir().expect("temp dir");
            let copy = root.path().join(pristine.file_name().expect("entry name"));
            copy_dir(&pristine, &copy);
            damage(&copy.join(&name), how);
            let index = Index::open_or_build_in(corpus, Some(root.path()))
                .unwrap_or_else(|e| panic!("{name:?} {how}: {e}"));
            assert!(
                matches!(index.storage(), Storage::Cached { .. }),
                "{name:?} {how}: {:?}",
                index.storage()
            );
            assert_eq!(answers(corpus, &index), expected, "{name:?} {how}");
        }
    }
}
