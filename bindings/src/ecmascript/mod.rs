//! Where the JavaScript engine's own builtins need help
//! (https://tc39.es/ecma262/): see each module.

pub mod nesting_limit;
pub mod relative_time_format;
pub mod sticky_exec;
