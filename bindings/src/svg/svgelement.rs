//! https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement: the
//! HTMLOrSVGElement members, which HTML defines for both kinds of element
//! (https://html.spec.whatwg.org/multipage/dom.html#htmlorsvgelement), so
//! they run the same steps as HTMLElement's.

use boa_engine::{Context, JsObject, JsResult};

use crate::generated::{FocusOptions, HTMLElementMethods, SVGElementMethods};
use crate::html::htmlelement::HTMLElement;

pub struct SVGElement;

impl SVGElementMethods for SVGElement {
    fn get_dataset(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        <HTMLElement as HTMLElementMethods>::get_dataset(ctx, this)
    }
    fn get_autofocus(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        <HTMLElement as HTMLElementMethods>::get_autofocus(ctx, this)
    }
    fn set_autofocus(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        <HTMLElement as HTMLElementMethods>::set_autofocus(ctx, this, value)
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-tabindex
    fn get_tab_index(ctx: &mut Context, this: &JsObject) -> JsResult<i32> {
        crate::html::focus::tab_index(ctx, this)
    }
    fn set_tab_index(ctx: &mut Context, this: &JsObject, value: i32) -> JsResult<()> {
        <HTMLElement as HTMLElementMethods>::set_tab_index(ctx, this, value)
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-focus
    fn focus(ctx: &mut Context, this: &JsObject, options: FocusOptions) -> JsResult<()> {
        <HTMLElement as HTMLElementMethods>::focus(ctx, this, options)
    }
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-blur
    fn blur(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        <HTMLElement as HTMLElementMethods>::blur(ctx, this)
    }
}
