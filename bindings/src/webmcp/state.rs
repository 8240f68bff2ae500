//! The WebMCP state: each document's tool map and the traversable's pending
//! tool executions.

use std::collections::{BTreeMap, HashMap};

use boa_engine::builtins::promise::ResolvingFunctions;
use boa_engine::JsObject;
use runtime::html::origin::Origin;

use crate::host::DocId;

/// The annotations of a tool, when given.
#[derive(Clone, Copy, Debug, Default)]
pub struct Annotations {
    pub read_only_hint: bool,
    pub untrusted_content_hint: bool,
    pub consequential_hint: bool,
    pub debugging: bool,
}

/// https://webmachinelearning.github.io/webmcp/#tool-definition
pub struct ToolDefinition {
    pub name: String,
    pub title: String,
    pub description: String,
    /// The serialized input schema.
    pub input_schema: Option<String>,
    /// The input schema compiled for validating every call's input.
    pub compiled_schema: runtime::webmcp::schema::ToolInputSchema,
    pub annotations: Option<Annotations>,
    pub exposed_to: Vec<Origin>,
    pub execute: JsObject,
    /// Identifies this registration, so a later abort does not remove a re-registration.
    pub registration: u64,
}

/// A pending tool execution (the caller's promise and the target's controller).
pub struct PendingExecution {
    pub caller: DocId,
    pub target: DocId,
    pub tool_name: String,
    /// The caller's promise, until it is settled (or rejected by an abort).
    pub resolvers: Option<ResolvingFunctions>,
    /// The AbortController made for the tool's execute callback, once it runs.
    pub controller: Option<JsObject>,
}

#[derive(Default)]
pub struct WebMcpState {
    /// Each document's tool map, keyed by tool name.
    pub tools: HashMap<DocId, BTreeMap<String, ToolDefinition>>,
    pub executions: HashMap<u64, PendingExecution>,
    /// registerTool promises not yet resolved, by registration id.
    pub pending_registrations: HashMap<u64, ResolvingFunctions>,
    pub next_id: u64,
}

impl WebMcpState {
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }
}
