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
