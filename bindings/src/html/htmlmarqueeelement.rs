//! https://html.spec.whatwg.org/multipage/obsolete.html#the-marquee-element-2:
//! its content attributes reflect; whether it is turned on only shows in
//! rendering, so start() and stop() have nothing to change here.

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::forms::numbers::parse_integer;

use crate::generated::HTMLMarqueeElementMethods;
use crate::html::reflecting::{get_the_content_attribute, set_the_content_attribute};

pub struct HTMLMarqueeElement;

/// https://html.spec.whatwg.org/multipage/obsolete.html#marquee-loop-count:
/// the `loop` attribute parsed as an integer when that gives a number
/// greater than zero, else −1.
fn loop_count(ctx: &Context, this: &JsObject) -> JsResult<i32> {
    let v = get_the_content_attribute(ctx, this, "loop")?;
    Ok(v.and_then(|v| parse_integer(&v)).filter(|n| *n > 0).and_then(|n| i32::try_from(n).ok()).unwrap_or(-1))
}

impl HTMLMarqueeElementMethods for HTMLMarqueeElement {
    fn get_loop(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        loop_count(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-marquee-loop:
    /// a new value different from the loop count and either greater than
    /// zero or −1 sets the attribute to it; other values are ignored.
    fn set_loop(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        if value != loop_count(ctx, this)? && (value > 0 || value == -1) {
            set_the_content_attribute(ctx, this, "loop", &value.to_string())?;
        }
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-marquee-start
    fn start(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/obsolete.html#dom-marquee-stop
    fn stop(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
}
