//! HTML serialization (innerHTML/outerHTML getters) and the fragment parsing
//! algorithm (their setters), without JavaScript.

use runtime::dom::{parse_html_fragment, NodeData, Tree};

fn first(t: &Tree, tag: &str) -> runtime::dom::NodeId {
    t.elements_by_tag_name(t.document(), tag)[0]
}

#[test]
fn serialization_escapes_text_and_attributes_as_html_does() {
    let t = Tree::parse_document("<body><p title='a\"b&amp;c<>'>1 &lt; 2 &amp;&amp; 3 &gt; 2&nbsp;</p>");
    let p = first(&t, "p");
    // Attributes: & " and nbsp escaped, < > not; text: & < > and nbsp escaped.
    assert_eq!(t.outer_html(p), "<p title=\"a&quot;b&amp;c<>\">1 &lt; 2 &amp;&amp; 3 &gt; 2&nbsp;</p>");
    assert_eq!(t.inner_html(p), "1 &lt; 2 &amp;&amp; 3 &gt; 2&nbsp;");
}

#[test]
fn void_elements_have_no_end_tag_and_raw_text_is_not_escaped() {
    let t = Tree::parse_document("<body><div><br><img src=x><input></div><script>if (a < b && c) {}</script><style>a > b {}</style>");
    assert_eq!(t.inner_html(first(&t, "div")), "<br><img src=\"x\"><input>");
    assert_eq!(t.inner_html(first(&t, "script")), "if (a < b && c) {}");
    assert_eq!(t.outer_html(first(&t, "style")), "<style>a > b {}</style>");
}

#[test]
fn templates_serialize_their_contents_and_comments_survive() {
    let t = Tree::parse_document("<body><template><i>in</i><!-- note --></template>");
    let template = first(&t, "template");
    assert_eq!(t.children(template).count(), 0);
    assert_eq!(t.inner_html(template), "<i>in</i><!-- note -->");
}

#[test]
fn fragments_parse_in_the_context_of_the_element() {
    let shared = Tree::parse_document("<body><table></table><div></div>").into_shared();
    let (table, div) = {
        let t = shared.borrow();
        (first(&t, "table"), first(&t, "div"))
    };
    // In a table context a <tr> gets its implied tbody; in a div it is dropped.
    let in_table = parse_html_fragment(&shared, table, "<tr><td>x</td></tr>");
    let in_div = parse_html_fragment(&shared, div, "<tr><td>x</td></tr>");
    let t = shared.borrow();
    assert_eq!(in_table.len(), 1);
    assert_eq!(t.element(in_table[0]).map(|e| e.local_name().to_string()).as_deref(), Some("tbody"));
    assert_eq!(in_div.len(), 1);
    assert_eq!(t.node_data(in_div[0]), Some(&NodeData::Text("x".into())));
    // The parsed nodes are detached, and the document is unchanged.
    assert!(in_table.iter().all(|&n| t.parent(n).is_none()));
    assert_eq!(t.inner_html(t.body().expect("a body")), "<table></table><div></div>");
}

#[test]
fn fragment_scripts_are_already_started_and_markup_round_trips() {
    let shared = Tree::parse_document("<body><div></div>").into_shared();
    let div = first(&shared.borrow(), "div");
    let markup = "<p class=\"a\">one<b>two</b></p><script>run()</script><!--c-->text";
    let nodes = parse_html_fragment(&shared, div, markup);
    let mut t = shared.borrow_mut();
    let script = nodes.iter().copied().find(|&n| t.element(n).is_some_and(|e| e.is_html("script"))).expect("a script");
    assert!(t.element(script).is_some_and(|e| e.already_started));
    for n in nodes {
        t.append_child(div, n).expect("appendable");
    }
    assert_eq!(t.inner_html(div), markup);
}

#[test]
fn deep_trees_serialize_without_recursion() {
    let depth = 100_000;
    let markup = "<span>".repeat(depth);
    let shared = Tree::parse_document("<body><div></div>").into_shared();
    let div = first(&shared.borrow(), "div");
    let nodes = parse_html_fragment(&shared, div, &markup);
    let mut t = shared.borrow_mut();
    for n in nodes {
        t.append_child(div, n).expect("appendable");
    }
    let html = t.inner_html(div);
    assert!(html.starts_with("<span><span>") && html.ends_with("</span></span>"), "{}", &html[..40.min(html.len())]);
}

#[test]
fn void_elements_have_an_empty_inner_html_even_with_children() {
    let mut t = Tree::parse_document("<body><br>");
    let br = first(&t, "br");
    let text = t.create_text("x");
    t.append_child(br, text).expect("appendable");
    assert_eq!(t.inner_html(br), "");
    assert_eq!(t.outer_html(br), "<br>");
}

#[test]
fn only_html_raw_text_elements_leave_their_text_unescaped() {
    let t = Tree::parse_document("<body><svg><style>a&lt;b&amp;</style></svg><style>a<b&</style>");
    let styles = t.elements_by_tag_name(t.document(), "style");
    assert_eq!(styles.len(), 2);
    assert_eq!(t.inner_html(styles[0]), "a&lt;b&amp;");
    assert_eq!(t.inner_html(styles[1]), "a<b&");
}

#[test]
fn fragments_parse_in_the_quirks_mode_of_the_document() {
    // Only in quirks mode does a <table> start tag leave an open <p> open.
    let parse = |doc: &str| {
        let shared = Tree::parse_document(doc).into_shared();
        let div = first(&shared.borrow(), "div");
        let nodes = parse_html_fragment(&shared, div, "<p><table></table>");
        let t = shared.borrow();
        nodes.iter().map(|&n| t.outer_html(n)).collect::<Vec<_>>()
    };
    assert_eq!(parse("<!doctype html><div></div>"), ["<p></p>", "<table></table>"]);
    assert_eq!(parse("<div></div>"), ["<p><table></table></p>"]);
}

#[test]
fn the_form_element_pointer_is_the_contexts_nearest_form() {
    let shared = Tree::parse_document("<body><form><div id=in></div></form><div id=out></div>").into_shared();
    let (inside, outside) = {
        let t = shared.borrow();
        (t.get_element_by_id(t.document(), "in").expect("in"), t.get_element_by_id(t.document(), "out").expect("out"))
    };
    // A <form> start tag is ignored while the form element pointer is set.
    let markup = "<form><input></form>";
    let nested = parse_html_fragment(&shared, inside, markup);
    let top = parse_html_fragment(&shared, outside, markup);
    let t = shared.borrow();
    assert_eq!(nested.iter().map(|&n| t.outer_html(n)).collect::<Vec<_>>(), ["<input>"]);
    assert_eq!(top.iter().map(|&n| t.outer_html(n)).collect::<Vec<_>>(), ["<form><input></form>"]);
}
