//! Build script: re-embeds `crd/` and `cards/` when they change, and hashes them (the index
//! cache key of the embedded corpus) so the binary need not hash them at start-up.

#[allow(dead_code, missing_docs)]
#[path = "src/corpus/hash.rs"]
mod hash;

use std::path::Path;

/// Every `.md` and `.json` file under `dir` that is valid UTF-8, as (name relative to `dir`
/// with `/` separators, bytes), like the embedded listing of `src/corpus/mod.rs`.
fn collect(root: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(root, &path, out);
            continue;
        }
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        if !(name.ends_with(".md") || name.ends_with(".json")) {
            continue;
        }
        if let Ok(bytes) = std::fs::read(&path) {
            if std::str::from_utf8(&bytes).is_ok() {
                out.push((name, bytes));
            }
        }
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/corpus/hash.rs");
    println!("cargo:rerun-if-changed=crd");
    println!("cargo:rerun-if-changed=cards");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let mut h = hash::Hasher::new();
    for folder in ["crd", "cards"] {
        let root = Path::new(&manifest).join(folder);
        let mut files = Vec::new();
        collect(&root, &root, &mut files);
        files.sort_by(|a, b| a.0.cmp(&b.0));
        for (name, bytes) in &files {
            h.eat(name.as_bytes());
            h.eat(bytes);
        }
    }
    println!("cargo:rustc-env=SCOUTER_EMBEDDED_HASH={}", h.finish());
}
