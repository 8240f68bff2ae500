//! https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmliframeelement
//!
//! The content attributes are reflected; the child navigable itself lives in
//! `crate::html::navigable`.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::HTMLIFrameElementMethods;

pub struct HTMLIFrameElement;

impl HTMLIFrameElementMethods for HTMLIFrameElement {
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-media-getsvgdocument:
    /// the content document if it is an SVG document, which documents here
    /// never are.
    fn get_svg_document(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentdocument:
    /// null unless the content document is same origin with the iframe's node document.
    fn get_content_document(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let Some(child) = child_doc(ctx, this)? else { return Ok(None) };
        let parent = crate::dom::node::node_ref(this)?.doc;
        let h = crate::host::host(ctx);
        // Same origin, and so (origin-keyed clusters) in this agent.
        let local = h.doc(child, |d| d.agent == h.agent).unwrap_or(false);
        if !local || !h.same_origin(parent, child) {
            return Ok(None);
        }
        let Some(root) = h.doc(child, |d| d.tree.borrow().document()) else { return Ok(None) };
        crate::dom::node::wrap(ctx, child, root).map(Some)
    }
    fn get_content_window(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let r = crate::dom::node::node_ref(this)?;
        let nav = crate::host::host(ctx).ua().child_navigable_of_container(r.doc, r.node);
        nav.map(|n| crate::html::window_proxy::get(ctx, n)).transpose()
    }
}

/// The active document of the iframe's child navigable, if it has one.
fn child_doc(ctx: &Context, this: &JsObject) -> JsResult<Option<crate::host::DocId>> {
    let r = crate::dom::node::node_ref(this)?;
    let h = crate::host::host(ctx);
    let ua = h.ua();
    Ok(ua.child_navigable_of_container(r.doc, r.node).and_then(|n| ua.navigable(n)).map(|n| n.active_document))
}
