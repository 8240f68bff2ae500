//! Performance Timeline (https://w3c.github.io/performance-timeline/):
//! PerformanceEntry and the Performance object's entry buffer (which holds
//! User Timing's marks and measures; no other entry types are recorded).

pub mod buffer;
pub mod performanceentry;
