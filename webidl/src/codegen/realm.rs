//! What a realm gets: the `define_xxx` function of each interface (its
//! interface object and prototype, https://webidl.spec.whatwg.org/#es-interfaces),
//! `define_all`, and which members are made on first use.
//!
//! An interface's members (operations, attributes, constants, statics,
//! iterators) are most of what a realm costs, and most pages touch few
//! interfaces. So, except for the global interface and its ancestors (whose
//! members script reaches through the global object itself), `define_xxx`
//! makes only the interface object and the prototype, and `define_xxx_members`
//! defines the rest when the prototype can first be reached (the bindings'
//! `webidl::lazy`).

use super::line;
use super::names::snake;
use crate::model::{ConstValue, Definitions, Interface};

/// https://drafts.csswg.org/cssom/#idl-attribute-to-css-property reversed for
/// a camel-cased attribute: its dashed attribute, when it differs
/// (`backgroundColor` -> `background-color`; `webkitX` -> `-webkit-x`).
fn dashed_attribute(camel: &str) -> Option<String> {
    if camel == "cssFloat" {
        return None;
    }
    let mut out = String::new();
    if camel.starts_with("webkit") {
        out.push('-');
    }
    for c in camel.chars() {
        if c.is_ascii_uppercase() {
            out.push('-');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    (out != camel).then_some(out)
}

/// The Rust expression of a constant's value.
fn const_value(value: &ConstValue) -> String {
    match value {
        ConstValue::Integer(n) => format!("JsValue::from({n}_i64 as f64)"),
        ConstValue::Float(f) => format!("JsValue::from({f:?})"),
        ConstValue::Boolean(b) => format!("JsValue::from({b})"),
    }
}

fn is_exposed_in_window(i: &Interface) -> bool {
    i.attrs.exposed.is_empty() || i.attrs.exposed.iter().any(|e| e == "Window" || e == "*")
}

/// Whether `i`'s members are made on first use: not for a `[Global]`
/// interface or an ancestor of one, whose prototypes are on the global
/// object's prototype chain from the start. (An interface with no members
/// of its own is deferred too: its interface object and prototype lead to
/// its ancestors'.)
fn deferred(defs: &Definitions, i: &Interface) -> bool {
    !defs.interfaces.values().any(|g| {
        let mut cur = Some(g).filter(|g| g.global);
        while let Some(c) = cur {
            if c.name == i.name {
                return true;
            }
            cur = c.parent.as_deref().and_then(|p| defs.interfaces.get(p));
        }
        false
    })
}

/// The statements defining `i`'s members on `proto` (`global` for a
/// `[Global]` interface) and `iface`; `iterator` is how the statements
/// record a pair iterator's prototype.
fn members(i: &Interface, lower: &str, iterator: &str) -> Vec<String> {
    let mut out = String::new();
    let gated = |secure_context: bool| secure_context && !i.attrs.secure_context;
    for c in &i.constants {
        let v = const_value(&c.value);
        line(&mut out, format!("    define_constant(ctx, &iface, {:?}, {v})?;", c.name));
        line(&mut out, format!("    define_constant(ctx, &proto, {:?}, {v})?;", c.name));
    }
    let member_target = if i.global { "global" } else { "&proto" };
    let mut unscopables = Vec::new();
    for op in &i.operations {
        if op.attrs.legacy_unforgeable && !op.is_static {
            continue;
        }
        // An overloaded operation is defined once, with the function that picks
        // the overload and the shortest overload's length.
        let overloads = i.overloads(op);
        if !std::ptr::eq(overloads[0], op) {
            continue;
        }
        let mut f = i.operation_rust_name(op).trim_start_matches("r#").to_string();
        let length = overloads.iter().map(|o| o.length()).min().unwrap_or(0);
        if overloads.len() > 1 {
            f.push_str("_overloaded");
        }
        let target = if op.is_static { "&iface" } else { member_target };
        let def = format!("define_operation(ctx, {target}, {:?}, {length}, {lower}_op_{f}, None)?;", op.name);
        if gated(op.attrs.secure_context) {
            line(&mut out, format!("    if secure {{ {def} }}"));
        } else {
            line(&mut out, format!("    {def}"));
        }
        if op.attrs.unscopable {
            unscopables.push(op.name.clone());
        }
    }
    for a in &i.attributes {
        if a.attrs.legacy_unforgeable && !a.is_static {
            continue;
        }
        let n = snake(&a.name).trim_start_matches("r#").to_string();
        let has_setter = !a.readonly || a.attrs.put_forwards.is_some() || a.attrs.replaceable;
        let setter = if has_setter { format!("Some({lower}_set_{n} as NativeFn)") } else { "None".into() };
        let target = if a.is_static { "&iface" } else { member_target };
        let mut names = vec![a.name.clone()];
        if a.attrs.css_property && !a.is_static {
            // https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-dashed-attribute
            names.extend(dashed_attribute(&a.name));
        }
        for name in names {
            let def = format!("define_attribute(ctx, {target}, {name:?}, {lower}_get_{n}, {setter}, None)?;");
            if gated(a.attrs.secure_context) {
                line(&mut out, format!("    if secure {{ {def} }}"));
            } else {
                line(&mut out, format!("    {def}"));
            }
        }
    }
    // https://webidl.spec.whatwg.org/#es-stringifier: an unforgeable
    // stringifier's `toString` is on every instance (`unforgeables_*`).
    if i.stringifier.is_some() && !i.unforgeable_stringifier() {
        line(&mut out, format!("    define_operation(ctx, {member_target}, \"toString\", 0, {lower}_stringifier, None)?;"));
    }
    super::special::define(i, lower, iterator, &mut out);
    if !unscopables.is_empty() {
        line(&mut out, format!("    define_unscopables(ctx, &proto, &{unscopables:?})?;"));
    }
    out.lines().map(str::to_string).collect()
}

pub fn define_interface(defs: &Definitions, i: &Interface, lower: &str, out: &mut String) {
    let name = &i.name;
    let deferred = deferred(defs, i);
    let iterator = if deferred {
        format!("crate::webidl::lazy::insert_iterator(ctx, Interface::{name}, iterator_proto)?;")
    } else {
        format!("protos.insert_iterator(Interface::{name}, iterator_proto);")
    };
    let members = members(i, lower, &iterator);
    line(out, format!("/// Creates the `{name}` interface object and prototype in the current realm."));
    line(out, format!("pub fn define_{lower}(ctx: &mut Context, protos: &mut Protos, global: &JsObject, secure: bool) -> JsResult<()> {{"));
    if i.attrs.secure_context {
        line(out, "    // [SecureContext]: not exposed in a non-secure realm.");
        line(out, "    if !secure { return Ok(()); }");
    }
    // https://webidl.spec.whatwg.org/#interface-prototype-object
    match &i.parent {
        Some(p) => line(out, format!("    let parent_proto = protos.prototype(Interface::{p});")),
        None if name == "DOMException" => {
            line(out, "    // https://webidl.spec.whatwg.org/#es-DOMException-specialness");
            line(out, "    let parent_proto = Some(ctx.intrinsics().constructors().error().prototype());");
        }
        None => line(out, "    let parent_proto = None;"),
    }
    line(out, "    let proto = new_prototype(ctx, parent_proto);");
    // https://webidl.spec.whatwg.org/#interface-object
    let length = i.constructor.as_ref().map_or(0, |args| args.iter().take_while(|a| !a.optional && !a.variadic).count());
    match &i.parent {
        Some(p) => line(out, format!("    let parent_iface = protos.interface_object(Interface::{p});")),
        None => line(out, "    let parent_iface = None;"),
    }
    line(out, format!("    let iface = interface_object(ctx, {name:?}, {length}, {lower}_constructor, parent_iface)?;"));
    line(out, "    link_prototype(ctx, &iface, &proto)?;");
    line(out, format!("    define_to_string_tag(ctx, &proto, {name:?})?;"));
    if deferred {
        line(out, format!("    let iface = crate::webidl::lazy::defer_members(ctx, protos, Interface::{name}, &iface, &proto)?;"));
    } else {
        for m in &members {
            line(out, m);
        }
    }
    line(out, format!("    protos.insert(Interface::{name}, proto.clone(), iface.clone());"));
    if is_exposed_in_window(i) {
        line(out, format!("    expose_on_global(ctx, global, {name:?}, &iface)?;"));
        // https://webidl.spec.whatwg.org/#LegacyWindowAlias: the same
        // interface object under each alias.
        for alias in &i.legacy_window_aliases {
            line(out, format!("    expose_on_global(ctx, global, {alias:?}, &iface)?;"));
        }
        // https://webidl.spec.whatwg.org/#legacy-factory-functions
        for (f, args) in &i.legacy_factory_functions {
            let length = args.iter().take_while(|a| !a.optional && !a.variadic).count();
            let fs = snake(f).trim_start_matches("r#").to_string();
            line(out, format!("    define_legacy_factory_function(ctx, global, {f:?}, {length}, {lower}_factory_{fs}, &proto)?;"));
        }
    }
    line(out, "    Ok(())");
    line(out, "}");
    line(out, "");
    if deferred && !members.is_empty() {
        line(out, format!("/// The members of `{name}` (on its prototype and interface object), defined on first use (`crate::webidl::lazy`)."));
        line(out, "#[allow(unused_variables)]");
        line(out, format!("fn define_{lower}_members(ctx: &mut Context, proto: JsObject, iface: JsObject, secure: bool) -> JsResult<()> {{"));
        for m in members {
            line(out, m);
        }
        line(out, "    Ok(())");
        line(out, "}");
        line(out, "");
    }
}

pub fn define_all(defs: &Definitions, order: &[&Interface], out: &mut String) {
    line(out, "/// Defines every interface and namespace in the current realm, parents first.");
    line(out, "pub fn define_all(ctx: &mut Context, global: &JsObject, secure: bool) -> JsResult<Protos> {");
    line(out, "    let mut protos = Protos::new(Interface::COUNT, secure);");
    line(out, "    protos.snapshot_reflect(ctx)?;");
    for i in order {
        line(out, format!("    define_{}(ctx, &mut protos, global, secure)?;", snake(&i.name).trim_start_matches("r#")));
    }
    for ns in defs.namespaces.keys() {
        line(out, format!("    define_namespace_{ns}(ctx, global)?;"));
    }
    // https://webidl.spec.whatwg.org/#legacy-callback-interface-object: a
    // callback interface with constants (NodeFilter) has one.
    for (name, ci) in &defs.callback_interfaces {
        if ci.constants.is_empty() {
            continue;
        }
        let constants: Vec<String> = ci.constants.iter().map(|c| format!("({:?}, {})", c.name, const_value(&c.value))).collect();
        line(out, format!("    define_legacy_callback_interface_object(ctx, global, {name:?}, &[{}])?;", constants.join(", ")));
    }
    line(out, "    Ok(protos)");
    line(out, "}");
    line(out, "/// The function defining the members of `iface` on first use, if they wait for it (`crate::webidl::lazy`).");
    line(out, "pub fn deferred_members(iface: Interface) -> Option<crate::webidl::lazy::DefineMembers> {");
    line(out, "    match iface {");
    for i in order {
        let lower = snake(&i.name).trim_start_matches("r#").to_string();
        let has_members = !members(i, &lower, "").is_empty();
        if deferred(defs, i) && has_members {
            line(out, format!("        Interface::{} => Some(define_{lower}_members),", i.name));
        } else {
            line(out, format!("        Interface::{} => None,", i.name));
        }
    }
    line(out, "    }");
    line(out, "}");
    line(out, "/// Defines the `[LegacyUnforgeable]` members of `iface` (and its ancestors) on `obj`.");
    line(out, "pub fn define_unforgeables(ctx: &mut Context, obj: &JsObject, iface: Interface) -> JsResult<()> {");
    line(out, "    match iface {");
    for i in order {
        line(out, format!("        Interface::{} => unforgeables_{}(ctx, obj),", i.name, snake(&i.name).trim_start_matches("r#")));
    }
    line(out, "    }");
    line(out, "}");
}
