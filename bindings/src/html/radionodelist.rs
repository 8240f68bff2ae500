//! https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist:
//! the elements of a form sharing a name; its `value` is the checked radio
//! button's.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::input_type::InputType;
use runtime::html::forms::{control, form_owner, value};

use crate::dom::nodelist::items;
use crate::generated::RadioNodeListMethods;
use crate::html::form_controls::{read, write};

pub struct RadioNodeList;

fn radio(ctx: &Context, el: &JsObject) -> JsResult<bool> {
    read(ctx, el, |t, n| form_owner::input_type(t, n) == Some(InputType::Radio))
}

impl RadioNodeListMethods for RadioNodeList {
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-radionodelist-value
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        for el in items(this) {
            if radio(ctx, &el)? && read(ctx, &el, control::checked)? {
                return Ok(JsString::from(read(ctx, &el, value::value)?));
            }
        }
        Ok(JsString::from(""))
    }
    fn set_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        let wanted = v.to_std_string_lossy();
        for el in items(this) {
            if radio(ctx, &el)? && read(ctx, &el, value::value)? == wanted {
                return write(ctx, &el, |t, n| control::set_checked(t, n, true));
            }
        }
        Ok(())
    }
}
