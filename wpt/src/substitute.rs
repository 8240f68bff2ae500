//! wptserve's `.sub.` substitution: `{{host}}`, `{{domains[www2]}}`,
//! `{{hosts[alt][www2]}}`, `{{ports[https][0]}}`, `{{location[port]}}`...
//!
//! The grammar is wptserve's (`tools/wptserve/wptserve/pipes.py`): a token is
//! `{{` expression `}}`, the expression a name followed by `[key]` parts, or
//! `$var:expression` which also binds the value to `$var` for later `{{$var}}`.
//! Expressions this server does not know are left in the text unchanged and
//! logged, so a test that relies on them fails visibly instead of silently.

use std::collections::HashMap;

use url::Url;

use crate::hosts;

/// Replaces every `{{...}}` token in `text` with its value for a request to
/// `url`.
pub fn substitute(text: &str, url: &Url) -> String {
    let mut out = String::with_capacity(text.len());
    let mut vars: HashMap<String, String> = HashMap::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let expr = &after[..end];
        match evaluate(expr, url, &mut vars) {
            Some(value) => out.push_str(&value),
            None => {
                tracing::warn!(expression = expr, url = %url, "unknown wptserve substitution left as is");
                out.push_str(&rest[start..start + 2 + end + 2]);
            }
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// The value of one expression, or `None` if it is not understood.
fn evaluate(expr: &str, url: &Url, vars: &mut HashMap<String, String>) -> Option<String> {
    let expr = expr.trim();
    if let Some(binding) = expr.strip_prefix('$') {
        return match binding.split_once(':') {
            Some((name, inner)) => {
                let value = evaluate(inner, url, vars)?;
                vars.insert(name.trim().to_owned(), value.clone());
                Some(value)
            }
            None => vars.get(binding.trim()).cloned(),
        };
    }
    let (name, keys) = parse_expression(expr)?;
    let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
    match (name, keys.as_slice()) {
        ("host", []) => Some(hosts::HOST.to_owned()),
        ("url_base", []) => Some("/".to_owned()),
        ("domains", [sub]) => hosts::domain(sub),
        ("hosts", ["", sub]) => hosts::domain(sub),
        ("hosts", ["alt", sub]) => hosts::alt_domain(sub),
        ("ports", [scheme, index]) => {
            let index: usize = index.parse().ok()?;
            hosts::ports(scheme)?.get(index).map(u16::to_string)
        }
        ("location", [field]) => location(url, field),
        ("GET", [param]) => url
            .query_pairs()
            .find(|(k, _)| k == param)
            .map(|(_, v)| v.into_owned()),
        _ => None,
    }
}

/// Splits `name[a][b]` into `("name", ["a", "b"])`.
fn parse_expression(expr: &str) -> Option<(&str, Vec<String>)> {
    let (name, mut rest) = match expr.find('[') {
        Some(i) => (&expr[..i], &expr[i..]),
        None => (expr, ""),
    };
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let mut keys = Vec::new();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('[')?;
        let close = inner.find(']')?;
        keys.push(unquote(&inner[..close]).to_owned());
        rest = &inner[close + 1..];
    }
    Some((name, keys))
}

fn unquote(key: &str) -> &str {
    let key = key.trim();
    for q in ['"', '\''] {
        if let Some(inner) = key.strip_prefix(q).and_then(|k| k.strip_suffix(q)) {
            return inner;
        }
    }
    key
}

/// `{{location[...]}}`, with wptserve's fields: `host` includes the port,
/// `server` is `scheme://hostname:port`, `query` starts with `?`.
fn location(url: &Url, field: &str) -> Option<String> {
    let hostname = url.host_str().unwrap_or_default();
    let port = url.port_or_known_default().map(|p| p.to_string()).unwrap_or_default();
    let value = match field {
        "scheme" => url.scheme().to_owned(),
        "hostname" => hostname.to_owned(),
        "port" => port,
        "host" => format!("{hostname}:{port}"),
        "server" => format!("{}://{hostname}:{port}", url.scheme()),
        "path" | "pathname" => url.path().to_owned(),
        "query" => format!("?{}", url.query().unwrap_or_default()),
        _ => return None,
    };
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sub(text: &str) -> String {
        substitute(text, &Url::parse("https://www1.web-platform.test:8444/a/b.sub.html?x=1&y=two").unwrap())
    }

    #[test]
    fn hosts_and_ports() {
        assert_eq!(sub("{{host}}"), "web-platform.test");
        assert_eq!(sub("{{domains[www2]}}"), "www2.web-platform.test");
        assert_eq!(sub("{{domains[]}}"), "web-platform.test");
        assert_eq!(sub("{{hosts[][www]}}"), "www.web-platform.test");
        assert_eq!(sub("{{hosts[alt][www2]}}"), "www2.not-web-platform.test");
        assert_eq!(sub("{{hosts[alt][]}}"), "not-web-platform.test");
        assert_eq!(sub("{{ports[https][0]}}:{{ports[https][1]}}"), "8443:8444");
        assert_eq!(sub("{{ports[http][0]}}/{{ports[http][1]}}"), "8000/8001");
        assert_eq!(sub("{{ hosts['alt'][\"www\"] }}"), "www.not-web-platform.test");
    }

    #[test]
    fn location_fields() {
        assert_eq!(sub("{{location[port]}}"), "8444");
        assert_eq!(sub("{{location[host]}}"), "www1.web-platform.test:8444");
        assert_eq!(sub("{{location[hostname]}}"), "www1.web-platform.test");
        assert_eq!(sub("{{location[scheme]}}"), "https");
        assert_eq!(sub("{{location[server]}}"), "https://www1.web-platform.test:8444");
        assert_eq!(sub("{{location[path]}}"), "/a/b.sub.html");
        assert_eq!(sub("{{location[query]}}"), "?x=1&y=two");
        assert_eq!(sub("{{GET[y]}}"), "two");
    }

    #[test]
    fn variables() {
        assert_eq!(sub("{{$h:domains[www]}} {{$h}}"), "www.web-platform.test www.web-platform.test");
    }

    #[test]
    fn unknown_and_unterminated_are_kept() {
        assert_eq!(sub("a {{uuid()}} b"), "a {{uuid()}} b");
        assert_eq!(sub("{{domains[www9]}}"), "{{domains[www9]}}");
        assert_eq!(sub("{{ports[ws][0]}}"), "{{ports[ws][0]}}");
        assert_eq!(sub("{{ reference: *, x }} {{host}}"), "{{ reference: *, x }} web-platform.test");
        assert_eq!(sub("x {{host"), "x {{host");
        assert_eq!(sub("no tokens"), "no tokens");
    }
}
