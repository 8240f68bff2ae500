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
