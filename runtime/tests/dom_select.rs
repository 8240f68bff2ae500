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
    // No pointer: :hover and :active parse and never match.
    assert_eq!(query_selector_all(&t, doc, "a:hover, a:active").unwrap().len(), 0);
    assert_eq!(query_selector_all(&t, doc, "a:any-link").unwrap().len(), 1);
    assert_eq!(query_selector_all(&t, doc, "a:link").unwrap().len(), 1);
    assert_eq!(query_selector_all(&t, doc, "a:visited").unwrap().len(), 0);
    // Form pseudo-classes come from the forms model (the tree's hooks); a
    // tree without them matches none, rather than guessing from attributes.
    for pc in [":checked", ":disabled", ":enabled", ":required", ":valid", ":invalid", ":placeholder-shown"] {
        assert_eq!(query_selector_all(&t, doc, pc).unwrap().len(), 0, "{pc}");
    }
    // Pseudo-elements parse and match nothing.
    assert_eq!(query_selector_all(&t, doc, "p::before").unwrap().len(), 0);
    assert_eq!(query_selector_all(&t, doc, "input::-webkit-inner-spin-button").unwrap().len(), 0);
    assert!(query_selector_all(&t, doc, "p::nonsense").is_err());
    // :lang() and :nth-child(of S).
    assert_eq!(query_selector_all(&t, doc, "p:lang(en)").unwrap().len(), 1);
    assert_eq!(query_selector_all(&t, doc, "p:lang(fr)").unwrap().len(), 0);
    assert_eq!(ids(&t, &query_selector_all(&t, doc, ":nth-child(2 of p)").unwrap()), vec!["two"]);
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

#[test]
fn state_pseudo_classes_follow_element_state() {
    use runtime::dom::ElementState;
    let mut t = Tree::parse_document(
        r#"<form id=f><input id=i><button id=b>Go</button></form><div id=d><span id=s></span></div>"#,
    );
    let doc = t.document();
    let get = |t: &Tree, id: &str| t.get_element_by_id(doc, id).unwrap();
    let (form, button, input, span, div) = (get(&t, "f"), get(&t, "b"), get(&t, "i"), get(&t, "s"), get(&t, "d"));
    for sel in [":tool-form-active", ":tool-submit-active", ":focus", ":focus-visible", ":focus-within"] {
        assert_eq!(query_selector_all(&t, doc, sel).unwrap().len(), 0, "{sel}");
    }
    t.set_element_state(form, ElementState::TOOL_FORM_ACTIVE, true);
    t.set_element_state(button, ElementState::TOOL_SUBMIT_ACTIVE, true);
    assert!(matches(&t, form, ":tool-form-active").unwrap());
    assert!(!matches(&t, form, ":tool-submit-active").unwrap());
    assert!(matches(&t, button, ":tool-submit-active").unwrap());
    assert!(!matches(&t, input, ":tool-form-active").unwrap());
    assert!(!matches(&t, input, ":tool-submit-active").unwrap());
    assert_eq!(query_selector(&t, doc, "form:tool-form-active button:tool-submit-active").unwrap(), Some(button));
    t.set_element_state(form, ElementState::TOOL_FORM_ACTIVE, false);
    assert!(!matches(&t, form, ":tool-form-active").unwrap());

    t.set_element_state(span, ElementState::FOCUS, true);
    assert!(matches(&t, span, ":focus").unwrap());
    assert!(matches(&t, span, ":focus-visible").unwrap());
    assert!(matches(&t, div, ":focus-within").unwrap());
    assert!(!matches(&t, div, ":focus").unwrap());
    assert!(!matches(&t, form, ":focus-within").unwrap());
    assert!(!t.set_element_state(doc, ElementState::FOCUS, true));
}

#[test]
fn form_pseudo_classes_follow_control_state() {
    let mut t = runtime::html::forms::parse_document(
        r#"<form><input id=box type=checkbox checked><input id=req required>
        <input id=num type=number min=1 max=5 value=9><input id=off disabled>
        <select id=s><option id=o1>a<option id=o2 selected>b</select></form>"#,
    );
    let doc = t.document();
    let id = |t: &Tree, s: &str| query_selector(t, t.document(), s).unwrap().unwrap();
    assert_eq!(id_attrs(&t, &query_selector_all(&t, doc, ":checked").unwrap()), vec!["box", "o2"]);
    // The checked attribute is only the default: unchecking wins.
    let boxed = id(&t, "#box");
    runtime::html::forms::control::set_checked(&mut t, boxed, false);
    assert_eq!(id_attrs(&t, &query_selector_all(&t, doc, "input:checked").unwrap()), Vec::<String>::new());
    assert_eq!(id_attrs(&t, &query_selector_all(&t, doc, ":required").unwrap()), vec!["req"]);
    assert_eq!(id_attrs(&t, &query_selector_all(&t, doc, "input:invalid").unwrap()), vec!["req", "num"]);
    assert_eq!(id_attrs(&t, &query_selector_all(&t, doc, ":out-of-range").unwrap()), vec!["num"]);
    assert_eq!(id_attrs(&t, &query_selector_all(&t, doc, "input:disabled").unwrap()), vec!["off"]);
    let req = id(&t, "#req");
    runtime::html::forms::value::set_value(&mut t, req, "x").unwrap();
    assert!(matches(&t, req, ":valid").unwrap());
    assert!(!matches(&t, req, ":autofill").unwrap());
    assert!(query_selector_all(&t, doc, ":nonsense-form-state").is_err());
}

fn id_attrs(t: &Tree, nodes: &[runtime::dom::NodeId]) -> Vec<String> {
    nodes.iter().map(|n| t.attribute(*n, "id").unwrap_or_default().to_string()).collect()
}

#[test]
fn the_indicated_part_is_an_id_then_an_anchor_name_then_the_decoded_fragment() {
    use runtime::html::indicated_part::{select_the_indicated_part, IndicatedPart};
    let tree = Tree::parse_document(r#"<p id="x%41">raw</p><p id="xA">decoded</p><a name="n">anchor</a><p id="top2"></p>"#);
    let at = |fragment: &str| {
        let url = url::Url::parse(&format!("https://a.test/{fragment}")).expect("a URL");
        select_the_indicated_part(&tree, &url).map(|p| match p {
            IndicatedPart::TopOfTheDocument => "top".to_string(),
            IndicatedPart::Element(e) => tree.text_content(e).unwrap_or_default(),
        })
    };
    assert_eq!(at("#x%41"), Some("raw".into()));
    assert_eq!(at("#n"), Some("anchor".into()));
    assert_eq!(at("#"), Some("top".into()));
    assert_eq!(at("#TOP"), Some("top".into()));
    assert_eq!(at("#missing"), None);
    assert_eq!(at(""), None);
}

#[test]
fn target_matches_the_target_element_while_it_is_in_the_document() {
    let mut t = Tree::parse_document(PAGE);
    let root = t.document();
    assert!(query_selector_all(&t, root, ":target").is_ok_and(|v| v.is_empty()));
    let main = t.get_element_by_id(root, "main");
    t.set_target_element(main);
    assert_eq!(query_selector(&t, root, ":target").ok().flatten(), main);
}
