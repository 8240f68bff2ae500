//! Parsing style sheets: rules kept, error recovery, warnings.

use runtime::css::stylesheet::{CssRule, StyleSheet};
use url::Url;

fn parse(css: &str) -> StyleSheet {
    StyleSheet::parse(css, &Url::parse("https://example.test/css/site.css").unwrap())
}

fn style_rules(rules: &[CssRule]) -> Vec<String> {
    let mut out = Vec::new();
    for rule in rules {
        match rule {
            CssRule::Style(s) => {
                use cssparser::ToCss;
                out.push(format!("{} {{ {} }}", s.selectors.to_css_string(), s.declarations.css_text()));
                out.extend(style_rules(&s.rules));
            }
            CssRule::Media { rules, .. } | CssRule::Supports { rules, .. } | CssRule::LayerBlock { rules, .. } => {
                out.extend(style_rules(rules))
            }
            _ => {}
        }
    }
    out
}

#[test]
fn a_style_sheet_that_does_not_parse() {
    // Bad selectors, bad declarations, unknown at-rules, a missing closing
    // brace: what can be recovered is kept, the rest dropped with a warning.
    let sheet = parse(
        "p { color: red; } #1x { color: blue } a { color: green; width: ; height: 1px; colr: red }
         h1 { color: red !important; margin: 1px 2px 3px 4px 5px } ::nonsense { color: red }
         @unknown foo { bar } span { color: rgb(1 2 3) } em { color: red",
    );
    assert_eq!(
        style_rules(&sheet.rules),
        vec![
            "p { color: red; }",
            "a { color: green; height: 1px; }",
            "h1 { color: red !important; }",
            "span { color: rgb(1, 2, 3); }",
            "em { color: red; }",
        ]
    );
    let messages: Vec<&str> = sheet.warnings.iter().map(|w| w.message.as_str()).collect();
    assert!(messages.iter().any(|m| m.contains("unknown at-rule @unknown")), "{messages:#?}");
    assert!(messages.iter().any(|m| m.contains("invalid selector `#1x`")), "{messages:#?}");
    assert!(messages.iter().any(|m| m.contains("dropped declaration `margin: 1px 2px 3px 4px 5px`")), "{messages:#?}");
    assert!(messages.iter().any(|m| m.contains("dropped declaration `colr: red")), "{messages:#?}");
    assert!(sheet.warnings.iter().all(|w| w.line >= 1));
    // An unclosed `[` swallows the rest of the sheet, as in every browser.
    let sheet = parse("p { color: red } ]]] @@@ }{ div[ { color: blue } a { color: green }");
    assert_eq!(style_rules(&sheet.rules), vec!["p { color: red; }"]);
    // Only garbage: no rules, warnings, no panic.
    let sheet = parse("}}} {{{ ;;; @@@ !important");
    assert!(style_rules(&sheet.rules).is_empty());
    assert!(!sheet.warnings.is_empty());
}

#[test]
fn pathological_input_is_bounded() {
    let deep = "a { b: ".to_owned() + &"(".repeat(10_000) + " }";
    let sheet = parse(&deep);
    assert_eq!(style_rules(&sheet.rules), vec!["a {  }"]);
    let many = "x { y: z } ".repeat(5_000) + "p { color: red }";
    let sheet = parse(&many);
    assert!(sheet.warnings.len() <= runtime::css::stylesheet::MAX_WARNINGS);
    assert_eq!(style_rules(&sheet.rules).len(), 5_001);
    for bad in ["", "}", "{", "@media", "@media {", "@import", "a{", "a{b:", "/*", "\"", "url(", "@layer a.", "@supports ("] {
        let _ = parse(bad);
    }
}

#[test]
fn at_rules() {
    let sheet = parse(
        r#"@charset "utf-8";
        @import url("reset.css") screen;
        @import "print.css" print;
        @import url(layered.css) layer(base) supports(display: grid);
        @layer base, theme;
        p { color: red }
        @import "late.css";
        @media (min-width: 100px) { .m { color: red } }
        @media (max-width: 100px) { .n { color: red } }
        @supports (display: flex) { .s { color: red } }
        @font-face { font-family: X; src: url(x.woff2) }
        @keyframes spin { from { transform: rotate(0) } to { transform: rotate(360deg) } }
        @container (min-width: 1px) { .c { color: red } }
        @property --x { syntax: '<color>'; inherits: false; initial-value: red }
        @layer theme { .t { color: red } }"#,
    );
    let imports: Vec<(String, Option<String>, bool, bool)> = sheet
        .rules
        .iter()
        .filter_map(|r| match r {
            CssRule::Import(i) => Some((i.href.clone(), i.url.as_ref().map(|u| u.to_string()), i.media_matches, i.supports_matches)),
            _ => None,
        })
        .collect();
    assert_eq!(
        imports,
        vec![
            ("reset.css".into(), Some("https://example.test/css/reset.css".into()), true, true),
            ("print.css".into(), Some("https://example.test/css/print.css".into()), false, true),
            ("layered.css".into(), Some("https://example.test/css/layered.css".into()), true, true),
        ]
    );
    let media: Vec<(String, bool)> = sheet
        .rules
        .iter()
        .filter_map(|r| match r {
            CssRule::Media { query, matches, .. } => Some((query.clone(), *matches)),
            _ => None,
        })
        .collect();
    assert_eq!(media, vec![("(min-width: 100px)".into(), true), ("(max-width: 100px)".into(), false)]);
    let messages: Vec<&str> = sheet.warnings.iter().map(|w| w.message.as_str()).collect();
    assert!(messages.iter().any(|m| m.contains("@import after other rules")), "{messages:#?}");
    assert!(messages.iter().any(|m| m.contains("@container")), "{messages:#?}");
    assert!(messages.iter().any(|m| m.contains("@property")), "{messages:#?}");
    let mut sheet = sheet;
    assert_eq!(sheet.pending_imports_mut().len(), 2);
}

/// Every style sheet of the real demo sites parses; what is dropped is
/// what Chromium drops too (listed by line).
#[test]
fn real_pages_style_sheets() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/realpages");
    let Ok(entries) = std::fs::read_dir(&root) else {
        eprintln!("no shared/realpages next to the worktree; skipped");
        return;
    };
    let mut sheets = 0;
    for site in entries.flatten() {
        let demos = site.path().join("demos");
        for demo in std::fs::read_dir(&demos).into_iter().flatten().flatten() {
            for file in std::fs::read_dir(demo.path()).into_iter().flatten().flatten() {
                let path = file.path();
                if path.extension().is_some_and(|e| e == "css") {
                    let css = std::fs::read_to_string(&path).unwrap();
                    let sheet = parse(&css);
                    sheets += 1;
                    assert!(!style_rules(&sheet.rules).is_empty(), "{}", path.display());
                    for w in &sheet.warnings {
                        eprintln!("{}:{}:{}: {}", path.display(), w.line, w.column, w.message);
                    }
                }
            }
        }
    }
    assert!(sheets >= 5);
}
