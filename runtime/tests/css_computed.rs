//! Computed and resolved values (`getComputedStyle`), against Chromium 156.
//!
//! Expected values were read from Chromium 156 headless (`--dump-dom` of a
//! page that sets the value on a `div` inside a `div` with
//! `font-size: 20px` and prints `getComputedStyle(d).getPropertyValue(p)`).
//! Where the engine differs (values that need layout) the test says so.

use runtime::css::cascade::Stylist;
use runtime::css::stylesheet::StyleSheet;
use runtime::dom::Tree;
use url::Url;

fn base() -> Url {
    Url::parse("https://example.test/styles/main.css").unwrap()
}

/// The computed value of `property` on `#d` when `#d` has `style="p: v"`
/// inside a parent with `font-size: 20px`.
fn computed(property: &str, value: &str) -> String {
    let html = format!(
        r#"<!doctype html><html><body><div id=p style="font-size:20px"><div id=d style="{property}: {value}"></div></div>"#
    );
    let tree = Tree::parse_document(&html);
    let d = tree.get_element_by_id(tree.document(), "d").unwrap();
    let stylist = Stylist::new(&[]);
    let style = stylist.computed_style(&tree, d);
    style.get(property)
}

#[test]
fn computed_values_as_chromium() {
    let cases = [
        ("color", "RED", "rgb(255, 0, 0)"),
        ("color", "#FFF", "rgb(255, 255, 255)"),
        ("color", "#ff000080", "rgba(255, 0, 0, 0.5)"),
        ("color", "hsl(120 100% 50%)", "rgb(0, 255, 0)"),
        ("color", "rgb(255 0 0 / 50%)", "rgba(255, 0, 0, 0.5)"),
        ("color", "transparent", "rgba(0, 0, 0, 0)"),
        ("color", "currentColor", "rgb(0, 0, 0)"),
        ("color", "oklch(0.5 0.2 120)", "oklch(0.5 0.2 120)"),
        ("color", "Canvas", "rgb(255, 255, 255)"),
        ("color", "rgba(0,0,0,0.333)", "rgba(0, 0, 0, 0.333)"),
        ("background-color", "ButtonFace", "rgb(239, 239, 239)"),
        ("color", "AccentColor", "rgb(0, 117, 255)"),
        ("color", "Field", "rgb(255, 255, 255)"),
        ("opacity", ".5", "0.5"),
        ("opacity", "50%", "0.5"),
        ("opacity", "1.5", "1"),
        ("opacity", "-1", "0"),
        ("z-index", "10", "10"),
        ("width", "10PX", "10px"),
        ("width", "2em", "40px"),
        ("width", "1in", "96px"),
        ("height", "2rem", "32px"),
        ("width", "1e3px", "1000px"),
        ("width", "0", "0px"),
        ("transform", "rotate(360deg)", "matrix(1, 0, 0, 1, 0, 0)"),
        ("transform", "translate(10px,20px) scale(2)", "matrix(2, 0, 0, 2, 10, 20)"),
        (
            "transform",
            "perspective(1000px) rotateX(25deg) scale(1.0)",
            "matrix3d(1, 0, 0, 0, 0, 0.906308, 0.422618, -0.000422618, 0, -0.422618, 0.906308, -0.000906308, 0, 0, 0, 1)",
        ),
        ("transform", "ROTATE(0)", "matrix(1, 0, 0, 1, 0, 0)"),
        ("transform", "translate3d(0,0,0)", "matrix(1, 0, 0, 1, 0, 0)"),
        ("transform", "none", "none"),
        ("transform", "rotate(45deg)", "matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)"),
        ("transform", "matrix(1,0,0,1,0,0)", "matrix(1, 0, 0, 1, 0, 0)"),
        ("transform", "skew(10deg)", "matrix(1, 0, 0.176327, 1, 0, 0)"),
        ("transform", "translateX(10px) rotate(0.5turn)", "matrix(-1, 0, 0, -1, 10, 0)"),
        ("transform", "rotate(1deg)", "matrix(0.999848, 0.0174524, -0.0174524, 0.999848, 0, 0)"),
        ("display", "BLOCK", "block"),
        ("display", "inline flex", "inline-flex"),
        ("font-size", "larger", "24px"),
        ("font-size", "1.5em", "30px"),
        ("font-size", "150%", "30px"),
        ("font-size", "small", "13px"),
        ("font-size", "x-large", "24px"),
        ("font-size", "xxx-large", "48px"),
        ("font-weight", "bold", "700"),
        ("font-weight", "bolder", "700"),
        ("font-weight", "550", "550"),
        ("line-height", "1.5", "30px"),
        ("line-height", "150%", "30px"),
        ("line-height", "normal", "normal"),
        ("line-height", "2em", "40px"),
        ("font-family", "Georgia   serif", "\"Georgia serif\""),
        ("cursor", "pointer", "pointer"),
        ("pointer-events", "none", "none"),
        ("visibility", "hidden", "hidden"),
        ("position", "ABSOLUTE", "absolute"),
        ("box-shadow", "0 0 0 1px RED", "rgb(255, 0, 0) 0px 0px 0px 1px"),
        (
            "box-shadow",
            "0 30px 80px -20px rgba(0, 0, 0, 0.55), 0 12px 30px -10px rgba(0,0,0,.4)",
            "rgba(0, 0, 0, 0.55) 0px 30px 80px -20px, rgba(0, 0, 0, 0.4) 0px 12px 30px -10px",
        ),
        ("transition-duration", "300ms", "0.3s"),
        ("letter-spacing", "0.02em", "0.4px"),
        ("letter-spacing", "normal", "normal"),
        ("border-top-width", "thick", "0px"),
        ("user-select", "none", "none"),
        ("aspect-ratio", "16/9", "16 / 9"),
        ("--x", "  Foo  Bar  ", "Foo  Bar"),
        ("margin-top", "var(--m)", "0px"),
        ("color", "var(--c, red)", "rgb(255, 0, 0)"),
        ("border", "1px solid red", "1px solid rgb(255, 0, 0)"),
        ("border-top", "2px dashed", "2px dashed rgb(0, 0, 0)"),
        ("border", "thin solid", "1px solid rgb(0, 0, 0)"),
        ("border", "solid", "3px solid rgb(0, 0, 0)"),
        ("border", "none", "0px none rgb(0, 0, 0)"),
        ("outline", "1px solid red", "rgb(255, 0, 0) solid 1px"),
        ("outline", "none", "rgb(0, 0, 0) none 3px"),
        ("margin", "1px 2px", "1px 2px"),
        ("padding", "1em 0", "20px 0px"),
        ("inset", "0", "0px"),
        ("gap", "10px 20px", "10px 20px"),
        ("overflow", "hidden auto", "hidden auto"),
        ("border-color", "red blue", "rgb(255, 0, 0) rgb(0, 0, 255)"),
        ("border-style", "solid none", "solid none"),
    ];
    let mut failures = Vec::new();
    for (p, v, expected) in cases {
        let got = computed(p, v);
        if got != expected {
            failures.push(format!("{p}: {v} => {got:?}, expected {expected:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Values that need layout: Chromium gives the used value in px; this
/// engine keeps the computed value, and says so.
#[test]
fn values_that_need_layout_stay_as_computed() {
    assert_eq!(computed("width", "50%"), "50%"); // Chromium: 382px
    assert_eq!(computed("width", "auto"), "auto"); // Chromium: 764px
    assert_eq!(computed("width", "calc(100% - 10px)"), "calc(100% - 10px)"); // Chromium: 754px
    assert_eq!(computed("transform", "translate(-50%, -50%)"), "translate(-50%, -50%)"); // Chromium: matrix(1, 0, 0, 1, -382, 0)
    // Viewport units use the engine's 1280x720 screen (Chromium's window was 800 wide).
    assert_eq!(computed("width", "10vw"), "128px");
    assert_eq!(computed("width", "calc(2 * 10px + 1em)"), "40px");
    assert_eq!(computed("width", "min(10px, 2em)"), "10px");
}

#[test]
fn defaults_without_any_declaration() {
    let tree = Tree::parse_document("<!doctype html><p id=p>x</p><span id=s>y</span><script id=sc></script>");
    let stylist = Stylist::new(&[]);
    let get = |id: &str, prop: &str| {
        let e = tree.get_element_by_id(tree.document(), id).unwrap();
        stylist.computed_style(&tree, e).get(prop)
    };
    assert_eq!(get("p", "display"), "block");
    assert_eq!(get("s", "display"), "inline");
    assert_eq!(get("sc", "display"), "none");
    assert_eq!(get("p", "color"), "rgb(0, 0, 0)");
    assert_eq!(get("p", "background-color"), "rgba(0, 0, 0, 0)");
    assert_eq!(get("p", "font-size"), "16px");
    assert_eq!(get("p", "margin-top"), "16px");
    assert_eq!(get("p", "opacity"), "1");
    assert_eq!(get("p", "visibility"), "visible");
    assert_eq!(get("p", "transform"), "none");
    assert_eq!(get("p", "z-index"), "auto");
    assert_eq!(get("p", "font-weight"), "400");
    assert_eq!(get("p", "border-top-color"), "rgb(0, 0, 0)");
    assert_eq!(get("p", "--nothing"), "");
    assert_eq!(get("p", "no-such-property"), "");
    let html = tree.document_element().unwrap();
    assert_eq!(stylist.computed_style(&tree, html).get("display"), "block");
}

#[test]
fn disconnected_elements_have_no_style() {
    let mut tree = Tree::parse_document("<!doctype html><p>x</p>");
    let div = tree.create_element("div").unwrap();
    let stylist = Stylist::new(&[]);
    let style = stylist.computed_style(&tree, div);
    assert_eq!(style.get("display"), "");
    assert!(style.property_names().is_empty());
}

#[test]
fn blockification() {
    let tree = Tree::parse_document(
        r#"<!doctype html><div style="display:flex"><span id=a>a</span><span id=b style="display:inline-flex">b</span></div>
        <span id=c style="position:absolute; float: left">c</span><span id=d style="float:right; display: inline-table">d</span>
        <div style="display:grid"><span id=e style="display:contents">e</span></div>"#,
    );
    let stylist = Stylist::new(&[]);
    let get = |id: &str, prop: &str| {
        let e = tree.get_element_by_id(tree.document(), id).unwrap();
        stylist.computed_style(&tree, e).get(prop)
    };
    assert_eq!(get("a", "display"), "block");
    assert_eq!(get("b", "display"), "flex");
    assert_eq!(get("c", "display"), "block");
    assert_eq!(get("c", "float"), "none");
    assert_eq!(get("d", "display"), "table");
    assert_eq!(get("e", "display"), "contents");
}

#[test]
fn enumerates_longhands_and_custom_properties() {
    let tree = Tree::parse_document(r#"<!doctype html><div id=d style="--b: 1; --a: 2"></div>"#);
    let d = tree.get_element_by_id(tree.document(), "d").unwrap();
    let stylist = Stylist::new(&[]);
    let names = stylist.computed_style(&tree, d).property_names();
    assert!(names.contains(&"background-color".to_owned()));
    assert_eq!(&names[names.len() - 2..], ["--a", "--b"]);
    // Every name reads back as a value.
    let style = stylist.computed_style(&tree, d);
    for name in &names {
        assert!(!style.get(name).is_empty() || name == "content", "{name}");
    }
}

#[test]
fn stylesheet_base_is_kept() {
    let sheet = StyleSheet::parse("p { color: red }", &base());
    assert_eq!(sheet.base.as_ref().map(Url::as_str), Some("https://example.test/styles/main.css"));
}
