//! https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist:
//! the elements of a form sharing a name, live; its `value` is the checked
//! radio button's.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::input_type::InputType;
use runtime::html::forms::{control, form_owner, value};

use crate::dom::nodelist::{items, live_items};
use crate::generated::RadioNodeListMethods;
use crate::html::form_controls::{read, write};

pub struct RadioNodeList;

fn radio(ctx: &Context, el: &JsObject) -> JsResult<bool> {
    read(ctx, el, |t, n| form_owner::input_type(t, n) == Some(InputType::Radio))
}

fn nodes(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsObject>> {
    Ok(live_items(ctx, this)?.unwrap_or_else(|| items(this)))
}

impl RadioNodeListMethods for RadioNodeList {
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-radionodelist-value:
    /// the first checked radio button's value, or the empty string.
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        for el in nodes(ctx, this)? {
            if radio(ctx, &el)? && read(ctx, &el, control::checked)? {
                return Ok(JsString::from(read(ctx, &el, value::value)?));
            }
        }
        Ok(JsString::from(""))
    }
    /// The first radio button whose value is the given value becomes checked.
    fn set_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        let wanted = v.to_std_string_lossy();
        for el in nodes(ctx, this)? {
            if radio(ctx, &el)? && read(ctx, &el, value::value)? == wanted {
                return write(ctx, &el, |t, n| control::set_checked(t, n, true));
            }
        }
        Ok(())
    }
}
