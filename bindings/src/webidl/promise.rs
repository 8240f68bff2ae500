//! Promises created by the bindings.

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsError, JsResult, JsValue};

/// A promise rejected with the JS value of `error`
/// (https://webidl.spec.whatwg.org/#a-promise-rejected-with).
pub fn rejected_promise(error: JsError, ctx: &mut Context) -> JsResult<JsValue> {
    Ok(JsPromise::reject(error, ctx)?.into())
}

/// A new pending promise and the functions that settle it.
pub fn pending(ctx: &mut Context) -> (JsPromise, boa_engine::builtins::promise::ResolvingFunctions) {
    JsPromise::new_pending(ctx)
}
