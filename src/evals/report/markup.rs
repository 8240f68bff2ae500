//! Escaping for the XML and HTML reports.

/// `s` as XML or HTML text or attribute value: markup characters escaped,
/// and characters XML 1.0 cannot hold (control characters) as U+FFFD.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_markup_and_illegal_characters() {
        assert_eq!(super::escape("<a href=\"x\">&'\u{1}</a>\n"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;\u{FFFD}&lt;/a&gt;\n");
    }
}
