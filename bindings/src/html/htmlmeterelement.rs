//! https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element:
//! the getters return the gauge's values as the standard constrains them;
//! the setters reflect.

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::forms::numbers::parse_floating_point_number;

use crate::generated::HTMLMeterElementMethods;
use crate::html::reflecting::get_the_content_attribute;

pub struct HTMLMeterElement;

/// The gauge's boundaries and value
/// (https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-minimum and the following).
struct Gauge {
    min: f64,
    max: f64,
    value: f64,
    low: f64,
    high: f64,
    optimum: f64,
}

fn gauge(ctx: &Context, this: &JsObject) -> JsResult<Gauge> {
    let n = |name: &str| -> JsResult<Option<f64>> { Ok(get_the_content_attribute(ctx, this, name)?.and_then(|v| parse_floating_point_number(&v))) };
    // The minimum value: the min attribute, else zero.
    let min = n("min")?.unwrap_or(0.0);
    // The maximum value: the max attribute, else 1.0; less than the minimum, the minimum.
    let max = n("max")?.unwrap_or(1.0).max(min);
    // The actual value: the value attribute, else zero; clamped to the minimum and maximum.
    let value = n("value")?.unwrap_or(0.0).clamp(min, max);
    // The low boundary: the low attribute, else the minimum; clamped to the minimum and maximum.
    let low = n("low")?.unwrap_or(min).clamp(min, max);
    // The high boundary: the high attribute, else the maximum; clamped to the low boundary and maximum.
    let high = n("high")?.unwrap_or(max).clamp(low, max);
    // The optimum point: the optimum attribute, else the midpoint; clamped to the minimum and maximum.
    let optimum = n("optimum")?.unwrap_or((min + max) / 2.0).clamp(min, max);
    Ok(Gauge { min, max, value, low, high, optimum })
}

impl HTMLMeterElementMethods for HTMLMeterElement {
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(gauge(ctx, this)?.value)
    }
    fn get_min(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(gauge(ctx, this)?.min)
    }
    fn get_max(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(gauge(ctx, this)?.max)
    }
    fn get_low(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(gauge(ctx, this)?.low)
    }
    fn get_high(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(gauge(ctx, this)?.high)
    }
    fn get_optimum(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(gauge(ctx, this)?.optimum)
    }
    fn get_labels(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::form_controls::labels(ctx, this)
    }
}
