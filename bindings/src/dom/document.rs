//! https://dom.spec.whatwg.org/#interface-document and
//! https://html.spec.whatwg.org/multipage/dom.html#the-document-object

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::node::{dom_error, node_ref, with_tree, wrap, wrap_opt};
use crate::webidl::kind::NodeRef;
use crate::dom::parent_node::parent_node_methods;
use crate::generated::{DOMStringOrElementCreationOptions, DocumentMethods};
use crate::webidl::exception::dom_exception;
use crate::host::host;

pub struct Document;

fn doc_field<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&runtime::html::DocumentState) -> R) -> JsResult<R> {
    let doc = node_ref(this)?.doc;
    host(ctx).doc(doc, f).ok_or_else(|| crate::webidl::convert::type_error("no such document"))
}

fn create(ctx: &mut Context, this: &JsObject, f: impl FnOnce(&mut runtime::dom::Tree) -> Result<runtime::dom::NodeId, runtime::dom::DomError>) -> JsResult<JsObject> {
    let doc = node_ref(this)?.doc;
    let tree = host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no such document"))?;
    let r = f(&mut tree.borrow_mut());
    let id = r.map_err(|e| dom_error(ctx, e))?;
    wrap(ctx, doc, id)
}

impl DocumentMethods for Document {
    /// https://dom.spec.whatwg.org/#dom-document-createevent
    fn create_event(ctx: &mut Context, this: &JsObject, interface: JsString) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        crate::host::in_doc_realm(ctx, doc, |ctx| crate::dom::event::create_event(ctx, &interface.to_std_string_lossy()))
    }
    /// https://dom.spec.whatwg.org/#dom-document-document: a new document without a browsing context.
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        let document = crate::dom::domimplementation::new_document(ctx)?;
        document.set_prototype(Some(proto));
        Ok(document)
    }
    /// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-stylesheets
    fn get_style_sheets(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::cssom::stylesheetlist::style_sheets(ctx, this)
    }
    fn get_implementation(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        if let Some(i) = host(ctx).objects(doc, |o| o.implementation.clone()).flatten() {
            return Ok(i);
        }
        let obj = crate::webidl::reflect::reflect_in_doc(ctx, doc, crate::generated::Interface::DOMImplementation, crate::webidl::kind::DomKind::Implementation(doc))?;
        host(ctx).objects_mut(doc, |o| o.implementation = Some(obj.clone()));
        Ok(obj)
    }
    fn get_url(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        doc_field(ctx, this, |d| d.url.to_string())
    }
    fn get_document_uri(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        doc_field(ctx, this, |d| d.url.to_string())
    }
    fn get_compat_mode(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let quirks = doc_field(ctx, this, |d| d.tree.borrow().quirks_mode() == html5ever::tree_builder::QuirksMode::Quirks)?;
        Ok(JsString::from(if quirks { "BackCompat" } else { "CSS1Compat" }))
    }
    /// https://dom.spec.whatwg.org/#dom-document-characterset: the
    /// document's encoding's name (documents here are UTF-8).
    fn get_character_set(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("UTF-8"))
    }
    fn get_charset(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("UTF-8"))
    }
    fn get_input_encoding(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("UTF-8"))
    }
    /// https://dom.spec.whatwg.org/#dom-document-contenttype
    fn get_content_type(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, _| t.content_type().to_owned())?.1))
    }
    /// https://dom.spec.whatwg.org/#dom-document-doctype
    fn get_doctype(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, d) = with_tree(ctx, this, |t, _| t.doctype())?;
        wrap_opt(ctx, doc, d)
    }
    fn get_document_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, e) = with_tree(ctx, this, |t, _| t.document_element())?;
        wrap_opt(ctx, doc, e)
    }
    /// https://svgwg.org/svg2-draft/struct.html#__svg__SVGDocument__rootElement
    /// The document element when it is an `svg` element in the SVG namespace.
    fn get_root_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, e) = with_tree(ctx, this, |t, _| {
            t.document_element().filter(|&e| t.element(e).is_some_and(|el| &*el.name.ns == runtime::dom::names::SVG_NAMESPACE && &*el.name.local == "svg"))
        })?;
        wrap_opt(ctx, doc, e)
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
    /// https://dom.spec.whatwg.org/#dom-document-createelement (the options'
    /// `is` changes nothing: no customized built-in elements).
    fn create_element(ctx: &mut Context, this: &JsObject, local_name: JsString, _options: DOMStringOrElementCreationOptions) -> JsResult<JsObject> {
        let name = local_name.to_std_string_lossy();
        let doc = node_ref(this)?.doc;
        let qname = host(ctx).doc(doc, |d| d.tree.borrow().create_element_name(&name)).ok_or_else(|| crate::webidl::convert::type_error("no such document"))?;
        let qname = qname.map_err(|e| dom_error(ctx, e))?;
        if let Some(element) = crate::html::custom_elements::create_an_element_synchronously(ctx, doc, &qname)? {
            return Ok(element);
        }
        create(ctx, this, |t| t.create_element_for_document(&name))
    }
    /// https://dom.spec.whatwg.org/#dom-document-createelementns
    fn create_element_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, qualified_name: JsString, _options: DOMStringOrElementCreationOptions) -> JsResult<JsObject> {
        let namespace = namespace.map(|n| n.to_std_string_lossy());
        let name = qualified_name.to_std_string_lossy();
        let qname = runtime::dom::Tree::create_element_ns_name(namespace.as_deref(), &name).map_err(|e| dom_error(ctx, e))?;
        let doc = node_ref(this)?.doc;
        if let Some(element) = crate::html::custom_elements::create_an_element_synchronously(ctx, doc, &qname)? {
            return Ok(element);
        }
        create(ctx, this, |t| t.create_element_ns(namespace.as_deref(), &name))
    }
    /// https://dom.spec.whatwg.org/#dom-document-createdocumentfragment
    fn create_document_fragment(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        create(ctx, this, |t| Ok(t.create_document_fragment()))
    }
    fn create_text_node(ctx: &mut Context, this: &JsObject, data: JsString) -> JsResult<JsObject> {
        let d = data.to_std_string_lossy();
        create(ctx, this, |t| Ok(t.create_text(&d)))
    }
    /// https://dom.spec.whatwg.org/#dom-document-createcdatasection
    fn create_cdata_section(ctx: &mut Context, this: &JsObject, data: JsString) -> JsResult<JsObject> {
        let d = data.to_std_string_lossy();
        create(ctx, this, |t| t.create_cdata_section(&d))
    }
    /// https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction
    fn create_processing_instruction(ctx: &mut Context, this: &JsObject, target: JsString, data: JsString) -> JsResult<JsObject> {
        let (target, d) = (target.to_std_string_lossy(), data.to_std_string_lossy());
        create(ctx, this, |t| t.create_processing_instruction(&target, &d))
    }
    /// https://dom.spec.whatwg.org/#dom-document-createattribute
    fn create_attribute(ctx: &mut Context, this: &JsObject, local_name: JsString) -> JsResult<JsObject> {
        let name = local_name.to_std_string_lossy();
        create(ctx, this, |t| t.create_attribute(&name))
    }
    /// https://dom.spec.whatwg.org/#dom-document-createattributens
    fn create_attribute_ns(ctx: &mut Context, this: &JsObject, namespace: Option<JsString>, qualified_name: JsString) -> JsResult<JsObject> {
        let namespace = namespace.map(|n| n.to_std_string_lossy());
        let name = qualified_name.to_std_string_lossy();
        create(ctx, this, |t| t.create_attribute_ns(namespace.as_deref(), &name))
    }
    /// https://dom.spec.whatwg.org/#dom-document-importnode
    fn import_node(ctx: &mut Context, this: &JsObject, node: JsObject, deep: bool) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        let nr = node_ref(&node)?;
        // 1. If node is a document or shadow root, then throw a "NotSupportedError" DOMException.
        // 2. Return a clone of node, with this and the clone children flag set if deep is true.
        let h = host(ctx);
        let trees = h.doc(nr.doc, |d| d.tree.clone()).zip(h.doc(doc, |d| d.tree.clone()));
        let Some((from, to)) = trees else { return Err(crate::webidl::convert::type_error("no such document")) };
        if from.borrow().node_data(nr.node).is_some_and(|d| d.is_document()) {
            return Err(dom_exception(ctx, "NotSupportedError", "Failed to execute 'importNode' on 'Document': The node provided is a document, which may not be imported."));
        }
        let copy = if nr.doc == doc { to.borrow_mut().clone_node(nr.node, deep) } else { from.borrow().clone_node_into(nr.node, deep, &mut to.borrow_mut()) };
        let copy = copy.map_err(|e| dom_error(ctx, e))?;
        wrap(ctx, doc, copy)
    }
    /// https://dom.spec.whatwg.org/#dom-document-adoptnode
    fn adopt_node(ctx: &mut Context, this: &JsObject, node: JsObject) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        // 1. If node is a document, then throw a "NotSupportedError" DOMException.
        let is_document = with_tree(ctx, &node, |t, n| t.node_data(n).is_some_and(|d| d.is_document()))?.1;
        if is_document {
            return Err(dom_exception(ctx, "NotSupportedError", "A Document cannot be adopted."));
        }
        // 3. Adopt node into this. 4. Return node.
        crate::dom::node::adopt_into(ctx, &node, doc)?;
        Ok(node)
    }
    /// https://w3c.github.io/selection-api/#dom-document-getselection
    fn get_selection(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let selection = host(ctx).hooks.selection;
        selection(ctx, doc)
    }
    /// https://dom.spec.whatwg.org/#dom-document-createrange
    fn create_range(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::dom::range::create_range(ctx, node_ref(this)?.doc)
    }
    /// https://dom.spec.whatwg.org/#dom-document-createnodeiterator
    fn create_node_iterator(ctx: &mut Context, this: &JsObject, root: JsObject, what_to_show: u32, filter: Option<JsObject>) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        crate::host::in_doc_realm(ctx, doc, |ctx| crate::dom::nodeiterator::create_node_iterator(ctx, root, what_to_show, filter))
    }
    /// https://dom.spec.whatwg.org/#dom-document-createtreewalker
    fn create_tree_walker(ctx: &mut Context, this: &JsObject, root: JsObject, what_to_show: u32, filter: Option<JsObject>) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        crate::host::in_doc_realm(ctx, doc, |ctx| crate::dom::treewalker::create_tree_walker(ctx, root, what_to_show, filter))
    }
    fn create_comment(ctx: &mut Context, this: &JsObject, data: JsString) -> JsResult<JsObject> {
        let d = data.to_std_string_lossy();
        create(ctx, this, |t| Ok(t.create_comment(&d)))
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-location:
    /// the Window's Location if the document is its Window's (fully active), else null.
    fn get_location(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let h = host(ctx);
        if !h.fully_active(doc) {
            return Ok(None);
        }
        Ok(h.objects(doc, |o| o.location.clone()).flatten())
    }
    /// https://html.spec.whatwg.org/multipage/browsers.html#dom-document-domain
    fn get_domain(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        doc_field(ctx, this, |d| d.origin.host().map(|h| h.to_string()).unwrap_or_default())
    }
    fn set_domain(ctx: &mut Context, _this: &JsObject, _value: String) -> JsResult<()> {
        Err(dom_exception(ctx, "SecurityError", "Setting document.domain is not supported"))
    }
    fn get_referrer(_: &mut Context, _this: &JsObject) -> JsResult<String> {
        Ok(String::new())
    }
    fn get_cookie(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        crate::html::cookie::get_cookie(ctx, this)
    }
    fn set_cookie(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        crate::html::cookie::set_cookie(ctx, this, value)
    }
    fn get_fg_color(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        body_attribute(ctx, this, "text")
    }
    fn set_fg_color(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_body_attribute(ctx, this, "text", value)
    }
    fn get_link_color(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        body_attribute(ctx, this, "link")
    }
    fn set_link_color(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_body_attribute(ctx, this, "link", value)
    }
    fn get_vlink_color(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        body_attribute(ctx, this, "vlink")
    }
    fn set_vlink_color(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_body_attribute(ctx, this, "vlink", value)
    }
    fn get_alink_color(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        body_attribute(ctx, this, "alink")
    }
    fn set_alink_color(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_body_attribute(ctx, this, "alink", value)
    }
    fn get_bg_color(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        body_attribute(ctx, this, "bgcolor")
    }
    fn set_bg_color(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_body_attribute(ctx, this, "bgcolor", value)
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-anchors
    fn get_anchors(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        tree_accessor(ctx, this, "anchors", runtime::html::tree_accessors::document_anchors)
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-applets
    fn get_applets(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        tree_accessor(ctx, this, "applets", runtime::html::tree_accessors::document_applets)
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-clear: does nothing.
    fn clear(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-captureevents: does nothing.
    fn capture_events(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-releaseevents: does nothing.
    fn release_events(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-open
    fn open(ctx: &mut Context, this: &JsObject, _unused1: Option<JsString>, _unused2: Option<JsString>) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        crate::html::dynamic_markup_insertion::document_open_steps(ctx, doc)?;
        Ok(this.clone())
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-open-window
    fn open_with_url(ctx: &mut Context, this: &JsObject, url: String, name: JsString, features: JsString) -> JsResult<Option<JsObject>> {
        // 1. If this is not fully active, then throw an "InvalidAccessError" DOMException.
        let doc = node_ref(this)?.doc;
        let window = host(ctx).objects(doc, |o| o.window.clone()).flatten();
        let Some(window) = window.filter(|_| host(ctx).fully_active(doc)) else {
            return Err(dom_exception(ctx, "InvalidAccessError", "The document is not fully active."));
        };
        // 2. Return the result of running the window open steps with url, name, and features.
        <crate::html::window::Window as crate::generated::WindowMethods>::open(ctx, &window, url, name, features)
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-close
    fn close(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let doc = node_ref(this)?.doc;
        crate::html::dynamic_markup_insertion::close(ctx, doc)
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-write
    fn write(ctx: &mut Context, this: &JsObject, text: Vec<JsString>) -> JsResult<()> {
        let doc = node_ref(this)?.doc;
        let text: String = text.iter().map(JsString::to_std_string_lossy).collect();
        crate::html::dynamic_markup_insertion::document_write_steps(ctx, doc, &text)
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-writeln
    fn writeln(ctx: &mut Context, this: &JsObject, text: Vec<JsString>) -> JsResult<()> {
        let doc = node_ref(this)?.doc;
        let mut text: String = text.iter().map(JsString::to_std_string_lossy).collect();
        text.push('\n');
        crate::html::dynamic_markup_insertion::document_write_steps(ctx, doc, &text)
    }
    fn get_ready_state(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        doc_field(ctx, this, |d| d.readiness.as_str().to_string())
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-currentscript:
    /// the classic script element running, set by HTML's "execute the script element".
    fn get_current_script(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let node = host(ctx).current_script.borrow().get(&doc).copied();
        crate::dom::node::wrap_opt(ctx, doc, node)
    }
    fn get_title(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, _| t.title())?.1))
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#document.title (setter, HTML documents).
    fn set_title(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let v = value.to_std_string_lossy();
        let (_, r) = with_tree(ctx, this, |t, _| -> Result<(), runtime::dom::DomError> {
            let el = match t.title_element() {
                Some(e) => e,
                None => {
                    let Some(head) = t.head() else { return Ok(()) };
                    let e = t.create_element("title")?;
                    t.append_child(head, e)?;
                    e
                }
            };
            t.set_text_content(el, Some(&v))
        })?;
        r.map_err(|e| dom_error(ctx, e))
    }
    fn get_body(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, b) = with_tree(ctx, this, |t, _| t.body())?;
        wrap_opt(ctx, doc, b)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-body (setter)
    fn set_body(ctx: &mut Context, this: &JsObject, value: Option<JsObject>) -> JsResult<()> {
        // 1. If the new value is not a body or frameset element, throw a "HierarchyRequestError".
        let new = match &value {
            Some(v) => Some(node_ref(v)?),
            None => None,
        };
        let is_body_or_frameset = match new {
            Some(n) => crate::dom::node::tree_of(ctx, n.doc)?.borrow().element(n.node).is_some_and(|e| e.is_html("body") || e.is_html("frameset")),
            None => false,
        };
        let (Some(value), Some(new), true) = (value, new, is_body_or_frameset) else {
            return Err(dom_exception(ctx, "HierarchyRequestError", "The new body must be a body or frameset element."));
        };
        let (doc, (body, parent, root)) = with_tree(ctx, this, |t, _| {
            let body = t.body();
            (body, body.and_then(|b| t.parent(b)), t.document_element())
        })?;
        // 2. If the new value is the same as the body element, return.
        if new.doc == doc && Some(new.node) == body {
            return Ok(());
        }
        // 3. If the body element is not null, replace the body element with
        //    the new value within the body element's parent and return.
        if let (Some(body), Some(parent)) = (body, parent) {
            return crate::dom::node::replace(ctx, &value, NodeRef { doc, node: parent }, NodeRef { doc, node: body });
        }
        // 4. If there is no document element, throw a "HierarchyRequestError".
        let Some(root) = root else {
            return Err(dom_exception(ctx, "HierarchyRequestError", "The document has no document element to append a body to."));
        };
        // 5. The body element is null, but there is a document element:
        //    append the new value to the document element.
        crate::dom::node::pre_insert(ctx, &value, NodeRef { doc, node: root }, None)
    }
    fn get_head(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, h) = with_tree(ctx, this, |t, _| t.head())?;
        wrap_opt(ctx, doc, h)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-forms:
    /// the document's form elements, live, the same object on every call.
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-images
    fn get_images(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        tree_accessor(ctx, this, "images", runtime::html::tree_accessors::document_images)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-embeds
    fn get_embeds(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        tree_accessor(ctx, this, "embeds", runtime::html::tree_accessors::document_embeds)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-plugins:
    /// the same object as `embeds`.
    fn get_plugins(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        tree_accessor(ctx, this, "embeds", runtime::html::tree_accessors::document_embeds)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-links
    fn get_links(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        tree_accessor(ctx, this, "links", runtime::html::tree_accessors::document_links)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-scripts
    fn get_scripts(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        tree_accessor(ctx, this, "scripts", runtime::html::tree_accessors::document_scripts)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-getelementsbyname:
    /// a live NodeList (a new one on each call; Chromium returns the same one for a name).
    fn get_elements_by_name(ctx: &mut Context, this: &JsObject, element_name: JsString) -> JsResult<JsObject> {
        let filter = crate::dom::htmlcollection::Filter::Custom { select: runtime::html::tree_accessors::elements_by_name, key: element_name.to_std_string_lossy() };
        crate::webidl::reflect::reflect(ctx, crate::generated::Interface::NodeList, crate::webidl::kind::DomKind::Collection { root: this.clone(), filter })
    }
    fn get_forms(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "forms", |ctx| {
            let filter = crate::dom::htmlcollection::Filter::Custom { select: runtime::html::forms::form_owner::document_forms, key: String::new() };
            crate::dom::htmlcollection::live(ctx, this, filter)
        })
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-defaultview:
    /// the WindowProxy of the document's browsing context, if it has one.
    fn get_default_view(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let h = host(ctx);
        let nav = {
            let ua = h.ua();
            ua.has_browsing_context(doc).then(|| ua.document(doc).and_then(|d| d.navigable)).flatten()
        };
        let window_proxy = h.hooks.window_proxy;
        nav.map(|n| window_proxy(ctx, n)).transpose()
    }
    /// https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint: no
    /// element has a box, so no box is hit (see `crate::cssom_view`).
    fn element_from_point(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-document-elementsfrompoint
    fn elements_from_point(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<Vec<JsObject>> {
        Ok(Vec::new())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-document-scrollingelement: the
    /// root element, or in quirks mode the body.
    fn get_scrolling_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (d, n) = with_tree(ctx, this, |t, _| {
            if t.quirks_mode() == html5ever::tree_builder::QuirksMode::Quirks {
                t.body()
            } else {
                t.document_element()
            }
        })?;
        wrap_opt(ctx, d, n)
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-document-hasfocus
    fn has_focus(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        let doc = node_ref(this)?.doc;
        Ok(crate::html::focus::has_focus_steps(ctx, doc))
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement:
    /// the focused element (HTML's focus keeps it in the document's objects),
    /// else the body, else the document element.
    fn get_active_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = node_ref(this)?.doc;
        let h = host(ctx);
        if let Some(f) = h.objects(doc, |o| o.focused.clone()).flatten() {
            // https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement
            // steps 2-4: the focused element retargeted against the document
            // (the host of the outermost shadow tree that holds it).
            let candidate = node_ref(&f).ok().filter(|r| r.doc == doc).and_then(|r| {
                h.doc(doc, |d| {
                    let t = d.tree.borrow();
                    let candidate = t.retarget(r.node, t.document());
                    (t.is_connected(r.node) && t.root_of(candidate) == t.document()).then_some(candidate)
                })
                .flatten()
            });
            if let Some(c) = candidate {
                return wrap_opt(ctx, doc, Some(c));
            }
        }
        let (d, n) = with_tree(ctx, this, |t, _| t.body().or_else(|| t.document_element()))?;
        wrap_opt(ctx, d, n)
    }
    fn get_element_by_id(ctx: &mut Context, this: &JsObject, id: JsString) -> JsResult<Option<JsObject>> {
        let id = id.to_std_string_lossy();
        let (doc, e) = with_tree(ctx, this, |t, n| t.get_element_by_id(n, &id))?;
        wrap_opt(ctx, doc, e)
    }
    parent_node_methods!();
    /// https://webmachinelearning.github.io/webmcp/#dom-document-modelcontext
    /// ([SameObject]: created with the document, on first access).
    fn get_model_context(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let doc = node_ref(this)?.doc;
        let model_context = host(ctx).hooks.model_context;
        model_context(ctx, doc)
    }
}

/// A [SameObject] live HTMLCollection of the document, kept under `name`,
/// holding what `select` gives.
/// https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-fgcolor
/// and the other colours: the `body` element's attribute `name` (the empty
/// string when the body is not a `body` element).
fn body_attribute(ctx: &mut Context, this: &JsObject, name: &str) -> JsResult<JsString> {
    let (_, value) = with_tree(ctx, this, |t, _| {
        t.body().filter(|&b| t.element(b).is_some_and(|e| e.is_html("body"))).and_then(|b| t.attribute(b, name).map(str::to_string))
    })?;
    Ok(JsString::from(value.unwrap_or_default()))
}

/// Sets the `body` element's attribute `name` (nothing without one).
fn set_body_attribute(ctx: &mut Context, this: &JsObject, name: &str, value: JsString) -> JsResult<()> {
    let (doc, body) = with_tree(ctx, this, |t, _| t.body().filter(|&b| t.element(b).is_some_and(|e| e.is_html("body"))))?;
    let Some(body) = body else { return Ok(()) };
    let body = wrap(ctx, doc, body)?;
    crate::dom::element::set_attribute(ctx, &body, name, &value.to_std_string_lossy())
}

fn tree_accessor(ctx: &mut Context, this: &JsObject, name: &'static str, select: crate::dom::htmlcollection::Select) -> JsResult<JsObject> {
    crate::webidl::reflect::same_object(ctx, this, name, |ctx| {
        let filter = crate::dom::htmlcollection::Filter::Custom { select, key: String::new() };
        crate::dom::htmlcollection::live(ctx, this, filter)
    })
}
