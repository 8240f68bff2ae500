//! https://fetch.spec.whatwg.org/#response-class (bodies read as text or JSON).

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use runtime::fetch::loader::Resource;

use crate::webidl::kind::{DomKind, ResponseData};
use crate::generated::{Interface, ResponseMethods};
use crate::webidl::reflect::{reflect, DomObject};

pub struct Response;

pub fn new_response(ctx: &mut Context, res: &Resource) -> JsResult<JsObject> {
    let data = ResponseData { url: res.url.to_string(), status: res.status, body: res.text() };
    reflect(ctx, Interface::Response, DomKind::Response(data))
}

fn data(this: &JsObject) -> JsResult<ResponseData> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not a Response"))?;
    match &d.kind {
        DomKind::Response(r) => Ok(r.clone()),
        _ => Err(crate::webidl::convert::type_error("not a Response")),
    }
}

impl ResponseMethods for Response {
    fn get_url(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(data(this)?.url)
    }
    fn get_status(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        Ok(data(this)?.status)
    }
    fn get_ok(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok((200..300).contains(&data(this)?.status))
    }
    fn get_status_text(_: &mut Context, this: &JsObject) -> JsResult<String> {
        Ok(if data(this)?.status == 200 { "OK" } else { "Not Found" }.to_string())
    }
    fn text(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        let body = data(this)?.body;
        JsPromise::resolve(JsValue::from(JsString::from(body)), ctx)
    }
    fn json(ctx: &mut Context, this: &JsObject) -> JsResult<JsPromise> {
        let body = data(this)?.body;
        let v = crate::webidl::json::parse(ctx, &body)?;
        JsPromise::resolve(v, ctx)
    }
}
