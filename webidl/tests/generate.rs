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
