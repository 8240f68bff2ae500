//! https://drafts.csswg.org/cssom/#the-stylesheet-interface over the
//! runtime's sheets (`runtime::css::cssom::sheet`), and the `sheet` of
//! `<style>` and `<link>` (https://drafts.csswg.org/cssom/#the-linkstyle-interface).

use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::sheet::SheetRef;

use crate::dom::node::{node_ref, wrap};
use crate::generated::{ElementOrProcessingInstruction, Interface, StyleSheetMethods};
use crate::host::{host, DocId};
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_in_doc, same_object, DomObject};

pub struct StyleSheet;

/// The wrapper of the CSSOM object whose state is at address `key` (a
/// sheet or a rule of `doc`): the one made before, or a new one of `iface`
/// with `kind`, kept for as long as the document lives.
pub fn cssom_wrapper(ctx: &mut Context, doc: DocId, key: usize, iface: Interface, kind: impl FnOnce() -> DomKind) -> JsResult<JsObject> {
    if let Some(Some(o)) = host(ctx).objects(doc, |o| o.cssom_wrappers.get(&key).cloned()) {
        return Ok(o);
    }
    let obj = reflect_in_doc(ctx, doc, iface, kind())?;
    host(ctx).objects_mut(doc, |o| o.cssom_wrappers.insert(key, obj.clone()));
    Ok(obj)
}

/// The wrapper of `sheet` (a sheet of `doc`), the same object each time.
pub fn sheet_wrapper(ctx: &mut Context, doc: DocId, sheet: &SheetRef) -> JsResult<JsObject> {
    cssom_wrapper(ctx, doc, Rc::as_ptr(sheet) as usize, Interface::CSSStyleSheet, || DomKind::StyleSheet { sheet: sheet.clone(), doc })
}

/// The sheet of a CSSStyleSheet object, and its document.
pub fn sheet_of(this: &JsObject) -> JsResult<(SheetRef, DocId)> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a CSSStyleSheet"))?;
    match &d.kind {
        DomKind::StyleSheet { sheet, doc } => Ok((sheet.clone(), *doc)),
        _ => Err(type_error("not a CSSStyleSheet")),
    }
}

impl StyleSheetMethods for StyleSheet {
    /// https://drafts.csswg.org/cssom/#dom-stylesheet-type
    fn get_type(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("text/css"))
    }
    /// https://drafts.csswg.org/cssom/#dom-stylesheet-href: the location.
    fn get_href(_: &mut Context, this: &JsObject) -> JsResult<Option<String>> {
        let (sheet, _) = sheet_of(this)?;
        let href = sheet.borrow().location.as_ref().map(|u| u.to_string());
        Ok(href)
    }
    /// https://drafts.csswg.org/cssom/#dom-stylesheet-ownernode
    fn get_owner_node(ctx: &mut Context, this: &JsObject) -> JsResult<Option<ElementOrProcessingInstruction>> {
        let (sheet, doc) = sheet_of(this)?;
        let owner = sheet.borrow().owner_node;
        match owner {
            Some(node) => Ok(Some(ElementOrProcessingInstruction::Element(wrap(ctx, doc, node)?))),
            None => Ok(None),
        }
    }
    /// https://drafts.csswg.org/cssom/#dom-stylesheet-parentstylesheet:
    /// only an imported sheet has one, and the engine does not fetch imports.
    fn get_parent_style_sheet(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    /// https://drafts.csswg.org/cssom/#dom-stylesheet-title
    fn get_title(_: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        let (sheet, _) = sheet_of(this)?;
        let title = sheet.borrow().title.as_deref().map(JsString::from);
        Ok(title)
    }
    /// https://drafts.csswg.org/cssom/#dom-stylesheet-media
    fn get_media(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        same_object(ctx, this, "media", |ctx| crate::cssom::medialist::media_list(ctx, this))
    }
    /// https://drafts.csswg.org/cssom/#dom-stylesheet-disabled
    fn get_disabled(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        let (sheet, _) = sheet_of(this)?;
        let disabled = sheet.borrow().disabled;
        Ok(disabled)
    }
    fn set_disabled(_: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        let (sheet, _) = sheet_of(this)?;
        sheet.borrow_mut().disabled = value;
        Ok(())
    }
}

/// https://drafts.csswg.org/cssom/#dom-linkstyle-sheet (of `<style>` and
/// `<link>`): the associated CSS style sheet, or null.
pub fn link_style_sheet(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let r = node_ref(this)?;
    match crate::cssom::sheets::sheet_of(ctx, r.doc, r.node) {
        Some(sheet) => Ok(Some(sheet_wrapper(ctx, r.doc, &sheet)?)),
        None => Ok(None),
    }
}
