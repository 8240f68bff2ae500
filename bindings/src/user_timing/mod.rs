//! User Timing (https://w3c.github.io/user-timing/): `performance.mark()`,
//! `measure()` and their entries.

pub mod mark_measure;
pub mod performancemark;
pub mod performancemeasure;
