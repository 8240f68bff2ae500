//! https://dom.spec.whatwg.org/#interface-element, with the ParentNode and
//! ChildNode mixins shared by Document and CharacterData.

use boa_engine::{Context, JsObject, JsResult, JsString};


use crate::dom::node::{dom_error, node_ref, with_tree, wrap, wrap_opt};
use crate::generated::{ElementMethods, Interface, NodeOrDOMString};

pub struct Element;

fn element_string(ctx: &Context, this: &JsObject, f: impl FnOnce(&runtime::dom::ElementData) -> String) -> JsResult<JsString> {
    let (_, s) = with_tree(ctx, this, |t, n| t.element(n).map(f).unwrap_or_default())?;
    Ok(JsString::from(s))
}

/// https://dom.spec.whatwg.org/#converting-nodes-into-a-node: strings become
/// Text nodes; nodes of another document are adopted into this one.
fn convert_nodes(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<Vec<runtime::dom::NodeId>> {
    let doc = node_ref(this)?.doc;
    let mut out = Vec::with_capacity(nodes.len());
    for n in nodes {
        match n {
            NodeOrDOMString::Node(o) => {
                let r = node_ref(&o)?;
                if r.doc != doc {
                    // Check before anything moves: the node must be insertable here.
                    let h = crate::host::host(ctx);
                    let trees = h.doc(r.doc, |d| d.tree.clone()).zip(h.doc(doc, |d| d.tree.clone()));
                    if let Some((from, to)) = trees {
                        let parent = node_ref(this)?.node;
                        let valid = to.borrow().ensure_pre_insertion_validity_from(&from.borrow(), r.node, parent, None);
                        valid.map_err(|e| dom_error(ctx, e))?;
                    }
                }
                out.push(crate::dom::node::adopt_into(ctx, &o, doc)?.node)
            }
            NodeOrDOMString::DOMString(s) => {
                let text = s.to_std_string_lossy();
                let tree = crate::host::host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
                let id = tree.borrow_mut().create_text(&text);
                out.push(id);
            }
        }
    }
    Ok(out)
}

/// https://dom.spec.whatwg.org/#dom-parentnode-append
pub fn append(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    let ids = convert_nodes(ctx, this, nodes)?;
    for id in ids {
        let (_, r) = with_tree(ctx, this, |t, p| t.append_child(p, id))?;
        r.map_err(|e| dom_error(ctx, e))?;
    }
    crate::dom::node::tree_changed(ctx, node_ref(this)?.doc);
    Ok(())
}

/// https://dom.spec.whatwg.org/#dom-parentnode-prepend
pub fn prepend(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    let ids = convert_nodes(ctx, this, nodes)?;
    let (_, first) = with_tree(ctx, this, |t, p| t.first_child(p))?;
    for id in ids {
        let (_, r) = with_tree(ctx, this, |t, p| t.insert_before(p, id, first))?;
        r.map_err(|e| dom_error(ctx, e))?;
    }
    crate::dom::node::tree_changed(ctx, node_ref(this)?.doc);
    Ok(())
}

/// https://dom.spec.whatwg.org/#dom-parentnode-replacechildren
pub fn replace_children(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    // 1. Let node be the result of converting nodes into a node given nodes and this's node document.
    let ids = convert_nodes(ctx, this, nodes)?;
    // 2. Ensure pre-insertion validity of node into this before null.
    // 3. Replace all with node within this.
    let (doc, r) = with_tree(ctx, this, |t, p| {
        let fragment = t.create_document_fragment();
        for id in ids {
            t.append_child(fragment, id)?;
        }
        t.ensure_pre_insertion_validity(fragment, p, None)?;
        t.replace_all(Some(fragment), p)
    })?;
    r.map_err(|e| dom_error(ctx, e))?;
    crate::dom::node::tree_changed(ctx, doc);
    Ok(())
}

/// The nodes among `nodes` (for the viable sibling steps of before/after/replaceWith).
fn node_ids(nodes: &[NodeOrDOMString]) -> Vec<crate::webidl::kind::NodeRef> {
    nodes.iter().filter_map(|n| match n {
        NodeOrDOMString::Node(o) => node_ref(o).ok(),
        NodeOrDOMString::DOMString(_) => None,
    }).collect()
}

/// Which ChildNode method runs.
#[derive(Clone, Copy, PartialEq)]
enum ChildNodeOp {
    Before,
    After,
    ReplaceWith,
}

/// https://dom.spec.whatwg.org/#dom-childnode-before, #dom-childnode-after
/// and #dom-childnode-replacewith.
fn child_node_insert(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>, op: ChildNodeOp) -> JsResult<()> {
    let me = node_ref(this)?;
    let set: Vec<runtime::dom::NodeId> = node_ids(&nodes).into_iter().filter(|r| r.doc == me.doc).map(|r| r.node).collect();
    // 1. Let parent be this's parent. 2. If parent is null, then return.
    let (_, parent) = with_tree(ctx, this, |t, n| t.parent(n))?;
    let Some(parent) = parent else { return Ok(()) };
    // 3. Let viablePreviousSibling / viableNextSibling be the first sibling
    //    (preceding for before, following otherwise) not in nodes.
    let (_, viable) = with_tree(ctx, this, |t, n| {
        let step = |x: runtime::dom::NodeId| if op == ChildNodeOp::Before { t.previous_sibling(x) } else { t.next_sibling(x) };
        let mut cur = step(n);
        while let Some(c) = cur {
            if !set.contains(&c) {
                break;
            }
            cur = step(c);
        }
        cur
    })?;
    // 4. Let node be the result of converting nodes into a node.
    let ids = convert_nodes(ctx, this, nodes)?;
    let (doc, r) = with_tree(ctx, this, |t, n| {
        let fragment = t.create_document_fragment();
        for id in ids {
            t.append_child(fragment, id)?;
        }
        let reference = match op {
            // 5. before: viablePreviousSibling's next sibling, or parent's first child.
            ChildNodeOp::Before => match viable {
                Some(v) => t.next_sibling(v),
                None => t.first_child(parent),
            },
            _ => viable,
        };
        // replaceWith: 5. If this's parent is parent, replace this with node
        // within parent (this may have been moved by converting nodes).
        if op == ChildNodeOp::ReplaceWith && t.parent(n) == Some(parent) {
            t.ensure_pre_insertion_validity(fragment, parent, Some(n))?;
            t.insert_before(parent, fragment, Some(n))?;
            t.remove_child(parent, n)?;
            return Ok(());
        }
        // 6. Pre-insert node into parent before the reference.
        t.insert_before(parent, fragment, reference).map(|_| ())
    })?;
    r.map_err(|e| dom_error(ctx, e))?;
    crate::dom::node::tree_changed(ctx, doc);
    Ok(())
}

pub fn before(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    child_node_insert(ctx, this, nodes, ChildNodeOp::Before)
}
pub fn after(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    child_node_insert(ctx, this, nodes, ChildNodeOp::After)
}
pub fn replace_with(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
    child_node_insert(ctx, this, nodes, ChildNodeOp::ReplaceWith)
}

pub fn query_selector(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<Option<JsObject>> {
    let s = selectors.to_std_string_lossy();
    let (doc, r) = with_tree(ctx, this, |t, n| runtime::dom::query_selector(t, n, &s))?;
    let found = r.map_err(|e| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))?;
    wrap_opt(ctx, doc, found)
}

pub fn query_selector_all(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<JsObject> {
    let s = selectors.to_std_string_lossy();
    let (doc, r) = with_tree(ctx, this, |t, n| runtime::dom::query_selector_all(t, n, &s))?;
    let found = r.map_err(|e| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))?;
    let mut items = Vec::with_capacity(found.len());
    for n in found {
        items.push(wrap(ctx, doc, n)?);
    }
    crate::dom::nodelist::new_list(ctx, Interface::NodeList, items)
}

/// https://dom.spec.whatwg.org/#dom-parentnode-children ([SameObject], live)
pub fn children(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
    crate::webidl::reflect::same_object(ctx, this, "children", |ctx| {
        crate::dom::htmlcollection::live(ctx, this, crate::dom::htmlcollection::Filter::Children)
    })
}

pub fn first_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, c) = with_tree(ctx, this, |t, n| t.element_children(n).next())?;
    wrap_opt(ctx, doc, c)
}

pub fn last_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, c) = with_tree(ctx, this, |t, n| t.element_children(n).last())?;
    wrap_opt(ctx, doc, c)
}

pub fn child_element_count(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
    Ok(with_tree(ctx, this, |t, n| t.element_children(n).count() as u32)?.1)
}

/// https://dom.spec.whatwg.org/#dom-childnode-remove
pub fn remove(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
    let (doc, r) = with_tree(ctx, this, |t, n| t.remove(n))?;
    r.map_err(|e| dom_error(ctx, e))?;
    crate::dom::node::tree_changed(ctx, doc);
    Ok(())
}

/// https://dom.spec.whatwg.org/#concept-getelementsbytagname (live)
pub fn elements_by_tag_name(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<JsObject> {
    let q = name.to_std_string_lossy();
    crate::dom::htmlcollection::live(ctx, this, crate::dom::htmlcollection::Filter::TagName(q))
}

/// https://dom.spec.whatwg.org/#concept-getelementsbyclassname (live)
pub fn elements_by_class_name(ctx: &mut Context, this: &JsObject, names: JsString) -> JsResult<JsObject> {
    let classes = crate::dom::domtokenlist::ordered_set_parse(&names.to_std_string_lossy());
    crate::dom::htmlcollection::live(ctx, this, crate::dom::htmlcollection::Filter::ClassNames(classes))
}

pub fn attribute(ctx: &Context, this: &JsObject, name: &str) -> JsResult<Option<String>> {
    Ok(with_tree(ctx, this, |t, n| t.attribute(n, name).map(str::to_string))?.1)
}

pub fn set_attribute(ctx: &mut Context, this: &JsObject, name: &str, value: &str) -> JsResult<()> {
    let (doc, r) = with_tree(ctx, this, |t, n| t.set_attribute(n, name, value))?;
    r.map_err(|e| dom_error(ctx, e))?;
    crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, name);
    Ok(())
}

impl ElementMethods for Element {
    fn get_namespace_uri(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        let s = element_string(ctx, this, |e| e.namespace().to_string())?;
        Ok(if s.is_empty() { None } else { Some(s) })
    }
    fn get_prefix(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        let (_, p) = with_tree(ctx, this, |t, n| t.element(n).and_then(|e| e.name.prefix.as_ref().map(|p| p.to_string())))?;
        Ok(p.map(JsString::from))
    }
    fn get_local_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        element_string(ctx, this, |e| e.local_name().to_string())
    }
    /// https://dom.spec.whatwg.org/#dom-element-tagname
    fn get_tag_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        element_string(ctx, this, |e| {
            let q = e.local_name().to_string();
            if *e.namespace() == html5ever::ns!(html) { q.to_ascii_uppercase() } else { q }
        })
    }
    fn get_id(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(attribute(ctx, this, "id")?.unwrap_or_default()))
    }
    fn set_id(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "id", &value.to_std_string_lossy())
    }
    fn get_class_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(attribute(ctx, this, "class")?.unwrap_or_default()))
    }
    fn set_class_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, "class", &value.to_std_string_lossy())
    }
    fn has_attributes(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| !t.attributes(n).is_empty())?.1)
    }
    fn get_attribute(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<Option<JsString>> {
        Ok(attribute(ctx, this, &name.to_std_string_lossy())?.map(JsString::from))
    }
    fn set_attribute(ctx: &mut Context, this: &JsObject, name: JsString, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, &name.to_std_string_lossy(), &value.to_std_string_lossy())
    }
    fn remove_attribute(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<()> {
        let q = name.to_std_string_lossy();
        let (doc, _) = with_tree(ctx, this, |t, n| t.remove_attribute(n, &q))?;
        crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, &q);
        Ok(())
    }
    /// https://dom.spec.whatwg.org/#dom-element-toggleattribute
    fn toggle_attribute(ctx: &mut Context, this: &JsObject, qualified_name: JsString, force: Option<bool>) -> JsResult<bool> {
        let q = qualified_name.to_std_string_lossy();
        // 1. If qualifiedName is not a valid attribute local name, then throw an "InvalidCharacterError" DOMException.
        if !runtime::dom::is_valid_attribute_local_name(&q) {
            return Err(crate::webidl::exception::dom_exception(ctx, "InvalidCharacterError", &format!("Failed to execute 'toggleAttribute' on 'Element': '{q}' is not a valid attribute name.")));
        }
        // 2-3. The attribute (the name in ASCII lowercase for an HTML element, as getAttribute does).
        let present = with_tree(ctx, this, |t, n| t.has_attribute(n, &q))?.1;
        // 4. If attribute is null: if force is not given or is true, create one
        //    whose value is the empty string and return true; else return false.
        if !present {
            if force != Some(false) {
                set_attribute(ctx, this, &q, "")?;
                return Ok(true);
            }
            return Ok(false);
        }
        // 5. Otherwise, if force is not given or is false, remove it and return false.
        if force != Some(true) {
            <Element as ElementMethods>::remove_attribute(ctx, this, qualified_name)?;
            return Ok(false);
        }
        // 6. Return true.
        Ok(true)
    }
    fn has_attribute(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<bool> {
        let q = name.to_std_string_lossy();
        Ok(with_tree(ctx, this, |t, n| t.has_attribute(n, &q))?.1)
    }
    fn matches(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<bool> {
        let s = selectors.to_std_string_lossy();
        let (_, r) = with_tree(ctx, this, |t, n| runtime::dom::matches(t, n, &s))?;
        r.map_err(|e| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))
    }
    fn get_elements_by_tag_name(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<JsObject> {
        elements_by_tag_name(ctx, this, name)
    }
    fn get_elements_by_class_name(ctx: &mut Context, this: &JsObject, names: JsString) -> JsResult<JsObject> {
        elements_by_class_name(ctx, this, names)
    }
    /// https://dom.spec.whatwg.org/#dom-element-classlist
    fn get_class_list(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::dom::domtokenlist::token_list(ctx, this, "class")
    }
    /// https://dom.spec.whatwg.org/#dom-element-closest
    fn closest(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<Option<JsObject>> {
        let s = selectors.to_std_string_lossy();
        // 1-2. Let s be the result of parse a selector (a SyntaxError if it fails).
        // 3-4. For each element in this's inclusive ancestors that are elements,
        //      if match a selector against an element returns success, return element.
        let (doc, r) = with_tree(ctx, this, |t, n| {
            let mut cur = Some(n);
            while let Some(e) = cur {
                if t.element(e).is_some() && runtime::dom::matches(t, e, &s)? {
                    return Ok(Some(e));
                }
                cur = t.parent(e);
            }
            Ok(None)
        })?;
        let found = r.map_err(|e: runtime::dom::SelectorError| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))?;
        wrap_opt(ctx, doc, found)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-scrollintoview: there
    /// is no viewport to scroll.
    fn scroll_into_view(_: &mut Context, _this: &JsObject, _arg: crate::generated::BooleanOrScrollIntoViewOptions) -> JsResult<()> {
        Ok(())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-scrolltop: no box, no scrolling: 0.
    fn get_scroll_top(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(0.0)
    }
    /// Without scrollable overflow every position clamps to 0 (see `cssom_view`).
    fn set_scroll_top(_: &mut Context, _this: &JsObject, _value: f64) -> JsResult<()> {
        Ok(())
    }
    fn get_scroll_left(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(0.0)
    }
    fn set_scroll_left(_: &mut Context, _this: &JsObject, _value: f64) -> JsResult<()> {
        Ok(())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-getclientrects
    fn get_client_rects(ctx: &mut Context, _this: &JsObject) -> JsResult<JsObject> {
        crate::cssom_view::get_client_rects(ctx)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-getboundingclientrect
    fn get_bounding_client_rect(ctx: &mut Context, _this: &JsObject) -> JsResult<JsObject> {
        crate::cssom_view::get_bounding_client_rect(ctx)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-scroll: nothing to scroll (see `cssom_view`).
    fn scroll(_: &mut Context, _this: &JsObject, _options: crate::generated::ScrollToOptions) -> JsResult<()> {
        Ok(())
    }
    fn scroll_with_x(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<()> {
        Ok(())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-scrollto
    fn scroll_to(_: &mut Context, _this: &JsObject, _options: crate::generated::ScrollToOptions) -> JsResult<()> {
        Ok(())
    }
    fn scroll_to_with_x(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<()> {
        Ok(())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-scrollby
    fn scroll_by(_: &mut Context, _this: &JsObject, _options: crate::generated::ScrollToOptions) -> JsResult<()> {
        Ok(())
    }
    fn scroll_by_with_x(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<()> {
        Ok(())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-scrollwidth
    fn get_scroll_width(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        crate::cssom_view::client_size(ctx, this, crate::cssom_view::VIEWPORT_WIDTH)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-scrollheight
    fn get_scroll_height(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        crate::cssom_view::client_size(ctx, this, crate::cssom_view::VIEWPORT_HEIGHT)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-clienttop: no box, 0.
    fn get_client_top(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_client_left(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-clientwidth
    fn get_client_width(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        crate::cssom_view::client_size(ctx, this, crate::cssom_view::VIEWPORT_WIDTH)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-element-clientheight
    fn get_client_height(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        crate::cssom_view::client_size(ctx, this, crate::cssom_view::VIEWPORT_HEIGHT)
    }
    fn webkit_matches_selector(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<bool> {
        <Element as ElementMethods>::matches(ctx, this, selectors)
    }
    fn get_inner_html(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.inner_html(n))?.1))
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml (setter)
    fn set_inner_html(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let r = node_ref(this)?;
        let tree = crate::host::host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        // 2-3. Let fragment be the result of the fragment parsing algorithm with this as the context.
        let nodes = runtime::dom::parse_html_fragment(&tree, r.node, &value.to_std_string_lossy());
        let result = {
            let mut t = tree.borrow_mut();
            let fragment = t.create_document_fragment();
            nodes.into_iter().try_for_each(|n| t.append_child(fragment, n).map(|_| ())).and_then(|()| {
                // 4. If context is a template element, then set context to its template contents.
                let context = t.element(r.node).and_then(|e| e.template_contents).unwrap_or(r.node);
                // 5. Replace all with fragment within context.
                t.replace_all(Some(fragment), context)
            })
        };
        result.map_err(|e| dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, r.doc);
        Ok(())
    }
    fn get_outer_html(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.outer_html(n))?.1))
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-outerhtml (setter)
    fn set_outer_html(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let r = node_ref(this)?;
        let tree = crate::host::host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        // 2-3. Let parent be this's parent; if it is null, return.
        let parent = tree.borrow().parent(r.node);
        let Some(parent) = parent else { return Ok(()) };
        // 4. If parent is a Document, throw a "NoModificationAllowedError" DOMException.
        let context = match tree.borrow().node_data(parent) {
            Some(runtime::dom::NodeData::Document) => {
                return Err(crate::webidl::exception::dom_exception(ctx, "NoModificationAllowedError", "Failed to set the 'outerHTML' property on 'Element': This element's parent is of type '#document'."));
            }
            // 5. If parent is a DocumentFragment, let parent be a new body element.
            Some(runtime::dom::NodeData::DocumentFragment) => None,
            _ => Some(parent),
        };
        let context = match context {
            Some(c) => c,
            None => tree.borrow_mut().create_element("body").map_err(|e| dom_error(ctx, e))?,
        };
        // 6. Let fragment be the result of the fragment parsing algorithm with parent as the context.
        let nodes = runtime::dom::parse_html_fragment(&tree, context, &value.to_std_string_lossy());
        // 7. Replace this with fragment within this's parent.
        let result = {
            let mut t = tree.borrow_mut();
            let fragment = t.create_document_fragment();
            nodes
                .into_iter()
                .try_for_each(|n| t.append_child(fragment, n).map(|_| ()))
                .and_then(|()| t.insert_before(parent, fragment, Some(r.node)))
                .and_then(|_| t.remove_child(parent, r.node).map(|_| ()))
        };
        result.map_err(|e| dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, r.doc);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-insertadjacenthtml
    fn insert_adjacent_html(ctx: &mut Context, this: &JsObject, position: JsString, string: JsString) -> JsResult<()> {
        let r = node_ref(this)?;
        let tree = crate::host::host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        let position = position.to_std_string_lossy().to_ascii_lowercase();
        // 1-2. Use the first matching item from this list:
        let (parent, is_document) = {
            let t = tree.borrow();
            let p = t.parent(r.node);
            (p, p.and_then(|p| t.node_data(p)).is_some_and(|d| d.is_document()))
        };
        let context = match position.as_str() {
            // "beforebegin", "afterend": context is this's parent; if it is
            // null or a Document, throw a "NoModificationAllowedError".
            "beforebegin" | "afterend" => match parent {
                Some(p) if !is_document => p,
                _ => {
                    return Err(crate::webidl::exception::dom_exception(ctx, "NoModificationAllowedError", "Failed to execute 'insertAdjacentHTML' on 'Element': The element has no parent."));
                }
            },
            // "afterbegin", "beforeend": context is this.
            "afterbegin" | "beforeend" => r.node,
            // Otherwise: throw a "SyntaxError" DOMException.
            _ => {
                return Err(crate::webidl::exception::dom_exception(ctx, "SyntaxError", &format!("Failed to execute 'insertAdjacentHTML' on 'Element': The value provided ('{position}') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.")));
            }
        };
        // 3. If context is not an Element or is the html element of an HTML
        //    document, let context be a new body element.
        let needs_body = {
            let t = tree.borrow();
            match t.element(context) {
                None => true,
                Some(e) => e.is_html("html"),
            }
        };
        let context = if needs_body { tree.borrow_mut().create_element("body").map_err(|e| dom_error(ctx, e))? } else { context };
        // 4. Let fragment be the result of the fragment parsing algorithm with context and string.
        let nodes = runtime::dom::parse_html_fragment(&tree, context, &string.to_std_string_lossy());
        // 5. Insert fragment at position.
        let result = {
            let mut t = tree.borrow_mut();
            let fragment = t.create_document_fragment();
            nodes.into_iter().try_for_each(|n| t.append_child(fragment, n).map(|_| ())).and_then(|()| {
                match position.as_str() {
                    "beforebegin" => t.insert_before(context, fragment, Some(r.node)).map(|_| ()),
                    "afterbegin" => {
                        let first = t.first_child(r.node);
                        t.insert_before(r.node, fragment, first).map(|_| ())
                    }
                    "beforeend" => t.append_child(r.node, fragment).map(|_| ()),
                    _ => {
                        let next = t.next_sibling(r.node);
                        t.insert_before(context, fragment, next).map(|_| ())
                    }
                }
            })
        };
        result.map_err(|e| dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, r.doc);
        Ok(())
    }
    /// https://dom.spec.whatwg.org/#dom-element-insertadjacentelement
    fn insert_adjacent_element(ctx: &mut Context, this: &JsObject, where_: JsString, element: JsObject) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let er = crate::dom::node::adopt_into(ctx, &element, doc)?;
        let w = where_.to_std_string_lossy();
        let (doc, r) = with_tree(ctx, this, |t, n| t.insert_adjacent(n, &w, er.node))?;
        let inserted = r.map_err(|e| dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, doc);
        Ok(inserted.map(|_| element))
    }
    /// https://dom.spec.whatwg.org/#dom-element-insertadjacenttext
    fn insert_adjacent_text(ctx: &mut Context, this: &JsObject, where_: JsString, data: JsString) -> JsResult<()> {
        // 1. Let text be a new Text node whose data is data and node document is this's node document.
        let data = data.to_std_string_lossy();
        let w = where_.to_std_string_lossy();
        // 2. Run insert adjacent, given this, where, and text.
        let (_, r) = with_tree(ctx, this, |t, n| {
            let text = t.create_text(&data);
            t.insert_adjacent(n, &w, text)
        })?;
        r.map_err(|e| dom_error(ctx, e))?;
        Ok(())
    }
    fn get_children(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        children(ctx, this)
    }
    fn get_first_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        first_element_child(ctx, this)
    }
    fn get_last_element_child(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        last_element_child(ctx, this)
    }
    fn get_child_element_count(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        child_element_count(ctx, this)
    }
    fn prepend(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        prepend(ctx, this, nodes)
    }
    fn replace_children(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        replace_children(ctx, this, nodes)
    }
    fn before(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        before(ctx, this, nodes)
    }
    fn after(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        after(ctx, this, nodes)
    }
    fn replace_with(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        replace_with(ctx, this, nodes)
    }
    fn append(ctx: &mut Context, this: &JsObject, nodes: Vec<NodeOrDOMString>) -> JsResult<()> {
        append(ctx, this, nodes)
    }
    fn query_selector(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<Option<JsObject>> {
        query_selector(ctx, this, selectors)
    }
    fn query_selector_all(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<JsObject> {
        query_selector_all(ctx, this, selectors)
    }
    fn remove(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        remove(ctx, this)
    }
}

