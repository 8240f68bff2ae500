//! The CSSOM rule tree of a sheet: serialization, "insert a CSS rule" and
//! "remove a CSS rule" with CSS's constraints, parents, and what the
//! cascade gets back.

use std::rc::Rc;

use runtime::css::cssom::rule::{insert_a_css_rule, remove_a_css_rule, ListContext, RuleData, RuleError};
use runtime::css::cssom::sheet::{append_a_medium, delete_a_medium, media_queries, CssStyleSheet, SheetRef};
use runtime::css::stylesheet::{CssRule, StyleSheet};
use url::Url;

fn sheet(css: &str) -> SheetRef {
    let base = Url::parse("https://example.test/site.css").unwrap();
    CssStyleSheet::create(StyleSheet::parse(css, &base), None, None, None, String::new())
}

fn texts(s: &SheetRef) -> Vec<String> {
    s.borrow().rules.iter().map(|r| r.borrow().serialize_a_css_rule()).collect()
}

fn insert(s: &SheetRef, rule: &str, index: u32) -> Result<u32, RuleError> {
    let context = ListContext { base: None, parent_selectors: None, top_level: true, parent_rule: std::rc::Weak::new(), parent_sheet: Rc::downgrade(s) };
    let mut sheet = s.borrow_mut();
    insert_a_css_rule(&mut sheet.rules, rule, index, context)
}

#[test]
fn rules_serialize_as_cssom_says() {
    let s = sheet("@charset \"utf-8\"; @import 'a.css' layer(x) supports(display: grid) print; @layer a,b; p{color:red;margin:0} @media screen and (min-width:1px){b{width:1px}} @supports (display:grid){i{display:grid}} .n{color:red; &:hover{color:blue}} @font-face{font-family:F}");
    assert_eq!(
        texts(&s),
        [
            "@import url(\"a.css\") layer(x) supports(display: grid) print;",
            "@layer a, b;",
            "p { color: red; margin: 0px; }",
            "@media screen and (min-width: 1px) {\n  b { width: 1px; }\n}",
            "@supports (display:grid) {\n  i { display: grid; }\n}",
            ".n {\n  color: red;\n  &:hover { color: blue; }\n}",
            "@font-face { font-family:F }",
        ]
    );
    // Every rule knows its sheet; nested rules know their parent rule.
    let sheet_ref = s.borrow();
    let nested_parent = sheet_ref.rules[5].borrow().child_rules().unwrap()[0].borrow().parent_rule.upgrade().unwrap();
    assert!(Rc::ptr_eq(&nested_parent, &sheet_ref.rules[5]));
    assert!(sheet_ref.rules.iter().all(|r| r.borrow().parent_sheet.upgrade().is_some_and(|p| Rc::ptr_eq(&p, &s))));
}

#[test]
fn insert_a_css_rule_keeps_imports_first_and_checks_the_index() {
    let s = sheet("@import url(a.css); p { color: red }");
    assert_eq!(insert(&s, "a { }", 0), Err(RuleError::HierarchyRequest));
    assert_eq!(insert(&s, "@import url(b.css);", 2), Err(RuleError::HierarchyRequest));
    assert_eq!(insert(&s, "a { }", 3), Err(RuleError::IndexSize));
    assert_eq!(insert(&s, "a { } b { }", 1), Err(RuleError::Syntax));
    assert_eq!(insert(&s, "@charset \"x\";", 1), Err(RuleError::Syntax));
    assert_eq!(insert(&s, "   ", 1), Err(RuleError::Syntax));
    assert_eq!(insert(&s, "@layer z;", 0), Ok(0));
    assert_eq!(insert(&s, "@import url(b.css);", 2), Ok(2));
    assert_eq!(insert(&s, " a { color: blue } ", 4), Ok(4));
    assert_eq!(texts(&s), ["@layer z;", "@import url(\"a.css\");", "@import url(\"b.css\");", "p { color: red; }", "a { color: blue; }"]);
    let removed = {
        let mut sheet = s.borrow_mut();
        assert_eq!(remove_a_css_rule(&mut sheet.rules, 9).err(), Some(RuleError::IndexSize));
        remove_a_css_rule(&mut sheet.rules, 3).ok().unwrap()
    };
    assert!(removed.borrow().parent_sheet.upgrade().is_none());
    assert_eq!(texts(&s).len(), 4);
}

#[test]
fn a_grouping_rule_takes_no_imports() {
    let s = sheet("@media screen { a { color: red } }");
    let media = s.borrow().rules[0].clone();
    let context = || ListContext { base: None, parent_selectors: None, top_level: false, parent_rule: Rc::downgrade(&media), parent_sheet: Rc::downgrade(&s) };
    let mut m = media.borrow_mut();
    let list = m.child_rules_mut().unwrap();
    assert_eq!(insert_a_css_rule(list, "@import url(x.css);", 0, context()), Err(RuleError::HierarchyRequest));
    assert_eq!(insert_a_css_rule(list, "b { width: 1px }", 1, context()), Ok(1));
    assert!(list[1].borrow().parent_rule.upgrade().is_some_and(|p| Rc::ptr_eq(&p, &media)));
}

#[test]
fn the_cascade_gets_the_changed_rules_back() {
    let s = sheet("@media (min-width: 1px) { a { color: red } } b { color: blue }");
    insert(&s, "i { color: green }", 2).unwrap();
    {
        let rule = s.borrow().rules[1].clone();
        let mut r = rule.borrow_mut();
        if let RuleData::Style { declarations, .. } = &mut r.data {
            declarations.set_property("width", "2px", "");
        }
        assert!(r.set_selector_text("b, u"));
        assert!(!r.set_selector_text("!!"));
    }
    let back = s.borrow().to_stylesheet();
    assert!(matches!(&back.rules[0], CssRule::Media { matches: true, rules, .. } if rules.len() == 1));
    match &back.rules[1] {
        CssRule::Style(style) => {
            use cssparser::ToCss;
            assert_eq!(style.selectors.to_css_string(), "b, u");
            assert_eq!(style.declarations.css_text(), "color: blue; width: 2px;");
        }
        _ => panic!("expected a style rule"),
    }
    assert_eq!(back.rules.len(), 3);
}

#[test]
fn media_list_algorithms() {
    assert_eq!(media_queries("screen, PRINT and (COLOR)"), ["screen", "print and (color)"]);
    assert_eq!(append_a_medium("screen", "print").as_deref(), Some("screen, print"));
    assert_eq!(append_a_medium("screen", "SCREEN"), None);
    assert_eq!(append_a_medium("screen", "  "), None);
    assert_eq!(append_a_medium("screen", "bogus!!").as_deref(), Some("screen, not all"));
    assert_eq!(delete_a_medium("screen, print", "print"), Ok(Some("screen".to_owned())));
    assert_eq!(delete_a_medium("screen", "tv"), Err(()));
}

#[test]
fn nested_rules_serialize_as_written_not_expanded() {
    // Each `&` stands for the parent's selectors; printed expanded, twenty
    // levels of `&&&&&&&&&&` would be 10^20 selectors long.
    let depth = 20;
    let css = format!(".a {{ {} @media screen {{ color: red }} {} }}", "&&&&&&&&&& {".repeat(depth), "}".repeat(depth));
    let s = sheet(&css);
    let text = texts(&s).join("");
    assert!(text.len() < 2000, "{}", text.len());
    assert!(text.contains("@media screen {\n  & { color: red; }\n}"), "{text}");
}
