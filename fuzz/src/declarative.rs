//! Target: declarative tools. A generated `<form toolname>` with generated
//! controls is loaded; the engine synthesizes its input schema; an agent
//! then calls it with generated input, which fills and submits the form.

use arbitrary::{Arbitrary, Unstructured};

use super::js::Text;
use super::page;
use super::schema::Json;

#[derive(Arbitrary, Debug)]
enum InputType {
    Text, Number, Checkbox, Radio, Email, Url, Date, Time, DatetimeLocal, Month, Week, Range, Color, Hidden, Password,
    Search, Tel, File, Submit, Image, Reset, Button, Other(Text),
}

#[derive(Arbitrary, Debug)]
enum Control {
    Input { ty: InputType, name: Option<Text>, attrs: Vec<Attr> },
    Select { name: Option<Text>, multiple: bool, options: Vec<(Text, Option<Text>, bool)>, attrs: Vec<Attr> },
    Textarea { name: Option<Text>, text: Text, attrs: Vec<Attr> },
    Label { text: Text, for_name: Option<Text>, inner: Option<Box<Control>> },
    Fieldset { legend: Option<Text>, disabled: bool, controls: Vec<Control> },
    Button { ty: Option<Text>, name: Option<Text> },
    Output { name: Text },
    Raw(Text),
}

#[derive(Arbitrary, Debug)]
enum Attr {
    Required, Disabled, Readonly, Checked, Multiple,
    Min(Text), Max(Text), Step(Text), Pattern(Text), MinLength(i16), MaxLength(i16), Value(Text),
    ToolParamDescription(Text), ToolParamTitle(Text), Placeholder(Text), Id(Text), Form(Text), Other(Text, Text),
}

fn attr_text(t: &str) -> String {
    t.replace('&', "&amp;").replace('"', "&quot;")
}

fn attrs(list: &[Attr]) -> String {
    let mut out = String::new();
    for a in list.iter().take(8) {
        let s = match a {
            Attr::Required => " required".into(),
            Attr::Disabled => " disabled".into(),
            Attr::Readonly => " readonly".into(),
            Attr::Checked => " checked".into(),
            Attr::Multiple => " multiple".into(),
            Attr::Min(t) => format!(" min=\"{}\"", attr_text(&t.0)),
            Attr::Max(t) => format!(" max=\"{}\"", attr_text(&t.0)),
            Attr::Step(t) => format!(" step=\"{}\"", attr_text(&t.0)),
            Attr::Pattern(t) => format!(" pattern=\"{}\"", attr_text(&t.0)),
            Attr::MinLength(n) => format!(" minlength=\"{n}\""),
            Attr::MaxLength(n) => format!(" maxlength=\"{n}\""),
            Attr::Value(t) => format!(" value=\"{}\"", attr_text(&t.0)),
            Attr::ToolParamDescription(t) => format!(" toolparamdescription=\"{}\"", attr_text(&t.0)),
            Attr::ToolParamTitle(t) => format!(" toolparamtitle=\"{}\"", attr_text(&t.0)),
            Attr::Placeholder(t) => format!(" placeholder=\"{}\"", attr_text(&t.0)),
            Attr::Id(t) => format!(" id=\"{}\"", attr_text(&t.0)),
            Attr::Form(t) => format!(" form=\"{}\"", attr_text(&t.0)),
            Attr::Other(k, v) => {
                let k: String = k.0.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
                if k.is_empty() { continue; }
                format!(" {k}=\"{}\"", attr_text(&v.0))
            }
        };
        out.push_str(&s);
    }
    out
}

fn name(n: &Option<Text>) -> String {
    n.as_ref().map(|t| format!(" name=\"{}\"", attr_text(&t.0))).unwrap_or_default()
}

fn text(t: &Text) -> String {
    t.0.replace('&', "&amp;").replace('<', "&lt;")
}

impl Control {
    fn html(&self, out: &mut String, depth: u32) {
        if depth > 4 {
            return;
        }
        match self {
            Control::Input { ty, name: n, attrs: a } => {
                let ty = match ty {
                    InputType::Other(t) => attr_text(&t.0),
                    InputType::DatetimeLocal => "datetime-local".into(),
                    other => format!("{other:?}").to_lowercase(),
                };
                out.push_str(&format!("<input type=\"{ty}\"{}{}>", name(n), attrs(a)));
            }
            Control::Select { name: n, multiple, options, attrs: a } => {
                out.push_str(&format!("<select{}{}{}>", name(n), if *multiple { " multiple" } else { "" }, attrs(a)));
                for (label, value, selected) in options.iter().take(8) {
                    let v = value.as_ref().map(|v| format!(" value=\"{}\"", attr_text(&v.0))).unwrap_or_default();
                    out.push_str(&format!("<option{v}{}>{}</option>", if *selected { " selected" } else { "" }, text(label)));
                }
                out.push_str("</select>");
            }
            Control::Textarea { name: n, text: t, attrs: a } => out.push_str(&format!("<textarea{}{}>{}</textarea>", name(n), attrs(a), text(t))),
            Control::Label { text: t, for_name, inner } => {
                let f = for_name.as_ref().map(|t| format!(" for=\"{}\"", attr_text(&t.0))).unwrap_or_default();
                out.push_str(&format!("<label{f}>{}", text(t)));
                if let Some(c) = inner {
                    c.html(out, depth + 1);
                }
                out.push_str("</label>");
            }
            Control::Fieldset { legend, disabled, controls } => {
                out.push_str(if *disabled { "<fieldset disabled>" } else { "<fieldset>" });
                if let Some(l) = legend {
                    out.push_str(&format!("<legend>{}</legend>", text(l)));
                }
                for c in controls.iter().take(8) {
                    c.html(out, depth + 1);
                }
                out.push_str("</fieldset>");
            }
            Control::Button { ty, name: n } => {
                let t = ty.as_ref().map(|t| format!(" type=\"{}\"", attr_text(&t.0))).unwrap_or_default();
                out.push_str(&format!("<button{t}{}>b</button>", name(n)));
            }
            Control::Output { name: n } => out.push_str(&format!("<output name=\"{}\"></output>", attr_text(&n.0))),
            Control::Raw(t) => out.push_str(&t.0),
        }
    }
}

#[derive(Arbitrary, Debug)]
struct Form {
    tool_name: Text,
    description: Option<Text>,
    title: Option<Text>,
    autosubmit: bool,
    method: Option<Text>,
    controls: Vec<Control>,
    /// A script that changes the form after load (a control removed, an attribute set).
    mutate: Option<(u8, Text, Text)>,
}

/// Target: a generated form tool, its schema, and calls with generated input.
pub fn declarative_forms(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(forms) = Vec::<Form>::arbitrary(&mut u) else { return };
    let inputs: Vec<Json> = (0..3).filter_map(|_| u.arbitrary().ok()).collect();
    let mut html = String::from("<!doctype html><title>f</title><body>");
    for form in forms.iter().take(4) {
        html.push_str(&format!("<form toolname=\"{}\"", attr_text(&form.tool_name.0)));
        if let Some(d) = &form.description {
            html.push_str(&format!(" tooldescription=\"{}\"", attr_text(&d.0)));
        }
        if let Some(t) = &form.title {
            html.push_str(&format!(" tooltitle=\"{}\"", attr_text(&t.0)));
        }
        if form.autosubmit {
            html.push_str(" toolautosubmit");
        }
        if let Some(m) = &form.method {
            html.push_str(&format!(" method=\"{}\"", attr_text(&m.0)));
        }
        html.push_str(" action=\"#done\">");
        for c in form.controls.iter().take(16) {
            c.html(&mut html, 0);
        }
        html.push_str("</form>");
    }
    let mut script = String::from("<script>addEventListener('submit', (e) => { if (e.respondWith) e.respondWith(Promise.resolve('ok')); else e.preventDefault(); });\n");
    for form in forms.iter().take(4) {
        if let Some((i, k, v)) = &form.mutate {
            script.push_str(&format!(
                "try {{ const c = document.forms[0] && document.forms[0].elements[{i}]; if (c) {{ if ({i} % 2) c.remove(); else c.setAttribute({}, {}); }} }} catch (e) {{}}\n",
                super::js::string_literal(&k.0),
                super::js::string_literal(&v.0)
            ));
        }
    }
    script.push_str("</script>");
    html.push_str(&script);
    let Some(mut page) = page::load(html.as_bytes()) else { return };
    page::settle(&mut page, 100.0);
    let tools = page.observe_tools();
    for (tool, input) in tools.iter().zip(inputs.iter().cycle()).take(6) {
        let call = page.start_agent_call(tool.document, &tool.name, input.0.clone());
        page::settle(&mut page, 1_000.0);
        if page.agent_call_awaits_submission(call) {
            page.submit_agent_call_form(call);
            page::settle(&mut page, 1_000.0);
        }
        let _ = page.take_settled_agent_calls();
    }
}
