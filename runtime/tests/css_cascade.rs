//! The cascade: specificity, order of appearance, `!important`, the style
//! attribute, layers, inheritance, CSS-wide keywords, `var()`, and the
//! pseudo-classes the platform sets.

use runtime::css::cascade::Stylist;
use runtime::css::stylesheet::StyleSheet;
use runtime::dom::{ElementState, Tree};
use url::Url;

struct Page {
    tree: Tree,
    stylist: Stylist,
}

impl Page {
    fn new(css: &[&str], html: &str) -> Page {
        let base = Url::parse("https://example.test/").unwrap();
        let sheets: Vec<StyleSheet> = css.iter().map(|c| StyleSheet::parse(c, &base)).collect();
        let refs: Vec<&StyleSheet> = sheets.iter().collect();
        Page { tree: Tree::parse_document(html), stylist: Stylist::new(&refs) }
    }

    fn get(&self, id: &str, property: &str) -> String {
        let e = self.tree.get_element_by_id(self.tree.document(), id).expect(id);
        self.stylist.computed_style(&self.tree, e).get(property)
    }
}

const RED: &str = "rgb(255, 0, 0)";
const GREEN: &str = "rgb(0, 128, 0)";
const BLUE: &str = "rgb(0, 0, 255)";

#[test]
fn specificity_then_order() {
    let p = Page::new(
        &["#x { color: green } .c.d { color: blue } .c { color: red } p { color: red }
           .later { color: red } .later { color: green }
           :where(#w) { color: red } .w { color: green }
           :is(#i, .nothing) { color: green } .i { color: red }"],
        r#"<p id=x class="c d">x</p><p id=y class="c d">y</p><p id=z class="later">z</p>
           <p id=w class=w>w</p><p id=i class=i>i</p>"#,
    );
    assert_eq!(p.get("x", "color"), GREEN);
    assert_eq!(p.get("y", "color"), BLUE);
    assert_eq!(p.get("z", "color"), GREEN);
    assert_eq!(p.get("w", "color"), GREEN);
    assert_eq!(p.get("i", "color"), GREEN);
}

#[test]
fn sheets_in_document_order_then_style_attribute() {
    let p = Page::new(
        &["p { color: red; background-color: red }", "p { color: green }"],
        r#"<p id=a>a</p><p id=b style="background-color: blue">b</p>"#,
    );
    assert_eq!(p.get("a", "color"), GREEN);
    assert_eq!(p.get("a", "background-color"), RED);
    assert_eq!(p.get("b", "background-color"), BLUE);
}

#[test]
fn important_reverses_origins_and_beats_the_style_attribute() {
    let p = Page::new(
        &["#a { color: green !important } #b { color: blue !important } #c { color: red }"],
        r#"<p id=a style="color: red">a</p><p id=b style="color: red !important">b</p><p id=c style="color: green">c</p>"#,
    );
    assert_eq!(p.get("a", "color"), GREEN);
    assert_eq!(p.get("b", "color"), RED);
    assert_eq!(p.get("c", "color"), GREEN);
}

#[test]
fn author_rules_beat_the_user_agent_sheet() {
    let p = Page::new(
        &["div.hide { display: none } [hidden] { display: block } h1 { font-size: 10px }"],
        r#"<div id=d class=hide>d</div><p id=h hidden>h</p><h1 id=t>t</h1><dialog id=dlg>x</dialog><dialog id=open open>x</dialog><template id=tpl></template>"#,
    );
    assert_eq!(p.get("d", "display"), "none");
    assert_eq!(p.get("h", "display"), "block");
    assert_eq!(p.get("t", "font-size"), "10px");
    assert_eq!(p.get("dlg", "display"), "none");
    assert_eq!(p.get("open", "display"), "block");
    assert_eq!(p.get("tpl", "display"), "none");
}

#[test]
fn inheritance_and_css_wide_keywords() {
    let p = Page::new(
        &[".parent { color: red; border-top: 2px solid blue; visibility: hidden; font-size: 20px }
           .inherit { border-top-color: inherit } .initial { color: initial } .unset-c { color: unset }
           .unset-b { border-top-color: unset } .revert { display: revert } span.revert { display: block }
           .em { width: 2em; font-size: 2em }"],
        r#"<div class=parent><span id=child>c</span><span id=inh class=inherit>i</span>
           <span id=ini class=initial>i</span><span id=uc class=unset-c>u</span><span id=ub class=unset-b>u</span>
           <div id=rev class=revert>r</div><span id=em class=em>e</span></div>"#,
    );
    assert_eq!(p.get("child", "color"), RED);
    assert_eq!(p.get("child", "visibility"), "hidden");
    // border-top-color does not inherit; its initial value is currentcolor.
    assert_eq!(p.get("child", "border-top-color"), RED);
    assert_eq!(p.get("inh", "border-top-color"), BLUE);
    assert_eq!(p.get("ini", "color"), "rgb(0, 0, 0)");
    assert_eq!(p.get("uc", "color"), RED);
    assert_eq!(p.get("ub", "border-top-color"), RED);
    // revert rolls back to the user-agent sheet: a div is a block, not the
    // author's (lower-specificity) block either.
    assert_eq!(p.get("rev", "display"), "block");
    // em in font-size is the parent's; elsewhere the element's own.
    assert_eq!(p.get("em", "font-size"), "40px");
    assert_eq!(p.get("em", "width"), "80px");
}

#[test]
fn cascade_layers() {
    let p = Page::new(
        &["@layer base, theme;
           @layer theme { p { color: green } }
           @layer base { p { color: red } #i { color: green !important } }
           @layer theme { #i { color: red !important } }
           p.unlayered { background-color: blue }
           @layer theme { p.unlayered { background-color: red } }
           @layer base { #rl { color: green } } @layer theme { #rl { color: revert-layer } }
           @layer theme { #rl2 { color: revert-layer } } #rl2 { color: revert-layer }"],
        r#"<p id=a>a</p><p id=i>i</p><p id=u class=unlayered>u</p><p id=rl>r</p><div id=rl2>r</div>"#,
    );
    assert_eq!(p.get("a", "color"), GREEN);
    // Important declarations: earlier layers win.
    assert_eq!(p.get("i", "color"), GREEN);
    // Unlayered normal declarations win over layered ones.
    assert_eq!(p.get("u", "background-color"), BLUE);
    // revert-layer rolls back to the layer below.
    assert_eq!(p.get("rl", "color"), GREEN);
    // ... and through every layer to the user-agent origin: inherited.
    assert_eq!(p.get("rl2", "color"), "rgb(0, 0, 0)");
}

#[test]
fn media_and_supports_rules() {
    let p = Page::new(
        &["@media (max-width: 600px) { p { color: red } }
           @media screen and (min-width: 1024px) { #a { color: green } }
           @media print { #b { color: red } }
           @media (prefers-color-scheme: dark) { #b { color: red } }
           @supports (display: grid) { #c { color: green } }
           @supports (display: frobnicate) { #c { background-color: red } }
           @supports not (display: frobnicate) { #d { color: green } }"],
        r#"<p id=a>a</p><p id=b>b</p><p id=c>c</p><p id=d>d</p>"#,
    );
    assert_eq!(p.get("a", "color"), GREEN);
    assert_eq!(p.get("b", "color"), "rgb(0, 0, 0)");
    assert_eq!(p.get("c", "color"), GREEN);
    assert_eq!(p.get("c", "background-color"), "rgba(0, 0, 0, 0)");
    assert_eq!(p.get("d", "color"), GREEN);
}

#[test]
fn nesting() {
    let p = Page::new(
        &[".card { color: red; & .title { color: green } &.big { font-size: 30px } > p { color: blue }
             @media (min-width: 100px) { background-color: green } }"],
        r#"<div id=card class="card big"><span id=t class=title>t</span><p id=p>p</p></div>"#,
    );
    assert_eq!(p.get("card", "color"), RED);
    assert_eq!(p.get("t", "color"), GREEN);
    assert_eq!(p.get("card", "font-size"), "30px");
    assert_eq!(p.get("p", "color"), BLUE);
    assert_eq!(p.get("card", "background-color"), GREEN);
}

#[test]
fn var_with_fallbacks_and_cycles() {
    let p = Page::new(
        &[":root { --accent: green; --size: 10px; --pad: var(--size) var(--size); --cycle-a: var(--cycle-b); --cycle-b: var(--cycle-a); --self: var(--self) }
           #a { color: var(--accent) }
           #b { color: var(--missing, blue) }
           #c { color: var(--missing, var(--also-missing, green)) }
           #d { color: red; color: var(--cycle-a) }
           #e { color: var(--cycle-a, green) }
           #f { padding: var(--pad) }
           #g { --accent: blue; color: var(--accent) }
           #h { width: var(--size); height: calc(var(--size) * 2) }
           #i { background-color: var(--missing) }
           #j { margin: var(--size) 0 }
           #k { --empty:; color: var(--empty) green }
           #l { --x: initial; color: var(--x, green) }"],
        r#"<div id=a></div><div id=b></div><div id=c></div><div id=d></div><div id=e></div><div id=f></div>
           <div id=g><span id=g2 style="background-color: var(--accent)"></span></div><div id=h></div><div id=i></div><div id=j></div><div id=k></div><div id=l></div>"#,
    );
    assert_eq!(p.get("a", "color"), GREEN);
    assert_eq!(p.get("b", "color"), BLUE);
    assert_eq!(p.get("c", "color"), GREEN);
    // Invalid at computed-value time: color is inherited (unset), not red.
    assert_eq!(p.get("d", "color"), "rgb(0, 0, 0)");
    assert_eq!(p.get("e", "color"), GREEN);
    assert_eq!(p.get("a", "--cycle-a"), "");
    assert_eq!(p.get("a", "--self"), "");
    assert_eq!(p.get("a", "--pad"), "10px 10px");
    assert_eq!(p.get("f", "padding-left"), "10px");
    assert_eq!(p.get("f", "padding"), "10px");
    assert_eq!(p.get("g", "color"), BLUE);
    assert_eq!(p.get("g2", "background-color"), BLUE);
    assert_eq!(p.get("h", "width"), "10px");
    assert_eq!(p.get("h", "height"), "20px");
    // background-color does not inherit: invalid means initial.
    assert_eq!(p.get("i", "background-color"), "rgba(0, 0, 0, 0)");
    assert_eq!(p.get("j", "margin"), "10px 0px");
    assert_eq!(p.get("k", "color"), GREEN);
    assert_eq!(p.get("l", "color"), GREEN);
}

#[test]
fn var_substitution_is_bounded() {
    // Each level doubles the text: 2^30 characters if nothing stopped it.
    let mut css = String::from(":root { --v0: xxxxxxxxxxxxxxxx;");
    for i in 1..=30 {
        css.push_str(&format!(" --v{i}: var(--v{}) var(--v{});", i - 1, i - 1));
    }
    css.push_str(" } #a { font-family: var(--v30, serif) }");
    let p = Page::new(&[&css], "<div id=a></div>");
    assert_eq!(p.get("a", "--v30"), "");
    assert!(p.get("a", "--v10").len() > 1000);
    assert_eq!(p.get("a", "font-family"), "serif");
}

/// WPT webmcp/declarative/executeTool-pseudo-classes: the form and its
/// submit button are styled by rules using the WebMCP pseudo-classes while
/// the tool runs.
#[test]
fn tool_pseudo_classes_in_style_rules() {
    let mut p = Page::new(
        &["form:tool-form-active { background-color: rgb(0, 255, 0); }
           button:tool-submit-active { color: rgb(255, 0, 0); }
           input:focus { outline-color: blue } div:focus-within { color: green }"],
        r#"<div id=wrap><form id=f><input id=i name=query><button id=b type=submit>Submit</button></form></div>"#,
    );
    let get = |p: &Page, id: &str| p.tree.get_element_by_id(p.tree.document(), id).unwrap();
    let (form, button, input) = (get(&p, "f"), get(&p, "b"), get(&p, "i"));
    assert_eq!(p.get("f", "background-color"), "rgba(0, 0, 0, 0)");
    assert_eq!(p.get("b", "color"), "rgb(0, 0, 0)");
    p.tree.set_element_state(form, ElementState::TOOL_FORM_ACTIVE, true);
    p.tree.set_element_state(button, ElementState::TOOL_SUBMIT_ACTIVE, true);
    assert_eq!(p.get("f", "background-color"), "rgb(0, 255, 0)");
    assert_eq!(p.get("f", "backgroundColor"), "");
    assert_eq!(p.get("b", "color"), RED);
    assert_eq!(p.get("i", "background-color"), "rgb(255, 255, 255)");
    p.tree.set_element_state(form, ElementState::TOOL_FORM_ACTIVE, false);
    p.tree.set_element_state(button, ElementState::TOOL_SUBMIT_ACTIVE, false);
    assert_eq!(p.get("f", "background-color"), "rgba(0, 0, 0, 0)");
    assert_eq!(p.get("b", "color"), "rgb(0, 0, 0)");
    p.tree.set_element_state(input, ElementState::FOCUS, true);
    assert_eq!(p.get("i", "outline-color"), BLUE);
    assert_eq!(p.get("wrap", "color"), GREEN);
}

#[test]
fn pseudo_element_rules_do_not_style_the_element() {
    let p = Page::new(&["p::before { color: red; content: 'x' } p::placeholder { color: red }"], "<p id=a>a</p>");
    assert_eq!(p.get("a", "color"), "rgb(0, 0, 0)");
    assert_eq!(p.get("a", "content"), "normal");
}

#[test]
fn the_style_attribute_is_read_from_the_tree() {
    let mut p = Page::new(&["p { color: red }"], r#"<p id=a style="color: green; bogus: 1">a</p>"#);
    assert_eq!(p.get("a", "color"), GREEN);
    let a = p.tree.get_element_by_id(p.tree.document(), "a").unwrap();
    p.tree.set_attribute(a, "style", "color: blue").unwrap();
    assert_eq!(p.get("a", "color"), BLUE);
    p.tree.remove_attribute(a, "style");
    assert_eq!(p.get("a", "color"), RED);
}
