//! From weedle2's syntax tree to the resolved [`Definitions`]: partial
//! interfaces and dictionaries are merged into their definitions, mixins into
//! the interfaces that include them, typedefs are expanded and identifiers
//! are resolved to the kind of definition they name.

use std::collections::{BTreeMap, HashMap};

use weedle::argument::Argument as WArgument;
use weedle::attribute::{ExtendedAttribute, ExtendedAttributeList, IdentifierOrString};
use weedle::interface::{InterfaceMember, StringifierOrInheritOrStatic, StringifierOrStatic};
use weedle::literal::{ConstValue as WConst, DefaultValue as WDefault, FloatLit, IntegerLit};
use weedle::mixin::MixinMember;
use weedle::namespace::NamespaceMember;
use weedle::types::{
    FloatingPointType, IntegerType, NonAnyType, ReturnType, SingleType, Type as WType,
    UnionMemberType,
};
use weedle::Definition;

use crate::model::*;

#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    #[error("{file}: WebIDL syntax error near: {near}")]
    Syntax { file: String, near: String },
    #[error("unknown type name {0}")]
    UnknownType(String),
    #[error("unsupported WebIDL construct: {0}")]
    Unsupported(String),
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Interface,
    Dictionary,
    Enum,
    Callback,
    CallbackInterface,
}

struct Resolver<'a> {
    kinds: HashMap<String, Kind>,
    typedefs: HashMap<String, &'a weedle::types::AttributedType<'a>>,
}

/// The module name of the specification an IDL file is for: its stem,
/// with `-` as `_` (`idl/hr-time.webidl` is `hr_time`).
fn spec_of(file: &str) -> String {
    let stem = std::path::Path::new(file).file_stem().and_then(|s| s.to_str()).unwrap_or("dom");
    stem.replace('-', "_")
}

/// Parses and resolves a set of IDL sources.
pub fn parse_sources(sources: &[(String, String)]) -> Result<Definitions, ParseError> {
    let texts: Vec<(&String, std::borrow::Cow<'_, str>)> =
        sources.iter().map(|(file, text)| (file, quote_numeric_extended_attribute_values(text))).collect();
    let mut all: Vec<(String, Definition<'_>)> = Vec::new();
    for (file, text) in &texts {
        let (file, text): (&String, &str) = (file, text);
        // weedle::parse asserts on trailing input; parse through the trait to
        // report it as an error instead.
        let (rest, defs) = <weedle::Definitions<'_> as weedle::Parse<'_>>::parse(text)
            .map_err(|e| ParseError::Syntax {
                file: file.clone(),
                near: match e {
                    weedle::Err::Error(e) | weedle::Err::Failure(e) => {
                        e.input.chars().take(80).collect()
                    }
                    weedle::Err::Incomplete(_) => "end of input".into(),
                },
            })?;
        if !rest.trim().is_empty() {
            return Err(ParseError::Syntax { file: file.clone(), near: rest.chars().take(80).collect() });
        }
        let spec = spec_of(file);
        all.extend(defs.into_iter().map(|d| (spec.clone(), d)));
    }
    let mut r = Resolver { kinds: HashMap::new(), typedefs: HashMap::new() };
    for (_, d) in &all {
        match d {
            Definition::Interface(i) => {
                r.kinds.insert(i.identifier.0.to_string(), Kind::Interface);
            }
            Definition::Dictionary(i) => {
                r.kinds.insert(i.identifier.0.to_string(), Kind::Dictionary);
            }
            Definition::Enum(i) => {
                r.kinds.insert(i.identifier.0.to_string(), Kind::Enum);
            }
            Definition::Callback(i) => {
                r.kinds.insert(i.identifier.0.to_string(), Kind::Callback);
            }
            Definition::CallbackInterface(i) => {
                r.kinds.insert(i.identifier.0.to_string(), Kind::CallbackInterface);
            }
            Definition::Typedef(t) => {
                r.typedefs.insert(t.identifier.0.to_string(), &t.type_);
            }
            _ => {}
        }
    }

    let mut defs = Definitions::default();
    let mut mixins: BTreeMap<String, Interface> = BTreeMap::new();
    let mut includes: Vec<(String, String)> = Vec::new();
    let mut partials: Vec<(String, Interface)> = Vec::new();
    let mut partial_dicts: Vec<(String, Vec<DictionaryMember>)> = Vec::new();

    for (spec, d) in &all {
        match d {
            Definition::Interface(i) => {
                let mut iface = Interface {
                    name: i.identifier.0.to_string(),
                    spec: spec.clone(),
                    parent: i.inheritance.map(|p| p.identifier.0.to_string()),
                    attrs: member_attrs(i.attributes.as_ref()),
                    global: has_attr(i.attributes.as_ref(), "Global"),
                    legacy_override_builtins: has_attr(i.attributes.as_ref(), "LegacyOverrideBuiltIns"),
                    legacy_unenumerable_named_properties: has_attr(i.attributes.as_ref(), "LegacyUnenumerableNamedProperties"),
                    ..Default::default()
                };
                for m in &i.members.body {
                    r.add_interface_member(&mut iface, m)?;
                }
                for a in i.attributes.iter().flat_map(|l| l.body.list.iter()) {
                    if let ExtendedAttribute::NamedArgList(f) = a {
                        if f.lhs_identifier.0 == "LegacyFactoryFunction" {
                            let args = r.arguments(&f.args.body.list)?;
                            iface.legacy_factory_functions.push((f.rhs_identifier.0.to_string(), args));
                        }
                    }
                }
                defs.interfaces.insert(iface.name.clone(), iface);
            }
            Definition::PartialInterface(i) => {
                let mut iface = Interface {
                    name: i.identifier.0.to_string(),
                    attrs: member_attrs(i.attributes.as_ref()),
                    ..Default::default()
                };
                for m in &i.members.body {
                    r.add_interface_member(&mut iface, m)?;
                }
                partials.push((iface.name.clone(), iface));
            }
            Definition::InterfaceMixin(m) => {
                let mut iface = Interface { name: m.identifier.0.to_string(), ..Default::default() };
                for member in &m.members.body {
                    r.add_mixin_member(&mut iface, member)?;
                }
                merge_into(mixins.entry(iface.name.clone()).or_default(), iface);
            }
            Definition::PartialInterfaceMixin(m) => {
                let mut iface = Interface { name: m.identifier.0.to_string(), ..Default::default() };
                for member in &m.members.body {
                    r.add_mixin_member(&mut iface, member)?;
                }
                merge_into(mixins.entry(iface.name.clone()).or_default(), iface);
            }
            Definition::IncludesStatement(s) => {
                includes.push((s.lhs_identifier.0.to_string(), s.rhs_identifier.0.to_string()));
            }
            Definition::Dictionary(dd) => {
                let mut dict = Dictionary {
                    name: dd.identifier.0.to_string(),
                    parent: dd.inheritance.map(|p| p.identifier.0.to_string()),
                    members: Vec::new(),
                };
                for m in &dd.members.body {
                    dict.members.push(r.dictionary_member(m)?);
                }
                defs.dictionaries.insert(dict.name.clone(), dict);
            }
            Definition::PartialDictionary(dd) => {
                let mut members = Vec::new();
                for m in &dd.members.body {
                    members.push(r.dictionary_member(m)?);
                }
                partial_dicts.push((dd.identifier.0.to_string(), members));
            }
            Definition::Enum(e) => {
                let values: Vec<String> = e.values.body.list.iter().map(|v| v.value.0.to_string()).collect();
                let list = e.attributes.as_ref();
                let enumerated = Enumerated {
                    keywords: values.clone(),
                    missing_value_default: string_attr(list, "MissingValueDefault"),
                    invalid_value_default: string_attr(list, "InvalidValueDefault"),
                    empty_value_default: string_attr(list, "EmptyValueDefault"),
                };
                defs.enumerated.insert(e.identifier.0.to_string(), enumerated);
                defs.enums.insert(e.identifier.0.to_string(), values);
            }
            Definition::Callback(c) => {
                defs.callbacks.insert(
                    c.identifier.0.to_string(),
                    Callback {
                        name: c.identifier.0.to_string(),
                        args: r.arguments(&c.arguments.body.list)?,
                        ret: r.return_type(&c.return_type)?,
                        legacy_treat_non_object_as_null: has_attr(
                            c.attributes.as_ref(),
                            "LegacyTreatNonObjectAsNull",
                        ),
                    },
                );
            }
            Definition::CallbackInterface(c) => {
                let mut iface = Interface { name: c.identifier.0.to_string(), ..Default::default() };
                for m in &c.members.body {
                    r.add_interface_member(&mut iface, m)?;
                }
                defs.callback_interfaces.insert(iface.name.clone(), iface);
            }
            Definition::Namespace(n) => {
                let mut ns = Namespace { name: n.identifier.0.to_string(), spec: spec.clone(), operations: Vec::new() };
                for m in &n.members.body {
                    if let NamespaceMember::Operation(op) = m {
                        let Some(name) = op.identifier else { continue };
                        ns.operations.push(Operation {
                            name: name.0.to_string(),
                            args: r.arguments(&op.args.body.list)?,
                            ret: r.return_type(&op.return_type)?,
                            is_static: true,
                            getter: false,
                            attrs: member_attrs(op.attributes.as_ref()),
                        });
                    }
                }
                defs.namespaces.insert(ns.name.clone(), ns);
            }
            Definition::Typedef(_) | Definition::PartialNamespace(_) | Definition::Implements(_) => {}
        }
    }

    for (name, partial) in partials {
        let Some(target) = defs.interfaces.get_mut(&name) else {
            return Err(ParseError::UnknownType(name));
        };
        merge_into(target, partial);
    }
    for (name, members) in partial_dicts {
        let Some(target) = defs.dictionaries.get_mut(&name) else {
            return Err(ParseError::UnknownType(name));
        };
        target.members.extend(members);
    }
    for (lhs, rhs) in includes {
        let Some(mixin) = mixins.get(&rhs).cloned() else {
            return Err(ParseError::UnknownType(rhs));
        };
        let Some(target) = defs.interfaces.get_mut(&lhs) else {
            return Err(ParseError::UnknownType(lhs));
        };
        merge_into(target, mixin);
    }
    Ok(defs)
}

/// Appends the members of `from` to `into`. Members of a partial or mixin
/// with `[SecureContext]` on the partial itself keep that attribute.
fn merge_into(into: &mut Interface, mut from: Interface) {
    if from.attrs.secure_context {
        for op in &mut from.operations {
            op.attrs.secure_context = true;
        }
        for a in &mut from.attributes {
            a.attrs.secure_context = true;
        }
    }
    into.operations.extend(from.operations);
    into.attributes.extend(from.attributes);
    into.constants.extend(from.constants);
    if into.stringifier.is_none() {
        into.stringifier = from.stringifier;
    }
    if into.constructor.is_none() {
        into.constructor = from.constructor;
    }
    into.iterable = into.iterable.take().or(from.iterable);
    into.indexed_getter = into.indexed_getter.take().or(from.indexed_getter);
    into.named_getter = into.named_getter.take().or(from.named_getter);
    into.named_setter = into.named_setter.take().or(from.named_setter);
    into.named_deleter = into.named_deleter.take().or(from.named_deleter);
}

fn attr_name<'a>(a: &'a ExtendedAttribute<'a>) -> &'a str {
    match a {
        ExtendedAttribute::ArgList(a) => a.identifier.0,
        ExtendedAttribute::NamedArgList(a) => a.lhs_identifier.0,
        ExtendedAttribute::IdentList(a) => a.identifier.0,
        ExtendedAttribute::Ident(a) => a.lhs_identifier.0,
        ExtendedAttribute::NoArgs(a) => a.0 .0,
    }
}

fn has_attr(list: Option<&ExtendedAttributeList<'_>>, name: &str) -> bool {
    list.is_some_and(|l| l.body.list.iter().any(|a| attr_name(a) == name))
}

fn member_attrs(list: Option<&ExtendedAttributeList<'_>>) -> MemberAttrs {
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
fn string_attr(list: Option<&ExtendedAttributeList<'_>>, name: &str) -> Option<String> {
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
fn reflect_attrs(list: Option<&ExtendedAttributeList<'_>>, identifier: &str) -> Result<Option<Reflect>, ParseError> {
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
fn quote_numeric_extended_attribute_values(text: &str) -> std::borrow::Cow<'_, str> {
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
    fn or(self, other: TypeAttrs) -> TypeAttrs {
        TypeAttrs {
            enforce_range: self.enforce_range || other.enforce_range,
            clamp: self.clamp || other.clamp,
            legacy_null_to_empty_string: self.legacy_null_to_empty_string || other.legacy_null_to_empty_string,
        }
    }
}

fn type_attrs(list: Option<&ExtendedAttributeList<'_>>) -> TypeAttrs {
    TypeAttrs {
        enforce_range: has_attr(list, "EnforceRange"),
        clamp: has_attr(list, "Clamp"),
        legacy_null_to_empty_string: has_attr(list, "LegacyNullToEmptyString"),
    }
}

fn default_value(d: &WDefault<'_>) -> DefaultValue {
    match d {
        WDefault::Boolean(b) => DefaultValue::Boolean(b.0),
        WDefault::EmptyArray(_) => DefaultValue::EmptySequence,
        WDefault::EmptyDictionary(_) => DefaultValue::EmptyDictionary,
        WDefault::Float(f) => DefaultValue::Float(float_lit(f)),
        WDefault::Integer(i) => DefaultValue::Integer(int_lit(i)),
        WDefault::Null(_) => DefaultValue::Null,
        WDefault::String(s) => DefaultValue::String(s.0.to_string()),
    }
}

fn int_lit(i: &IntegerLit<'_>) -> i64 {
    let (text, radix) = match i {
        IntegerLit::Dec(d) => (d.0, 10),
        IntegerLit::Hex(h) => (h.0, 16),
        IntegerLit::Oct(o) => (o.0, 8),
    };
    let (neg, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let digits = if radix == 16 { &digits[2..] } else { digits };
    let v = i64::from_str_radix(digits, radix).unwrap_or(0);
    if neg { -v } else { v }
}

fn float_lit(f: &FloatLit<'_>) -> f64 {
    match f {
        FloatLit::Value(v) => v.0.parse().unwrap_or(f64::NAN),
        FloatLit::NegInfinity(_) => f64::NEG_INFINITY,
        FloatLit::Infinity(_) => f64::INFINITY,
        FloatLit::NaN(_) => f64::NAN,
    }
}

impl<'a> Resolver<'a> {
    fn add_interface_member(
        &self,
        iface: &mut Interface,
        m: &InterfaceMember<'_>,
    ) -> Result<(), ParseError> {
        match m {
            InterfaceMember::Const(c) => iface.constants.push(self.constant(c)?),
            InterfaceMember::Attribute(a) => {
                let stringifier = matches!(a.modifier, Some(StringifierOrInheritOrStatic::Stringifier(_)));
                let attr = Attribute {
                    name: a.identifier.0.to_string(),
                    ty: self.ty(&a.type_.type_)?,
                    type_attrs: type_attrs(a.type_.attributes.as_ref()),
                    readonly: a.readonly.is_some(),
                    is_static: matches!(a.modifier, Some(StringifierOrInheritOrStatic::Static(_))),
                    stringifier,
                    attrs: member_attrs(a.attributes.as_ref()),
                    reflect: reflect_attrs(a.attributes.as_ref(), a.identifier.0)?,
                };
                if stringifier {
                    iface.stringifier = Some(attr.name.clone());
                }
                iface.attributes.push(attr);
            }
            InterfaceMember::Constructor(c) => {
                iface.constructor = Some(self.arguments(&c.args.body.list)?);
            }
            InterfaceMember::Operation(op) => {
                use weedle::interface::Special;
                let getter = matches!(op.special, Some(Special::Getter(_)));
                let args = self.arguments(&op.args.body.list)?;
                let ret = self.return_type(&op.return_type)?;
                // https://webidl.spec.whatwg.org/#idl-special-operations: an
                // unsigned long first argument makes it an indexed property
                // operation, a DOMString one a named property operation.
                let indexed = args.first().is_some_and(|a| a.ty == Type::UnsignedLong);
                let special = |ty: Type, attrs: TypeAttrs| SpecialOperation { name: op.identifier.map(|i| i.0.to_string()), ty, attrs };
                match op.special {
                    Some(Special::Getter(_)) if indexed => iface.indexed_getter = Some(special(ret.clone(), TypeAttrs::default())),
                    Some(Special::Getter(_)) => iface.named_getter = Some(special(ret.clone(), TypeAttrs::default())),
                    Some(Special::Setter(_)) if !indexed => {
                        let value = args.get(1).ok_or_else(|| ParseError::Unsupported("setter without a value argument".into()))?;
                        iface.named_setter = Some(special(value.ty.clone(), value.attrs.clone()));
                    }
                    Some(Special::Setter(_)) => {
                        let value = args.get(1).ok_or_else(|| ParseError::Unsupported("setter without a value argument".into()))?;
                        iface.indexed_setter = Some(special(value.ty.clone(), value.attrs.clone()));
                    }
                    Some(Special::Deleter(_)) if !indexed => iface.named_deleter = Some(special(Type::Undefined, TypeAttrs::default())),
                    Some(_) => return Err(ParseError::Unsupported("indexed property deleters and legacy callers".into())),
                    None => {}
                }
                let Some(name) = op.identifier else {
                    if op.special.is_some() {
                        return Ok(());
                    }
                    return Err(ParseError::Unsupported("anonymous operation".into()));
                };
                iface.operations.push(Operation {
                    name: name.0.to_string(),
                    args,
                    ret,
                    is_static: matches!(op.modifier, Some(StringifierOrStatic::Static(_))),
                    getter,
                    attrs: member_attrs(op.attributes.as_ref()),
                });
            }
            InterfaceMember::Stringifier(_) => {
                iface.stringifier.get_or_insert_with(String::new);
            }
            InterfaceMember::Iterable(it) => {
                use weedle::interface::IterableInterfaceMember;
                iface.iterable = Some(match it {
                    IterableInterfaceMember::Single(s) => Iterable { key: None, value: self.ty(&s.generics.body.type_)? },
                    IterableInterfaceMember::Double(d) => Iterable {
                        key: Some(self.ty(&d.generics.body.0.type_)?),
                        value: self.ty(&d.generics.body.2.type_)?,
                    },
                });
            }
            other => return Err(ParseError::Unsupported(format!("{other:?}").chars().take(60).collect())),
        }
        Ok(())
    }

    fn add_mixin_member(&self, iface: &mut Interface, m: &MixinMember<'_>) -> Result<(), ParseError> {
        match m {
            MixinMember::Const(c) => iface.constants.push(self.constant(c)?),
            MixinMember::Operation(op) => {
                let Some(name) = op.identifier else {
                    return Err(ParseError::Unsupported("anonymous mixin operation".into()));
                };
                iface.operations.push(Operation {
                    name: name.0.to_string(),
                    args: self.arguments(&op.args.body.list)?,
                    ret: self.return_type(&op.return_type)?,
                    is_static: false,
                    getter: false,
                    attrs: member_attrs(op.attributes.as_ref()),
                });
            }
            MixinMember::Attribute(a) => {
                if a.stringifier.is_some() {
                    iface.stringifier = Some(a.identifier.0.to_string());
                }
                iface.attributes.push(Attribute {
                name: a.identifier.0.to_string(),
                ty: self.ty(&a.type_.type_)?,
                type_attrs: type_attrs(a.type_.attributes.as_ref()),
                readonly: a.readonly.is_some(),
                is_static: false,
                stringifier: a.stringifier.is_some(),
                attrs: member_attrs(a.attributes.as_ref()),
                reflect: reflect_attrs(a.attributes.as_ref(), a.identifier.0)?,
            });
            }
            MixinMember::Stringifier(_) => {
                iface.stringifier.get_or_insert_with(String::new);
            }
        }
        Ok(())
    }

    fn constant(&self, c: &weedle::interface::ConstMember<'_>) -> Result<Constant, ParseError> {
        let value = match &c.const_value {
            WConst::Boolean(b) => ConstValue::Boolean(b.0),
            WConst::Float(f) => ConstValue::Float(float_lit(f)),
            WConst::Integer(i) => ConstValue::Integer(int_lit(i)),
            WConst::Null(_) => return Err(ParseError::Unsupported("null constant".into())),
        };
        Ok(Constant { name: c.identifier.0.to_string(), ty: Type::UnsignedShort, value })
    }

    fn dictionary_member(
        &self,
        m: &weedle::dictionary::DictionaryMember<'_>,
    ) -> Result<DictionaryMember, ParseError> {
        Ok(DictionaryMember {
            name: m.identifier.0.to_string(),
            ty: self.ty(&m.type_)?,
            attrs: type_attrs(m.attributes.as_ref()),
            required: m.required.is_some(),
            default: m.default.as_ref().map(|d| default_value(&d.value)),
        })
    }

    fn arguments(&self, args: &[WArgument<'_>]) -> Result<Vec<Argument>, ParseError> {
        args.iter()
            .map(|a| match a {
                WArgument::Single(s) => Ok(Argument {
                    name: s.identifier.0.to_string(),
                    ty: self.ty(&s.type_.type_)?,
                    // https://webidl.spec.whatwg.org/#idl-type-extended-attribute-associated-with:
                    // an extended attribute written before a (non-optional)
                    // argument that applies to types is its type's.
                    attrs: type_attrs(s.type_.attributes.as_ref()).or(type_attrs(s.attributes.as_ref())),
                    optional: s.optional.is_some(),
                    variadic: false,
                    default: s.default.as_ref().map(|d| default_value(&d.value)),
                }),
                WArgument::Variadic(v) => Ok(Argument {
                    name: v.identifier.0.to_string(),
                    ty: self.ty(&v.type_)?,
                    attrs: TypeAttrs::default(),
                    optional: true,
                    variadic: true,
                    default: None,
                }),
            })
            .collect()
    }

    fn return_type(&self, r: &ReturnType<'_>) -> Result<Type, ParseError> {
        match r {
            ReturnType::Undefined(_) => Ok(Type::Undefined),
            ReturnType::Type(t) => self.ty(t),
        }
    }

    fn ty(&self, t: &WType<'_>) -> Result<Type, ParseError> {
        match t {
            WType::Single(SingleType::Any(_)) => Ok(Type::Any),
            WType::Single(SingleType::NonAny(n)) => self.non_any(n),
            WType::Union(u) => {
                let members = u
                    .type_
                    .body
                    .list
                    .iter()
                    .map(|m| match m {
                        UnionMemberType::Single(s) => self.non_any(&s.type_),
                        UnionMemberType::Union(_) => {
                            Err(ParseError::Unsupported("nested union".into()))
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(nullable(Type::Union(members), u.q_mark.is_some()))
            }
        }
    }

    fn non_any(&self, n: &NonAnyType<'_>) -> Result<Type, ParseError> {
        Ok(match n {
            NonAnyType::Promise(p) => Type::Promise(Box::new(self.return_type(&p.generics.body)?)),
            NonAnyType::Integer(i) => nullable(
                match i.type_ {
                    IntegerType::LongLong(l) if l.unsigned.is_some() => Type::UnsignedLongLong,
                    IntegerType::LongLong(_) => Type::LongLong,
                    IntegerType::Long(l) if l.unsigned.is_some() => Type::UnsignedLong,
                    IntegerType::Long(_) => Type::Long,
                    IntegerType::Short(s) if s.unsigned.is_some() => Type::UnsignedShort,
                    IntegerType::Short(_) => Type::Short,
                },
                i.q_mark.is_some(),
            ),
            NonAnyType::FloatingPoint(f) => nullable(
                match f.type_ {
                    FloatingPointType::Float(x) if x.unrestricted.is_some() => Type::UnrestrictedFloat,
                    FloatingPointType::Float(_) => Type::Float,
                    FloatingPointType::Double(x) if x.unrestricted.is_some() => Type::UnrestrictedDouble,
                    FloatingPointType::Double(_) => Type::Double,
                },
                f.q_mark.is_some(),
            ),
            NonAnyType::Boolean(b) => nullable(Type::Boolean, b.q_mark.is_some()),
            NonAnyType::Byte(b) => nullable(Type::Byte, b.q_mark.is_some()),
            NonAnyType::Octet(b) => nullable(Type::Octet, b.q_mark.is_some()),
            NonAnyType::ByteString(b) => nullable(Type::ByteString, b.q_mark.is_some()),
            NonAnyType::DOMString(b) => nullable(Type::DomString, b.q_mark.is_some()),
            NonAnyType::USVString(b) => nullable(Type::UsvString, b.q_mark.is_some()),
            NonAnyType::Sequence(s) => nullable(
                Type::Sequence(Box::new(self.ty(&s.type_.generics.body)?)),
                s.q_mark.is_some(),
            ),
            NonAnyType::FrozenArrayType(f) => nullable(
                Type::FrozenArray(Box::new(self.ty(&f.type_.generics.body)?)),
                f.q_mark.is_some(),
            ),
            NonAnyType::Object(o) => nullable(Type::Object, o.q_mark.is_some()),
            NonAnyType::RecordType(r) => {
                let (k, _, v) = &r.type_.generics.body;
                let key = match &**k {
                    weedle::types::RecordKeyType::Byte(_) => Type::ByteString,
                    weedle::types::RecordKeyType::DOM(_) => Type::DomString,
                    weedle::types::RecordKeyType::USV(_) => Type::UsvString,
                    weedle::types::RecordKeyType::NonAny(_) => {
                        return Err(ParseError::Unsupported("record key that is not a string type".into()))
                    }
                };
                nullable(Type::Record(Box::new(key), Box::new(self.ty(v)?)), r.q_mark.is_some())
            }
            NonAnyType::ArrayBuffer(b) => nullable(Type::BufferSource("ArrayBuffer".into()), b.q_mark.is_some()),
            NonAnyType::ArrayBufferView(b) => nullable(Type::BufferSource("ArrayBufferView".into()), b.q_mark.is_some()),
            NonAnyType::BufferSource(b) => nullable(Type::BufferSource("BufferSource".into()), b.q_mark.is_some()),
            NonAnyType::Uint8Array(b) => nullable(Type::BufferSource("Uint8Array".into()), b.q_mark.is_some()),
            NonAnyType::Identifier(id) => {
                let t = self.named(id.type_.0)?;
                if id.q_mark.is_some() {
                    nullable(t, true)
                } else {
                    t
                }
            }
            other => {
                return Err(ParseError::Unsupported(
                    format!("{other:?}").chars().take(60).collect(),
                ))
            }
        })
    }

    fn named(&self, name: &str) -> Result<Type, ParseError> {
        // `undefined` as a union member type (`(Event or undefined)`).
        if name == "undefined" {
            return Ok(Type::Undefined);
        }
        if let Some(td) = self.typedefs.get(name) {
            return self.ty(&td.type_);
        }
        Ok(match self.kinds.get(name) {
            Some(Kind::Interface) => Type::Interface(name.to_string()),
            Some(Kind::Dictionary) => Type::Dictionary(name.to_string()),
            Some(Kind::Enum) => Type::Enum(name.to_string()),
            Some(Kind::Callback) => Type::CallbackFunction(name.to_string()),
            Some(Kind::CallbackInterface) => Type::CallbackInterface(name.to_string()),
            None => return Err(ParseError::UnknownType(name.to_string())),
        })
    }
}

fn nullable(t: Type, q: bool) -> Type {
    if q {
        Type::Nullable(Box::new(t))
    } else {
        t
    }
}
