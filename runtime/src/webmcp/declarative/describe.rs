//! Parameter names and descriptions of declarative tools, as Chromium 156
//! computes them: `toolparamdescription`, else the text of the control's
//! labels, else `aria-description`.

use std::collections::HashMap;

use crate::dom::{NodeData, NodeId, Tree};
use crate::html::forms::form_owner::{is_html, is_labelable, labeled_control};

/// Chromium's `String::StripWhiteSpace()`: trim ASCII whitespace (with
/// U+000B) and the other characters of bidi class WS at both ends; U+00A0
/// NO-BREAK SPACE stays.
pub fn strip_white_space(s: &str) -> &str {
    s.trim_matches(|c: char| match c as u32 {
        0x09..=0x0D | 0x20 => true,
        0x1680 | 0x2000..=0x200A | 0x2028 | 0x205F | 0x3000 => true,
        _ => false,
    })
}

/// The parameter name of a control: its `name` attribute with white space
/// stripped (`""` without a name).
pub fn parameter_name(tree: &Tree, control: NodeId) -> String {
    let name = tree
        .element(control)
        .and_then(|e| e.plain_attribute("name"))
        .unwrap_or("");
    strip_white_space(name).to_owned()
}

/// The labels of every labelable element of a document, found in one walk
/// (a control's labels are every `label` in its tree whose labeled control
/// it is).
pub struct LabelIndex {
    labels: HashMap<NodeId, Vec<NodeId>>,
}

impl LabelIndex {
    /// Index the labels of the tree that contains `node`.
    pub fn new(tree: &Tree, node: NodeId) -> LabelIndex {
        let root = tree.root_of(node);
        let mut labels: HashMap<NodeId, Vec<NodeId>> = HashMap::new();
        for l in tree.inclusive_descendants(root) {
            if is_html(tree, l, "label") {
                if let Some(control) = labeled_control(tree, l) {
                    labels.entry(control).or_default().push(l);
                }
            }
        }
        LabelIndex { labels }
    }

    /// The labels of `control`, in tree order.
    pub fn labels(&self, control: NodeId) -> &[NodeId] {
        self.labels.get(&control).map_or(&[], Vec::as_slice)
    }
}

/// Chromium's `HTMLLabelElement::TextContentExcludingLabelable()`: the text
/// of the label without the text inside labelable elements (the control,
/// buttons, selects and their options).
pub fn text_content_excluding_labelable(tree: &Tree, label: NodeId) -> String {
    let mut out = String::new();
    collect(tree, label, &mut out);
    out
}

fn collect(tree: &Tree, node: NodeId, out: &mut String) {
    for child in tree.children(node) {
        match tree.node_data(child) {
            Some(NodeData::Text(t)) => out.push_str(t),
            Some(NodeData::Element(_)) if !is_labelable(tree, child) => collect(tree, child, out),
            _ => {}
        }
    }
}

/// Chromium's `FormMCPSchema::LabelText`: the stripped text of each label,
/// joined with `"; "` (empty texts included); `None` when that is empty.
pub fn label_text(tree: &Tree, index: &LabelIndex, control: NodeId) -> Option<String> {
    let labels = index.labels(control);
    let text = labels
        .iter()
        .map(|l| strip_white_space(&text_content_excluding_labelable(tree, *l)).to_owned())
        .collect::<Vec<_>>()
        .join("; ");
    (!text.is_empty()).then_some(text)
}

fn non_empty_attribute(tree: &Tree, control: NodeId, name: &str) -> Option<String> {
    tree.element(control)?
        .plain_attribute(name)
        .filter(|v| !v.is_empty())
        .map(str::to_owned)
}

/// The `toolparamdescription` attribute, when not empty.
pub fn tool_param_description(tree: &Tree, control: NodeId) -> Option<String> {
    non_empty_attribute(tree, control, "toolparamdescription")
}

/// Chromium's `FormMCPSchema::ComputeDescription`: `toolparamdescription`,
/// else the label text, else `aria-description` (each only when not empty).
pub fn description(tree: &Tree, index: &LabelIndex, control: NodeId) -> Option<String> {
    tool_param_description(tree, control)
        .or_else(|| label_text(tree, index, control))
        .or_else(|| non_empty_attribute(tree, control, "aria-description"))
}

/// The description with Chromium's extra context appended: `"d (ctx)"`, or
/// the context alone.
pub fn description_with_context(
    tree: &Tree,
    index: &LabelIndex,
    control: NodeId,
    context: &str,
) -> String {
    match description(tree, index, control) {
        Some(d) => format!("{d} ({context})"),
        None => context.to_owned(),
    }
}
