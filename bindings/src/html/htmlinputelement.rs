//! https://html.spec.whatwg.org/multipage/input.html#htmlinputelement: the
//! control's value, checkedness and validity come from
//! `runtime::html::forms`, never from expando properties.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::{control, form_owner, numeric, value};

use crate::generated::HTMLInputElementMethods;
use crate::html::form_controls::{self as fc, read, write};

pub struct HTMLInputElement;

impl HTMLInputElementMethods for HTMLInputElement {
    fn get_accept(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "accept")
    }
    fn set_accept(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "accept", value)
    }
    fn get_alt(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "alt")
    }
    fn set_alt(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "alt", value)
    }
    fn get_autocomplete(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "autocomplete")
    }
    fn set_autocomplete(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "autocomplete", value)
    }
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-defaultchecked
    fn get_default_checked(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "checked")
    }
    fn set_default_checked(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "checked", value)
    }
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-checked
    fn get_checked(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        read(ctx, this, control::checked)
    }
    fn set_checked(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        write(ctx, this, |t, n| control::set_checked(t, n, value))
    }
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "disabled")
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "disabled", value)
    }
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        fc::form(ctx, this)
    }
    fn get_form_action(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        fc::get_action(ctx, this, "formaction")
    }
    fn set_form_action(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        crate::dom::element::set_attribute(ctx, this, "formaction", &value)
    }
    fn get_form_enctype(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_keyword(ctx, this, "formenctype", crate::html::htmlformelement::ENCTYPES, "application/x-www-form-urlencoded")
    }
    fn set_form_enctype(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "formenctype", value)
    }
    fn get_form_method(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_keyword(ctx, this, "formmethod", crate::html::htmlformelement::METHODS, "get")
    }
    fn set_form_method(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "formmethod", value)
    }
    fn get_form_no_validate(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "formnovalidate")
    }
    fn set_form_no_validate(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "formnovalidate", value)
    }
    fn get_form_target(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "formtarget")
    }
    fn set_form_target(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "formtarget", value)
    }
    fn get_indeterminate(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        read(ctx, this, control::indeterminate)
    }
    fn set_indeterminate(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        write(ctx, this, |t, n| control::set_indeterminate(t, n, value))
    }
    fn get_max(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "max")
    }
    fn set_max(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "max", value)
    }
    fn get_max_length(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        fc::get_non_negative(ctx, this, "maxlength")
    }
    fn set_max_length(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        fc::set_non_negative(ctx, this, "maxlength", value)
    }
    fn get_min(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "min")
    }
    fn set_min(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "min", value)
    }
    fn get_min_length(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        fc::get_non_negative(ctx, this, "minlength")
    }
    fn set_min_length(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        fc::set_non_negative(ctx, this, "minlength", value)
    }
    fn get_multiple(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "multiple")
    }
    fn set_multiple(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "multiple", value)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "name", value)
    }
    fn get_pattern(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "pattern")
    }
    fn set_pattern(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "pattern", value)
    }
    fn get_placeholder(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "placeholder")
    }
    fn set_placeholder(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "placeholder", value)
    }
    fn get_read_only(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "readonly")
    }
    fn set_read_only(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "readonly", value)
    }
    fn get_required(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "required")
    }
    fn set_required(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "required", value)
    }
    fn get_step(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "step")
    }
    fn set_step(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "step", value)
    }
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-type: the
    /// state's keyword ("text" for missing and invalid values).
    fn get_type(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let t = read(ctx, this, form_owner::input_type)?;
        Ok(JsString::from(t.map(|t| t.keyword()).unwrap_or("text")))
    }
    fn set_type(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "type", value)
    }
    fn get_default_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, value::default_value)?))
    }
    fn set_default_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "value", v)
    }
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, value::value)?))
    }
    fn set_value(ctx: &mut Context, this: &JsObject, v: JsString) -> JsResult<()> {
        let text = v.to_std_string_lossy();
        // A mode that stores the value in the `value` attribute changes the DOM.
        let mode = read(ctx, this, control::value_mode)?;
        if matches!(mode, Some(runtime::html::forms::input_type::ValueMode::Default | runtime::html::forms::input_type::ValueMode::DefaultOn)) {
            return crate::dom::element::set_attribute(ctx, this, "value", &text);
        }
        let r = write(ctx, this, |t, n| value::set_value(t, n, &text))?;
        r.map_err(|e| fc::forms_error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate:
    /// a new Date of the value's time, or null.
    fn get_value_as_date(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let Some(ms) = read(ctx, this, numeric::value_as_date)? else { return Ok(None) };
        let date = boa_engine::object::builtins::JsDate::new(ctx);
        date.set_time(ms, ctx)?;
        Ok(Some(date.into()))
    }
    fn set_value_as_date(ctx: &mut Context, this: &JsObject, v: Option<JsObject>) -> JsResult<()> {
        // 1. If valueAsDate does not apply, throw an "InvalidStateError".
        let applies = read(ctx, this, |t, n| form_owner::input_type(t, n).is_some_and(|t| t.has_value_as_date()))?;
        if !applies {
            let r = write(ctx, this, |t, e| numeric::set_value_as_date(t, e, None))?;
            return r.map_err(|e| fc::forms_error(ctx, e));
        }
        // 2. A value that is neither null nor a Date object is a TypeError.
        let time = match v {
            None => None,
            Some(o) => {
                let date = boa_engine::object::builtins::JsDate::from_object(o)
                    .map_err(|_| crate::webidl::convert::type_error("Failed to set the 'valueAsDate' property on 'HTMLInputElement': The provided value is not a Date."))?;
                Some(date.get_time(ctx)?.as_number().unwrap_or(f64::NAN))
            }
        };
        // 3-4. Null or the NaN time value: the empty string; otherwise the
        //      Date converted to a string per the type.
        let r = write(ctx, this, |t, e| numeric::set_value_as_date(t, e, time))?;
        r.map_err(|e| fc::forms_error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber
    fn get_value_as_number(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        read(ctx, this, numeric::value_as_number)
    }
    fn set_value_as_number(ctx: &mut Context, this: &JsObject, n: f64) -> JsResult<()> {
        let r = write(ctx, this, |t, e| numeric::set_value_as_number(t, e, n))?;
        r.map_err(|e| fc::forms_error(ctx, e))
    }
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup
    fn step_up(ctx: &mut Context, this: &JsObject, n: i32) -> JsResult<()> {
        let r = write(ctx, this, |t, e| numeric::step_up(t, e, n as i64, true))?;
        r.map_err(|e| fc::forms_error(ctx, e))
    }
    fn step_down(ctx: &mut Context, this: &JsObject, n: i32) -> JsResult<()> {
        let r = write(ctx, this, |t, e| numeric::step_up(t, e, n as i64, false))?;
        r.map_err(|e| fc::forms_error(ctx, e))
    }
    fc::constraint_validation_methods!();
    crate::html::text_selection::text_selection_methods!();
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-list: the
    /// current suggestions source element
    /// (https://html.spec.whatwg.org/multipage/input.html#concept-input-list):
    /// when the `list` attribute applies and is present, the first element
    /// of the input's tree whose ID is its value, if that is a datalist.
    fn get_list(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, found) = crate::dom::node::with_tree(ctx, this, |t, n| {
            let applies = form_owner::input_type(t, n).is_some_and(|ty| ty.applies(runtime::html::forms::input_type::InputAttribute::List));
            let id = t.attribute(n, "list").filter(|_| applies)?.to_owned();
            let found = t.get_element_by_id(t.root_of(n), &id)?;
            t.element(found).is_some_and(|e| e.is_html("datalist")).then_some(found)
        })?;
        crate::dom::node::wrap_opt(ctx, doc, found)
    }
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels: null
    /// for an input in the Hidden state.
    fn get_labels(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let hidden = read(ctx, this, |t, n| form_owner::input_type(t, n) == Some(runtime::html::forms::input_type::InputType::Hidden))?;
        if hidden {
            return Ok(None);
        }
        fc::labels(ctx, this).map(Some)
    }
}
