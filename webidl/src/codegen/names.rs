//! Rust names for IDL names.

/// `registerTool` -> `register_tool`, `documentURI` -> `document_uri`,
/// `URL` -> `url`; Rust keywords get a raw-identifier prefix.
pub fn snake(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev = if i > 0 { chars.get(i - 1).copied() } else { None };
            let next = chars.get(i + 1).copied();
            let boundary = match prev {
                Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_ascii_uppercase() => next.is_some_and(|n| n.is_ascii_lowercase()),
                _ => false,
            };
            if boundary {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    escape(out)
}

/// The module an interface's implementation lives in: `ModelContext` -> `modelcontext`.
pub fn module(name: &str) -> String {
    escape(name.to_ascii_lowercase())
}

fn escape(s: String) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn",
        "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
        "return", "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use",
        "where", "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final",
        "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try",
    ];
    if KEYWORDS.contains(&s.as_str()) {
        format!("r#{s}")
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_follows_rust_conventions() {
        assert_eq!(snake("registerTool"), "register_tool");
        assert_eq!(snake("documentURI"), "document_uri");
        assert_eq!(snake("URL"), "url");
        assert_eq!(snake("getElementById"), "get_element_by_id");
        assert_eq!(snake("type"), "r#type");
        assert_eq!(snake("ontoolchange"), "ontoolchange");
        assert_eq!(module("ModelContext"), "modelcontext");
    }
}
