//! https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface for an
//! element's `style` attribute (read and written through
//! `runtime::css::cssom::DeclarationBlock`: the attribute is the one source
//! of truth, parsed on each access and written back by "update style
//! attribute"), for a style rule's `style` (the rule's declarations) and
//! for `getComputedStyle` (read only, live: computed on each read from the
//! document's sheets).

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::css::cssom::rule::RuleData;
use runtime::css::cssom::{property_for_attribute, DeclarationBlock};

use crate::generated::{CSSStyleDeclarationMethods, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, same_object, DomObject};

pub struct CSSStyleDeclaration;

/// https://drafts.csswg.org/cssom/#dom-elementcssinlinestyle-style: the
/// element's inline style declaration, the same object on every access.
pub fn inline_style(ctx: &mut Context, element: &JsObject) -> JsResult<JsObject> {
    same_object(ctx, element, "style", |ctx| {
        reflect(ctx, Interface::CSSStyleDeclaration, DomKind::ElementPart { element: element.clone(), what: "style" })
    })
}

/// https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle: a new
/// read-only declaration for `element`'s resolved values.
pub fn computed_style(ctx: &mut Context, element: JsObject) -> JsResult<JsObject> {
    reflect(ctx, Interface::CSSStyleDeclaration, DomKind::ElementPart { element, what: "computed" })
}

enum Owner {
    Inline(JsObject),
    Computed(JsObject),
    /// https://drafts.csswg.org/cssom/#dom-cssstylerule-style
    Rule(runtime::css::cssom::rule::RuleRef),
}

fn owner(this: &JsObject) -> JsResult<Owner> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a CSSStyleDeclaration"))?;
    match &d.kind {
        DomKind::ElementPart { element, what: "style" } => Ok(Owner::Inline(element.clone())),
        DomKind::ElementPart { element, what: "computed" } => Ok(Owner::Computed(element.clone())),
        DomKind::CssomPart { owner } => Ok(Owner::Rule(crate::cssom::cssrule::rule_of(owner)?.0)),
        _ => Err(type_error("not a CSSStyleDeclaration")),
    }
}

/// The declaration block of the element's `style` attribute now.
fn inline_block(ctx: &Context, element: &JsObject) -> JsResult<DeclarationBlock> {
    let text = crate::dom::element::attribute(ctx, element, "style")?;
    Ok(DeclarationBlock::parse(text.as_deref().unwrap_or_default()))
}

/// https://drafts.csswg.org/cssom/#update-style-attribute-for
fn update_style_attribute(ctx: &mut Context, element: &JsObject, block: &DeclarationBlock) -> JsResult<()> {
    crate::dom::element::set_attribute(ctx, element, "style", &block.css_text())
}

/// The declarations of a declaration that is not computed.
fn read_block(ctx: &Context, owner: &Owner) -> JsResult<DeclarationBlock> {
    match owner {
        Owner::Inline(e) => inline_block(ctx, e),
        Owner::Rule(rule) => match &rule.borrow().data {
            RuleData::Style { declarations, .. } => Ok(declarations.clone()),
            _ => Err(type_error("not a style rule's CSSStyleDeclaration")),
        },
        Owner::Computed(_) => Err(type_error("a computed CSSStyleDeclaration has no declaration block")),
    }
}

/// Stores changed declarations: the style attribute, or the rule's block
/// (recorded as a change of its sheet).
fn write_block(ctx: &mut Context, owner: &Owner, block: DeclarationBlock) -> JsResult<()> {
    match owner {
        Owner::Inline(e) => update_style_attribute(ctx, e, &block),
        Owner::Rule(rule) => {
            let mut r = rule.borrow_mut();
            if let RuleData::Style { declarations, .. } = &mut r.data {
                *declarations = block;
            }
            r.touch();
            Ok(())
        }
        Owner::Computed(_) => Err(read_only(ctx, "cssText")),
    }
}

/// Runs `f` on the computed style of `element` (resolved values).
fn with_computed<R>(ctx: &Context, element: &JsObject, f: impl FnOnce(&runtime::css::computed::ComputedStyle<'_>) -> R) -> JsResult<Option<R>> {
    let r = crate::dom::node::node_ref(element)?;
    let Some(stylist) = crate::cssom::sheets::stylist(ctx, r.doc) else { return Ok(None) };
    let Some(tree) = crate::host::host(ctx).doc(r.doc, |d| d.tree.clone()) else { return Ok(None) };
    let t = tree.borrow();
    let style = stylist.computed_style(&t, r.node);
    Ok(Some(f(&style)))
}

/// The "NoModificationAllowedError" of a computed (read-only) declaration.
fn read_only(ctx: &mut Context, op: &str) -> boa_engine::JsError {
    dom_exception(ctx, "NoModificationAllowedError", &format!("Failed to execute '{op}' on 'CSSStyleDeclaration': These styles are computed, and therefore read-only."))
}

fn get_property_value(ctx: &mut Context, this: &JsObject, property: &str) -> JsResult<String> {
    match owner(this)? {
        Owner::Computed(e) => Ok(with_computed(ctx, &e, |s| s.get(property))?.unwrap_or_default()),
        o => Ok(read_block(ctx, &o)?.get_property_value(property)),
    }
}

fn set_property(ctx: &mut Context, this: &JsObject, property: &str, value: &str, priority: &str) -> JsResult<()> {
    match owner(this)? {
        // 1. If the computed flag is set, then throw a NoModificationAllowedError exception.
        Owner::Computed(_) => Err(read_only(ctx, "setProperty")),
        o => {
            let mut block = read_block(ctx, &o)?;
            // The block's setProperty steps; on a change, update the style attribute.
            if block.set_property(property, value, priority) {
                write_block(ctx, &o, block)?;
            }
            Ok(())
        }
    }
}

impl CSSStyleDeclarationMethods for CSSStyleDeclaration {
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-csstext
    fn get_css_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        match owner(this)? {
            // A computed declaration serializes as the empty string (Chromium 156 too).
            Owner::Computed(_) => Ok(JsString::from("")),
            o => Ok(JsString::from(read_block(ctx, &o)?.css_text())),
        }
    }
    fn set_css_text(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        match owner(this)? {
            Owner::Computed(_) => Err(read_only(ctx, "cssText")),
            o => {
                let mut block = DeclarationBlock::new();
                block.set_css_text(&value.to_std_string_lossy());
                write_block(ctx, &o, block)
            }
        }
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-length
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Self::supported_property_indices(ctx, this)
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-item
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<JsString> {
        let name = match owner(this)? {
            Owner::Computed(e) => with_computed(ctx, &e, |s| s.property_names().into_iter().nth(index as usize))?.flatten(),
            o => read_block(ctx, &o)?.item(index as usize).map(str::to_string),
        };
        Ok(JsString::from(name.unwrap_or_default()))
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(match owner(this)? {
            Owner::Computed(e) => with_computed(ctx, &e, |s| s.property_names().len() as u32)?.unwrap_or(0),
            o => read_block(ctx, &o)?.length() as u32,
        })
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
    fn get_property_value(ctx: &mut Context, this: &JsObject, property: JsString) -> JsResult<JsString> {
        Ok(JsString::from(get_property_value(ctx, this, &property.to_std_string_lossy())?))
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertypriority
    fn get_property_priority(ctx: &mut Context, this: &JsObject, property: JsString) -> JsResult<JsString> {
        match owner(this)? {
            Owner::Computed(_) => Ok(JsString::from("")),
            o => Ok(JsString::from(read_block(ctx, &o)?.get_property_priority(&property.to_std_string_lossy()))),
        }
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-setproperty
    fn set_property(ctx: &mut Context, this: &JsObject, property: JsString, value: JsString, priority: JsString) -> JsResult<()> {
        set_property(ctx, this, &property.to_std_string_lossy(), &value.to_std_string_lossy(), &priority.to_std_string_lossy())
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-removeproperty
    fn remove_property(ctx: &mut Context, this: &JsObject, property: JsString) -> JsResult<JsString> {
        match owner(this)? {
            Owner::Computed(_) => Err(read_only(ctx, "removeProperty")),
            o => {
                let mut block = read_block(ctx, &o)?;
                let (old, changed) = block.remove_property(&property.to_std_string_lossy());
                if changed {
                    write_block(ctx, &o, block)?;
                }
                Ok(JsString::from(old))
            }
        }
    }
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel-cased-attribute
    /// (and the dashed attribute): getPropertyValue of the property.
    fn get_css_property(ctx: &mut Context, this: &JsObject, attribute: &str) -> JsResult<JsString> {
        let property = property_for_attribute(attribute).unwrap_or(attribute);
        Ok(JsString::from(get_property_value(ctx, this, property)?))
    }
    /// Setting: setProperty with the value and no priority.
    fn set_css_property(ctx: &mut Context, this: &JsObject, attribute: &str, value: JsString) -> JsResult<()> {
        let property = property_for_attribute(attribute).unwrap_or(attribute);
        set_property(ctx, this, property, &value.to_std_string_lossy(), "")
    }
}
