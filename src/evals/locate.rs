//! Where a value sits in a JSON text: the line and column of the value at a
//! path of keys and indices, so that an error found after parsing (a field
//! of the wrong type, an unknown operator) can point at its line.
//!
//! serde_json reports positions for syntax errors only; its `Value` keeps
//! none. The text here has already parsed as JSON, so this walk only needs
//! to skip strings, numbers, literals and nested containers.

use std::fmt;

/// One step of a path into a JSON document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// A member of an object.
    Key(String),
    /// An element of an array.
    Index(usize),
}

/// A path into a JSON document, printed as `[3].expectedCall[0].arguments`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JsonPath(pub Vec<Segment>);

impl JsonPath {
    /// This path followed by a key.
    pub fn key(&self, key: &str) -> JsonPath {
        let mut p = self.0.clone();
        p.push(Segment::Key(key.to_string()));
        JsonPath(p)
    }

    /// This path followed by an index.
    pub fn index(&self, index: usize) -> JsonPath {
        let mut p = self.0.clone();
        p.push(Segment::Index(index));
        JsonPath(p)
    }
}

impl fmt::Display for JsonPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("the top level");
        }
        for (i, segment) in self.0.iter().enumerate() {
            match segment {
                Segment::Index(n) => write!(f, "[{n}]")?,
                Segment::Key(k) if is_identifier(k) => {
                    if i > 0 {
                        f.write_str(".")?;
                    }
                    f.write_str(k)?;
                }
                Segment::Key(k) => write!(f, "[{}]", serde_json::to_string(k).map_err(|_| fmt::Error)?)?,
            }
        }
        Ok(())
    }
}

fn is_identifier(key: &str) -> bool {
    let mut chars = key.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$') && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

/// The 1-based line and column (in characters) where the value at `path`
/// starts in `text`, a valid JSON document; `None` if there is no such value.
/// Of duplicate keys the last counts, as in serde_json's `Value`.
pub fn locate(text: &str, path: &JsonPath) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut at = skip_ws(bytes, 0);
    for segment in &path.0 {
        at = match segment {
            Segment::Key(key) => member(text, at, key)?,
            Segment::Index(n) => element(bytes, at, *n)?,
        };
    }
    Some(line_column(text, at))
}

/// The line and column of a byte offset.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

fn skip_ws(bytes: &[u8], mut at: usize) -> usize {
    while at < bytes.len() && matches!(bytes[at], b' ' | b'\t' | b'\n' | b'\r') {
        at += 1;
    }
    at
}

/// The offset just past the string that starts at `at` (its opening quote).
fn skip_string(bytes: &[u8], mut at: usize) -> Option<usize> {
    at += 1;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'"' => return Some(at + 1),
            _ => at += 1,
        }
    }
    None
}

/// The offset just past the value that starts at `at`.
fn skip_value(bytes: &[u8], at: usize) -> Option<usize> {
    match bytes.get(at)? {
        b'"' => skip_string(bytes, at),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut i = at;
            while i < bytes.len() {
                match bytes[i] {
                    b'"' => {
                        i = skip_string(bytes, i)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth = depth.checked_sub(1)?;
                        if depth == 0 {
                            return Some(i + 1);
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            None
        }
        _ => {
            let mut i = at;
            while i < bytes.len() && !matches!(bytes[i], b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r') {
                i += 1;
            }
            Some(i)
        }
    }
}

/// The offset of the value of the last member `key` of the object at `at`.
fn member(text: &str, at: usize, key: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if bytes.get(at) != Some(&b'{') {
        return None;
    }
    let mut found = None;
    let mut i = skip_ws(bytes, at + 1);
    while bytes.get(i) == Some(&b'"') {
        let end = skip_string(bytes, i)?;
        let name: String = serde_json::from_str(&text[i..end]).ok()?;
        i = skip_ws(bytes, end);
        if bytes.get(i) != Some(&b':') {
            return None;
        }
        let value = skip_ws(bytes, i + 1);
        if name == key {
            found = Some(value);
        }
        i = skip_ws(bytes, skip_value(bytes, value)?);
        if bytes.get(i) == Some(&b',') {
            i = skip_ws(bytes, i + 1);
        }
    }
    found
}

/// The offset of element `n` of the array at `at`.
fn element(bytes: &[u8], at: usize, n: usize) -> Option<usize> {
    if bytes.get(at) != Some(&b'[') {
        return None;
    }
    let mut i = skip_ws(bytes, at + 1);
    for _ in 0..n {
        if bytes.get(i) == Some(&b']') {
            return None;
        }
        i = skip_ws(bytes, skip_value(bytes, i)?);
        if bytes.get(i) != Some(&b',') {
            return None;
        }
        i = skip_ws(bytes, i + 1);
    }
    if bytes.get(i) == Some(&b']') {
        return None;
    }
    Some(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(segments: &[Segment]) -> JsonPath {
        JsonPath(segments.to_vec())
    }

    #[test]
    fn finds_members_and_elements_past_strings_with_brackets_and_escapes() {
        let text = "[\n  {\"a\": \"x]}\\\"\", \"b\": [1, {\"c\": 2}]},\n  {\"é\": true, \"b\": 1, \"b\": 2}\n]";
        let k = |s: &str| Segment::Key(s.to_string());
        assert_eq!(locate(text, &path(&[])), Some((1, 1)));
        assert_eq!(locate(text, &path(&[Segment::Index(0), k("b"), Segment::Index(1), k("c")])), Some((2, 33)));
        assert_eq!(locate(text, &path(&[Segment::Index(1), k("é")])), Some((3, 9)));
        // The last of duplicate keys, as serde_json keeps.
        assert_eq!(locate(text, &path(&[Segment::Index(1), k("b")])), Some((3, 28)));
        assert_eq!(locate(text, &path(&[Segment::Index(2)])), None);
        assert_eq!(locate(text, &path(&[Segment::Index(0), k("zz")])), None);
    }

    #[test]
    fn prints_paths_as_javascript_accessors() {
        let p = JsonPath::default().index(3).key("expectedCall").index(0).key("my key").key("$gt");
        assert_eq!(p.to_string(), "[3].expectedCall[0][\"my key\"].$gt");
        assert_eq!(JsonPath::default().to_string(), "the top level");
    }
}
