//! The parent's side of the worker processes: hands tests to idle workers,
//! enforces each test's wall-clock budget by killing a worker that overruns
//! it (TIMEOUT), reports a worker that dies or answers CRASH as CRASH, and
//! starts a new worker in its place. Healthy workers are reused.
//!
//! The budget of a test counts the worker's CPU time (read from
//! `/proc/PID/schedstat` on Linux), with a longer wall-clock limit behind it
//! (see [`crate::timeouts`]); where CPU time cannot be read, the wall-clock
//! limit alone applies.
//!
//! One thread per worker reads its standard output (results) and one its
//! standard error (the last few KiB are kept for a CRASH message: the
//! "memory allocation of N bytes failed" of an aborted worker, a panic
//! message); the pool's thread waits on their events, waking at least every
//! `POLL` to look at the busy workers' CPU time.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::io::{BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::protocol::{read_line_limited, Request, Response};
use crate::results::{HarnessStatus, TestResult};
use crate::session::{Executor, Job, Observer, RunError};

/// How much of a worker's standard error is kept.
const STDERR_TAIL: usize = 4096;
/// How often the CPU time of busy workers is read.
const POLL: Duration = Duration::from_millis(100);

/// The command that starts a worker (the program and its arguments).
#[derive(Debug, Clone)]
pub struct WorkerCommand {
    pub program: PathBuf,
    pub args: Vec<OsString>,
}

enum Event {
    Line(usize, u64, String),
    Closed(usize, u64),
}

struct Worker {
    child: Child,
    stdin: ChildStdin,
    generation: u64,
    stderr: Arc<Mutex<VecDeque<u8>>>,
}

struct Busy {
    job: Job,
    id: u64,
    started: Instant,
    /// The worker's CPU time when the test started, where it can be read.
    cpu_start: Option<Duration>,
    wall_deadline: Instant,
}

#[derive(Default)]
struct Slot {
    worker: Option<Worker>,
    busy: Option<Busy>,
}

/// A pool of `size` worker processes.
pub struct Pool {
    command: WorkerCommand,
    slots: Vec<Slot>,
    tx: Sender<Event>,
    rx: Receiver<Event>,
    next_id: u64,
    next_generation: u64,
    /// Workers started so far (the first ones included).
    pub started: usize,
}

impl Pool {
    pub fn new(command: WorkerCommand, size: usize) -> Self {
        let (tx, rx) = channel();
        Pool {
            command,
            slots: (0..size.max(1)).map(|_| Slot::default()).collect(),
            tx,
            rx,
            next_id: 1,
            next_generation: 1,
            started: 0,
        }
    }

    fn spawn(&mut self, index: usize) -> Result<(), RunError> {
        let mut child = Command::new(&self.command.program)
            .args(&self.command.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| RunError::Spawn(format!("{}: {e}", self.command.program.display())))?;
        let generation = self.next_generation;
        self.next_generation += 1;
        self.started += 1;
        let (Some(stdin), Some(stdout), Some(stderr)) = (child.stdin.take(), child.stdout.take(), child.stderr.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(RunError::Spawn("the worker's pipes were not set up".into()));
        };
        let tx = self.tx.clone();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Ok(Some(line)) = read_line_limited(&mut reader) {
                if tx.send(Event::Line(index, generation, line)).is_err() {
                    return;
                }
            }
            let _ = tx.send(Event::Closed(index, generation));
        });
        let tail = Arc::new(Mutex::new(VecDeque::with_capacity(STDERR_TAIL)));
        let keep = tail.clone();
        std::thread::spawn(move || {
            let mut stderr = stderr;
            let mut buf = [0u8; 4096];
            while let Ok(n) = stderr.read(&mut buf) {
                if n == 0 {
                    break;
                }
                if let Ok(mut t) = keep.lock() {
                    t.extend(&buf[..n]);
                    let excess = t.len().saturating_sub(STDERR_TAIL);
                    t.drain(..excess);
                }
            }
        });
        self.slots[index].worker = Some(Worker { child, stdin, generation, stderr: tail });
        Ok(())
    }

    /// Hands `job` to the worker in slot `index`, starting one if needed.
    fn assign(&mut self, index: usize, job: Job) -> Result<(), RunError> {
        // A worker that died while idle fails the write; start another once.
        for attempt in 0..2 {
            if self.slots[index].worker.is_none() {
                self.spawn(index)?;
            }
            let id = self.next_id;
            self.next_id += 1;
            let request = Request { id, test: job.test.path.clone(), timeout: job.timeout };
            let line = serde_json::to_string(&request).map_err(|e| RunError::Spawn(e.to_string()))?;
            let Some(worker) = self.slots[index].worker.as_mut() else { continue };
            let pid = worker.child.id();
            if writeln!(worker.stdin, "{line}").and_then(|()| worker.stdin.flush()).is_ok() {
                let now = Instant::now();
                let busy = Busy { wall_deadline: now + job.budget.kill_wall, cpu_start: cpu_time(pid), job, id, started: now };
                self.slots[index].busy = Some(busy);
                return Ok(());
            }
            self.retire(index, false);
            if attempt == 1 {
                return Err(RunError::Spawn("a new worker closed its input at once".into()));
            }
        }
        Err(RunError::Spawn("no worker could be started".into()))
    }

    /// Kills the worker of slot `index` (if any) and returns its exit status
    /// and, when `tail` is asked for, the end of its standard error.
    fn retire(&mut self, index: usize, tail: bool) -> (Option<ExitStatus>, String) {
        let Some(mut worker) = self.slots[index].worker.take() else {
            return (None, String::new());
        };
        let status = match worker.child.try_wait() {
            Ok(Some(status)) => Some(status),
            _ => {
                let _ = worker.child.kill();
                worker.child.wait().ok()
            }
        };
        if !tail {
            return (status, String::new());
        }
        // Give the stderr reader a moment to take the last bytes a dying worker wrote.
        std::thread::sleep(Duration::from_millis(20));
        let tail = worker.stderr.lock().map(|t| String::from_utf8_lossy(&t.iter().copied().collect::<Vec<u8>>()).into_owned()).unwrap_or_default();
        (status, tail)
    }

    fn handle_line(&mut self, index: usize, line: &str, observer: &mut dyn Observer, results: &mut Vec<TestResult>) {
        let Ok(response) = serde_json::from_str::<Response>(line) else {
            tracing::warn!("worker {index} wrote something that is not a response: {line:.200}");
            return;
        };
        let slot = &mut self.slots[index];
        if slot.busy.as_ref().is_none_or(|b| b.id != response.id) {
            return;
        }
        slot.busy = None;
        let crashed = response.result.status == HarnessStatus::Crash;
        observer.finished(&response.result);
        results.push(response.result);
        if crashed {
            // The worker ends itself after a panic; make sure of it.
            self.retire(index, false);
        }
    }

    fn handle_closed(&mut self, index: usize, observer: &mut dyn Observer, results: &mut Vec<TestResult>) {
        let busy = self.slots[index].busy.take();
        let (status, tail) = self.retire(index, true);
        if let Some(busy) = busy {
            let mut message = format!("the worker process died ({})", describe(status));
            let tail = why_it_died(&tail);
            if !tail.is_empty() {
                message.push_str(": ");
                message.push_str(&tail);
            }
            let result = TestResult::without_subtests(&busy.job.test.path, HarnessStatus::Crash, Some(message), busy.started.elapsed().as_millis() as u64);
            observer.finished(&result);
            results.push(result);
        }
    }

    fn handle_deadlines(&mut self, observer: &mut dyn Observer, results: &mut Vec<TestResult>) {
        let now = Instant::now();
        for index in 0..self.slots.len() {
            let Some(busy) = self.slots[index].busy.as_ref() else { continue };
            let pid = self.slots[index].worker.as_ref().map(|w| w.child.id());
            let used = busy.cpu_start.zip(pid.and_then(cpu_time)).map(|(start, now)| now.saturating_sub(start));
            let message = if used.is_some_and(|cpu| cpu >= busy.job.budget.kill_cpu) {
                format!("killed after {:.1} s of CPU time without a result", busy.job.budget.kill_cpu.as_secs_f64())
            } else if busy.wall_deadline <= now {
                format!("killed after {:.1} s of wall-clock time without a result", busy.job.budget.kill_wall.as_secs_f64())
            } else {
                continue;
            };
            let Some(busy) = self.slots[index].busy.take() else { continue };
            self.retire(index, false);
            let message = format!("the worker was {message} (a page blocked in native code, or that never goes idle)");
            let result = TestResult::without_subtests(&busy.job.test.path, HarnessStatus::Timeout, Some(message), busy.started.elapsed().as_millis() as u64);
            observer.finished(&result);
            results.push(result);
        }
    }
}

/// The CPU time a process has used, from `/proc/PID/schedstat` (its first
/// field, nanoseconds on the CPU); `None` where that cannot be read.
fn cpu_time(pid: u32) -> Option<Duration> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/schedstat")).ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

impl Executor for Pool {
    fn execute(&mut self, jobs: Vec<Job>, observer: &mut dyn Observer) -> Result<Vec<TestResult>, RunError> {
        let mut queue: VecDeque<Job> = jobs.into();
        let mut results = Vec::with_capacity(queue.len());
        let mut last_check = Instant::now();
        loop {
            for index in 0..self.slots.len() {
                if self.slots[index].busy.is_none() {
                    let Some(job) = queue.pop_front() else { break };
                    observer.started(&job.test.path, index);
                    self.assign(index, job)?;
                }
            }
            let Some(deadline) = self.slots.iter().filter_map(|s| s.busy.as_ref().map(|b| b.wall_deadline)).min() else {
                break;
            };
            let wait = deadline.saturating_duration_since(Instant::now()).min(POLL);
            match self.rx.recv_timeout(wait) {
                Ok(Event::Line(index, generation, line)) => {
                    if self.current(index, generation) {
                        self.handle_line(index, &line, observer, &mut results);
                    }
                }
                Ok(Event::Closed(index, generation)) => {
                    if self.current(index, generation) {
                        self.handle_closed(index, observer, &mut results);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Err(RunError::Spawn("the worker channel closed".into())),
            }
            // Also while results keep arriving from the other workers.
            if last_check.elapsed() >= POLL || Instant::now() >= deadline {
                self.handle_deadlines(observer, &mut results);
                last_check = Instant::now();
            }
        }
        Ok(results)
    }

    fn processes(&self) -> usize {
        self.slots.len()
    }
}

impl Pool {
    fn current(&self, index: usize, generation: u64) -> bool {
        self.slots.get(index).and_then(|s| s.worker.as_ref()).is_some_and(|w| w.generation == generation)
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        for index in 0..self.slots.len() {
            self.retire(index, false);
        }
    }
}

/// "exit code 134" / "killed by signal 6 (SIGABRT)".
fn describe(status: Option<ExitStatus>) -> String {
    let Some(status) = status else {
        return "exit status unknown".into();
    };
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                6 => " (SIGABRT)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                _ => "",
            };
            return format!("killed by signal {signal}{name}");
        }
    }
    match status.code() {
        Some(code) => format!("exit code {code}"),
        None => "no exit code".into(),
    }
}

/// What a dead worker's standard error says about its end: the lines of
/// an allocation failure, a panic or a fatal runtime error if there are any
/// (a backtrace may follow them), else its last lines, joined with ` | `.
fn why_it_died(stderr: &str) -> String {
    const SIGNS: [&str; 4] = ["memory allocation of", "panicked at", "fatal runtime error", "stack overflow"];
    let lines: Vec<&str> = stderr.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let telling: Vec<&str> = lines.iter().copied().filter(|l| SIGNS.iter().any(|s| l.contains(s))).collect();
    if telling.is_empty() {
        lines[lines.len().saturating_sub(3)..].join(" | ")
    } else {
        telling.join(" | ")
    }
}

#[cfg(test)]
mod tests {
    use super::why_it_died;

    #[test]
    fn the_telling_lines_of_a_dead_worker() {
        let abort = "memory allocation of 1073741888 bytes failed\nstack backtrace:\n   0: std::alloc::rust_oom\n   1: x\n";
        assert_eq!(why_it_died(abort), "memory allocation of 1073741888 bytes failed");
        assert_eq!(why_it_died("a\nb\n\nc\nd\n"), "b | c | d");
        assert_eq!(why_it_died(""), "");
    }
}
