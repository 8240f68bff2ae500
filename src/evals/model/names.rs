//! Tool names as a chat-completions API accepts them: function names must
//! match `^[a-zA-Z0-9_-]{1,64}$`, and WebMCP names may hold dots, spaces or
//! any other character, and two documents may each have a tool of one
//! name. Each tool gets an API name, unique in the request, and the calls
//! the model makes are mapped back to the tool.

use std::collections::HashMap;

use webmcp::Tool;

/// The longest function name the API takes.
const MAX_LEN: usize = 64;

/// `name` with every character the API refuses replaced by `_`, cut to 64
/// characters (`tool` when empty).
pub fn sanitize(name: &str) -> String {
    let clean: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '-' { c } else { '_' }).take(MAX_LEN).collect();
    if clean.is_empty() {
        "tool".into()
    } else {
        clean
    }
}

/// The tools offered in one request, by API name.
#[derive(Debug, Default)]
pub struct ToolNames {
    /// API name and tool, in the page's order.
    pub offered: Vec<(String, Tool)>,
    by_name: HashMap<String, usize>,
}

impl ToolNames {
    /// Names for `tools`: each its sanitized name, or that name with `_2`,
    /// `_3`... when an earlier tool has it.
    pub fn assign(tools: &[Tool]) -> ToolNames {
        let mut names = ToolNames::default();
        for tool in tools {
            let base = sanitize(&tool.name);
            let mut candidate = base.clone();
            let mut n = 2;
            while names.by_name.contains_key(&candidate) {
                let suffix = format!("_{n}");
                let keep: String = base.chars().take(MAX_LEN - suffix.len()).collect();
                candidate = format!("{keep}{suffix}");
                n += 1;
            }
            names.by_name.insert(candidate.clone(), names.offered.len());
            names.offered.push((candidate, tool.clone()));
        }
        names
    }

    /// The tool the model means by `api_name`.
    pub fn tool(&self, api_name: &str) -> Option<&Tool> {
        self.by_name.get(api_name).map(|&i| &self.offered[i].1)
    }

    /// The API name of the first tool named `name` (for the file's
    /// conversation, which names tools as the page does).
    pub fn api_name(&self, name: &str) -> String {
        self.offered.iter().find(|(_, t)| t.name == name).map(|(api, _)| api.clone()).unwrap_or_else(|| sanitize(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cut_to_what_the_api_takes() {
        assert_eq!(sanitize("book.table now!"), "book_table_now_");
        assert_eq!(sanitize(""), "tool");
        assert_eq!(sanitize(&"x".repeat(70)).len(), 64);
        assert_eq!(sanitize("café"), "caf_");
    }
}
