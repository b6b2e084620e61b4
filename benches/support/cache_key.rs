//! FNV-1a, for the names of the databases benches build once and keep in the temp
//! directory: a cache key that stays the same across Rust versions.
//!
//! Included with `#[path = "support/cache_key.rs"] mod cache_key;`.

/// Folds `bytes` into `hash` (start from [`START`]).
pub fn fnv(bytes: &[u8], mut hash: u64) -> u64 {
    for b in bytes {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// FNV-1a's offset basis.
pub const START: u64 = 0xcbf2_9ce4_8422_2325;
