//! https://html.spec.whatwg.org/multipage/scripting.html#the-slot-element.
//! Without shadow trees no slot is ever in one, so no node is ever
//! assigned to a slot: both lists are empty, and assign()'s manual
//! assignment has no slot to find (https://dom.spec.whatwg.org/#find-slotables
//! returns nothing outside a shadow tree).

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::{AssignedNodesOptions, ElementOrText, HTMLSlotElementMethods};

pub struct HTMLSlotElement;

impl HTMLSlotElementMethods for HTMLSlotElement {
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignednodes
    fn assigned_nodes(_: &mut Context, _this: &JsObject, _options: AssignedNodesOptions) -> JsResult<Vec<JsObject>> {
        Ok(Vec::new())
    }
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignedelements
    fn assigned_elements(_: &mut Context, _this: &JsObject, _options: AssignedNodesOptions) -> JsResult<Vec<JsObject>> {
        Ok(Vec::new())
    }
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assign:
    /// the manually assigned nodes only matter to a slot in a shadow tree
    /// in manual slot assignment mode.
    fn assign(_: &mut Context, _this: &JsObject, _nodes: Vec<ElementOrText>) -> JsResult<()> {
        Ok(())
    }
}
