use runtime::dom::{DomError, NodeData, Tree};

#[test]
fn new_tree_has_an_empty_document() {
    let tree = Tree::new();
    let doc = tree.document();
    assert_eq!(tree.node_data(doc), Some(&NodeData::Document));
    assert_eq!(tree.first_child(doc), None);
    assert_eq!(tree.document_element(), None);
    assert_eq!(tree.title(), "");
}

#[test]
fn append_insert_and_remove_keep_links_consistent() {
    let mut t = Tree::new();
    let html = t.create_element("HTML").unwrap();
    assert_eq!(t.local_name(html).map(|n| &**n), Some("html"));
    t.append_child(t.document(), html).unwrap();
    let a = t.create_element("a").unwrap();
    let b = t.create_element("b").unwrap();
    let c = t.create_element("c").unwrap();
    t.append_child(html, a).unwrap();
    t.append_child(html, c).unwrap();
    t.insert_before(html, b, Some(c)).unwrap();
    assert_eq!(t.children(html).collect::<Vec<_>>(), vec![a, b, c]);
    assert_eq!(t.previous_sibling(c), Some(b));
    assert_eq!(t.next_sibling(a), Some(b));
    assert_eq!(t.first_child(html), Some(a));
    assert_eq!(t.last_child(html), Some(c));

    // Inserting a node before itself keeps the order (pre-insert step 3).
    t.insert_before(html, b, Some(b)).unwrap();
    assert_eq!(t.children(html).collect::<Vec<_>>(), vec![a, b, c]);

    // Moving a node removes it from its old parent first.
    t.append_child(a, c).unwrap();
    assert_eq!(t.children(html).collect::<Vec<_>>(), vec![a, b]);
    assert_eq!(t.parent(c), Some(a));
    assert_eq!(t.last_child(html), Some(b));

    assert_eq!(t.remove_child(html, a).unwrap(), a);
    assert_eq!(t.children(html).collect::<Vec<_>>(), vec![b]);
    assert!(!t.is_connected(a));
    assert!(!t.is_connected(c));
    assert_eq!(t.root_of(c), a);
    t.remove(b).unwrap();
    assert_eq!(t.first_child(html), None);
    assert_eq!(t.last_child(html), None);
    // remove() on a parentless node does nothing.
    t.remove(b).unwrap();
}

#[test]
fn hierarchy_errors() {
    let mut t = Tree::new();
    let doc = t.document();
    let html = t.create_element("html").unwrap();
    let child = t.create_element("div").unwrap();
    t.append_child(doc, html).unwrap();
    t.append_child(html, child).unwrap();
    // An ancestor cannot become a child of its descendant.
    let err = t.append_child(child, html).unwrap_err();
    assert_eq!(err.name(), "HierarchyRequestError");
    assert_eq!(t.append_child(child, child).unwrap_err().name(), "HierarchyRequestError");
    // A document has at most one element child.
    let second = t.create_element("html").unwrap();
    assert!(matches!(t.append_child(doc, second), Err(DomError::HierarchyRequest(_))));
    // Text cannot be a child of a document.
    let text = t.create_text("x");
    assert_eq!(t.append_child(doc, text).unwrap_err().name(), "HierarchyRequestError");
    // Text nodes cannot have children.
    let other = t.create_element("p").unwrap();
    assert_eq!(t.append_child(text, other).unwrap_err().name(), "HierarchyRequestError");
    // The reference child must be a child of the parent.
    let stranger = t.create_element("span").unwrap();
    let err = t.insert_before(html, other, Some(stranger)).unwrap_err();
    assert_eq!(err.name(), "NotFoundError");
    assert_eq!(t.remove_child(html, stranger).unwrap_err().name(), "NotFoundError");
    // A comment may be a child of a document.
    let comment = t.create_comment("c");
    t.insert_before(doc, comment, Some(html)).unwrap();
    assert_eq!(t.first_child(doc), Some(comment));
}

#[test]
fn document_fragment_children_move_into_parent() {
    let mut t = Tree::new();
    let div = t.create_element("div").unwrap();
    let frag = t.create_document_fragment();
    let a = t.create_text("a");
    let b = t.create_element("b").unwrap();
    t.append_child(frag, a).unwrap();
    t.append_child(frag, b).unwrap();
    t.append_child(div, frag).unwrap();
    assert_eq!(t.children(div).collect::<Vec<_>>(), vec![a, b]);
    assert_eq!(t.first_child(frag), None);
}

#[test]
fn invalid_names_are_invalid_character_errors() {
    let mut t = Tree::new();
    assert_eq!(t.create_element("").unwrap_err().name(), "InvalidCharacterError");
    assert_eq!(t.create_element("a b").unwrap_err().name(), "InvalidCharacterError");
    assert_eq!(t.create_element("1a").unwrap_err().name(), "InvalidCharacterError");
    assert!(t.create_element("my-element").is_ok());
    assert!(t.create_element("_x").is_ok());
    let e = t.create_element("div").unwrap();
    assert_eq!(t.set_attribute(e, "a=b", "v").unwrap_err().name(), "InvalidCharacterError");
}

#[test]
fn attributes_by_qualified_name() {
    let mut t = Tree::new();
    let e = t.create_element("div").unwrap();
    assert_eq!(t.attribute(e, "id"), None);
    t.set_attribute(e, "ID", "x").unwrap();
    assert_eq!(t.attribute(e, "id"), Some("x"));
    assert_eq!(t.attribute(e, "Id"), Some("x"));
    t.set_attribute(e, "title", "t").unwrap();
    t.set_attribute(e, "id", "y").unwrap();
    let names: Vec<String> = t.attributes(e).iter().map(|a| a.qualified_name()).collect();
    assert_eq!(names, vec!["id", "title"]);
    assert_eq!(t.attribute(e, "id"), Some("y"));
    assert!(t.remove_attribute(e, "ID"));
    assert!(!t.remove_attribute(e, "id"));
    assert!(!t.has_attribute(e, "id"));
    assert!(t.has_attribute(e, "title"));
}

#[test]
fn text_content_get_and_set() {
    let mut t = Tree::parse_document("<div id=d>a<b>b<!--c--></b>c</div>");
    let d = t.get_element_by_id(t.document(), "d").unwrap();
    assert_eq!(t.text_content(d).as_deref(), Some("abc"));
    assert_eq!(t.text_content(t.document()), None);
    t.set_text_content(d, Some("new")).unwrap();
    assert_eq!(t.children(d).count(), 1);
    assert_eq!(t.text_content(d).as_deref(), Some("new"));
    let text = t.first_child(d).unwrap();
    t.set_text_content(text, Some("changed")).unwrap();
    assert_eq!(t.text_content(d).as_deref(), Some("changed"));
    t.set_text_content(d, None).unwrap();
    assert_eq!(t.first_child(d), None);
}

#[test]
fn title_strips_and_collapses_whitespace() {
    let t = Tree::parse_document("<title>\n  Hello \t  world\n</title><body>");
    assert_eq!(t.title(), "Hello world");
    let svg = Tree::parse_document(
        "<svg xmlns='http://www.w3.org/2000/svg'><title> S  T </title></svg>",
    );
    // Parsed as HTML the svg ends up in body, so the html title rules apply.
    assert_eq!(svg.title(), "");
}

#[test]
fn head_body_and_lookups() {
    let t = Tree::parse_document(
        "<!doctype html><html><head><title>x</title></head><body><p id=a class=c>1</p><P id=b>2</P><svg><foreignObject/></svg></body></html>",
    );
    let doc = t.document();
    let head = t.head().unwrap();
    let body = t.body().unwrap();
    assert_eq!(t.local_name(head).map(|n| &**n), Some("head"));
    assert_eq!(t.local_name(body).map(|n| &**n), Some("body"));
    assert!(matches!(t.node_data(t.first_child(doc).unwrap()), Some(NodeData::Doctype { name, .. }) if name == "html"));
    let a = t.get_element_by_id(doc, "a").unwrap();
    let b = t.get_element_by_id(doc, "b").unwrap();
    assert_eq!(t.get_element_by_id(doc, "zz"), None);
    assert_eq!(t.get_element_by_id(doc, ""), None);
    assert_eq!(t.elements_by_tag_name(doc, "p"), vec![a, b]);
    assert_eq!(t.elements_by_tag_name(doc, "P"), vec![a, b]);
    assert_eq!(t.elements_by_tag_name(body, "*").len(), 4);
    // SVG names keep their case and need an exact match.
    assert_eq!(t.elements_by_tag_name(doc, "foreignObject").len(), 1);
    assert_eq!(t.elements_by_tag_name(doc, "foreignobject").len(), 0);
    assert!(t.contains(body, a));
    assert!(t.contains(a, a));
    assert!(!t.contains(a, body));
    assert!(t.is_connected(a));
    let order: Vec<_> = t.descendants(body).collect();
    assert_eq!(order[0], a);
    assert_eq!(order[1], t.first_child(a).unwrap());
    assert_eq!(order[2], b);
}
