use runtime::dom::{matches, query_selector, query_selector_all, Tree};

const PAGE: &str = r#"<!doctype html><body>
<div id=main class="box big">
  <p class=intro>one</p>
  <p data-x="a b" lang=en-US>two</p>
  <span>three</span>
  <p>four</p>
</div>
<form><input name=q type=text><input name=go type=submit></form>
<a href="/x">link</a><a>no href</a>
</body>"#;

fn ids(t: &Tree, nodes: &[runtime::dom::NodeId]) -> Vec<String> {
    nodes.iter().map(|n| t.text_content(*n).unwrap_or_default()).collect()
}

#[test]
fn type_class_id_and_attribute_selectors() {
    let t = Tree::parse_document(PAGE);
    let doc = t.document();
    assert_eq!(query_selector_all(&t, doc, "p").unwrap().len(), 3);
    assert_eq!(query_selector_all(&t, doc, "P").unwrap().len(), 3);
    let intro = query_selector(&t, doc, ".intro").unwrap().unwrap();
    assert_eq!(t.text_content(intro).as_deref(), Some("one"));
    let main = query_selector(&t, doc, "#main").unwrap().unwrap();
    assert_eq!(t.attribute(main, "id"), Some("main"));
    assert!(query_selector(&t, doc, "div.box.big").unwrap().is_some());
    assert!(query_selector(&t, doc, "div.box.small").unwrap().is_none());
    let x = query_selector_all(&t, doc, "[data-x~=b]").unwrap();
    assert_eq!(ids(&t, &x), vec!["two"]);
    assert_eq!(query_selector_all(&t, doc, "[lang|=en]").unwrap().len(), 1);
    assert_eq!(query_selector_all(&t, doc, "input[type=submit]").unwrap().len(), 1);
    assert_eq!(query_selector_all(&t, doc, "[NAME]").unwrap().len(), 2);
}

#[test]
fn combinators_and_structural_pseudo_classes() {
    let t = Tree::parse_document(PAGE);
    let doc = t.document();
    let r = query_selector_all(&t, doc, "div > p:first-child").unwrap();
    assert_eq!(ids(&t, &r), vec!["one"]);
    let r = query_selector_all(&t, doc, "span + p").unwrap();
    assert_eq!(ids(&t, &r), vec!["four"]);
    let r = query_selector_all(&t, doc, ".intro ~ p").unwrap();
    assert_eq!(ids(&t, &r), vec!["two", "four"]);
    let r = query_selector_all(&t, doc, "p:not(.intro)").unwrap();
    assert_eq!(ids(&t, &r), vec!["two", "four"]);
    let r = query_selector_all(&t, doc, "p:last-of-type").unwrap();
    assert_eq!(ids(&t, &r), vec!["four"]);
    let r = query_selector_all(&t, doc, "p:nth-child(2)").unwrap();
    assert_eq!(ids(&t, &r), vec!["two"]);
    let r = query_selector_all(&t, doc, "div:has(> span)").unwrap();
    assert_eq!(r.len(), 1);
    assert!(query_selector(&t, doc, "html:root").unwrap().is_some());
    assert!(query_selector(&t, doc, "body:root").unwrap().is_none());
    // A selector list matches in tree order, not list order.
    let r = query_selector_all(&t, doc, "span, .intro").unwrap();
    assert_eq!(ids(&t, &r), vec!["one", "three"]);
}

#[test]
fn scope_limits_results_to_descendants() {
    let t = Tree::parse_document(PAGE);
    let doc = t.document();
    let form = query_selector(&t, doc, "form").unwrap().unwrap();
    assert_eq!(query_selector_all(&t, form, "input").unwrap().len(), 2);
    assert!(query_selector(&t, form, "p").unwrap().is_none());
    // The scope itself is not a result.
    assert!(query_selector(&t, form, "form").unwrap().is_none());
    // :scope is the scope element.
    assert_eq!(query_selector_all(&t, form, ":scope > input").unwrap().len(), 2);
    let main = query_selector(&t, doc, "#main").unwrap().unwrap();
    assert!(query_selector(&t, main, ":scope > input").unwrap().is_none());
    // But ancestors outside the scope still count for combinators.
    assert_eq!(query_selector_all(&t, form, "body input").unwrap().len(), 2);
}

#[test]
fn matches_elements_only() {
    let t = Tree::parse_document(PAGE);
    let doc = t.document();
    let main = query_selector(&t, doc, "#main").unwrap().unwrap();
    assert!(matches(&t, main, "div").unwrap());
    assert!(matches(&t, main, "body > .box").unwrap());
    assert!(!matches(&t, main, "span").unwrap());
    assert!(!matches(&t, doc, "*").unwrap());
    // Non-tree-structural pseudo-classes (:hover, :any-link, ...) are not
    // supported yet: they are syntax errors rather than never-matching.
    assert!(query_selector_all(&t, doc, "a:hover").is_err());
}

#[test]
fn syntax_errors() {
    let t = Tree::parse_document(PAGE);
    let doc = t.document();
    for bad in ["", "div[", "p)", "::nope", ">>", "a,", "#1"] {
        let err = query_selector(&t, doc, bad).unwrap_err();
        assert_eq!(err.name(), "SyntaxError", "{bad:?}");
    }
    assert_eq!(matches(&t, doc, "[").unwrap_err().name(), "SyntaxError");
}
