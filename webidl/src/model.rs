//! The resolved WebIDL model: what the code generator works from. Partial
//! definitions and mixins are already merged, typedefs already expanded.

use std::collections::BTreeMap;

/// A WebIDL type (https://webidl.spec.whatwg.org/#idl-types).
#[derive(Debug, Clone, PartialEq)]
pub enum Type {
    Undefined,
    Any,
    Boolean,
    Byte,
    Octet,
    Short,
    UnsignedShort,
    Long,
    UnsignedLong,
    LongLong,
    UnsignedLongLong,
    Float,
    UnrestrictedFloat,
    Double,
    UnrestrictedDouble,
    DomString,
    UsvString,
    ByteString,
    Object,
    Interface(String),
    Dictionary(String),
    Enum(String),
    CallbackFunction(String),
    CallbackInterface(String),
    Sequence(Box<Type>),
    /// `FrozenArray<T>` (https://webidl.spec.whatwg.org/#idl-frozen-array):
    /// a frozen JavaScript array, the same object while its values stay.
    FrozenArray(Box<Type>),
    /// `record<K, V>` (https://webidl.spec.whatwg.org/#idl-record).
    Record(Box<Type>, Box<Type>),
    /// A buffer source type (https://webidl.spec.whatwg.org/#idl-buffer-source-types),
    /// by name: `ArrayBuffer`, `ArrayBufferView`, `BufferSource`, `Uint8Array`...
    BufferSource(String),
    Promise(Box<Type>),
    Union(Vec<Type>),
    Nullable(Box<Type>),
}

impl Type {
    /// Whether this is one of WebIDL's numeric types
    /// (https://webidl.spec.whatwg.org/#dfn-numeric-type).
    pub fn is_numeric(&self) -> bool {
        matches!(
            self,
            Type::Byte | Type::Octet | Type::Short | Type::UnsignedShort | Type::Long | Type::UnsignedLong | Type::LongLong | Type::UnsignedLongLong | Type::Float | Type::UnrestrictedFloat | Type::Double | Type::UnrestrictedDouble
        )
    }

    /// The type inside a nullable, or the type itself.
    pub fn inner(&self) -> &Type {
        match self {
            Type::Nullable(t) => t,
            t => t,
        }
    }

    /// Whether `undefined`/`null` converts to a value of this type (a
    /// nullable type, `any`, a dictionary or a union containing one).
    pub fn is_nullable(&self) -> bool {
        matches!(self, Type::Nullable(_) | Type::Any)
    }

    /// The name WebIDL uses for this type in union type names
    /// (https://webidl.spec.whatwg.org/#dfn-type-name).
    pub fn type_name(&self) -> String {
        match self {
            Type::Undefined => "Undefined".into(),
            Type::Any => "Any".into(),
            Type::Boolean => "Boolean".into(),
            Type::Byte => "Byte".into(),
            Type::Octet => "Octet".into(),
            Type::Short => "Short".into(),
            Type::UnsignedShort => "UnsignedShort".into(),
            Type::Long => "Long".into(),
            Type::UnsignedLong => "UnsignedLong".into(),
            Type::LongLong => "LongLong".into(),
            Type::UnsignedLongLong => "UnsignedLongLong".into(),
            Type::Float => "Float".into(),
            Type::UnrestrictedFloat => "UnrestrictedFloat".into(),
            Type::Double => "Double".into(),
            Type::UnrestrictedDouble => "UnrestrictedDouble".into(),
            Type::DomString => "DOMString".into(),
            Type::UsvString => "USVString".into(),
            Type::ByteString => "ByteString".into(),
            Type::Object => "Object".into(),
            Type::Interface(n)
            | Type::Dictionary(n)
            | Type::Enum(n)
            | Type::CallbackFunction(n)
            | Type::CallbackInterface(n) => n.clone(),
            Type::Sequence(t) => format!("{}Sequence", t.type_name()),
            Type::FrozenArray(t) => format!("{}Array", t.type_name()),
            Type::Record(k, v) => format!("{}{}Record", k.type_name(), v.type_name()),
            Type::BufferSource(n) => n.clone(),
            Type::Promise(t) => format!("{}Promise", t.type_name()),
            Type::Union(ts) => ts.iter().map(Type::type_name).collect::<Vec<_>>().join("Or"),
            Type::Nullable(t) => format!("{}OrNull", t.type_name()),
        }
    }
}

/// Extended attributes that change how a value converts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TypeAttrs {
    pub enforce_range: bool,
    pub clamp: bool,
    pub legacy_null_to_empty_string: bool,
}

/// A default value (https://webidl.spec.whatwg.org/#dfn-optional-argument-default-value).
#[derive(Debug, Clone, PartialEq)]
pub enum DefaultValue {
    Boolean(bool),
    Integer(i64),
    Float(f64),
    String(String),
    Null,
    EmptySequence,
    EmptyDictionary,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Argument {
    pub name: String,
    pub ty: Type,
    pub attrs: TypeAttrs,
    pub optional: bool,
    pub variadic: bool,
    pub default: Option<DefaultValue>,
}

/// Extended attributes on members and interfaces that the bindings honour.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MemberAttrs {
    pub secure_context: bool,
    pub same_object: bool,
    pub new_object: bool,
    pub legacy_unforgeable: bool,
    pub replaceable: bool,
    pub unscopable: bool,
    pub put_forwards: Option<String>,
    /// `Exposed` globals, empty when not given.
    pub exposed: Vec<String>,
    /// `[CSSProperty]` (this engine's): a camel-cased attribute of
    /// CSSStyleDeclaration (https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel-cased-attribute);
    /// its dashed attribute is defined with it, and both call the
    /// implementation's `get_css_property`/`set_css_property` with the
    /// attribute name.
    pub css_property: bool,
    /// `[CEReactions]` (https://html.spec.whatwg.org/multipage/custom-elements.html#cereactions):
    /// the custom element reactions the member enqueues run before it returns.
    pub ce_reactions: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Operation {
    pub name: String,
    pub args: Vec<Argument>,
    pub ret: Type,
    pub is_static: bool,
    /// `getter` special operation (indexed property getter).
    pub getter: bool,
    pub attrs: MemberAttrs,
}

impl Operation {
    /// https://webidl.spec.whatwg.org/#dfn-shortest-length: the number of
    /// arguments before the first optional or variadic one.
    pub fn length(&self) -> usize {
        self.args.iter().take_while(|a| !a.optional && !a.variadic).count()
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Attribute {
    pub name: String,
    pub ty: Type,
    pub type_attrs: TypeAttrs,
    pub readonly: bool,
    pub is_static: bool,
    pub stringifier: bool,
    pub attrs: MemberAttrs,
    /// HTML's reflection of a content attribute, when one of the `[Reflect*]`
    /// extended attributes is given.
    pub reflect: Option<Reflect>,
}

/// How an IDL attribute reflects a content attribute
/// (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#using-reflect-in-webidl):
/// `[Reflect]` or `[Reflect=name]`, `[ReflectSetter]`, `[ReflectURL]`,
/// `[ReflectNonNegative]`, `[ReflectPositive]`, `[ReflectPositiveWithFallback]`,
/// `[ReflectDefault=value]`, `[ReflectRange=(min, max)]`, as the HTML Standard
/// writes them, and this engine's `[Enumerated=E]` for an enumerated
/// attribute limited to only known values (see [`Enumerated`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reflect {
    /// The reflected content attribute name: the argument of the extended
    /// attribute, or the IDL attribute's identifier in ASCII lowercase.
    pub content_attribute: String,
    /// `[ReflectSetter]`: only the setter reflects; the getter is the
    /// implementation's.
    pub setter_only: bool,
    /// `[ReflectURL]`: the getter resolves the value as a URL.
    pub url: bool,
    pub limit: ReflectLimit,
    /// `[ReflectDefault=value]`, as written.
    pub default: Option<String>,
    /// `[ReflectRange=(min, max)]`: clamped to the range.
    pub range: Option<(i64, i64)>,
    /// `[Enumerated=E]`: limited to only known values, the keywords and
    /// defaults of the enumerated attribute `E`.
    pub enumerated: Option<String>,
}

/// The numeric limits of a reflected attribute.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub enum ReflectLimit {
    #[default]
    None,
    /// `[ReflectNonNegative]`: limited to only non-negative numbers.
    NonNegative,
    /// `[ReflectPositive]`: limited to only positive numbers.
    Positive,
    /// `[ReflectPositiveWithFallback]`: limited to only positive numbers with fallback.
    PositiveWithFallback,
}

/// An enumerated content attribute
/// (https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute),
/// written as an IDL `enum` whose values are its keywords (the canonical
/// keyword of each state), with the extended attributes
/// `[MissingValueDefault=k]`, `[InvalidValueDefault=k]` and
/// `[EmptyValueDefault=k]` naming the keyword of the default states (absent:
/// no state, or a state without a keyword).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Enumerated {
    pub keywords: Vec<String>,
    pub missing_value_default: Option<String>,
    pub invalid_value_default: Option<String>,
    pub empty_value_default: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ConstValue {
    Integer(i64),
    Float(f64),
    Boolean(bool),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Constant {
    pub name: String,
    pub ty: Type,
    pub value: ConstValue,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Interface {
    pub name: String,
    /// The specification the interface comes from: the stem of the IDL file
    /// that defines it (not a partial), as a Rust module name (`hr-time` is
    /// `hr_time`). The implementation lives in the bindings crate's folder
    /// of that name: `crate::{spec}::{interface in lower case}`.
    pub spec: String,
    pub parent: Option<String>,
    pub attrs: MemberAttrs,
    /// `[Global]`: members live on the global object itself.
    pub global: bool,
    pub constructor: Option<Vec<Argument>>,
    /// `[HTMLConstructor]` on the constructor: HTML's element constructors
    /// (https://html.spec.whatwg.org/multipage/dom.html#htmlconstructor),
    /// which custom element classes call through `super()`.
    pub html_constructor: bool,
    pub operations: Vec<Operation>,
    pub attributes: Vec<Attribute>,
    pub constants: Vec<Constant>,
    /// A `stringifier;` member or a stringifier attribute.
    pub stringifier: Option<String>,
    /// `iterable<V>` or `iterable<K, V>` (https://webidl.spec.whatwg.org/#idl-iterable).
    pub iterable: Option<Iterable>,
    /// The indexed property getter (https://webidl.spec.whatwg.org/#dfn-indexed-property-getter).
    pub indexed_getter: Option<SpecialOperation>,
    /// The named property getter (https://webidl.spec.whatwg.org/#dfn-named-property-getter).
    pub named_getter: Option<SpecialOperation>,
    /// The indexed property setter; its type is the value's.
    pub indexed_setter: Option<SpecialOperation>,
    /// The named property setter; its type is the value's.
    pub named_setter: Option<SpecialOperation>,
    /// The named property deleter.
    pub named_deleter: Option<SpecialOperation>,
    /// `[LegacyFactoryFunction=Name(args)]`s
    /// (https://webidl.spec.whatwg.org/#LegacyFactoryFunction): name, arguments.
    pub legacy_factory_functions: Vec<(String, Vec<Argument>)>,
    /// `[LegacyWindowAlias=Name]` or `[LegacyWindowAlias=(A, B)]`
    /// (https://webidl.spec.whatwg.org/#LegacyWindowAlias).
    pub legacy_window_aliases: Vec<String>,
    /// `[LegacyOverrideBuiltIns]`
    pub legacy_override_builtins: bool,
    /// `[LegacyUnenumerableNamedProperties]`
    pub legacy_unenumerable_named_properties: bool,
}

impl Interface {
    /// Whether the interface's stringifier is unforgeable: a stringifier
    /// attribute with `[LegacyUnforgeable]` (Location's `href`), whose
    /// `toString` then lives on each instance
    /// (https://webidl.spec.whatwg.org/#es-stringifier).
    pub fn unforgeable_stringifier(&self) -> bool {
        self.stringifier.is_some() && self.attributes.iter().any(|a| a.stringifier && a.attrs.legacy_unforgeable)
    }

    /// The Rust name of `op`'s implementation method and glue: its snake-cased
    /// identifier, prefixed with `static_` for a static operation that shares
    /// its identifier with a regular one (`static Response json(...)` beside
    /// the Body mixin's `json()`: WebIDL allows it, as they live on different
    /// objects, https://webidl.spec.whatwg.org/#idl-overloading).
    ///
    /// An overloaded operation (https://webidl.spec.whatwg.org/#dfn-overloaded)
    /// keeps its name for its first declaration; each other overload adds
    /// `_with_` and the first argument that sets it apart from the first
    /// overload (FormData's `append(name, value)` and
    /// `append(name, blobValue, filename)`: `append`, `append_with_blob_value`).
    pub fn operation_rust_name(&self, op: &Operation) -> String {
        let snake = crate::codegen::names::snake(&op.name);
        let shares = op.is_static && self.operations.iter().any(|o| !o.is_static && o.name == op.name);
        let base = if shares { format!("static_{}", snake.trim_start_matches("r#")) } else { snake };
        overload_rust_name(base, &self.overloads(op), op)
    }

    pub fn overloads(&self, op: &Operation) -> Vec<&Operation> {
        self.operations.iter().filter(|o| o.name == op.name && o.is_static == op.is_static).collect()
    }

    /// Whether the interface supports indexed or named properties: its
    /// objects are legacy platform objects
    /// (https://webidl.spec.whatwg.org/#dfn-legacy-platform-object).
    pub fn has_special_properties(&self) -> bool {
        self.indexed_getter.is_some() || self.named_getter.is_some() || self.indexed_setter.is_some() || self.named_setter.is_some()
    }
}

/// An iterable declaration: `value` alone is a value iterator, with `key` a
/// pair iterator (https://webidl.spec.whatwg.org/#dfn-value-iterator).
#[derive(Debug, Clone, PartialEq)]
pub struct Iterable {
    pub key: Option<Type>,
    pub value: Type,
}

/// A special operation (getter, setter, deleter): its identifier when it has
/// one (then it is also a regular operation), and its type (the getter's
/// return type, the setter's value type).
#[derive(Debug, Clone, PartialEq)]
pub struct SpecialOperation {
    pub name: Option<String>,
    pub ty: Type,
    pub attrs: TypeAttrs,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DictionaryMember {
    pub name: String,
    pub ty: Type,
    pub attrs: TypeAttrs,
    pub required: bool,
    pub default: Option<DefaultValue>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Dictionary {
    pub name: String,
    pub parent: Option<String>,
    pub members: Vec<DictionaryMember>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Callback {
    pub name: String,
    pub args: Vec<Argument>,
    pub ret: Type,
    pub legacy_treat_non_object_as_null: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Namespace {
    pub name: String,
    /// As [`Interface::spec`].
    pub spec: String,
    pub operations: Vec<Operation>,
}

impl Namespace {
    /// The operations that share `op`'s identifier (its overloads, `op` included).
    pub fn overloads(&self, op: &Operation) -> Vec<&Operation> {
        self.operations.iter().filter(|o| o.name == op.name).collect()
    }

    /// The Rust name of `op` in the namespace's trait: as [`Interface::operation_rust_name`].
    pub fn operation_rust_name(&self, op: &Operation) -> String {
        overload_rust_name(crate::codegen::names::snake(&op.name), &self.overloads(op), op)
    }
}

/// The Rust name of `op`, one of `overloads`: `base` for the first, and for
/// a later one `base_with_ARG` after its first argument that differs from
/// the first overload's (`base_K` when none does).
fn overload_rust_name(base: String, overloads: &[&Operation], op: &Operation) -> String {
    let Some(k) = overloads.iter().position(|o| std::ptr::eq(*o, op)).filter(|&k| k > 0) else {
        return base;
    };
    let first = overloads[0];
    let distinct = op.args.iter().enumerate().find(|(i, a)| first.args.get(*i).is_none_or(|f| f.name != a.name || f.ty != a.ty));
    let base = base.trim_start_matches("r#");
    match distinct {
        Some((_, a)) => format!("{base}_with_{}", crate::codegen::names::snake(&a.name).trim_start_matches("r#")),
        None => format!("{base}_{k}"),
    }
}

/// Everything the IDL sources define, resolved.
#[derive(Debug, Clone, Default)]
pub struct Definitions {
    pub interfaces: BTreeMap<String, Interface>,
    pub dictionaries: BTreeMap<String, Dictionary>,
    pub callbacks: BTreeMap<String, Callback>,
    pub callback_interfaces: BTreeMap<String, Interface>,
    pub enums: BTreeMap<String, Vec<String>>,
    /// The enums that carry an enumerated attribute's defaults, by name.
    pub enumerated: BTreeMap<String, Enumerated>,
    pub namespaces: BTreeMap<String, Namespace>,
}

impl Definitions {
    /// The interface and its ancestors, nearest first.
    pub fn ancestors<'a>(&'a self, name: &str) -> Vec<&'a Interface> {
        let mut out = Vec::new();
        let mut cur = self.interfaces.get(name);
        while let Some(i) = cur {
            out.push(i);
            cur = i.parent.as_deref().and_then(|p| self.interfaces.get(p));
        }
        out
    }

    /// The dictionary and its ancestors, base-most first (the order members are read in).
    pub fn dictionary_chain<'a>(&'a self, name: &str) -> Vec<&'a Dictionary> {
        let mut out = Vec::new();
        let mut cur = self.dictionaries.get(name);
        while let Some(d) = cur {
            out.push(d);
            cur = d.parent.as_deref().and_then(|p| self.dictionaries.get(p));
        }
        out.reverse();
        out
    }
}
