//! The WebMCP state the user agent owns: each document's tool map and the
//! pending tool executions of each traversable
//! (https://webmachinelearning.github.io/webmcp/#model-context-tool-map).
//!
//! A tool refers to its execute callback by a [`CallbackId`] that only its
//! owner's agent can resolve; a pending execution refers to its caller and
//! target by document id. Promises, AbortControllers and callbacks stay in
//! the agents' heaps.

use std::collections::{BTreeMap, HashMap};

use super::schema::ToolInputSchema;
use crate::html::ids::{DocumentId, NavigableId};
use crate::html::origin::Origin;

/// A script callback kept in its agent's callback table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallbackId(pub u64);

/// A pending tool execution (https://webmachinelearning.github.io/webmcp/#pending-tool-execution).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExecutionId(pub u64);

/// The annotations of a tool, when given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    pub read_only_hint: bool,
    pub untrusted_content_hint: bool,
    pub consequential_hint: bool,
    pub debugging: bool,
}

/// What runs a tool's calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolKind {
    /// A tool `registerTool()` registered: its execute callback, in the
    /// owner's agent.
    Script(CallbackId),
    /// A declarative tool: the `form` element of the owner's tree
    /// (`super::declarative`).
    Form(crate::dom::NodeId),
}

/// https://webmachinelearning.github.io/webmcp/#tool-definition
#[derive(Clone, Debug)]
pub struct ToolDefinition {
    pub name: String,
    pub title: String,
    pub description: String,
    /// The serialized input schema.
    pub input_schema: Option<String>,
    /// The input schema compiled for validating every call's input.
    pub compiled_schema: ToolInputSchema,
    pub annotations: Option<Annotations>,
    pub exposed_to: Vec<Origin>,
    /// What runs a call: a script callback, or a form.
    pub kind: ToolKind,
    /// Identifies this registration, so a later abort does not remove a re-registration.
    pub registration: u64,
}

/// Who asked for a tool execution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caller {
    /// A document's `executeTool()`.
    Document(DocumentId),
    /// The embedder's agent (`webmcp call`, `webmcp serve`, the library),
    /// which has no document.
    Embedder,
}

/// https://webmachinelearning.github.io/webmcp/#pending-tool-execution
#[derive(Clone, Debug)]
pub struct PendingToolExecution {
    pub caller: Caller,
    pub target: DocumentId,
    /// The traversable whose pending executions this is part of.
    pub traversable: NavigableId,
    pub tool_name: String,
    /// The tool execute steps began on the target (there is an
    /// AbortController in the target's agent to abort).
    pub started: bool,
    /// The caller's promise was settled or rejected already (an abort).
    pub caller_settled: bool,
}

/// An exception a tool threw (or rejected with), as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThrownException {
    pub name: String,
    pub message: String,
    pub stack: Option<String>,
}

/// How a tool execution ended, for its caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExecutionOutcome {
    /// The tool returned a string: the caller gets it as it is.
    String(String),
    /// The tool returned another value: its JSON serialization.
    Json(String),
    /// The tool returned `undefined` (JSON has no text for it).
    Null,
    /// The execution failed: the DOMException name and message the caller
    /// gets, and what the tool threw, if it threw.
    Error { name: String, message: String, thrown: Option<ThrownException> },
}

impl ExecutionOutcome {
    pub fn error(name: &str, message: &str) -> ExecutionOutcome {
        ExecutionOutcome::Error { name: name.to_owned(), message: message.to_owned(), thrown: None }
    }
}

#[derive(Debug, Default)]
pub struct WebMcpState {
    /// Each document's tool map, keyed by tool name.
    pub tools: HashMap<DocumentId, BTreeMap<String, ToolDefinition>>,
    /// The pending tool executions of every traversable.
    pub executions: HashMap<ExecutionId, PendingToolExecution>,
    next_id: u64,
    /// Increases whenever a tool map changes (for embedders that poll).
    pub generation: u64,
    /// Outcomes of the embedder's executions, not yet taken.
    pub embedder_outcomes: Vec<(ExecutionId, ExecutionOutcome)>,
    /// How registerTool treats schema keywords outside the WebMCP subset
    /// (the embedder's choice; strict by default).
    pub subset_mode: super::schema::SubsetMode,
}

impl WebMcpState {
    /// A fresh id for a registration, execution or callback.
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// The tool named `name` of `doc`.
    pub fn tool(&self, doc: DocumentId, name: &str) -> Option<&ToolDefinition> {
        self.tools.get(&doc)?.get(name)
    }

    /// Adds a tool to `doc`'s map (the caller checked that the name is free).
    pub fn insert(&mut self, doc: DocumentId, def: ToolDefinition) {
        self.tools.entry(doc).or_default().insert(def.name.clone(), def);
        self.generation += 1;
    }

    /// Removes `doc`'s tool `name` if it is still the registration
    /// `registration`; returns its exposed origins.
    pub fn remove_registration(&mut self, doc: DocumentId, name: &str, registration: u64) -> Option<Vec<Origin>> {
        let map = self.tools.get_mut(&doc)?;
        if map.get(name)?.registration != registration {
            return None;
        }
        let removed = map.remove(name).map(|t| t.exposed_to);
        self.generation += 1;
        removed
    }

    /// Removes `doc`'s tools that script registered (its declarative tools
    /// stay, as their forms do); returns them.
    pub fn remove_script_tools(&mut self, doc: DocumentId) -> Vec<ToolDefinition> {
        let Some(map) = self.tools.get_mut(&doc) else { return Vec::new() };
        let names: Vec<String> = map.iter().filter(|(_, t)| matches!(t.kind, ToolKind::Script(_))).map(|(n, _)| n.clone()).collect();
        let removed: Vec<ToolDefinition> = names.iter().filter_map(|n| map.remove(n)).collect();
        if !removed.is_empty() {
            self.generation += 1;
        }
        removed
    }

    /// Removes every tool of `doc`; returns them.
    pub fn remove_document(&mut self, doc: DocumentId) -> Vec<ToolDefinition> {
        let removed: Vec<ToolDefinition> = self.tools.remove(&doc).map(|m| m.into_values().collect()).unwrap_or_default();
        if !removed.is_empty() {
            self.generation += 1;
        }
        removed
    }
}
