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
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-languages:
    /// the same frozen array while the languages stay (they never change here).
    fn get_languages(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "languages", |ctx| crate::webidl::convert::frozen_array(ctx, vec![JsString::from("en-US").into()]))
    }
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-productsub:
    /// "20030107", the value of Chromium and Safari.
    fn get_product_sub(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from("20030107"))
    }
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-vendor:
    /// the empty string (the standard's value in Gecko's compatibility mode).
    fn get_vendor(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::default())
    }
    fn get_vendor_sub(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::default())
    }
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-online:
    /// the page's resources come from its loader, which is always reachable.
    fn get_on_line(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
    }
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-cookieenabled:
    /// true: the user agent keeps cookies (`document.cookie`), for the session only.
    fn get_cookie_enabled(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
    }
    fn get_plugins(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "plugins", |ctx| crate::webidl::reflect::reflect(ctx, crate::generated::Interface::PluginArray, DomKind::Stateless))
    }
    fn get_mime_types(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::webidl::reflect::same_object(ctx, this, "mimeTypes", |ctx| crate::webidl::reflect::reflect(ctx, crate::generated::Interface::MimeTypeArray, DomKind::Stateless))
    }
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-javaenabled
    fn java_enabled(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(false)
    }
    /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-pdfviewerenabled:
    /// no PDF viewer.
    fn get_pdf_viewer_enabled(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(false)
    }
    /// https://html.spec.whatwg.org/multipage/workers.html#dom-navigator-hardwareconcurrency:
    /// the number of logical processors the engine may run on.
    fn get_hardware_concurrency(_: &mut Context, _this: &JsObject) -> JsResult<u64> {
        Ok(std::thread::available_parallelism().map(|n| n.get() as u64).unwrap_or(1))
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
