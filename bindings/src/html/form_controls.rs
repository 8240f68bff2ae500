//! What the form-associated elements share on the script side
//! (https://html.spec.whatwg.org/multipage/forms.html): reflected content
//! attributes, the form owner, `labels`, and the constraint validation API
//! (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-constraint-validation-api).
//! The state itself lives in `runtime::html::forms`.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::{NodeId, Tree};
use runtime::html::forms::{control, form_owner, numbers, validation};

use crate::dom::element::{attribute, set_attribute};
use crate::dom::node::{node_ref, with_tree, wrap_opt};
use crate::generated::Interface;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::reflect;

/// Runs `f` on the tree of the element `this` reflects (read-only use).
pub fn read<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&Tree, NodeId) -> R) -> JsResult<R> {
    Ok(with_tree(ctx, this, |t, n| f(t, n))?.1)
}

/// Runs `f` on the tree of the element `this` reflects, for a change.
pub fn write<R>(ctx: &Context, this: &JsObject, f: impl FnOnce(&mut Tree, NodeId) -> R) -> JsResult<R> {
    Ok(with_tree(ctx, this, f)?.1)
}

/// A reflected DOMString content attribute.
pub fn get_string(ctx: &Context, this: &JsObject, name: &str) -> JsResult<JsString> {
    Ok(JsString::from(attribute(ctx, this, name)?.unwrap_or_default()))
}

/// Setting a reflected DOMString content attribute.
pub fn set_string(ctx: &mut Context, this: &JsObject, name: &str, value: JsString) -> JsResult<()> {
    set_attribute(ctx, this, name, &value.to_std_string_lossy())
}

/// A reflected boolean content attribute.
pub fn get_bool(ctx: &Context, this: &JsObject, name: &str) -> JsResult<bool> {
    Ok(attribute(ctx, this, name)?.is_some())
}

/// Setting a reflected boolean content attribute: present when true.
pub fn set_bool(ctx: &mut Context, this: &JsObject, name: &str, value: bool) -> JsResult<()> {
    if value {
        return set_attribute(ctx, this, name, "");
    }
    let (doc, _) = with_tree(ctx, this, |t, n| t.remove_attribute(n, name))?;
    crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, name);
    Ok(())
}

/// A reflected URL content attribute (`action`, `formAction`): the
/// attribute parsed against the document's base URL, the document's URL
/// when absent or empty (https://html.spec.whatwg.org/multipage/forms.html#dom-fs-action).
pub fn get_action(ctx: &Context, this: &JsObject, name: &str) -> JsResult<String> {
    let doc = node_ref(this)?.doc;
    let value = attribute(ctx, this, name)?;
    let url = crate::host::host(ctx).doc(doc, |d| d.url.clone());
    let Some(url) = url else { return Ok(value.unwrap_or_default()) };
    match value.filter(|v| !v.is_empty()) {
        None => Ok(url.to_string()),
        Some(v) => Ok(url.join(&v).map(|u| u.to_string()).unwrap_or(v)),
    }
}

/// A reflected enumerated attribute limited to `keywords` (lower case),
/// with `default` for missing and invalid values.
pub fn get_keyword(ctx: &Context, this: &JsObject, name: &str, keywords: &[&str], default: &str) -> JsResult<JsString> {
    let v = attribute(ctx, this, name)?.unwrap_or_default().to_ascii_lowercase();
    Ok(JsString::from(keywords.iter().find(|k| **k == v).copied().unwrap_or(default)))
}

/// A reflected `long` limited to only non-negative numbers (`maxLength`,
/// `minLength`): -1 when missing or not a valid non-negative integer.
pub fn get_non_negative(ctx: &Context, this: &JsObject, name: &str) -> JsResult<i32> {
    let v = attribute(ctx, this, name)?;
    Ok(v.and_then(|v| numbers::parse_non_negative_integer(&v)).and_then(|n| i32::try_from(n).ok()).unwrap_or(-1))
}

/// Setting a `long` limited to only non-negative numbers: a negative value
/// is an "IndexSizeError".
pub fn set_non_negative(ctx: &mut Context, this: &JsObject, name: &str, value: i32) -> JsResult<()> {
    if value < 0 {
        return Err(dom_exception(ctx, "IndexSizeError", &format!("The value provided ({value}) is negative.")));
    }
    set_attribute(ctx, this, name, &value.to_string())
}

/// A reflected `unsigned long` limited to only positive numbers with a
/// default (`size`, `rows`, `cols`).
pub fn get_positive(ctx: &Context, this: &JsObject, name: &str, default: u32) -> JsResult<u32> {
    let v = attribute(ctx, this, name)?;
    Ok(v.and_then(|v| numbers::parse_non_negative_integer(&v))
        .filter(|n| *n > 0 && *n <= i32::MAX as i64)
        .map(|n| n as u32)
        .unwrap_or(default))
}

/// Setting an `unsigned long` limited to only positive numbers: 0 is an
/// "IndexSizeError"; values above 2^31-1 become the default.
pub fn set_positive(ctx: &mut Context, this: &JsObject, name: &str, value: u32, default: u32) -> JsResult<()> {
    if value == 0 {
        return Err(dom_exception(ctx, "IndexSizeError", "The value provided is 0, which is an invalid size."));
    }
    let v = if value > i32::MAX as u32 { default } else { value };
    set_attribute(ctx, this, name, &v.to_string())
}

/// https://html.spec.whatwg.org/multipage/forms.html#dom-fae-form
pub fn form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
    let (doc, owner) = with_tree(ctx, this, |t, n| form_owner::form_owner(t, n))?;
    wrap_opt(ctx, doc, owner)
}

fn labels_of(t: &Tree, control: NodeId, _: &str) -> Vec<NodeId> {
    form_owner::labels(t, control)
}

/// https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels: a live
/// NodeList of the element's labels, the same object on every call.
pub fn labels(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
    crate::webidl::reflect::same_object(ctx, this, "labels", |ctx| {
        let filter = crate::dom::htmlcollection::Filter::Custom { select: labels_of, key: String::new() };
        crate::webidl::reflect::reflect(ctx, Interface::NodeList, DomKind::Collection { root: this.clone(), filter })
    })
}

/// The constraint validation API's members
/// (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-constraint-validation-api),
/// the same on every listed element's interface: the trait methods the
/// generator asks each of them for, written once (the functions below).
macro_rules! constraint_validation_methods {
    () => {
        fn get_will_validate(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
            fc::will_validate(ctx, this)
        }
        fn get_validity(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
            fc::validity(ctx, this)
        }
        fn get_validation_message(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
            fc::validation_message(ctx, this)
        }
        fn check_validity(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
            fc::check_validity(ctx, this)
        }
        fn report_validity(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
            fc::report_validity(ctx, this)
        }
        fn set_custom_validity(ctx: &mut Context, this: &JsObject, error: JsString) -> JsResult<()> {
            fc::set_custom_validity(ctx, this, error)
        }
    };
}
pub(crate) use constraint_validation_methods;

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-willvalidate
pub fn will_validate(ctx: &Context, this: &JsObject) -> JsResult<bool> {
    read(ctx, this, validation::will_validate)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validity
pub fn validity(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
    reflect(ctx, Interface::ValidityState, DomKind::Validity { element: this.clone() })
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validationmessage
pub fn validation_message(ctx: &Context, this: &JsObject) -> JsResult<JsString> {
    Ok(JsString::from(read(ctx, this, validation::validation_message)?))
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#check-validity-steps
pub fn check_validity(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
    // 1. If element is a candidate for constraint validation and does not
    //    satisfy its constraints:
    if read(ctx, this, validation::check_validity)? {
        return Ok(true);
    }
    //    1. fire an event named invalid at element, with cancelable true;
    fire_invalid(ctx, this);
    //    2. return false.
    Ok(false)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#report-validity-steps:
/// the check validity steps; with no user to report to, an uncanceled
/// `invalid` event reports nothing more.
pub fn report_validity(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
    check_validity(ctx, this)
}

/// Fires `invalid` (cancelable, not bubbling) at `element`; returns whether
/// it was not canceled.
pub fn fire_invalid(ctx: &mut Context, element: &JsObject) -> bool {
    match crate::dom::event::create(ctx, Interface::Event, "invalid", false, true, |_| {}) {
        Ok(ev) => crate::dom::eventtarget::fire_event(ctx, element, &ev),
        Err(_) => true,
    }
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-setcustomvalidity
pub fn set_custom_validity(ctx: &Context, this: &JsObject, error: JsString) -> JsResult<()> {
    let message = error.to_std_string_lossy();
    write(ctx, this, |t, n| control::set_custom_validity(t, n, &message))
}

/// Fires a simple event of `type_` (bubbling, not cancelable) at `target`,
/// as `input` and `change` are fired.
pub fn fire_bubbling(ctx: &mut Context, target: &JsObject, type_: &str) {
    if let Ok(ev) = crate::dom::event::create(ctx, Interface::Event, type_, true, false, |_| {}) {
        crate::dom::eventtarget::fire_event(ctx, target, &ev);
    }
}

/// Throws the exception a forms operation failed with.
pub fn forms_error(ctx: &mut Context, e: runtime::html::forms::FormsError) -> boa_engine::JsError {
    match e {
        runtime::html::forms::FormsError::Type(m) => crate::webidl::convert::type_error(m),
        other => dom_exception(ctx, other.name(), &other.to_string()),
    }
}
