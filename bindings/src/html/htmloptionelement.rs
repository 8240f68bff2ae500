//! https://html.spec.whatwg.org/multipage/form-elements.html#the-option-element

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::html::forms::{form_owner, select};

use crate::dom::node::wrap_opt;
use crate::generated::HTMLOptionElementMethods;
use crate::html::form_controls::{self as fc, read, write};

pub struct HTMLOptionElement;

impl HTMLOptionElementMethods for HTMLOptionElement {
    fn get_disabled(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "disabled")
    }
    fn set_disabled(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "disabled", value)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-form:
    /// the form owner of the option's select, if any.
    fn get_form(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        let (doc, owner) = crate::dom::node::with_tree(ctx, this, |t, n| select::owning_select(t, n).and_then(|s| form_owner::form_owner(t, s)))?;
        wrap_opt(ctx, doc, owner)
    }
    fn get_label(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, select::option_label)?))
    }
    fn set_label(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "label", value)
    }
    fn get_default_selected(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        fc::get_bool(ctx, this, "selected")
    }
    fn set_default_selected(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        fc::set_bool(ctx, this, "selected", value)
    }
    fn get_selected(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        read(ctx, this, select::selectedness)
    }
    fn set_selected(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        write(ctx, this, |t, n| select::set_option_selected(t, n, value))
    }
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, select::option_value)?))
    }
    fn set_value(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        fc::set_string(ctx, this, "value", value)
    }
    fn get_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(read(ctx, this, select::option_text)?))
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-text (setter):
    /// string replace all with the value.
    fn set_text(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let v = value.to_std_string_lossy();
        let (doc, r) = crate::dom::node::with_tree(ctx, this, |t, n| t.string_replace_all(&v, n))?;
        r.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, doc);
        Ok(())
    }
    fn get_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        Ok(read(ctx, this, select::option_index)? as i32)
    }
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option
    fn legacy_factory_option(ctx: &mut Context, proto: JsObject, text: JsString, value: Option<JsString>, default_selected: bool, selected: bool) -> JsResult<JsObject> {
        // 1. Let document be the current global object's associated Document.
        let doc = crate::host::current_doc(ctx);
        let tree = crate::host::host(ctx).doc(doc, |d| d.tree.clone()).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
        // 2. Let option be the result of creating an element given document,
        //    "option", and the HTML namespace.
        let option = tree.borrow_mut().create_element("option").map_err(|e| crate::dom::node::dom_error(ctx, e))?;
        {
            let mut t = tree.borrow_mut();
            // 3. If text is not the empty string, append a new Text node whose data is text.
            let text = text.to_std_string_lossy();
            if !text.is_empty() {
                let node = t.create_text(&text);
                t.append_child(option, node).map_err(|e| crate::webidl::convert::type_error(e.to_string()))?;
            }
            // 4. If value is given, set the value attribute.
            if let Some(v) = value {
                t.set_attribute(option, "value", &v.to_std_string_lossy()).map_err(|e| crate::webidl::convert::type_error(e.to_string()))?;
            }
            // 5. If defaultSelected is true, set the selected attribute to "".
            if default_selected {
                t.set_attribute(option, "selected", "").map_err(|e| crate::webidl::convert::type_error(e.to_string()))?;
            }
            // 6. Set option's selectedness to selected (even if defaultSelected is true).
            select::set_selectedness(&mut t, option, selected);
        }
        // 7. Return option (with the prototype of NewTarget, for a subclass).
        let obj = crate::dom::node::wrap(ctx, doc, option)?;
        if obj.prototype().as_ref() != Some(&proto) {
            obj.set_prototype(Some(proto));
        }
        Ok(obj)
    }
}
