//! https://drafts.csswg.org/cssom/#the-stylesheetlist-interface:
//! `document.styleSheets`, live.

use boa_engine::{Context, JsObject, JsResult};

use crate::cssom::stylesheet::sheet_wrapper;
use crate::dom::node::node_ref;
use crate::generated::{Interface, StyleSheetListMethods};
use crate::host::DocId;
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_in_doc, same_object, DomObject};

pub struct StyleSheetList;

/// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-stylesheets
pub fn style_sheets(ctx: &mut Context, document: &JsObject) -> JsResult<JsObject> {
    let doc = node_ref(document)?.doc;
    same_object(ctx, document, "styleSheets", |ctx| reflect_in_doc(ctx, doc, Interface::StyleSheetList, DomKind::StyleSheetList(doc)))
}

fn list_doc(this: &JsObject) -> JsResult<DocId> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a StyleSheetList"))?;
    match &d.kind {
        DomKind::StyleSheetList(doc) => Ok(*doc),
        _ => Err(type_error("not a StyleSheetList")),
    }
}

impl StyleSheetListMethods for StyleSheetList {
    /// https://drafts.csswg.org/cssom/#dom-stylesheetlist-item
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsObject>> {
        let doc = list_doc(this)?;
        let sheets = crate::cssom::sheets::document_sheets(ctx, doc);
        match sheets.get(index as usize) {
            Some(s) => Ok(Some(sheet_wrapper(ctx, doc, s)?)),
            None => Ok(None),
        }
    }
    /// https://drafts.csswg.org/cssom/#dom-stylesheetlist-length
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        let doc = list_doc(this)?;
        Ok(crate::cssom::sheets::document_sheets(ctx, doc).len() as u32)
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Self::get_length(ctx, this)
    }
}
