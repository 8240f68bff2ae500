//! Target: a sequence of DOM calls, generated and written as a script that
//! a page runs (each call in its own `try`, so one failing call does not
//! stop the rest), then the page's event loop (mutation observers, events).

use arbitrary::{Arbitrary, Unstructured};

use super::js::{string_literal, JsValue, Text};
use super::page;

/// A node of the page, chosen by index into the live list of every node
/// the script has made or found.
#[derive(Arbitrary, Debug, Clone, Copy)]
pub struct N(u8);

#[derive(Arbitrary, Debug)]
enum TagName {
    Div,
    Span,
    Form,
    Input,
    Select,
    Option,
    Textarea,
    Iframe,
    Template,
    Table,
    Tr,
    Script,
    Style,
    Label,
    Button,
    Svg,
    Slot,
    Other(Text),
}

impl TagName {
    fn name(&self) -> String {
        match self {
            TagName::Other(t) => t.0.clone(),
            other => format!("{other:?}").to_lowercase(),
        }
    }
}

#[derive(Arbitrary, Debug)]
enum Op {
    CreateElement(TagName),
    CreateText(Text),
    CreateComment(Text),
    CreateFragment,
    AppendChild(N, N),
    InsertBefore(N, N, N),
    RemoveChild(N, N),
    ReplaceChild(N, N, N),
    Remove(N),
    CloneNode(N, bool),
    ImportNode(N),
    AdoptNode(N),
    SetAttribute(N, Text, Text),
    RemoveAttribute(N, Text),
    ToggleAttribute(N, Text),
    SetInnerHtml(N, Text),
    SetOuterHtml(N, Text),
    InsertAdjacentHtml(N, u8, Text),
    SetTextContent(N, Text),
    Normalize(N),
    SplitText(N, u16),
    AttachShadow(N),
    QuerySelectorAll(N, Text),
    Closest(N, Text),
    Matches(N, Text),
    ObserveMutations(N),
    AddListener(N, Text),
    Dispatch(N, Text),
    Click(N),
    Focus(N),
    SetValue(N, Text),
    SetStyle(N, Text, Text),
    ClassListToggle(N, Text),
    DatasetSet(N, Text, Text),
    Range(N, u8, N, u8),
    TreeWalker(N),
    DocumentWrite(Text),
    SetTitle(Text),
    Serialize(N),
    CallWith(N, Text, JsValue),
    RegisterToolOnNode(N, Text),
    FormSubmit(N),
    Timeout(u16, Box<OpBox>),
}

/// An op deferred to a timer (boxed to keep the enum's size small).
#[derive(Arbitrary, Debug)]
struct OpBox(Op);

const NODE_SETUP: &str = "const $ = [document, document.documentElement, document.head, document.body, document.getElementById('a'), document.getElementById('f')];\n\
    const n = (i) => $[i % $.length] || document.body;\n\
    const add = (x) => { if (x && $.length < 4096) $.push(x); return x; };\n\
    const its = [];\n";

impl Op {
    fn script(&self, out: &mut String, depth: u32) {
        let n = |x: &N| format!("n({})", x.0);
        let s = |t: &Text| string_literal(&t.0);
        let line = match self {
            Op::CreateElement(t) => format!("add(document.createElement({}))", string_literal(&t.name())),
            Op::CreateText(t) => format!("add(document.createTextNode({}))", s(t)),
            Op::CreateComment(t) => format!("add(document.createComment({}))", s(t)),
            Op::CreateFragment => "add(document.createDocumentFragment())".into(),
            Op::AppendChild(a, b) => format!("{}.appendChild({})", n(a), n(b)),
            Op::InsertBefore(a, b, c) => format!("{}.insertBefore({}, {})", n(a), n(b), n(c)),
            Op::RemoveChild(a, b) => format!("{}.removeChild({})", n(a), n(b)),
            Op::ReplaceChild(a, b, c) => format!("{}.replaceChild({}, {})", n(a), n(b), n(c)),
            Op::Remove(a) => format!("{}.remove()", n(a)),
            Op::CloneNode(a, deep) => format!("add({}.cloneNode({deep}))", n(a)),
            Op::ImportNode(a) => format!("add(document.importNode({}, true))", n(a)),
            Op::AdoptNode(a) => format!("add(document.adoptNode({}))", n(a)),
            Op::SetAttribute(a, k, v) => format!("{}.setAttribute({}, {})", n(a), s(k), s(v)),
            Op::RemoveAttribute(a, k) => format!("{}.removeAttribute({})", n(a), s(k)),
            Op::ToggleAttribute(a, k) => format!("{}.toggleAttribute({})", n(a), s(k)),
            Op::SetInnerHtml(a, t) => format!("{}.innerHTML = {}; for (const c of {}.querySelectorAll('*')) add(c)", n(a), s(t), n(a)),
            Op::SetOuterHtml(a, t) => format!("{}.outerHTML = {}", n(a), s(t)),
            Op::InsertAdjacentHtml(a, w, t) => {
                let wh = ["beforebegin", "afterbegin", "beforeend", "afterend"][usize::from(*w % 4)];
                format!("{}.insertAdjacentHTML('{wh}', {})", n(a), s(t))
            }
            Op::SetTextContent(a, t) => format!("{}.textContent = {}", n(a), s(t)),
            Op::Normalize(a) => format!("{}.normalize()", n(a)),
            Op::SplitText(a, o) => format!("add({}.splitText({o}))", n(a)),
            Op::AttachShadow(a) => format!("add({}.attachShadow({{mode: 'open'}}))", n(a)),
            Op::QuerySelectorAll(a, t) => format!("for (const c of {}.querySelectorAll({})) add(c)", n(a), s(t)),
            Op::Closest(a, t) => format!("add({}.closest({}))", n(a), s(t)),
            Op::Matches(a, t) => format!("{}.matches({})", n(a), s(t)),
            Op::ObserveMutations(a) => format!(
                "new MutationObserver((rs) => {{ for (const r of rs) {{ add(r.target); for (const x of r.addedNodes) add(x); }} }}).observe({}, {{subtree: true, childList: true, attributes: true, characterData: true, attributeOldValue: true}})",
                n(a)
            ),
            Op::AddListener(a, t) => format!("{}.addEventListener({}, (e) => {{ add(e.target); e.target.remove && e.target.remove(); }})", n(a), s(t)),
            Op::Dispatch(a, t) => format!("{}.dispatchEvent(new Event({}, {{bubbles: true, cancelable: true}}))", n(a), s(t)),
            Op::Click(a) => format!("{}.click()", n(a)),
            Op::Focus(a) => format!("{}.focus()", n(a)),
            Op::SetValue(a, t) => format!("{}.value = {}", n(a), s(t)),
            Op::SetStyle(a, k, v) => format!("{}.style.setProperty({}, {})", n(a), s(k), s(v)),
            Op::ClassListToggle(a, t) => format!("{}.classList.toggle({})", n(a), s(t)),
            Op::DatasetSet(a, k, v) => format!("{}.dataset[{}] = {}", n(a), s(k), s(v)),
            Op::Range(a, i, b, j) => format!("{{ const r = document.createRange(); r.setStart({}, {i}); r.setEnd({}, {j}); add(r.extractContents()); }}", n(a), n(b)),
            // A TreeWalker whose filter removes some of the nodes it is asked
            // about, then every recent NodeIterator (they follow removals).
            Op::TreeWalker(a) => format!(
                "{{ let k = 0; const w = document.createTreeWalker({0}, 0xFFFFFFFF, (x) => {{ if (++k % 7 == 0 && x.parentNode) x.remove(); return 1 + (k % 3); }}); \
                 while (w.nextNode() && k < 64) add(w.currentNode); while (w.previousNode() && k < 128); w.parentNode(); w.lastChild(); w.previousSibling(); \
                 its.push(document.createNodeIterator({0})); for (const i of its.slice(-8)) {{ let m = 0; while (i.nextNode() && m++ < 32) add(i.referenceNode); i.previousNode(); }} }}",
                n(a)
            ),
            Op::DocumentWrite(t) => format!("document.write({})", s(t)),
            Op::SetTitle(t) => format!("document.title = {}", s(t)),
            Op::Serialize(a) => format!("{}.outerHTML; new XMLSerializer().serializeToString({})", n(a), n(a)),
            Op::CallWith(a, m, v) => format!("{{ const f = {}[{}]; if (typeof f === 'function') f.call({}, {}); }}", n(a), s(m), n(a), v.expr()),
            Op::RegisterToolOnNode(a, t) => format!(
                "document.modelContext.registerTool({{name: {}, description: 'd', execute() {{ {}.remove(); return 1; }}}}).catch(() => {{}})",
                s(t),
                n(a)
            ),
            Op::FormSubmit(a) => format!("{{ const f = {}; if (f.requestSubmit) f.requestSubmit(); }}", n(a)),
            Op::Timeout(ms, op) => {
                if depth > 3 {
                    return;
                }
                let mut inner = String::new();
                op.0.script(&mut inner, depth + 1);
                format!("setTimeout(() => {{ {inner} }}, {ms})")
            }
        };
        out.push_str("try { ");
        out.push_str(&line);
        out.push_str("; } catch (e) {}\n");
    }
}

/// The page the mutations run on: a little of everything they can act on.
const PAGE_HEAD: &str = "<!doctype html><title>t</title><body><div id=a class=c data-x=1>text<span>s</span><!--c--></div>\
    <form id=f toolname=search tooldescription=Search><input name=q required><select name=s><option>1<option>2</select>\
    <textarea name=t></textarea><button>go</button></form><iframe srcdoc='<p>x'></iframe><template><b>t</b></template><script>\n";

/// Target: generated DOM calls in a page's script.
pub fn dom_mutations(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(ops) = Vec::<Op>::arbitrary(&mut u) else { return };
    let mut html = String::from(PAGE_HEAD);
    html.push_str(NODE_SETUP);
    for op in ops.iter().take(256) {
        op.script(&mut html, 0);
    }
    html.push_str("</script>");
    let Some(mut page) = page::load(html.as_bytes()) else { return };
    page::settle(&mut page, 10_000.0);
    let _ = page.observe_tools();
    let _ = page.top_document();
}
