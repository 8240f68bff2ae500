//! Types: weedle's types resolved to the model's (typedefs expanded,
//! identifiers resolved to the kind of definition they name).

use weedle::types::{
    FloatingPointType, IntegerType, NonAnyType, ReturnType, SingleType, Type as WType,
    UnionMemberType,
};

use super::*;

impl<'a> Resolver<'a> {
    pub(super) fn return_type(&self, r: &ReturnType<'_>) -> Result<Type, ParseError> {
        match r {
            ReturnType::Undefined(_) => Ok(Type::Undefined),
            ReturnType::Type(t) => self.ty(t),
        }
    }

    pub(super) fn ty(&self, t: &WType<'_>) -> Result<Type, ParseError> {
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
                let (members, nullable_member) = flattened_member_types(members);
                Ok(nullable(Type::Union(members), u.q_mark.is_some() || nullable_member))
            }
        }
    }

    pub(super) fn non_any(&self, n: &NonAnyType<'_>) -> Result<Type, ParseError> {
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

    pub(super) fn named(&self, name: &str) -> Result<Type, ParseError> {
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

pub(super) fn nullable(t: Type, q: bool) -> Type {
    if q {
        Type::Nullable(Box::new(t))
    } else {
        t
    }
}

/// https://webidl.spec.whatwg.org/#dfn-flattened-union-member-types: a member
/// that is itself a union (through a typedef: `(Document or
/// XMLHttpRequestBodyInit)`) contributes its own members, so that a value
/// converts to the member it matches whatever the nesting. Returns the
/// members and whether a nested union was nullable (which makes the union
/// nullable: https://webidl.spec.whatwg.org/#dfn-number-of-nullable-member-types).
fn flattened_member_types(members: Vec<Type>) -> (Vec<Type>, bool) {
    let mut out = Vec::new();
    let mut nullable_member = false;
    for m in members {
        let m = match m {
            Type::Nullable(inner) if matches!(*inner, Type::Union(_)) => {
                nullable_member = true;
                *inner
            }
            other => other,
        };
        match m {
            Type::Union(inner) => {
                let (inner, n) = flattened_member_types(inner);
                nullable_member |= n;
                out.extend(inner);
            }
            other => out.push(other),
        }
    }
    (out, nullable_member)
}
