//! Target: CSS as the engine reads it: a style sheet (`<style>`, `<link>`),
//! declaration blocks (`style` attributes and `element.style`'s CSSOM
//! methods), selectors (`querySelectorAll`, `matches`), media queries and
//! `@supports`, the cascade and computed values over a small document, and
//! the CSSOM rule tree (`insertRule`, `deleteRule`, `selectorText`,
//! `MediaList`) with what the cascade gets back from it.

use runtime::css::cascade::Stylist;
use std::rc::Rc;

use runtime::css::cssom::rule::{insert_a_css_rule, remove_a_css_rule, ListContext};
use runtime::css::cssom::sheet::{append_a_medium, delete_a_medium, media_queries, CssStyleSheet};
use runtime::css::cssom::DeclarationBlock;
use runtime::css::stylesheet::{evaluate_media_query_list, evaluate_supports_condition, supports::supports_declaration, StyleSheet};
use runtime::dom::{select, Tree};
use url::Url;

const DOCUMENT: &str = "<!doctype html><html><head></head><body><div id=a class='x y' style='color: red; margin: 1px 2px'>\
    <p lang=en>t<span hidden>s</span></p><input type=checkbox checked><a href=#x>l</a></div><ul><li>1<li>2</ul></body></html>";

/// Target: the text is split at NUL characters into a style sheet, a
/// selector, a declaration block, a property name and value, and a media
/// or supports condition (missing parts are empty).
pub fn css_parsing(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.split('\u{0}');
    let sheet_text = parts.next().unwrap_or_default();
    let selector = parts.next().unwrap_or(sheet_text);
    let declarations = parts.next().unwrap_or(sheet_text);
    let property = parts.next().unwrap_or("color");
    let value = parts.next().unwrap_or(declarations);
    let condition = parts.next().unwrap_or(selector);

    let Ok(base) = Url::parse("https://fuzz.localhost/style/") else { return };
    // (Not `{sheet:?}`: Debug prints a nested rule's selectors with `&`
    // replaced, which grows exponentially with the nesting depth; CSSOM
    // serializes them as written, below.)
    let sheet = StyleSheet::parse(sheet_text, &base);

    let mut block = DeclarationBlock::parse(declarations);
    let serialized = block.css_text();
    // Serializing what was parsed and parsing it again must be stable.
    let again = DeclarationBlock::parse(&serialized).css_text();
    assert_eq!(again, serialized, "a declaration block's cssText does not round-trip");
    let _ = block.get_property_value(property);
    let _ = block.get_property_priority(property);
    if block.set_property(property, value, "important") {
        let _ = DeclarationBlock::parse(&block.css_text());
    }
    let _ = block.remove_property(property);
    block.set_css_text(value);
    let _ = block.css_text();

    let _ = evaluate_media_query_list(condition);
    let _ = evaluate_supports_condition(condition);
    let _ = supports_declaration(property, value);

    let om = cssom(sheet.clone(), &base, selector, value, condition);

    let tree = Tree::parse_document(DOCUMENT);
    let root = tree.document();
    if let Ok(found) = select::query_selector_all(&tree, root, selector) {
        for element in found {
            let _ = select::matches(&tree, element, selector);
        }
    }
    let _ = select::query_selector(&tree, root, selector);
    let stylist = Stylist::new(&[&sheet, &om]);
    for node in tree.descendants(root).take(32) {
        if tree.element(node).is_none() {
            continue;
        }
        let style = stylist.computed_style(&tree, node);
        for name in ["color", "display", "margin-left", "font-size", "width", property] {
            let _ = style.get(name);
        }
    }
}

/// The sheet's CSSOM rule tree changed as script would change it: every
/// rule serialized, `rule` inserted at the top and in each grouping rule,
/// a rule deleted, selectors and media lists set; returns what the cascade
/// gets back.
fn cssom(sheet: StyleSheet, base: &Url, rule: &str, selectors: &str, medium: &str) -> StyleSheet {
    let om = CssStyleSheet::create(sheet, None, None, None, medium.to_owned());
    let rules = om.borrow().rules.clone();
    let len = rules.len() as u32;
    for (i, r) in rules.iter().enumerate() {
        let _ = r.borrow().serialize_a_css_rule();
        let _ = r.borrow_mut().set_selector_text(selectors);
        let parent_selectors = r.borrow().nesting_selectors();
        let context = ListContext { base: Some(base), parent_selectors, top_level: false, parent_rule: Rc::downgrade(r), parent_sheet: Rc::downgrade(&om) };
        if let Some(list) = r.borrow_mut().child_rules_mut() {
            let _ = insert_a_css_rule(list, rule, i as u32 % (list.len() as u32 + 1), context);
            let _ = remove_a_css_rule(list, 0);
        }
        let _ = r.borrow().serialize_a_css_rule();
    }
    {
        let mut s = om.borrow_mut();
        let context = ListContext { base: Some(base), parent_selectors: None, top_level: true, parent_rule: std::rc::Weak::new(), parent_sheet: Rc::downgrade(&om) };
        let _ = insert_a_css_rule(&mut s.rules, rule, len / 2, context);
        let _ = remove_a_css_rule(&mut s.rules, len);
    }
    let _ = media_queries(medium);
    if let Some(more) = append_a_medium(medium, selectors) {
        let _ = delete_a_medium(&more, selectors);
    }
    let back = om.borrow().to_stylesheet();
    back
}
