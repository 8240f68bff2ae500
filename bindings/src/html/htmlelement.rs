//! https://html.spec.whatwg.org/multipage/dom.html#htmlelement

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::element::{attribute, set_attribute};
use crate::dom::node::with_tree;
use crate::generated::{BooleanOrUnrestrictedDoubleOrDOMString, HTMLElementMethods};
use crate::html::reflecting::{delete_the_content_attribute, set_the_content_attribute};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use runtime::html::global_attributes as global;

pub struct HTMLElement;

/// https://html.spec.whatwg.org/multipage/dom.html#get-the-text-steps, on
/// the computed style of the document's sheets.
pub fn get_the_text(ctx: &Context, this: &JsObject) -> JsResult<String> {
    let r = crate::dom::node::node_ref(this)?;
    let tree = crate::host::host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no document"))?;
    let Some(stylist) = crate::cssom::sheets::stylist(ctx, r.doc) else {
        return Ok(tree.borrow().descendant_text_content(r.node));
    };
    let t = tree.borrow();
    Ok(runtime::html::rendered_text::get_the_text(&stylist, &t, r.node))
}

/// A reflected DOMString content attribute.
pub fn reflect_string(ctx: &Context, this: &JsObject, name: &str) -> JsResult<JsString> {
    Ok(JsString::from(attribute(ctx, this, name)?.unwrap_or_default()))
}

/// A reflected boolean content attribute: present or absent.
pub fn reflect_boolean(ctx: &mut Context, this: &JsObject, name: &str, value: bool) -> JsResult<()> {
    if value {
        return set_attribute(ctx, this, name, "");
    }
    let (doc, removed) = crate::dom::node::with_tree(ctx, this, |t, n| t.remove_attribute(n, name))?;
    if removed {
        crate::dom::node::attribute_changed(ctx, doc, crate::dom::node::node_ref(this)?.node, name);
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#fire-a-synthetic-pointer-event:
/// a PointerEvent that bubbles, is cancelable and composed, whose view is
/// the target's Window (pointerId -1 and an empty pointerType, as Pointer
/// Events specifies for synthetic clicks). Returns the dispatch's result.
pub fn fire_synthetic_pointer_event(ctx: &mut Context, target: &JsObject, type_: &str, not_trusted: bool) -> JsResult<bool> {
    let r = crate::dom::node::node_ref(target)?;
    let view = crate::html::window_proxy::for_document(ctx, r.doc)?;
    let event = crate::dom::event::create(ctx, crate::generated::Interface::PointerEvent, type_, true, true, |d| {
        crate::uievents::init_fields(d);
        d.values[crate::uievents::values::VIEW] = view.map(boa_engine::JsValue::from).unwrap_or_else(boa_engine::JsValue::null);
        d.numbers[crate::uievents::numbers::POINTER_ID] = -1.0;
        d.numbers[crate::uievents::numbers::WIDTH] = 1.0;
        d.numbers[crate::uievents::numbers::HEIGHT] = 1.0;
        d.numbers[crate::uievents::numbers::ALTITUDE_ANGLE] = std::f64::consts::FRAC_PI_2;
        d.state.composed = true;
        d.state.is_trusted = !not_trusted;
    })?;
    Ok(crate::dom::eventtarget::dispatch(ctx, target, &event))
}

impl HTMLElementMethods for HTMLElement {
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-translate: whether
    /// the element is translate-enabled.
    fn get_translate(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| global::translate_enabled(t, n))?.1)
    }
    /// Sets the `translate` content attribute to "yes" or "no".
    fn set_translate(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        set_the_content_attribute(ctx, this, "translate", if value { "yes" } else { "no" })
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-hidden
    fn get_hidden(ctx: &mut Context, this: &JsObject) -> JsResult<Option<BooleanOrUnrestrictedDoubleOrDOMString>> {
        Ok(Some(match with_tree(ctx, this, |t, n| global::hidden(t, n))?.1 {
            global::Hidden::UntilFound => BooleanOrUnrestrictedDoubleOrDOMString::DOMString(JsString::from("until-found")),
            global::Hidden::Hidden => BooleanOrUnrestrictedDoubleOrDOMString::Boolean(true),
            global::Hidden::NotHidden => BooleanOrUnrestrictedDoubleOrDOMString::Boolean(false),
        }))
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-hidden (setter)
    fn set_hidden(ctx: &mut Context, this: &JsObject, value: Option<BooleanOrUnrestrictedDoubleOrDOMString>) -> JsResult<()> {
        use BooleanOrUnrestrictedDoubleOrDOMString as V;
        match value {
            // 1. If the given value is a string that is an ASCII
            //    case-insensitive match for "until-found", then set the
            //    hidden attribute to "until-found".
            Some(V::DOMString(s)) if s.to_std_string_lossy().eq_ignore_ascii_case("until-found") => {
                set_the_content_attribute(ctx, this, "hidden", "until-found")
            }
            // 2-6. Otherwise, if the given value is false, the empty string,
            //      null, 0 or NaN, then remove the hidden attribute.
            None | Some(V::Boolean(false)) => delete_the_content_attribute(ctx, this, "hidden"),
            Some(V::DOMString(s)) if s.is_empty() => delete_the_content_attribute(ctx, this, "hidden"),
            Some(V::UnrestrictedDouble(d)) if d == 0.0 || d.is_nan() => delete_the_content_attribute(ctx, this, "hidden"),
            // 7. Otherwise, set the hidden attribute to the empty string.
            Some(_) => set_the_content_attribute(ctx, this, "hidden", ""),
        }
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-accesskeylabel:
    /// no access key is ever assigned here (there is no keyboard to assign
    /// one from), and then the label is the empty string.
    fn get_access_key_label(_: &mut Context, _this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::default())
    }
    /// https://html.spec.whatwg.org/multipage/dnd.html#dom-draggable
    fn get_draggable(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| global::draggable(t, n))?.1)
    }
    /// Sets the `draggable` content attribute to "true" or "false".
    fn set_draggable(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        set_the_content_attribute(ctx, this, "draggable", if value { "true" } else { "false" })
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-spellcheck
    fn get_spellcheck(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| global::spellcheck(t, n))?.1)
    }
    /// Sets the `spellcheck` content attribute to "true" or "false".
    fn set_spellcheck(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        set_the_content_attribute(ctx, this, "spellcheck", if value { "true" } else { "false" })
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-autocapitalize
    fn get_autocapitalize(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        // 1. Let state be the own autocapitalization hint of this.
        // 2. If state is default, then return the empty string.
        // 3-5. Return the keyword of the state ("none", "sentences", ...).
        Ok(JsString::from(with_tree(ctx, this, |t, n| global::own_autocapitalization_hint(t, n))?.1))
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable
    fn get_content_editable(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        // "true", "plaintext-only" or "false" for those states, else "inherit".
        let state = with_tree(ctx, this, |t, n| global::content_editable_state(t, n))?.1;
        Ok(JsString::from(state.unwrap_or("inherit")))
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable (setter)
    fn set_content_editable(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let v = value.to_std_string_lossy().to_ascii_lowercase();
        match v.as_str() {
            // "inherit": remove the content attribute if present.
            "inherit" => delete_the_content_attribute(ctx, this, "contenteditable"),
            // "true", "plaintext-only", "false": set the attribute to it.
            "true" | "plaintext-only" | "false" => set_the_content_attribute(ctx, this, "contenteditable", &v),
            // Otherwise, throw a "SyntaxError" DOMException.
            _ => Err(dom_exception(
                ctx,
                "SyntaxError",
                &format!("Failed to set the 'contentEditable' property on 'HTMLElement': The value provided ('{}') is not one of 'true', 'false', 'plaintext-only', or 'inherit'.", value.to_std_string_lossy()),
            )),
        }
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-iscontenteditable
    fn get_is_content_editable(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(with_tree(ctx, this, |t, n| global::is_content_editable(t, n))?.1)
    }
    fn get_dataset(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::html::domstringmap::dataset(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-innertext
    fn get_inner_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(get_the_text(ctx, this)?))
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#set-the-inner-text-steps
    fn set_inner_text(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let r = crate::dom::node::node_ref(this)?;
        let tree = crate::host::host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no document"))?;
        let result = {
            let mut t = tree.borrow_mut();
            // 1. Let fragment be the rendered text fragment for value given element's node document.
            // 2. Replace all with fragment within element.
            runtime::html::rendered_text::rendered_text_fragment(&mut t, &value.to_std_string_lossy()).and_then(|f| t.replace_all(Some(f), r.node))
        };
        result.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, r.doc);
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-outertext (the getter is innerText's)
    fn get_outer_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(get_the_text(ctx, this)?))
    }
    /// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute:outertext-2
    fn set_outer_text(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let r = crate::dom::node::node_ref(this)?;
        let tree = crate::host::host(ctx).doc(r.doc, |d| d.tree.clone()).ok_or_else(|| type_error("no document"))?;
        // 1. If this's parent is null, then throw a "NoModificationAllowedError" DOMException.
        let parent = tree.borrow().parent(r.node);
        let Some(parent) = parent else {
            return Err(crate::webidl::exception::dom_exception(ctx, "NoModificationAllowedError", "Failed to set the 'outerText' property on 'HTMLElement': The element has no parent."));
        };
        let result = {
            let mut t = tree.borrow_mut();
            // 2-4. Let fragment be the rendered text fragment (a Text node
            //      with the empty string if value is empty), then replace this
            //      with fragment within this's parent.
            let fragment = runtime::html::rendered_text::rendered_text_fragment(&mut t, &value.to_std_string_lossy());
            fragment.and_then(|f| {
                if t.first_child(f).is_none() {
                    let empty = t.create_text("");
                    t.append_child(f, empty)?;
                }
                t.insert_before(parent, f, Some(r.node))?;
                t.remove_child(parent, r.node).map(|_| ())
            })
        };
        result.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, r.doc);
        Ok(())
    }
    fn get_autofocus(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(attribute(ctx, this, "autofocus")?.is_some())
    }
    fn set_autofocus(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        reflect_boolean(ctx, this, "autofocus", value)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsetparent: an
    /// element without an associated box has none.
    fn get_offset_parent(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    /// https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsettop: no box, 0.
    fn get_offset_top(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_offset_left(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_offset_width(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_offset_height(_: &mut Context, _this: &JsObject) -> JsResult<i32> {
        Ok(0)
    }
    fn get_tab_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        crate::html::focus::tab_index(ctx, this)
    }
    fn set_tab_index(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        set_attribute(ctx, this, "tabindex", &value.to_string())
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-focus
    fn focus(ctx: &mut Context, this: &JsObject, _options: crate::generated::FocusOptions) -> JsResult<()> {
        // 1. If the allow focus steps given the element's node document return false, then return.
        // 2. Run the focusing steps for this (scrolling has no effect without a viewport).
        crate::html::focus::focusing_steps(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-blur
    fn blur(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        crate::html::focus::unfocusing_steps(ctx, this)
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-click
    fn click(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let r = crate::dom::node::node_ref(this)?;
        // 1. If this element is a form control that is disabled, then return.
        //    (Its own disabled attribute, or a disabled fieldset ancestor.)
        let disabled = crate::dom::node::with_tree(ctx, this, |t, n| runtime::html::forms::disabled::is_disabled_form_control(t, n))?.1;
        if disabled {
            return Ok(());
        }
        // 2. If this element's click in progress flag is set, then return.
        let h = crate::host::host(ctx);
        if h.objects(r.doc, |o| o.clicks_in_progress.contains(&r.node)).unwrap_or(false) {
            return Ok(());
        }
        // 3. Set this element's click in progress flag.
        h.objects_mut(r.doc, |o| o.clicks_in_progress.push(r.node));
        // 4. Fire a synthetic pointer event named click at this element, with the not trusted flag set.
        let result = fire_synthetic_pointer_event(ctx, this, "click", true);
        // 5. Unset this element's click in progress flag.
        h.objects_mut(r.doc, |o| o.clicks_in_progress.retain(|n| *n != r.node));
        result.map(|_| ())
    }
    fn get_style(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        crate::cssom::cssstyledeclaration::inline_style(ctx, this)
    }
}
