//! https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::dom::element::{attribute, set_attribute};
use crate::dom::node::{node_ref, with_tree};
use crate::generated::HTMLScriptElementMethods;
use crate::host::host;

pub struct HTMLScriptElement;

/// A reflected URL content attribute: resolved against the document's base URL.
pub fn reflect_url(ctx: &Context, this: &JsObject, name: &str) -> JsResult<String> {
    let Some(v) = attribute(ctx, this, name)? else { return Ok(String::new()) };
    let doc = crate::dom::node::node_ref(this)?.doc;
    let base = crate::html::urls::document_base_url(ctx, doc);
    Ok(base.and_then(|b| b.join(&v).ok()).map_or(v, |u| u.to_string()))
}

/// A reflected boolean content attribute (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes).
fn set_boolean(ctx: &mut Context, this: &JsObject, name: &str, value: bool) -> JsResult<()> {
    if value {
        set_attribute(ctx, this, name, "")
    } else {
        let (doc, _) = with_tree(ctx, this, |t, n| t.remove_attribute(n, name))?;
        crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, name);
        Ok(())
    }
}

/// A reflected string content attribute.
fn string(ctx: &Context, this: &JsObject, name: &str) -> JsResult<JsString> {
    Ok(JsString::from(attribute(ctx, this, name)?.unwrap_or_default()))
}

/// Sets a reflected string content attribute.
fn set_string(ctx: &mut Context, this: &JsObject, name: &str, value: &JsString) -> JsResult<()> {
    set_attribute(ctx, this, name, &value.to_std_string_lossy())
}

/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attributes:
/// the canonical keyword of a `crossorigin` attribute (an invalid or empty
/// value is Anonymous), or null when absent.
fn cors_setting(value: Option<String>) -> Option<String> {
    let v = value?;
    Some(if v.eq_ignore_ascii_case("use-credentials") { "use-credentials" } else { "anonymous" }.to_string())
}

/// https://w3c.github.io/webappsec-referrer-policy/#referrer-policies: a
/// known policy keyword, lowercased, or the empty string.
fn referrer_policy(value: Option<String>) -> String {
    const POLICIES: [&str; 8] = ["no-referrer", "no-referrer-when-downgrade", "same-origin", "origin", "strict-origin", "origin-when-cross-origin", "strict-origin-when-cross-origin", "unsafe-url"];
    value.and_then(|v| POLICIES.iter().find(|p| p.eq_ignore_ascii_case(&v)).map(|p| p.to_string())).unwrap_or_default()
}

impl HTMLScriptElementMethods for HTMLScriptElement {
    fn get_src(ctx: &mut Context, this: &JsObject) -> JsResult<String> {
        reflect_url(ctx, this, "src")
    }
    fn set_src(ctx: &mut Context, this: &JsObject, value: String) -> JsResult<()> {
        set_attribute(ctx, this, "src", &value)
    }
    fn get_type(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        string(ctx, this, "type")
    }
    fn set_type(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_string(ctx, this, "type", &value)
    }
    fn get_no_module(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(attribute(ctx, this, "nomodule")?.is_some())
    }
    fn set_no_module(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        set_boolean(ctx, this, "nomodule", value)
    }
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-script-async
    fn get_async(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        // 1. If this's force async is true, then return true.
        // 2. If this's async content attribute is present, then return true.
        let node = node_ref(this)?.node;
        Ok(host(ctx).scripts.borrow().force_async(node) || attribute(ctx, this, "async")?.is_some())
    }
    fn set_async(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        // 1. Set this's force async to false.
        let node = node_ref(this)?.node;
        host(ctx).scripts.borrow_mut().set_force_async(node, false);
        // 2-3. Set or remove the async content attribute.
        set_boolean(ctx, this, "async", value)
    }
    fn get_defer(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(attribute(ctx, this, "defer")?.is_some())
    }
    fn set_defer(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        set_boolean(ctx, this, "defer", value)
    }
    fn get_cross_origin(ctx: &mut Context, this: &JsObject) -> JsResult<Option<JsString>> {
        Ok(cors_setting(attribute(ctx, this, "crossorigin")?).map(JsString::from))
    }
    fn set_cross_origin(ctx: &mut Context, this: &JsObject, value: Option<JsString>) -> JsResult<()> {
        match value {
            Some(v) => set_string(ctx, this, "crossorigin", &v),
            None => {
                let (doc, _) = with_tree(ctx, this, |t, n| t.remove_attribute(n, "crossorigin"))?;
                crate::dom::node::attribute_changed(ctx, doc, node_ref(this)?.node, "crossorigin");
                Ok(())
            }
        }
    }
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-script-text:
    /// the child text content; setting it replaces the children with a Text node.
    fn get_text(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(with_tree(ctx, this, |t, n| t.child_text_content(n))?.1))
    }
    fn set_text(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let value = value.to_std_string_lossy();
        let (doc, r) = with_tree(ctx, this, |t, n| t.set_text_content(n, Some(&value)))?;
        r.map_err(|e| crate::dom::node::dom_error(ctx, e))?;
        crate::dom::node::tree_changed(ctx, doc);
        Ok(())
    }
    fn get_integrity(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        string(ctx, this, "integrity")
    }
    fn set_integrity(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_string(ctx, this, "integrity", &value)
    }
    fn get_referrer_policy(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(referrer_policy(attribute(ctx, this, "referrerpolicy")?)))
    }
    fn set_referrer_policy(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_string(ctx, this, "referrerpolicy", &value)
    }
    /// https://html.spec.whatwg.org/multipage/scripting.html#dom-script-supports
    fn supports(_ctx: &mut Context, type_: JsString) -> JsResult<bool> {
        Ok(matches!(type_.to_std_string_lossy().as_str(), "classic" | "module" | "importmap"))
    }
    fn get_charset(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        string(ctx, this, "charset")
    }
    fn set_charset(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_string(ctx, this, "charset", &value)
    }
    fn get_event(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        string(ctx, this, "event")
    }
    fn set_event(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_string(ctx, this, "event", &value)
    }
    fn get_html_for(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        string(ctx, this, "for")
    }
    fn set_html_for(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        set_string(ctx, this, "for", &value)
    }
}
