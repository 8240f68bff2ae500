//! https://html.spec.whatwg.org/multipage/forms.html#the-form-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::form_owner;

use crate::dom::node::{node_ref, wrap};
use crate::generated::HTMLFormElementMethods;
use crate::html::form_controls::{self as fc, read};
use crate::html::form_submission::{self, SubmitFrom};
use crate::webidl::exception::dom_exception;

pub struct HTMLFormElement;

/// The `method` / `formmethod` keywords.
pub const METHODS: &[&str] = &["get", "post", "dialog"];
/// The `enctype` / `formenctype` keywords.
pub const ENCTYPES: &[&str] = &["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

impl HTMLFormElementMethods for HTMLFormElement {
    fn get_action(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        fc::get_action(ctx, this, "action")
    }
    fn set_action(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        crate::dom::element::set_attribute(ctx, this, "action", &value)
    }
    fn get_enctype(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_keyword(ctx, this, "enctype", ENCTYPES, "application/x-www-form-urlencoded")
    }
    fn set_enctype(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "enctype", value)
    }
    fn get_encoding(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Self::get_enctype(ctx, this)
    }
    fn set_encoding(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        Self::set_enctype(ctx, this, value)
    }
    fn get_method(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_keyword(ctx, this, "method", METHODS, "get")
    }
    fn set_method(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "method", value)
    }
    fn get_name(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "name")
    }
    fn set_name(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "name", value)
    }
    fn get_no_validate(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "novalidate")
    }
    fn set_no_validate(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "novalidate", value)
    }
    fn get_target(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "target")
    }
    fn set_target(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "target", value)
    }
    fn get_rel(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        fc::get_string(ctx, this, "rel")
    }
    fn set_rel(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "rel", value)
    }
    fn get_elements(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::htmlformcontrolscollection::of(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-length
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(read(ctx, this, form_owner::form_length)? as u32)
    }
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-submit
    fn submit(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let (doc, form) = form_submission::form_of(this)?;
        form_submission::submit(ctx, doc, form, None, SubmitFrom::SubmitMethod);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-requestsubmit
    fn request_submit(ctx: &mut Context, this: &JsObject, submitter: Option<JsObject>) -> JsResult<()> {
        let (doc, form) = form_submission::form_of(this)?;
        // 1. If submitter is not null:
        let submitter = match submitter {
            Some(s) => {
                let r = node_ref(&s)?;
                let (is_button, owner) = read(ctx, this, |t, _| (r.doc == doc && form_owner::is_submit_button(t, r.node), form_owner::form_owner(t, r.node)))?;
                // 1.1. If submitter is not a submit button, throw a TypeError.
                if !is_button {
                    return Err(crate::webidl::convert::type_error("Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not a submit button."));
                }
                // 1.2. If submitter's form owner is not this form element, throw a "NotFoundError".
                if owner != Some(form) {
                    return Err(dom_exception(ctx, "NotFoundError", "Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not owned by this form element."));
                }
                Some(r.node)
            }
            // 2. Otherwise, set submitter to this form element.
            None => None,
        };
        // 3. Submit this form element, from submitter.
        form_submission::submit(ctx, doc, form, submitter, SubmitFrom::Request);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-reset
    fn reset(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let (doc, form) = form_submission::form_of(this)?;
        form_submission::reset(ctx, doc, form)
    }
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-checkvalidity:
    /// statically validate the constraints (an `invalid` event at each invalid control).
    fn check_validity(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        let (doc, form) = form_submission::form_of(this)?;
        let invalid = read(ctx, this, |t, _| runtime::html::forms::validation::invalid_controls(t, form))?;
        for c in &invalid {
            let obj = wrap(ctx, doc, *c)?;
            fc::fire_invalid(ctx, &obj);
        }
        Ok(invalid.is_empty())
    }
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-reportvalidity
    fn report_validity(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        let (doc, form) = form_submission::form_of(this)?;
        Ok(form_submission::interactively_validate(ctx, doc, form))
    }
}
