//! https://html.spec.whatwg.org/multipage/webstorage.html: the Storage
//! interface, the Window's `localStorage` and `sessionStorage`, and the
//! `storage` event. The maps live in the user agent
//! (`runtime::html::webstorage`); a Storage object names its Window.

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use runtime::html::event_loop::TaskSource;
use runtime::html::webstorage::{DomString, StorageError, StorageType};
use runtime::html::NavigableId;

use crate::generated::{Interface, StorageMethods};
use crate::host::{host, DocId, Ua};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::DomObject;

pub struct Storage;

fn storage_of(this: &JsObject) -> JsResult<(JsObject, StorageType)> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Storage"))?;
    match &d.kind {
        DomKind::Storage { window, ty } => Ok((window.clone(), *ty)),
        _ => Err(type_error("not a Storage")),
    }
}

/// The document, its origin and its top-level traversable: what picks the storage bottle.
fn bottle(ctx: &Context, this: &JsObject) -> JsResult<(DocId, StorageType, runtime::html::origin::Origin, NavigableId)> {
    let (window, ty) = storage_of(this)?;
    let doc = crate::html::window::window_doc(&window)?;
    let h = host(ctx);
    let ua = h.ua();
    let d = ua.document(doc).ok_or_else(|| type_error("no document"))?;
    let top = d.navigable.map(|n| ua.traversable_of(n)).unwrap_or(NavigableId(u32::MAX));
    Ok((doc, ty, d.origin.clone(), top))
}

fn error(ctx: &mut Context, e: StorageError) -> boa_engine::JsError {
    match e {
        StorageError::QuotaExceeded => dom_exception(ctx, "QuotaExceededError", "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota."),
        StorageError::Security => dom_exception(ctx, "SecurityError", "Storage is disabled inside an opaque origin."),
    }
}

/// The Window's Storage of `ty` (made on first use):
/// https://html.spec.whatwg.org/multipage/webstorage.html#dom-localstorage and
/// https://html.spec.whatwg.org/multipage/webstorage.html#dom-sessionstorage.
pub fn window_storage(ctx: &mut Context, window: &JsObject, ty: StorageType) -> JsResult<JsObject> {
    let doc = crate::html::window::window_doc(window)?;
    let h = host(ctx);
    let name = match ty {
        StorageType::Local => "localStorage",
        StorageType::Session => "sessionStorage",
    };
    // 1. If this's associated Document's origin is opaque, the storage bottle
    // map cannot be obtained: throw a "SecurityError" DOMException.
    let origin = h.doc(doc, |d| d.origin.clone()).ok_or_else(|| type_error("no document"))?;
    if let Err(e) = runtime::html::webstorage::storage_key(&origin) {
        return Err(error(ctx, e));
    }
    if let Some(s) = h.objects(doc, |o| o.singletons.get(name).cloned()).flatten() {
        return Ok(s);
    }
    let kind = DomKind::Storage { window: window.clone(), ty };
    let s = crate::webidl::reflect::reflect_in_doc(ctx, doc, Interface::Storage, kind)?;
    h.objects_mut(doc, |o| o.singletons.insert(name, s.clone()));
    Ok(s)
}

/// https://html.spec.whatwg.org/multipage/webstorage.html#concept-storage-broadcast:
/// a `storage` event at every other fully active document whose storage
/// bottle is this one (same origin; for session storage, same top-level traversable).
fn broadcast(ctx: &mut Context, this: &JsObject, key: Option<DomString>, old: Option<DomString>, new: Option<DomString>) -> JsResult<()> {
    let (doc, ty, origin, top) = bottle(ctx, this)?;
    let h = host(ctx);
    // 1. Let thisDocument be storage's relevant global object's associated Document.
    // 2. Let url be the serialization of thisDocument's URL.
    let url = h.doc(doc, |d| d.url.to_string()).unwrap_or_default();
    // 4. For each window in remoteStorages (the Windows whose associated
    // Document is fully active, not thisDocument, and whose storage of type is
    // a Storage object for the same bottle): queue a global task on the DOM
    // manipulation task source to fire `storage` at window. Documents of
    // other agents get theirs through the parallel queue.
    h.queue_parallel(Box::new(move |ua: &mut Ua| {
        let targets: Vec<DocId> = ua
            .documents()
            .filter(|(id, d)| *id != doc && !d.destroyed && runtime::html::origin::same_origin(&d.origin, &origin))
            .filter(|(_, d)| ty == StorageType::Local || d.navigable.map(|n| ua.traversable_of(n)) == Some(top))
            .map(|(id, _)| id)
            .filter(|id| ua.is_fully_active(*id))
            .collect();
        for target in targets {
            let (key, old, new, url) = (key.clone(), old.clone(), new.clone(), url.clone());
            ua.queue_global_task(target, TaskSource::DomManipulation, Box::new(move |ctx: &mut Context| {
                fire_storage_event(ctx, target, ty, key, old, new, url);
            }));
        }
    }));
    Ok(())
}

fn fire_storage_event(ctx: &mut Context, doc: DocId, ty: StorageType, key: Option<DomString>, old: Option<DomString>, new: Option<DomString>, url: String) {
    let h = host(ctx);
    let Some(window) = h.objects(doc, |o| o.window.clone()).flatten() else { return };
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        let Ok(area) = window_storage(ctx, &window, ty) else { return };
        let s = |v: Option<DomString>| v.map(|v| JsValue::from(js(v))).unwrap_or(JsValue::null());
        if let Ok(ev) = crate::dom::event::create(ctx, Interface::StorageEvent, "storage", false, false, |d| {
            d.values = vec![s(key), s(old), s(new), area.into()];
            d.strings = vec![url];
        }) {
            crate::dom::eventtarget::fire_event(ctx, &window, &ev);
        }
    });
}

fn js(s: DomString) -> JsString {
    JsString::from(s.as_slice())
}

impl StorageMethods for Storage {
    /// https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface:
    /// the supported property names are the keys of the map.
    fn supported_property_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>> {
        let (_, ty, origin, top) = bottle(ctx, this)?;
        let r = host(ctx).ua_mut().storage.map(ty, top, &origin).map(|m| m.keys().cloned().map(js).collect());
        r.map_err(|e| error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-length
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        let (_, ty, origin, top) = bottle(ctx, this)?;
        let r = host(ctx).ua_mut().storage.map(ty, top, &origin).map(|m| m.len() as u32);
        r.map_err(|e| error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-key
    fn key(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsString>> {
        // 1. If index is greater than or equal to this's map's size, then return null.
        // 2-3. Return the key at index in the map's (stable, key-sorted) order.
        let (_, ty, origin, top) = bottle(ctx, this)?;
        let r = host(ctx).ua_mut().storage.map(ty, top, &origin).map(|m| m.keys().nth(index as usize).cloned());
        r.map(|k| k.map(js)).map_err(|e| error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-getitem
    fn get_item(ctx: &mut Context, this: &JsObject, key: JsString) -> JsResult<Option<JsString>> {
        // 1. If this's map[key] does not exist, then return null. 2. Return this's map[key].
        let (_, ty, origin, top) = bottle(ctx, this)?;
        let key = key.to_vec();
        let r = host(ctx).ua_mut().storage.map(ty, top, &origin).map(|m| m.get(&key).cloned());
        r.map(|v| v.map(js)).map_err(|e| error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-setitem
    fn set_item(ctx: &mut Context, this: &JsObject, key: JsString, value: JsString) -> JsResult<()> {
        let (_, ty, origin, top) = bottle(ctx, this)?;
        let (key, value) = (key.to_vec(), value.to_vec());
        // 1-3. (in the user agent): unchanged values return; over the quota throws.
        let r = host(ctx).ua_mut().storage.set_item(ty, top, &origin, &key, &value);
        let (old, changed) = r.map_err(|e| error(ctx, e))?;
        // 4. Broadcast this with key, oldValue, and value.
        if changed {
            broadcast(ctx, this, Some(key), old, Some(value))?;
        }
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-removeitem
    fn remove_item(ctx: &mut Context, this: &JsObject, key: JsString) -> JsResult<()> {
        let (_, ty, origin, top) = bottle(ctx, this)?;
        let key = key.to_vec();
        // 1. If this's map[key] does not exist, then return. 2. Remove this's map[key].
        let r = host(ctx).ua_mut().storage.remove_item(ty, top, &origin, &key);
        // 3. Broadcast this with key, oldValue, and null.
        if let Some(old) = r.map_err(|e| error(ctx, e))? {
            broadcast(ctx, this, Some(key), Some(old), None)?;
        }
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-clear
    fn clear(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let (_, ty, origin, top) = bottle(ctx, this)?;
        // 1. If this's map is empty, then return. 2. Clear this's map.
        let r = host(ctx).ua_mut().storage.clear(ty, top, &origin);
        // 3. Broadcast this with null, null, and null.
        if r.map_err(|e| error(ctx, e))? {
            broadcast(ctx, this, None, None, None)?;
        }
        Ok(())
    }
}
