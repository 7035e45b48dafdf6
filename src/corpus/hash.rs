//! The corpus content hash (the index cache key): an FNV-style hash over every source file's
//! name and text, eight bytes at a time; stable across Rust versions and platforms.
//!
//! This file has no dependencies: `build.rs` includes it to hash the embedded `crd/` and
//! `cards/` folders at build time, so the embedded corpus needs no hashing at start-up.

/// The running hash.
#[derive(Debug, Clone)]
pub struct Hasher {
    h: u64,
}

const PRIME: u64 = 0x0000_0100_0000_01b3;

impl Default for Hasher {
    fn default() -> Self {
        Hasher::new()
    }
}

impl Hasher {
    /// A fresh hash.
    pub fn new() -> Hasher {
        Hasher {
            h: 0xcbf2_9ce4_8422_2325,
        }
    }

    /// Feeds one field (a file name or a file's text); fields are delimited.
    pub fn eat(&mut self, bytes: &[u8]) {
        let mut h = self.h;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(c);
            h = (h ^ u64::from_le_bytes(word)).wrapping_mul(PRIME);
            h ^= h >> 29;
        }
        for &b in chunks.remainder() {
            h = (h ^ u64::from(b)).wrapping_mul(PRIME);
        }
        self.h = (h ^ 0xff).wrapping_mul(PRIME);
    }

    /// The hash as 16 hex digits.
    pub fn finish(&self) -> String {
        format!("{:016x}", self.h)
    }
}
