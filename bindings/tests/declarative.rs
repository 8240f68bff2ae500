//! Declarative tools on the script side: forms register and re-register as
//! their tree changes, and an agent's call fills the form, waits for the
//! person's submission (played by the embedder) and gets `respondWith()`'s
//! value.

use std::collections::HashMap;
use std::rc::Rc;
use std::time::Duration;

use bindings::embedder::{Advance, LoopState};
use bindings::page::{Page, PageOptions};
use runtime::fetch::loader::{LoadError, Resource, ResourceLoader};
use serde_json::json;
use url::Url;

struct Pages(HashMap<String, String>);

impl ResourceLoader for Pages {
    fn load(&self, url: &Url) -> Result<Resource, LoadError> {
        let body = self.0.get(url.as_str()).ok_or_else(|| LoadError::NotFound(url.to_string()))?;
        Ok(Resource { url: url.clone(), status: 200, headers: vec![("Content-Type".into(), "text/html".into())], body: body.clone().into_bytes() })
    }
}

fn load(html: &str) -> Page {
    let pages = Pages([("https://a.test/".to_string(), html.to_string())].into_iter().collect());
    let url = Url::parse("https://a.test/").expect("a URL");
    let mut p = Page::load(&url, Rc::new(pages), PageOptions::default()).expect("the page loads");
    assert_eq!(p.run_tasks(Advance::Within(10_000.0), Duration::from_secs(10)), LoopState::Idle);
    p
}

#[test]
fn controls_added_and_removed_change_the_schema_and_fire_toolchange() {
    let mut p = load(
        r#"<!doctype html><form id=f toolname=t tooldescription=d><input name=a></form><script>
        var f = document.getElementById('f');
        window.changes = 0;
        document.modelContext.addEventListener('toolchange', () => changes++);
    </script>"#,
    );
    let tools = p.observe_tools();
    assert_eq!(tools.len(), 1);
    assert!(tools[0].declarative);
    assert_eq!(tools[0].input_schema, Some(json!({"type": "object", "properties": {"a": {"type": "string"}}, "required": []})));
    p.eval_json("changes = 0; const i = document.createElement('input'); i.name = 'b'; i.required = true; f.append(i); 0").expect("eval");
    let _ = p.run_tasks(Advance::Within(1_000.0), Duration::from_secs(10));
    let tools = p.observe_tools();
    assert_eq!(
        tools[0].input_schema,
        Some(json!({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "required": ["b"]}))
    );
    assert_eq!(p.eval_json("changes").expect("eval"), json!(1));
    // Losing tooldescription unregisters it.
    p.eval_json("f.removeAttribute('tooldescription'); 0").expect("eval");
    let _ = p.run_tasks(Advance::Within(1_000.0), Duration::from_secs(10));
    assert!(p.observe_tools().is_empty());
    assert_eq!(p.eval_json("changes").expect("eval"), json!(2));
}

#[test]
fn a_call_waits_for_the_person_and_gets_the_response() {
    let mut p = load(
        r#"<!doctype html><form id=f toolname=order tooldescription="Order">
        <input name=thing required><select name=size><option>S<option>L</select>
        <button id=go>Order</button></form><script>
        const f = document.getElementById('f'), go = document.getElementById('go');
        window.log = [];
        f.addEventListener('input', e => log.push('input ' + e.target.name));
        f.addEventListener('change', e => log.push('change ' + e.target.name));
        window.addEventListener('toolactivated', e => log.push('activated ' + e.toolName + ' ' + f.matches(':tool-form-active') + ' ' + go.matches(':tool-submit-active')));
        f.addEventListener('submit', e => {
          log.push('submit ' + e.agentInvoked + ' ' + (e.submitter && e.submitter.id));
          e.preventDefault();
          e.respondWith(Promise.resolve({ ordered: f.elements.thing.value, size: f.elements.size.value }));
        });
    </script>"#,
    );
    let doc = p.observe_tools()[0].document;
    // A value no control can take rejects and changes nothing.
    let bad = p.start_agent_call(doc, "order", json!({"size": "XL"}));
    let _ = p.run_tasks(Advance::Within(1_000.0), Duration::from_secs(10));
    let settled = p.take_settled_agent_calls();
    assert_eq!(settled.len(), 1);
    assert_eq!(settled[0].0, bad);
    let err = settled[0].1.as_ref().expect_err("rejected");
    assert_eq!((err.name.as_str(), err.message.as_str()), ("UnknownError", "Invalid value \"XL\" for parameter size"));

    let id = p.start_agent_call(doc, "order", json!({"thing": "tea", "size": "L"}));
    let _ = p.run_tasks(Advance::Within(1_000.0), Duration::from_secs(10));
    assert!(p.take_settled_agent_calls().is_empty(), "the call waits for the submission");
    assert!(p.agent_call_awaits_submission(id));
    assert_eq!(p.eval_json("f.matches(':tool-form-active')").expect("eval"), json!(true));
    assert!(p.submit_agent_call_form(id));
    let _ = p.run_tasks(Advance::Within(1_000.0), Duration::from_secs(10));
    let settled = p.take_settled_agent_calls();
    assert_eq!(settled.len(), 1);
    assert_eq!(settled[0].0, id);
    let out = settled[0].1.as_ref().expect("resolved");
    assert_eq!(out.value, json!({"ordered": "tea", "size": "L"}));
    assert!(!p.agent_call_awaits_submission(id));
    assert_eq!(
        p.eval_json("log").expect("eval"),
        json!(["input thing", "change thing", "input size", "change size", "activated order true true", "submit true go"])
    );
    assert_eq!(p.eval_json("f.matches(':tool-form-active') || go.matches(':tool-submit-active')").expect("eval"), json!(false));
}
