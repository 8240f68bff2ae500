//! Interfaces: the implementation trait, the glue functions and the
//! definition of the interface object and prototype in a realm
//! (https://webidl.spec.whatwg.org/#es-interfaces).

use super::line;
use super::names::{module, snake};
use super::types::{convert, default_expr, rust_type};
use crate::model::{
    Argument, Attribute, Definitions, Interface, Namespace, Operation, Type,
};

/// `Some("toolchange")` for an event handler IDL attribute `ontoolchange`
/// (of type `EventHandler`, `OnErrorEventHandler` or
/// `OnBeforeUnloadEventHandler`), and whether it is an `OnErrorEventHandler`.
fn event_handler(a: &Attribute) -> Option<(String, bool)> {
    if let Type::Nullable(inner) = &a.ty {
        if let Type::CallbackFunction(c) = &**inner {
            if c == "EventHandlerNonNull" || c == "OnErrorEventHandlerNonNull" || c == "OnBeforeUnloadEventHandlerNonNull" {
                let ty = a.name.strip_prefix("on").unwrap_or(&a.name).to_string();
                return Some((ty, c == "OnErrorEventHandlerNonNull"));
            }
        }
    }
    None
}

pub fn interface_enum(defs: &Definitions, out: &mut String) {
    line(out, "/// Every interface the IDL defines.");
    line(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    line(out, "pub enum Interface {");
    for name in defs.interfaces.keys() {
        line(out, format!("    {name},"));
    }
    line(out, "}");
    line(out, "impl Interface {");
    line(out, format!("    pub const COUNT: usize = {};", defs.interfaces.len()));
    line(out, "    /// Every interface, in the order of their discriminants (`ALL[i as usize] == i`).");
    line(out, format!("    pub const ALL: [Interface; {}] = [{}];", defs.interfaces.len(), defs.interfaces.keys().map(|n| format!("Interface::{n}")).collect::<Vec<_>>().join(", ")));
    line(out, "    pub fn name(self) -> &'static str {");
    line(out, "        match self {");
    for name in defs.interfaces.keys() {
        line(out, format!("            Interface::{name} => {name:?},"));
    }
    line(out, "        }");
    line(out, "    }");
    line(out, "    /// The inherited interface, if any.");
    line(out, "    pub fn parent(self) -> Option<Interface> {");
    line(out, "        match self {");
    for (name, i) in &defs.interfaces {
        match &i.parent {
            Some(p) => line(out, format!("            Interface::{name} => Some(Interface::{p}),")),
            None => line(out, format!("            Interface::{name} => None,")),
        }
    }
    line(out, "        }");
    line(out, "    }");
    line(out, "    /// The event types of the event handler IDL attributes `self` defines");
    line(out, "    /// itself (its mixins' included, its parents' not): `onclick` gives \"click\".");
    line(out, "    pub fn event_handlers(self) -> &'static [&'static str] {");
    line(out, "        match self {");
    for (name, i) in &defs.interfaces {
        let types: Vec<String> = i.attributes.iter().filter_map(|a| event_handler(a).map(|(t, _)| format!("{t:?}"))).collect();
        if !types.is_empty() {
            line(out, format!("            Interface::{name} => &[{}],", types.join(", ")));
        }
    }
    line(out, "            _ => &[],");
    line(out, "        }");
    line(out, "    }");
    line(out, "    /// Whether an object implementing `self` implements `other`.");
    line(out, "    pub fn inherits(self, other: Interface) -> bool {");
    line(out, "        let mut cur = Some(self);");
    line(out, "        while let Some(i) = cur { if i == other { return true; } cur = i.parent(); }");
    line(out, "        false");
    line(out, "    }");
    line(out, "}");
    line(out, "");
}

/// The Rust parameter list for arguments (after `ctx` and `this`).
fn params(args: &[Argument]) -> String {
    args.iter()
        .map(|a| {
            let ty = rust_type(&a.ty);
            let ty = if a.variadic {
                format!("Vec<{ty}>")
            } else if a.optional && a.default.is_none() {
                format!("Option<{ty}>")
            } else {
                ty
            };
            format!(", {}: {ty}", snake(&a.name))
        })
        .collect()
}

fn ret_type(t: &Type) -> String {
    rust_type(t)
}

/// Glue statements converting `args` into locals `a0, a1, ...`.
fn convert_args(defs: &Definitions, owner: &str, op: &str, args: &[Argument], out: &mut String) {
    let required = args.iter().take_while(|a| !a.optional && !a.variadic).count();
    if required > 0 {
        line(
            out,
            format!("    check_argument_count(args, {required}, {op:?}, {owner:?})?;"),
        );
    }
    for (i, a) in args.iter().enumerate() {
        let what = format!("Failed to execute '{op}' on '{owner}': parameter {}", i + 1);
        if a.variadic {
            line(out, format!("    let mut a{i} = Vec::new();"));
            line(
                out,
                format!(
                    "    for v in args.iter().skip({i}) {{ a{i}.push({}); }}",
                    convert(defs, &a.ty, &a.attrs, "v", &what)
                ),
            );
        } else if a.optional {
            line(out, format!("    let v = args.get({i}).cloned().unwrap_or_default();"));
            let conv = convert(defs, &a.ty, &a.attrs, "&v", &what);
            match &a.default {
                Some(d) => line(
                    out,
                    format!(
                        "    let a{i} = if v.is_undefined() {{ {} }} else {{ {conv} }};",
                        default_expr(defs, &a.ty, d)
                    ),
                ),
                None => line(
                    out,
                    format!("    let a{i} = if v.is_undefined() {{ None }} else {{ Some({conv}) }};"),
                ),
            }
        } else {
            line(out, format!("    let v = args.get({i}).cloned().unwrap_or_default();"));
            line(out, format!("    let a{i} = {};", convert(defs, &a.ty, &a.attrs, "&v", &what)));
        }
    }
}

fn call_args(args: &[Argument]) -> String {
    (0..args.len()).map(|i| format!(", a{i}")).collect()
}

pub fn generate(defs: &Definitions, i: &Interface, out: &mut String) {
    let name = &i.name;
    let m = module(name);
    let imp = format!("crate::{}::{m}::{name}", i.spec);
    let lower = snake(name).trim_start_matches("r#").to_string();

    // The implementation trait.
    line(out, format!("/// What `{imp}` implements for the `{name}` interface."));
    line(out, format!("pub trait {name}Methods {{"));
    if let Some(args) = i.constructor.as_ref().filter(|_| !i.html_constructor) {
        line(
            out,
            format!("    fn constructor(ctx: &mut Context, proto: JsObject{}) -> JsResult<JsObject>;", params(args)),
        );
    }
    for op in &i.operations {
        let this = if op.is_static { "" } else { ", this: &JsObject" };
        line(
            out,
            format!(
                "    fn {}(ctx: &mut Context{this}{}) -> JsResult<{}>;",
                i.operation_rust_name(op),
                params(&op.args),
                ret_type(&op.ret)
            ),
        );
    }
    if i.stringifier.as_deref() == Some("") {
        line(out, "    /// The stringification behavior (`stringifier;`).");
        line(out, "    fn stringify(ctx: &mut Context, this: &JsObject) -> JsResult<String>;");
    }
    for a in &i.attributes {
        if event_handler(a).is_some() || a.attrs.css_property {
            continue;
        }
        let this = if a.is_static { "" } else { ", this: &JsObject" };
        if super::reflect::trait_has_getter(a) {
            line(
                out,
                format!("    fn get_{}(ctx: &mut Context{this}) -> JsResult<{}>;", snake(&a.name).trim_start_matches("r#"), rust_type(&a.ty)),
            );
        }
        if !a.readonly && super::reflect::trait_has_setter(a) {
            line(
                out,
                format!(
                    "    fn set_{}(ctx: &mut Context{this}, value: {}) -> JsResult<()>;",
                    snake(&a.name).trim_start_matches("r#"),
                    rust_type(&a.ty)
                ),
            );
        }
    }
    if i.attributes.iter().any(|a| a.attrs.css_property) {
        line(out, "    /// A `[CSSProperty]` attribute's getter, with the attribute's name.");
        line(out, "    fn get_css_property(ctx: &mut Context, this: &JsObject, attribute: &str) -> JsResult<JsString>;");
        line(out, "    fn set_css_property(ctx: &mut Context, this: &JsObject, attribute: &str, value: JsString) -> JsResult<()>;");
    }
    super::special::trait_methods(i, out);
    for (f, args) in &i.legacy_factory_functions {
        line(out, format!("    /// The `[LegacyFactoryFunction={f}]`'s steps: the new object, made with `proto`."));
        line(
            out,
            format!("    fn legacy_factory_{}(ctx: &mut Context, proto: JsObject{}) -> JsResult<JsObject>;", snake(f).trim_start_matches("r#"), params(args)),
        );
    }
    line(out, "}");

    // https://webidl.spec.whatwg.org/#legacy-factory-functions: the
    // function's behavior (called without new: a TypeError).
    for (f, args) in &i.legacy_factory_functions {
        let fs = snake(f).trim_start_matches("r#").to_string();
        line(out, format!("fn {lower}_factory_{fs}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
        line(out, format!("    let proto = crate::webidl::reflect::prototype_from_new_target(this, Interface::{name}, ctx)?;"));
        convert_args(defs, f, "constructor", args, out);
        line(out, format!("    let obj = <{imp} as {name}Methods>::legacy_factory_{fs}(ctx, proto{})?;", call_args(args)));
        line(out, "    Ok(obj.into())");
        line(out, "}");
    }

    // Constructor glue.
    line(out, format!("fn {lower}_constructor(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
    match &i.constructor {
        Some(_) if i.html_constructor => {
            line(out, "    // https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors");
            line(out, format!("    crate::html::custom_elements::html_element_constructor(ctx, this, Interface::{name}).map(Into::into)"));
        }
        Some(args) => {
            line(out, "    // https://webidl.spec.whatwg.org/#js-constructors");
            line(out, format!("    let proto = crate::webidl::reflect::prototype_from_new_target(this, Interface::{name}, ctx)?;"));
            convert_args(defs, name, "constructor", args, out);
            line(
                out,
                format!(
                    "    let obj = <{imp} as {name}Methods>::constructor(ctx, proto{})?;",
                    call_args(args)
                ),
            );
            line(out, "    Ok(obj.into())");
        }
        None => line(out, "    Err(illegal_constructor())"),
    }
    line(out, "}");

    // Operation glue.
    for op in &i.operations {
        operation_glue(defs, i, op, &imp, &lower, out);
    }
    // Overloaded operations: one function that picks the overload.
    for op in &i.operations {
        let overloads = i.overloads(op);
        if overloads.len() > 1 && std::ptr::eq(overloads[0], op) {
            let name = format!("{lower}_op_{}_overloaded", i.operation_rust_name(op).trim_start_matches("r#"));
            let glue = |o: &Operation| format!("{lower}_op_{}", i.operation_rust_name(o).trim_start_matches("r#"));
            super::overload::dispatcher(defs, &i.name, &overloads, &name, glue, out);
        }
    }
    // Attribute glue.
    for a in &i.attributes {
        attribute_glue(defs, i, a, &imp, &lower, out);
    }
    if let Some(attr) = &i.stringifier {
        line(out, format!("fn {lower}_stringifier(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
        if attr.is_empty() {
            // https://webidl.spec.whatwg.org/#es-stringifier: `stringifier;` has
            // the stringification behavior its specification's prose defines.
            line(out, format!("    let this = this_object_or_global(this, Interface::{name}, ctx)?;"));
            line(out, format!("    let r = <{imp} as {name}Methods>::stringify(ctx, &this)?;"));
            line(out, "    r.into_js(ctx)");
        } else {
            line(out, format!("    {lower}_get_{}(this, args, ctx)", snake(attr).trim_start_matches("r#")));
        }
        line(out, "}");
    }

    super::special::glue(defs, i, &imp, &lower, out);

    // Unforgeable members, defined on each instance.
    line(out, format!("/// Defines the `[LegacyUnforgeable]` members of `{name}` on an instance."));
    line(out, format!("pub fn unforgeables_{lower}(ctx: &mut Context, obj: &JsObject) -> JsResult<()> {{"));
    for a in i.attributes.iter().filter(|a| a.attrs.legacy_unforgeable) {
        let n = snake(&a.name).trim_start_matches("r#").to_string();
        let setter = if a.readonly && a.attrs.put_forwards.is_none() {
            "None".to_string()
        } else {
            format!("Some({lower}_set_{n} as NativeFn)")
        };
        line(out, format!("    define_attribute(ctx, obj, {:?}, {lower}_get_{n}, {setter}, Some({name:?}))?;", a.name));
    }
    for op in i.operations.iter().filter(|o| o.attrs.legacy_unforgeable && !o.is_static) {
        line(
            out,
            format!(
                "    define_operation(ctx, obj, {:?}, {}, {lower}_op_{}, Some({name:?}))?;",
                op.name,
                op.length(),
                snake(&op.name).trim_start_matches("r#")
            ),
        );
    }
    if i.unforgeable_stringifier() {
        // https://webidl.spec.whatwg.org/#es-stringifier
        line(out, format!("    define_operation(ctx, obj, \"toString\", 0, {lower}_stringifier, Some({name:?}))?;"));
    }
    if let Some(p) = &i.parent {
        line(out, format!("    unforgeables_{}(ctx, obj)?;", snake(p).trim_start_matches("r#")));
    }
    line(out, "    Ok(())");
    line(out, "}");

    // The definition in a realm.
    super::realm::define_interface(defs, i, &lower, out);
}

fn operation_glue(defs: &Definitions, i: &Interface, op: &Operation, imp: &str, lower: &str, out: &mut String) {
    let name = &i.name;
    let rust_name = i.operation_rust_name(op);
    let fname = rust_name.trim_start_matches("r#").to_string();
    let promise = matches!(op.ret, Type::Promise(_));
    let outer = format!("{lower}_op_{fname}");
    let glue = if op.attrs.ce_reactions { format!("{outer}_ce") } else { outer.clone() };
    if op.attrs.ce_reactions {
        ce_reactions_wrapper(&outer, &glue, out);
    }
    let body_fn = if promise { format!("{glue}_body") } else { glue.clone() };
    if promise {
        line(out, format!("fn {glue}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
        line(out, "    // https://webidl.spec.whatwg.org/#es-operations: an operation returning a");
        line(out, "    // promise turns every exception into a rejected promise.");
        line(out, format!("    match {body_fn}(this, args, ctx) {{"));
        line(out, "        Ok(v) => Ok(v),");
        line(out, "        Err(e) => crate::webidl::promise::rejected_promise(e, ctx),");
        line(out, "    }");
        line(out, "}");
    }
    line(out, format!("fn {body_fn}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
    if !op.is_static {
        line(out, format!("    let this = this_object_or_global(this, Interface::{name}, ctx)?;"));
    }
    convert_args(defs, name, &op.name, &op.args, out);
    let this_arg = if op.is_static { "" } else { ", &this" };
    line(
        out,
        format!(
            "    let r = <{imp} as {name}Methods>::{}(ctx{this_arg}{})?;",
            rust_name,
            call_args(&op.args)
        ),
    );
    line(out, "    r.into_js(ctx)");
    line(out, "}");
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#cereactions:
/// `outer` runs `inner`, then (whether or not it threw) the custom element
/// reactions it enqueued.
fn ce_reactions_wrapper(outer: &str, inner: &str, out: &mut String) {
    line(out, format!("fn {outer}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
    line(out, "    // [CEReactions]: push an element queue, run the member, pop and invoke.");
    line(out, "    crate::html::custom_elements::push_element_queue(ctx);");
    line(out, format!("    let r = {inner}(this, args, ctx);"));
    line(out, "    crate::html::custom_elements::pop_element_queue(ctx);");
    line(out, "    r");
    line(out, "}");
}

fn attribute_glue(defs: &Definitions, i: &Interface, a: &Attribute, imp: &str, lower: &str, out: &mut String) {
    let name = &i.name;
    let n = snake(&a.name).trim_start_matches("r#").to_string();
    let this_line = format!("    let this = this_object_or_global(this, Interface::{name}, ctx)?;");
    // Getter.
    line(out, format!("fn {lower}_get_{n}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
    if let Some((ty, _)) = event_handler(a) {
        line(out, &this_line);
        line(out, format!("    crate::html::event_handler::get(ctx, &this, {ty:?})"));
    } else if a.attrs.css_property {
        line(out, &this_line);
        line(out, format!("    let r = <{imp} as {name}Methods>::get_css_property(ctx, &this, {:?})?;", a.name));
        line(out, "    r.into_js(ctx)");
    } else if a.is_static {
        line(out, format!("    let r = <{imp} as {name}Methods>::get_{n}(ctx)?;"));
        line(out, "    r.into_js(ctx)");
    } else {
        line(out, &this_line);
        if !super::reflect::getter(i, a, out) {
            line(out, format!("    let r = <{imp} as {name}Methods>::get_{n}(ctx, &this)?;"));
            line(out, "    r.into_js(ctx)");
        }
    }
    line(out, "}");
    // Setter.
    let has_setter = !a.readonly || a.attrs.put_forwards.is_some() || a.attrs.replaceable;
    if !has_setter {
        return;
    }
    let setter = if a.attrs.ce_reactions {
        ce_reactions_wrapper(&format!("{lower}_set_{n}"), &format!("{lower}_set_{n}_ce"), out);
        format!("{lower}_set_{n}_ce")
    } else {
        format!("{lower}_set_{n}")
    };
    line(out, format!("fn {setter}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
    line(out, "    let v = args.first().cloned().unwrap_or_default();");
    if let Some((ty, onerror)) = event_handler(a) {
        line(out, &this_line);
        line(out, format!("    crate::html::event_handler::set(ctx, &this, {ty:?}, v, {onerror})?;"));
    } else if let Some(target) = &a.attrs.put_forwards {
        line(out, "    // https://webidl.spec.whatwg.org/#PutForwards");
        line(out, &this_line);
        line(out, format!("    let q = this.get(js_string!({:?}), ctx)?;", a.name));
        line(out, "    let Some(q) = q.as_object() else { return Err(type_error(\"PutForwards target is not an object\")); };");
        line(out, format!("    q.set(js_string!({target:?}), v, true, ctx)?;"));
    } else if a.attrs.replaceable {
        line(out, "    // https://webidl.spec.whatwg.org/#Replaceable");
        line(out, &this_line);
        line(out, format!("    this.create_data_property_or_throw(js_string!({:?}), v, ctx)?;", a.name));
    } else {
        line(out, &this_line);
        let what = format!("Failed to set the '{}' property on '{name}'", a.name);
        if let Type::Enum(e) = &a.ty {
            // https://webidl.spec.whatwg.org/#dfn-attribute-setter step 5: an
            // enumeration attribute ignores a string that is not one of its values.
            let values = defs.enums.get(e).cloned().unwrap_or_default();
            line(out, format!("    let Some(value) = to_enum_attribute(&v, &{values:?}, ctx)? else {{ return Ok(JsValue::undefined()) }};"));
        } else {
            line(out, format!("    let value = {};", convert(defs, &a.ty, &a.type_attrs, "&v", &what)));
        }
        if a.attrs.css_property {
            line(out, format!("    <{imp} as {name}Methods>::set_css_property(ctx, &this, {:?}, value)?;", a.name));
        } else if super::reflect::setter(i, a, out) {
            // The reflected setter is the glue's.
        } else {
            line(out, format!("    <{imp} as {name}Methods>::set_{n}(ctx, &this, value)?;"));
        }
    }
    line(out, "    Ok(JsValue::undefined())");
    line(out, "}");
}

pub fn generate_namespace(defs: &Definitions, ns: &Namespace, out: &mut String) {
    let name = &ns.name;
    let trait_name = format!("{}{}Methods", name[..1].to_ascii_uppercase(), &name[1..]);
    let imp = format!("crate::{}::{}::{}", ns.spec, module(name), trait_name.trim_end_matches("Methods"));
    line(out, format!("/// What `{imp}` implements for the `{name}` namespace."));
    line(out, format!("pub trait {trait_name} {{"));
    for op in &ns.operations {
        line(
            out,
            format!("    fn {}(ctx: &mut Context{}) -> JsResult<{}>;", ns.operation_rust_name(op), params(&op.args), ret_type(&op.ret)),
        );
    }
    line(out, "}");
    let glue = |op: &Operation| format!("{name}_op_{}", ns.operation_rust_name(op).trim_start_matches("r#"));
    for op in &ns.operations {
        line(out, format!("fn {}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{", glue(op)));
        convert_args(defs, name, &op.name, &op.args, out);
        line(out, format!("    let r = <{imp} as {trait_name}>::{}(ctx{})?;", ns.operation_rust_name(op), call_args(&op.args)));
        line(out, "    r.into_js(ctx)");
        line(out, "}");
    }
    // Overloaded operations: one function that picks the overload.
    for op in &ns.operations {
        let overloads = ns.overloads(op);
        if overloads.len() > 1 && std::ptr::eq(overloads[0], op) {
            super::overload::dispatcher(defs, name, &overloads, &format!("{}_overloaded", glue(op)), glue, out);
        }
    }
    line(out, "/// https://webidl.spec.whatwg.org/#es-namespaces");
    line(out, format!("pub fn define_namespace_{name}(ctx: &mut Context, global: &JsObject) -> JsResult<()> {{"));
    line(out, "    let obj = new_prototype(ctx, None);");
    for op in &ns.operations {
        let overloads = ns.overloads(op);
        if !std::ptr::eq(overloads[0], op) {
            continue;
        }
        // https://webidl.spec.whatwg.org/#es-operations: the function's
        // length is the shortest argument count of the effective overload set.
        let length = overloads.iter().map(|o| o.length()).min().unwrap_or(0);
        let function = if overloads.len() > 1 { format!("{}_overloaded", glue(op)) } else { glue(op) };
        line(out, format!("    define_operation(ctx, &obj, {:?}, {length}, {function}, None)?;", op.name));
    }
    line(out, format!("    define_to_string_tag(ctx, &obj, {name:?})?;"));
    line(out, format!("    expose_on_global(ctx, global, {name:?}, &obj)"));
    line(out, "}");
}
