//! The `evals.json` format of webmcp-evals (`src/types/evals.ts`), read
//! with the line and field of every mistake.
//!
//! A file is a list of evals; an eval is
//! `{"name"?, "messages": [...], "expectedCall": NODES | NODE | null}`.
//! A message is `{"role": "user"|"model", "type": "message", "content"}`,
//! `{"role": "model", "type": "functioncall", "name", "arguments"}` or
//! `{"role": "user", "type": "functionresponse", "name", "response"}`.
//! A node is a call `{"functionName", "arguments"?, "result"?,
//! "mockOutput"?, "optional"?}`, `{"ordered": [NODE...]}` or
//! `{"unordered": [NODE...]}`. Keys this format does not define are
//! ignored, as webmcp-evals ignores them.
//!
//! The file is parsed with serde_json (a syntax error carries its line and
//! column), then checked value by value here, so that an error names the
//! field at fault (`[3].expectedCall[0].functionName`) and, through
//! [`locate`], its line: serde's derived deserializers would stop at the
//! first mismatch of an untagged node with "did not match any variant", and
//! could not point into `arguments`, which stay JSON values.

use std::fmt;

use serde_json::{Map, Value};

use super::locate::{locate, JsonPath};
use super::matcher::{self, OPERATORS, TYPES};

/// The most members an unordered group that contains groups may have:
/// matching tries every order of its members (webmcp-evals allows 15, whose
/// 15! orders would never finish).
pub const MAX_NESTED_UNORDERED: usize = 8;

/// One eval: a conversation and the calls an agent is expected to make next.
#[derive(Clone, Debug, PartialEq)]
pub struct Eval {
    /// The eval's position in the file, from 0.
    pub index: usize,
    /// Its name: `name`, else the first message's text, else `Test N`.
    pub name: String,
    /// The conversation so far.
    pub messages: Vec<Message>,
    /// The expected calls in order (groups inside); `None` for `null`:
    /// the agent is expected to make no call.
    pub expected: Option<Vec<Node>>,
}

/// Who said a text message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The person.
    User,
    /// The agent.
    Model,
}

/// A turn of the conversation.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Text from the person or the agent.
    Text { role: Role, content: String },
    /// A call the agent made earlier.
    Call { name: String, arguments: Value },
    /// The tool's answer to it.
    Response { name: String, response: Value },
}

/// A node of the expected trajectory.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// One call.
    Call(ExpectedCall),
    /// Nodes in this order.
    Ordered(Vec<Node>),
    /// Nodes in any order.
    Unordered(Vec<Node>),
}

/// An expected call.
#[derive(Clone, Debug, PartialEq)]
pub struct ExpectedCall {
    /// The tool's name.
    pub function_name: String,
    /// The arguments, maybe with constraints; `None` (absent or `null`)
    /// accepts any arguments.
    pub arguments: Option<Value>,
    /// What the call must return, maybe with constraints; `None` when not
    /// checked (`Some(Value::Null)` expects `null`).
    pub result: Option<Value>,
    /// A call that may be left out.
    pub optional: bool,
}

/// A mistake in an evals file: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// 1-based line and column, when known.
    pub position: Option<(usize, usize)>,
    /// The field at fault (empty for a syntax error).
    pub field: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((line, column)) = self.position {
            write!(f, "line {line}, column {column}: ")?;
        }
        if !self.field.is_empty() {
            write!(f, "{}: ", self.field)?;
        }
        f.write_str(&self.message)
    }
}

/// Reads an evals file's text.
pub fn parse(text: &str) -> Result<Vec<Eval>, FormatError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        let message = message.rsplit_once(" at line ").map_or(message.as_str(), |(m, _)| m).to_string();
        FormatError { position: Some((e.line(), e.column())), field: String::new(), message: format!("not valid JSON: {message}") }
    })?;
    let reader = Reader { text };
    reader.evals(&value)
}

struct Reader<'t> {
    text: &'t str,
}

impl Reader<'_> {
    fn error(&self, path: &JsonPath, message: impl Into<String>) -> FormatError {
        FormatError { position: locate(self.text, path), field: path.to_string(), message: message.into() }
    }

    fn evals(&self, value: &Value) -> Result<Vec<Eval>, FormatError> {
        let root = JsonPath::default();
        let Value::Array(items) = value else {
            return Err(self.error(&root, format!("expected a list of evals, found {}", describe(value))));
        };
        items.iter().enumerate().map(|(i, item)| self.eval(i, item, &root.index(i))).collect()
    }

    fn object<'v>(&self, value: &'v Value, path: &JsonPath, what: &str) -> Result<&'v Map<String, Value>, FormatError> {
        value.as_object().ok_or_else(|| self.error(path, format!("expected {what} (an object), found {}", describe(value))))
    }

    fn string<'v>(&self, object: &'v Map<String, Value>, key: &str, path: &JsonPath) -> Result<&'v str, FormatError> {
        match object.get(key) {
            Some(Value::String(s)) => Ok(s),
            Some(other) => Err(self.error(&path.key(key), format!("expected a string, found {}", describe(other)))),
            None => Err(self.error(path, format!("missing \"{key}\""))),
        }
    }

    fn eval(&self, index: usize, value: &Value, path: &JsonPath) -> Result<Eval, FormatError> {
        let object = self.object(value, path, "an eval")?;
        let name = match object.get("name") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.trim().to_string()).filter(|s| !s.is_empty()),
            Some(other) => return Err(self.error(&path.key("name"), format!("expected a string, found {}", describe(other)))),
        };
        let messages = match object.get("messages") {
            Some(Value::Array(items)) => items.iter().enumerate().map(|(i, m)| self.message(m, &path.key("messages").index(i))).collect::<Result<Vec<_>, _>>()?,
            Some(other) => return Err(self.error(&path.key("messages"), format!("expected a list of messages, found {}", describe(other)))),
            None => return Err(self.error(path, "missing \"messages\"")),
        };
        let expected_path = path.key("expectedCall");
        let expected = match object.get("expectedCall") {
            Some(Value::Null) => None,
            Some(Value::Array(nodes)) => Some(self.nodes(nodes, &expected_path)?),
            // One node on its own is the list of that node.
            Some(node @ Value::Object(_)) => Some(vec![self.node(node, &expected_path)?]),
            Some(other) => return Err(self.error(&expected_path, format!("expected a list of calls, a call or null, found {}", describe(other)))),
            None => return Err(self.error(path, "missing \"expectedCall\" (null when no call is expected)")),
        };
        let name = name.unwrap_or_else(|| {
            let first_text = messages.iter().find_map(|m| match m {
                Message::Text { content, .. } if !content.trim().is_empty() => Some(content.trim().to_string()),
                _ => None,
            });
            first_text.unwrap_or_else(|| format!("Test {}", index + 1))
        });
        Ok(Eval { index, name, messages, expected })
    }

    fn message(&self, value: &Value, path: &JsonPath) -> Result<Message, FormatError> {
        let object = self.object(value, path, "a message")?;
        let kind = self.string(object, "type", path)?;
        let role = match object.get("role") {
            None => None,
            Some(Value::String(r)) => Some(r.as_str()),
            Some(other) => return Err(self.error(&path.key("role"), format!("expected a string, found {}", describe(other)))),
        };
        let role_is = |allowed: &[&str]| -> Result<(), FormatError> {
            match role {
                Some(r) if !allowed.contains(&r) => Err(self.error(&path.key("role"), format!("a {kind} message's role is {}, not \"{r}\"", quoted_list(allowed)))),
                _ => Ok(()),
            }
        };
        match kind {
            "message" => {
                let role = match role {
                    Some("user") => Role::User,
                    Some("model") => Role::Model,
                    Some(other) => return Err(self.error(&path.key("role"), format!("expected \"user\" or \"model\", found \"{other}\""))),
                    None => return Err(self.error(path, "missing \"role\" (\"user\" or \"model\")")),
                };
                let content = self.string(object, "content", path)?.to_string();
                Ok(Message::Text { role, content })
            }
            "functioncall" => {
                role_is(&["model"])?;
                let name = self.string(object, "name", path)?.to_string();
                let arguments = match object.get("arguments") {
                    Some(a @ Value::Object(_)) => a.clone(),
                    None | Some(Value::Null) => Value::Object(Map::new()),
                    Some(other) => return Err(self.error(&path.key("arguments"), format!("expected the call's arguments (an object), found {}", describe(other)))),
                };
                Ok(Message::Call { name, arguments })
            }
            "functionresponse" => {
                role_is(&["user"])?;
                let name = self.string(object, "name", path)?.to_string();
                let response = object.get("response").cloned().ok_or_else(|| self.error(path, "missing \"response\""))?;
                Ok(Message::Response { name, response })
            }
            other => Err(self.error(&path.key("type"), format!("expected \"message\", \"functioncall\" or \"functionresponse\", found \"{other}\""))),
        }
    }

    fn nodes(&self, items: &[Value], path: &JsonPath) -> Result<Vec<Node>, FormatError> {
        items.iter().enumerate().map(|(i, n)| self.node(n, &path.index(i))).collect()
    }

    fn node(&self, value: &Value, path: &JsonPath) -> Result<Node, FormatError> {
        let object = self.object(value, path, "a call or a group")?;
        // The order in which webmcp-evals' type guards look.
        for (key, ordered) in [("unordered", false), ("ordered", true)] {
            if let Some(members) = object.get(key) {
                let Value::Array(items) = members else {
                    return Err(self.error(&path.key(key), format!("expected a list of calls, found {}", describe(members))));
                };
                let nodes = self.nodes(items, &path.key(key))?;
                if !ordered && nodes.len() > MAX_NESTED_UNORDERED && nodes.iter().any(|n| !matches!(n, Node::Call(_))) {
                    return Err(self.error(&path.key(key), format!("an unordered group that contains groups may have at most {MAX_NESTED_UNORDERED} members (every order of them is tried); it has {}", nodes.len())));
                }
                return Ok(if ordered { Node::Ordered(nodes) } else { Node::Unordered(nodes) });
            }
        }
        if !object.contains_key("functionName") {
            return Err(self.error(path, "expected a call (with \"functionName\") or a group (\"ordered\" or \"unordered\")"));
        }
        let function_name = self.string(object, "functionName", path)?.to_string();
        let arguments = match object.get("arguments") {
            None | Some(Value::Null) => None,
            Some(a @ Value::Object(_)) => {
                self.constraints(a, &path.key("arguments"))?;
                Some(a.clone())
            }
            Some(other) => return Err(self.error(&path.key("arguments"), format!("expected the arguments (an object) or null, found {}", describe(other)))),
        };
        let result = object.get("result").cloned();
        if let Some(r) = &result {
            self.constraints(r, &path.key("result"))?;
        }
        let optional = match object.get("optional") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => return Err(self.error(&path.key("optional"), format!("expected true or false, found {}", describe(other)))),
        };
        Ok(Node::Call(ExpectedCall { function_name, arguments, result, optional }))
    }

    /// Checks every constraint object in `value`: known operators with
    /// operands of the right kind, patterns that compile.
    fn constraints(&self, value: &Value, path: &JsonPath) -> Result<(), FormatError> {
        match value {
            Value::Object(object) if matcher::is_constraint(value) => {
                for (op, operand) in object {
                    let at = path.key(op);
                    match op.as_str() {
                        "$pattern" => {
                            let Value::String(pattern) = operand else {
                                return Err(self.error(&at, format!("expected a regular expression (a string), found {}", describe(operand))));
                            };
                            matcher::compile_pattern(pattern).map_err(|e| self.error(&at, e))?;
                        }
                        "$contains" if !operand.is_string() => return Err(self.error(&at, format!("expected a string, found {}", describe(operand)))),
                        "$gt" | "$gte" | "$lt" | "$lte" if !operand.is_number() => return Err(self.error(&at, format!("expected a number, found {}", describe(operand)))),
                        "$type" => match operand.as_str() {
                            Some(t) if TYPES.contains(&t) => {}
                            _ => return Err(self.error(&at, format!("expected one of {}, found {}", quoted_list(&TYPES), describe(operand)))),
                        },
                        known if OPERATORS.contains(&known) => {}
                        unknown => return Err(self.error(&at, format!("unknown operator \"{unknown}\" (the operators are {})", OPERATORS.join(", ")))),
                    }
                }
                Ok(())
            }
            Value::Object(object) => object.iter().try_for_each(|(k, v)| self.constraints(v, &path.key(k))),
            Value::Array(items) => items.iter().enumerate().try_for_each(|(i, v)| self.constraints(v, &path.index(i))),
            _ => Ok(()),
        }
    }
}

fn quoted_list(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| format!("\"{s}\"")).collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => quoted.join(""),
    }
}

/// A value's kind and, when short, the value itself, for error messages.
pub fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
        other => {
            let text = other.to_string();
            let kind = matcher::type_of(other);
            if text.chars().count() <= 40 {
                format!("{kind} {text}")
            } else {
                format!("a {kind}")
            }
        }
    }
}

impl Node {
    /// The calls in authored order, groups flattened.
    pub fn calls(nodes: &[Node]) -> Vec<&ExpectedCall> {
        let mut out = Vec::new();
        for node in nodes {
            match node {
                Node::Call(c) => out.push(c),
                Node::Ordered(n) | Node::Unordered(n) => out.extend(Node::calls(n)),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn error(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_webmcp_evals_files() {
        let text = r#"[
          {"name": "n", "messages": [
             {"role": "user", "type": "message", "content": "Add one onion"},
             {"role": "model", "type": "functioncall", "name": "add", "arguments": {"topping": "🧅"}},
             {"role": "user", "type": "functionresponse", "name": "add", "response": {"result": "ok"}}],
           "expectedCall": [{"functionName": "a", "arguments": {"x": {"$gt": 1}}, "optional": true},
                            {"unordered": [{"functionName": "b"}, {"ordered": [{"functionName": "c", "arguments": null, "result": "r"}]}]}]},
          {"messages": [{"role": "user", "type": "message", "content": " hi "}], "expectedCall": null},
          {"messages": [], "expectedCall": {"functionName": "solo", "arguments": {}}}
        ]"#;
        let evals = parse(text).unwrap();
        assert_eq!(evals.len(), 3);
        assert_eq!(evals[0].messages[1], Message::Call { name: "add".into(), arguments: json!({"topping": "🧅"}) });
        let Some(nodes) = &evals[0].expected else { panic!() };
        assert!(matches!(&nodes[0], Node::Call(c) if c.optional && c.arguments == Some(json!({"x": {"$gt": 1}}))));
        assert!(matches!(&nodes[1], Node::Unordered(m) if matches!(&m[1], Node::Ordered(o) if matches!(&o[0], Node::Call(c) if c.arguments.is_none() && c.result == Some(json!("r"))))));
        // Names: given, else the first message, else the position.
        assert_eq!((evals[0].name.as_str(), evals[1].name.as_str(), evals[2].name.as_str()), ("n", "hi", "Test 3"));
        assert_eq!(evals[1].expected, None);
        assert_eq!(Node::calls(evals[2].expected.as_deref().unwrap())[0].function_name, "solo");
    }

    #[test]
    fn syntax_errors_have_their_line_and_column() {
        assert_eq!(error("[\n  {\"name\": \"a\",,}\n]"), "line 2, column 16: not valid JSON: key must be a string");
        assert_eq!(error(""), "line 1, column 0: not valid JSON: EOF while parsing a value");
    }

    #[test]
    fn format_errors_name_the_field_and_its_line() {
        assert_eq!(error("{}"), "line 1, column 1: the top level: expected a list of evals, found an object");
        assert_eq!(error("[\n {\"messages\": [],\n  \"expectedCall\": [{\"functionName\": 42}]}]"), "line 3, column 37: [0].expectedCall[0].functionName: expected a string, found number 42");
        assert_eq!(error("[{\"messages\": []}]"), "line 1, column 2: [0]: missing \"expectedCall\" (null when no call is expected)");
        assert_eq!(
            error("[{\"messages\": [{\"role\": \"user\", \"type\": \"text\", \"content\": \"x\"}], \"expectedCall\": null}]"),
            "line 1, column 41: [0].messages[0].type: expected \"message\", \"functioncall\" or \"functionresponse\", found \"text\""
        );
        assert_eq!(error("[{\"messages\": [], \"expectedCall\": [{\"arguments\": {}}]}]"), "line 1, column 36: [0].expectedCall[0]: expected a call (with \"functionName\") or a group (\"ordered\" or \"unordered\")");
        assert_eq!(error("[{\"messages\": [], \"expectedCall\": [{\"functionName\": \"f\", \"arguments\": [1]}]}]"), "line 1, column 71: [0].expectedCall[0].arguments: expected the arguments (an object) or null, found a list");
    }

    #[test]
    fn operators_are_checked_where_they_are() {
        let with = |args: &str| error(&format!("[{{\"messages\": [], \"expectedCall\": [{{\"functionName\": \"f\",\n \"arguments\": {args}}}]}}]"));
        assert_eq!(with("{\"q\": {\"$eq\": 1}}"), "line 2, column 29: [0].expectedCall[0].arguments.q.$eq: unknown operator \"$eq\" (the operators are $pattern, $contains, $gt, $gte, $lt, $lte, $type, $any)");
        let bad = with("{\"q\": {\"$pattern\": \"(\"}}");
        assert!(bad.starts_with("line 2, column 34: [0].expectedCall[0].arguments.q.$pattern: not a regular expression"), "{bad}");
        assert!(with("{\"q\": {\"$pattern\": \"(?x)a\"}}").contains("unsupported inline flag \"(?x)\""));
        assert_eq!(with("{\"q\": {\"$gt\": \"5\"}}"), "line 2, column 29: [0].expectedCall[0].arguments.q.$gt: expected a number, found string \"5\"");
        assert_eq!(
            with("{\"q\": [{\"$type\": \"integer\"}]}"),
            "line 2, column 32: [0].expectedCall[0].arguments.q[0].$type: expected one of \"string\", \"number\", \"boolean\", \"array\", \"object\" or \"null\", found string \"integer\""
        );
        assert!(with("{\"q\": {\"$contains\": 1}}").ends_with("$contains: expected a string, found number 1"));
    }

    #[test]
    fn large_unordered_groups_with_groups_inside_are_refused() {
        let members: Vec<String> = (0..9).map(|i| format!("{{\"ordered\": [{{\"functionName\": \"f{i}\"}}]}}")).collect();
        let text = format!("[{{\"messages\": [], \"expectedCall\": [{{\"unordered\": [{}]}}]}}]", members.join(","));
        assert!(error(&text).contains("at most 8 members"));
    }
}
