//! JSON Pointers (https://www.rfc-editor.org/rfc/rfc6901), as the locations
//! of schema errors and input errors are written.

/// Append `segment` to the pointer `pointer`, escaping `~` and `/`
/// (RFC 6901 §3: `~` is written `~0`, `/` is written `~1`).
pub(crate) fn push_segment(pointer: &mut String, segment: &str) {
    pointer.push('/');
    for c in segment.chars() {
        match c {
            '~' => pointer.push_str("~0"),
            '/' => pointer.push_str("~1"),
            c => pointer.push(c),
        }
    }
}

/// The reference tokens of `pointer`, still escaped; `""` (the whole
/// document) has none. Unlike splitting and dropping empty parts, this keeps
/// the token of a property named `""`.
pub(crate) fn escaped_tokens(pointer: &str) -> Vec<&str> {
    match pointer.strip_prefix('/') {
        Some(rest) => rest.split('/').collect(),
        None => Vec::new(),
    }
}
