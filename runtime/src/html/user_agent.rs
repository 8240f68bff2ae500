//! The user agent: the browser state every agent shares, and the scheduler
//! that runs agents' tasks and the parallel queue in one deterministic order.
//!
//! Servo calls this the constellation; Ladybird's LibWebView has the
//! `Canonical*` types. It owns browsing context groups and their agent
//! cluster maps, navigables, each document's non-JavaScript state, the
//! WebMCP tool maps and pending executions, each agent's event loop, the
//! parallel queue and the clock. Nothing here can run script: the parallel
//! queue's steps receive `&mut UserAgent` only, and must be `Send`, so they
//! cannot capture a JavaScript value (those are not `Send`); only ids and
//! serialized data travel from one agent to another.

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use super::agent::{obtain_a_similar_origin_window_agent, AgentRecord, BrowsingContextGroup};
use super::document::{DocumentInit, DocumentState};
use super::event_loop::{ClockState, Clock, EventLoop, TaskSource};
use super::ids::{AgentId, BrowsingContextGroupId, DocumentId, NavigableId};
use super::navigable::Navigable;
use super::origin::Origin;
use crate::dom::NodeId;
use crate::fetch::loader::ResourceLoader;
use crate::webmcp::registry::WebMcpState;

/// A cryptographically strong random number generator: seeded with `seed`,
/// or from the operating system's randomness (a fixed seed if that fails,
/// with a warning).
pub fn seeded_random(seed: Option<u64>) -> rand_chacha::ChaCha20Rng {
    use rand_chacha::rand_core::SeedableRng;
    match seed {
        Some(s) => rand_chacha::ChaCha20Rng::seed_from_u64(s),
        None => {
            let mut bytes = [0u8; 32];
            if let Err(e) = getrandom::fill(&mut bytes) {
                tracing::warn!("no OS randomness ({e}); crypto uses a fixed seed");
            }
            rand_chacha::ChaCha20Rng::from_seed(bytes)
        }
    }
}

/// A step of the parallel queue
/// (https://html.spec.whatwg.org/multipage/infrastructure.html#parallel-queue).
pub type ParallelStep<T> = Box<dyn FnOnce(&mut UserAgent<T>) + Send>;

/// What the scheduler hands out next.
pub enum Next<T> {
    /// A step of the parallel queue.
    Parallel(ParallelStep<T>),
    /// A task of `agent`'s event loop.
    Task { agent: AgentId, source: TaskSource, document: Option<DocumentId>, timer: Option<u32>, task: T },
}

/// Why the scheduler had nothing to hand out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Idle {
    /// Nothing queued and no timers.
    Empty,
    /// Only timers due after the deadline.
    TimersPending,
}

pub struct UserAgent<T> {
    documents: Vec<DocumentState>,
    navigables: Vec<Navigable>,
    groups: Vec<BrowsingContextGroup>,
    agents: Vec<AgentRecord>,
    event_loops: Vec<EventLoop<T>>,
    /// Child navigables by container (node document, iframe element).
    containers: HashMap<(DocumentId, NodeId), NavigableId>,
    parallel: VecDeque<(u64, ParallelStep<T>)>,
    seq: u64,
    pub clock: ClockState,
    /// Where documents, scripts and fetches come from.
    pub loader: Rc<dyn ResourceLoader>,
    /// The WebMCP tool maps and pending tool executions.
    pub webmcp: WebMcpState,
    /// https://html.spec.whatwg.org/multipage/document-lifecycle.html#unloading-document-cleanup-steps:
    /// what other specifications do when a document unloads (WebMCP fails
    /// and cancels its pending executions and drops its tools), installed
    /// by the embedder. Each runs on the parallel queue, without script.
    pub unloading_document_cleanup_steps: Vec<fn(&mut UserAgent<T>, DocumentId)>,
    /// localStorage and sessionStorage (https://html.spec.whatwg.org/multipage/webstorage.html).
    pub storage: super::webstorage::StorageState,
    /// The cookie store (https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-storage-model):
    /// in memory, one per user agent.
    pub cookies: crate::cookies::CookieStore,
    /// https://w3c.github.io/FileAPI/#BlobURLStore
    pub blob_urls: crate::file_api::BlobUrlStore,
    /// The system clipboard's text (https://w3c.github.io/clipboard-apis/): in
    /// memory, one per user agent.
    pub clipboard: String,
    /// The random number generator behind `crypto.getRandomValues` and
    /// `randomUUID` (https://w3c.github.io/webcrypto/#Crypto-method-getRandomValues):
    /// ChaCha20, seeded from the OS unless the embedder gives a seed.
    pub random: rand_chacha::ChaCha20Rng,
}

impl<T> UserAgent<T> {
    pub fn new(clock: Clock, loader: Rc<dyn ResourceLoader>) -> Self {
        UserAgent {
            documents: Vec::new(),
            navigables: Vec::new(),
            groups: Vec::new(),
            agents: Vec::new(),
            event_loops: Vec::new(),
            containers: HashMap::new(),
            parallel: VecDeque::new(),
            seq: 0,
            clock: ClockState::new(clock),
            loader,
            webmcp: WebMcpState::default(),
            unloading_document_cleanup_steps: Vec::new(),
            storage: Default::default(),
            cookies: Default::default(),
            blob_urls: Default::default(),
            clipboard: String::new(),
            random: seeded_random(None),
        }
    }

    /// Fills `out` with cryptographically strong random bytes.
    pub fn fill_random(&mut self, out: &mut [u8]) {
        use rand_chacha::rand_core::RngCore;
        self.random.fill_bytes(out);
    }

    /// Every document, with its id.
    pub fn documents(&self) -> impl Iterator<Item = (DocumentId, &DocumentState)> {
        self.documents.iter().enumerate().map(|(i, d)| (DocumentId(i as u32), d))
    }

    fn next_seq(&mut self) -> u64 {
        self.seq += 1;
        self.seq
    }

    // --- Groups and agents -------------------------------------------------

    /// https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-browsing-context-group
    /// (the group only; its first navigable is created by the caller).
    pub fn create_a_new_browsing_context_group(&mut self) -> BrowsingContextGroupId {
        self.groups.push(BrowsingContextGroup::default());
        BrowsingContextGroupId((self.groups.len() - 1) as u32)
    }

    /// https://html.spec.whatwg.org/multipage/document-sequences.html#obtain-similar-origin-window-agent
    pub fn obtain_a_similar_origin_window_agent(&mut self, group: BrowsingContextGroupId, origin: &Origin, requests_oac: bool) -> AgentId {
        let next = AgentId(self.agents.len() as u32);
        let mut created = None;
        let Some(g) = self.groups.get_mut(group.index()) else {
            // An unknown group cannot happen (groups are never removed); a new agent is the safe answer.
            return self.new_agent(group, super::agent::AgentClusterKey::Origin(origin.clone()), true);
        };
        let agent = obtain_a_similar_origin_window_agent(g, origin, requests_oac, |key, keyed| {
            created = Some((key.clone(), keyed));
            next
        });
        if let Some((key, keyed)) = created {
            self.new_agent(group, key, keyed);
        }
        agent
    }

    fn new_agent(&mut self, group: BrowsingContextGroupId, key: super::agent::AgentClusterKey, is_origin_keyed: bool) -> AgentId {
        let id = AgentId(self.agents.len() as u32);
        self.agents.push(AgentRecord { id, group, key, is_origin_keyed });
        self.event_loops.push(EventLoop::default());
        id
    }

    pub fn agent(&self, id: AgentId) -> Option<&AgentRecord> {
        self.agents.get(id.index())
    }

    pub fn agents(&self) -> impl Iterator<Item = &AgentRecord> {
        self.agents.iter()
    }

    // --- Documents -----------------------------------------------------------

    /// Adds a document; its JavaScript objects are the script host's to make.
    pub fn create_document(&mut self, mut init: DocumentInit) -> DocumentId {
        // Every document's tree runs HTML's form control steps.
        crate::html::forms::install_hooks(&mut init.tree);
        let id = DocumentId(self.documents.len() as u32);
        let time_origin = self.clock.now();
        self.documents.push(DocumentState {
            id,
            url: init.url,
            origin: init.origin,
            tree: Rc::new(RefCell::new(init.tree)),
            readiness: init.readiness,
            navigable: init.navigable,
            agent: init.agent,
            secure: init.secure,
            sandboxing: init.sandboxing,
            policy: init.policy,
            is_initial_about_blank: init.is_initial_about_blank,
            time_origin,
            destroyed: false,
        });
        id
    }

    pub fn document(&self, id: DocumentId) -> Option<&DocumentState> {
        self.documents.get(id.index())
    }

    pub fn document_mut(&mut self, id: DocumentId) -> Option<&mut DocumentState> {
        self.documents.get_mut(id.index())
    }

    /// https://html.spec.whatwg.org/multipage/document-sequences.html#fully-active:
    /// the active document of its navigable, whose parent (if any) has a
    /// fully active document.
    pub fn is_fully_active(&self, doc: DocumentId) -> bool {
        let mut doc = doc;
        // Bounded by the number of navigables: a cycle cannot happen, but a
        // page must never be able to hang this loop.
        for _ in 0..=self.navigables.len() {
            let Some(d) = self.document(doc) else { return false };
            let Some(nav) = d.navigable.and_then(|n| self.navigable(n)) else { return false };
            if d.destroyed || nav.destroyed || nav.active_document != doc {
                return false;
            }
            match nav.container {
                None => return true,
                Some((parent_doc, _)) => doc = parent_doc,
            }
        }
        false
    }

    /// https://html.spec.whatwg.org/multipage/document-sequences.html#concept-document-bc
    /// is non-null (the document was made for a navigable and not destroyed).
    pub fn has_browsing_context(&self, doc: DocumentId) -> bool {
        self.document(doc).is_some_and(|d| d.navigable.is_some() && !d.destroyed)
    }

    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#allowed-to-use
    /// for "tools": has a browsing context, fully active, and the policy allows it.
    pub fn allowed_to_use_tools(&self, doc: DocumentId) -> bool {
        // 1. If document's browsing context is null, then return false.
        // 2. If document is not fully active, then return false.
        if !self.has_browsing_context(doc) || !self.is_fully_active(doc) {
            return false;
        }
        // 3-4. The permissions policy.
        self.document(doc).is_some_and(|d| crate::permissions_policy::allowed_to_use(&d.policy, &d.origin))
    }

    /// https://html.spec.whatwg.org/multipage/webappapis.html#is-origin-keyed for the document's agent cluster.
    pub fn is_origin_keyed(&self, doc: DocumentId) -> bool {
        self.document(doc).and_then(|d| self.agent(d.agent)).is_none_or(|a| a.is_origin_keyed)
    }

    /// Marks a document destroyed and forgets its queued tasks and timers
    /// (https://html.spec.whatwg.org/multipage/document-lifecycle.html#destroy-a-document).
    pub fn destroy_document(&mut self, doc: DocumentId) {
        let Some(d) = self.documents.get_mut(doc.index()) else { return };
        d.destroyed = true;
        let agent = d.agent;
        if let Some(l) = self.event_loops.get_mut(agent.index()) {
            l.forget_document(doc);
        }
    }

    // --- Navigables ----------------------------------------------------------

    /// Adds a navigable whose active document will be `document` (the caller
    /// creates the document next, with this navigable).
    pub fn create_navigable(&mut self, parent: Option<NavigableId>, container: Option<(DocumentId, NodeId)>, group: BrowsingContextGroupId, document: DocumentId) -> NavigableId {
        let id = NavigableId(self.navigables.len() as u32);
        self.navigables.push(Navigable {
            id,
            parent,
            container,
            active_document: document,
            group,
            opener: None,
            script_closable: false,
            is_closing: false,
            target_name: String::new(),
            container_sandboxing: super::sandboxing::SandboxingFlags::NONE,
            destroyed: false,
            session_history: Vec::new(),
            current_entry: 0,
            is_delaying_load_events: false,
        });
        if let Some(c) = container {
            self.containers.insert(c, id);
        }
        id
    }

    /// The id the next navigable will get (so its first document can name it).
    pub fn next_navigable_id(&self) -> NavigableId {
        NavigableId(self.navigables.len() as u32)
    }

    /// The id the next document will get.
    pub fn next_document_id(&self) -> DocumentId {
        DocumentId(self.documents.len() as u32)
    }

    pub fn navigable(&self, id: NavigableId) -> Option<&Navigable> {
        self.navigables.get(id.index())
    }

    pub fn navigable_mut(&mut self, id: NavigableId) -> Option<&mut Navigable> {
        self.navigables.get_mut(id.index())
    }

    /// The navigable whose active document `doc` is, if any.
    /// How many navigables there have been: a bound for walks up the tree.
    pub fn navigable_count(&self) -> usize {
        self.navigables.len()
    }

    pub fn navigable_of(&self, doc: DocumentId) -> Option<NavigableId> {
        let d = self.document(doc)?;
        let n = d.navigable?;
        (self.navigable(n)?.active_document == doc && !d.destroyed).then_some(n)
    }

    /// The child navigable whose container is `iframe` in `doc`.
    pub fn child_navigable_of_container(&self, doc: DocumentId, iframe: NodeId) -> Option<NavigableId> {
        self.containers.get(&(doc, iframe)).copied().filter(|n| self.navigable(*n).is_some_and(|n| !n.destroyed))
    }

    /// The containers in `doc` that have child navigables.
    /// Whether a child navigable of `doc` delays `doc`'s load event
    /// (https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element:delay-the-load-event):
    /// its navigation has not made its new document active yet, or that
    /// document has not finished loading.
    pub fn child_navigables_delay_the_load_event(&self, doc: DocumentId) -> bool {
        self.containers_in(doc).into_iter().filter_map(|(_, n)| self.navigable(n)).any(|n| {
            n.is_delaying_load_events || self.document(n.active_document).is_some_and(|d| d.readiness != super::DocumentReadiness::Complete)
        })
    }

    pub fn containers_in(&self, doc: DocumentId) -> Vec<(NodeId, NavigableId)> {
        self.containers.iter().filter(|((d, _), n)| *d == doc && self.navigable(**n).is_some_and(|n| !n.destroyed)).map(|((_, node), n)| (*node, *n)).collect()
    }

    /// https://html.spec.whatwg.org/multipage/document-sequences.html#document-tree-child-navigables:
    /// the child navigables whose containers are in `doc`, in tree order.
    pub fn document_tree_child_navigables(&self, doc: DocumentId) -> Vec<NavigableId> {
        let Some(d) = self.document(doc) else { return Vec::new() };
        let containers = self.containers_in(doc);
        if containers.is_empty() {
            return Vec::new();
        }
        let tree = d.tree.borrow();
        tree.descendants(tree.document())
            .filter_map(|node| containers.iter().find(|(c, _)| *c == node).map(|(_, n)| *n))
            .collect()
    }

    /// Forgets the container link of a destroyed child navigable.
    pub fn destroy_navigable(&mut self, nav: NavigableId) {
        let Some(n) = self.navigables.get_mut(nav.index()) else { return };
        n.destroyed = true;
        if let Some(c) = n.container {
            if self.containers.get(&c) == Some(&nav) {
                self.containers.remove(&c);
            }
        }
    }

    /// https://html.spec.whatwg.org/multipage/document-sequences.html#nav-traversable
    pub fn traversable_of(&self, nav: NavigableId) -> NavigableId {
        let mut n = nav;
        for _ in 0..=self.navigables.len() {
            match self.navigable(n).and_then(|x| x.parent) {
                Some(p) => n = p,
                None => return n,
            }
        }
        n
    }

    /// https://html.spec.whatwg.org/multipage/document-sequences.html#inclusive-descendant-navigables,
    /// in tree order, skipping destroyed ones.
    pub fn inclusive_descendant_navigables(&self, nav: NavigableId) -> Vec<NavigableId> {
        let mut out = Vec::new();
        let mut stack = vec![nav];
        while let Some(n) = stack.pop() {
            if out.len() > self.navigables.len() {
                break;
            }
            let Some(x) = self.navigable(n) else { continue };
            if x.destroyed {
                continue;
            }
            out.push(n);
            let children = self.document_tree_child_navigables(x.active_document);
            stack.extend(children.into_iter().rev());
        }
        out
    }

    /// The fully active documents of the frame tree of `doc`'s top-level
    /// traversable, in tree order.
    pub fn traversable_documents(&self, doc: DocumentId) -> Vec<DocumentId> {
        let Some(nav) = self.document(doc).and_then(|d| d.navigable) else { return Vec::new() };
        let top = self.traversable_of(nav);
        self.inclusive_descendant_navigables(top)
            .into_iter()
            .filter_map(|n| self.navigable(n).map(|n| n.active_document))
            .filter(|d| self.is_fully_active(*d))
            .collect()
    }

    // --- Scheduling ----------------------------------------------------------

    /// https://html.spec.whatwg.org/multipage/infrastructure.html#enqueue-the-following-steps
    /// on the parallel queue.
    pub fn queue_parallel(&mut self, step: ParallelStep<T>) {
        let seq = self.next_seq();
        self.parallel.push_back((seq, step));
    }

    /// https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-global-task
    /// for `doc`'s relevant global: the task goes to `doc`'s agent and runs
    /// only while `doc` is fully active. Returns false (dropping the task)
    /// when `doc` is unknown.
    pub fn queue_global_task(&mut self, doc: DocumentId, source: TaskSource, task: T) -> bool {
        let Some(agent) = self.document(doc).map(|d| d.agent) else { return false };
        self.queue_agent_task(agent, Some(doc), source, task)
    }

    /// Queues a task on `agent`'s event loop.
    pub fn queue_agent_task(&mut self, agent: AgentId, doc: Option<DocumentId>, source: TaskSource, task: T) -> bool {
        let seq = self.next_seq();
        match self.event_loops.get_mut(agent.index()) {
            Some(l) => {
                l.queue_task(seq, source, doc, task);
                true
            }
            None => false,
        }
    }

    /// Adds a timer for `doc` that becomes a task after `delay_ms`
    /// (`id` re-arms a repeating timer under its id). Returns the id.
    pub fn add_timer(&mut self, doc: DocumentId, id: Option<u32>, delay_ms: f64, task: T) -> Option<u32> {
        let agent = self.document(doc)?.agent;
        let seq = self.next_seq();
        let due = self.clock.now() + delay_ms.max(0.0);
        Some(self.event_loops.get_mut(agent.index())?.add_timer(id, due, seq, Some(doc), task))
    }

    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-cleartimeout
    pub fn clear_timer(&mut self, agent: AgentId, id: u32) -> bool {
        self.event_loops.get_mut(agent.index()).is_some_and(|l| l.clear_timer(id))
    }

    /// Whether nothing is left to run anywhere.
    pub fn is_idle(&self) -> bool {
        self.parallel.is_empty() && self.event_loops.iter().all(|l| l.is_idle())
    }

    /// The number of timers of every agent.
    pub fn pending_timers(&self) -> usize {
        self.event_loops.iter().map(|l| l.timers.len()).sum()
    }

    /// The next thing to run: a timer that is due (earliest first), else the
    /// oldest queued task or parallel step, else the earliest timer, jumping
    /// the clock to it (or sleeping on the real clock), unless it is later
    /// than `deadline_ms`. Tasks whose document is no longer fully active are
    /// dropped.
    pub fn next(&mut self, deadline_ms: f64) -> Result<Next<T>, Idle> {
        loop {
            let now = self.clock.now();
            // The earliest timer over all agents.
            let earliest = self
                .event_loops
                .iter()
                .enumerate()
                .filter_map(|(a, l)| l.earliest_timer().map(|(i, due, seq)| (a, i, due, seq)))
                .min_by(|x, y| x.2.total_cmp(&y.2).then(x.3.cmp(&y.3)));
            if let Some((a, i, due, _)) = earliest {
                if due <= now {
                    match self.take_timer(a, i) {
                        Some(next) => return Ok(next),
                        None => continue,
                    }
                }
            }
            // The oldest queued task or parallel step.
            let oldest_task = self.event_loops.iter().enumerate().filter_map(|(a, l)| l.queue.front().map(|q| (a, q.seq))).min_by_key(|x| x.1);
            let oldest_parallel = self.parallel.front().map(|(s, _)| *s);
            match (oldest_task, oldest_parallel) {
                (Some((_, ts)), Some(ps)) if ps < ts => return self.take_parallel(),
                (None, Some(_)) => return self.take_parallel(),
                (Some((a, _)), _) => match self.take_task(a) {
                    Some(next) => return Ok(next),
                    None => continue,
                },
                (None, None) => {}
            }
            let Some((a, i, due, _)) = earliest else { return Err(Idle::Empty) };
            if due > deadline_ms {
                return Err(Idle::TimersPending);
            }
            self.clock.advance_to(due);
            if let Some(next) = self.take_timer(a, i) {
                return Ok(next);
            }
        }
    }

    fn take_parallel(&mut self) -> Result<Next<T>, Idle> {
        self.parallel.pop_front().map(|(_, s)| Next::Parallel(s)).ok_or(Idle::Empty)
    }

    /// The queued task at the front of agent `a`'s queue, if its document is fully active.
    fn take_task(&mut self, a: usize) -> Option<Next<T>> {
        let q = self.event_loops.get_mut(a)?.queue.pop_front()?;
        if q.document.is_some_and(|d| !self.is_fully_active(d)) {
            return None;
        }
        Some(Next::Task { agent: AgentId(a as u32), source: q.source, document: q.document, timer: None, task: q.task })
    }

    fn take_timer(&mut self, a: usize, i: usize) -> Option<Next<T>> {
        let l = self.event_loops.get_mut(a)?;
        if i >= l.timers.len() {
            return None;
        }
        let t = l.timers.swap_remove(i);
        if t.document.is_some_and(|d| !self.is_fully_active(d)) {
            return None;
        }
        Some(Next::Task { agent: AgentId(a as u32), source: TaskSource::Timer, document: t.document, timer: Some(t.id), task: t.task })
    }
}
