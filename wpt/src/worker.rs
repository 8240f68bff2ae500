//! The worker process: runs the tests its parent sends, one at a time, and
//! answers with their results (see [`crate::protocol`]).
//!
//! The worker limits its own address space first (`setrlimit(RLIMIT_AS)`),
//! so that a page that allocates without bound makes an allocation fail,
//! which aborts the worker: the parent reports CRASH and starts another. A
//! panic in the engine is caught, answered as CRASH, and ends the worker
//! too (the engine's state may be unsound after it).

use std::io::{BufRead, Write};
use std::rc::Rc;

use bindings::page::PageOptions;
use runtime::html::event_loop::Clock;

use crate::discover::kind_of;
use crate::protocol::{read_line_limited, Request, Response};
use crate::runner::run_test_contained;
use crate::timeouts::Budget;
use crate::{Test, VirtualServer};

/// How a worker runs its tests.
#[derive(Debug, Clone)]
pub struct WorkerConfig {
    pub root: std::path::PathBuf,
    pub timeout_multiplier: f64,
    pub real_time: bool,
    /// The address-space limit in bytes (0: none).
    pub max_memory: u64,
}

#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    #[error("cannot limit memory to {bytes} bytes: {message}")]
    Limit { bytes: u64, message: String },
    #[error("bad request: {0}")]
    Request(String),
    #[error("cannot talk to the parent: {0}")]
    Io(String),
    #[error("the engine panicked on {0}")]
    Panicked(String),
}

/// Sets the address-space limit (the soft limit, never above the hard
/// limit this process was given) of this process.
pub fn limit_memory(bytes: u64) -> Result<(), WorkerError> {
    if bytes == 0 {
        return Ok(());
    }
    let error = |e: std::io::Error| WorkerError::Limit { bytes, message: e.to_string() };
    let (_, hard) = rlimit::getrlimit(rlimit::Resource::AS).map_err(error)?;
    rlimit::setrlimit(rlimit::Resource::AS, bytes.min(hard), hard).map_err(error)
}

/// Serves requests from `input` until it ends; returns an error (and the
/// caller exits non-zero) after a panic or a protocol failure.
pub fn serve(config: &WorkerConfig, mut input: impl BufRead, mut output: impl Write) -> Result<(), WorkerError> {
    limit_memory(config.max_memory)?;
    let server = Rc::new(VirtualServer::new(&config.root).with_timeout_multiplier(config.timeout_multiplier));
    let base = PageOptions { clock: if config.real_time { Clock::Real } else { Clock::Virtual }, ..PageOptions::default() };
    loop {
        let line = match read_line_limited(&mut input) {
            Ok(Some(line)) => line,
            Ok(None) => return Ok(()),
            Err(e) => return Err(WorkerError::Request(e.to_string())),
        };
        if line.trim().is_empty() {
            continue;
        }
        let request: Request = serde_json::from_str(&line).map_err(|e| WorkerError::Request(e.to_string()))?;
        let test = Test { kind: kind_of(&request.test), path: request.test.clone() };
        let budget = Budget::new(request.timeout, config.timeout_multiplier);
        let (result, panicked) = run_test_contained(&server, &test, &base, &budget);
        let response = Response { id: request.id, result };
        let json = serde_json::to_string(&response).map_err(|e| WorkerError::Io(e.to_string()))?;
        writeln!(output, "{json}").and_then(|()| output.flush()).map_err(|e| WorkerError::Io(e.to_string()))?;
        if panicked {
            return Err(WorkerError::Panicked(request.test));
        }
    }
}
