//! https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface

use std::cell::Cell;

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::stylesheet::media::{evaluate_media_query_list, serialize_media_query_list};

use crate::generated::{AddEventListenerOptionsOrBoolean, EventListenerOptionsOrBoolean, EventTargetMethods, Interface, MediaQueryListMethods};
use crate::host::DocId;
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, DomObject};

pub struct MediaQueryList;

/// https://drafts.csswg.org/cssom-view/#dom-window-matchmedia
pub fn match_media(ctx: &mut Context, doc: DocId, query: &str) -> JsResult<JsObject> {
    // 1. Let parsed media query list be the result of parsing query.
    // 2. Return a new MediaQueryList object, with this's associated Document
    //    as the document, with parsed media query list as its associated media
    //    query list; its matches state is the list evaluated now.
    let media = serialize_media_query_list(query);
    let matches = Cell::new(evaluate_media_query_list(query));
    reflect(ctx, Interface::MediaQueryList, DomKind::MediaQueryList { doc, media, matches })
}

fn with_list<R>(obj: &JsObject, f: impl FnOnce(&str, bool) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a MediaQueryList"))?;
    match &d.kind {
        DomKind::MediaQueryList { media, matches, .. } => Ok(f(media, matches.get())),
        _ => Err(type_error("not a MediaQueryList")),
    }
}

impl MediaQueryListMethods for MediaQueryList {
    /// https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-media: the serialized list.
    fn get_media(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        with_list(this, |media, _| JsString::from(media))
    }
    /// https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-matches: its
    /// matches state (the viewport never changes, so neither does it).
    fn get_matches(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        with_list(this, |_, matches| matches)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-addlistener:
    /// addEventListener("change", callback).
    fn add_listener(ctx: &mut Context, this: &JsObject, callback: Option<JsObject>) -> JsResult<()> {
        crate::dom::eventtarget::EventTarget::add_event_listener(ctx, this, JsString::from("change"), callback, AddEventListenerOptionsOrBoolean::Boolean(false))
    }
    /// https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-removelistener:
    /// removeEventListener("change", callback).
    fn remove_listener(ctx: &mut Context, this: &JsObject, callback: Option<JsObject>) -> JsResult<()> {
        crate::dom::eventtarget::EventTarget::remove_event_listener(ctx, this, JsString::from("change"), callback, EventListenerOptionsOrBoolean::Boolean(false))
    }
}
