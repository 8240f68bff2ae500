//! Response headers of a file: the Content-Type its extension implies and
//! the extra headers of a `X.headers` file beside it.

/// The Content-Type wptserve would send for a file named `name`.
pub fn content_type_for(name: &str) -> &'static str {
    let ext = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    match ext.as_deref() {
        Some("html" | "htm") => "text/html",
        Some("xhtml" | "xht") => "application/xhtml+xml",
        Some("js" | "mjs") => "text/javascript",
        Some("json") => "application/json",
        Some("css") => "text/css",
        Some("txt" | "idl" | "webidl" | "headers" | "tsv" | "md") => "text/plain",
        Some("xml") => "application/xml",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        Some("ico") => "image/x-icon",
        Some("wasm") => "application/wasm",
        Some("woff") => "font/woff",
        Some("woff2") => "font/woff2",
        Some("ttf") => "font/ttf",
        Some("wav") => "audio/wav",
        Some("mp3") => "audio/mpeg",
        Some("mp4") => "video/mp4",
        Some("webm") => "video/webm",
        Some("pdf") => "application/pdf",
        _ => "application/octet-stream",
    }
}

/// The headers of a `.headers` file: one `Name: value` per line. Blank lines
/// are skipped; a line without a colon is logged and skipped.
pub fn parse_headers_file(text: &str) -> Vec<(String, String)> {
    let mut headers = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        match line.split_once(':') {
            Some((name, value)) if !name.trim().is_empty() => {
                headers.push((name.trim().to_owned(), value.trim().to_owned()));
            }
            _ => tracing::warn!(line, "ignoring malformed line in .headers file"),
        }
    }
    headers
}

/// Adds the headers of a `.headers` file to a response's `headers`. A
/// `Content-Type` there replaces the one implied by the extension; every
/// other header is appended (a `.headers` file may repeat a name).
pub fn merge_headers(headers: &mut Vec<(String, String)>, extra: Vec<(String, String)>) {
    if extra.iter().any(|(n, _)| n.eq_ignore_ascii_case("content-type")) {
        headers.retain(|(n, _)| !n.eq_ignore_ascii_case("content-type"));
    }
    headers.extend(extra);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types() {
        assert_eq!(content_type_for("a.html"), "text/html");
        assert_eq!(content_type_for("a.HTM"), "text/html");
        assert_eq!(content_type_for("get-host-info.sub.js"), "text/javascript");
        assert_eq!(content_type_for("webmcp.idl"), "text/plain");
        assert_eq!(content_type_for("x.json"), "application/json");
        assert_eq!(content_type_for("x.png"), "image/png");
        assert_eq!(content_type_for("README"), "application/octet-stream");
    }

    #[test]
    fn headers_file() {
        let parsed = parse_headers_file("Origin-Agent-Cluster: ?0\n\nbogus\nContent-Security-Policy: sandbox allow-scripts\n");
        assert_eq!(
            parsed,
            [
                ("Origin-Agent-Cluster".to_owned(), "?0".to_owned()),
                ("Content-Security-Policy".to_owned(), "sandbox allow-scripts".to_owned()),
            ]
        );
    }

    #[test]
    fn content_type_from_headers_file_wins() {
        let mut headers = vec![("Content-Type".to_owned(), "text/html".to_owned())];
        merge_headers(
            &mut headers,
            vec![
                ("content-type".to_owned(), "text/plain".to_owned()),
                ("X-A".to_owned(), "1".to_owned()),
                ("X-A".to_owned(), "2".to_owned()),
            ],
        );
        let names: Vec<_> = headers.iter().map(|(n, v)| format!("{n}={v}")).collect();
        assert_eq!(names, ["content-type=text/plain", "X-A=1", "X-A=2"]);
    }
}
