//! WebIDL extended attributes (https://webidl.spec.whatwg.org/#idl-extended-attributes)
//! read into the model's member, type and reflection attributes.

use weedle::attribute::{ExtendedAttribute, ExtendedAttributeList, IdentifierOrString};

use super::*;

pub(super) fn attr_name<'a>(a: &'a ExtendedAttribute<'a>) -> &'a str {
    match a {
        ExtendedAttribute::ArgList(a) => a.identifier.0,
        ExtendedAttribute::NamedArgList(a) => a.lhs_identifier.0,
        ExtendedAttribute::IdentList(a) => a.identifier.0,
        ExtendedAttribute::Ident(a) => a.lhs_identifier.0,
        ExtendedAttribute::NoArgs(a) => a.0 .0,
    }
}

pub(super) fn has_attr(list: Option<&ExtendedAttributeList<'_>>, name: &str) -> bool {
    list.is_some_and(|l| l.body.list.iter().any(|a| attr_name(a) == name))
}

pub(super) fn member_attrs(list: Option<&ExtendedAttributeList<'_>>) -> MemberAttrs {
    let mut out = MemberAttrs::default();
    let Some(list) = list else { return out };
    for a in &list.body.list {
        match attr_name(a) {
            "SecureContext" => out.secure_context = true,
            "SameObject" => out.same_object = true,
            "NewObject" => out.new_object = true,
            "LegacyUnforgeable" => out.legacy_unforgeable = true,
            "Replaceable" => out.replaceable = true,
            "Unscopable" => out.unscopable = true,
            "CSSProperty" => out.css_property = true,
            "CEReactions" => out.ce_reactions = true,
            "PutForwards" => {
                if let ExtendedAttribute::Ident(i) = a {
                    if let IdentifierOrString::Identifier(id) = i.rhs {
                        out.put_forwards = Some(id.0.to_string());
                    }
                }
            }
            "Exposed" => match a {
                ExtendedAttribute::Ident(i) => {
                    if let IdentifierOrString::Identifier(id) = i.rhs {
                        out.exposed.push(id.0.to_string());
                    }
                }
                ExtendedAttribute::IdentList(l) => {
                    out.exposed.extend(l.list.body.list.iter().map(|i| i.0.to_string()));
                }
                _ => {}
            },
            _ => {}
        }
    }
    out
}

/// The value of `[name=value]` (an identifier or a string), if given.
pub(super) fn string_attr(list: Option<&ExtendedAttributeList<'_>>, name: &str) -> Option<String> {
    list?.body.list.iter().find_map(|a| match a {
        ExtendedAttribute::Ident(i) if i.lhs_identifier.0 == name => Some(match i.rhs {
            IdentifierOrString::Identifier(id) => id.0.to_string(),
            IdentifierOrString::String(s) => s.0.to_string(),
        }),
        _ => None,
    })
}

/// HTML's reflection extended attributes of an IDL attribute named
/// `identifier` (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#using-reflect-in-webidl).
pub(super) fn reflect_attrs(list: Option<&ExtendedAttributeList<'_>>, identifier: &str) -> Result<Option<Reflect>, ParseError> {
    let Some(l) = list else { return Ok(None) };
    let mut out = Reflect::default();
    let mut reflects = false;
    for a in &l.body.list {
        let name = attr_name(a);
        // Each of these makes the IDL attribute reflect; each may name the
        // content attribute.
        let (limit, url, setter_only) = match name {
            "Reflect" => (None, false, false),
            "ReflectSetter" => (None, false, true),
            "ReflectURL" => (None, true, false),
            "ReflectNonNegative" => (Some(ReflectLimit::NonNegative), false, false),
            "ReflectPositive" => (Some(ReflectLimit::Positive), false, false),
            "ReflectPositiveWithFallback" => (Some(ReflectLimit::PositiveWithFallback), false, false),
            "ReflectDefault" => {
                out.default = string_attr(list, name);
                if out.default.is_none() {
                    return Err(ParseError::Unsupported(format!("[ReflectDefault] without a value on {identifier}")));
                }
                continue;
            }
            "ReflectRange" => {
                let ExtendedAttribute::IdentList(r) = a else {
                    return Err(ParseError::Unsupported(format!("[ReflectRange] on {identifier} must be (min, max)")));
                };
                let bounds: Vec<Option<i64>> = r.list.body.list.iter().map(|i| i.0.parse().ok()).collect();
                match bounds.as_slice() {
                    [Some(min), Some(max)] if min <= max => out.range = Some((*min, *max)),
                    _ => return Err(ParseError::Unsupported(format!("[ReflectRange] on {identifier} must be (min, max)"))),
                }
                continue;
            }
            "Enumerated" => {
                out.enumerated = string_attr(list, name);
                continue;
            }
            _ => continue,
        };
        reflects = true;
        out.url |= url;
        out.setter_only |= setter_only;
        if let Some(limit) = limit {
            out.limit = limit;
        }
        if let Some(n) = string_attr(Some(l), name) {
            out.content_attribute = n;
        }
    }
    if !reflects {
        if out.default.is_some() || out.range.is_some() || out.enumerated.is_some() {
            return Err(ParseError::Unsupported(format!("{identifier}: [ReflectDefault], [ReflectRange] and [Enumerated] need a [Reflect] extended attribute")));
        }
        return Ok(None);
    }
    if out.content_attribute.is_empty() {
        out.content_attribute = identifier.to_ascii_lowercase();
    }
    Ok(Some(out))
}

/// The HTML Standard writes `[ReflectDefault=1.0]` and `[ReflectDefault=-1]`,
/// which the WebIDL grammar (an identifier or a string after `=`) does not
/// have: such a number is read as the string it is written as.
pub(super) fn quote_numeric_extended_attribute_values(text: &str) -> std::borrow::Cow<'_, str> {
    const KEY: &str = "ReflectDefault=";
    if !text.contains(KEY) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(at) = rest.find(KEY) {
        let (head, tail) = rest.split_at(at + KEY.len());
        out.push_str(head);
        let end = tail.find(|c: char| !(c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | 'e' | 'E'))).unwrap_or(tail.len());
        let number = &tail[..end];
        if !number.is_empty() && number.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+' || c == '.') {
            out.push('"');
            out.push_str(number);
            out.push('"');
            rest = &tail[end..];
        } else {
            rest = tail;
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

impl TypeAttrs {
    /// The attributes of either list.
    pub(super) fn or(self, other: TypeAttrs) -> TypeAttrs {
        TypeAttrs {
            enforce_range: self.enforce_range || other.enforce_range,
            clamp: self.clamp || other.clamp,
            legacy_null_to_empty_string: self.legacy_null_to_empty_string || other.legacy_null_to_empty_string,
        }
    }
}

pub(super) fn type_attrs(list: Option<&ExtendedAttributeList<'_>>) -> TypeAttrs {
    TypeAttrs {
        enforce_range: has_attr(list, "EnforceRange"),
        clamp: has_attr(list, "Clamp"),
        legacy_null_to_empty_string: has_attr(list, "LegacyNullToEmptyString"),
    }
}
