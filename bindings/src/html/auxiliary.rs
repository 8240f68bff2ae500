//! Auxiliary browsing contexts: `window.open`
//! (https://html.spec.whatwg.org/multipage/nav-history-apis.html#window-open-steps).
//!
//! A new window is a new top-level traversable (its own frame tree, so
//! WebMCP keeps its tools apart) in the opener's browsing context group, or
//! in a new group with "noopener". It starts with its initial `about:blank`
//! document, which has the opener's origin and lives in the opener's agent,
//! so `w = open(url); w.onload = f` works: the navigation to `url` is
//! queued, and when its response is same origin the new document reuses
//! that Window (https://html.spec.whatwg.org/multipage/browsing-the-web.html#initialise-the-document-object).

use boa_engine::{Context, JsObject, JsResult};
use runtime::html::sandboxing::SandboxingFlags;
use runtime::html::NavigableId;

use crate::html::document_load::{create_navigable_with_initial_document, Creator};
use crate::webidl::exception::dom_exception;
use crate::host::{host, DocId};

/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#window-open-steps,
/// for `opener` (the document of the Window whose `open` was called).
pub fn window_open_steps(ctx: &mut Context, opener: DocId, url: &str, target: &str, features: &str) -> JsResult<Option<JsObject>> {
    let h = host(ctx);
    // 3-5. Tokenize the features; "noopener" (or "noreferrer") means no opener and a null result.
    let tokens: Vec<String> = features
        .split(|c: char| c == ',' || c.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| t.split('=').next().unwrap_or("").to_ascii_lowercase())
        .collect();
    let noopener = tokens.iter().any(|t| t == "noopener" || t == "noreferrer");
    // 6. If target is the empty string, then set target to "_blank".
    let target = if target.is_empty() { "_blank" } else { target };
    // 8. Parse url relative to the entry document's base URL; failure is a SyntaxError.
    let entry = crate::host::incumbent_doc(ctx);
    let base = crate::html::urls::document_base_url(ctx, entry).or_else(|| crate::html::urls::document_base_url(ctx, opener)).ok_or_else(|| crate::webidl::convert::type_error("no document"))?;
    let url = if url.is_empty() {
        None
    } else {
        match base.join(url) {
            Ok(u) => Some(u),
            Err(e) => return Err(dom_exception(ctx, "SyntaxError", &format!("Unable to open a window with invalid URL '{url}': {e}."))),
        }
    };
    let keyed = h.ua().is_origin_keyed(opener);
    let (opener_nav, group, origin, sandboxing) = {
        let ua = h.ua();
        let Some(nav) = ua.navigable_of(opener) else { return Ok(None) };
        let Some(group) = ua.navigable(nav).map(|n| n.group) else { return Ok(None) };
        let Some((origin, sandboxing)) = ua.document(opener).map(|d| (d.origin.clone(), d.sandboxing)) else { return Ok(None) };
        (nav, group, origin, sandboxing)
    };
    // 7. The rules for choosing a navigable: `_self`, `_parent`, `_top`, or a
    //    navigable of the group with that name; otherwise a new one.
    let existing = choose_existing(&h, opener_nav, group, target);
    let nav = match existing {
        Some(nav) => nav,
        None => {
            // https://html.spec.whatwg.org/multipage/document-sequences.html#creating-a-new-auxiliary-browsing-context
            // "noopener" puts the new window in a new browsing context group.
            let group = if noopener { h.ua_mut().create_a_new_browsing_context_group() } else { group };
            let creator = Creator { container: None, inherited_origin: Some(origin.clone()), sandboxing, origin_keyed: keyed };
            let (nav, _) = create_navigable_with_initial_document(&mut h.ua_mut(), group, None, &creator);
            if let Some(n) = h.ua_mut().navigable_mut(nav) {
                n.script_closable = true;
                if !noopener {
                    n.opener = Some(opener_nav);
                }
                if !target.eq_ignore_ascii_case("_blank") {
                    n.target_name = target.to_string();
                }
            }
            nav
        }
    };
    // Navigate it, unless the URL is empty (about:blank stays).
    if let Some(url) = url.filter(|u| u.as_str() != "about:blank" || existing.is_some()) {
        if sandboxing.contains(SandboxingFlags::NAVIGATION) && existing.is_some() && existing != Some(opener_nav) {
            return Err(dom_exception(ctx, "SecurityError", "The sandboxed document may not navigate that window."));
        }
        crate::html::navigable::begin_navigation(&h, nav, None, url, Some(origin), opener);
    }
    // 14-15. Return null with noopener, else the WindowProxy.
    if noopener {
        return Ok(None);
    }
    crate::html::window_proxy::get(ctx, nav).map(Some)
}

/// The existing navigable `target` names from `opener`'s, if any.
fn choose_existing(h: &crate::host::ScriptHost, opener: NavigableId, group: runtime::html::BrowsingContextGroupId, target: &str) -> Option<NavigableId> {
    let ua = h.ua();
    let n = ua.navigable(opener)?;
    match target.to_ascii_lowercase().as_str() {
        "_self" => Some(opener),
        "_parent" => Some(n.parent.unwrap_or(opener)),
        "_top" => Some(ua.traversable_of(opener)),
        "_blank" => None,
        _ => {
            // A navigable of the same group whose target name is `target`.
            let mut found = None;
            let mut i = 0;
            while let Some(x) = ua.navigable(NavigableId(i)) {
                if !x.destroyed && x.group == group && x.target_name == target {
                    found = Some(x.id);
                    break;
                }
                i += 1;
            }
            found
        }
    }
}
