//! https://dom.spec.whatwg.org/#interface-staticrange: a range that does
//! not follow mutations. It holds the nodes' wrappers (the same objects
//! after an adoption) and the offsets as given.

use boa_engine::{Context, JsObject, JsResult};
use runtime::dom::NodeData;

use crate::dom::node::{node_ref, with_tree};
use crate::generated::{Interface, StaticRangeInit, StaticRangeMethods};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::{DomKind, StaticRangeData};
use crate::webidl::reflect::reflect_with_proto;

pub struct StaticRange;

impl StaticRangeMethods for StaticRange {
    /// https://dom.spec.whatwg.org/#dom-staticrange-staticrange
    fn constructor(ctx: &mut Context, proto: JsObject, init: StaticRangeInit) -> JsResult<JsObject> {
        // 1. If init["startContainer"] or init["endContainer"] is a
        //    DocumentType or Attr node, then throw an "InvalidNodeTypeError" DOMException.
        for node in [&init.start_container, &init.end_container] {
            node_ref(node)?;
            let doctype = with_tree(ctx, node, |t, n| t.node_data(n).is_some_and(NodeData::is_doctype))?.1;
            if doctype {
                return Err(dom_exception(ctx, "InvalidNodeTypeError", "A StaticRange may not start or end in a doctype."));
            }
        }
        // 2. Set this's start to (init["startContainer"], init["startOffset"])
        //    and end to (init["endContainer"], init["endOffset"]).
        let data = StaticRangeData {
            start: init.start_container,
            start_offset: init.start_offset,
            end: init.end_container,
            end_offset: init.end_offset,
        };
        reflect_with_proto(ctx, proto, Interface::StaticRange, DomKind::StaticRange(data))
    }
}
