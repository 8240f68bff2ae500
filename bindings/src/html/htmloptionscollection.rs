//! https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection:
//! `select.options`, a live view of the select's list of options, through
//! which script can add, remove and replace options.

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::forms::select;

use crate::dom::htmlcollection::Filter;
use crate::dom::node::{node_ref, with_tree, wrap};
use crate::generated::{
    HTMLElementOrLong, HTMLOptionElementOrHTMLOptGroupElement, HTMLOptionsCollectionMethods, Interface, NodeMethods,
};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, same_object, DomObject};

pub struct HTMLOptionsCollection;

fn list_of_options(t: &runtime::dom::Tree, select: runtime::dom::NodeId, _: &str) -> Vec<runtime::dom::NodeId> {
    select::options(t, select)
}

/// The `options` collection of `select` (its wrapper), the same object on
/// every call.
pub fn of(ctx: &mut Context, select: &JsObject) -> JsResult<JsObject> {
    same_object(ctx, select, "options", |ctx| {
        let filter = Filter::Custom { select: list_of_options, key: String::new() };
        reflect(ctx, Interface::HTMLOptionsCollection, DomKind::Collection { root: select.clone(), filter })
    })
}

/// The select element the collection is rooted at.
fn root(this: &JsObject) -> JsResult<JsObject> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not an HTMLOptionsCollection"))?;
    match &d.kind {
        DomKind::Collection { root, .. } => Ok(root.clone()),
        _ => Err(crate::webidl::convert::type_error("not an HTMLOptionsCollection")),
    }
}

/// The options of the select `select` (a wrapper), as wrappers.
fn options(ctx: &mut Context, select: &JsObject) -> JsResult<Vec<JsObject>> {
    let (doc, ids) = with_tree(ctx, select, |t, n| select::options(t, n))?;
    ids.into_iter().map(|id| wrap(ctx, doc, id)).collect()
}

/// A new `option` element with no attributes and no children, in the
/// select's node document.
fn new_option(ctx: &mut Context, select: &JsObject) -> JsResult<JsObject> {
    let (doc, r) = with_tree(ctx, select, |t, _| t.create_element("option"))?;
    let id = r.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
    wrap(ctx, doc, id)
}

/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-length
/// (setter), for the select `select`.
pub fn set_length(ctx: &mut Context, select: &JsObject, value: u32) -> JsResult<()> {
    let current = options(ctx, select)?;
    let length = current.len() as u32;
    if value > length {
        // 1. If value is greater than 100,000, then return (a cap on what a
        //    page can make the engine allocate).
        if value > 100_000 {
            return Ok(());
        }
        // 2. Otherwise append (value - length) new option elements, with no
        //    attributes and no children, to the select element.
        let fragment = {
            let (doc, f) = with_tree(ctx, select, |t, _| t.create_document_fragment())?;
            wrap(ctx, doc, f)?
        };
        for _ in length..value {
            let o = new_option(ctx, select)?;
            <crate::dom::node::Node as NodeMethods>::append_child(ctx, &fragment, o)?;
        }
        <crate::dom::node::Node as NodeMethods>::append_child(ctx, select, fragment)?;
    } else {
        // Smaller: the last (length - value) nodes of the collection are
        // removed from their parents.
        for o in current.into_iter().skip(value as usize) {
            crate::dom::child_node::remove(ctx, &o)?;
        }
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-add
/// for the select `select`.
pub fn add(ctx: &mut Context, select: &JsObject, element: HTMLOptionElementOrHTMLOptGroupElement, before: Option<HTMLElementOrLong>) -> JsResult<()> {
    let element = match element {
        HTMLOptionElementOrHTMLOptGroupElement::HTMLOptionElement(e) | HTMLOptionElementOrHTMLOptGroupElement::HTMLOptGroupElement(e) => e,
    };
    let sel = node_ref(select)?;
    let el = node_ref(&element)?;
    // 1. If element is an ancestor of the select element, throw a "HierarchyRequestError".
    let is_ancestor = el.doc == sel.doc && with_tree(ctx, select, |t, s| t.ancestors(s).any(|a| a == el.node))?.1;
    if is_ancestor {
        return Err(dom_exception(ctx, "HierarchyRequestError", "The new element is an ancestor of the select element."));
    }
    // 2. If before is an element that is not a descendant of the select
    //    element, throw a "NotFoundError".
    let before_node = match &before {
        Some(HTMLElementOrLong::HTMLElement(b)) => {
            let br = node_ref(b)?;
            let inside = br.doc == sel.doc && with_tree(ctx, select, |t, s| t.ancestors(br.node).any(|a| a == s))?.1;
            if !inside {
                return Err(dom_exception(ctx, "NotFoundError", "The node before which the new node is to be inserted is not in this select element."));
            }
            // 3. If element and before are the same element, return.
            if br == el {
                return Ok(());
            }
            Some(b.clone())
        }
        // 4. An integer: the beforeth node of the collection, if any.
        Some(HTMLElementOrLong::Long(i)) => {
            let list = options(ctx, select)?;
            usize::try_from(*i).ok().and_then(|i| list.get(i).cloned())
        }
        None => None,
    };
    // 5. The parent: the reference's parent, or the select element.
    let parent = match &before_node {
        Some(r) => {
            let rr = node_ref(r)?;
            let p = with_tree(ctx, r, |t, n| t.parent(n))?.1;
            match p {
                Some(p) => wrap(ctx, rr.doc, p)?,
                None => select.clone(),
            }
        }
        None => select.clone(),
    };
    // 6. Pre-insert element into parent before reference.
    <crate::dom::node::Node as NodeMethods>::insert_before(ctx, &parent, element, before_node)?;
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-remove
/// for the select `select`.
pub fn remove(ctx: &mut Context, select: &JsObject, index: i32) -> JsResult<()> {
    let list = options(ctx, select)?;
    // 1-2. An empty collection, or an index out of range: nothing.
    let Some(element) = usize::try_from(index).ok().and_then(|i| list.get(i)) else { return Ok(()) };
    // 3-4. Remove the indexth element from its parent.
    crate::dom::child_node::remove(ctx, element)
}

impl HTMLOptionsCollectionMethods for HTMLOptionsCollection {
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        let select = root(this)?;
        Ok(options(ctx, &select)?.len() as u32)
    }
    fn set_length(ctx: &mut Context, this: &JsObject, value: u32) -> JsResult<()> {
        let select = root(this)?;
        set_length(ctx, &select, value)
    }
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-setter
    fn indexed_setter(ctx: &mut Context, this: &JsObject, index: u32, value: Option<JsObject>) -> JsResult<()> {
        let select = root(this)?;
        // 1. If value is null, invoke the steps for remove with index; return.
        let Some(value) = value else {
            return remove(ctx, &select, i32::try_from(index).unwrap_or(-1));
        };
        // 2-3. Let length be the number of nodes; n is index minus length.
        let list = options(ctx, &select)?;
        let length = list.len() as u64;
        let n = i64::from(index) - length as i64;
        if n > 0 {
            // 4. Append a DocumentFragment of new option elements, one for
            //    each index from length to index - 1, so that value lands at
            //    index (as the WPT and browsers have it); a cap on what a page
            //    can make the engine allocate, as for `length`.
            if n > 100_000 {
                return Ok(());
            }
            let fragment = {
                let (doc, f) = with_tree(ctx, &select, |t, _| t.create_document_fragment())?;
                wrap(ctx, doc, f)?
            };
            for _ in 0..n {
                let o = new_option(ctx, &select)?;
                <crate::dom::node::Node as NodeMethods>::append_child(ctx, &fragment, o)?;
            }
            <crate::dom::node::Node as NodeMethods>::append_child(ctx, &select, fragment)?;
        }
        if n >= 0 {
            // 5. Append value to the select element.
            <crate::dom::node::Node as NodeMethods>::append_child(ctx, &select, value)?;
        } else {
            // Otherwise replace the indexth element of the collection by value.
            let old = list[index as usize].clone();
            let (doc, parent) = with_tree(ctx, &old, |t, n| t.parent(n))?;
            if let Some(p) = parent {
                let parent = wrap(ctx, doc, p)?;
                <crate::dom::node::Node as NodeMethods>::replace_child(ctx, &parent, value, old)?;
            }
        }
        Ok(())
    }
    fn add(ctx: &mut Context, this: &JsObject, element: HTMLOptionElementOrHTMLOptGroupElement, before: Option<HTMLElementOrLong>) -> JsResult<()> {
        let select = root(this)?;
        add(ctx, &select, element, before)
    }
    fn remove(ctx: &mut Context, this: &JsObject, index: i32) -> JsResult<()> {
        let select = root(this)?;
        remove(ctx, &select, index)
    }
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-selectedindex:
    /// the select's `selectedIndex`.
    fn get_selected_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        let select = root(this)?;
        Ok(with_tree(ctx, &select, |t, n| select::selected_index(t, n))?.1 as i32)
    }
    fn set_selected_index(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        let select = root(this)?;
        with_tree(ctx, &select, |t, n| select::set_selected_index(t, n, i64::from(value)))?;
        Ok(())
    }
}
