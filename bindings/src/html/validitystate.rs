//! https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validitystate:
//! a live view of its element's validity states.

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::forms::validation::{self, ValidityState as States};

use crate::generated::ValidityStateMethods;
use crate::html::form_controls::read;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::DomObject;

pub struct ValidityState;

fn states(ctx: &Context, this: &JsObject) -> JsResult<States> {
    let element = this.downcast_ref::<DomObject>().and_then(|d| match &d.kind {
        DomKind::Validity { element } => Some(element.clone()),
        _ => None,
    });
    let Some(element) = element else { return Err(crate::webidl::convert::type_error("not a ValidityState")) };
    read(ctx, &element, validation::validity)
}

impl ValidityStateMethods for ValidityState {
    fn get_value_missing(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.value_missing)
    }
    fn get_type_mismatch(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.type_mismatch)
    }
    fn get_pattern_mismatch(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.pattern_mismatch)
    }
    fn get_too_long(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.too_long)
    }
    fn get_too_short(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.too_short)
    }
    fn get_range_underflow(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.range_underflow)
    }
    fn get_range_overflow(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.range_overflow)
    }
    fn get_step_mismatch(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.step_mismatch)
    }
    fn get_bad_input(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.bad_input)
    }
    fn get_custom_error(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.custom_error)
    }
    fn get_valid(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(states(ctx, this)?.valid())
    }
}
