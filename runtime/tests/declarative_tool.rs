//! Declarative tools: when a form is one, when its definition changes, and
//! the life of a call — with the scenarios of the WPT pages in
//! webmcp/declarative/ that need no JavaScript.

use runtime::dom::{ElementState, NodeId, Tree};
use runtime::html::forms::control::reset_form;
use runtime::html::forms::parse_document;
use runtime::html::forms::validation::invalid_controls;
use runtime::html::forms::value::value;
use runtime::webmcp::declarative::execution::{CancelReason, FirstStep, FormToolExecution, Outcome, Phase, PREVENTED_WITHOUT_RESPONSE};
use runtime::webmcp::declarative::{apply_input, input_schema_text, tool_definition, tool_forms, validation_failure_message, ApplyInputError, NotATool};
use serde_json::json;

fn id(tree: &Tree, id: &str) -> NodeId {
    tree.get_element_by_id(tree.document(), id).unwrap_or_else(|| panic!("no #{id}"))
}

fn form(tree: &Tree) -> NodeId {
    tree.elements_by_tag_name(tree.document(), "form")[0]
}

#[test]
fn a_form_is_a_tool_with_a_name_and_a_description() {
    let t = parse_document("<form id=f toolname=t tooldescription='' tooltitle=T toolautosubmit><input name=q></form>");
    let tool = tool_definition(&t, id(&t, "f")).expect("a tool");
    assert_eq!((tool.name.as_str(), tool.title.as_str(), tool.description.as_str(), tool.autosubmit), ("t", "T", "", true));
    assert_eq!(tool.input_schema, r#"{"type":"object","properties":{"q":{"type":"string"}},"required":[]}"#);

    let t = parse_document("<form id=a toolname=x></form><form id=b tooldescription=d></form><form id=c toolname='has space' tooldescription=d></form><div id=d></div>");
    assert_eq!(tool_definition(&t, id(&t, "a")), Err(NotATool::NoToolDescription));
    assert_eq!(tool_definition(&t, id(&t, "b")), Err(NotATool::NoToolName));
    assert_eq!(tool_definition(&t, id(&t, "c")), Err(NotATool::InvalidName("has space".into())));
    assert_eq!(tool_definition(&t, id(&t, "d")), Err(NotATool::NotAForm));
    assert_eq!(tool_forms(&t).len(), 3, "forms with a tool attribute");

    let mut t = parse_document("<form id=f toolname=t tooldescription=d></form>");
    let f = id(&t, "f");
    t.remove(f).unwrap();
    assert_eq!(tool_definition(&t, f), Err(NotATool::NotConnected));
}

#[test]
fn the_fingerprint_changes_with_what_the_tool_shows() {
    // toolchange-on-attribute-mutation and toolchange-on-control-add-remove.
    let mut t = parse_document("<form id=f toolname=my_tool tooltitle='My Title' tooldescription=desc><input id=input1 name=input_name></form>");
    let f = id(&t, "f");
    let print = |t: &Tree| tool_definition(t, f).map(|d| d.fingerprint()).ok();
    let start = print(&t);
    assert!(start.is_some());
    t.set_attribute(f, "class", "x").unwrap();
    assert_eq!(print(&t), start, "an unrelated attribute");
    t.set_attribute(f, "tooltitle", "New Title").unwrap();
    let retitled = print(&t);
    assert_ne!(retitled, start);
    let i = t.create_element("input").unwrap();
    t.set_attribute(i, "name", "new_input").unwrap();
    t.append_child(f, i).unwrap();
    assert_eq!(
        input_schema_text(&t, f),
        r#"{"type":"object","properties":{"input_name":{"type":"string"},"new_input":{"type":"string"}},"required":[]}"#
    );
    assert_ne!(print(&t), retitled, "a control added");
    t.remove(i).unwrap();
    assert_eq!(print(&t), retitled, "and removed");
    let input1 = id(&t, "input1");
    t.set_attribute(input1, "required", "").unwrap();
    assert_ne!(print(&t), retitled, "a constraint");
    t.remove_attribute(f, "tooldescription");
    assert_eq!(print(&t), None, "unregistered");
}

#[test]
fn the_get_tools_declarative_schema_page() {
    let t = parse_document(
        r#"<form toolname="search_tool" tooldescription="Search the web">
  <input type="text" name="query" required toolparamdescription="The search query">
  <input type="number" name="limit" toolparamdescription="Max results count">
  <input type="checkbox" name="safe_search" toolparamdescription="Enable safe search filtering">
</form>"#,
    );
    assert_eq!(
        input_schema_text(&t, form(&t)),
        r#"{"type":"object","properties":{"query":{"type":"string","description":"The search query"},"limit":{"type":"number","multipleOf":1,"description":"Max results count"},"safe_search":{"type":"boolean","description":"Enable safe search filtering"}},"required":["query"]}"#
    );
}

#[test]
fn invalid_input_rejects_and_changes_nothing() {
    // executeTool-invalid-input: an unknown parameter and a select value
    // are rejected by applying the input...
    let mut t = parse_document("<form><input name=query value=keep><select name=choice><option value=a>A<option value=b>B</select></form>");
    let f = form(&t);
    let before = value(&t, id_by_name(&t, "query"));
    assert_eq!(apply_input(&mut t, f, &json!({"query": "x", "nonexistent": "value"}), false), Err(ApplyInputError::UnknownParameter("nonexistent".into())));
    assert_eq!(apply_input(&mut t, f, &json!({"choice": "c"}), false), Err(ApplyInputError::InvalidValue { parameter: "choice".into(), value: Some("c".into()) }));
    assert_eq!(value(&t, id_by_name(&t, "query")), before);
    assert_eq!(apply_input(&mut t, f, &json!([1]), false), Err(ApplyInputError::NotAnObject));

    // ... while a pattern, required or min violation fills the form and then
    // fails its validation before the submit event.
    let mut t = parse_document("<form><input name=query pattern='[a-z]+'><input name=text_required required><input type=number name=number_min min=10><button>Submit</button></form>");
    let f = form(&t);
    apply_input(&mut t, f, &json!({"query": "123"}), false).expect("filled");
    assert_eq!(validation_failure_message(&t, f), "Form validation failed: query: Please match the requested format.. text_required: Please fill out this field.. ");
    reset_form(&mut t, f);
    apply_input(&mut t, f, &json!({"query": "abc", "text_required": "", "number_min": 5}), false).expect("filled");
    assert_eq!(invalid_controls(&t, f).len(), 2);
    assert_eq!(
        validation_failure_message(&t, f),
        "Form validation failed: text_required: Please fill out this field.. number_min: Value must be greater than or equal to 10.. "
    );
}

fn id_by_name(t: &Tree, name: &str) -> NodeId {
    t.descendants(t.document()).find(|n| t.element(*n).and_then(|e| e.plain_attribute("name")) == Some(name)).expect("named control")
}

#[test]
fn flexible_types_and_select_multiple_events() {
    // executeTool-flexible-types.
    let mut t = parse_document(
        "<form toolautosubmit toolname=flexible_tool tooldescription=x><input id=text name=text><input id=number name=number type=number>\
         <input id=check1 name=check1 type=checkbox><select id=select name=select><option value=1>One<option value=2>Two<option value=3>Three</select></form>",
    );
    let f = form(&t);
    apply_input(&mut t, f, &json!({"text": 123, "number": "456", "check1": 1, "select": 2}), false).unwrap();
    assert_eq!(["text", "number", "select"].map(|n| value(&t, id(&t, n))), ["123", "456", "2"]);
    assert!(runtime::html::forms::control::checked(&t, id(&t, "check1")));
    apply_input(&mut t, f, &json!({"check1": "false", "select": "3"}), false).unwrap();
    assert!(!runtime::html::forms::control::checked(&t, id(&t, "check1")));
    assert_eq!(value(&t, id(&t, "select")), "3");

    // select-multiple-events: one input and one change, none when unchanged.
    let mut t = parse_document("<form><select id=fruits name=fruits multiple><option value=apple>Apple<option value=orange>Orange<option value=banana>Banana</select><input type=submit></form>");
    let f = form(&t);
    let first = apply_input(&mut t, f, &json!({"fruits": ["apple", "banana"]}), false).unwrap();
    assert_eq!(first.filled.len(), 1);
    assert!(first.filled[0].fire_input && first.filled[0].fire_change);
    let again = apply_input(&mut t, f, &json!({"fruits": ["apple", "banana"]}), false).unwrap();
    assert!(again.filled.is_empty());
}

#[test]
fn a_form_without_autosubmit_needs_a_submit_button() {
    let mut t = parse_document("<form toolname=t tooldescription=d><input name=q value=keep></form>");
    let f = form(&t);
    let tool = tool_definition(&t, f).unwrap();
    let err = FormToolExecution::start(&mut t, f, &tool, &json!({"q": "x"})).unwrap_err();
    assert_eq!(err, ApplyInputError::MissingSubmitButton);
    assert_eq!(err.to_string(), "No submit button was found, but for a form without `toolautosubmit`, there must be a submit button");
    assert_eq!(value(&t, id_by_name(&t, "q")), "keep", "nothing changes");
}

fn state(t: &Tree, n: NodeId) -> ElementState {
    t.element(n).unwrap().state
}

#[test]
fn a_call_sets_and_clears_the_tool_pseudo_classes() {
    // executeTool-pseudo-classes / executeTool-abort.
    let mut t = parse_document("<form id=f toolautosubmit toolname=pseudo_tool tooldescription=d><input id=i name=query><button id=b type=submit>Submit</button></form><form id=g toolname=x tooldescription=y><button id=b2>b</button></form>");
    let (f, b, i) = (id(&t, "f"), id(&t, "b"), id(&t, "i"));
    let tool = tool_definition(&t, f).unwrap();
    let (mut call, applied, first) = FormToolExecution::start(&mut t, f, &tool, &json!({"query": "testing"})).unwrap();
    assert_eq!(first, FirstStep::Submit { submitter: Some(b) });
    assert_eq!(applied.filled.len(), 1);
    assert!(state(&t, f).contains(ElementState::TOOL_FORM_ACTIVE) && state(&t, b).contains(ElementState::TOOL_SUBMIT_ACTIVE));
    assert!(!state(&t, i).contains(ElementState::TOOL_FORM_ACTIVE) && !state(&t, f).contains(ElementState::TOOL_SUBMIT_ACTIVE));
    assert!(!state(&t, id(&t, "g")).contains(ElementState::TOOL_FORM_ACTIVE) && !state(&t, id(&t, "b2")).contains(ElementState::TOOL_SUBMIT_ACTIVE));
    assert!(call.submit_starting(true), "the autosubmit is the call's submission");
    assert_eq!(call.submit_dispatched(true, true), None, "respondWith: wait for the promise");
    assert_eq!(call.phase(), Phase::AwaitingResponse);
    call.finish(&mut t);
    assert!(!state(&t, f).contains(ElementState::TOOL_FORM_ACTIVE) && !state(&t, b).contains(ElementState::TOOL_SUBMIT_ACTIVE));
}

#[test]
fn how_a_submission_ends_a_call() {
    let mut t = parse_document("<form toolautosubmit toolname=t tooldescription=d><input name=q></form>");
    let f = form(&t);
    let tool = tool_definition(&t, f).unwrap();
    // executeTool-respondWith: preventDefault without respondWith fails...
    let (mut call, _, first) = FormToolExecution::start(&mut t, f, &tool, &json!({})).unwrap();
    assert_eq!(first, FirstStep::Submit { submitter: None });
    call.submit_starting(true);
    assert_eq!(call.submit_dispatched(false, true), Some(Outcome::Failed(PREVENTED_WITHOUT_RESPONSE.into())));
    // ... and no preventDefault navigates (resolve with null).
    let (mut call, ..) = FormToolExecution::start(&mut t, f, &tool, &json!({})).unwrap();
    call.submit_starting(true);
    assert_eq!(call.submit_dispatched(false, false), Some(Outcome::Navigated));
    // A second submission while the first is handled is not the call's.
    let (mut call, ..) = FormToolExecution::start(&mut t, f, &tool, &json!({})).unwrap();
    assert!(call.submit_starting(true));
    assert!(!call.submit_starting(false));
}

#[test]
fn when_unregistration_cancels_a_call() {
    let mut t = parse_document("<form toolname=t tooldescription=d><button>go</button></form><form toolautosubmit toolname=u tooldescription=d></form>");
    let forms = t.elements_by_tag_name(t.document(), "form");
    let (waiting_form, auto_form) = (forms[0], forms[1]);
    // unregister-during-executeTool "Pre-submission ...": waiting for the
    // user, removal cancels.
    let tool = tool_definition(&t, waiting_form).unwrap();
    let (mut call, _, first) = FormToolExecution::start(&mut t, waiting_form, &tool, &json!({})).unwrap();
    assert!(matches!(first, FirstStep::FocusAndWait { .. }));
    assert!(call.cancelled_by_unregistration());
    // form_removal_submit_crash: removal inside the submit handler does not.
    call.submit_starting(false);
    assert!(!call.cancelled_by_unregistration());
    // executeTool-no-autosubmit "Unrelated form submission and removal": after
    // the user's submission with a pending response, removal cancels.
    call.submit_dispatched(true, true);
    assert!(call.cancelled_by_unregistration());
    // unregister-during-executeTool "Pending ... resolves successfully": after
    // an autosubmit with a pending response, removal does not cancel.
    let tool = tool_definition(&t, auto_form).unwrap();
    let (mut call, ..) = FormToolExecution::start(&mut t, auto_form, &tool, &json!({})).unwrap();
    call.submit_starting(true);
    call.submit_dispatched(true, true);
    assert!(!call.cancelled_by_unregistration());
    call.finish(&mut t);
    assert!(!call.cancelled_by_unregistration(), "a finished call is not cancelled");
    assert_eq!(CancelReason::Reset.to_string(), "Tool execution cancelled by a form reset");
    assert_eq!(CancelReason::Unregistered.to_string(), "Tool execution cancelled, since tool definition was updated");
}
