//! Interface, mixin and dictionary members, arguments, and the literals of
//! constants and default values.

use weedle::argument::Argument as WArgument;
use weedle::interface::{InterfaceMember, StringifierOrInheritOrStatic, StringifierOrStatic};
use weedle::literal::{ConstValue as WConst, DefaultValue as WDefault, FloatLit, IntegerLit};
use weedle::mixin::MixinMember;

use super::*;

impl<'a> Resolver<'a> {
    pub(super) fn add_interface_member(
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
                iface.html_constructor = has_attr(c.attributes.as_ref(), "HTMLConstructor");
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

    pub(super) fn add_mixin_member(&self, iface: &mut Interface, m: &MixinMember<'_>) -> Result<(), ParseError> {
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

    pub(super) fn constant(&self, c: &weedle::interface::ConstMember<'_>) -> Result<Constant, ParseError> {
        let value = match &c.const_value {
            WConst::Boolean(b) => ConstValue::Boolean(b.0),
            WConst::Float(f) => ConstValue::Float(float_lit(f)),
            WConst::Integer(i) => ConstValue::Integer(int_lit(i)),
            WConst::Null(_) => return Err(ParseError::Unsupported("null constant".into())),
        };
        Ok(Constant { name: c.identifier.0.to_string(), ty: Type::UnsignedShort, value })
    }

    pub(super) fn dictionary_member(
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

    pub(super) fn arguments(&self, args: &[WArgument<'_>]) -> Result<Vec<Argument>, ParseError> {
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
}

pub(super) fn default_value(d: &WDefault<'_>) -> DefaultValue {
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

pub(super) fn int_lit(i: &IntegerLit<'_>) -> i64 {
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

pub(super) fn float_lit(f: &FloatLit<'_>) -> f64 {
    match f {
        FloatLit::Value(v) => v.0.parse().unwrap_or(f64::NAN),
        FloatLit::NegInfinity(_) => f64::NEG_INFINITY,
        FloatLit::Infinity(_) => f64::INFINITY,
        FloatLit::NaN(_) => f64::NAN,
    }
}
