//! The project's IDL parses, resolves and generates.

use std::path::Path;

#[test]
fn project_idl_generates_traits_for_every_interface() {
    let sources = webidl::read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("idl")).unwrap();
    let defs = webidl::parse_sources(&sources).unwrap();
    webidl::codegen::check(&defs).unwrap();
    // Partial interfaces are merged: Document gets modelContext from webmcp.webidl
    // and readyState from html.webidl; mixins are folded in.
    let doc = &defs.interfaces["Document"];
    assert!(doc.attributes.iter().any(|a| a.name == "modelContext" && a.attrs.secure_context));
    assert!(doc.attributes.iter().any(|a| a.name == "readyState"));
    assert!(doc.operations.iter().any(|o| o.name == "querySelector"));
    assert_eq!(defs.interfaces["ModelContext"].parent.as_deref(), Some("EventTarget"));
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("pub trait ModelContextMethods"));
    assert!(code.contains("fn register_tool(ctx: &mut Context, this: &JsObject, tool: ModelContextTool, options: ModelContextRegisterToolOptions) -> JsResult<JsPromise>;"));
}

#[test]
fn webmcp_idl_matches_the_shared_spec_copy() {
    // webidl/idl/webmcp.webidl is a copy of shared/spec/webmcp.idl; fail loudly when they drift.
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/spec/webmcp.idl");
    let Ok(spec) = std::fs::read_to_string(&shared) else {
        eprintln!("skipped: {} not present", shared.display());
        return;
    };
    let ours = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("idl/webmcp.webidl")).unwrap();
    assert_eq!(ours, spec);
}

#[test]
fn dictionary_members_are_read_in_lexicographic_order_base_first() {
    let src = "dictionary B { long z; long a; }; dictionary D : B { long y; long b; };".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    let d = code.find("pub struct D {").unwrap();
    let tail = &code[d..];
    let pos = |m: &str| tail.find(&format!("// member \"{m}\"")).unwrap();
    assert!(pos("a") < pos("z") && pos("z") < pos("b") && pos("b") < pos("y"));
}

fn generate(src: &str) -> Result<String, webidl::ParseError> {
    webidl::generate(&[("html.webidl".to_string(), src.to_string())])
}

const ELEMENT: &str = "[Exposed=Window] interface Element {}; [Exposed=Window] interface DOMTokenList {};";

#[test]
fn reflect_extended_attributes_are_read_as_html_writes_them() {
    let src = format!(
        "{ELEMENT}
        [MissingValueDefault=auto, InvalidValueDefault=auto] enum Decoding {{ \"sync\", \"async\", \"auto\" }};
        [InvalidValueDefault=\"anonymous\", EmptyValueDefault=\"anonymous\"] enum CORSSettingsAttribute {{ \"anonymous\", \"use-credentials\" }};
        [Exposed=Window] interface HTMLThing : Element {{
          [CEReactions, Reflect] attribute DOMString useMap;
          [CEReactions, Reflect=for] attribute DOMString htmlFor;
          [CEReactions, ReflectURL] attribute USVString longDesc;
          [CEReactions, Reflect] attribute boolean isMap;
          [CEReactions, ReflectNonNegative] attribute long maxLength;
          [CEReactions, Reflect, ReflectDefault=1, ReflectRange=(1, 1000)] attribute unsigned long colSpan;
          [CEReactions, ReflectPositiveWithFallback, ReflectDefault=20] attribute unsigned long cols;
          [CEReactions, ReflectPositive, ReflectDefault=1.0] attribute double max;
          [CEReactions, Reflect, Enumerated=Decoding] attribute DOMString decoding;
          [CEReactions, Reflect=crossorigin, Enumerated=CORSSettingsAttribute] attribute DOMString? crossOrigin;
          [SameObject, PutForwards=value, Reflect=rel] readonly attribute DOMTokenList relList;
          [CEReactions, ReflectSetter] attribute DOMString autocomplete;
        }};"
    );
    let defs = webidl::parse_sources(&[("html.webidl".into(), src.clone())]).unwrap();
    let thing = &defs.interfaces["HTMLThing"];
    let r = |n: &str| thing.attributes.iter().find(|a| a.name == n).and_then(|a| a.reflect.clone()).unwrap();
    assert_eq!(r("useMap").content_attribute, "usemap", "the identifier in ASCII lowercase");
    assert_eq!(r("htmlFor").content_attribute, "for");
    assert!(r("longDesc").url);
    assert_eq!(r("colSpan").range, Some((1, 1000)));
    assert_eq!(r("max").default.as_deref(), Some("1.0"));
    assert_eq!(r("maxLength").limit, webidl::model::ReflectLimit::NonNegative);
    assert_eq!(r("crossOrigin").enumerated.as_deref(), Some("CORSSettingsAttribute"));
    assert_eq!(defs.enumerated["Decoding"].missing_value_default.as_deref(), Some("auto"));
    assert_eq!(defs.enumerated["CORSSettingsAttribute"].empty_value_default.as_deref(), Some("anonymous"));

    let code = generate(&src).unwrap();
    // The implementation trait keeps only what it implements: the getter of
    // a [ReflectSetter] attribute.
    let tr = &code[code.find("pub trait HTMLThingMethods").unwrap()..];
    let tr = &tr[..tr.find('}').unwrap()];
    assert!(tr.contains("fn get_autocomplete("), "{tr}");
    assert!(!tr.contains("fn set_autocomplete(") && !tr.contains("use_map") && !tr.contains("col_span"), "{tr}");
    // The glue calls the reflection algorithms with a static description.
    assert!(code.contains("crate::html::reflecting::get_unsigned_long(ctx, &this, &REFLECT_HTMLTHING_COL_SPAN)"));
    assert!(code.contains("crate::html::reflecting::set_usv_string(ctx, &this, &REFLECT_HTMLTHING_LONG_DESC, value)"));
    assert!(code.contains("crate::html::reflecting::get_url(ctx, &this, &REFLECT_HTMLTHING_LONG_DESC)"));
    assert!(code.contains("content_attribute: \"crossorigin\""));
    assert!(code.contains("range: Some((1, 1000))") && code.contains("default: Some(1.0)"));
    assert!(code.contains("limit: crate::html::reflecting::Limit::PositiveWithFallback, default: Some(20.0)"));
    assert!(code.contains("keywords: &[\"anonymous\", \"use-credentials\"], missing_value_default: None, invalid_value_default: Some(\"anonymous\"), empty_value_default: Some(\"anonymous\")"));
    assert!(code.contains("crate::html::reflecting::get_token_list(ctx, &this, &REFLECT_HTMLTHING_REL_LIST)"));
    assert!(code.contains("crate::html::reflecting::set_autocomplete") == false);
}

#[test]
fn reflections_the_algorithms_do_not_cover_are_refused() {
    for (member, why) in [
        ("[Reflect] attribute float f;", "a type without an algorithm"),
        ("[ReflectNonNegative] attribute unsigned long u;", "a limit for another type"),
        ("[Reflect, ReflectDefault=x] attribute long l;", "a default that is not a number"),
        ("[Reflect, ReflectRange=(5, 1)] attribute unsigned long u;", "an empty range"),
        ("[Reflect] attribute DOMString? s;", "a nullable string that is not enumerated"),
        ("[Reflect, Enumerated=Nope] attribute DOMString s;", "an unknown enumerated attribute"),
        ("[ReflectDefault=1] attribute long l;", "a default without [Reflect]"),
        ("[Reflect] readonly attribute DOMTokenList t;", "a token list that is not [SameObject]"),
    ] {
        let src = format!("{ELEMENT} [Exposed=Window] interface X : Element {{ {member} }};");
        assert!(generate(&src).is_err(), "{why}: {member}");
    }
}
#[test]
fn a_static_operation_may_share_its_identifier_with_a_regular_one() {
    // Fetch's Response has `static Response json(any data, ...)` and the Body
    // mixin's `json()`: one on the interface object, one on the prototype.
    let src = "[Exposed=Window] interface R { static R json(any data); Promise<any> json(); static R error(); };".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("fn static_json(ctx: &mut Context, data: JsValue) -> JsResult<JsObject>;"), "{code}");
    assert!(code.contains("fn json(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise>;"));
    // A static operation alone keeps its name.
    assert!(code.contains("fn error(ctx: &mut Context) -> JsResult<JsObject>;"));
    // Each is defined on its own object with its own glue.
    assert!(code.contains("define_operation(ctx, &iface, \"json\", 1, r_op_static_json, None)?;"));
    assert!(code.contains("define_operation(ctx, &proto, \"json\", 0, r_op_json, None)?;"));
}

#[test]
fn overloaded_operations_get_one_function_that_resolves_the_overload() {
    let src = "[Exposed=Window] interface Blob {}; [Exposed=Window] interface F {
        undefined append(USVString name, USVString value);
        undefined append(USVString name, Blob blobValue, optional USVString filename);
        undefined scroll(optional double x);
        undefined scroll(double x, double y);
    };"
    .to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    // Each overload has its own implementation method, named for the argument that sets it apart.
    assert!(code.contains("fn append(ctx: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()>;"), "{code}");
    assert!(code.contains("fn append_with_blob_value(ctx: &mut Context, this: &JsObject, name: String, blob_value: JsObject, filename: Option<String>) -> JsResult<()>;"));
    assert!(code.contains("fn scroll_with_y("));
    // One property per identifier, with the shortest overload's length.
    assert!(code.contains("define_operation(ctx, &proto, \"append\", 2, f_op_append_overloaded, None)?;"));
    assert!(code.contains("define_operation(ctx, &proto, \"scroll\", 0, f_op_scroll_overloaded, None)?;"));
    assert!(!code.contains("\"append\", 2, f_op_append, None"));
    // With two arguments, a Blob at the distinguishing index (1) picks the Blob overload,
    // anything else the string one; three arguments can only be the Blob overload.
    let dispatch = &code[code.find("fn f_op_append_overloaded").unwrap()..];
    let dispatch = &dispatch[..dispatch.find("\n}\n").unwrap()];
    assert!(dispatch.contains("2 => {"), "{dispatch}");
    assert!(dispatch.contains("let v = args.get(1)"));
    assert!(dispatch.contains("implements(&o, Interface::Blob)) { return f_op_append_with_blob_value(this, args, ctx); }"));
    assert!(dispatch.contains("_ => f_op_append_with_blob_value(this, args, ctx),"));
    assert!(dispatch.contains("required, but only"));
}

#[test]
fn indexed_setters_and_inherited_getters_fill_the_legacy_table() {
    let src = "[Exposed=Window] interface Element {};
               [Exposed=Window] interface C { getter Element? item(unsigned long index); readonly attribute unsigned long length; };
               [Exposed=Window] interface O : C { setter undefined (unsigned long index, Element? e); };"
        .to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    assert!(defs.interfaces["O"].indexed_setter.is_some());
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("fn indexed_setter(ctx: &mut Context, this: &JsObject, index: u32, value: Option<JsObject>) -> JsResult<()>;"));
    assert!(code.contains("indexed_setter: Some(o_indexed_set)"));
    // O's indices come from C's getter.
    assert!(code.contains("<crate::t::c::C as CMethods>::supported_property_indices(ctx, this)"));
    assert!(code.contains("Interface::O => Some(&O_LEGACY)"));
}

#[test]
fn legacy_factory_functions_are_defined_with_the_interface_prototype() {
    let src = "[Exposed=Window, LegacyFactoryFunction=Opt(optional DOMString text = \"\", optional boolean on = false)] interface E {};".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    assert_eq!(defs.interfaces["E"].legacy_factory_functions.len(), 1);
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("fn legacy_factory_opt(ctx: &mut Context, proto: JsObject, text: JsString, on: bool) -> JsResult<JsObject>;"));
    assert!(code.contains("define_legacy_factory_function(ctx, global, \"Opt\", 0, e_factory_opt, &proto)?;"));
    assert!(code.contains("prototype_from_new_target(this, Interface::E, ctx)"), "called without new: a TypeError");
}

#[test]
fn frozen_arrays_are_array_objects_and_convert_from_sequences() {
    let src = "[Exposed=Window] interface I { readonly attribute FrozenArray<double> values; undefined take(FrozenArray<DOMString> names); };".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    // The getter hands back the implementation's array object (the same one while the values stay).
    assert!(code.contains("fn get_values(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject>;"), "{code}");
    // An argument is a sequence made into a new frozen array.
    assert!(code.contains("fn take(ctx: &mut Context, this: &JsObject, names: JsObject) -> JsResult<()>;"));
    assert!(code.contains("to_frozen_array("));
}

#[test]
fn older_draft_members_are_a_partial_interface_of_their_own() {
    let sources = webidl::read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("idl")).unwrap();
    let (file, text) = sources.iter().find(|(f, _)| f.ends_with("webmcp-older-drafts.webidl")).unwrap();
    assert!(text.contains("partial interface ModelContext"), "{file}");
    let defs = webidl::parse_sources(&sources).unwrap();
    let ops: Vec<&str> = defs.interfaces["ModelContext"].operations.iter().map(|o| o.name.as_str()).collect();
    for op in ["registerTool", "getTools", "executeTool", "provideContext", "clearContext", "unregisterTool"] {
        assert!(ops.contains(&op), "{op} in {ops:?}");
    }
}

#[test]
fn union_defaults_take_the_member_of_their_kind() {
    let src = "dictionary O { (double or sequence<double>) threshold = 0; }; [Exposed=Window] interface I { undefined f(optional (sequence<DOMString> or DOMString) protocols = []); };".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("DoubleOrDoubleSequence::Double(0 as f64)"), "{code}");
    assert!(code.contains("DOMStringSequenceOrDOMString::DOMStringSequence(Vec::new())"), "{code}");
}

#[test]
fn event_handler_attributes_of_each_interface_are_listed_with_their_mixins() {
    let src = "[LegacyTreatNonObjectAsNull] callback EventHandlerNonNull = any (Event event);
        typedef EventHandlerNonNull? EventHandler;
        [LegacyTreatNonObjectAsNull] callback OnBeforeUnloadEventHandlerNonNull = DOMString? (Event event);
        typedef OnBeforeUnloadEventHandlerNonNull? OnBeforeUnloadEventHandler;
        interface Event {};
        interface EventTarget {};
        interface mixin M { attribute EventHandler onclick; attribute OnBeforeUnloadEventHandler onbeforeunload; };
        interface A : EventTarget { attribute EventHandler onload; attribute DOMString name; };
        A includes M;
        interface B : A {};"
        .to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains(r#"Interface::A => &["load", "click", "beforeunload"],"#), "{}", &code[code.find("fn event_handlers").unwrap()..][..400]);
    assert!(!code.contains("Interface::B => &["));
    // Event handler attributes have no trait methods: the shared event handler code serves them.
    assert!(!code.contains("fn get_onbeforeunload"));
}

#[test]
fn a_union_may_include_undefined() {
    let src = "interface Event {}; interface W { readonly attribute (Event or undefined) event; };".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("pub enum EventOrUndefined {"));
    assert!(code.contains("Undefined(()),"));
    // https://webidl.spec.whatwg.org/#js-union step 3 comes first.
    let from_js = &code[code.find("impl EventOrUndefined {").unwrap()..];
    assert!(from_js.find("if v.is_undefined() { return Ok(Self::Undefined(())); }").unwrap() < from_js.find("as_object").unwrap());
}

#[test]
fn type_extended_attributes_before_an_argument_apply_to_its_type() {
    let src = "[Exposed=Window] interface I { undefined f([LegacyNullToEmptyString] DOMString s, [EnforceRange] long n, optional [Clamp] octet o); };".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let args = &defs.interfaces["I"].operations[0].args;
    assert!(args[0].attrs.legacy_null_to_empty_string);
    assert!(args[1].attrs.enforce_range);
    assert!(args[2].attrs.clamp);
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("to_dom_string(&v, true, ctx)"));
}

/// https://webidl.spec.whatwg.org/#dfn-flattened-union-member-types: a union
/// member that is a union through a typedef contributes its own members,
/// and a nullable one makes the whole union nullable.
#[test]
fn unions_in_unions_are_flattened() {
    let src = "interface I { undefined f((I or Inner) a); undefined g((I or Inner?) b); };\n\
               typedef (DOMString or long) Inner;"
        .to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let ops = &defs.interfaces["I"].operations;
    let f = ops.iter().find(|o| o.name == "f").unwrap();
    assert_eq!(f.args[0].ty, webidl::model::Type::Union(vec![webidl::model::Type::Interface("I".into()), webidl::model::Type::DomString, webidl::model::Type::Long]));
    let g = ops.iter().find(|o| o.name == "g").unwrap();
    assert!(matches!(&g.args[0].ty, webidl::model::Type::Nullable(inner) if matches!(**inner, webidl::model::Type::Union(ref m) if m.len() == 3)));
}
