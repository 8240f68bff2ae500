//! The Window members that make sense across origins, on ids: the IDL
//! getters `window`, `self`, `frames`, `top`, `parent`, `opener`, `length`,
//! `closed`, `location`, and `close()`, `postMessage()` and Location
//! navigation. The Window interface and the cross-origin functions of
//! `crate::html::cross_origin` both call these, so a script gets the same
//! behaviour whether the other Window is in its agent or not.

use boa_engine::{js_string, Context, JsObject, JsResult, JsValue};
use runtime::html::event_loop::TaskSource;
use runtime::html::structured_data::Serialized;
use runtime::html::NavigableId;

use crate::webidl::exception::dom_exception;
use crate::host::{host, DocId, Ua};

fn proxy_value(ctx: &mut Context, nav: Option<NavigableId>) -> JsResult<JsValue> {
    match nav {
        Some(n) => Ok(crate::html::window_proxy::get(ctx, n)?.into()),
        None => Ok(JsValue::null()),
    }
}

/// The getter of the Window attribute `name`, for the Window of `nav`'s
/// active document, as the running script sees it.
pub fn window_attribute(ctx: &mut Context, nav: NavigableId, name: &str) -> JsResult<JsValue> {
    let h = host(ctx);
    let (destroyed, parent, top, opener, closing, active) = {
        let ua = h.ua();
        let Some(n) = ua.navigable(nav) else { return Ok(JsValue::null()) };
        let opener = ua.navigable(ua.traversable_of(nav)).and_then(|t| t.opener).filter(|o| ua.navigable(*o).is_some_and(|o| !o.destroyed));
        (n.destroyed, n.parent, ua.traversable_of(nav), opener, n.is_closing, n.active_document)
    };
    match name {
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window
        "window" | "self" | "frames" => Ok(crate::html::window_proxy::get(ctx, nav)?.into()),
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-top:
        // null for a discarded navigable, else its traversable's WindowProxy.
        "top" => proxy_value(ctx, (!destroyed).then_some(top)),
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-parent
        "parent" => proxy_value(ctx, (!destroyed).then(|| parent.unwrap_or(nav))),
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-opener
        "opener" => proxy_value(ctx, if destroyed { None } else { opener }),
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-length
        "length" => {
            let n = if destroyed { 0 } else { h.ua().document_tree_child_navigables(active).len() };
            Ok(JsValue::from(n as u32))
        }
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-closed
        "closed" => Ok(JsValue::from(destroyed || closing)),
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location
        "location" => Ok(location_for(ctx, active)?.into()),
        _ => Err(crate::webidl::convert::type_error(format!("'{name}' is not a Window attribute"))),
    }
}

/// The Location object of `doc` as the running script sees it: the
/// document's own Location when the script is same origin with it and in
/// its agent, else this agent's cross-origin Location for it.
pub fn location_for(ctx: &mut Context, doc: DocId) -> JsResult<JsObject> {
    let h = host(ctx);
    let accessor = crate::host::incumbent_doc(ctx);
    let local = h.doc(doc, |d| d.agent == h.agent).unwrap_or(false);
    if local && h.same_origin(accessor, doc) {
        crate::html::document_load::initialize_document_objects(ctx, doc)?;
        if let Some(l) = h.objects(doc, |o| o.location.clone()).flatten() {
            return Ok(l);
        }
    }
    crate::html::window_proxy::cross_origin_location(ctx, doc)
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-close
/// for the Window of `nav`: a top-level traversable that script opened
/// closes in a later task; others stay.
pub fn close(ctx: &mut Context, nav: NavigableId) {
    let h = host(ctx);
    let mut ua = h.ua_mut();
    // 1-3. Only a script-closable top-level traversable closes.
    let closable = ua.navigable(nav).is_some_and(|n| n.parent.is_none() && n.script_closable && !n.destroyed);
    if !closable {
        return;
    }
    // 4. Set its is closing to true, and queue a task to close it.
    if let Some(n) = ua.navigable_mut(nav) {
        n.is_closing = true;
    }
    ua.queue_parallel(Box::new(move |ua: &mut Ua| {
        // https://html.spec.whatwg.org/multipage/document-sequences.html#close-a-top-level-traversable
        if let Some(doc) = ua.navigable(nav).map(|n| n.active_document) {
            crate::html::navigable::unload_document(ua, doc);
        }
        ua.destroy_navigable(nav);
    }));
}

/// `postMessage(message, targetOrigin)` or `postMessage(message, options)`
/// on the Window of `nav`'s active document.
pub fn post_message_to_navigable(ctx: &mut Context, nav: NavigableId, message: JsValue, options: &JsValue) -> JsResult<()> {
    let Some(doc) = host(ctx).ua().navigable(nav).map(|n| n.active_document) else { return Ok(()) };
    // https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage-options:
    // a string is the targetOrigin; a dictionary carries it (default "/").
    let target_origin = match options.as_object() {
        Some(o) if !options.is_string() => {
            let v = o.get(js_string!("targetOrigin"), ctx)?;
            if v.is_undefined() { String::from("/") } else { v.to_string(ctx)?.to_std_string_lossy() }
        }
        _ if options.is_undefined() => String::from("/"),
        _ => options.to_string(ctx)?.to_std_string_lossy(),
    };
    window_post_message_steps(ctx, doc, message, &target_origin)
}

/// https://html.spec.whatwg.org/multipage/web-messaging.html#window-post-message-steps
/// for the Window of document `target`: the message is serialized here, in
/// the sender's agent, and deserialized in the target's.
pub fn window_post_message_steps(ctx: &mut Context, target: DocId, message: JsValue, target_origin: &str) -> JsResult<()> {
    let h = host(ctx);
    // 1. Let targetRealm be targetWindow's realm.
    // 2. Let incumbentSettings be the incumbent settings object.
    let incumbent = crate::host::incumbent_doc(ctx);
    let origin = h.doc(incumbent, |d| d.origin.clone()).ok_or_else(|| crate::webidl::convert::type_error("no incumbent document"))?;
    // 3-5. targetOrigin: "/" is the incumbent's origin; "*" any; else a URL's origin (failure: SyntaxError).
    let wanted = match target_origin {
        "*" => None,
        "/" => Some(origin.clone()),
        other => match url::Url::parse(other) {
            Ok(u) => Some(runtime::html::origin::Origin::from_url(&u)),
            Err(_) => return Err(dom_exception(ctx, "SyntaxError", &format!("'{other}' is not a valid target origin."))),
        },
    };
    // 6. Let transfer be options["transfer"] (none: webmcp transfers nothing).
    // 7. Let serializeWithTransferResult be StructuredSerializeWithTransfer(message, transfer).
    let data = crate::html::structured_clone::structured_serialize(ctx, &message)?;
    // The source: the incumbent's navigable, whose WindowProxy the receiver gets.
    let source = h.ua().navigable_of(incumbent);
    let origin = origin.serialize();
    // 8. Queue a global task on the posted message task source given targetWindow:
    h.queue_parallel(Box::new(move |ua: &mut Ua| {
        // 8.1. If the targetOrigin argument is not "*" and targetWindow's
        //      associated Document's origin is not same origin with it, return.
        let target_origin_now = ua.document(target).map(|d| d.origin.clone());
        if let (Some(w), Some(t)) = (&wanted, &target_origin_now) {
            if !runtime::html::origin::same_origin(w, t) {
                return;
            }
        }
        ua.queue_global_task(target, TaskSource::PostedMessage, Box::new(move |ctx: &mut Context| deliver_message(ctx, target, &data, origin, source)));
    }));
    Ok(())
}

/// Steps 8.2-8.7 of the window post message steps, in the target's agent:
/// deserialize in the target's realm and fire `message` at its Window.
fn deliver_message(ctx: &mut Context, target: DocId, data: &Serialized, origin: String, source: Option<NavigableId>) {
    let h = host(ctx);
    let Some(window) = h.objects(target, |o| o.window.clone()).flatten() else { return };
    crate::host::in_doc_realm(ctx, target, |ctx| {
        // 8.4. Let deserializeRecord be StructuredDeserializeWithTransfer(serializeWithTransferResult, targetRealm).
        //      An exception fires messageerror (webmcp's serialization never produces one).
        let Ok(value) = crate::html::structured_clone::structured_deserialize(ctx, data) else { return };
        // The source: the sender's WindowProxy in this agent.
        let src = match source {
            Some(n) => crate::html::window_proxy::get(ctx, n).map(JsValue::from).unwrap_or_else(|_| JsValue::null()),
            None => JsValue::null(),
        };
        // 8.7. Fire an event named message at targetWindow, using MessageEvent.
        if let Ok(ev) = crate::dom::event::create(ctx, crate::generated::Interface::MessageEvent, "message", false, false, |d| {
            d.values = vec![value, src];
            d.strings = vec![origin, String::new()];
        }) {
            crate::dom::eventtarget::fire_event(ctx, &window, &ev);
        }
    });
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href
/// (setter) and `replace()`: parse `url` relative to the entry document,
/// then Location-object navigate `doc`'s navigable.
pub fn location_navigate(ctx: &mut Context, doc: DocId, url: &str, replace: bool) -> JsResult<()> {
    let h = host(ctx);
    // 1. If this's relevant Document is null, then return.
    if !h.ua().has_browsing_context(doc) {
        return Ok(());
    }
    // 2. Let url be the result of encoding-parsing a URL given the given
    //    value, relative to the entry settings object.
    let entry = crate::host::incumbent_doc(ctx);
    let base = crate::html::urls::document_base_url(ctx, entry).ok_or_else(|| crate::webidl::convert::type_error("no entry document"))?;
    let Ok(target) = base.join(url) else {
        // 3. If url is failure, then throw a "SyntaxError" DOMException.
        return Err(dom_exception(ctx, "SyntaxError", &format!("'{url}' is not a valid URL.")));
    };
    // 4. Location-object navigate this to url.
    let _ = crate::html::navigable::location_object_navigate(ctx, entry, doc, target, replace);
    Ok(())
}
