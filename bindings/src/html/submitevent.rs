//! https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface,
//! with WebMCP's `agentInvoked` and `respondWith()` (shared/spec/NOTES.md,
//! "Declarative tools"). The event's values: `[submitter, response promise]`;
//! its numbers: `[agentInvoked]`.

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::dom::event::{construct, number, value, with_data, with_data_mut};
use crate::generated::{EventInit, Interface, SubmitEventInit, SubmitEventMethods};
use crate::webidl::exception::dom_exception;

pub struct SubmitEvent;

/// The promise `respondWith()` gave, if it was called.
pub fn response(event: &JsObject) -> Option<JsObject> {
    value(event, 1).as_object()
}

impl SubmitEventMethods for SubmitEvent {
    fn constructor(ctx: &mut Context, proto: JsObject, type_: JsString, init: SubmitEventInit) -> JsResult<JsObject> {
        let base = EventInit { bubbles: init.bubbles, cancelable: init.cancelable, composed: init.composed };
        let obj = construct(ctx, proto, Interface::SubmitEvent, &type_.to_std_string_lossy(), &base)?;
        with_data_mut(&obj, |d| {
            d.values = vec![init.submitter.clone().map(JsValue::from).unwrap_or(JsValue::null()), JsValue::undefined()];
            d.numbers = vec![0.0];
        });
        Ok(obj)
    }
    fn get_submitter(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(value(this, 0).as_object())
    }
    /// Whether the submission is a declarative tool call's.
    fn get_agent_invoked(_: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(number(this, 0) != 0.0)
    }
    /// Gives the tool call's result: only for an agent-invoked submission,
    /// while its event is dispatched, after `preventDefault()`, and once;
    /// otherwise an "InvalidStateError".
    fn respond_with(ctx: &mut Context, this: &JsObject, response: JsPromise) -> JsResult<()> {
        let agent = number(this, 0) != 0.0;
        let (dispatching, canceled, responded) =
            with_data(this, |d| (d.state.dispatching, d.state.canceled, d.values.get(1).is_some_and(|v| !v.is_undefined()))).unwrap_or_default();
        if !agent {
            return Err(dom_exception(ctx, "InvalidStateError", "respondWith() is only available for a submission made by an agent's tool call."));
        }
        if !dispatching {
            return Err(dom_exception(ctx, "InvalidStateError", "respondWith() must be called while the submit event is dispatched."));
        }
        if !canceled {
            return Err(dom_exception(ctx, "InvalidStateError", "respondWith() requires preventDefault() to be called first."));
        }
        if responded {
            return Err(dom_exception(ctx, "InvalidStateError", "respondWith() was called already."));
        }
        let p: JsObject = response.into();
        with_data_mut(this, |d| {
            if d.values.len() < 2 {
                d.values.resize(2, JsValue::undefined());
            }
            d.values[1] = p.into();
        });
        Ok(())
    }
}
