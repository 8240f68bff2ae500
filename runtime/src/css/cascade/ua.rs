//! The user-agent style sheet: the parts of
//! https://html.spec.whatwg.org/multipage/rendering.html that decide what
//! pages read without layout (`display`, default colors, fonts, margins),
//! with Chromium's values where the HTML standard leaves them to the user
//! agent (form controls, `dialog`).

use std::sync::OnceLock;

use crate::css::stylesheet::StyleSheet;

/// The sheet's text. Logical properties of the HTML standard
/// (`margin-block`) are written as the physical ones they are in a
/// horizontal, left-to-right document.
pub const UA_CSS: &str = r#"
[hidden]:not([hidden="until-found" i]):not(embed), area, base, basefont, datalist, head, link,
meta, noembed, noframes, param, rp, script, style, template, title { display: none; }
[hidden="until-found" i]:not(embed) { content-visibility: hidden; }
embed[hidden] { display: inline; height: 0; width: 0; }
html, body { display: block; }
address, blockquote, center, dialog, div, figure, figcaption, footer, form, header, hr,
legend, listing, main, p, plaintext, pre, search, xmp { display: block; }
article, aside, h1, h2, h3, h4, h5, h6, hgroup, nav, section { display: block; }
dir, dd, dl, dt, menu, ol, ul { display: block; }
li { display: list-item; }
table { display: table; }
caption { display: table-caption; }
colgroup, colgroup[hidden] { display: table-column-group; }
col, col[hidden] { display: table-column; }
thead, thead[hidden] { display: table-header-group; }
tbody, tbody[hidden] { display: table-row-group; }
tfoot, tfoot[hidden] { display: table-footer-group; }
tr, tr[hidden] { display: table-row; }
td, th { display: table-cell; }
fieldset, details, optgroup { display: block; }
summary { display: list-item; }
ruby { display: ruby; }
rt { display: ruby-text; }
input, button, select, textarea, meter, progress { display: inline-block; }
audio:not([controls]) { display: none; }
iframe { border: 2px inset; }
video { object-fit: contain; }
img, video, iframe, embed, object, canvas, svg { display: inline; }
dialog:not([open]) { display: none; }
dialog { position: absolute; left: 0; right: 0; width: fit-content; height: fit-content;
  margin: auto; border: solid; padding: 1em; background-color: canvas; color: canvastext; }
body { margin: 8px; }
p, blockquote, figure, listing, plaintext, pre, xmp, dl { margin-top: 1em; margin-bottom: 1em; }
figure, blockquote { margin-left: 40px; margin-right: 40px; }
dd { margin-left: 40px; }
dir, menu, ol, ul { margin-top: 1em; margin-bottom: 1em; padding-left: 40px; }
ol ul, ol ol, ol menu, ul ul, ul ol, ul menu, menu ul, menu ol, menu menu { margin-top: 0; margin-bottom: 0; }
h1 { margin-top: 0.67em; margin-bottom: 0.67em; font-size: 2em; }
h2 { margin-top: 0.83em; margin-bottom: 0.83em; font-size: 1.5em; }
h3 { margin-top: 1em; margin-bottom: 1em; font-size: 1.17em; }
h4 { margin-top: 1.33em; margin-bottom: 1.33em; font-size: 1em; }
h5 { margin-top: 1.67em; margin-bottom: 1.67em; font-size: 0.83em; }
h6 { margin-top: 2.33em; margin-bottom: 2.33em; font-size: 0.67em; }
h1, h2, h3, h4, h5, h6, th, b, strong { font-weight: bold; }
b, strong { font-weight: bolder; }
address, cite, dfn, em, i, var { font-style: italic; }
code, kbd, pre, samp, tt, listing, plaintext, xmp { font-family: monospace; }
pre, listing, plaintext, xmp { white-space: pre; }
textarea { white-space: pre-wrap; }
big { font-size: larger; }
small { font-size: smaller; }
sub { vertical-align: sub; font-size: smaller; }
sup { vertical-align: super; font-size: smaller; }
u, ins { text-decoration: underline; }
s, strike, del { text-decoration: line-through; }
center { text-align: center; }
th { text-align: center; }
table { box-sizing: border-box; border-spacing: 2px; border-collapse: separate; text-indent: 0; }
td, th { padding: 1px; }
ul, menu, dir { list-style-type: disc; }
ol { list-style-type: decimal; }
ul ul, ul ol ul { list-style-type: circle; }
mark { background-color: mark; color: marktext; }
a:any-link { color: linktext; text-decoration: underline; cursor: pointer; }
hr { color: gray; border-style: inset; border-width: 1px; margin: 0.5em auto; overflow: hidden; }
fieldset { margin-left: 2px; margin-right: 2px; border: 2px groove rgb(192, 192, 192); padding: 0.35em 0.75em 0.625em; }
legend { padding-left: 2px; padding-right: 2px; }
input, select, textarea, button { font-size: 13.3333px; font-family: system-ui; letter-spacing: normal;
  word-spacing: normal; text-transform: none; text-indent: 0; text-align: start; }
input, textarea, select { background-color: field; color: fieldtext; }
button, input[type="button" i], input[type="submit" i], input[type="reset" i] {
  background-color: buttonface; color: buttontext; border: 2px outset buttonborder; padding: 1px 6px; }
input { padding: 1px 2px; border: 2px inset; }
select { border: 1px solid; }
textarea { border: 1px solid; padding: 2px; }
input[type="hidden" i] { display: none; }
"#;

/// The sheet, parsed once.
pub fn user_agent_sheet() -> &'static StyleSheet {
    static SHEET: OnceLock<StyleSheet> = OnceLock::new();
    SHEET.get_or_init(|| StyleSheet::parse_with_base(UA_CSS, None))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_user_agent_sheet_parses_without_warnings() {
        let sheet = super::user_agent_sheet();
        assert!(sheet.warnings.is_empty(), "{:#?}", sheet.warnings);
    }
}
