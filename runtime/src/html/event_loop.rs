//! The HTML event loop's scheduling, engine-independent
//! (https://html.spec.whatwg.org/multipage/webappapis.html#event-loops).
//!
//! Each similar-origin window agent has its own [`EventLoop`]: its task
//! queue and its timers. The tasks are whatever the script host queues
//! (`T`: closures that run script in that agent's context). Every task
//! carries the document it is for, and is runnable only while that document
//! is fully active (the user agent checks this when it picks the next task).
//!
//! All event loops share one [`ClockState`], virtual by default: when nothing
//! else is runnable the clock jumps to the next timer, so a page that waits
//! four seconds costs no wall-clock time. Tasks get a sequence number from
//! the user agent, so the order across agents and the parallel queue is
//! deterministic.

use std::collections::VecDeque;
use std::time::Instant;

use super::ids::DocumentId;

/// https://html.spec.whatwg.org/multipage/webappapis.html#task-source
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TaskSource {
    DomManipulation,
    Networking,
    PostedMessage,
    Timer,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#user-interaction-task-source
    UserInteraction,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#navigation-and-traversal-task-source
    NavigationAndTraversal,
    /// The WebMCP task source (tool change notifications, tool execution).
    WebMcp,
    /// https://html.spec.whatwg.org/multipage/media.html#media-element-event-task-source
    MediaElement,
    /// https://w3c.github.io/FileAPI/#fileReadingTaskSource
    FileReading,
    /// https://w3c.github.io/IntersectionObserver/#intersection-observer-task-source
    IntersectionObserver,
    /// https://websockets.spec.whatwg.org/#concept-websocket-task-source
    WebSocket,
    /// https://html.spec.whatwg.org/multipage/server-sent-events.html#remote-event-task-source
    RemoteEvent,
}

/// How time passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// Time advances only by jumping to the next timer when idle.
    Virtual,
    /// Wall-clock time; idle waits sleep.
    Real,
}

/// The one clock of a user agent: milliseconds since it started.
#[derive(Debug)]
pub struct ClockState {
    kind: Clock,
    virtual_now: f64,
    start: Instant,
}

impl ClockState {
    pub fn new(kind: Clock) -> ClockState {
        ClockState { kind, virtual_now: 0.0, start: Instant::now() }
    }

    pub fn kind(&self) -> Clock {
        self.kind
    }

    /// Milliseconds since the clock started.
    pub fn now(&self) -> f64 {
        match self.kind {
            Clock::Virtual => self.virtual_now,
            Clock::Real => self.start.elapsed().as_secs_f64() * 1000.0,
        }
    }

    /// Lets time pass until `at`: a jump on the virtual clock, a sleep on the real one.
    pub fn advance_to(&mut self, at: f64) {
        match self.kind {
            Clock::Virtual => self.virtual_now = self.virtual_now.max(at),
            Clock::Real => {
                let wait = at - self.now();
                if wait > 0.0 {
                    std::thread::sleep(std::time::Duration::from_secs_f64(wait / 1000.0));
                }
            }
        }
    }
}

/// A queued task.
pub struct Queued<T> {
    pub seq: u64,
    pub source: TaskSource,
    /// The document the task is for (a global task's relevant document).
    pub document: Option<DocumentId>,
    pub task: T,
}

pub(crate) struct Timer<T> {
    pub(crate) id: u32,
    pub(crate) due: f64,
    pub(crate) seq: u64,
    pub(crate) document: Option<DocumentId>,
    pub(crate) task: T,
}

/// One agent's event loop: its task queue and timers.
pub struct EventLoop<T> {
    pub(crate) queue: VecDeque<Queued<T>>,
    pub(crate) timers: Vec<Timer<T>>,
    next_timer_id: u32,
}

impl<T> Default for EventLoop<T> {
    fn default() -> Self {
        EventLoop { queue: VecDeque::new(), timers: Vec::new(), next_timer_id: 1 }
    }
}

impl<T> EventLoop<T> {
    /// https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-task
    pub(crate) fn queue_task(&mut self, seq: u64, source: TaskSource, document: Option<DocumentId>, task: T) {
        self.queue.push_back(Queued { seq, source, document, task });
    }

    /// Adds a timer due at `due`; returns its id
    /// (https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps).
    pub(crate) fn add_timer(&mut self, id: Option<u32>, due: f64, seq: u64, document: Option<DocumentId>, task: T) -> u32 {
        let id = id.unwrap_or_else(|| {
            let id = self.next_timer_id;
            self.next_timer_id = self.next_timer_id.wrapping_add(1).max(1);
            id
        });
        self.timers.push(Timer { id, due, seq, document, task });
        id
    }

    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-cleartimeout
    pub(crate) fn clear_timer(&mut self, id: u32) -> bool {
        let before = self.timers.len();
        self.timers.retain(|t| t.id != id);
        before != self.timers.len()
    }

    pub(crate) fn is_idle(&self) -> bool {
        self.queue.is_empty() && self.timers.is_empty()
    }

    /// The earliest timer: (index, due, seq).
    pub(crate) fn earliest_timer(&self) -> Option<(usize, f64, u64)> {
        self.timers
            .iter()
            .enumerate()
            .min_by(|a, b| a.1.due.total_cmp(&b.1.due).then(a.1.seq.cmp(&b.1.seq)))
            .map(|(i, t)| (i, t.due, t.seq))
    }

    /// Drops the tasks and timers of a document that will never be fully active again.
    pub(crate) fn forget_document(&mut self, doc: DocumentId) {
        self.queue.retain(|q| q.document != Some(doc));
        self.timers.retain(|t| t.document != Some(doc));
    }
}
