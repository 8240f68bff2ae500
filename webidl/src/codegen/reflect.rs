//! HTML's reflected IDL attributes
//! (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes):
//! an attribute with a `[Reflect*]` extended attribute gets its getter and
//! setter from the bindings' `crate::html::reflecting`, given a static
//! description of the reflection (its content attribute name, limits,
//! default, range, enumerated attribute); the implementation trait does
//! not have them (a `[ReflectSetter]` attribute keeps its getter there).

use super::line;
use super::names::snake;
use crate::model::{Attribute, Definitions, Interface, Reflect, ReflectLimit, Type};

/// Which algorithm of `crate::html::reflecting` serves an IDL type.
fn algorithm(ty: &Type, r: &Reflect) -> Option<&'static str> {
    Some(match ty {
        Type::DomString => "dom_string",
        Type::Nullable(inner) if **inner == Type::DomString => "nullable_dom_string",
        Type::UsvString if r.url => "url",
        Type::UsvString => "usv_string",
        Type::Boolean => "boolean",
        Type::Long => "long",
        Type::UnsignedLong => "unsigned_long",
        Type::Double | Type::UnrestrictedDouble => "double",
        Type::Interface(i) if i == "DOMTokenList" => "token_list",
        _ => return None,
    })
}

/// Whether the implementation trait has the attribute's getter.
pub fn trait_has_getter(a: &Attribute) -> bool {
    a.reflect.as_ref().is_none_or(|r| r.setter_only)
}

/// Whether the implementation trait has the attribute's setter.
pub fn trait_has_setter(a: &Attribute) -> bool {
    a.reflect.is_none()
}

/// The name of the static describing `a`'s reflection.
fn descriptor(i: &Interface, a: &Attribute) -> String {
    format!("REFLECT_{}_{}", i.name.to_ascii_uppercase(), snake(&a.name).trim_start_matches("r#").to_ascii_uppercase())
}

fn enumerated_static(name: &str) -> String {
    format!("ENUMERATED_{}", snake(name).trim_start_matches("r#").to_ascii_uppercase())
}

/// Checks the reflected attributes: a type the reflection algorithms
/// cover, limits and defaults that fit it, known enumerated attributes.
pub fn check(defs: &Definitions, i: &Interface) -> Result<(), String> {
    for a in &i.attributes {
        let Some(r) = &a.reflect else { continue };
        let what = format!("{}.{}", i.name, a.name);
        let Some(alg) = algorithm(&a.ty, r) else {
            return Err(format!("{what}: no reflection algorithm for this type"));
        };
        if r.url && alg != "url" {
            return Err(format!("{what}: [ReflectURL] reflects USVString attributes"));
        }
        if let Some(e) = &r.enumerated {
            if !defs.enumerated.contains_key(e) {
                return Err(format!("{what}: [Enumerated={e}] names no enum"));
            }
            if !matches!(alg, "dom_string" | "nullable_dom_string") {
                return Err(format!("{what}: [Enumerated] reflects DOMString attributes only"));
            }
        } else if alg == "nullable_dom_string" {
            return Err(format!("{what}: a nullable DOMString reflects an enumerated attribute ([Enumerated])"));
        }
        let numeric = matches!(alg, "long" | "unsigned_long" | "double");
        if r.default.as_ref().is_some_and(|d| !numeric || d.parse::<f64>().is_err()) {
            return Err(format!("{what}: [ReflectDefault] needs a number and a numeric type"));
        }
        let limit_ok = match r.limit {
            ReflectLimit::None => true,
            ReflectLimit::NonNegative => alg == "long",
            ReflectLimit::Positive => matches!(alg, "unsigned_long" | "double"),
            ReflectLimit::PositiveWithFallback => alg == "unsigned_long",
        };
        if !limit_ok {
            return Err(format!("{what}: its limit does not apply to its type"));
        }
        if r.range.is_some() && alg != "unsigned_long" {
            return Err(format!("{what}: [ReflectRange] applies to unsigned long"));
        }
        if r.range.is_some_and(|(min, max)| min < 0 || max > i64::from(i32::MAX)) {
            return Err(format!("{what}: [ReflectRange] out of range"));
        }
        if alg == "token_list" && !(a.readonly && a.attrs.same_object) {
            return Err(format!("{what}: a reflected DOMTokenList is [SameObject] readonly"));
        }
        if r.setter_only && (a.readonly || alg == "token_list") {
            return Err(format!("{what}: [ReflectSetter] needs a setter"));
        }
    }
    Ok(())
}

/// The statics describing every reflection (and the enumerated attributes
/// they use).
pub fn statics(defs: &Definitions, out: &mut String) {
    let mut used: Vec<&str> = Vec::new();
    for i in defs.interfaces.values() {
        for a in &i.attributes {
            if let Some(e) = a.reflect.as_ref().and_then(|r| r.enumerated.as_deref()) {
                if !used.contains(&e) {
                    used.push(e);
                }
            }
        }
    }
    for e in used {
        let Some(d) = defs.enumerated.get(e) else { continue };
        let opt = |v: &Option<String>| match v {
            Some(k) => format!("Some({k:?})"),
            None => "None".into(),
        };
        line(out, format!("/// The enumerated attribute `{e}`."));
        line(
            out,
            format!(
                "static {}: crate::html::reflecting::Enumerated = crate::html::reflecting::Enumerated {{ keywords: &{:?}, missing_value_default: {}, invalid_value_default: {}, empty_value_default: {} }};",
                enumerated_static(e),
                d.keywords,
                opt(&d.missing_value_default),
                opt(&d.invalid_value_default),
                opt(&d.empty_value_default)
            ),
        );
    }
    for i in defs.interfaces.values() {
        for a in &i.attributes {
            let Some(r) = &a.reflect else { continue };
            let limit = match r.limit {
                ReflectLimit::None => "None",
                ReflectLimit::NonNegative => "NonNegative",
                ReflectLimit::Positive => "Positive",
                ReflectLimit::PositiveWithFallback => "PositiveWithFallback",
            };
            let default = match r.default.as_deref().and_then(|d| d.parse::<f64>().ok()) {
                Some(d) => format!("Some({d:?})"),
                None => "None".into(),
            };
            let range = match r.range {
                Some((min, max)) => format!("Some(({min}, {max}))"),
                None => "None".into(),
            };
            let enumerated = match &r.enumerated {
                Some(e) => format!("Some(&{})", enumerated_static(e)),
                None => "None".into(),
            };
            line(
                out,
                format!(
                    "static {}: crate::html::reflecting::Reflected = crate::html::reflecting::Reflected {{ content_attribute: {:?}, limit: crate::html::reflecting::Limit::{limit}, default: {default}, range: {range}, enumerated: {enumerated} }};",
                    descriptor(i, a),
                    r.content_attribute
                ),
            );
        }
    }
}

/// The getter glue's statements after `this` is checked, if the getter
/// reflects.
pub fn getter(i: &Interface, a: &Attribute, out: &mut String) -> bool {
    let Some(r) = a.reflect.as_ref().filter(|r| !r.setter_only) else { return false };
    let Some(alg) = algorithm(&a.ty, r) else { return false };
    line(out, "    // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes");
    line(out, format!("    let r = crate::html::reflecting::get_{alg}(ctx, &this, &{})?;", descriptor(i, a)));
    line(out, "    r.into_js(ctx)");
    true
}

/// The setter glue's statement after the value is converted to `value`,
/// if the setter reflects.
pub fn setter(i: &Interface, a: &Attribute, out: &mut String) -> bool {
    let Some(r) = &a.reflect else { return false };
    let Some(alg) = algorithm(&a.ty, r) else { return false };
    if alg == "token_list" {
        return false;
    }
    let alg = if alg == "url" { "usv_string" } else { alg };
    line(out, format!("    crate::html::reflecting::set_{alg}(ctx, &this, &{}, value)?;", descriptor(i, a)));
    true
}
