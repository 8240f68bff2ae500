//! https://drafts.csswg.org/cssom/#the-medialist-interface: the media of a
//! style sheet, an `@media` rule or an `@import` rule, read and written
//! live through its owner (`runtime::css::cssom::sheet` has the algorithms).

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::rule::RuleData;
use runtime::css::cssom::sheet::{append_a_medium, delete_a_medium, media_queries};

use crate::generated::{Interface, MediaListMethods};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct MediaList;

/// A new MediaList of `owner` (a CSSStyleSheet, CSSMediaRule or CSSImportRule).
pub fn media_list(ctx: &mut Context, owner: &JsObject) -> JsResult<JsObject> {
    reflect(ctx, Interface::MediaList, DomKind::CssomPart { owner: owner.clone() })
}

fn owner(this: &JsObject) -> JsResult<JsObject> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a MediaList"))?;
    match &d.kind {
        DomKind::CssomPart { owner } => Ok(owner.clone()),
        _ => Err(type_error("not a MediaList")),
    }
}

/// The media query list of the owner, as written.
fn get(this: &JsObject) -> JsResult<String> {
    let owner = owner(this)?;
    let d = owner.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a MediaList"))?;
    match &d.kind {
        DomKind::StyleSheet { sheet, .. } => Ok(sheet.borrow().media.clone()),
        DomKind::CssRule { rule, .. } => match &rule.borrow().data {
            RuleData::Media { media, .. } => Ok(media.clone()),
            RuleData::Import(i) => Ok(i.media.clone()),
            _ => Err(type_error("not a MediaList")),
        },
        _ => Err(type_error("not a MediaList")),
    }
}

/// Sets the owner's media query list (and records the change for the cascade).
fn set(this: &JsObject, text: String) -> JsResult<()> {
    let owner = owner(this)?;
    let d = owner.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a MediaList"))?;
    match &d.kind {
        DomKind::StyleSheet { sheet, .. } => {
            let mut s = sheet.borrow_mut();
            s.media = text;
            s.generation += 1;
        }
        DomKind::CssRule { rule, .. } => {
            let mut r = rule.borrow_mut();
            match &mut r.data {
                RuleData::Media { media, .. } => *media = text,
                RuleData::Import(i) => {
                    i.media_matches = runtime::css::stylesheet::evaluate_media_query_list(&text);
                    i.media = text;
                }
                _ => return Err(type_error("not a MediaList")),
            }
            r.touch();
        }
        _ => return Err(type_error("not a MediaList")),
    }
    Ok(())
}

/// The serialized media of a MediaList object (for `new CSSStyleSheet({media})`).
pub fn media_text(_: &mut Context, list: &JsObject) -> JsResult<String> {
    Ok(runtime::css::cssom::sheet::media_text(&get(list)?))
}

impl MediaListMethods for MediaList {
    /// https://drafts.csswg.org/cssom/#dom-medialist-mediatext
    fn get_media_text(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(runtime::css::cssom::sheet::media_text(&get(this)?)))
    }
    /// Setting: empty the list, then (for a non-empty value) parse it as a media query list.
    fn set_media_text(_: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set(this, value.to_std_string_lossy())
    }
    /// https://drafts.csswg.org/cssom/#dom-medialist-length
    fn get_length(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(media_queries(&get(this)?).len() as u32)
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Self::get_length(ctx, this)
    }
    /// https://drafts.csswg.org/cssom/#dom-medialist-item
    fn item(_: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsString>> {
        Ok(media_queries(&get(this)?).into_iter().nth(index as usize).map(JsString::from))
    }
    /// https://drafts.csswg.org/cssom/#dom-medialist-appendmedium
    fn append_medium(_: &mut Context, this: &JsObject, medium: JsString) -> JsResult<()> {
        match append_a_medium(&get(this)?, &medium.to_std_string_lossy()) {
            Some(text) => set(this, text),
            None => Ok(()),
        }
    }
    /// https://drafts.csswg.org/cssom/#dom-medialist-deletemedium
    fn delete_medium(ctx: &mut Context, this: &JsObject, medium: JsString) -> JsResult<()> {
        let medium = medium.to_std_string_lossy();
        match delete_a_medium(&get(this)?, &medium) {
            Ok(Some(text)) => set(this, text),
            Ok(None) => Ok(()),
            Err(()) => Err(dom_exception(ctx, "NotFoundError", &format!("Failed to execute 'deleteMedium' on 'MediaList': Failed to delete '{medium}'."))),
        }
    }
}
