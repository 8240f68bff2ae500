//! `innerText` without layout
//! (https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute).
//!
//! The standard's "rendered text collection steps" walk CSS boxes; this
//! engine has no boxes, so it reads what would make them from the computed
//! style: `display` (`none` is not rendered; block-level and table values
//! give the required line breaks, tabs and newlines), `visibility`, and
//! `white-space` for the collapsing of spaces, done here in one pass over
//! the collected runs (CSS Text's "white space processing" without line
//! wrapping). Transformations (`text-transform`) are not applied.

use crate::css::cascade::Stylist;
use crate::dom::{NodeData, NodeId, Tree};

/// One entry of the standard's list of items: a string, or a required line break count.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    /// Text, and whether its white space collapses.
    Text(String, bool),
    /// A forced line break (`<br>`, a preserved newline).
    LineBreak,
    RequiredLineBreaks(u8),
}

/// The style values innerText reads of an element.
struct Style {
    display: String,
    visibility: String,
    white_space: String,
}

fn style(stylist: &Stylist, tree: &Tree, element: NodeId) -> Style {
    let s = stylist.computed_style(tree, element);
    Style { display: s.get("display"), visibility: s.get("visibility"), white_space: s.get("white-space") }
}

/// https://html.spec.whatwg.org/multipage/rendering.html#being-rendered,
/// without boxes: connected, and neither it nor an ancestor has `display: none`.
pub fn is_being_rendered(stylist: &Stylist, tree: &Tree, element: NodeId) -> bool {
    if !tree.is_connected(element) {
        return false;
    }
    std::iter::once(element)
        .chain(tree.ancestors(element))
        .filter(|n| tree.element(*n).is_some())
        .all(|n| {
            let d = stylist.computed_style(tree, n).get("display");
            d != "none" && !d.is_empty()
        })
}

/// https://html.spec.whatwg.org/multipage/dom.html#get-the-text-steps
pub fn get_the_text(stylist: &Stylist, tree: &Tree, element: NodeId) -> String {
    // 1. If element is not being rendered or if the user agent is a non-CSS
    //    user agent, then return element's descendant text content.
    if !is_being_rendered(stylist, tree, element) {
        return tree.descendant_text_content(element);
    }
    // 2. Let results be a new empty list.
    // 3. For each child node node of element: let current be the list
    //    resulting in running the rendered text collection steps with node;
    //    append current's items to results.
    let mut results = Vec::new();
    let parent_style = style(stylist, tree, element);
    for child in tree.children(element) {
        rendered_text_collection_steps(stylist, tree, child, &parent_style, &mut results);
    }
    finish(results)
}

/// Steps 4-7 of the get the text steps, with white space processing first.
fn finish(results: Vec<Item>) -> String {
    // White space processing: collapsible runs become one space; a space at
    // the start or end of a line, or after another collapsible space, goes.
    let mut items: Vec<Item> = Vec::new();
    let mut pending_space = false;
    let mut at_line_start = true;
    for item in results {
        match item {
            Item::Text(s, collapse) if collapse => {
                let mut out = String::new();
                for c in s.chars() {
                    if matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0C') {
                        if !at_line_start || !out.is_empty() {
                            pending_space = true;
                        }
                    } else {
                        if pending_space && !(at_line_start && out.is_empty()) {
                            out.push(' ');
                        }
                        pending_space = false;
                        out.push(c);
                    }
                }
                if !out.is_empty() {
                    at_line_start = false;
                    items.push(Item::Text(out, false));
                }
            }
            Item::Text(s, _) => {
                if s.is_empty() {
                    continue;
                }
                let mut out = String::new();
                if pending_space && !at_line_start {
                    out.push(' ');
                }
                pending_space = false;
                out.push_str(&s);
                at_line_start = s.ends_with('\n');
                items.push(Item::Text(out, false));
            }
            Item::LineBreak => {
                pending_space = false;
                at_line_start = true;
                items.push(Item::Text("\n".into(), false));
            }
            Item::RequiredLineBreaks(n) => {
                pending_space = false;
                at_line_start = true;
                items.push(Item::RequiredLineBreaks(n));
            }
        }
    }
    // 4. Remove any items from results that are the empty string.
    // 5. Remove any runs of consecutive required line break count items at
    //    the start or end of results.
    while matches!(items.first(), Some(Item::RequiredLineBreaks(_))) {
        items.remove(0);
    }
    while matches!(items.last(), Some(Item::RequiredLineBreaks(_))) {
        items.pop();
    }
    // 6. Replace each remaining run of consecutive required line break count
    //    items with a string of as many U+000A LF as the maximum count in the run.
    let mut out = String::new();
    let mut run: u8 = 0;
    for item in items {
        match item {
            Item::RequiredLineBreaks(n) => run = run.max(n),
            Item::Text(s, _) => {
                out.extend(std::iter::repeat_n('\n', run as usize));
                run = 0;
                out.push_str(&s);
            }
            Item::LineBreak => {}
        }
    }
    // 7. Return the concatenation of the string items in results.
    out
}

fn is_block_level(display: &str) -> bool {
    matches!(
        display,
        "block" | "flow-root" | "flex" | "grid" | "table" | "table-caption" | "list-item" | "block flow" | "block flow-root" | "block flex" | "block grid" | "block table" | "block flow list-item"
    )
}

/// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps
fn rendered_text_collection_steps(stylist: &Stylist, tree: &Tree, node: NodeId, parent: &Style, items: &mut Vec<Item>) {
    match tree.node_data(node) {
        // 3. If node is a Text node, then for each CSS text box produced by
        //    node, in content order, compute the text of the box after
        //    application of the CSS 'white-space' processing rules.
        Some(NodeData::Text(t)) => {
            if parent.visibility != "visible" && !parent.visibility.is_empty() {
                return;
            }
            let collapse = matches!(parent.white_space.as_str(), "normal" | "nowrap" | "");
            if parent.white_space == "pre-line" {
                // Newlines are kept, other white space collapses.
                for (i, line) in t.split('\n').enumerate() {
                    if i > 0 {
                        items.push(Item::LineBreak);
                    }
                    items.push(Item::Text(line.to_string(), true));
                }
            } else {
                items.push(Item::Text(t.to_string(), collapse));
            }
        }
        Some(NodeData::Element(e)) => {
            let s = style(stylist, tree, node);
            // 2. If node is not being rendered, then return items (its
            //    children are not rendered either: nothing).
            if s.display == "none" {
                return;
            }
            // 1. Let items be the result of running the rendered text
            //    collection steps with each child node of node in tree order.
            let start = items.len();
            for child in tree.children(node) {
                rendered_text_collection_steps(stylist, tree, child, &s, items);
            }
            // 2. If node's computed value of 'visibility' is not 'visible', then
            //    return items (its text nodes added nothing, see 3).
            if s.visibility != "visible" && !s.visibility.is_empty() {
                return;
            }
            let html = *e.namespace() == html5ever::ns!(html);
            let name = &**e.local_name();
            // 4. If node is a br element, then append a string containing a single U+000A LF code point to items.
            if html && name == "br" {
                items.push(Item::LineBreak);
                return;
            }
            // 5. If node's computed 'display' is 'table-cell', and node's CSS box is
            //    not the last 'table-cell' box of its enclosing 'table-row' box,
            //    then append a string containing a single U+0009 TAB code point to items.
            if s.display == "table-cell" && has_next_element_sibling(tree, node) {
                items.push(Item::Text("\t".into(), false));
            }
            // 6. If node's computed 'display' is 'table-row', and node's CSS box is
            //    not the last 'table-row' box of the nearest ancestor 'table' box,
            //    then append a string containing a single U+000A LF code point to items.
            if s.display == "table-row" && has_next_element_sibling(tree, node) {
                items.push(Item::LineBreak);
            }
            // 7. If node is a p element, then append 2 (a required line break
            //    count) at the beginning and end of items.
            if html && name == "p" {
                items.insert(start, Item::RequiredLineBreaks(2));
                items.push(Item::RequiredLineBreaks(2));
            } else if is_block_level(&s.display) {
                // 8. If node's used value of 'display' is block-level or
                //    'table-caption', then append 1 (a required line break
                //    count) at the beginning and end of items.
                items.insert(start, Item::RequiredLineBreaks(1));
                items.push(Item::RequiredLineBreaks(1));
            }
        }
        _ => {}
    }
}

fn has_next_element_sibling(tree: &Tree, node: NodeId) -> bool {
    let mut cur = tree.next_sibling(node);
    while let Some(n) = cur {
        if tree.element(n).is_some() {
            return true;
        }
        cur = tree.next_sibling(n);
    }
    false
}

/// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-fragment:
/// a DocumentFragment of Text nodes and `br` elements for `input`.
pub fn rendered_text_fragment(tree: &mut Tree, input: &str) -> Result<NodeId, crate::dom::DomError> {
    // 1. Let fragment be a new DocumentFragment whose node document is document.
    let fragment = tree.create_document_fragment();
    // 2-4. Collect runs of code points that are not LF or CR, each a Text
    //      node; a CR LF pair, a CR or a LF is a br element.
    let mut text = String::new();
    let mut chars = input.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' || c == '\n' {
            if !text.is_empty() {
                let t = tree.create_text(&text);
                tree.append_child(fragment, t)?;
                text.clear();
            }
            if c == '\r' && chars.peek() == Some(&'\n') {
                chars.next();
            }
            let br = tree.create_element("br")?;
            tree.append_child(fragment, br)?;
        } else {
            text.push(c);
        }
    }
    if !text.is_empty() {
        let t = tree.create_text(&text);
        tree.append_child(fragment, t)?;
    }
    // 5. Return fragment.
    Ok(fragment)
}
