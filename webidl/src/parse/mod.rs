//! From weedle2's syntax tree to the resolved [`Definitions`]: partial
//! interfaces and dictionaries are merged into their definitions, mixins into
//! the interfaces that include them, typedefs are expanded and identifiers
//! are resolved to the kind of definition they name.

use std::collections::{BTreeMap, HashMap};

use weedle::attribute::ExtendedAttribute;
use weedle::namespace::NamespaceMember;
use weedle::Definition;

use crate::model::*;

mod extended_attributes;
mod members;
mod types;

use extended_attributes::{has_attr, member_attrs, quote_numeric_extended_attribute_values, reflect_attrs, string_attr, type_attrs};

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
                    match a {
                        ExtendedAttribute::NamedArgList(f) if f.lhs_identifier.0 == "LegacyFactoryFunction" => {
                            let args = r.arguments(&f.args.body.list)?;
                            iface.legacy_factory_functions.push((f.rhs_identifier.0.to_string(), args));
                        }
                        ExtendedAttribute::Ident(a) if a.lhs_identifier.0 == "LegacyWindowAlias" => {
                            if let weedle::attribute::IdentifierOrString::Identifier(id) = a.rhs {
                                iface.legacy_window_aliases.push(id.0.to_string());
                            }
                        }
                        ExtendedAttribute::IdentList(l) if l.identifier.0 == "LegacyWindowAlias" => {
                            iface.legacy_window_aliases.extend(l.list.body.list.iter().map(|i| i.0.to_string()));
                        }
                        _ => {}
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
        into.html_constructor = from.html_constructor;
    }
    into.iterable = into.iterable.take().or(from.iterable);
    into.indexed_getter = into.indexed_getter.take().or(from.indexed_getter);
    into.named_getter = into.named_getter.take().or(from.named_getter);
    into.named_setter = into.named_setter.take().or(from.named_setter);
    into.named_deleter = into.named_deleter.take().or(from.named_deleter);
}
