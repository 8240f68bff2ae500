//! https://dom.spec.whatwg.org/#interface-abortcontroller

use boa_engine::{Context, JsObject, JsResult, JsValue};

use crate::webidl::kind::DomKind;
use crate::generated::{AbortControllerMethods, Interface};
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct AbortController;

fn signal(this: &JsObject) -> JsResult<JsObject> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not an AbortController"))?;
    match &d.kind {
        DomKind::AbortController { signal } => Ok(signal.clone()),
        _ => Err(crate::webidl::convert::type_error("not an AbortController")),
    }
}

impl AbortControllerMethods for AbortController {
    /// https://dom.spec.whatwg.org/#dom-abortcontroller-abortcontroller
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        // 1. Let signal be a new AbortSignal object.
        let signal = crate::dom::abortsignal::new_signal(ctx)?;
        // 2. Set this's signal to signal.
        reflect_with_proto(ctx, proto, Interface::AbortController, DomKind::AbortController { signal })
    }
    fn get_signal(_: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        signal(this)
    }
    /// https://dom.spec.whatwg.org/#dom-abortcontroller-abort
    fn abort(ctx: &mut Context, this: &JsObject, reason: Option<JsValue>) -> JsResult<()> {
        let s = signal(this)?;
        crate::dom::abortsignal::signal_abort(ctx, &s, reason);
        Ok(())
    }
}
