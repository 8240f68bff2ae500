//! https://dom.spec.whatwg.org/#interface-htmlcollection: live collections
//! (`children`, `getElementsByTagName`, `getElementsByClassName`) that
//! filter a root's descendants again on every access, and static ones
//! (snapshots made by the engine itself).

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::NodeId;

use crate::dom::node::{with_tree, wrap};
use crate::generated::{HTMLCollectionMethods, Interface};
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct HTMLCollection;

/// The elements of a collection another specification defines (HTML's
/// `document.forms`, `form.elements`, `select.options`...): a function of
/// the tree, the root and a key (a name for a RadioNodeList, else empty).
pub type Select = fn(&runtime::dom::Tree, NodeId, &str) -> Vec<NodeId>;

/// Which elements of the root a live collection holds.
#[derive(Clone, Debug)]
pub enum Filter {
    /// The root's element children (https://dom.spec.whatwg.org/#dom-parentnode-children).
    Children,
    /// All the root's children (a NodeList: https://dom.spec.whatwg.org/#dom-node-childnodes).
    ChildNodes,
    /// https://dom.spec.whatwg.org/#concept-getelementsbytagnamens
    TagNameNS(Option<String>, String),
    /// https://dom.spec.whatwg.org/#concept-getelementsbytagname
    TagName(String),
    /// https://dom.spec.whatwg.org/#concept-getelementsbyclassname: the class names, parsed.
    ClassNames(Vec<String>),
    /// A collection another specification defines by its own algorithm (a
    /// table's rows, a map's areas): the elements it gives for the root,
    /// in the collection's order.
    Computed(fn(&runtime::dom::Tree, NodeId) -> Vec<NodeId>),
    /// The elements `select` gives for the root and the key.
    Custom { select: Select, key: String },
}

/// A live HTMLCollection of `root` (a node's wrapper).
pub fn live(ctx: &mut Context, root: &JsObject, filter: Filter) -> JsResult<JsObject> {
    reflect(ctx, Interface::HTMLCollection, DomKind::Collection { root: root.clone(), filter })
}

/// The elements (nodes, for a NodeList) the collection holds now, in tree order.
pub fn elements(ctx: &Context, this: &JsObject) -> JsResult<Option<(crate::host::DocId, Vec<NodeId>)>> {
    let Some(d) = this.downcast_ref::<DomObject>() else { return Ok(None) };
    let DomKind::Collection { root, filter } = &d.kind else { return Ok(None) };
    let (root, filter) = (root.clone(), filter.clone());
    drop(d);
    let (doc, nodes) = with_tree(ctx, &root, |t, n| match &filter {
        Filter::Children => t.element_children(n).collect(),
        Filter::ChildNodes => t.children(n).collect(),
        Filter::TagNameNS(ns, local) => t.elements_by_tag_name_ns(n, ns.as_deref(), local),
        Filter::Computed(elements) => elements(t, n),
        Filter::Custom { select, key } => select(t, n, key),
        Filter::TagName(q) => t.elements_by_tag_name(n, q),
        Filter::ClassNames(classes) => {
            if classes.is_empty() {
                return Vec::new();
            }
            let quirks = t.quirks_mode() == html5ever::tree_builder::QuirksMode::Quirks;
            t.descendants(n)
                .filter(|e| {
                    let Some(own) = t.attribute(*e, "class") else { return false };
                    let own: Vec<&str> = own.split(crate::dom::domtokenlist::is_ascii_whitespace).filter(|s| !s.is_empty()).collect();
                    classes.iter().all(|c| own.iter().any(|o| if quirks { o.eq_ignore_ascii_case(c) } else { o == c }))
                })
                .collect()
        }
    })?;
    Ok(Some((doc, nodes)))
}

fn length(ctx: &Context, this: &JsObject) -> JsResult<u32> {
    match elements(ctx, this)? {
        Some((_, v)) => Ok(v.len() as u32),
        None => Ok(crate::dom::nodelist::items(this).len() as u32),
    }
}

impl HTMLCollectionMethods for HTMLCollection {
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        length(ctx, this)
    }
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        match elements(ctx, this)? {
            Some((doc, v)) => v.get(index as usize).map(|n| wrap(ctx, doc, *n)).transpose(),
            None => Ok(crate::dom::nodelist::items(this).get(index as usize).cloned()),
        }
    }
    /// https://dom.spec.whatwg.org/#dom-htmlcollection-nameditem
    fn named_item(ctx: &mut Context, this: &JsObject, key: JsString) -> JsResult<Option<JsObject>> {
        let key = key.to_std_string_lossy();
        if key.is_empty() {
            return Ok(None);
        }
        let Some((doc, v)) = elements(ctx, this)? else { return Ok(None) };
        let h = crate::host::host(ctx);
        let found = h.doc(doc, |d| {
            let t = d.tree.borrow();
            v.iter().copied().find(|e| {
                t.attribute(*e, "id") == Some(key.as_str())
                    || (t.element(*e).is_some_and(|el| *el.namespace() == html5ever::ns!(html)) && t.attribute(*e, "name") == Some(key.as_str()))
            })
        });
        found.flatten().map(|n| wrap(ctx, doc, n)).transpose()
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        length(ctx, this)
    }
    /// https://dom.spec.whatwg.org/#ref-for-dfn-supported-property-names
    fn supported_property_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>> {
        let Some((doc, v)) = elements(ctx, this)? else { return Ok(Vec::new()) };
        let h = crate::host::host(ctx);
        let names = h.doc(doc, |d| {
            let t = d.tree.borrow();
            let mut out: Vec<String> = Vec::new();
            for e in &v {
                if let Some(id) = t.attribute(*e, "id").filter(|s| !s.is_empty()) {
                    if !out.iter().any(|o| o == id) {
                        out.push(id.to_string());
                    }
                }
                let html = t.element(*e).is_some_and(|el| *el.namespace() == html5ever::ns!(html));
                if let Some(name) = t.attribute(*e, "name").filter(|s| html && !s.is_empty()) {
                    if !out.iter().any(|o| o == name) {
                        out.push(name.to_string());
                    }
                }
            }
            out
        });
        Ok(names.unwrap_or_default().into_iter().map(JsString::from).collect())
    }
}
