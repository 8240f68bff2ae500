//! https://dom.spec.whatwg.org/#interface-element (its attributes' methods
//! are `crate::dom::attr`'s; the ParentNode and ChildNode mixins
//! `crate::dom::parent_node`'s and `crate::dom::child_node`'s).

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::child_node::{child_node_methods, non_document_type_child_node_methods};
use crate::dom::node::{dom_error, node_ref, with_tree, wrap_opt};
use crate::dom::parent_node::parent_node_methods;
use crate::generated::ElementMethods;

pub struct Element;

fn element_string(ctx: &Context, this: &JsObject, f: impl FnOnce(&runtime::dom::ElementData) -> String) -> JsResult<JsString> {
    let (_, s) = with_tree(ctx, this, |t, n| t.element(n).map(f).unwrap_or_default())?;
    Ok(JsString::from(s))
}

/// `getAttribute`: the value of the attribute with this qualified name.
pub fn attribute(ctx: &Context, this: &JsObject, name: &str) -> JsResult<Option<String>> {
    Ok(with_tree(ctx, this, |t, n| t.attribute(n, name).map(str::to_string))?.1)
}

/// `setAttribute`, then the attribute change steps of other specifications.
pub fn set_attribute(ctx: &mut Context, this: &JsObject, name: &str, value: &str) -> JsResult<()> {
    let (doc, r) = with_tree(ctx, this, |t, n| t.set_attribute(n, name, value))?;
    r.map_err(|e| dom_error(ctx, e))?;
    crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, name);
    Ok(())
}

impl ElementMethods for Element {
    fn attach_shadow(ctx: &mut Context, this: &JsObject, init: crate::generated::ShadowRootInit) -> JsResult<JsObject> {
        crate::dom::shadowroot::attach_shadow(ctx, this, &init)
    }
    fn get_shadow_root(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        crate::dom::shadowroot::shadow_root(ctx, this)
    }
    fn get_assigned_slot(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        crate::dom::shadowroot::assigned_slot(ctx, this)
    }
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
    /// https://dom.spec.whatwg.org/#dom-element-tagname: its HTML-uppercased qualified name.
    fn get_tag_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        crate::dom::node::tag_name(ctx, this)
    }
    fn has_attributes(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| !t.attributes(n).is_empty())?.1)
    }
    fn get_attributes(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::dom::namednodemap::attributes(ctx, this)
    }
    fn get_attribute_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>> {
        Ok(with_tree(ctx, this, |t, n| t.attribute_names(n))?.1.into_iter().map(JsString::from).collect())
    }
    fn get_attribute(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<Option<JsString>> {
        Ok(attribute(ctx, this, &name.to_std_string_lossy())?.map(JsString::from))
    }
    fn get_attribute_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<Option<JsString>> {
        crate::dom::attr::get_attribute_ns(ctx, this, namespace, local_name)
    }
    fn set_attribute(ctx: &mut Context, this: &JsObject, name: JsString, value: JsString) -> JsResult<()> {
        set_attribute(ctx, this, &name.to_std_string_lossy(), &value.to_std_string_lossy())
    }
    fn set_attribute_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, qualified_name: JsString, value: JsString) -> JsResult<()> {
        crate::dom::attr::set_attribute_ns(ctx, this, namespace, qualified_name, value)
    }
    /// https://dom.spec.whatwg.org/#dom-element-removeattribute
    fn remove_attribute(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<()> {
        let q = name.to_std_string_lossy();
        let (doc, removed) = with_tree(ctx, this, |t, n| t.remove_attribute(n, &q))?;
        if removed {
            crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, &q.to_ascii_lowercase());
        }
        Ok(())
    }
    fn remove_attribute_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<()> {
        crate::dom::attr::remove_attribute_ns(ctx, this, namespace, local_name)
    }
    /// https://dom.spec.whatwg.org/#dom-element-toggleattribute
    fn toggle_attribute(ctx: &mut Context, this: &JsObject, qualified_name: JsString, force: Option<bool>) -> JsResult<bool> {
        let q = qualified_name.to_std_string_lossy();
        let (doc, r) = with_tree(ctx, this, |t, n| t.toggle_attribute(n, &q, force))?;
        let present = r.map_err(|e| dom_error(ctx, e))?;
        crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, &q.to_ascii_lowercase());
        Ok(present)
    }
    fn has_attribute(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<bool> {
        let q = name.to_std_string_lossy();
        Ok(with_tree(ctx, this, |t, n| t.has_attribute(n, &q))?.1)
    }
    fn has_attribute_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<bool> {
        Ok(crate::dom::attr::get_attribute_ns(ctx, this, namespace, local_name)?.is_some())
    }
    fn get_attribute_node(ctx: &mut Context, this: &JsObject, qualified_name: JsString) -> JsResult<Option<JsObject>> {
        let q = qualified_name.to_std_string_lossy();
        let (doc, a) = with_tree(ctx, this, |t, n| t.attribute_node_by_name(n, &q))?;
        wrap_opt(ctx, doc, a)
    }
    fn get_attribute_node_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<Option<JsObject>> {
        let ns = namespace.map(|n| n.to_std_string_lossy()).unwrap_or_default();
        let local = local_name.to_std_string_lossy();
        let (doc, a) = with_tree(ctx, this, |t, n| t.attribute_node_ns(n, &ns, &local))?;
        wrap_opt(ctx, doc, a)
    }
    fn set_attribute_node(ctx: &mut Context, this: &JsObject, attr: JsObject) -> JsResult<Option<JsObject>> {
        crate::dom::attr::set_attribute_node(ctx, this, &attr)
    }
    fn set_attribute_node_ns(ctx: &mut Context, this: &JsObject, attr: JsObject) -> JsResult<Option<JsObject>> {
        crate::dom::attr::set_attribute_node(ctx, this, &attr)
    }
    fn remove_attribute_node(ctx: &mut Context, this: &JsObject, attr: JsObject) -> JsResult<JsObject> {
        crate::dom::attr::remove_attribute_node(ctx, this, &attr)
    }
    fn matches(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<bool> {
        let s = selectors.to_std_string_lossy();
        let (_, r) = with_tree(ctx, this, |t, n| runtime::dom::matches(t, n, &s))?;
        r.map_err(|e| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))
    }
    fn get_elements_by_tag_name(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<JsObject> {
        crate::dom::parent_node::elements_by_tag_name(ctx, this, name)
    }
    fn get_elements_by_tag_name_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, local_name: JsString) -> JsResult<JsObject> {
        crate::dom::parent_node::elements_by_tag_name_ns(ctx, this, namespace, local_name)
    }
    fn get_elements_by_class_name(ctx: &mut Context, this: &JsObject, names: JsString) -> JsResult<JsObject> {
        crate::dom::parent_node::elements_by_class_name(ctx, this, names)
    }
    /// https://dom.spec.whatwg.org/#dom-element-closest
    fn closest(ctx: &mut Context, this: &JsObject, selectors: JsString) -> JsResult<Option<JsObject>> {
        let s = selectors.to_std_string_lossy();
        let (doc, r) = with_tree(ctx, this, |t, n| runtime::dom::closest(t, n, &s))?;
        let found = r.map_err(|e| crate::webidl::exception::dom_exception(ctx, e.name(), &e.to_string()))?;
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
            Some(runtime::dom::NodeData::DocumentFragment | runtime::dom::NodeData::ShadowRoot(_)) => None,
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
                // "beforebegin" and "afterend" insert into this's parent (not
                // into the body that step 3 may have made the context).
                let parent = parent.unwrap_or(context);
                match position.as_str() {
                    "beforebegin" => t.insert_before(parent, fragment, Some(r.node)).map(|_| ()),
                    "afterbegin" => {
                        let first = t.first_child(r.node);
                        t.insert_before(r.node, fragment, first).map(|_| ())
                    }
                    "beforeend" => t.append_child(r.node, fragment).map(|_| ()),
                    _ => {
                        let next = t.next_sibling(r.node);
                        t.insert_before(parent, fragment, next).map(|_| ())
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
    parent_node_methods!();
    child_node_methods!();
    non_document_type_child_node_methods!();
}
