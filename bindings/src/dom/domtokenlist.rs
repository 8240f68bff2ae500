//! https://dom.spec.whatwg.org/#interface-domtokenlist: `classList` and
//! `relList`. The token set is parsed from the associated attribute on each
//! access (the attribute change steps of the standard keep the two equal),
//! and every change runs the update steps, which write the attribute.

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::{DOMTokenListMethods, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, same_object, DomObject};

pub struct DOMTokenList;

/// https://infra.spec.whatwg.org/#ascii-whitespace
pub fn is_ascii_whitespace(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' ')
}

/// https://dom.spec.whatwg.org/#concept-ordered-set-parser
pub fn ordered_set_parse(input: &str) -> Vec<String> {
    // 1. Let inputTokens be the result of splitting input on ASCII whitespace.
    // 2-3. Append each token not already in tokens.
    let mut tokens: Vec<String> = Vec::new();
    for t in input.split(is_ascii_whitespace).filter(|t| !t.is_empty()) {
        if !tokens.iter().any(|x| x == t) {
            tokens.push(t.to_string());
        }
    }
    tokens
}

/// https://dom.spec.whatwg.org/#concept-ordered-set-serializer
pub fn ordered_set_serialize(set: &[String]) -> String {
    set.join(" ")
}

/// The DOMTokenList of `element` (a wrapper) for its attribute `attribute`,
/// the same object on every access.
pub fn token_list(ctx: &mut Context, element: &JsObject, attribute: &'static str) -> JsResult<JsObject> {
    let key = match attribute {
        "class" => "classList",
        "rel" => "relList",
        _ => attribute,
    };
    same_object(ctx, element, key, |ctx| {
        reflect(ctx, Interface::DOMTokenList, DomKind::ElementPart { element: element.clone(), what: attribute })
    })
}

/// The element and attribute local name the list is associated with.
fn associated(this: &JsObject) -> JsResult<(JsObject, &'static str)> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a DOMTokenList"))?;
    match &d.kind {
        DomKind::ElementPart { element, what } => Ok((element.clone(), *what)),
        _ => Err(type_error("not a DOMTokenList")),
    }
}

/// The token set, from the associated attribute's value.
fn token_set(ctx: &Context, this: &JsObject) -> JsResult<Vec<String>> {
    let (element, attr) = associated(this)?;
    let value = crate::dom::element::attribute(ctx, &element, attr)?;
    Ok(value.map(|v| ordered_set_parse(&v)).unwrap_or_default())
}

/// https://dom.spec.whatwg.org/#concept-dtl-update
fn update(ctx: &mut Context, this: &JsObject, set: &[String]) -> JsResult<()> {
    let (element, attr) = associated(this)?;
    // 1. If the associated element does not have an associated attribute and
    //    token set is empty, then return.
    if set.is_empty() && crate::dom::element::attribute(ctx, &element, attr)?.is_none() {
        return Ok(());
    }
    // 2. Set an attribute value with the serialized token set.
    crate::dom::element::set_attribute(ctx, &element, attr, &ordered_set_serialize(set))
}

/// The validation steps of add, remove, toggle and replace.
fn validate(ctx: &mut Context, op: &str, token: &str) -> JsResult<()> {
    // 1. If token is the empty string, then throw a "SyntaxError" DOMException.
    if token.is_empty() {
        return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to execute '{op}' on 'DOMTokenList': The token provided must not be empty.")));
    }
    // 2. If token contains any ASCII whitespace, then throw an "InvalidCharacterError" DOMException.
    if token.chars().any(is_ascii_whitespace) {
        return Err(dom_exception(
            ctx,
            "InvalidCharacterError",
            &format!("Failed to execute '{op}' on 'DOMTokenList': The token provided ('{token}') contains HTML space characters, which are not valid in tokens."),
        ));
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/links.html#linkTypes: the
/// supported tokens of `rel` for the element kind (hyperlinks vs `link`);
/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox:
/// the sandbox keywords.
fn supported_tokens(ctx: &Context, element: &JsObject, attr: &str) -> JsResult<Option<&'static [&'static str]>> {
    if attr == "sandbox" {
        return Ok(Some(&[
            "allow-downloads",
            "allow-forms",
            "allow-modals",
            "allow-orientation-lock",
            "allow-pointer-lock",
            "allow-popups",
            "allow-popups-to-escape-sandbox",
            "allow-presentation",
            "allow-same-origin",
            "allow-scripts",
            "allow-top-navigation",
            "allow-top-navigation-by-user-activation",
            "allow-top-navigation-to-custom-protocols",
        ]));
    }
    if attr != "rel" {
        return Ok(None);
    }
    let (_, name) = crate::dom::node::with_tree(ctx, element, |t, n| t.element(n).map(|e| e.local_name().to_string()))?;
    Ok(Some(match name.as_deref() {
        Some("link") => &["alternate", "dns-prefetch", "expect", "icon", "manifest", "modulepreload", "next", "pingback", "preconnect", "prefetch", "preload", "search", "stylesheet"],
        Some("form") => &["external", "nofollow", "noopener", "noreferrer", "opener"],
        _ => &["noopener", "noreferrer", "opener"],
    }))
}

impl DOMTokenListMethods for DOMTokenList {
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-length
    fn get_length(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(token_set(ctx, this)?.len() as u32)
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-item
    fn item(ctx: &mut Context, this: &JsObject, index: u32) -> JsResult<Option<JsString>> {
        Ok(token_set(ctx, this)?.get(index as usize).map(|s| JsString::from(s.as_str())))
    }
    fn supported_property_indices(ctx: &mut Context, this: &JsObject) -> JsResult<u32> {
        Ok(token_set(ctx, this)?.len() as u32)
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-contains
    fn contains(ctx: &mut Context, this: &JsObject, token: JsString) -> JsResult<bool> {
        let token = token.to_std_string_lossy();
        Ok(token_set(ctx, this)?.contains(&token))
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-add
    fn add(ctx: &mut Context, this: &JsObject, tokens: Vec<JsString>) -> JsResult<()> {
        let tokens: Vec<String> = tokens.iter().map(JsString::to_std_string_lossy).collect();
        // 1. For each token of tokens: validate.
        for t in &tokens {
            validate(ctx, "add", t)?;
        }
        // 2. For each token of tokens, append token to this's token set.
        let mut set = token_set(ctx, this)?;
        for t in tokens {
            if !set.contains(&t) {
                set.push(t);
            }
        }
        // 3. Run the update steps.
        update(ctx, this, &set)
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-remove
    fn remove(ctx: &mut Context, this: &JsObject, tokens: Vec<JsString>) -> JsResult<()> {
        let tokens: Vec<String> = tokens.iter().map(JsString::to_std_string_lossy).collect();
        // 1. Validate each token.
        for t in &tokens {
            validate(ctx, "remove", t)?;
        }
        // 2. For each token in tokens, remove token from this's token set.
        let mut set = token_set(ctx, this)?;
        set.retain(|t| !tokens.contains(t));
        // 3. Run the update steps.
        update(ctx, this, &set)
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-toggle
    fn toggle(ctx: &mut Context, this: &JsObject, token: JsString, force: Option<bool>) -> JsResult<bool> {
        let token = token.to_std_string_lossy();
        // 1-2. Validate token.
        validate(ctx, "toggle", &token)?;
        let mut set = token_set(ctx, this)?;
        // 3. If this's token set[token] exists:
        if set.contains(&token) {
            // 3.1. If force is either not given or is false, remove token, run the update steps and return false.
            if force != Some(true) {
                set.retain(|t| *t != token);
                update(ctx, this, &set)?;
                return Ok(false);
            }
            // 3.2. Return true.
            return Ok(true);
        }
        // 4. Otherwise, if force not given or is true, append token, run the update steps, and return true.
        if force != Some(false) {
            set.push(token);
            update(ctx, this, &set)?;
            return Ok(true);
        }
        // 5. Return false.
        Ok(false)
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-replace
    fn replace(ctx: &mut Context, this: &JsObject, token: JsString, new_token: JsString) -> JsResult<bool> {
        let (token, new_token) = (token.to_std_string_lossy(), new_token.to_std_string_lossy());
        // 1-2. Validate both tokens.
        validate(ctx, "replace", &token)?;
        validate(ctx, "replace", &new_token)?;
        // 3. If this's token set does not contain token, then return false.
        let set = token_set(ctx, this)?;
        if !set.contains(&token) {
            return Ok(false);
        }
        // 4. Replace token in this's token set with newToken (the set "replace":
        //    the first of token and newToken takes the place, the other goes).
        let mut out: Vec<String> = Vec::with_capacity(set.len());
        let mut placed = false;
        for t in set {
            if t == token || t == new_token {
                if !placed {
                    out.push(new_token.clone());
                    placed = true;
                }
            } else {
                out.push(t);
            }
        }
        // 5. Run the update steps. 6. Return true.
        update(ctx, this, &out)?;
        Ok(true)
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-supports
    fn supports(ctx: &mut Context, this: &JsObject, token: JsString) -> JsResult<bool> {
        let (element, attr) = associated(this)?;
        // https://dom.spec.whatwg.org/#concept-domtokenlist-validation
        // 1. If the associated attribute's local name does not define supported tokens, throw a TypeError.
        let Some(supported) = supported_tokens(ctx, &element, attr)? else {
            return Err(type_error(format!("Failed to execute 'supports' on 'DOMTokenList': DOMTokenList has no supported tokens (for the '{attr}' attribute).")));
        };
        // 2-4. The token, in ASCII lowercase, is one of the supported tokens.
        let lower = token.to_std_string_lossy().to_ascii_lowercase();
        Ok(supported.contains(&lower.as_str()))
    }
    /// https://dom.spec.whatwg.org/#dom-domtokenlist-value: the associated attribute's value.
    fn get_value(ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        let (element, attr) = associated(this)?;
        Ok(JsString::from(crate::dom::element::attribute(ctx, &element, attr)?.unwrap_or_default()))
    }
    fn set_value(ctx: &mut Context, this: &JsObject, value: JsString) -> JsResult<()> {
        let (element, attr) = associated(this)?;
        crate::dom::element::set_attribute(ctx, &element, attr, &value.to_std_string_lossy())
    }
}
