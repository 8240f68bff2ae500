//! A document's author style sheets: its `<style>` elements and
//! same-origin `<link rel=stylesheet>` resources, in tree order
//! (https://drafts.csswg.org/cssom/#document-or-shadow-root-css-style-sheets),
//! and the rule index the cascade runs on. The index is rebuilt when the
//! sheets' sources change (a `<style>`'s text, a link's URL), and kept
//! otherwise.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use boa_engine::Context;
use runtime::css::cascade::Stylist;
use runtime::css::stylesheet::StyleSheet;
use runtime::dom::Tree;
use url::Url;

use crate::host::{host, DocId};

/// Where one author sheet comes from.
#[derive(Hash)]
enum Source {
    /// A `<style>` element's child text content.
    Style(String),
    /// A `<link rel=stylesheet>`'s URL.
    Link(Url),
}

/// The sources of the document's sheets in tree order.
fn sources(tree: &Tree, base: &Url, origin: &url::Origin, disabled: &std::collections::HashMap<runtime::dom::NodeId, String>) -> Vec<Source> {
    let mut out = Vec::new();
    for n in tree.descendants(tree.document()) {
        let Some(e) = tree.element(n) else { continue };
        if *e.namespace() != html5ever::ns!(html) {
            continue;
        }
        match &**e.local_name() {
            "style" => {
                // A sheet whose disabled flag is set is not applied
                // (https://html.spec.whatwg.org/multipage/semantics.html#dom-style-disabled).
                let text = tree.child_text_content(n);
                if disabled.get(&n) != Some(&text) {
                    out.push(Source::Style(text));
                }
            }
            "link" => {
                let rel = tree.attribute(n, "rel").unwrap_or_default();
                let is_sheet = rel.split(crate::dom::domtokenlist::is_ascii_whitespace).any(|t| t.eq_ignore_ascii_case("stylesheet"));
                let alternate = rel.split(crate::dom::domtokenlist::is_ascii_whitespace).any(|t| t.eq_ignore_ascii_case("alternate"));
                let Some(href) = tree.attribute(n, "href").filter(|h| !h.is_empty()) else { continue };
                if !is_sheet || alternate {
                    continue;
                }
                // Only same-origin sheets: others would need a network the engine does not have.
                if let Ok(url) = base.join(href) {
                    if url.origin() == *origin || url.scheme() == "file" && base.scheme() == "file" {
                        out.push(Source::Link(url));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The rule index of `doc`'s sheets, built or reused.
pub fn stylist(ctx: &Context, doc: DocId) -> Option<Rc<Stylist>> {
    let h = host(ctx);
    let (tree, url) = h.doc(doc, |d| (d.tree.clone(), d.url.clone()))?;
    let disabled = h.objects(doc, |o| o.disabled_style_sheets.clone()).unwrap_or_default();
    let srcs = sources(&tree.borrow(), &url, &url.origin(), &disabled);
    let mut hasher = DefaultHasher::new();
    srcs.hash(&mut hasher);
    let key = hasher.finish();
    if let Some(Some((k, s))) = h.objects(doc, |o| o.stylist.clone()) {
        if k == key {
            return Some(s);
        }
    }
    let mut sheets = Vec::with_capacity(srcs.len());
    for src in srcs {
        match src {
            Source::Style(text) => sheets.push(StyleSheet::parse(&text, &url)),
            Source::Link(link) => {
                let loaded = h.ua().loader.load(&link);
                match loaded {
                    Ok(res) if res.status < 400 => sheets.push(StyleSheet::parse(&res.text(), &res.url)),
                    Ok(res) => tracing::warn!("style sheet {link}: status {}", res.status),
                    Err(e) => tracing::warn!("style sheet {link}: {e}"),
                }
            }
        }
    }
    let refs: Vec<&StyleSheet> = sheets.iter().collect();
    let s = Rc::new(Stylist::new(&refs));
    h.objects_mut(doc, |o| o.stylist = Some((key, s.clone())));
    Some(s)
}
