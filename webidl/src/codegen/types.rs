//! IDL types to Rust types, and the expressions converting JS values to them
//! (https://webidl.spec.whatwg.org/#js-type-mapping). The conversion
//! functions themselves live in the bindings crate's `glue::convert`.

use crate::model::{DefaultValue, Definitions, Type, TypeAttrs};

/// The Rust type a value of IDL type `t` has in the implementation traits.
pub fn rust_type(t: &Type) -> String {
    match t {
        Type::Undefined => "()".into(),
        Type::Any => "JsValue".into(),
        Type::Boolean => "bool".into(),
        Type::Byte => "i8".into(),
        Type::Octet => "u8".into(),
        Type::Short => "i16".into(),
        Type::UnsignedShort => "u16".into(),
        Type::Long => "i32".into(),
        Type::UnsignedLong => "u32".into(),
        Type::LongLong => "i64".into(),
        Type::UnsignedLongLong => "u64".into(),
        Type::Float | Type::UnrestrictedFloat => "f32".into(),
        Type::Double | Type::UnrestrictedDouble => "f64".into(),
        Type::DomString => "JsString".into(),
        Type::UsvString | Type::ByteString | Type::Enum(_) => "String".into(),
        Type::Object
        | Type::Interface(_)
        | Type::CallbackFunction(_)
        | Type::CallbackInterface(_) => "JsObject".into(),
        Type::Dictionary(d) => d.clone(),
        Type::Sequence(t) => format!("Vec<{}>", rust_type(t)),
        // The array object itself: an attribute returns the same frozen
        // array while its values stay, which only the implementation knows.
        Type::FrozenArray(_) => "JsObject".into(),
        Type::Record(k, v) => format!("Vec<({}, {})>", rust_type(k), rust_type(v)),
        Type::BufferSource(_) => "JsObject".into(),
        Type::Promise(_) => "JsPromise".into(),
        Type::Union(_) => t.type_name(),
        Type::Nullable(t) => format!("Option<{}>", rust_type(t)),
    }
}

fn int_attrs(a: &TypeAttrs) -> String {
    format!(
        "IntegerConversion {{ enforce_range: {}, clamp: {} }}",
        a.enforce_range, a.clamp
    )
}

/// An expression of type `rust_type(t)` converting the `&JsValue` expression
/// `v`; it may use `?` and the variable `ctx`. `what` names the value in
/// error messages.
pub fn convert(defs: &Definitions, t: &Type, attrs: &TypeAttrs, v: &str, what: &str) -> String {
    let w = format!("{what:?}");
    match t {
        Type::Undefined => "()".into(),
        Type::Any => format!("({v}).clone()"),
        Type::Boolean => format!("to_boolean({v})"),
        Type::Byte => format!("to_byte({v}, {}, ctx)?", int_attrs(attrs)),
        Type::Octet => format!("to_octet({v}, {}, ctx)?", int_attrs(attrs)),
        Type::Short => format!("to_short({v}, {}, ctx)?", int_attrs(attrs)),
        Type::UnsignedShort => format!("to_unsigned_short({v}, {}, ctx)?", int_attrs(attrs)),
        Type::Long => format!("to_long({v}, {}, ctx)?", int_attrs(attrs)),
        Type::UnsignedLong => format!("to_unsigned_long({v}, {}, ctx)?", int_attrs(attrs)),
        Type::LongLong => format!("to_long_long({v}, {}, ctx)?", int_attrs(attrs)),
        Type::UnsignedLongLong => {
            format!("to_unsigned_long_long({v}, {}, ctx)?", int_attrs(attrs))
        }
        Type::Float => format!("to_double({v}, {w}, ctx)? as f32"),
        Type::UnrestrictedFloat => format!("to_unrestricted_double({v}, ctx)? as f32"),
        Type::Double => format!("to_double({v}, {w}, ctx)?"),
        Type::UnrestrictedDouble => format!("to_unrestricted_double({v}, ctx)?"),
        Type::DomString => {
            format!("to_dom_string({v}, {}, ctx)?", attrs.legacy_null_to_empty_string)
        }
        Type::UsvString => format!("to_usv_string({v}, ctx)?"),
        Type::ByteString => format!("to_byte_string({v}, ctx)?"),
        Type::Object => format!("to_object({v}, {w})?"),
        Type::Interface(i) => format!("to_interface({v}, Interface::{i}, {w}, ctx)?"),
        Type::CallbackFunction(c) => {
            let legacy = defs.callbacks.get(c).is_some_and(|c| c.legacy_treat_non_object_as_null);
            if legacy {
                // https://webidl.spec.whatwg.org/#LegacyTreatNonObjectAsNull: only the
                // nullable form is meaningful; a non-object is null there.
                format!("to_callback_function({v}, {w})?")
            } else {
                format!("to_callback_function({v}, {w})?")
            }
        }
        Type::CallbackInterface(_) => format!("to_callback_interface({v}, {w})?"),
        Type::Dictionary(d) => format!("{d}::from_js({v}, ctx)?"),
        Type::Enum(e) => {
            let values = defs.enums.get(e).cloned().unwrap_or_default();
            format!("to_enum({v}, &{values:?}, {w}, ctx)?")
        }
        Type::Sequence(inner) => format!(
            "to_sequence({v}, {w}, ctx, |item, ctx| Ok({}))?",
            convert(defs, inner, attrs, "&item", what)
        ),
        // https://webidl.spec.whatwg.org/#js-frozen-array: a sequence, each
        // value converted back to JS, in a new frozen array.
        Type::FrozenArray(inner) => format!(
            "to_frozen_array({v}, {w}, ctx, |item, ctx| Ok({}))?",
            convert(defs, inner, attrs, "&item", what)
        ),
        Type::Record(k, val) => format!(
            "to_record({v}, {w}, ctx, |key, ctx| Ok({}), |item, ctx| Ok({}))?",
            convert(defs, k, &TypeAttrs::default(), "&key", what),
            convert(defs, val, attrs, "&item", what)
        ),
        Type::BufferSource(kind) => format!("to_buffer_source({v}, {kind:?}, {w})?"),
        Type::Promise(_) => format!("to_promise({v}, ctx)?"),
        Type::Union(_) => format!("{}::from_js({v}, ctx)?", t.type_name()),
        Type::Nullable(inner) => {
            let legacy_cb = matches!(&**inner, Type::CallbackFunction(c)
                if defs.callbacks.get(c).is_some_and(|c| c.legacy_treat_non_object_as_null));
            if legacy_cb {
                format!("{{ let v = {v}; if v.is_object() {{ Some({}) }} else {{ None }} }}",
                    convert(defs, inner, attrs, "v", what))
            } else {
                format!(
                    "{{ let v = {v}; if v.is_null_or_undefined() {{ None }} else {{ Some({}) }} }}",
                    convert(defs, inner, attrs, "v", what)
                )
            }
        }
    }
}

/// A Rust expression for an IDL default value of type `t`.
pub fn default_expr(defs: &Definitions, t: &Type, d: &DefaultValue) -> String {
    match (d, t) {
        // A numeric default of a union is a value of its numeric member, an
        // empty sequence one of its sequence member
        // (https://webidl.spec.whatwg.org/#dfn-optional-argument-default-value).
        (DefaultValue::Integer(_) | DefaultValue::Float(_), Type::Union(members)) => {
            let numeric = members.iter().find(|m| m.is_numeric());
            match numeric {
                Some(m) => format!("{}::{}({})", t.type_name(), m.type_name(), default_expr(defs, m, d)),
                None => format!("compile_error!(\"a numeric default for the union {} without a numeric member\")", t.type_name()),
            }
        }
        (DefaultValue::EmptySequence, Type::Union(members)) => match members.iter().find(|m| matches!(m, Type::Sequence(_))) {
            Some(m) => format!("{}::{}(Vec::new())", t.type_name(), m.type_name()),
            None => format!("compile_error!(\"an empty sequence default for the union {} without a sequence member\")", t.type_name()),
        },
        (DefaultValue::Null, Type::Any) => "JsValue::null()".into(),
        (DefaultValue::Null, _) => "None".into(),
        (DefaultValue::Boolean(b), _) => wrap_nullable(t, b.to_string()),
        (DefaultValue::Integer(i), _) => {
            let ty = rust_type(t.inner());
            wrap_nullable(t, format!("{i} as {ty}"))
        }
        (DefaultValue::Float(f), _) => wrap_nullable(t, format!("{f:?}")),
        (DefaultValue::String(s), Type::DomString) => format!("JsString::from({s:?})"),
        // https://webidl.spec.whatwg.org/#dfn-optional-argument-default-value: a string
        // default of a union is a value of its string member.
        (DefaultValue::String(s), Type::Union(members)) => {
            let m = members.iter().find(|m| matches!(m, Type::DomString | Type::UsvString | Type::ByteString));
            match m {
                Some(m @ Type::DomString) => format!("{}::{}(JsString::from({s:?}))", t.type_name(), m.type_name()),
                Some(m) => format!("{}::{}(String::from({s:?}))", t.type_name(), m.type_name()),
                None => format!("String::from({s:?})"),
            }
        }
        (DefaultValue::String(s), Type::Any) => format!("JsValue::from(JsString::from({s:?}))"),
        (DefaultValue::String(s), _) => wrap_nullable(t, format!("String::from({s:?})")),
        (DefaultValue::EmptySequence, _) => wrap_nullable(t, "Vec::new()".into()),
        (DefaultValue::EmptyDictionary, _) => {
            format!("{{ let v = JsValue::undefined(); {} }}", convert(defs, t, &TypeAttrs::default(), "&v", "dictionary"))
        }
    }
}

fn wrap_nullable(t: &Type, e: String) -> String {
    if matches!(t, Type::Nullable(_)) {
        format!("Some({e})")
    } else {
        e
    }
}
