//! The dependency IDL the server stands in with (`/interfaces/dom.idl`,
//! `/interfaces/html.idl` when the WPT root has none), cut down to what the
//! root's own IDL files refer to.
//!
//! `idl_test(srcs, deps)` parses every dependency file whole but uses only
//! the definitions the tested IDL reaches (idlharness.js's
//! `add_dependency_idls`). testharness's WebIDL parser tokenises with sticky
//! regular expressions, and Boa runs a sticky expression as a search from
//! `lastIndex` that is rejected when it matches later: every token costs a
//! scan of the rest of the file, so parsing is quadratic in the file's size
//! (the engine's 24 KB html.webidl took 4 s). Serving only the reachable
//! definitions gives idlharness the same definitions to test against, in a
//! file a fraction of the size.
//!
//! The cut is by names: a definition is kept when the name it defines (or,
//! for `A includes B;`, `A`) is an identifier of the root's IDL files or
//! one that a kept definition's header names (its parent, the mixin it
//! includes, a typedef's types), until nothing more is added: what
//! idlharness's `add_dependency_idls` follows. A member of the tested IDL
//! that shares a name with a definition keeps that definition too: the
//! subset may be larger than needed, never smaller.

use std::collections::HashSet;

/// The definitions of each of `dependencies` that `seeds` (the tested IDL)
/// reach, through any of the dependencies, in their original order,
/// comments dropped: one text per dependency.
pub fn reachable_definitions(dependencies: &[&str], seeds: &[&str]) -> Vec<String> {
    let files: Vec<Vec<String>> = dependencies.iter().map(|d| split_definitions(&strip_comments(d))).collect();
    let mut names: HashSet<String> = seeds.iter().flat_map(|s| identifiers(&strip_comments(s)).collect::<Vec<_>>()).collect();
    let mut kept: Vec<Vec<bool>> = files.iter().map(|f| vec![false; f.len()]).collect();
    loop {
        let mut added = false;
        for (f, definitions) in files.iter().enumerate() {
            for (i, d) in definitions.iter().enumerate() {
                if kept[f][i] || !defined_name(d).is_some_and(|n| names.contains(n)) {
                    continue;
                }
                kept[f][i] = true;
                added = true;
                names.extend(references(d));
            }
        }
        if !added {
            break;
        }
    }
    files
        .iter()
        .zip(&kept)
        .map(|(definitions, kept)| {
            let mut out = String::from("// The definitions the root's IDL reaches (see the runner's idl_subset.rs).\n");
            for (d, _) in definitions.iter().zip(kept).filter(|(_, k)| **k) {
                out.push_str(d.trim());
                out.push_str("\n\n");
            }
            out
        })
        .collect()
}

/// `text` without `//` and `/* */` comments (string literals kept whole).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push(c);
                for s in chars.by_ref() {
                    out.push(s);
                    if s == '"' {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for s in chars.by_ref() {
                    if s == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut star = false;
                for s in chars.by_ref() {
                    if star && s == '/' {
                        break;
                    }
                    star = s == '*';
                }
                out.push(' ');
            }
            _ => out.push(c),
        }
    }
    out
}

/// The top-level definitions of comment-free IDL: each ends with the `;`
/// outside every bracket, and starts with its extended attributes.
fn split_definitions(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut depth = 0usize;
    let mut in_string = false;
    for c in text.chars() {
        current.push(c);
        match c {
            '"' => in_string = !in_string,
            _ if in_string => {}
            '{' | '[' | '(' | '<' => depth += 1,
            '}' | ']' | ')' | '>' => depth = depth.saturating_sub(1),
            ';' if depth == 0 => {
                out.push(std::mem::take(&mut current));
            }
            _ => {}
        }
    }
    if !current.trim().is_empty() {
        out.push(current);
    }
    out
}

/// The name a definition defines: the identifier after its keywords
/// (`interface`, `partial interface mixin`, `dictionary`, `enum`,
/// `callback interface`, `typedef ... Name;`), or `A` of `A includes B;`.
fn defined_name(definition: &str) -> Option<&str> {
    let body = skip_extended_attributes(definition);
    let words: Vec<&str> = body.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect();
    if words.get(1) == Some(&"includes") {
        return words.first().copied();
    }
    if words.first() == Some(&"typedef") {
        return words.last().copied();
    }
    const KEYWORDS: [&str; 8] = ["partial", "interface", "mixin", "dictionary", "enum", "callback", "namespace", "async"];
    words.into_iter().find(|w| !KEYWORDS.contains(w))
}

/// The names a kept dependency definition brings in: what idlharness
/// follows from a dependency (its inherited interface or dictionary, the
/// mixin of an `includes` statement, the types a typedef names), not the
/// types of its members, which idlharness does not test.
fn references(definition: &str) -> Vec<String> {
    let body = skip_extended_attributes(definition);
    let header = match body.find('{') {
        Some(i) => &body[..i],
        None => body,
    };
    identifiers(header).collect()
}

/// The text after a leading `[...]` (brackets nested).
fn skip_extended_attributes(definition: &str) -> &str {
    let d = definition.trim_start();
    if !d.starts_with('[') {
        return d;
    }
    let mut depth = 0usize;
    for (i, c) in d.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return &d[i + 1..];
                }
            }
            _ => {}
        }
    }
    d
}

/// Every identifier-like word of `text`.
fn identifiers(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).filter(|w| w.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')).map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEPENDENCY: &str = r#"
// A comment that names Unused.
[Exposed=Window]
interface EventTarget {
  undefined addEventListener(DOMString type, EventListener? callback);
};
callback interface EventListener { undefined handleEvent(Event event); };
[Exposed=(Window,Worker)] interface Event { readonly attribute DOMString type; };
interface Unused { attribute Lonely lonely; };
dictionary Lonely { DOMString s = "a;b{"; };
typedef (Event or Unused) Either;
interface mixin WindowThings { readonly attribute Event current; };
Window includes WindowThings;
interface Window : EventTarget {};
enum Mode { "x" };
"#;

    #[test]
    fn keeps_what_the_seeds_reach_transitively_and_nothing_else() {
        let out = reachable_definitions(&[DEPENDENCY], &["interface Tool : EventTarget { attribute Window w; };"]).remove(0);
        for kept in ["interface EventTarget", "interface Window", "Window includes WindowThings;", "interface mixin WindowThings"] {
            assert!(out.contains(kept), "{kept} is reached: {out}");
        }
        // Member types of a dependency are not followed (idlharness tests no dependency's members).
        for dropped in ["callback interface EventListener", "interface Event ", "interface Unused", "dictionary Lonely", "Either", "enum Mode", "A comment"] {
            assert!(!out.contains(dropped), "{dropped} is not reached: {out}");
        }
    }

    #[test]
    fn a_definition_reached_through_another_file_is_kept() {
        let out = reachable_definitions(&["interface Node : Base { attribute Other o; };", "interface Base {}; interface Other {};"], &["partial interface Node {};"]);
        assert!(out[0].contains("interface Node : Base"));
        assert!(out[1].contains("interface Base {}") && !out[1].contains("Other"), "{}", out[1]);
    }

    #[test]
    fn strings_and_nesting_do_not_split_definitions() {
        let defs = split_definitions(&strip_comments(DEPENDENCY));
        assert!(defs.iter().any(|d| d.contains(r#"DOMString s = "a;b{";"#) && d.trim_start().starts_with("dictionary Lonely")));
        assert_eq!(defs.iter().filter_map(|d| defined_name(d)).collect::<Vec<_>>(), ["EventTarget", "EventListener", "Event", "Unused", "Lonely", "Either", "WindowThings", "Window", "Window", "Mode"]);
    }
}
