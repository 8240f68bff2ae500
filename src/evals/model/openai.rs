//! A client of an OpenAI-compatible chat-completions endpoint (OpenAI,
//! Ollama, vLLM, llama.cpp's server...): one blocking request per agent step.

use std::fmt;
use std::time::Duration;

use serde_json::{json, Value};

/// The largest answer read from the endpoint.
const MAX_ANSWER: u64 = 16 * 1024 * 1024;

/// Where the model is and how to ask it.
pub struct Endpoint {
    url: String,
    model: String,
    api_key: Option<String>,
    temperature: Option<f64>,
    agent: ureq::Agent,
}

/// A tool call the model asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestedCall {
    /// The call's id, to answer it with.
    pub id: String,
    /// The function's (API) name.
    pub name: String,
    /// The arguments, as sent: usually JSON text, sometimes an object.
    pub arguments: Value,
}

/// One answer of the model.
#[derive(Clone, Debug, PartialEq)]
pub struct Completion {
    /// Its text, if any.
    pub content: Option<String>,
    /// The calls it asks for, in order.
    pub calls: Vec<RequestedCall>,
}

/// Why asking the model failed.
#[derive(Clone, Debug, PartialEq)]
pub enum ModelError {
    /// No answer: refused, unreachable, timed out.
    Unreachable(String),
    /// An HTTP error status, with the start of the body.
    Status(u16, String),
    /// An answer that is not a chat completion.
    Garbage(String),
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::Unreachable(why) => write!(f, "the model endpoint could not be reached: {why}"),
            ModelError::Status(code, body) => write!(f, "the model endpoint answered HTTP {code}: {body}"),
            ModelError::Garbage(why) => write!(f, "the model endpoint's answer is not a chat completion: {why}"),
        }
    }
}

impl Endpoint {
    /// An endpoint at `base` (`http://localhost:11434/v1`; `/chat/completions`
    /// is added unless the URL ends with it).
    pub fn new(base: &str, model: &str, api_key: Option<String>, temperature: Option<f64>, timeout: Duration) -> Endpoint {
        let base = base.trim_end_matches('/');
        let url = if base.ends_with("/chat/completions") { base.to_string() } else { format!("{base}/chat/completions") };
        let config = ureq::Agent::config_builder().timeout_global(Some(timeout)).http_status_as_error(false).build();
        Endpoint { url, model: model.to_string(), api_key, temperature, agent: config.into() }
    }

    /// The model's next turn after `messages`, offered `tools`.
    pub fn complete(&self, messages: &[Value], tools: &[Value]) -> Result<Completion, ModelError> {
        let mut body = json!({"model": self.model, "messages": messages});
        if !tools.is_empty() {
            body["tools"] = Value::Array(tools.to_vec());
        }
        if let Some(t) = self.temperature {
            body["temperature"] = json!(t);
        }
        let mut request = self.agent.post(&self.url).header("Content-Type", "application/json");
        if let Some(key) = &self.api_key {
            request = request.header("Authorization", &format!("Bearer {key}"));
        }
        let mut response = request.send(body.to_string()).map_err(|e| ModelError::Unreachable(e.to_string()))?;
        let status = response.status().as_u16();
        let text = response.body_mut().with_config().limit(MAX_ANSWER).read_to_string().map_err(|e| ModelError::Unreachable(format!("reading the answer: {e}")))?;
        if !(200..300).contains(&status) {
            return Err(ModelError::Status(status, excerpt(&text)));
        }
        parse_completion(&text)
    }
}

/// The first 300 characters of `text`, on one line.
fn excerpt(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 300 {
        format!("{}…", one_line.chars().take(300).collect::<String>())
    } else {
        one_line
    }
}

/// Reads a chat completion: `choices[0].message` with `content` and
/// `tool_calls`.
pub fn parse_completion(text: &str) -> Result<Completion, ModelError> {
    let value: Value = serde_json::from_str(text).map_err(|e| ModelError::Garbage(format!("{e}: {}", excerpt(text))))?;
    if let Some(error) = value.get("error") {
        return Err(ModelError::Garbage(format!("it reports an error: {}", excerpt(&error.to_string()))));
    }
    let message = value.pointer("/choices/0/message").ok_or_else(|| ModelError::Garbage(format!("no choices[0].message in {}", excerpt(text))))?;
    let content = match message.get("content") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        // Content parts: their texts.
        Some(Value::Array(parts)) => Some(parts.iter().filter_map(|p| p.get("text").and_then(Value::as_str)).collect::<Vec<_>>().join("")),
        Some(other) => return Err(ModelError::Garbage(format!("message.content is {}", excerpt(&other.to_string())))),
    };
    let mut calls = Vec::new();
    match message.get("tool_calls") {
        None | Some(Value::Null) => {}
        Some(Value::Array(items)) => {
            for (i, item) in items.iter().enumerate() {
                let function = item.get("function").ok_or_else(|| ModelError::Garbage(format!("tool_calls[{i}] has no function")))?;
                let name = function.get("name").and_then(Value::as_str).ok_or_else(|| ModelError::Garbage(format!("tool_calls[{i}].function has no name")))?;
                let id = item.get("id").and_then(Value::as_str).filter(|s| !s.is_empty()).map(str::to_string).unwrap_or_else(|| format!("call_{i}"));
                let arguments = function.get("arguments").cloned().unwrap_or(Value::Null);
                calls.push(RequestedCall { id, name: name.to_string(), arguments });
            }
        }
        Some(other) => return Err(ModelError::Garbage(format!("message.tool_calls is {}", excerpt(&other.to_string())))),
    }
    Ok(Completion { content, calls })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completions_are_read_with_calls_in_order() {
        let c = parse_completion(r#"{"choices":[{"message":{"role":"assistant","content":null,"tool_calls":[{"id":"a","type":"function","function":{"name":"f","arguments":"{\"x\":1}"}},{"type":"function","function":{"name":"g","arguments":{"y":2}}}]}}]}"#).unwrap();
        assert_eq!(c.content, None);
        assert_eq!(c.calls[0], RequestedCall { id: "a".into(), name: "f".into(), arguments: json!("{\"x\":1}") });
        assert_eq!(c.calls[1].id, "call_1");
        assert_eq!(c.calls[1].arguments, json!({"y": 2}));
    }

    #[test]
    fn garbage_is_told_apart() {
        assert!(matches!(parse_completion("<html>"), Err(ModelError::Garbage(_))));
        assert!(matches!(parse_completion(r#"{"choices":[]}"#), Err(ModelError::Garbage(_))));
        assert!(matches!(parse_completion(r#"{"error":{"message":"model not found"}}"#), Err(ModelError::Garbage(m)) if m.contains("model not found")));
    }
}
