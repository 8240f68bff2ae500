//! Named access on the Window object
//! (https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object):
//! `<div id="status">` is `window.status`, and plain `status` in script,
//! unless something else has that name; a named iframe is its WindowProxy.
//!
//! Window is `[Global]` with named properties, so WebIDL puts a named
//! properties object (https://webidl.spec.whatwg.org/#named-properties-object),
//! "WindowProperties", between `Window.prototype` and `EventTarget.prototype`.
//! Boa has no hook for exotic objects, so it is a Proxy whose target is an
//! ordinary object (the one `Object.getPrototypeOf(Window.prototype)` gives
//! access to, with `EventTarget.prototype` as its prototype) and whose traps
//! are the named properties object's internal methods. The names are looked
//! up in the Window's document each time (no cache to keep in step with
//! the tree): a lookup walks the document, and only names the global, its
//! prototypes and `EventTarget.prototype`/`Object.prototype` do not have get
//! that far.

use boa_engine::object::FunctionObjectBuilder;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{js_string, Context, JsObject, JsResult, JsString, JsSymbol, JsValue, NativeFunction};
use runtime::dom::{NodeId, Tree};

use crate::dom::htmlcollection::{live, Filter};
use crate::host::host;
use crate::html::window::window_doc;
use crate::webidl::convert::type_error;
use crate::webidl::define::new_proxy;

/// The elements that are named objects of a Window by `name`
/// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-nameditem-filter),
/// in tree order: `embed`, `form`, `img` and `object` elements whose `name`
/// is `name`, and HTML elements whose `id` is `name`. (Child navigables
/// are named objects too; [`named_value`] looks at them first.)
pub fn named_elements(tree: &Tree, root: NodeId, name: &str) -> Vec<NodeId> {
    if name.is_empty() {
        return Vec::new();
    }
    tree.descendants(root)
        .filter(|n| {
            tree.element(*n).is_some_and(|e| {
                *e.namespace() == html5ever::ns!(html)
                    && (e.id() == Some(name)
                        || (["embed", "form", "img", "object"].iter().any(|l| e.is_html(l)) && e.plain_attribute("name") == Some(name)))
            })
        })
        .collect()
}

/// Puts the named properties object of the Window `window` between
/// `window_prototype` and its prototype. Call it when the realm is set up.
pub fn install(ctx: &mut Context, window: &JsObject, window_prototype: &JsObject) -> JsResult<()> {
    let target = JsObject::with_null_proto();
    target.set_prototype(window_prototype.prototype());
    // https://webidl.spec.whatwg.org/#named-properties-object: its class string.
    target.define_property_or_throw(
        JsSymbol::to_string_tag(),
        PropertyDescriptor::builder().value(js_string!("WindowProperties")).writable(false).enumerable(false).configurable(true),
        ctx,
    )?;
    let handler = JsObject::with_null_proto();
    let traps: [(&str, usize, Trap); 7] = [
        ("get", 3, trap_get),
        ("has", 2, trap_has),
        ("getOwnPropertyDescriptor", 2, trap_get_own_property_descriptor),
        ("defineProperty", 3, trap_define_property),
        ("deleteProperty", 2, trap_delete_property),
        ("setPrototypeOf", 2, trap_set_prototype_of),
        ("preventExtensions", 1, trap_prevent_extensions),
    ];
    for (name, length, trap) in traps {
        let f = FunctionObjectBuilder::new(ctx.realm(), NativeFunction::from_copy_closure_with_captures(trap, window.clone()))
            .name(JsString::from(name))
            .length(length)
            .build();
        handler.create_data_property_or_throw(JsString::from(name), f, ctx)?;
    }
    let proxy = new_proxy(ctx, &target, &handler)?;
    window_prototype.set_prototype(Some(proxy));
    Ok(())
}

type Trap = fn(&JsValue, &[JsValue], &JsObject, &mut Context) -> JsResult<JsValue>;

fn arg(args: &[JsValue], i: usize) -> JsValue {
    args.get(i).cloned().unwrap_or_default()
}

fn target_of(args: &[JsValue]) -> JsResult<JsObject> {
    args.first().and_then(JsValue::as_object).ok_or_else(|| type_error("WindowProperties without a target"))
}

/// The value of the named property `name` of `window`
/// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object),
/// or `None` when it is not a supported property name.
fn named_value(ctx: &mut Context, window: &JsObject, name: &str) -> JsResult<Option<JsValue>> {
    if name.is_empty() {
        return Ok(None);
    }
    let doc = window_doc(window)?;
    let h = host(ctx);
    // 2. If objects contains a navigable (a document-tree child navigable
    //    whose target name is name): the first one's active WindowProxy.
    let navigable = h.doc(doc, |d| d.navigable).flatten();
    if let Some(child) = navigable.and_then(|nav| crate::html::window_proxy::named_child(ctx, nav, &JsString::from(name).into())) {
        return Ok(Some(crate::html::window_proxy::get(ctx, child)?.into()));
    }
    // 1. Let objects be the list of named objects of window with the name name.
    let Some(tree) = h.doc(doc, |d| d.tree.clone()) else { return Ok(None) };
    let (root, found) = {
        let t = tree.borrow();
        let root = t.document();
        (root, named_elements(&t, root, name))
    };
    match found.as_slice() {
        [] => Ok(None),
        // 3. If objects has only one element, return that element.
        [one] => Ok(Some(crate::dom::node::wrap(ctx, doc, *one)?.into())),
        // 4. Otherwise, an HTMLCollection rooted at window's associated
        //    Document, whose filter matches only the named objects of window
        //    with the name name.
        _ => {
            let document = crate::dom::node::wrap(ctx, doc, root)?;
            let filter = Filter::Custom { select: named_elements, key: name.to_string() };
            Ok(Some(live(ctx, &document, filter)?.into()))
        }
    }
}

/// The property key `key` as a name the named properties object could
/// have: a string (symbols are never named properties).
fn name_of(key: &JsValue) -> Option<String> {
    key.as_string().map(|s| s.to_std_string_lossy())
}

/// https://webidl.spec.whatwg.org/#dfn-named-property-visibility for the
/// named properties object: the name is supported, and neither the object
/// (the target) nor any object on its prototype chain has it.
fn visible_named_value(ctx: &mut Context, window: &JsObject, target: &JsObject, key: &JsValue) -> JsResult<Option<JsValue>> {
    let Some(name) = name_of(key) else { return Ok(None) };
    if target.has_property(JsString::from(name.as_str()), ctx)? {
        return Ok(None);
    }
    named_value(ctx, window, &name)
}

/// [[Get]]: ordinary, over [[GetOwnProperty]] below.
fn trap_get(_: &JsValue, args: &[JsValue], window: &JsObject, ctx: &mut Context) -> JsResult<JsValue> {
    let target = target_of(args)?;
    if let Some(value) = visible_named_value(ctx, window, &target, &arg(args, 1))? {
        return Ok(value);
    }
    crate::webidl::legacy::reflect(ctx, "get", args)
}

/// [[HasProperty]]: ordinary, over [[GetOwnProperty]] below.
fn trap_has(_: &JsValue, args: &[JsValue], window: &JsObject, ctx: &mut Context) -> JsResult<JsValue> {
    let target = target_of(args)?;
    if visible_named_value(ctx, window, &target, &arg(args, 1))?.is_some() {
        return Ok(true.into());
    }
    crate::webidl::legacy::reflect(ctx, "has", args)
}

/// https://webidl.spec.whatwg.org/#named-properties-object-getownproperty:
/// LegacyPlatformObjectGetOwnProperty(O, P, false), the named property
/// being writable, configurable and (Window is
/// [LegacyUnenumerableNamedProperties]) not enumerable.
fn trap_get_own_property_descriptor(_: &JsValue, args: &[JsValue], window: &JsObject, ctx: &mut Context) -> JsResult<JsValue> {
    let target = target_of(args)?;
    let key = arg(args, 1);
    if let Some(name) = name_of(&key) {
        if !target.has_own_property(JsString::from(name.as_str()), ctx)? {
            if let Some(value) = visible_named_value(ctx, window, &target, &key)? {
                let desc = JsObject::with_object_proto(ctx.intrinsics());
                desc.create_data_property_or_throw(js_string!("value"), value, ctx)?;
                desc.create_data_property_or_throw(js_string!("writable"), true, ctx)?;
                desc.create_data_property_or_throw(js_string!("enumerable"), false, ctx)?;
                desc.create_data_property_or_throw(js_string!("configurable"), true, ctx)?;
                return Ok(desc.into());
            }
        }
    }
    crate::webidl::legacy::reflect(ctx, "getOwnPropertyDescriptor", args)
}

/// https://webidl.spec.whatwg.org/#named-properties-object-defineownproperty: return false.
/// Chromium 156 defines the property instead; WebIDL is followed here
/// (docs/decisions.md; tested in bindings/tests/window_named_access.rs).
fn trap_define_property(_: &JsValue, _: &[JsValue], _: &JsObject, _: &mut Context) -> JsResult<JsValue> {
    Ok(false.into())
}

/// https://webidl.spec.whatwg.org/#named-properties-object-delete: false
/// for a visible named property, else the ordinary deletion.
fn trap_delete_property(_: &JsValue, args: &[JsValue], window: &JsObject, ctx: &mut Context) -> JsResult<JsValue> {
    let target = target_of(args)?;
    if visible_named_value(ctx, window, &target, &arg(args, 1))?.is_some() {
        return Ok(false.into());
    }
    crate::webidl::legacy::reflect(ctx, "deleteProperty", args)
}

/// https://webidl.spec.whatwg.org/#named-properties-object-setprototypeof:
/// an immutable prototype exotic object (true only for the same prototype).
fn trap_set_prototype_of(_: &JsValue, args: &[JsValue], _: &JsObject, _: &mut Context) -> JsResult<JsValue> {
    let target = target_of(args)?;
    let current: JsValue = target.prototype().map(JsValue::from).unwrap_or_else(JsValue::null);
    Ok(JsValue::same_value(&current, &arg(args, 1)).into())
}

/// https://webidl.spec.whatwg.org/#named-properties-object-preventextensions: return false.
fn trap_prevent_extensions(_: &JsValue, _: &[JsValue], _: &JsObject, _: &mut Context) -> JsResult<JsValue> {
    Ok(false.into())
}
