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
fn overloads_by_argument_count_dispatch_to_numbered_trait_methods() {
    let src = "[Exposed=Window] interface T { undefined f(DOMString a); undefined f(DOMString a, unsigned long b, unsigned long c, optional DOMString d = \"x\"); };".to_string();
    let defs = webidl::parse_sources(&[("t.webidl".into(), src)]).unwrap();
    let code = webidl::codegen::generate(&defs);
    assert!(code.contains("fn f(ctx: &mut Context, this: &JsObject, a: JsString) -> JsResult<()>;"));
    assert!(code.contains("fn f_2(ctx: &mut Context, this: &JsObject, a: JsString, b: u32, c: u32, d: JsString) -> JsResult<()>;"), "the second overload is numbered");
    // One property, whose length is the shortest overload's; argcount picks the overload.
    assert_eq!(code.matches("define_operation(ctx, &proto, \"f\", 1, t_op_f, false)").count(), 1);
    assert!(code.contains("match args.len().min(4) {"));
    assert!(code.contains("1 => t_op_f_overload_0(this, args, ctx),"));
    assert!(code.contains("3 => t_op_f_overload_1(this, args, ctx),"));
    assert!(code.contains("4 => t_op_f_overload_1(this, args, ctx),"));
    assert!(!code.contains("2 => t_op_f"), "two arguments match no overload: a TypeError");
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
