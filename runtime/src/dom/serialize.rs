//! https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments,
//! through html5ever's serializer (escaping, void elements, raw-text
//! elements): this module only walks the arena tree for it.

use std::io;

use html5ever::ns;
use html5ever::serialize::{serialize, Serialize, SerializeOpts, Serializer, TraversalScope};

use super::node::{ElementData, NodeData, NodeId};
use super::Tree;

/// A node of a tree, as html5ever's serializer sees it.
struct SerializeNode<'a> {
    tree: &'a Tree,
    node: NodeId,
}

/// The children serialized for `node`: a template element's are its
/// template contents' ("If current node is a template element, then let
/// current node be the template element's template contents").
fn serialized_children(tree: &Tree, node: NodeId) -> Vec<NodeId> {
    let parent = tree.element(node).and_then(|e| e.template_contents).unwrap_or(node);
    tree.children(parent).collect()
}

impl Serialize for SerializeNode<'_> {
    fn serialize<S: Serializer>(&self, serializer: &mut S, scope: TraversalScope) -> io::Result<()> {
        // An explicit stack, not recursion: a page can build trees deep enough
        // to overflow the native stack.
        enum Step {
            Open(NodeId),
            Close(NodeId),
        }
        let mut stack: Vec<Step> = match scope {
            TraversalScope::IncludeNode => vec![Step::Open(self.node)],
            TraversalScope::ChildrenOnly(_) => serialized_children(self.tree, self.node).into_iter().rev().map(Step::Open).collect(),
        };
        while let Some(step) = stack.pop() {
            match step {
                Step::Open(n) => match self.tree.node_data(n) {
                    Some(NodeData::Element(e)) => {
                        serializer.start_elem(e.name.clone(), e.attrs.iter().map(|a| (&a.name, a.value.as_str())))?;
                        stack.push(Step::Close(n));
                        // "If current node serializes as void, then continue on
                        // to the next child node": html5ever leaves out the end
                        // tag and child elements, but would write child text.
                        if !serializes_as_void(e) {
                            stack.extend(serialized_children(self.tree, n).into_iter().rev().map(Step::Open));
                        }
                    }
                    Some(NodeData::Document | NodeData::DocumentFragment | NodeData::ShadowRoot(_)) => {
                        stack.extend(serialized_children(self.tree, n).into_iter().rev().map(Step::Open));
                    }
                    Some(NodeData::Text(t) | NodeData::CDataSection(t)) => serializer.write_text(t)?,
                    Some(NodeData::Comment(c)) => serializer.write_comment(c)?,
                    Some(NodeData::Doctype { name, .. }) => serializer.write_doctype(name)?,
                    Some(NodeData::ProcessingInstruction { target, data }) => serializer.write_processing_instruction(target, data)?,
                    Some(NodeData::Attr(_)) | None => {}
                },
                Step::Close(n) => {
                    if let Some(e) = self.tree.element(n) {
                        serializer.end_elem(e.name.clone())?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// https://html.spec.whatwg.org/multipage/parsing.html#serializes-as-void
/// (the same list html5ever's serializer uses for end tags it leaves out).
fn serializes_as_void(element: &ElementData) -> bool {
    *element.namespace() == ns!(html)
        && matches!(
            &**element.local_name(),
            "area" | "base" | "basefont" | "bgsound" | "br" | "col" | "embed" | "frame" | "hr" | "img" | "input"
                | "keygen" | "link" | "meta" | "param" | "source" | "track" | "wbr"
        )
}

fn serialize_to_string(tree: &Tree, node: NodeId, scope: TraversalScope) -> String {
    let mut out = Vec::new();
    let opts = SerializeOpts { scripting_enabled: true, traversal_scope: scope, create_missing_parent: true };
    // Writing to a Vec cannot fail.
    let _ = serialize(&mut out, &SerializeNode { tree, node }, opts);
    String::from_utf8_lossy(&out).into_owned()
}

impl Tree {
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml
    /// (getter): the HTML serialization of `node`'s children.
    pub fn inner_html(&self, node: NodeId) -> String {
        // https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments
        // 1. If the node serializes as void, then return the empty string.
        if self.element(node).is_some_and(serializes_as_void) {
            return String::new();
        }
        // The serializer needs the parent's name to know raw-text contexts
        // (the Text children of an HTML script or style are not escaped). It
        // does not look at the namespace of that name, so only an HTML
        // element's is given: an SVG <style>'s text is escaped.
        let parent = self.element(node).filter(|e| *e.namespace() == ns!(html)).map(|e| e.name.clone());
        serialize_to_string(self, node, TraversalScope::ChildrenOnly(parent))
    }

    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-outerhtml
    /// (getter): the HTML serialization of `node` itself.
    pub fn outer_html(&self, node: NodeId) -> String {
        serialize_to_string(self, node, TraversalScope::IncludeNode)
    }
}
