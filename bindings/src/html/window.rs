//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
//! and the WindowOrWorkerGlobalScope mixin (timers, microtasks, structuredClone, fetch).

use boa_engine::object::builtins::JsPromise;
use boa_engine::{js_string, Context, JsObject, JsResult, JsString, JsValue};

use crate::webidl::kind::DomKind;
use crate::generated::{DOMStringOrFunction, Interface, RequestInit, RequestOrUSVString, StructuredSerializeOptions, WindowMethods};

use crate::webidl::reflect::DomObject;
use crate::host::{host, DocId};

pub struct Window;

pub fn window_doc(this: &JsObject) -> JsResult<DocId> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not a Window"))?;
    match &d.kind {
        DomKind::Window(doc) => Ok(doc.get()),
        _ => Err(crate::webidl::convert::type_error("not a Window")),
    }
}

fn field<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&runtime::html::DocumentState) -> R) -> JsResult<R> {
    let doc = window_doc(this)?;
    host(ctx).doc(doc, f).ok_or_else(|| crate::webidl::convert::type_error("no document"))
}

/// The navigable the Window's document was made for.
fn window_navigable(ctx: &Context, this: &JsObject) -> JsResult<runtime::html::NavigableId> {
    field(ctx, this, |d| d.navigable)?.ok_or_else(|| crate::webidl::convert::type_error("the Window has no browsing context"))
}

fn proxy_or_null(v: JsValue) -> Option<JsObject> {
    v.as_object()
}

/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps
/// `doc` is the global's (this Window's) document.
fn timer_initialisation_steps(ctx: &mut Context, doc: DocId, handler: DOMStringOrFunction, timeout: i32, args: Vec<JsValue>, repeat: bool, existing: Option<u32>) -> u32 {
    let h = host(ctx);
    // A Window whose document is not fully active (its iframe removed, or
    // navigated away) schedules nothing and returns 0, as Chromium does and
    // html/webappapis/timers/settimeout-setinterval-non-fully-active.html
    // asserts: its tasks would never run.
    if existing.is_none() && !h.fully_active(doc) {
        return 0;
    }
    // 2-3. The nesting level: the running task's, if it is a timer task, else 0.
    let nesting_level = h.timer_nesting_level.get();
    // 4-5. If timeout is less than 0, set timeout to 0.
    // 10. If nesting level is greater than 5, and timeout is less than 4, then set timeout to 4.
    let timeout = if nesting_level > 5 { timeout.max(4) } else { timeout.max(0) } as f64;
    let handler2 = handler.clone();
    let args2 = args.clone();
    // The timer task is a global task of this Window: it runs in its realm, and not
    // at all once its document is no longer fully active.
    let task: crate::host::Task = Box::new(move |ctx: &mut Context| {
        // 11. The task's timer nesting level is nesting level + 1.
        host(ctx).timer_nesting_level.set(nesting_level.saturating_add(1));
        crate::host::in_doc_realm(ctx, doc, |ctx| run_timer_handler(ctx, &handler2, &args2));
    });
    let id = h.ua_mut().add_timer(doc, existing, timeout, task).unwrap_or(0);
    if repeat {
        h.intervals.borrow_mut().insert(id, (handler, timeout as i32, args, doc));
    }
    id
}

fn run_timer_handler(ctx: &mut Context, handler: &DOMStringOrFunction, args: &[JsValue]) {
    let result = match handler {
        DOMStringOrFunction::Function(f) => f.call(&JsValue::undefined(), args, ctx).map(|_| ()),
        DOMStringOrFunction::DOMString(s) => {
            crate::html::script::run_classic_script(ctx, &s.to_std_string_lossy(), "timer");
            Ok(())
        }
    };
    if let Err(e) = result {
        crate::html::script::report_exception(ctx, e);
    }
}

/// Re-arms repeating timers after they ran (called by the event loop driver).
pub fn rearm_interval(ctx: &mut Context, id: u32) {
    let entry = host(ctx).intervals.borrow().get(&id).cloned();
    if let Some((handler, timeout, args, doc)) = entry {
        crate::host::in_doc_realm(ctx, doc, |ctx| timer_initialisation_steps(ctx, doc, handler, timeout, args, true, Some(id)));
    }
}

/// The Window's object of interface `iface` that has no state of its own,
/// made on first use and the same object afterwards ([SameObject]).
pub fn singleton(ctx: &mut Context, window: &JsObject, name: &'static str, iface: crate::generated::Interface) -> JsResult<JsObject> {
    let doc = window_doc(window)?;
    let h = host(ctx);
    if let Some(o) = h.objects(doc, |o| o.singletons.get(name).cloned()).flatten() {
        return Ok(o);
    }
    let o = crate::webidl::reflect::reflect_in_doc(ctx, doc, iface, DomKind::Stateless)?;
    h.objects_mut(doc, |x| x.singletons.insert(name, o.clone()));
    Ok(o)
}

impl WindowMethods for Window {
    /// https://drafts.csswg.org/cssom-view/#dom-window-innerwidth: the viewport
    /// (see `crate::cssom_view` for its size).
    fn get_inner_width(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(crate::cssom_view::VIEWPORT_WIDTH)
    }
    fn get_inner_height(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(crate::cssom_view::VIEWPORT_HEIGHT)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-window-scrollx: nothing scrolls, 0.
    fn get_scroll_x(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(0.0)
    }
    fn get_page_x_offset(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(0.0)
    }
    fn get_scroll_y(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(0.0)
    }
    fn get_page_y_offset(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(0.0)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-window-scroll: the viewport has
    /// no scrollable overflow, so every position clamps to 0 and nothing changes.
    fn scroll(_: &mut Context, _this: &JsObject, _options: crate::generated::ScrollToOptions) -> JsResult<()> {
        Ok(())
    }
    fn scroll_with_x(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<()> {
        Ok(())
    }
    fn scroll_to(_: &mut Context, _this: &JsObject, _options: crate::generated::ScrollToOptions) -> JsResult<()> {
        Ok(())
    }
    fn scroll_to_with_x(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<()> {
        Ok(())
    }
    fn scroll_by(_: &mut Context, _this: &JsObject, _options: crate::generated::ScrollToOptions) -> JsResult<()> {
        Ok(())
    }
    fn scroll_by_with_x(_: &mut Context, _this: &JsObject, _x: f64, _y: f64) -> JsResult<()> {
        Ok(())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-window-screenx: a headless window sits at 0,0.
    fn get_screen_x(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_screen_left(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_screen_y(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_screen_top(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-window-outerwidth: no window chrome, the viewport's size.
    fn get_outer_width(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(crate::cssom_view::VIEWPORT_WIDTH)
    }
    fn get_outer_height(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(crate::cssom_view::VIEWPORT_HEIGHT)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-window-screen ([SameObject]).
    fn get_screen(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        singleton(ctx, this, "screen", Interface::Screen)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-window-devicepixelratio
    fn get_device_pixel_ratio(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(crate::cssom_view::DEVICE_PIXEL_RATIO)
    }
    /// https://dom.spec.whatwg.org/#dom-window-event: the current event (undefined outside dispatch).
    fn get_event(ctx: &mut Context, this: &JsObject) -> JsResult<crate::generated::EventOrUndefined> {
        let doc = window_doc(this)?;
        let event = host(ctx).objects(doc, |o| o.current_event.clone()).flatten();
        Ok(event.map_or(crate::generated::EventOrUndefined::Undefined(()), crate::generated::EventOrUndefined::Event))
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window: the WindowProxy.
    fn get_window(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let nav = window_navigable(ctx, this)?;
        crate::html::window_proxy::get(ctx, nav)
    }
    fn get_self(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        Self::get_window(ctx, this)
    }
    fn get_document(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let doc = window_doc(this)?;
        let root = host(ctx).doc(doc, |d| d.tree.borrow().document()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        crate::dom::node::wrap(ctx, doc, root)
    }
    /// https://w3c.github.io/selection-api/#dom-window-getselection: the
    /// result of getSelection() on this's document.
    fn get_selection(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        crate::selection_api::selection::selection_of(ctx, window_doc(this)?)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let nav = window_navigable(ctx, this)?;
        Ok(JsString::from(host(ctx).ua().navigable(nav).map(|n| n.target_name.clone()).unwrap_or_default()))
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-name
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let nav = window_navigable(ctx, this)?;
        if let Some(n) = host(ctx).ua_mut().navigable_mut(nav) {
            n.target_name = value.to_std_string_lossy();
        }
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-status
    fn get_status(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let doc = window_doc(this)?;
        Ok(JsString::from(host(ctx).objects(doc, |o| o.status.clone()).unwrap_or_default()))
    }
    fn set_status(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let doc = window_doc(this)?;
        host(ctx).objects_mut(doc, |o| o.status = value.to_std_string_lossy());
        Ok(())
    }
    fn get_location(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let doc = window_doc(this)?;
        host(ctx).objects(doc, |o| o.location.clone()).flatten().ok_or_else(|| crate::webidl::convert::type_error("no location"))
    }
    fn close(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let nav = window_navigable(ctx, this)?;
        crate::html::window_ops::close(ctx, nav);
        Ok(())
    }
    fn get_closed(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        let nav = window_navigable(ctx, this)?;
        Ok(crate::html::window_ops::window_attribute(ctx, nav, "closed")?.to_boolean())
    }
    fn open(ctx: &mut Context, this: &JsObject, url: String, target: JsString, features: JsString) -> JsResult<Option<JsObject>> {
        let doc = window_doc(this)?;
        crate::html::auxiliary::window_open_steps(ctx, doc, &url, &target.to_std_string_lossy(), &features.to_std_string_lossy())
    }
    fn stop(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    fn focus(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    fn blur(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    fn get_frames(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        Self::get_window(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-length: the number of child navigables.
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        let nav = window_navigable(ctx, this)?;
        Ok(crate::html::window_ops::window_attribute(ctx, nav, "length")?.as_number().unwrap_or(0.0) as u32)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-top
    fn get_top(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let nav = window_navigable(ctx, this)?;
        Ok(proxy_or_null(crate::html::window_ops::window_attribute(ctx, nav, "top")?))
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-opener
    fn get_opener(ctx: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        let nav = window_navigable(ctx, this)?;
        crate::html::window_ops::window_attribute(ctx, nav, "opener")
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-opener (setter):
    /// null disowns the opener; anything else replaces the property.
    fn set_opener(ctx: &mut Context, this: &JsObject, value: JsValue) -> JsResult<()> {
        if value.is_null() {
            let nav = window_navigable(ctx, this)?;
            if let Some(n) = host(ctx).ua_mut().navigable_mut(nav) {
                n.opener = None;
            }
            return Ok(());
        }
        this.create_data_property_or_throw(js_string!("opener"), value, ctx)?;
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-parent
    fn get_parent(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let nav = window_navigable(ctx, this)?;
        Ok(proxy_or_null(crate::html::window_ops::window_attribute(ctx, nav, "parent")?))
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-frameelement:
    /// the container, when it is same origin with the current settings.
    fn get_frame_element(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let nav = window_navigable(ctx, this)?;
        let h = host(ctx);
        let Some((p, iframe)) = h.ua().navigable(nav).and_then(|n| n.container) else { return Ok(None) };
        let cur = crate::host::current_doc(ctx);
        let local = h.doc(p, |d| d.agent == h.agent).unwrap_or(false);
        if !local || !h.same_origin(p, cur) {
            return Ok(None);
        }
        crate::dom::node::wrap(ctx, p, iframe).map(Some)
    }
    fn get_navigator(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let doc = window_doc(this)?;
        host(ctx).objects(doc, |o| o.navigator.clone()).flatten().ok_or_else(|| crate::webidl::convert::type_error("no navigator"))
    }
    fn get_performance(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let doc = window_doc(this)?;
        host(ctx).objects(doc, |o| o.performance.clone()).flatten().ok_or_else(|| crate::webidl::convert::type_error("no performance"))
    }
    /// https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
    fn post_message(ctx: &mut Context, this: &JsObject, message: JsValue, target_origin: String, transfer: Vec<JsObject>) -> JsResult<()> {
        let doc = window_doc(this)?;
        // (StructuredSerializeWithTransfer: webmcp has no transferable objects.)
        if !transfer.is_empty() {
            return Err(crate::webidl::exception::dom_exception(ctx, "DataCloneError", "webmcp cannot transfer objects."));
        }
        crate::html::window_ops::window_post_message_steps(ctx, doc, message, &target_origin)
    }
    /// https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage-options
    fn post_message_with_options(ctx: &mut Context, this: &JsObject, message: JsValue, options: crate::generated::WindowPostMessageOptions) -> JsResult<()> {
        Self::post_message(ctx, this, message, options.target_origin, options.transfer)
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-window-captureevents: does nothing.
    fn capture_events(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-window-releaseevents: does nothing.
    fn release_events(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    fn get_origin(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        field(ctx, this, |d| d.origin.serialize())
    }
    fn get_is_secure_context(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        field(ctx, this, |d| d.secure)
    }
    fn set_timeout(ctx: &mut Context, this: &JsObject, handler: DOMStringOrFunction, timeout: i32, arguments: Vec<JsValue>) -> JsResult<i32> {
        let doc = window_doc(this)?;
        Ok(timer_initialisation_steps(ctx, doc, handler, timeout, arguments, false, None) as i32)
    }
    fn clear_timeout(ctx: &mut Context, _this: &JsObject, id: i32) -> JsResult<()> {
        let h = host(ctx);
        let agent = h.agent;
        h.ua_mut().clear_timer(agent, id as u32);
        h.intervals.borrow_mut().remove(&(id as u32));
        Ok(())
    }
    fn set_interval(ctx: &mut Context, this: &JsObject, handler: DOMStringOrFunction, timeout: i32, arguments: Vec<JsValue>) -> JsResult<i32> {
        let doc = window_doc(this)?;
        Ok(timer_initialisation_steps(ctx, doc, handler, timeout, arguments, true, None) as i32)
    }
    fn clear_interval(ctx: &mut Context, this: &JsObject, id: i32) -> JsResult<()> {
        Self::clear_timeout(ctx, this, id)
    }
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-queuemicrotask
    fn queue_microtask(ctx: &mut Context, _this: &JsObject, callback: JsObject) -> JsResult<()> {
        let realm = ctx.realm().clone();
        let job = boa_engine::job::GenericJob::new(move |ctx| {
            if let Err(e) = callback.call(&JsValue::undefined(), &[], ctx) {
                crate::html::script::report_exception(ctx, e);
            }
            Ok(JsValue::undefined())
        }, realm);
        ctx.enqueue_job(job.into());
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-alert
    fn alert(ctx: &mut Context, _this: &JsObject, message: JsString) -> JsResult<()> {
        crate::html::user_prompts::report(ctx, "alert", &message);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-confirm
    fn confirm(ctx: &mut Context, _this: &JsObject, message: JsString) -> JsResult<bool> {
        crate::html::user_prompts::report(ctx, "confirm", &message);
        Ok(false)
    }
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-prompt
    fn prompt(ctx: &mut Context, _this: &JsObject, message: JsString, _default: JsString) -> JsResult<Option<JsString>> {
        crate::html::user_prompts::report(ctx, "prompt", &message);
        Ok(None)
    }
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-btoa
    fn btoa(ctx: &mut Context, _this: &JsObject, data: JsString) -> JsResult<JsString> {
        crate::html::base64::btoa(ctx, &data)
    }
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-atob
    fn atob(ctx: &mut Context, _this: &JsObject, data: JsString) -> JsResult<String> {
        crate::html::base64::atob(ctx, &data)
    }
    fn get_history(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::history::window_history(ctx, this)
    }
    fn get_local_storage(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::storage::window_storage(ctx, this, runtime::html::webstorage::StorageType::Local)
    }
    fn get_session_storage(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::storage::window_storage(ctx, this, runtime::html::webstorage::StorageType::Session)
    }
    /// https://w3c.github.io/webcrypto/#dom-windoworworkerglobalscope-crypto
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-window-customelements
    fn get_custom_elements(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::customelementregistry::window_registry(ctx, this)
    }
    fn get_crypto(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        singleton(ctx, this, "crypto", Interface::Crypto)
    }
    /// https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone
    fn structured_clone(ctx: &mut Context, this: &JsObject, value: JsValue, _options: StructuredSerializeOptions) -> JsResult<JsValue> {
        // 1. Let serialized be ? StructuredSerializeWithTransfer(value, options["transfer"]).
        let serialized = crate::html::structured_clone::structured_serialize(ctx, &value)?;
        // 2. Let deserializeRecord be ? StructuredDeserializeWithTransfer(serialized, this's relevant realm).
        let doc = window_doc(this)?;
        // 3. Return deserializeRecord.[[Deserialized]].
        crate::host::in_doc_realm(ctx, doc, |ctx| crate::html::structured_clone::structured_deserialize(ctx, &serialized))
    }
    /// https://fetch.spec.whatwg.org/#dom-global-fetch
    fn fetch(ctx: &mut Context, this: &JsObject, input: RequestOrUSVString, init: RequestInit) -> JsResult<JsPromise> {
        let doc = window_doc(this)?;
        crate::fetch::fetch::fetch(ctx, doc, input, init)
    }
    fn request_animation_frame(ctx: &mut Context, this: &JsObject, callback: JsObject) -> JsResult<u32> {
        let doc = window_doc(this)?;
        crate::html::animation_frames::request_animation_frame(ctx, doc, callback)
    }
    fn cancel_animation_frame(ctx: &mut Context, this: &JsObject, handle: u32) -> JsResult<()> {
        let doc = window_doc(this)?;
        crate::html::animation_frames::cancel_animation_frame(ctx, doc, handle);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-reporterror:
    /// report an exception `e` for this (an `error` event at the Window; if
    /// nothing handles it, an uncaught error of the page, with its diagnostics).
    fn report_error(ctx: &mut Context, _this: &JsObject, e: JsValue) -> JsResult<()> {
        crate::html::script::report_exception(ctx, boa_engine::JsError::from_opaque(e));
        Ok(())
    }
    /// https://drafts.csswg.org/cssom-view/#dom-window-matchmedia
    fn match_media(ctx: &mut Context, this: &JsObject, query: JsString) -> JsResult<JsObject> {
        let doc = window_doc(this)?;
        crate::cssom_view::mediaquerylist::match_media(ctx, doc, &query.to_std_string_lossy())
    }
    /// https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
    fn get_computed_style(ctx: &mut Context, _this: &JsObject, elt: JsObject, _pseudo_elt: Option<Option<JsString>>) -> JsResult<JsObject> {
        crate::cssom::cssstyledeclaration::computed_style(ctx, elt)
    }
}
