//! Indexed and named properties (legacy platform objects,
//! https://webidl.spec.whatwg.org/#es-legacy-platform-objects) and iterable
//! declarations (https://webidl.spec.whatwg.org/#es-iterable): the trait
//! methods an implementation adds, and the glue the bindings' `legacy` and
//! `iterable` modules call through tables of function pointers.

use super::line;
use super::names::snake;
use super::types::{convert, rust_type};
use crate::model::{Definitions, Interface, Type};

/// Extra `XxxMethods` trait methods for special operations and iterables.
pub fn trait_methods(i: &Interface, out: &mut String) {
    if i.indexed_getter.is_some() {
        line(out, "    /// The supported property indices are `0..n`: returns `n`.");
        line(out, "    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32>;");
    }
    if let Some(g) = &i.named_getter {
        line(out, "    /// The supported property names, in order.");
        line(out, "    fn supported_property_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>>;");
        if g.name.is_none() {
            line(out, format!("    fn named_getter(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<{}>;", rust_type(&g.ty)));
        }
    }
    if let Some(s) = &i.indexed_setter {
        if s.name.is_none() {
            line(out, format!("    fn indexed_setter(ctx: &mut Context, this: &JsObject, index: u32, value: {}) -> JsResult<()>;", rust_type(&s.ty)));
        }
    }
    if let Some(s) = &i.named_setter {
        if s.name.is_none() {
            line(out, format!("    fn named_setter(ctx: &mut Context, this: &JsObject, name: JsString, value: {}) -> JsResult<()>;", rust_type(&s.ty)));
        }
    }
    if let Some(d) = &i.named_deleter {
        if d.name.is_none() {
            line(out, "    fn named_deleter(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<()>;");
        }
    }
    if let Some(it) = &i.iterable {
        if let Some(k) = &it.key {
            line(out, "    /// The value pairs to iterate over (https://webidl.spec.whatwg.org/#dfn-value-pairs-to-iterate-over).");
            line(
                out,
                format!("    fn pairs_to_iterate(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<({}, {})>>;", rust_type(k), rust_type(&it.value)),
            );
        }
    }
}

/// The interface, `i` or its nearest ancestor, that declares the getter
/// `which` picks (an interface supports the indexed or named properties
/// an inherited getter gives it), with its implementation's path.
fn getter_owner<'a>(
    defs: &'a Definitions,
    i: &'a Interface,
    which: fn(&Interface) -> &Option<crate::model::SpecialOperation>,
) -> Option<(&'a Interface, String)> {
    let mut cur = Some(i);
    while let Some(c) = cur {
        if which(c).is_some() {
            let imp = format!("crate::{}::{}::{}", c.spec, super::names::module(&c.name), c.name);
            return Some((c, imp));
        }
        cur = c.parent.as_deref().and_then(|p| defs.interfaces.get(p));
    }
    None
}

/// The glue functions and the `LegacyOps` / `PairIterableOps` tables.
pub fn glue(defs: &Definitions, i: &Interface, imp: &str, lower: &str, out: &mut String) {
    let name = &i.name;
    if i.has_special_properties() {
        let mut fields = Vec::new();
        if let Some((owner, owner_imp)) = getter_owner(defs, i, |c| &c.indexed_getter) {
            let (g, oname) = (owner.indexed_getter.as_ref().expect("owner has the getter"), &owner.name);
            line(out, format!("fn {lower}_indexed_count(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {{"));
            line(out, format!("    <{owner_imp} as {oname}Methods>::supported_property_indices(ctx, this)"));
            line(out, "}");
            let f = g.name.as_deref().map(snake).unwrap_or_else(|| "indexed_getter".into());
            line(out, format!("fn {lower}_indexed_get(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<JsValue> {{"));
            line(out, format!("    let r = <{owner_imp} as {oname}Methods>::{f}(ctx, this, index)?;"));
            line(out, "    r.into_js(ctx)");
            line(out, "}");
            fields.push(format!("indexed: Some(({lower}_indexed_count, {lower}_indexed_get))"));
        } else {
            fields.push("indexed: None".into());
        }
        if let Some((owner, owner_imp)) = getter_owner(defs, i, |c| &c.named_getter) {
            let (g, oname) = (owner.named_getter.as_ref().expect("owner has the getter"), &owner.name);
            line(out, format!("fn {lower}_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>> {{"));
            line(out, format!("    <{owner_imp} as {oname}Methods>::supported_property_names(ctx, this)"));
            line(out, "}");
            let f = g.name.as_deref().map(snake).unwrap_or_else(|| "named_getter".into());
            line(out, format!("fn {lower}_named_get(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<JsValue> {{"));
            line(out, format!("    let r = <{owner_imp} as {oname}Methods>::{f}(ctx, this, name)?;"));
            line(out, "    r.into_js(ctx)");
            line(out, "}");
            fields.push(format!("named: Some(({lower}_names, {lower}_named_get))"));
        } else {
            fields.push("named: None".into());
        }
        if let Some(s) = &i.indexed_setter {
            let f = s.name.as_deref().map(snake).unwrap_or_else(|| "indexed_setter".into());
            let what = format!("Failed to set an indexed property on '{name}'");
            line(out, format!("fn {lower}_indexed_set(ctx: &mut Context, this: &JsObject, index: u32, v: JsValue) -> JsResult<()> {{"));
            line(out, format!("    let value = {};", convert(defs, &s.ty, &s.attrs, "&v", &what)));
            line(out, format!("    <{imp} as {name}Methods>::{f}(ctx, this, index, value)"));
            line(out, "}");
            fields.push(format!("indexed_setter: Some({lower}_indexed_set)"));
        } else {
            fields.push("indexed_setter: None".into());
        }
        if let Some(s) = &i.named_setter {
            let f = s.name.as_deref().map(snake).unwrap_or_else(|| "named_setter".into());
            let what = format!("Failed to set a named property on '{name}'");
            line(out, format!("fn {lower}_named_set(ctx: &mut Context, this: &JsObject, name: JsString, v: JsValue) -> JsResult<()> {{"));
            line(out, format!("    let value = {};", convert(defs, &s.ty, &s.attrs, "&v", &what)));
            line(out, format!("    <{imp} as {name}Methods>::{f}(ctx, this, name, value)"));
            line(out, "}");
            fields.push(format!("named_setter: Some({lower}_named_set)"));
        } else {
            fields.push("named_setter: None".into());
        }
        if let Some(d) = &i.named_deleter {
            let f = d.name.as_deref().map(snake).unwrap_or_else(|| "named_deleter".into());
            line(out, format!("fn {lower}_named_delete(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<()> {{"));
            line(out, format!("    let r = <{imp} as {name}Methods>::{f}(ctx, this, name)?;"));
            line(out, "    let _ = r;");
            line(out, "    Ok(())");
            line(out, "}");
            fields.push(format!("named_deleter: Some({lower}_named_delete)"));
        } else {
            fields.push("named_deleter: None".into());
        }
        fields.push(format!("override_builtins: {}", i.legacy_override_builtins));
        fields.push(format!("unenumerable_named: {}", i.legacy_unenumerable_named_properties));
        line(out, format!("/// The indexed and named properties of `{name}` objects."));
        line(out, format!("pub static {}_LEGACY: crate::webidl::legacy::LegacyOps = crate::webidl::legacy::LegacyOps {{", lower.to_ascii_uppercase()));
        for f in fields {
            line(out, format!("    {f},"));
        }
        line(out, "};");
    }
    if let Some(it) = &i.iterable {
        if it.key.is_some() {
            line(out, format!("fn {lower}_pairs(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<(JsValue, JsValue)>> {{"));
            line(out, format!("    let pairs = <{imp} as {name}Methods>::pairs_to_iterate(ctx, this)?;"));
            line(out, "    let mut out = Vec::with_capacity(pairs.len());");
            line(out, "    for (k, v) in pairs { let k = k.into_js(ctx)?; let v = v.into_js(ctx)?; out.push((k, v)); }");
            line(out, "    Ok(out)");
            line(out, "}");
            for (f, kind) in [("entries", "KeyValue"), ("keys", "Key"), ("values", "Value")] {
                line(out, format!("fn {lower}_iterable_{f}(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
                line(out, format!("    let this = this_object_or_global(this, Interface::{name}, ctx)?;"));
                line(out, format!("    crate::webidl::iterable::create_default_iterator(ctx, this, Interface::{name}, crate::webidl::iterable::IterationKind::{kind})"));
                line(out, "}");
            }
            line(out, format!("fn {lower}_iterable_for_each(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
            line(out, format!("    let this = this_object_or_global(this, Interface::{name}, ctx)?;"));
            line(out, format!("    crate::webidl::iterable::for_each(ctx, &this, args, {name:?}, {lower}_pairs)"));
            line(out, "}");
            line(out, format!("fn {lower}_iterator_next(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
            line(out, format!("    crate::webidl::iterable::next(ctx, this, Interface::{name}, {lower}_pairs)"));
            line(out, "}");
        }
    }
}

/// Statements defining the iterable members on `proto`; `iterator` is the
/// statement recording a pair iterator's prototype (`iterator_proto`).
pub fn define(i: &Interface, lower: &str, iterator: &str, out: &mut String) {
    let name = &i.name;
    let Some(it) = &i.iterable else {
        if i.indexed_getter.is_some() {
            // https://webidl.spec.whatwg.org/#es-iterator: an interface with an
            // indexed property getter has @@iterator = %Array.prototype.values%.
            line(out, "    crate::webidl::iterable::define_indexed_iterator(ctx, &proto)?;");
        }
        return;
    };
    match &it.key {
        // https://webidl.spec.whatwg.org/#es-iterable: a value iterator of an
        // interface with indexed properties uses %Array.prototype%'s functions.
        None => line(out, "    crate::webidl::iterable::define_value_iterable(ctx, &proto)?;"),
        Some(_) => {
            line(out, format!(
                "    let iterator_proto = crate::webidl::iterable::define_pair_iterable(ctx, &proto, {name:?}, [{lower}_iterable_entries, {lower}_iterable_keys, {lower}_iterable_values, {lower}_iterable_for_each], {lower}_iterator_next)?;"
            ));
            line(out, format!("    {iterator}"));
        }
    }
}

/// `Interface::legacy_ops`: the table of the interface or its nearest ancestor with one.
pub fn legacy_ops_fn(defs: &Definitions, out: &mut String) {
    line(out, "impl Interface {");
    line(out, "    /// The indexed and named properties its objects support, if it is a legacy platform object.");
    line(out, "    pub fn legacy_ops(self) -> Option<&'static crate::webidl::legacy::LegacyOps> {");
    line(out, "        match self {");
    for i in defs.interfaces.values() {
        let mut cur = Some(i);
        let mut found = None;
        while let Some(c) = cur {
            if c.has_special_properties() {
                found = Some(c);
                break;
            }
            cur = c.parent.as_deref().and_then(|p| defs.interfaces.get(p));
        }
        match found {
            Some(f) => line(out, format!("            Interface::{} => Some(&{}_LEGACY),", i.name, snake(&f.name).trim_start_matches("r#").to_ascii_uppercase())),
            None => line(out, format!("            Interface::{} => None,", i.name)),
        }
    }
    line(out, "        }");
    line(out, "    }");
    line(out, "}");
}

/// Checks the generator's preconditions for iterables
/// (https://webidl.spec.whatwg.org/#idl-iterable: a value iterator needs
/// indexed properties and an integer `length`).
pub fn check(i: &Interface) -> Result<(), String> {
    if let Some(it) = &i.iterable {
        if it.key.is_none() {
            let length = i.attributes.iter().any(|a| a.name == "length" && matches!(a.ty, Type::UnsignedLong | Type::Long));
            if i.indexed_getter.is_none() || !length {
                return Err(format!("{}: a value iterable needs an indexed property getter and a length attribute", i.name));
            }
        }
    }
    Ok(())
}
