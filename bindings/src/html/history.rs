//! https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface:
//! `history.pushState`/`replaceState`, `back`/`forward`/`go` over the
//! navigable's session history (`runtime::html::session_history`), and the
//! steps that update a document when its entry changes (`popstate`,
//! `hashchange`).

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use boa_gc::GcRefCell;
use runtime::html::event_loop::TaskSource;
use runtime::html::session_history::{HistoryHandling, SessionHistoryEntry};
use runtime::html::NavigableId;
use url::Url;

use crate::generated::{HistoryMethods, Interface};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::DomObject;

pub struct History;

/// The Window's History object (made on first use).
pub fn window_history(ctx: &mut Context, window: &JsObject) -> JsResult<JsObject> {
    let doc = crate::html::window::window_doc(window)?;
    let h = host(ctx);
    if let Some(o) = h.objects(doc, |o| o.singletons.get("history").cloned()).flatten() {
        return Ok(o);
    }
    let kind = DomKind::History { window: window.clone(), state: GcRefCell::new(None) };
    let o = crate::webidl::reflect::reflect_in_doc(ctx, doc, Interface::History, kind)?;
    h.objects_mut(doc, |x| x.singletons.insert("history", o.clone()));
    Ok(o)
}

/// The History's associated Document.
fn history_doc(this: &JsObject) -> JsResult<DocId> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a History"))?;
    match &d.kind {
        DomKind::History { window, .. } => crate::html::window::window_doc(window),
        _ => Err(type_error("not a History")),
    }
}

fn set_state(this: &JsObject, value: JsValue) {
    if let Some(d) = this.downcast_ref::<DomObject>() {
        if let DomKind::History { state, .. } = &d.kind {
            *state.borrow_mut() = Some(value);
        }
    }
}

fn cached_state(this: &JsObject) -> Option<JsValue> {
    let d = this.downcast_ref::<DomObject>()?;
    match &d.kind {
        DomKind::History { state, .. } => state.borrow().clone(),
        _ => None,
    }
}

/// The document's navigable, when the document is fully active (a "SecurityError" otherwise).
fn active_navigable(ctx: &mut Context, doc: DocId) -> JsResult<NavigableId> {
    let h = host(ctx);
    let nav = h.ua().navigable_of(doc).filter(|_| h.fully_active(doc));
    match nav {
        Some(n) => Ok(n),
        None => Err(dom_exception(ctx, "SecurityError", "The document is not fully active.")),
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#can-have-its-url-rewritten
pub fn can_have_its_url_rewritten(document_url: &Url, target: &Url) -> bool {
    // 1-2. If targetURL and documentURL differ in their scheme, username,
    // password, host, or port components, then return false.
    if document_url.scheme() != target.scheme()
        || document_url.username() != target.username()
        || document_url.password() != target.password()
        || document_url.host() != target.host()
        || document_url.port() != target.port()
    {
        return false;
    }
    // 3. If targetURL's scheme is an HTTP(S) scheme, then return true.
    if matches!(target.scheme(), "http" | "https") {
        return true;
    }
    // 4. If targetURL's scheme is "file", and they differ in their path, return false.
    if target.scheme() == "file" {
        return document_url.path() == target.path();
    }
    // 5. If they differ in any component besides fragment, return false. 6. Return true.
    let (mut a, mut b) = (document_url.clone(), target.clone());
    a.set_fragment(None);
    b.set_fragment(None);
    a == b
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#shared-history-push/replace-state-steps
fn shared_history_push_replace_state_steps(ctx: &mut Context, this: &JsObject, data: JsValue, url: Option<String>, handling: HistoryHandling) -> JsResult<()> {
    // 1. Let document be history's associated Document.
    let doc = history_doc(this)?;
    // 2. If document is not fully active, then throw a "SecurityError" DOMException.
    let nav = active_navigable(ctx, doc)?;
    // 4. Let serializedData be StructuredSerializeForStorage(data). Rethrow any exceptions.
    let serialized = crate::html::structured_clone::structured_serialize(ctx, &data)?;
    // 5. Let newURL be document's URL.
    let h = host(ctx);
    let document_url = h.doc(doc, |d| d.url.clone()).ok_or_else(|| type_error("no document"))?;
    let mut new_url = document_url.clone();
    // 6. If url is not null or the empty string, then:
    if let Some(u) = url.filter(|u| !u.is_empty()) {
        // 6.1-2. Set newURL to the result of encoding-parsing a URL given url,
        // relative to the relevant settings object of history; failure is a "SecurityError".
        let Ok(parsed) = document_url.join(&u) else {
            return Err(dom_exception(ctx, "SecurityError", &format!("'{u}' is not a valid URL.")));
        };
        // 6.3. If document cannot have its URL rewritten to newURL, throw a "SecurityError" DOMException.
        if !can_have_its_url_rewritten(&document_url, &parsed) {
            return Err(dom_exception(
                ctx,
                "SecurityError",
                &format!("A history state object with URL '{parsed}' cannot be created in a document with origin '{}' and URL '{document_url}'.", h.doc(doc, |d| d.origin.serialize()).unwrap_or_default()),
            ));
        }
        new_url = parsed;
    }
    // 8. Run the URL and history update steps given document and newURL, with
    // serializedData and historyHandling.
    // (The history object's state: the deserialization, made now, the same value on each read.)
    let state = crate::html::structured_clone::structured_deserialize(ctx, &serialized)?;
    url_and_history_update_steps(ctx, doc, nav, new_url, Some(serialized), handling);
    set_state(this, state);
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#url-and-history-update-steps
pub fn url_and_history_update_steps(ctx: &mut Context, doc: DocId, nav: NavigableId, new_url: Url, serialized: Option<runtime::html::structured_data::Serialized>, handling: HistoryHandling) {
    let h = host(ctx);
    let mut ua = h.ua_mut();
    // 1-4. historyEntry: newURL, the document, serializedData (the active
    // entry's when null).
    let state = serialized.or_else(|| ua.current_entry(nav).and_then(|e| e.serialized_state));
    let entry = SessionHistoryEntry { url: new_url.clone(), document: doc, serialized_state: state };
    // 5-8. Push (removing the forward entries) or replace the active entry.
    ua.update_session_history(nav, entry, handling);
    // 9. Set document's URL to newURL.
    if let Some(d) = ua.document_mut(doc) {
        d.url = new_url;
    }
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-fragment:
/// a new entry (or the active one replaced) for the same document, popstate
/// (as browsers do), then a `hashchange` task.
pub fn navigate_to_a_fragment(ctx: &mut Context, doc: DocId, nav: NavigableId, url: Url, replace: bool) {
    let h = host(ctx);
    let old_url = h.doc(doc, |d| d.url.clone());
    // 1-4. historyEntry with URL url and document the active document (no serialized state);
    // entryToReplace is the active entry when replacing; update the session history.
    {
        let mut ua = h.ua_mut();
        let entry = SessionHistoryEntry { url: url.clone(), document: doc, serialized_state: None };
        ua.update_session_history(nav, entry, if replace { HistoryHandling::Replace } else { HistoryHandling::Push });
        if let Some(d) = ua.document_mut(doc) {
            d.url = url.clone();
        }
    }
    // 5. Update document for history step application (the history's state
    // becomes null; popstate and hashchange).
    if let Some(old) = old_url {
        update_document_for_history_step(ctx, doc, &old, &url, None);
    }
    // 13. Scroll to the fragment given navigable's active document.
    scroll_to_the_fragment(ctx, doc);
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-the-fragment-identifier:
/// without layout there is nothing to scroll; what remains is the
/// document's target element (`:target`).
pub fn scroll_to_the_fragment(ctx: &mut Context, doc: DocId) {
    let h = host(ctx);
    let Some((tree, url)) = h.doc(doc, |d| (d.tree.clone(), d.url.clone())) else { return };
    let mut t = tree.borrow_mut();
    let target = match runtime::html::indicated_part::select_the_indicated_part(&t, &url) {
        // 3. Otherwise: let target be document's indicated part; set document's target element to target.
        Some(runtime::html::indicated_part::IndicatedPart::Element(element)) => Some(element),
        // 1. If document's indicated part is null, set document's target element to null.
        // 2. If it is the top of the document, set document's target element to null.
        Some(runtime::html::indicated_part::IndicatedPart::TopOfTheDocument) | None => None,
    };
    t.set_target_element(target);
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
/// for a document that stays: its History's state is the entry's, `popstate`
/// fires with it, and `hashchange` is queued when the fragment changed.
fn update_document_for_history_step(ctx: &mut Context, doc: DocId, old_url: &Url, new_url: &Url, serialized: Option<runtime::html::structured_data::Serialized>) {
    let h = host(ctx);
    let Some(window) = h.objects(doc, |o| o.window.clone()).flatten() else { return };
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        // 6.4.1. Restore the history object state: deserialize the entry's serialized state.
        let state = match &serialized {
            Some(s) => crate::html::structured_clone::structured_deserialize(ctx, s).unwrap_or(JsValue::null()),
            None => JsValue::null(),
        };
        if let Ok(history) = window_history(ctx, &window) {
            set_state(&history, state.clone());
        }
        // 6.4.3. Fire an event named popstate at document's relevant global object,
        // using PopStateEvent, with the state attribute initialized to the state.
        if let Ok(ev) = crate::dom::event::create(ctx, Interface::PopStateEvent, "popstate", false, false, |d| {
            d.values = vec![state];
            d.numbers = vec![0.0];
        }) {
            crate::dom::eventtarget::fire_event(ctx, &window, &ev);
        }
    });
    // 6.4.5. If oldURL's fragment is not equal to entry's URL's fragment, then queue a
    // global task on the DOM manipulation task source to fire hashchange.
    if old_url.fragment() != new_url.fragment() {
        let (old, new) = (old_url.to_string(), new_url.to_string());
        h.queue_task(doc, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| {
            let Some(window) = host(ctx).objects(doc, |o| o.window.clone()).flatten() else { return };
            if let Ok(ev) = crate::dom::event::create(ctx, Interface::HashChangeEvent, "hashchange", false, false, |d| d.strings = vec![old, new]) {
                crate::dom::eventtarget::fire_event(ctx, &window, &ev);
            }
        }));
    }
}

/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#traverse-the-history-by-a-delta:
/// queued as a traversal task; an entry of the same document updates it in
/// place (popstate, hashchange), another one loads its URL again.
fn traverse_the_history_by_a_delta(ctx: &mut Context, doc: DocId, nav: NavigableId, delta: i32) {
    let h = host(ctx);
    h.queue_task(doc, TaskSource::NavigationAndTraversal, Box::new(move |ctx: &mut Context| {
        let h = host(ctx);
        // The navigable's active document may have changed since.
        if h.ua().navigable(nav).map(|n| n.active_document) != Some(doc) {
            return;
        }
        let (current, length) = {
            let ua = h.ua();
            (ua.current_entry_index(nav) as i64, ua.session_history_length(nav) as i64)
        };
        // 2-3. The target step: current + delta; if no entry has it, return.
        let target = current + i64::from(delta);
        if target < 0 || target >= length || target == current {
            return;
        }
        let target = target as usize;
        let Some(entry) = h.ua_mut().entry_at(nav, target) else { return };
        let old_url = h.doc(doc, |d| d.url.clone());
        if entry.document == doc {
            // The same document: make the entry current, set the URL, update the document.
            h.ua_mut().set_current_entry(nav, target);
            h.doc_mut(doc, |d| d.url = entry.url.clone());
            if let Some(old) = old_url {
                update_document_for_history_step(ctx, doc, &old, &entry.url, entry.serialized_state.clone());
            }
        } else {
            // Another document (unloaded since): load its URL into this entry.
            let initiator = h.doc(doc, |d| d.origin.clone());
            crate::html::navigable::begin_navigation_with(&h, nav, None, entry.url.clone(), initiator, doc, Some(HistoryHandling::Traverse(target)));
        }
    }));
}

impl HistoryMethods for History {
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-length
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        // 1. If this's relevant global object's associated Document is not fully active, throw a "SecurityError".
        let doc = history_doc(this)?;
        let nav = active_navigable(ctx, doc)?;
        // 2. Return this's length.
        Ok(host(ctx).ua().session_history_length(nav) as u32)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-scroll-restoration
    fn get_scroll_restoration(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        let doc = history_doc(this)?;
        active_navigable(ctx, doc)?;
        Ok("auto".into())
    }
    /// Without scrolling there is nothing to restore: the mode stays "auto".
    fn set_scroll_restoration(ctx: &mut Context, this: &JsObject, _value: String) -> JsResult<()> {
        let doc = history_doc(this)?;
        active_navigable(ctx, doc)?;
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-state
    fn get_state(ctx: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        // 1. If this's relevant global object's associated Document is not fully active, throw a "SecurityError".
        let doc = history_doc(this)?;
        let nav = active_navigable(ctx, doc)?;
        // 2. Return this's state (a document loaded by a traversal gets its entry's).
        if let Some(s) = cached_state(this) {
            return Ok(s);
        }
        let entry = host(ctx).ua_mut().current_entry(nav);
        let state = match entry.filter(|e| e.document == doc).and_then(|e| e.serialized_state) {
            Some(s) => crate::html::structured_clone::structured_deserialize(ctx, &s)?,
            None => JsValue::null(),
        };
        set_state(this, state.clone());
        Ok(state)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-go
    fn go(ctx: &mut Context, this: &JsObject, delta: i32) -> JsResult<()> {
        // 1. Let document be this's associated Document.
        let doc = history_doc(this)?;
        // 2. If document is not fully active, then throw a "SecurityError" DOMException.
        let nav = active_navigable(ctx, doc)?;
        // 3. If delta is 0, then reload document's node navigable.
        if delta == 0 {
            crate::html::navigable::reload(ctx, doc);
            return Ok(());
        }
        // 4. Traverse the history by a delta given document's node navigable's traversable and delta.
        traverse_the_history_by_a_delta(ctx, doc, nav, delta);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-back
    fn back(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        Self::go(ctx, this, -1)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-forward
    fn forward(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        Self::go(ctx, this, 1)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-pushstate
    fn push_state(ctx: &mut Context, this: &JsObject, data: JsValue, _unused: JsString, url: Option<String>) -> JsResult<()> {
        shared_history_push_replace_state_steps(ctx, this, data, url, HistoryHandling::Push)
    }
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-replacestate
    fn replace_state(ctx: &mut Context, this: &JsObject, data: JsValue, _unused: JsString, url: Option<String>) -> JsResult<()> {
        shared_history_push_replace_state_steps(ctx, this, data, url, HistoryHandling::Replace)
    }
}
