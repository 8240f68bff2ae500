//! https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments,
//! through html5ever's serializer (escaping, void elements, raw-text
//! elements): this module only walks the arena tree for it.

use std::io;

use html5ever::serialize::{serialize, Serialize, SerializeOpts, Serializer, TraversalScope};

use super::node::{NodeData, NodeId};
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
                        stack.extend(serialized_children(self.tree, n).into_iter().rev().map(Step::Open));
                    }
                    Some(NodeData::Document | NodeData::DocumentFragment) => {
                        stack.extend(serialized_children(self.tree, n).into_iter().rev().map(Step::Open));
                    }
                    Some(NodeData::Text(t)) => serializer.write_text(t)?,
                    Some(NodeData::Comment(c)) => serializer.write_comment(c)?,
                    Some(NodeData::Doctype { name, .. }) => serializer.write_doctype(name)?,
                    Some(NodeData::ProcessingInstruction { target, data }) => serializer.write_processing_instruction(target, data)?,
                    None => {}
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
        // The serializer needs the parent's name to know raw-text contexts
        // (the children of a script or style are not escaped).
        let parent = self.element(node).map(|e| e.name.clone());
        serialize_to_string(self, node, TraversalScope::ChildrenOnly(parent))
    }

    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-outerhtml
    /// (getter): the HTML serialization of `node` itself.
    pub fn outer_html(&self, node: NodeId) -> String {
        serialize_to_string(self, node, TraversalScope::IncludeNode)
    }
}
