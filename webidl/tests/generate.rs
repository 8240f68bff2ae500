//! The project's IDL parses, resolves and generates.

use std::path::Path;

#[test]
fn project_idl_generates_traits_for_every_interface() {
    let sources = webidl::read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("idl")).unwrap();
    let defs = webidl::parse_sources(&sources).unwrap();
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
