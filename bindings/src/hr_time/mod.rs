//! High Resolution Time (https://w3c.github.io/hr-time/): Performance.

pub mod performance;
