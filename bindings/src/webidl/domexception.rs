//! https://webidl.spec.whatwg.org/#idl-DOMException

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::webidl::kind::{DomKind, ExceptionData};
use crate::generated::{DOMExceptionMethods, Interface};
use crate::webidl::exception::{exception_data, legacy_code};
use crate::webidl::reflect::reflect_with_proto;

pub struct DOMException;

fn data(this: &JsObject) -> JsResult<ExceptionData> {
    exception_data(this).ok_or_else(|| crate::webidl::convert::type_error("not a DOMException"))
}

impl DOMExceptionMethods for DOMException {
    /// https://webidl.spec.whatwg.org/#dom-domexception-domexception
    fn constructor(ctx: &mut Context, proto: JsObject, message: JsString, name: JsString) -> JsResult<JsObject> {
        let kind = DomKind::DomException(ExceptionData { name: name.to_std_string_lossy(), message: message.to_std_string_lossy() });
        reflect_with_proto(ctx, proto, Interface::DOMException, kind)
    }
    fn get_name(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(data(this)?.name))
    }
    fn get_message(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(data(this)?.message))
    }
    fn get_code(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        Ok(legacy_code(&data(this)?.name))
    }
}
