//! Union types: an enum per union, converted from JS as
//! https://webidl.spec.whatwg.org/#js-union says.

use super::line;
use super::types::{convert, rust_type};
use crate::model::{Definitions, Type, TypeAttrs};

fn is_numeric(t: &Type) -> bool {
    matches!(
        t,
        Type::Byte
            | Type::Octet
            | Type::Short
            | Type::UnsignedShort
            | Type::Long
            | Type::UnsignedLong
            | Type::LongLong
            | Type::UnsignedLongLong
            | Type::Float
            | Type::UnrestrictedFloat
            | Type::Double
            | Type::UnrestrictedDouble
    )
}

fn is_string(t: &Type) -> bool {
    matches!(t, Type::DomString | Type::UsvString | Type::ByteString | Type::Enum(_))
}

pub fn generate(defs: &Definitions, name: &str, t: &Type, out: &mut String) {
    let Type::Union(members) = t else { return };
    let attrs = TypeAttrs::default();
    line(out, format!("/// The union type `{name}`."));
    line(out, "#[derive(Clone, Debug)]");
    line(out, format!("pub enum {name} {{"));
    for m in members {
        line(out, format!("    {}({}),", m.type_name(), rust_type(m)));
    }
    line(out, "}");
    line(out, format!("impl {name} {{"));
    line(out, "    /// https://webidl.spec.whatwg.org/#js-union");
    line(out, "    pub fn from_js(v: &JsValue, ctx: &mut Context) -> JsResult<Self> {");
    let variant = |m: &Type, v: &str| {
        format!("Ok(Self::{}({}))", m.type_name(), convert(defs, m, &attrs, v, name))
    };
    // 3. If the union type includes undefined and V is undefined, return undefined.
    if members.contains(&Type::Undefined) {
        line(out, "        if v.is_undefined() { return Ok(Self::Undefined(())); }");
    }
    // 4. If V is undefined or null and types includes a dictionary type, convert to it.
    if let Some(d) = members.iter().find(|m| matches!(m, Type::Dictionary(_))) {
        line(out, format!("        if v.is_null_or_undefined() {{ return {}; }}", variant(d, "v")));
    }
    line(out, "        if let Some(obj) = v.as_object() {");
    // 5. If V is a platform object: an interface type it implements.
    for m in members {
        if let Type::Interface(i) = m {
            line(
                out,
                format!(
                    "            if crate::webidl::reflect::implements(&obj, Interface::{i}) {{ return {}; }}",
                    variant(m, "v")
                ),
            );
        }
    }
    // 6-10. Buffer source types: an ArrayBuffer or a view of one.
    for m in members {
        if let Type::BufferSource(kind) = m {
            line(
                out,
                format!(
                    "            if is_buffer_source(&obj, {kind:?}) {{ return {}; }}",
                    variant(m, "v")
                ),
            );
        }
    }
    // 11. If IsCallable(V) and types includes a callback function type.
    for m in members {
        if let Type::CallbackFunction(_) = m {
            line(out, format!("            if obj.is_callable() {{ return {}; }}", variant(m, "v")));
        }
    }
    // 12.1-2. A sequence type: if V has an @@iterator method, a sequence from it.
    for m in members {
        if let Type::Sequence(inner) = m {
            line(out, "            let method = obj.get(boa_engine::JsSymbol::iterator(), ctx)?;");
            line(out, "            if !method.is_undefined() {");
            line(
                out,
                format!(
                    "                return Ok(Self::{}(sequence_from_iterable(v, &method, {name:?}, ctx, |item, ctx| Ok({}))?));",
                    m.type_name(),
                    convert(defs, inner, &attrs, "&item", name)
                ),
            );
            line(out, "            }");
        }
    }
    // 12.4. A record type: V converted to it.
    for m in members {
        if let Type::Record(..) = m {
            line(out, format!("            return {};", variant(m, "v")));
        }
    }
    // 12. Dictionaries, callback interfaces, object.
    for m in members {
        if matches!(m, Type::Dictionary(_) | Type::CallbackInterface(_) | Type::Object) {
            line(out, format!("            return {};", variant(m, "v")));
        }
    }
    line(out, "        }");
    // 13. Booleans.
    if let Some(b) = members.iter().find(|m| **m == Type::Boolean) {
        line(out, format!("        if v.is_boolean() {{ return {}; }}", variant(b, "v")));
    }
    // 14. Numbers.
    if let Some(n) = members.iter().find(|m| is_numeric(m)) {
        line(out, format!("        if v.is_number() {{ return {}; }}", variant(n, "v")));
    }
    // 16-18. String, then numeric, then boolean conversion.
    if let Some(s) = members.iter().find(|m| is_string(m)) {
        line(out, format!("        {}", variant(s, "v")));
    } else if let Some(n) = members.iter().find(|m| is_numeric(m)) {
        line(out, format!("        {}", variant(n, "v")));
    } else if let Some(b) = members.iter().find(|m| **m == Type::Boolean) {
        line(out, format!("        {}", variant(b, "v")));
    } else {
        line(out, format!("        Err(type_error(\"value is not of type ({name})\"))"));
    }
    line(out, "    }");
    line(out, "}");
    line(out, format!("impl IntoJs for {name} {{"));
    line(out, "    fn into_js(self, ctx: &mut Context) -> JsResult<JsValue> {");
    line(out, "        match self {");
    for m in members {
        if let Type::Record(..) = m {
            // https://webidl.spec.whatwg.org/#js-record (to JS): an ordinary object.
            line(out, format!("            Self::{}(v) => record_into_js(v, ctx),", m.type_name()));
        } else {
            line(out, format!("            Self::{}(v) => v.into_js(ctx),", m.type_name()));
        }
    }
    line(out, "        }");
    line(out, "    }");
    line(out, "}");
    line(out, "");
}
