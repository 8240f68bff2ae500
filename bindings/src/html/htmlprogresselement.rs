//! https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::forms::numbers::{best_representation, parse_floating_point_number};

use crate::generated::HTMLProgressElementMethods;
use crate::html::reflecting::{get_the_content_attribute, set_the_content_attribute};

pub struct HTMLProgressElement;

/// The number a content attribute parses to with the rules for parsing
/// floating-point number values, if it does.
fn number(ctx: &Context, this: &JsObject, name: &str) -> JsResult<Option<f64>> {
    Ok(get_the_content_attribute(ctx, this, name)?.and_then(|v| parse_floating_point_number(&v)))
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-progress-maximum:
/// the `max` attribute when it parses to a number greater than zero, else 1.0.
fn maximum(ctx: &Context, this: &JsObject) -> JsResult<f64> {
    Ok(number(ctx, this, "max")?.filter(|m| *m > 0.0).unwrap_or(1.0))
}

/// https://html.spec.whatwg.org/multipage/form-elements.html#concept-progress-value:
/// `None` for an indeterminate progress bar (no `value` attribute); else
/// the value parsed (0 when it does not parse), clamped to 0..=maximum.
fn current_value(ctx: &Context, this: &JsObject) -> JsResult<Option<f64>> {
    let Some(raw) = get_the_content_attribute(ctx, this, "value")? else { return Ok(None) };
    let max = maximum(ctx, this)?;
    Ok(Some(parse_floating_point_number(&raw).unwrap_or(0.0).clamp(0.0, max)))
}

impl HTMLProgressElementMethods for HTMLProgressElement {
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-progress-value:
    /// 0 for an indeterminate progress bar, else the current value.
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(current_value(ctx, this)?.unwrap_or(0.0))
    }
    /// Setting it sets the `value` content attribute to the best
    /// representation of the number as a floating-point number.
    fn set_value(ctx: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set_the_content_attribute(ctx, this, "value", &best_representation(value))
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-progress-position:
    /// −1 for an indeterminate progress bar, else the current value divided
    /// by the maximum value.
    fn get_position(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        match current_value(ctx, this)? {
            Some(v) => Ok(v / maximum(ctx, this)?),
            None => Ok(-1.0),
        }
    }
    fn get_labels(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::form_controls::labels(ctx, this)
    }
}
