//! https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element:
//! a slot's assigned nodes are found when asked (`runtime::dom`'s slots).

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::{node_ref, with_tree, wrap};
use crate::generated::{AssignedNodesOptions, ElementOrText, HTMLSlotElementMethods};

pub struct HTMLSlotElement;

/// The nodes assignedNodes() returns: this's assigned nodes, or with
/// options["flatten"] the result of finding flattened slottables with this.
fn assigned(ctx: &mut Context, this: &JsObject, flatten: bool, elements_only: bool) -> JsResult<Vec<JsObject>> {
    let (doc, nodes) = with_tree(ctx, this, |t, n| {
        let nodes = if flatten { t.find_flattened_slottables(n) } else { t.find_slottables(n) };
        nodes.into_iter().filter(|d| !elements_only || t.element(*d).is_some()).collect::<Vec<_>>()
    })?;
    nodes.into_iter().map(|n| wrap(ctx, doc, n)).collect()
}

impl HTMLSlotElementMethods for HTMLSlotElement {
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignednodes
    fn assigned_nodes(ctx: &mut Context, this: &JsObject, options: AssignedNodesOptions) -> JsResult<Vec<JsObject>> {
        // 1. If options["flatten"] is false, then return this's assigned nodes.
        // 2. Return the result of finding flattened slottables with this.
        assigned(ctx, this, options.flatten, false)
    }
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignedelements
    fn assigned_elements(ctx: &mut Context, this: &JsObject, options: AssignedNodesOptions) -> JsResult<Vec<JsObject>> {
        // The same, filtered to elements.
        assigned(ctx, this, options.flatten, true)
    }
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assign
    fn assign(ctx: &mut Context, this: &JsObject, nodes: Vec<ElementOrText>) -> JsResult<()> {
        let slot = node_ref(this)?;
        // Nodes of another document cannot be assigned here (they would
        // have to be this document's children of the host to be found).
        let ids: Vec<_> = nodes
            .iter()
            .filter_map(|n| match n {
                ElementOrText::Element(o) | ElementOrText::Text(o) => node_ref(o).ok(),
            })
            .filter(|r| r.doc == slot.doc)
            .map(|r| r.node)
            .collect();
        with_tree(ctx, this, |t, n| t.assign_slot(n, &ids))?;
        Ok(())
    }
}
