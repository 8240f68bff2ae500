//! The subset of wptrunner's "wptmanifest" format that expectation files
//! use: nested `[heading]` sections delimited by indentation, `key: value`
//! pairs whose value is a string or a `[list, of, strings]`, and `#`
//! comments. Comments are kept with the key or section they precede, so a
//! file read and written back keeps them.
//!
//! Not supported, and refused with an error rather than misread: conditional
//! values (`expected:` followed by indented `if ...: value` lines), atoms
//! (`@True`, `@Reset`) and `include:` manifests.
//!
//! Hand-written: no crate reads this format (it is Python-only upstream,
//! `tools/wptrunner/wptrunner/wptmanifest/parser.py`); the escapes and the
//! rules on unquoted values follow that tokenizer.

use std::fmt::Write as _;

/// One `key: value` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    pub value: Value,
    /// Comment lines before the entry (without the `#`), and its inline comment.
    pub comments: Vec<String>,
    /// The 1-based line the entry was read from (0 when made in memory).
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Single(String),
    List(Vec<String>),
}

impl Value {
    /// The value's items: one for a single value.
    pub fn items(&self) -> Vec<&str> {
        match self {
            Value::Single(s) => vec![s.as_str()],
            Value::List(items) => items.iter().map(String::as_str).collect(),
        }
    }
}

/// A section (or, with no heading, the whole file).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Section {
    /// `None` for the file's root.
    pub heading: Option<String>,
    pub comments: Vec<String>,
    pub entries: Vec<Entry>,
    pub children: Vec<Section>,
    pub line: usize,
}

impl Section {
    pub fn new(heading: &str) -> Self {
        Section { heading: Some(heading.to_owned()), ..Section::default() }
    }

    pub fn get(&self, key: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.key == key)
    }

    /// Sets `key` to `value`, keeping the comments of an existing entry.
    pub fn set(&mut self, key: &str, value: Value) {
        match self.entries.iter_mut().find(|e| e.key == key) {
            Some(entry) => entry.value = value,
            None => self.entries.push(Entry { key: key.to_owned(), value, comments: Vec::new(), line: 0 }),
        }
    }

    pub fn remove(&mut self, key: &str) {
        self.entries.retain(|e| e.key != key);
    }

    pub fn child(&self, heading: &str) -> Option<&Section> {
        self.children.iter().find(|c| c.heading.as_deref() == Some(heading))
    }

    /// The child section `heading`, appended if missing.
    pub fn child_mut(&mut self, heading: &str) -> &mut Section {
        let index = match self.children.iter().position(|c| c.heading.as_deref() == Some(heading)) {
            Some(i) => i,
            None => {
                self.children.push(Section::new(heading));
                self.children.len() - 1
            }
        };
        &mut self.children[index]
    }

    /// No keys and no subsections (comments alone do not keep a section).
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty() && self.children.is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

fn error<T>(line: usize, message: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError { line, message: message.into() })
}

/// Parses an expectation file into its root section.
pub fn parse(text: &str) -> Result<Section, ParseError> {
    let mut root = Section::default();
    // The open sections as child indexes from the root, each with the
    // indentation of its content (None until its first line is seen).
    let mut stack: Vec<(Vec<usize>, Option<usize>)> = vec![(Vec::new(), Some(0))];
    let mut pending: Vec<String> = Vec::new();
    let mut in_conditional_key = false;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let raw = raw.trim_end();
        let content = raw.trim_start_matches(' ');
        if content.is_empty() {
            continue;
        }
        if content.starts_with('\t') {
            return error(line, "tabs are not allowed in indentation");
        }
        if let Some(comment) = content.strip_prefix('#') {
            pending.push(comment.to_owned());
            continue;
        }
        let indent = raw.len() - content.len();
        if in_conditional_key {
            return error(line, "conditional values (`key:` followed by `if` lines) are not supported");
        }
        loop {
            let depth = stack.len();
            let Some(&(_, content_indent)) = stack.last() else {
                return error(line, "unexpected indent");
            };
            match content_indent {
                None => {
                    let parent_indent = if depth >= 2 { stack[depth - 2].1.unwrap_or(0) } else { 0 };
                    if indent > parent_indent {
                        stack[depth - 1].1 = Some(indent);
                        break;
                    }
                    stack.pop();
                }
                Some(ci) if indent < ci => {
                    stack.pop();
                }
                Some(ci) if indent == ci => break,
                Some(_) => return error(line, "unexpected indent"),
            }
        }
        let path = stack.last().map(|(p, _)| p.clone()).unwrap_or_default();
        let node = node_at(&mut root, &path);
        if let Some(rest) = content.strip_prefix('[') {
            let (heading, after) = heading(rest, line)?;
            let mut section = Section::new(&heading);
            section.line = line;
            section.comments = std::mem::take(&mut pending);
            if let Some(comment) = inline_comment(after, line)? {
                section.comments.push(comment);
            }
            node.children.push(section);
            let mut child_path = path;
            child_path.push(node.children.len() - 1);
            stack.push((child_path, None));
        } else {
            let (key, rest) = key(content, line)?;
            let rest = rest.trim_start_matches(' ');
            if rest.is_empty() || rest.starts_with('#') {
                in_conditional_key = true;
                continue;
            }
            let (value, comment) = value(rest, line)?;
            let mut comments = std::mem::take(&mut pending);
            comments.extend(comment);
            if node.get(&key).is_some() {
                return error(line, format!("the key {key:?} is given twice in one section"));
            }
            node.entries.push(Entry { key, value, comments, line });
        }
    }
    if in_conditional_key {
        return error(text.lines().count(), "a key without a value at the end of the file");
    }
    // Comments after the last line stay with the file.
    root.comments.extend(pending);
    Ok(root)
}

fn node_at<'a>(root: &'a mut Section, path: &[usize]) -> &'a mut Section {
    let mut node = root;
    for &i in path {
        node = &mut node.children[i];
    }
    node
}

struct Cursor<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    text: &'a str,
    line: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str, line: usize) -> Self {
        Cursor { chars: text.char_indices().peekable(), text, line }
    }
    fn rest(&mut self) -> &'a str {
        match self.chars.peek() {
            Some(&(i, _)) => &self.text[i..],
            None => "",
        }
    }
    /// The character after a backslash, decoded as wptmanifest does.
    fn escape(&mut self) -> Result<char, ParseError> {
        let Some((_, c)) = self.chars.next() else {
            return error(self.line, "a backslash at the end of the line");
        };
        let hex_len = match c {
            'x' => 2,
            'u' => 4,
            'U' => 6,
            'a' => return Ok('\u{7}'),
            'b' => return Ok('\u{8}'),
            'f' => return Ok('\u{c}'),
            'n' => return Ok('\n'),
            'r' => return Ok('\r'),
            't' => return Ok('\t'),
            'v' => return Ok('\u{b}'),
            other => return Ok(other),
        };
        let mut value: u32 = 0;
        for _ in 0..hex_len {
            let digit = self.chars.next().and_then(|(_, d)| d.to_digit(16));
            let Some(digit) = digit else {
                return error(self.line, "invalid character escape");
            };
            value = value * 16 + digit;
        }
        char::from_u32(value).map_or_else(|| error(self.line, "invalid character escape"), Ok)
    }
}

fn heading(rest: &str, line: usize) -> Result<(String, &str), ParseError> {
    let mut cursor = Cursor::new(rest, line);
    let mut out = String::new();
    while let Some((_, c)) = cursor.chars.next() {
        match c {
            '\\' => out.push(cursor.escape()?),
            ']' => return Ok((out, cursor.rest())),
            _ => out.push(c),
        }
    }
    error(line, "end of line inside a [heading]")
}

fn inline_comment(after: &str, line: usize) -> Result<Option<String>, ParseError> {
    let after = after.trim_start_matches(' ');
    if after.is_empty() {
        return Ok(None);
    }
    match after.strip_prefix('#') {
        Some(comment) => Ok(Some(comment.to_owned())),
        None => error(line, format!("junk after the value or heading: {after:?}")),
    }
}

fn key(content: &str, line: usize) -> Result<(String, &str), ParseError> {
    let mut cursor = Cursor::new(content, line);
    let mut key = String::new();
    while let Some((_, c)) = cursor.chars.next() {
        match c {
            ':' if !key.is_empty() => return Ok((key, cursor.rest())),
            ' ' => return error(line, "a space in a key name"),
            '\\' => key.push(cursor.escape()?),
            _ => key.push(c),
        }
    }
    error(line, "a line that is neither a [heading] nor a `key: value` (missing ':'?)")
}

fn value(rest: &str, line: usize) -> Result<(Value, Option<String>), ParseError> {
    if rest.starts_with('@') {
        return error(line, "atoms (@True, @False, @Reset) are not supported");
    }
    let mut cursor = Cursor::new(rest, line);
    if let Some(list) = rest.strip_prefix('[') {
        let mut cursor = Cursor::new(list, line);
        let items = list_items(&mut cursor)?;
        return Ok((Value::List(items), inline_comment(cursor.rest(), line)?));
    }
    if let Some(&(_, quote @ ('"' | '\''))) = cursor.chars.peek() {
        cursor.chars.next();
        let s = quoted(&mut cursor, quote)?;
        return Ok((Value::Single(s), inline_comment(cursor.rest(), line)?));
    }
    let mut out = String::new();
    let mut comment = None;
    while let Some((i, c)) = cursor.chars.next() {
        match c {
            '\\' => out.push(cursor.escape()?),
            '#' => {
                comment = Some(rest[i + 1..].to_owned());
                break;
            }
            _ => out.push(c),
        }
    }
    let out = out.trim_end_matches(' ').to_owned();
    if out.starts_with("if ") {
        return error(line, "values starting with 'if ' must be quoted (conditional values are not supported)");
    }
    Ok((Value::Single(out), comment))
}

fn quoted(cursor: &mut Cursor<'_>, quote: char) -> Result<String, ParseError> {
    let mut out = String::new();
    while let Some((_, c)) = cursor.chars.next() {
        match c {
            '\\' => out.push(cursor.escape()?),
            c if c == quote => return Ok(out),
            _ => out.push(c),
        }
    }
    error(cursor.line, "end of line inside a quoted string")
}

fn list_items(cursor: &mut Cursor<'_>) -> Result<Vec<String>, ParseError> {
    let line = cursor.line;
    let mut items = Vec::new();
    loop {
        while cursor.chars.next_if(|&(_, c)| c == ' ').is_some() {}
        match cursor.chars.peek().map(|&(_, c)| c) {
            None => return error(line, "end of line inside a [list]"),
            Some(']') => {
                cursor.chars.next();
                return Ok(items);
            }
            Some(q @ ('"' | '\'')) => {
                cursor.chars.next();
                items.push(quoted(cursor, q)?);
                while cursor.chars.next_if(|&(_, c)| c == ' ').is_some() {}
                match cursor.chars.next().map(|(_, c)| c) {
                    Some(',') => {}
                    Some(']') => return Ok(items),
                    _ => return error(line, "junk after a quoted list item"),
                }
            }
            Some(',') => return error(line, "a list item that starts with ','"),
            Some(_) => {
                let mut item = String::new();
                loop {
                    match cursor.chars.next().map(|(_, c)| c) {
                        None => return error(line, "end of line inside a [list]"),
                        Some('#') => return error(line, "a comment inside a [list]"),
                        Some('\\') => item.push(cursor.escape()?),
                        Some(',') => break,
                        Some(']') => {
                            items.push(item.trim_end_matches(' ').to_owned());
                            return Ok(items);
                        }
                        Some(c) => item.push(c),
                    }
                }
                items.push(item.trim_end_matches(' ').to_owned());
            }
        }
    }
}

/// Writes `root` back in the format, two spaces per level, keys before
/// subsections, each comment on its own line before what it belongs to.
pub fn serialize(root: &Section) -> String {
    let mut out = String::new();
    write_body(&mut out, root, 0);
    for comment in &root.comments {
        let _ = writeln!(out, "#{comment}");
    }
    out
}

fn write_body(out: &mut String, section: &Section, depth: usize) {
    let pad = "  ".repeat(depth);
    for entry in &section.entries {
        for comment in &entry.comments {
            let _ = writeln!(out, "{pad}#{comment}");
        }
        let value = match &entry.value {
            Value::Single(s) => single(s),
            Value::List(items) => format!("[{}]", items.iter().map(|i| list_item(i)).collect::<Vec<_>>().join(", ")),
        };
        let _ = writeln!(out, "{pad}{}: {value}", escape(&entry.key, &[':', ' ', '#']));
    }
    for child in &section.children {
        for comment in &child.comments {
            let _ = writeln!(out, "{pad}#{comment}");
        }
        let heading = child.heading.as_deref().unwrap_or_default();
        let _ = writeln!(out, "{pad}[{}]", escape(heading, &[']']));
        write_body(out, child, depth + 1);
    }
}

/// Backslash-escapes `\`, control characters and `special`.
fn escape(text: &str, special: &[char]) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c if special.contains(&c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

fn needs_quotes(s: &str, extra: &[char]) -> bool {
    s.is_empty()
        || s.starts_with([' ', '[', '"', '\'', '@'])
        || s.ends_with(' ')
        || s.starts_with("if ")
        || s.contains(['#', '\\'])
        || s.contains(extra)
        || s.chars().any(char::is_control)
}

fn single(s: &str) -> String {
    if needs_quotes(s, &[]) {
        format!("\"{}\"", escape(s, &['"']))
    } else {
        s.to_owned()
    }
}

fn list_item(s: &str) -> String {
    if needs_quotes(s, &[',', ']']) {
        format!("\"{}\"", escape(s, &['"']))
    } else {
        s.to_owned()
    }
}
