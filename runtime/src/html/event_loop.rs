//! The HTML event loop's scheduling, engine-independent
//! (https://html.spec.whatwg.org/multipage/webappapis.html#event-loops).
//!
//! Tasks are whatever the host queues (`T`): the bindings queue closures
//! that run script. The loop keeps one FIFO queue per task source, a timer
//! list, and the browser-level parallel queue on which the specification's
//! "in parallel" steps run. Timers use virtual time by default: when nothing
//! else is runnable the clock jumps to the next timer, so a page that waits
//! four seconds costs no wall-clock time.

use std::collections::VecDeque;
use std::time::Instant;

/// https://html.spec.whatwg.org/multipage/webappapis.html#task-source
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TaskSource {
    DomManipulation,
    Networking,
    PostedMessage,
    Timer,
    /// The WebMCP task source (tool change notifications, tool execution).
    WebMcp,
    /// https://html.spec.whatwg.org/multipage/infrastructure.html#parallel-queue:
    /// the browser's one parallel queue for "in parallel" steps.
    Parallel,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// Time advances only by jumping to the next timer when idle.
    Virtual,
    /// Wall-clock time; idle waits sleep.
    Real,
}

struct Timer<T> {
    id: u32,
    due: f64,
    seq: u64,
    task: T,
}

/// The scheduler of one event loop.
pub struct EventLoop<T> {
    queue: VecDeque<(TaskSource, T)>,
    timers: Vec<Timer<T>>,
    next_timer_id: u32,
    seq: u64,
    clock: Clock,
    virtual_now: f64,
    start: Instant,
}

impl<T> EventLoop<T> {
    pub fn new(clock: Clock) -> Self {
        EventLoop {
            queue: VecDeque::new(),
            timers: Vec::new(),
            next_timer_id: 1,
            seq: 0,
            clock,
            virtual_now: 0.0,
            start: Instant::now(),
        }
    }

    /// Milliseconds since the loop started (the time origin of its documents).
    pub fn now(&self) -> f64 {
        match self.clock {
            Clock::Virtual => self.virtual_now,
            Clock::Real => self.start.elapsed().as_secs_f64() * 1000.0,
        }
    }

    /// https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-task
    pub fn queue_task(&mut self, source: TaskSource, task: T) {
        self.queue.push_back((source, task));
    }

    /// Adds a timer that becomes a task after `delay_ms`; returns its id
    /// (https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps).
    pub fn add_timer(&mut self, delay_ms: f64, task: T) -> u32 {
        let id = self.next_timer_id;
        self.next_timer_id = self.next_timer_id.wrapping_add(1).max(1);
        self.seq += 1;
        let due = self.now() + delay_ms.max(0.0);
        self.timers.push(Timer { id, due, seq: self.seq, task });
        id
    }

    /// Re-arms a repeating timer under its existing id.
    pub fn add_timer_with_id(&mut self, id: u32, delay_ms: f64, task: T) {
        self.seq += 1;
        let due = self.now() + delay_ms.max(0.0);
        self.timers.push(Timer { id, due, seq: self.seq, task });
    }

    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-cleartimeout
    pub fn clear_timer(&mut self, id: u32) -> bool {
        let before = self.timers.len();
        self.timers.retain(|t| t.id != id);
        before != self.timers.len()
    }

    /// Whether anything is left to run.
    pub fn is_idle(&self) -> bool {
        self.queue.is_empty() && self.timers.is_empty()
    }

    pub fn pending_timers(&self) -> usize {
        self.timers.len()
    }

    /// The next task to run: a queued task in FIFO order, else the earliest
    /// due timer (jumping virtual time to it, or sleeping until it on the
    /// real clock). `None` when there is nothing left, or when the next
    /// timer is later than `deadline_ms`.
    pub fn next_task(&mut self, deadline_ms: f64) -> Option<(TaskSource, Option<u32>, T)> {
        let now = self.now();
        let due = self.earliest_timer();
        if let Some((i, at)) = due {
            if at <= now {
                let t = self.timers.swap_remove(i);
                return Some((TaskSource::Timer, Some(t.id), t.task));
            }
        }
        if let Some((s, t)) = self.queue.pop_front() {
            return Some((s, None, t));
        }
        let (i, at) = due?;
        if at > deadline_ms {
            return None;
        }
        match self.clock {
            Clock::Virtual => self.virtual_now = at,
            Clock::Real => {
                let wait = at - now;
                if wait > 0.0 {
                    std::thread::sleep(std::time::Duration::from_secs_f64(wait / 1000.0));
                }
            }
        }
        let t = self.timers.swap_remove(i);
        Some((TaskSource::Timer, Some(t.id), t.task))
    }

    fn earliest_timer(&self) -> Option<(usize, f64)> {
        self.timers
            .iter()
            .enumerate()
            .min_by(|a, b| a.1.due.total_cmp(&b.1.due).then(a.1.seq.cmp(&b.1.seq)))
            .map(|(i, t)| (i, t.due))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tasks_run_in_fifo_order_before_later_timers() {
        let mut l = EventLoop::new(Clock::Virtual);
        l.add_timer(10.0, "timer");
        l.queue_task(TaskSource::WebMcp, "a");
        l.queue_task(TaskSource::Parallel, "b");
        let order: Vec<_> = std::iter::from_fn(|| l.next_task(f64::INFINITY).map(|t| t.2)).collect();
        assert_eq!(order, ["a", "b", "timer"]);
        assert_eq!(l.now(), 10.0);
    }

    #[test]
    fn virtual_time_jumps_and_orders_timers_by_due_time_then_creation() {
        let mut l = EventLoop::new(Clock::Virtual);
        l.add_timer(4000.0, "late");
        l.add_timer(5.0, "early1");
        l.add_timer(5.0, "early2");
        let t0 = Instant::now();
        let order: Vec<_> = std::iter::from_fn(|| l.next_task(f64::INFINITY).map(|t| t.2)).collect();
        assert_eq!(order, ["early1", "early2", "late"]);
        assert_eq!(l.now(), 4000.0);
        assert!(t0.elapsed().as_millis() < 1000, "virtual time does not sleep");
    }

    #[test]
    fn cleared_timers_never_run_and_deadline_stops_the_loop() {
        let mut l = EventLoop::new(Clock::Virtual);
        let id = l.add_timer(1.0, "cleared");
        l.add_timer(100.0, "after deadline");
        assert!(l.clear_timer(id));
        assert!(l.next_task(50.0).is_none());
        assert_eq!(l.pending_timers(), 1);
    }
}
