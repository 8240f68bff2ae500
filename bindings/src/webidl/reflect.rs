//! Platform objects: the Rust data behind every JS object that implements an
//! IDL interface, the `this` checks of the generated glue, and the per-realm
//! table of interface objects and prototypes.

use boa_engine::{js_string, Context, Finalize, JsData, JsObject, JsResult, JsValue, Trace};
use boa_gc::GcRefCell;

use crate::webidl::kind::DomKind;
use crate::webidl::kind::{EventHandler, Listener};
use crate::generated::Interface;
use crate::webidl::convert::type_error;

/// The data of a platform object: which interface it implements (its most
/// derived one), its event listeners if it is an EventTarget, and its state.
#[derive(Trace, Finalize, JsData)]
pub struct DomObject {
    #[unsafe_ignore_trace]
    pub interface: Interface,
    pub listeners: GcRefCell<Vec<Listener>>,
    /// The event handler map (`onload`, `ontoolchange`, ...).
    pub handlers: GcRefCell<Vec<EventHandler>>,
    pub kind: DomKind,
    /// For a legacy platform object, the Proxy script sees (see `legacy`).
    pub legacy_proxy: GcRefCell<Option<JsObject>>,
    /// The `[SameObject]` objects made for this one (an element's
    /// `classList`, `dataset`, `style`, `children`), by attribute name.
    pub same_objects: GcRefCell<Vec<SameObject>>,
}

/// A `[SameObject]` attribute's value, kept by the object it belongs to.
#[derive(Trace, Finalize)]
pub struct SameObject {
    #[unsafe_ignore_trace]
    pub name: &'static str,
    pub object: JsObject,
}

/// The `[SameObject]` value `name` of `owner`, made by `make` on first use.
pub fn same_object(ctx: &mut Context, owner: &JsObject, name: &'static str, make: impl FnOnce(&mut Context) -> JsResult<JsObject>) -> JsResult<JsObject> {
    let found = owner.downcast_ref::<DomObject>().and_then(|d| d.same_objects.borrow().iter().find(|s| s.name == name).map(|s| s.object.clone()));
    if let Some(o) = found {
        return Ok(o);
    }
    let object = make(ctx)?;
    if let Some(d) = owner.downcast_ref::<DomObject>() {
        d.same_objects.borrow_mut().push(SameObject { name, object: object.clone() });
    }
    Ok(object)
}

/// The `%Reflect%` functions the bindings' Proxy traps forward to: one per
/// internal method a trap can stand for.
const TRAPPED_REFLECT: [&str; 11] = [
    "get",
    "set",
    "has",
    "deleteProperty",
    "defineProperty",
    "getOwnPropertyDescriptor",
    "ownKeys",
    "getPrototypeOf",
    "setPrototypeOf",
    "isExtensible",
    "preventExtensions",
];

/// The interface objects and prototypes of one realm, by interface.
#[derive(Trace, Finalize, JsData)]
pub struct Protos {
    /// The prototype and the interface object script sees.
    entries: Vec<Option<(JsObject, JsObject)>>,
    /// https://webidl.spec.whatwg.org/#dfn-iterator-prototype-object of pair iterables.
    iterators: GcRefCell<Vec<Option<JsObject>>>,
    /// The interface objects (the Proxies' targets) of the interfaces whose
    /// members are still waiting to be defined (`crate::webidl::lazy`).
    deferred: GcRefCell<Vec<Option<JsObject>>>,
    /// The Proxy handler those interface objects share.
    pub(crate) handler: Option<JsObject>,
    /// The Proxy handler of the realm's legacy platform objects (`crate::webidl::legacy`).
    legacy_handler: GcRefCell<Option<JsObject>>,
    /// `%Reflect%`'s functions as the realm was made, which the bindings'
    /// Proxy traps forward to: a page that replaces `Reflect.get` does not
    /// change how platform objects behave.
    reflect: GcRefCell<Vec<(&'static str, JsObject)>>,
    /// `%JSON.parse%` and `%JSON.stringify%` as the realm was made: the
    /// specifications call the intrinsics (Infra's "parse JSON bytes to a
    /// JavaScript value"), not what a page put on `JSON` since.
    json: GcRefCell<Vec<(&'static str, JsObject)>>,
    /// Whether the realm is a secure context (`[SecureContext]` members).
    #[unsafe_ignore_trace]
    pub secure: bool,
}

impl Protos {
    pub fn new(count: usize, secure: bool) -> Self {
        Protos {
            entries: vec![None; count],
            iterators: GcRefCell::new(vec![None; count]),
            deferred: GcRefCell::new(vec![None; count]),
            handler: None,
            legacy_handler: GcRefCell::new(None),
            reflect: GcRefCell::new(Vec::new()),
            json: GcRefCell::new(Vec::new()),
            secure,
        }
    }
    pub fn insert_iterator(&self, iface: Interface, proto: JsObject) {
        if let Some(slot) = self.iterators.borrow_mut().get_mut(iface as usize) {
            *slot = Some(proto);
        }
    }
    pub fn iterator_prototype(&self, iface: Interface) -> Option<JsObject> {
        self.iterators.borrow().get(iface as usize)?.clone()
    }
    pub fn insert(&mut self, iface: Interface, proto: JsObject, interface_object: JsObject) {
        if let Some(slot) = self.entries.get_mut(iface as usize) {
            *slot = Some((proto, interface_object));
        }
    }
    /// The prototype of `iface`, whether or not its members are defined yet
    /// (script must not see it before they are: see [`realm_prototype`]).
    pub fn prototype(&self, iface: Interface) -> Option<JsObject> {
        self.entries.get(iface as usize)?.as_ref().map(|(p, _)| p.clone())
    }
    pub fn interface_object(&self, iface: Interface) -> Option<JsObject> {
        self.entries.get(iface as usize)?.as_ref().map(|(_, i)| i.clone())
    }
    /// Keeps `%Reflect%`'s functions that the traps use as they are now
    /// (before any script of the realm runs).
    pub(crate) fn snapshot_reflect(&self, ctx: &mut Context) -> JsResult<()> {
        let reflect = ctx.intrinsics().objects().reflect();
        let mut kept = Vec::with_capacity(TRAPPED_REFLECT.len());
        for name in TRAPPED_REFLECT {
            if let Some(f) = reflect.get(js_string!(name), ctx)?.as_callable() {
                kept.push((name, f));
            }
        }
        *self.reflect.borrow_mut() = kept;
        let json = ctx.intrinsics().objects().json();
        let mut kept = Vec::with_capacity(2);
        for name in ["parse", "stringify"] {
            if let Some(f) = json.get(js_string!(name), ctx)?.as_callable() {
                kept.push((name, f));
            }
        }
        *self.json.borrow_mut() = kept;
        Ok(())
    }
    /// `%JSON.parse%` or `%JSON.stringify%` (by `name`) as the realm was made.
    pub(crate) fn json_method(&self, name: &str) -> Option<JsObject> {
        self.json.borrow().iter().find(|(n, _)| *n == name).map(|(_, f)| f.clone())
    }
    /// The `%Reflect%` function `name` as the realm was made.
    pub(crate) fn reflect_method(&self, name: &str) -> Option<JsObject> {
        self.reflect.borrow().iter().find(|(n, _)| *n == name).map(|(_, f)| f.clone())
    }
    pub(crate) fn legacy_handler(&self) -> Option<JsObject> {
        self.legacy_handler.borrow().clone()
    }
    pub(crate) fn set_legacy_handler(&self, handler: JsObject) {
        *self.legacy_handler.borrow_mut() = Some(handler);
    }
    /// Records that `iface`'s members wait for first use; `target` is its
    /// interface object behind the Proxy.
    pub(crate) fn defer(&mut self, iface: Interface, target: JsObject) {
        if let Some(slot) = self.deferred.borrow_mut().get_mut(iface as usize) {
            *slot = Some(target);
        }
    }
    /// Claims the waiting definition of `iface`: its interface object, once.
    pub(crate) fn take_deferred(&self, iface: Interface) -> Option<JsObject> {
        self.deferred.borrow_mut().get_mut(iface as usize)?.take()
    }
    /// The interface whose waiting interface object is `target`.
    pub(crate) fn deferred_interface(&self, target: &JsObject) -> Option<Interface> {
        let i = self.deferred.borrow().iter().position(|t| t.as_ref().is_some_and(|t| JsObject::equals(t, target)))?;
        Interface::ALL.get(i).copied()
    }
}

/// Whether `obj` is a platform object implementing `iface`.
pub fn implements(obj: &JsObject, iface: Interface) -> bool {
    obj.downcast_ref::<DomObject>().is_some_and(|d| d.interface.inherits(iface))
}

/// The `this` of an operation or attribute: a platform object implementing
/// `iface`, with undefined/null meaning the realm's global object
/// (https://webidl.spec.whatwg.org/#dfn-create-operation-function step 2.1).
pub fn this_object_or_global(this: &JsValue, iface: Interface, ctx: &mut Context) -> JsResult<JsObject> {
    let obj = if this.is_null_or_undefined() { ctx.global_object() } else { resolve_exotic(ctx, this_object(this)?)? };
    if implements(&obj, iface) {
        Ok(obj)
    } else {
        Err(type_error(format!("Illegal invocation: 'this' does not implement {}", iface.name())))
    }
}

/// The platform object `obj` stands for: itself, or for a WindowProxy or
/// cross-origin Location, what the running script may reach through it (a
/// "SecurityError" when nothing).
pub fn resolve_exotic(ctx: &mut Context, obj: JsObject) -> JsResult<JsObject> {
    if let Some(target) = crate::webidl::legacy::platform_object_of(ctx, &obj)? {
        return Ok(target);
    }
    let h = crate::host::host(ctx);
    if !h.exotics.borrow().contains_key(&obj) {
        return Ok(obj);
    }
    let resolve = h.hooks.resolve_exotic;
    resolve(ctx, obj)
}

pub fn this_object(this: &JsValue) -> JsResult<JsObject> {
    this.as_object().ok_or_else(|| type_error("Illegal invocation"))
}

/// The prototype of an object being constructed: `new_target.prototype`,
/// or the realm's prototype for the interface
/// (https://webidl.spec.whatwg.org/#internally-create-a-new-object-implementing-the-interface).
/// A call without `new` is a TypeError.
pub fn prototype_from_new_target(this: &JsValue, iface: Interface, ctx: &mut Context) -> JsResult<JsObject> {
    let Some(new_target) = this.as_object().filter(|o| o.is_constructor()) else {
        return Err(type_error(format!(
            "Failed to construct '{}': Please use the 'new' operator, this DOM object constructor cannot be called as a function.",
            iface.name()
        )));
    };
    let proto = new_target.get(js_string!("prototype"), ctx)?;
    if let Some(p) = proto.as_object() {
        return Ok(p);
    }
    realm_prototype(ctx, iface)
}

/// The current realm's prototype for `iface`, its members (and its
/// ancestors') defined first if they were waiting.
pub fn realm_prototype(ctx: &mut Context, iface: Interface) -> JsResult<JsObject> {
    crate::webidl::lazy::ensure(ctx, iface)?;
    let realm = ctx.realm().clone();
    let host = realm.host_defined();
    host.get::<Protos>()
        .and_then(|p| p.prototype(iface))
        .ok_or_else(|| type_error(format!("{} is not exposed in this realm", iface.name())))
}

/// Creates a platform object implementing `iface` with the given prototype,
/// and defines its `[LegacyUnforgeable]` members.
pub fn reflect_with_proto(ctx: &mut Context, proto: JsObject, iface: Interface, kind: DomKind) -> JsResult<JsObject> {
    let obj = JsObject::from_proto_and_data(
        Some(proto),
        DomObject { interface: iface, listeners: GcRefCell::new(Vec::new()), handlers: GcRefCell::new(Vec::new()), kind, legacy_proxy: GcRefCell::new(None), same_objects: GcRefCell::new(Vec::new()) },
    );
    let obj = obj.upcast();
    crate::generated::define_unforgeables(ctx, &obj, iface)?;
    if iface.legacy_ops().is_some() {
        return crate::webidl::legacy::wrap(ctx, obj);
    }
    Ok(obj)
}

/// Creates a platform object implementing `iface` in the current realm.
pub fn reflect(ctx: &mut Context, iface: Interface, kind: DomKind) -> JsResult<JsObject> {
    let proto = realm_prototype(ctx, iface)?;
    reflect_with_proto(ctx, proto, iface, kind)
}

/// Runs `f` on the DomObject data of `obj`.
pub fn with_dom<R>(obj: &JsObject, f: impl FnOnce(&DomObject) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a platform object"))?;
    Ok(f(&d))
}

/// Creates a platform object in the realm of document `doc` (its relevant realm).
pub fn reflect_in_doc(ctx: &mut Context, doc: crate::host::DocId, iface: Interface, kind: DomKind) -> JsResult<JsObject> {
    crate::host::in_doc_realm(ctx, doc, |ctx| reflect(ctx, iface, kind))
}
