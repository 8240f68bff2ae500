//! Cross-origin objects
//! (https://html.spec.whatwg.org/multipage/nav-history-apis.html#cross-origin-objects):
//! what a script may reach of a Window or Location of another origin, and
//! the functions it gets for those members, each "an anonymous built-in
//! function created in the current realm", cached per (current settings,
//! relevant settings, key) as Ladybird's `CrossOrigin/AbstractOperations.cpp`
//! does.
//!
//! Every member here works on ids through the user agent (the navigable,
//! its documents, the parallel queue), never on the other document's
//! JavaScript objects, so the same code serves a Window of this agent that
//! is cross-origin (a site-keyed agent cluster) and one in another agent.

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::{js_string, Context, JsError, JsObject, JsResult, JsString, JsSymbol, JsValue, NativeFunction};
use runtime::html::NavigableId;

use crate::webidl::exception::dom_exception;
use crate::host::{host, DocId};

/// What an entry of CrossOriginProperties(O) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    /// An IDL operation.
    Method { length: usize },
    /// An IDL attribute: whether a getter and a setter are exposed.
    Attribute { get: bool, set: bool },
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-)
/// step 3, for a Window.
pub const WINDOW_PROPERTIES: &[(&str, Member)] = &[
    ("window", Member::Attribute { get: true, set: false }),
    ("self", Member::Attribute { get: true, set: false }),
    ("location", Member::Attribute { get: true, set: true }),
    ("close", Member::Method { length: 0 }),
    ("closed", Member::Attribute { get: true, set: false }),
    ("focus", Member::Method { length: 0 }),
    ("blur", Member::Method { length: 0 }),
    ("frames", Member::Attribute { get: true, set: false }),
    ("length", Member::Attribute { get: true, set: false }),
    ("top", Member::Attribute { get: true, set: false }),
    ("opener", Member::Attribute { get: true, set: false }),
    ("parent", Member::Attribute { get: true, set: false }),
    ("postMessage", Member::Method { length: 1 }),
];

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-)
/// step 2, for a Location.
pub const LOCATION_PROPERTIES: &[(&str, Member)] = &[("href", Member::Attribute { get: false, set: true }), ("replace", Member::Method { length: 1 })];

/// The object whose cross-origin members are asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrossOriginObject {
    /// The Window of a navigable's active document (through its WindowProxy).
    Window(NavigableId),
    /// The Location of a document.
    Location(DocId),
}

impl CrossOriginObject {
    fn properties(self) -> &'static [(&'static str, Member)] {
        match self {
            CrossOriginObject::Window(_) => WINDOW_PROPERTIES,
            CrossOriginObject::Location(_) => LOCATION_PROPERTIES,
        }
    }

    /// A number naming the object in the function cache key.
    fn cache_id(self) -> u64 {
        match self {
            CrossOriginObject::Window(n) => u64::from(n.0) << 1,
            CrossOriginObject::Location(d) => (u64::from(d.0) << 1) | 1,
        }
    }
}

/// A property descriptor as these algorithms build it.
pub enum Descriptor {
    Data { value: JsValue, writable: bool, enumerable: bool, configurable: bool },
    Accessor { get: Option<JsObject>, set: Option<JsObject>, enumerable: bool, configurable: bool },
}

impl Descriptor {
    /// The descriptor as a JS object (what a Proxy trap returns).
    pub fn to_object(&self, ctx: &mut Context) -> JsResult<JsObject> {
        let o = JsObject::with_object_proto(ctx.intrinsics());
        match self {
            Descriptor::Data { value, writable, enumerable, configurable } => {
                o.create_data_property_or_throw(js_string!("value"), value.clone(), ctx)?;
                o.create_data_property_or_throw(js_string!("writable"), *writable, ctx)?;
                o.create_data_property_or_throw(js_string!("enumerable"), *enumerable, ctx)?;
                o.create_data_property_or_throw(js_string!("configurable"), *configurable, ctx)?;
            }
            Descriptor::Accessor { get, set, enumerable, configurable } => {
                o.create_data_property_or_throw(js_string!("get"), get.clone().map_or_else(JsValue::undefined, JsValue::from), ctx)?;
                o.create_data_property_or_throw(js_string!("set"), set.clone().map_or_else(JsValue::undefined, JsValue::from), ctx)?;
                o.create_data_property_or_throw(js_string!("enumerable"), *enumerable, ctx)?;
                o.create_data_property_or_throw(js_string!("configurable"), *configurable, ctx)?;
            }
        }
        Ok(o)
    }
}

/// The "SecurityError" DOMException these algorithms throw, in the realm
/// of the script that made the access (a Proxy trap runs in the realm the
/// WindowProxy was made in, which may be another document's).
pub fn security_error(ctx: &mut Context, key: &JsValue) -> JsError {
    let what = key.as_string().map_or_else(|| "a property".to_string(), |k| format!("'{}'", k.to_std_string_lossy()));
    let realm = crate::host::incumbent_realm(ctx);
    crate::host::with_realm(ctx, realm, |ctx| dom_exception(ctx, "SecurityError", &format!("Blocked a frame from accessing {what} of a cross-origin frame.")))
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossorigingetownpropertyhelper-(-o,-p-)
pub fn cross_origin_get_own_property_helper(ctx: &mut Context, o: CrossOriginObject, key: &JsValue) -> JsResult<Option<Descriptor>> {
    let Some(p) = key.as_string().map(|s| s.to_std_string_lossy()) else { return Ok(None) };
    // 2. For each e of CrossOriginProperties(O), if SameValue(e.[[Property]], P):
    let Some(&(name, member)) = o.properties().iter().find(|(n, _)| *n == p) else {
        // 3. Return undefined.
        return Ok(None);
    };
    // 1. crossOriginKey: (current settings object, O's relevant settings object, P).
    let accessor = crate::host::incumbent_doc(ctx);
    Ok(Some(match member {
        // 4. Neither getter nor setter: the value, a function made in the current realm.
        Member::Method { length } => {
            let f = cached_function(ctx, accessor, o, name, 0, |ctx| make_method(ctx, o, name, length))?;
            Descriptor::Data { value: f.into(), writable: false, enumerable: false, configurable: true }
        }
        // 5. Otherwise: the getter and setter, functions made in the current realm.
        Member::Attribute { get, set } => {
            let getter = if get { Some(cached_function(ctx, accessor, o, name, 1, |ctx| make_getter(ctx, o, name))?) } else { None };
            let setter = if set { Some(cached_function(ctx, accessor, o, name, 2, |ctx| make_setter(ctx, o, name))?) } else { None };
            Descriptor::Accessor { get: getter, set: setter, enumerable: false, configurable: true }
        }
    }))
}

/// 1 and 6 of CrossOriginGetOwnPropertyHelper: the
/// [[CrossOriginPropertyDescriptorMap]] entry for (accessor, O, P).
fn cached_function(ctx: &mut Context, accessor: DocId, o: CrossOriginObject, name: &str, part: u8, make: impl FnOnce(&mut Context) -> JsResult<JsObject>) -> JsResult<JsObject> {
    let h = host(ctx);
    let key = (accessor, o.cache_id(), name.to_string(), part);
    if let Some(f) = h.cross_origin_functions.borrow().get(&key) {
        return Ok(f.clone());
    }
    // "Created in the current realm": the realm of the script asking.
    let realm = crate::host::incumbent_realm(ctx);
    let f = crate::host::with_realm(ctx, realm, make)?;
    h.cross_origin_functions.borrow_mut().insert(key, f.clone());
    Ok(f)
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginpropertyfallback-(-p-)
pub fn cross_origin_property_fallback(ctx: &mut Context, key: &JsValue) -> JsResult<Descriptor> {
    // 1. If P is "then", @@toStringTag, @@hasInstance, or @@isConcatSpreadable,
    //    then return PropertyDescriptor{ [[Value]]: undefined, [[Writable]]: false,
    //    [[Enumerable]]: false, [[Configurable]]: true }.
    if is_fallback_key(key) {
        return Ok(Descriptor::Data { value: JsValue::undefined(), writable: false, enumerable: false, configurable: true });
    }
    // 2. Throw a "SecurityError" DOMException.
    Err(security_error(ctx, key))
}

fn is_fallback_key(key: &JsValue) -> bool {
    match key.as_string() {
        Some(s) => s == js_string!("then"),
        None => key.as_symbol().is_some_and(|s| s == JsSymbol::to_string_tag() || s == JsSymbol::has_instance() || s == JsSymbol::is_concat_spreadable()),
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginownpropertykeys-(-o-)
pub fn cross_origin_own_property_keys(o: CrossOriginObject) -> Vec<JsValue> {
    // 1-2. The properties of CrossOriginProperties(O).
    let mut keys: Vec<JsValue> = o.properties().iter().map(|(n, _)| JsValue::from(js_string!(*n))).collect();
    // 3. « "then", @@toStringTag, @@hasInstance, @@isConcatSpreadable ».
    keys.push(JsValue::from(js_string!("then")));
    keys.extend([JsSymbol::to_string_tag(), JsSymbol::has_instance(), JsSymbol::is_concat_spreadable()].map(JsValue::from));
    keys
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginget-(-o,-p,-receiver-)
/// given O's [[GetOwnProperty]] result.
pub fn cross_origin_get(ctx: &mut Context, desc: Descriptor, key: &JsValue, receiver: &JsValue) -> JsResult<JsValue> {
    match desc {
        // 3. If IsDataDescriptor(desc), return desc.[[Value]].
        Descriptor::Data { value, .. } => Ok(value),
        // 5-7. The getter, called with Receiver; none: SecurityError.
        Descriptor::Accessor { get: Some(getter), .. } => getter.call(receiver, &[], ctx),
        Descriptor::Accessor { get: None, .. } => Err(security_error(ctx, key)),
    }
}

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginset-(-o,-p,-v,-receiver-)
/// given O's [[GetOwnProperty]] result.
pub fn cross_origin_set(ctx: &mut Context, desc: Descriptor, key: &JsValue, value: JsValue, receiver: &JsValue) -> JsResult<bool> {
    match desc {
        // 3. If desc.[[Set]] is present and not undefined: call it with Receiver and V; return true.
        Descriptor::Accessor { set: Some(setter), .. } => {
            setter.call(receiver, &[value], ctx)?;
            Ok(true)
        }
        // 4. Throw a "SecurityError" DOMException.
        _ => Err(security_error(ctx, key)),
    }
}

fn build(ctx: &mut Context, f: NativeFunction, length: usize) -> JsObject {
    // Anonymous built-in functions: their name is the empty string.
    FunctionObjectBuilder::new(ctx.realm(), f).name(JsString::default()).length(length).build().into()
}

/// The IDL operation `name` on object `o`.
fn make_method(ctx: &mut Context, o: CrossOriginObject, name: &'static str, length: usize) -> JsResult<JsObject> {
    let f = NativeFunction::from_copy_closure(move |_this, args, ctx| match (o, name) {
        (CrossOriginObject::Window(nav), "close") => {
            crate::html::window_ops::close(ctx, nav);
            Ok(JsValue::undefined())
        }
        (CrossOriginObject::Window(_), "focus" | "blur") => Ok(JsValue::undefined()),
        (CrossOriginObject::Window(nav), "postMessage") => {
            let message = args.first().cloned().unwrap_or_default();
            let options = args.get(1).cloned().unwrap_or_default();
            crate::html::window_ops::post_message_to_navigable(ctx, nav, message, &options)?;
            Ok(JsValue::undefined())
        }
        (CrossOriginObject::Location(doc), "replace") => {
            let url = args.first().cloned().unwrap_or_default().to_string(ctx)?.to_std_string_lossy();
            crate::html::window_ops::location_navigate(ctx, doc, &url, true)?;
            Ok(JsValue::undefined())
        }
        _ => Err(crate::webidl::convert::type_error(format!("'{name}' is not a cross-origin method"))),
    });
    Ok(build(ctx, f, length))
}

/// The getter of the IDL attribute `name` on object `o`.
fn make_getter(ctx: &mut Context, o: CrossOriginObject, name: &'static str) -> JsResult<JsObject> {
    let f = NativeFunction::from_copy_closure(move |_this, _args, ctx| {
        let CrossOriginObject::Window(nav) = o else { return Err(crate::webidl::convert::type_error("no getter")) };
        crate::html::window_ops::window_attribute(ctx, nav, name)
    });
    Ok(build(ctx, f, 0))
}

/// The setter of the IDL attribute `name` on object `o` (Window's
/// `location`, Location's `href`).
fn make_setter(ctx: &mut Context, o: CrossOriginObject, name: &'static str) -> JsResult<JsObject> {
    let f = NativeFunction::from_copy_closure(move |_this, args, ctx| {
        let url = args.first().cloned().unwrap_or_default().to_string(ctx)?.to_std_string_lossy();
        match (o, name) {
            // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href
            // via Window's [PutForwards=href] location.
            (CrossOriginObject::Window(nav), "location") => {
                let Some(doc) = host(ctx).ua().navigable(nav).map(|n| n.active_document) else { return Ok(JsValue::undefined()) };
                crate::html::window_ops::location_navigate(ctx, doc, &url, false)?;
            }
            (CrossOriginObject::Location(doc), "href") => crate::html::window_ops::location_navigate(ctx, doc, &url, false)?,
            _ => return Err(crate::webidl::convert::type_error(format!("'{name}' has no cross-origin setter"))),
        }
        Ok(JsValue::undefined())
    });
    Ok(build(ctx, f, 1))
}
