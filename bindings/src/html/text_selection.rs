//! The APIs for the text control selections
//! (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection),
//! shared by `HTMLInputElement` and `HTMLTextAreaElement`: the state and
//! the algorithms are `runtime::html::forms::selection`; this file converts
//! and queues the `select` events.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::SelectionDirection;
use runtime::html::event_loop::TaskSource;
use runtime::html::forms::selection::{self, SelectionMode};
use runtime::html::forms::FormsError;

use crate::dom::node::node_ref;
use crate::generated::Interface;
use crate::html::form_controls::{forms_error, read, write};

/// The members of the text field selection API, the same on `input` and
/// `textarea`: the trait methods the generator asks each of them for,
/// written once (the functions below).
macro_rules! text_selection_methods {
    () => {
        fn select(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
            crate::html::text_selection::select(ctx, this)
        }
        fn get_selection_start(ctx: &mut Context, this: &JsObject) -> JsResult<Option<u32>> {
            crate::html::text_selection::selection_start(ctx, this)
        }
        fn set_selection_start(ctx: &mut Context, this: &JsObject, value: Option<u32>) -> JsResult<()> {
            crate::html::text_selection::set_selection_start(ctx, this, value)
        }
        fn get_selection_end(ctx: &mut Context, this: &JsObject) -> JsResult<Option<u32>> {
            crate::html::text_selection::selection_end(ctx, this)
        }
        fn set_selection_end(ctx: &mut Context, this: &JsObject, value: Option<u32>) -> JsResult<()> {
            crate::html::text_selection::set_selection_end(ctx, this, value)
        }
        fn get_selection_direction(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
            crate::html::text_selection::selection_direction(ctx, this)
        }
        fn set_selection_direction(ctx: &mut Context, this: &JsObject, value: Option<JsString>) -> JsResult<()> {
            crate::html::text_selection::set_selection_direction(ctx, this, value)
        }
        fn set_range_text(ctx: &mut Context, this: &JsObject, replacement: JsString) -> JsResult<()> {
            crate::html::text_selection::set_range_text(ctx, this, replacement, None, "preserve".into())
        }
        fn set_range_text_with_start(ctx: &mut Context, this: &JsObject, replacement: JsString, start: u32, end: u32, mode: String) -> JsResult<()> {
            crate::html::text_selection::set_range_text(ctx, this, replacement, Some((start, end)), mode)
        }
        fn set_selection_range(ctx: &mut Context, this: &JsObject, start: u32, end: u32, direction: Option<JsString>) -> JsResult<()> {
            crate::html::text_selection::set_selection_range(ctx, this, start, end, direction)
        }
    };
}
pub(crate) use text_selection_methods;

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#set-the-selection-range
/// step 6: when the selection changed, queue an element task on the user
/// interaction task source to fire `select` (bubbles) at the element.
fn selection_changed(ctx: &mut Context, this: &JsObject, changed: bool) -> JsResult<()> {
    if !changed {
        return Ok(());
    }
    let doc = node_ref(this)?.doc;
    let element = this.clone();
    crate::host::host(ctx).queue_task(
        doc,
        TaskSource::UserInteraction,
        Box::new(move |ctx: &mut Context| {
            if let Ok(ev) = crate::dom::event::create(ctx, Interface::Event, "select", true, false, |_| {}) {
                crate::dom::eventtarget::fire_event(ctx, &element, &ev);
            }
        }),
    );
    Ok(())
}

fn changed(ctx: &mut Context, this: &JsObject, r: Result<bool, FormsError>) -> JsResult<()> {
    match r {
        Ok(c) => selection_changed(ctx, this, c),
        Err(e) => Err(forms_error(ctx, e)),
    }
}

fn direction(value: Option<JsString>) -> SelectionDirection {
    let keyword = value.map(|v| v.to_std_string_lossy());
    SelectionDirection::from_keyword(keyword.as_deref())
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-select
pub fn select(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
    let c = write(ctx, this, selection::select)?;
    selection_changed(ctx, this, c)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectionstart
pub fn selection_start(ctx: &mut Context, this: &JsObject) -> JsResult<Option<u32>> {
    Ok(read(ctx, this, selection::selection)?.map(|s| s.start))
}

pub fn set_selection_start(ctx: &mut Context, this: &JsObject, value: Option<u32>) -> JsResult<()> {
    let r = write(ctx, this, |t, n| selection::set_selection_start(t, n, value))?;
    changed(ctx, this, r)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectionend
pub fn selection_end(ctx: &mut Context, this: &JsObject) -> JsResult<Option<u32>> {
    Ok(read(ctx, this, selection::selection)?.map(|s| s.end))
}

pub fn set_selection_end(ctx: &mut Context, this: &JsObject, value: Option<u32>) -> JsResult<()> {
    let r = write(ctx, this, |t, n| selection::set_selection_end(t, n, value))?;
    changed(ctx, this, r)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectiondirection
pub fn selection_direction(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
    Ok(read(ctx, this, selection::selection)?.map(|s| JsString::from(s.direction.keyword())))
}

pub fn set_selection_direction(ctx: &mut Context, this: &JsObject, value: Option<JsString>) -> JsResult<()> {
    let d = direction(value);
    let r = write(ctx, this, |t, n| selection::set_selection_direction(t, n, d))?;
    changed(ctx, this, r)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setrangetext
pub fn set_range_text(ctx: &mut Context, this: &JsObject, replacement: JsString, range: Option<(u32, u32)>, mode: String) -> JsResult<()> {
    let text = replacement.to_std_string_lossy();
    let mode = SelectionMode::from_keyword(&mode);
    let r = write(ctx, this, |t, n| selection::set_range_text(t, n, &text, range, mode))?;
    changed(ctx, this, r)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setselectionrange
pub fn set_selection_range(ctx: &mut Context, this: &JsObject, start: u32, end: u32, value: Option<JsString>) -> JsResult<()> {
    let d = direction(value);
    let r = write(ctx, this, |t, n| selection::set_selection_range(t, n, start, end, d))?;
    changed(ctx, this, r)
}
