//! https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::webidl::kind::DomKind;
use crate::generated::NavigatorMethods;
use crate::webidl::reflect::DomObject;

pub struct Navigator;

pub const USER_AGENT: &str = concat!("Mozilla/5.0 (X11; Linux x86_64) webmcp/", env!("CARGO_PKG_VERSION"));

impl NavigatorMethods for Navigator {
    fn get_app_code_name(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("Mozilla"))
    }
    fn get_app_name(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("Netscape"))
    }
    fn get_app_version(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(USER_AGENT.trim_start_matches("Mozilla/")))
    }
    fn get_platform(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("Linux x86_64"))
    }
    fn get_product(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("Gecko"))
    }
    fn get_user_agent(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(USER_AGENT))
    }
    fn get_language(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("en-US"))
    }
    /// https://w3c.github.io/clipboard-apis/#dom-navigator-clipboard
    fn get_clipboard(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let doc = match this.downcast_ref::<DomObject>().map(|d| match &d.kind {
            DomKind::Navigator(doc) => Some(doc.get()),
            _ => None,
        }) {
            Some(Some(doc)) => doc,
            _ => return Err(crate::webidl::convert::type_error("not a Navigator")),
        };
        let window = crate::host::host(ctx).objects(doc, |o| o.window.clone()).flatten().ok_or_else(|| crate::webidl::convert::type_error("no Window"))?;
        crate::html::window::singleton(ctx, &window, "clipboard", crate::generated::Interface::Clipboard)
    }
    /// Not in the draft: Chromium's alias of the window's document's
    /// modelContext (the same object); null once that document is detached.
    fn get_model_context(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let doc = match this.downcast_ref::<DomObject>().map(|d| match &d.kind {
            DomKind::Navigator(doc) => Some(doc.get()),
            _ => None,
        }) {
            Some(Some(doc)) => doc,
            _ => return Ok(None),
        };
        let active = crate::host::host(ctx).fully_active(doc);
        if !active {
            return Ok(None);
        }
        let model_context = crate::host::host(ctx).hooks.model_context;
        model_context(ctx, doc).map(Some)
    }
}
