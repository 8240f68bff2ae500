//! Dictionaries: a struct per dictionary with its inherited members
//! flattened, converted from JS as https://webidl.spec.whatwg.org/#js-dictionary
//! says (base dictionary first, members of each in lexicographic order) and
//! back to JS as https://webidl.spec.whatwg.org/#dictionary-to-js says.

use super::line;
use super::names::snake;
use super::types::{convert, default_expr, rust_type};
use crate::model::{Definitions, Dictionary, DictionaryMember, Type};

/// The members in the order WebIDL reads and writes them.
pub fn ordered_members<'a>(defs: &'a Definitions, d: &Dictionary) -> Vec<&'a DictionaryMember> {
    let mut out = Vec::new();
    for level in defs.dictionary_chain(&d.name) {
        let mut members: Vec<&DictionaryMember> = level.members.iter().collect();
        members.sort_by(|a, b| a.name.cmp(&b.name));
        out.extend(members);
    }
    out
}

/// Whether the member is stored as an `Option` (not required, no default,
/// and not `any`, whose absence is `undefined`).
fn optional_field(m: &DictionaryMember) -> bool {
    !m.required && m.default.is_none() && m.ty != Type::Any
}

pub fn generate(defs: &Definitions, d: &Dictionary, out: &mut String) {
    let members = ordered_members(defs, d);
    line(out, format!("/// The `{}` dictionary.", d.name));
    line(out, "#[derive(Clone, Debug)]");
    line(out, format!("pub struct {} {{", d.name));
    for m in &members {
        let ty = rust_type(&m.ty);
        if optional_field(m) {
            line(out, format!("    pub {}: Option<{ty}>,", snake(&m.name)));
        } else {
            line(out, format!("    pub {}: {ty},", snake(&m.name)));
        }
    }
    line(out, "}");
    line(out, format!("impl {} {{", d.name));
    line(out, "    /// https://webidl.spec.whatwg.org/#js-dictionary");
    line(out, "    pub fn from_js(v: &JsValue, ctx: &mut Context) -> JsResult<Self> {");
    line(out, "        // 1. If V is not undefined, null or an object, throw a TypeError.");
    line(
        out,
        format!("        let obj = dictionary_object(v, {:?})?;", d.name),
    );
    for m in &members {
        let field = snake(&m.name);
        let what = format!("{}.{}", d.name, m.name);
        line(out, format!("        // member {:?}", m.name));
        line(
            out,
            format!(
                "        let raw = match &obj {{ Some(o) => o.get(js_string!({:?}), ctx)?, None => JsValue::undefined() }};",
                m.name
            ),
        );
        let conv = convert(defs, &m.ty, &m.attrs, "&raw", &what);
        if m.required {
            line(
                out,
                format!(
                    "        if raw.is_undefined() {{ return Err(missing_member({:?}, {:?})); }}",
                    d.name, m.name
                ),
            );
            line(out, format!("        let {field} = {conv};"));
        } else if let Some(def) = &m.default {
            line(
                out,
                format!(
                    "        let {field} = if raw.is_undefined() {{ {} }} else {{ {conv} }};",
                    default_expr(defs, &m.ty, def)
                ),
            );
        } else if m.ty == Type::Any {
            line(out, format!("        let {field} = raw.clone();"));
        } else {
            line(
                out,
                format!("        let {field} = if raw.is_undefined() {{ None }} else {{ Some({conv}) }};"),
            );
        }
    }
    let fields: Vec<String> = members.iter().map(|m| snake(&m.name)).collect();
    line(out, format!("        Ok(Self {{ {} }})", fields.join(", ")));
    line(out, "    }");
    line(out, "}");

    line(out, format!("impl IntoJs for {} {{", d.name));
    line(out, "    /// https://webidl.spec.whatwg.org/#dictionary-to-js");
    line(out, "    fn into_js(self, ctx: &mut Context) -> JsResult<JsValue> {");
    line(out, "        let o = JsObject::with_object_proto(ctx.intrinsics());");
    for m in &members {
        let field = snake(&m.name);
        if optional_field(m) {
            line(
                out,
                format!(
                    "        if let Some(v) = self.{field} {{ let v = v.into_js(ctx)?; o.create_data_property_or_throw(js_string!({:?}), v, ctx)?; }}",
                    m.name
                ),
            );
        } else if m.ty == Type::Any && m.default.is_none() {
            line(
                out,
                format!(
                    "        if !self.{field}.is_undefined() {{ o.create_data_property_or_throw(js_string!({:?}), self.{field}, ctx)?; }}",
                    m.name
                ),
            );
        } else {
            line(
                out,
                format!(
                    "        {{ let v = self.{field}.into_js(ctx)?; o.create_data_property_or_throw(js_string!({:?}), v, ctx)?; }}",
                    m.name
                ),
            );
        }
    }
    line(out, "        Ok(o.into())");
    line(out, "    }");
    line(out, "}");
    line(out, "");
}
