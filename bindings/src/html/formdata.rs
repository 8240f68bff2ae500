//! https://xhr.spec.whatwg.org/#interface-formdata: an entry list of
//! (name, value) strings. The engine has no Blob, so a file input
//! contributes its file's name as a string.

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::node_ref;
use crate::generated::{FormDataMethods, Interface};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct FormData;

/// Runs `f` on the entry list of a FormData.
pub fn with_entries<R>(this: &JsObject, f: impl FnOnce(&mut Vec<(String, String)>) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not a FormData"))?;
    match &d.kind {
        DomKind::FormData(list) => Ok(f(&mut list.borrow_mut())),
        _ => Err(crate::webidl::convert::type_error("not a FormData")),
    }
}

impl FormDataMethods for FormData {
    /// https://xhr.spec.whatwg.org/#dom-formdata
    fn constructor(ctx: &mut Context, proto: JsObject, form: Option<JsObject>, submitter: Option<JsObject>) -> JsResult<JsObject> {
        let mut list = Vec::new();
        // 1. If form is given:
        if let Some(form) = form {
            let fr = node_ref(&form)?;
            // 1.1. If submitter is non-null: not a submit button is a TypeError;
            //      a submit button of another form is a "NotFoundError".
            let submitter = match submitter {
                Some(s) => {
                    let sr = node_ref(&s)?;
                    let h = crate::host::host(ctx);
                    let (is_button, owner) = h
                        .doc(fr.doc, |d| {
                            let t = d.tree.borrow();
                            (sr.doc == fr.doc && runtime::html::forms::form_owner::is_submit_button(&t, sr.node), runtime::html::forms::form_owner::form_owner(&t, sr.node))
                        })
                        .unwrap_or((false, None));
                    if !is_button {
                        return Err(crate::webidl::convert::type_error("Failed to construct 'FormData': The specified element is not a submit button."));
                    }
                    if owner != Some(fr.node) {
                        return Err(dom_exception(ctx, "NotFoundError", "Failed to construct 'FormData': The specified element is not owned by this form element."));
                    }
                    Some(sr.node)
                }
                None => None,
            };
            // 1.2. Let list be the result of constructing the entry list for
            //      form and submitter (the `formdata` event fires).
            // 1.3. If list is null, throw an "InvalidStateError".
            let Some(entries) = crate::html::form_submission::construct_the_entry_list(ctx, fr.doc, fr.node, submitter) else {
                return Err(dom_exception(ctx, "InvalidStateError", "Failed to construct 'FormData': The form is constructing its entry list."));
            };
            // 1.4. Set this's entry list to list.
            list = entries.into_iter().map(|e| (e.name.clone(), crate::html::form_submission::entry_string(&e.value))).collect();
        }
        reflect_with_proto(ctx, proto, Interface::FormData, DomKind::FormData(std::cell::RefCell::new(list)))
    }
    fn append(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        with_entries(this, |l| l.push((name, value)))
    }
    fn delete(_: &mut Context, this: &JsObject, name: String) -> JsResult<()> {
        with_entries(this, |l| l.retain(|(n, _)| *n != name))
    }
    fn get(_: &mut Context, this: &JsObject, name: String) -> JsResult<Option<String>> {
        with_entries(this, |l| l.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone()))
    }
    fn get_all(_: &mut Context, this: &JsObject, name: String) -> JsResult<Vec<String>> {
        with_entries(this, |l| l.iter().filter(|(n, _)| *n == name).map(|(_, v)| v.clone()).collect())
    }
    fn has(_: &mut Context, this: &JsObject, name: String) -> JsResult<bool> {
        with_entries(this, |l| l.iter().any(|(n, _)| *n == name))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-set: replace the first
    /// entry named `name` and remove the others, or append.
    fn set(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        with_entries(this, |l| match l.iter().position(|(n, _)| *n == name) {
            Some(i) => {
                l[i].1 = value;
                let mut j = 0;
                l.retain(|(n, _)| {
                    let keep = j <= i || *n != name;
                    j += 1;
                    keep
                });
            }
            None => l.push((name, value)),
        })
    }
}
