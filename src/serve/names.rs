//! MCP names for page tools: distinct across documents, and stable.
//!
//! The rule (also in docs/serve-and-library.md): a tool keeps the MCP name it was first
//! given for as long as its document lives and the tool stays registered.
//! That name is the tool's own name when no other tool holds it; otherwise
//! it is `NAME.N`, where `N` numbers the tool's document (documents are
//! numbered 1, 2, 3, ... in the order the server first saw a tool of
//! theirs), and if that is taken too, `NAME.N.2`, `NAME.N.3`, and so on.
//! Tools first seen together are named in tree order of their documents,
//! so when a page loads with its frames, the top-level document's tools
//! keep their own names. A name longer than MCP's 128 characters is made by shortening
//! the tool's name, never the suffix.

use std::collections::HashMap;

use webmcp::{DocumentHandle, Tool};

/// The longest tool name MCP allows.
const MAX_NAME: usize = 128;

/// The MCP names given so far.
#[derive(Default)]
pub struct Names {
    by_tool: HashMap<(DocumentHandle, String), String>,
    by_name: HashMap<String, (DocumentHandle, String)>,
    documents: HashMap<DocumentHandle, u64>,
}

impl Names {
    /// Forgets tools no longer observed, then names the new ones, in order.
    pub fn refresh(&mut self, tools: &[Tool]) {
        let live: std::collections::HashSet<(DocumentHandle, &str)> = tools.iter().map(|t| (t.document, t.name.as_str())).collect();
        self.by_tool.retain(|(doc, name), _| live.contains(&(*doc, name.as_str())));
        let by_tool = &self.by_tool;
        self.by_name.retain(|_, key| by_tool.contains_key(key));
        for t in tools {
            let next = self.documents.len() as u64 + 1;
            let number = *self.documents.entry(t.document).or_insert(next);
            let key = (t.document, t.name.clone());
            if self.by_tool.contains_key(&key) {
                continue;
            }
            let name = self.free_name(&t.name, number);
            self.by_name.insert(name.clone(), key.clone());
            self.by_tool.insert(key, name);
        }
    }

    fn free_name(&self, name: &str, document: u64) -> String {
        if !self.by_name.contains_key(name) {
            return name.to_string();
        }
        (1u64..)
            .map(|k| if k == 1 { format!(".{document}") } else { format!(".{document}.{k}") })
            .map(|suffix| format!("{}{suffix}", shorten(name, MAX_NAME.saturating_sub(suffix.len()))))
            .find(|candidate| !self.by_name.contains_key(candidate))
            .unwrap_or_default()
    }

    /// The MCP name of `tool` (after [`Names::refresh`] saw it).
    pub fn mcp_name(&self, tool: &Tool) -> Option<&str> {
        self.by_tool.get(&(tool.document, tool.name.clone())).map(String::as_str)
    }

    /// The document and tool name an MCP name stands for.
    pub fn resolve(&self, mcp_name: &str) -> Option<&(DocumentHandle, String)> {
        self.by_name.get(mcp_name)
    }
}

/// `name` cut to at most `max` bytes (tool names are ASCII).
fn shorten(name: &str, max: usize) -> &str {
    let mut end = name.len().min(max);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    &name[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tools of a page whose documents are `docs` (one handle per entry).
    fn tools(session_docs: &[DocumentHandle], list: &[(usize, &str)]) -> Vec<Tool> {
        list.iter()
            .map(|(d, n)| Tool {
                document: session_docs[*d],
                document_url: String::new(),
                origin: String::new(),
                name: (*n).to_string(),
                title: String::new(),
                description: String::new(),
                input_schema: None,
                annotations: None,
                declarative: false,
            })
            .collect()
    }

    /// Document handles of a real page with a top document and two frames.
    fn documents() -> Vec<DocumentHandle> {
        // A directory per call: the tests run in parallel in one process.
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("webmcp-names-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let register = "<script>document.modelContext.registerTool({name: 'x', description: 'd', execute() {}})</script>";
        std::fs::write(dir.join("top.html"), format!("{register}<iframe src=a.html></iframe><iframe src=b.html></iframe>")).unwrap();
        std::fs::write(dir.join("a.html"), register).unwrap();
        std::fs::write(dir.join("b.html"), register).unwrap();
        let session = webmcp::Session::open(dir.join("top.html").to_str().unwrap(), webmcp::SessionOptions::default()).unwrap();
        let docs: Vec<DocumentHandle> = session.tools().iter().map(|t| t.document).collect();
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(docs.len(), 3);
        docs
    }

    #[test]
    fn same_names_in_other_documents_get_the_document_number() {
        let d = documents();
        let mut names = Names::default();
        let list = tools(&d, &[(0, "search"), (0, "zoom"), (1, "search"), (2, "search")]);
        names.refresh(&list);
        let got: Vec<&str> = list.iter().map(|t| names.mcp_name(t).unwrap()).collect();
        assert_eq!(got, ["search", "zoom", "search.2", "search.3"]);
        assert_eq!(names.resolve("search.2"), Some(&(d[1], "search".to_string())));
        assert_eq!(names.resolve("search.9"), None);
    }

    #[test]
    fn names_are_sticky_while_the_tool_lives() {
        let d = documents();
        let mut names = Names::default();
        // The frame registers first: it gets the plain name and keeps it.
        names.refresh(&tools(&d, &[(1, "search")]));
        let both = tools(&d, &[(0, "search"), (1, "search")]);
        names.refresh(&both);
        assert_eq!(names.mcp_name(&both[1]), Some("search"));
        assert_eq!(names.mcp_name(&both[0]), Some("search.2"));
        // The frame's tool goes away; the top's keeps its name.
        let top = tools(&d, &[(0, "search")]);
        names.refresh(&top);
        assert_eq!(names.mcp_name(&top[0]), Some("search.2"));
        assert_eq!(names.resolve("search"), None);
    }

    #[test]
    fn a_suffix_taken_by_a_real_tool_moves_on_and_long_names_are_cut() {
        let d = documents();
        let mut names = Names::default();
        let long = "n".repeat(128);
        let list = tools(&d, &[(0, "a"), (0, "a.2"), (1, "a"), (1, &long), (2, &long)]);
        names.refresh(&list);
        let got: Vec<String> = list.iter().map(|t| names.mcp_name(t).unwrap().to_string()).collect();
        assert_eq!(got[..3], ["a", "a.2", "a.2.2"]);
        assert_eq!(got[3], long);
        assert_eq!(got[4], format!("{}.3", "n".repeat(126)));
    }
}
