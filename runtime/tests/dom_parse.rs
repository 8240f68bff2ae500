use html5ever::ns;
use runtime::dom::{HtmlParser, NodeData, ParseStep, Tree};

#[test]
fn svg_children_are_in_the_svg_namespace() {
    let t = Tree::parse_document("<body><svg><circle/></svg><math><mi>x</mi></math><div></div>");
    let doc = t.document();
    let circle = t.elements_by_tag_name(doc, "circle")[0];
    assert_eq!(t.element(circle).unwrap().name.ns, ns!(svg));
    let mi = t.elements_by_tag_name(doc, "mi")[0];
    assert_eq!(t.element(mi).unwrap().name.ns, ns!(mathml));
    let div = t.elements_by_tag_name(doc, "div")[0];
    assert_eq!(t.element(div).unwrap().name.ns, ns!(html));
}

#[test]
fn parser_builds_html_head_body_and_merges_text() {
    let t = Tree::parse_document("hello <b>x</b> world");
    let body = t.body().unwrap();
    let kids: Vec<_> = t.children(body).collect();
    assert_eq!(kids.len(), 3);
    assert_eq!(t.node_data(kids[0]), Some(&NodeData::Text("hello ".into())));
    assert!(t.head().is_some());
    assert_eq!(t.text_content(body).as_deref(), Some("hello x world"));
}

#[test]
fn attributes_keep_source_order() {
    let t = Tree::parse_document("<div z=1 a=2 m=3></div>");
    let div = t.elements_by_tag_name(t.document(), "div")[0];
    let names: Vec<String> = t.attributes(div).iter().map(|a| a.qualified_name()).collect();
    assert_eq!(names, vec!["z", "a", "m"]);
}

#[test]
fn template_contents_are_not_children() {
    let t = Tree::parse_document("<template><p>in</p></template>");
    let template = t.elements_by_tag_name(t.document(), "template")[0];
    assert_eq!(t.first_child(template), None);
    let contents = t.element(template).unwrap().template_contents.unwrap();
    assert_eq!(t.text_content(contents).as_deref(), Some("in"));
}

#[test]
fn parser_pauses_at_each_script_in_document_order() {
    let tree = Tree::new().into_shared();
    let mut parser = HtmlParser::new(tree.clone());
    parser.feed("<p>a</p><script>one</script><p>b</p><script src=x></script><p>c</p>");
    parser.end_input();

    let first = match parser.resume() {
        ParseStep::Script(s) => s,
        other => panic!("expected a script, got {other:?}"),
    };
    {
        let t = tree.borrow();
        assert_eq!(t.text_content(first).as_deref(), Some("one"));
        // Content after the script has not been parsed yet.
        assert_eq!(t.elements_by_tag_name(t.document(), "p").len(), 1);
    }
    // The "script" changes the tree while the parser is paused.
    {
        let mut t = tree.borrow_mut();
        let body = t.body().unwrap();
        let added = t.create_element("section").unwrap();
        t.set_attribute(added, "id", "added").unwrap();
        t.append_child(body, added).unwrap();
    }
    let second = match parser.resume() {
        ParseStep::Script(s) => s,
        other => panic!("expected a script, got {other:?}"),
    };
    assert_eq!(tree.borrow().attribute(second, "src"), Some("x"));
    assert_eq!(parser.resume(), ParseStep::Done);
    assert_eq!(parser.resume(), ParseStep::Done);

    let t = tree.borrow();
    let body = t.body().unwrap();
    let names: Vec<String> = t
        .children(body)
        .filter_map(|c| t.local_name(c).map(|n| n.to_string()))
        .collect();
    // The section was appended while the parser was paused after the first
    // script, so it comes before what the parser added later.
    assert_eq!(names, vec!["p", "script", "section", "p", "script", "p"]);
    assert!(t.get_element_by_id(t.document(), "added").is_some());
}

#[test]
fn parser_waits_for_more_input_until_end_input() {
    let tree = Tree::new().into_shared();
    let mut parser = HtmlParser::new(tree.clone());
    parser.feed("<title>a");
    assert_eq!(parser.resume(), ParseStep::NeedsInput);
    parser.feed("b</title><scr");
    assert_eq!(parser.resume(), ParseStep::NeedsInput);
    parser.feed("ipt>x</script>");
    assert!(matches!(parser.resume(), ParseStep::Script(_)));
    parser.end_input();
    assert_eq!(parser.resume(), ParseStep::Done);
    assert_eq!(tree.borrow().title(), "ab");
}

#[test]
fn unclosed_script_at_eof_is_marked_already_started_and_not_returned() {
    let tree = Tree::new().into_shared();
    let mut parser = HtmlParser::new(tree.clone());
    parser.feed("<script>never closed");
    parser.end_input();
    assert_eq!(parser.resume(), ParseStep::Done);
    let t = tree.borrow();
    let script = t.elements_by_tag_name(t.document(), "script")[0];
    assert!(t.element(script).unwrap().already_started);
}

/// XML documents (DOMParser's XML types, XMLHttpRequest's XML responses),
/// parsed with xml5ever into the same tree.
#[test]
fn xml_documents_keep_case_namespaces_and_processing_instructions() {
    let tree = runtime::dom::parse_xml_document(
        "<?xml version=\"1.0\"?><?style x?><Root xmlns=\"urn:a\" xmlns:b=\"urn:b\"><b:Item id=\"1\">t<![CDATA[<c>]]></b:Item><!--n--><empty/></Root>",
        "application/xml",
    )
    .expect("well-formed");
    assert!(!tree.is_html_document());
    assert_eq!(tree.content_type(), "application/xml");
    let root = tree.children(tree.document()).find(|&n| tree.element(n).is_some()).expect("a root element");
    let e = tree.element(root).expect("an element");
    assert_eq!((e.name.local.as_ref(), e.name.ns.as_ref()), ("Root", "urn:a"));
    let kids: Vec<_> = tree.children(root).collect();
    let item = tree.element(kids[0]).expect("the item");
    assert_eq!((item.name.local.as_ref(), item.name.ns.as_ref(), item.name.prefix.as_ref().map(|p| p.as_ref())), ("Item", "urn:b", Some("b")));
    assert_eq!(tree.text_content(kids[0]).as_deref(), Some("t<c>"));
    assert!(tree.children(tree.document()).any(|n| matches!(tree.node_data(n), Some(NodeData::ProcessingInstruction { target, .. }) if target == "style")));
    // A page's XML is untrusted: exponential entity expansion is refused.
    let mut lol = String::from("<!DOCTYPE l [<!ENTITY l0 \"lol\">");
    for i in 1..10 {
        lol.push_str(&format!("<!ENTITY l{i} \"{}\">", format!("&l{};", i - 1).repeat(10)));
    }
    lol.push_str("]><l>&l9;</l>");
    assert!(runtime::dom::parse_xml_document(&lol, "text/xml").is_err());
    for bad in ["<a><b></a>", "<a>", "<a></a><b></b>", "<a x=1/>", "text"] {
        assert!(runtime::dom::parse_xml_document(bad, "application/xml").is_err(), "{bad} is not well-formed");
    }
}
