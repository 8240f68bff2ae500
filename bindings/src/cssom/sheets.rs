//! A document's CSS style sheets: its `<style>` elements' and same-origin
//! `<link rel=stylesheet>` resources' sheets, in tree order
//! (https://drafts.csswg.org/cssom/#documentorshadowroot-document-or-shadow-root-css-style-sheets),
//! and the rule index the cascade runs on.
//!
//! The list is brought up to date when it is read: an owner whose source
//! (a `<style>`'s text, type, media and title; a link's URL, media and
//! title) is unchanged keeps its sheet, with what script did to it through
//! CSSOM; a new source makes a new sheet (HTML's "update a style block"
//! and a link's fetch), and a sheet whose owner is gone is removed (its
//! owner node becomes null). The rule index is rebuilt when the applying
//! sheets or their rules change, and kept otherwise.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use boa_engine::Context;
use runtime::css::cascade::Stylist;
use runtime::css::cssom::sheet::{CssStyleSheet, SheetRef};
use runtime::css::stylesheet::StyleSheet;
use runtime::dom::{NodeId, Tree};
use url::Url;

use crate::host::{host, DocId};

/// Where one author sheet comes from.
#[derive(Clone, PartialEq, Eq)]
enum Source {
    /// A `<style>` element's child text content.
    Style(String),
    /// A `<link rel=stylesheet>`'s URL.
    Link(Url),
}

/// What a sheet is made from: its source and the owner's media and title
/// attributes.
#[derive(Clone, PartialEq, Eq)]
struct SheetSource {
    source: Source,
    media: String,
    title: Option<String>,
}

/// One entry of the document's list: the owner node, what its sheet was
/// made from, and the sheet (none for a link whose resource did not load).
pub struct SheetEntry {
    pub owner: NodeId,
    source: SheetSource,
    pub sheet: Option<SheetRef>,
}

/// The owners of the document's sheets in tree order, with their sources,
/// media and title attributes.
fn sources(tree: &Tree, base: &Url, origin: &url::Origin) -> Vec<(NodeId, SheetSource)> {
    let mut out = Vec::new();
    for n in tree.descendants(tree.document()) {
        let Some(e) = tree.element(n) else { continue };
        if *e.namespace() != html5ever::ns!(html) {
            continue;
        }
        let media = tree.attribute(n, "media").unwrap_or_default().to_string();
        let title = tree.attribute(n, "title").map(str::to_string);
        match &**e.local_name() {
            "style" => {
                // https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block
                // 5. A type other than empty or "text/css" makes no sheet.
                let type_ = tree.attribute(n, "type").unwrap_or_default();
                if !type_.is_empty() && !type_.eq_ignore_ascii_case("text/css") {
                    continue;
                }
                out.push((n, SheetSource { source: Source::Style(tree.child_text_content(n)), media, title }));
            }
            "link" => {
                let rel = tree.attribute(n, "rel").unwrap_or_default();
                let is_sheet = rel.split(crate::dom::domtokenlist::is_ascii_whitespace).any(|t| t.eq_ignore_ascii_case("stylesheet"));
                let alternate = rel.split(crate::dom::domtokenlist::is_ascii_whitespace).any(|t| t.eq_ignore_ascii_case("alternate"));
                let Some(href) = tree.attribute(n, "href").filter(|h| !h.is_empty()) else { continue };
                // A link with the `disabled` attribute is not fetched
                // (https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet).
                if !is_sheet || alternate || tree.attribute(n, "disabled").is_some() {
                    continue;
                }
                // Only same-origin sheets: others would need a network the engine does not have.
                if let Ok(url) = base.join(href) {
                    if fetchable(&url, base, origin) {
                        out.push((n, SheetSource { source: Source::Link(url), media: media.clone(), title: title.clone() }));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// At most this many `@import`ed sheets are fetched for one sheet (a
/// sheet importing itself twice at each level would otherwise make
/// 2^16 fetches before the depth limit).
const MAX_IMPORTED_SHEETS: usize = 64;

/// Whether a sheet at `url` may be fetched for a document at `base` of
/// `origin`: same origin (or both `file:`); others would need a network
/// the engine does not have.
fn fetchable(url: &Url, base: &Url, origin: &url::Origin) -> bool {
    url.origin() == *origin || url.scheme() == "file" && base.scheme() == "file"
}

/// https://drafts.csswg.org/css-cascade-5/#at-import: fetches the sheets
/// `sheet` imports (whose media and `supports()` match), parsed, and theirs
/// in turn, leaving out a URL already on the chain (a cycle) and stopping
/// at `budget` sheets. The cascade applies them; CSSOM's
/// `CSSImportRule.styleSheet` stays null.
fn fetch_imports(ctx: &Context, sheet: &mut StyleSheet, base: &Url, origin: &url::Origin, chain: &mut Vec<Url>, budget: &mut usize) {
    for import in sheet.pending_imports_mut() {
        let Some(url) = import.url.clone() else { continue };
        if *budget == 0 || chain.contains(&url) || !fetchable(&url, base, origin) {
            continue;
        }
        *budget -= 1;
        match host(ctx).ua().loader.load(&url) {
            Ok(res) if res.status < 400 => {
                let mut imported = StyleSheet::parse(&res.text(), &res.url);
                chain.push(url);
                fetch_imports(ctx, &mut imported, base, origin, chain, budget);
                chain.pop();
                import.sheet = Some(Box::new(imported));
            }
            Ok(res) => tracing::warn!("imported style sheet {url}: status {}", res.status),
            Err(e) => tracing::warn!("imported style sheet {url}: {e}"),
        }
    }
}

/// https://drafts.csswg.org/cssom/#create-a-css-style-sheet for `owner`'s source.
fn create_sheet(ctx: &Context, base: &Url, doc_url: &Url, owner: NodeId, source: &SheetSource) -> Option<SheetRef> {
    let SheetSource { source, media, title } = source;
    let title = title.clone().filter(|t| !t.is_empty());
    let origin = doc_url.origin();
    let mut budget = MAX_IMPORTED_SHEETS;
    match source {
        Source::Style(text) => {
            let mut parsed = StyleSheet::parse(text, base);
            fetch_imports(ctx, &mut parsed, base, &origin, &mut Vec::new(), &mut budget);
            Some(CssStyleSheet::create(parsed, None, Some(owner), title, media.clone()))
        }
        Source::Link(link) => match host(ctx).ua().loader.load(link) {
            Ok(res) if res.status < 400 => {
                let mut parsed = StyleSheet::parse(&res.text(), &res.url);
                fetch_imports(ctx, &mut parsed, base, &origin, &mut vec![link.clone()], &mut budget);
                Some(CssStyleSheet::create(parsed, Some(link.clone()), Some(owner), title, media.clone()))
            }
            Ok(res) => {
                tracing::warn!("style sheet {link}: status {}", res.status);
                None
            }
            Err(e) => {
                tracing::warn!("style sheet {link}: {e}");
                None
            }
        },
    }
}

/// https://drafts.csswg.org/cssom/#add-a-css-style-sheet, steps 2-4 (the
/// caller adds it to the list): a titled sheet other than the preferred
/// set's is disabled.
fn add_a_css_style_sheet(ctx: &Context, doc: DocId, sheet: &SheetRef) {
    let mut s = sheet.borrow_mut();
    // 2. If the disabled flag is set, then return.
    if s.disabled {
        return;
    }
    let title = s.title.clone().unwrap_or_default();
    let preferred = host(ctx).objects_mut(doc, |o| {
        // 3. If the title is not the empty string, the alternate flag is unset
        //    (alternate sheets are not loaded), and preferred CSS style sheet
        //    set name is the empty string, change it to the title.
        if !title.is_empty() && o.preferred_style_sheet_set.is_empty() {
            o.preferred_style_sheet_set = title.clone();
        }
        o.preferred_style_sheet_set.clone()
    });
    // 4. If the title is empty or the preferred set's name, enable the
    //    sheet; otherwise, disable it.
    s.disabled = !(title.is_empty() || title == preferred);
}

/// The document's CSS style sheets now, in tree order.
pub fn document_sheets(ctx: &Context, doc: DocId) -> Vec<SheetRef> {
    let h = host(ctx);
    let Some((tree, url)) = h.doc(doc, |d| (d.tree.clone(), d.url.clone())) else { return Vec::new() };
    let base = crate::html::urls::document_base_url(ctx, doc).unwrap_or_else(|| url.clone());
    let srcs = sources(&tree.borrow(), &base, &url.origin());
    let mut old: Vec<SheetEntry> = h.objects_mut(doc, |o| std::mem::take(&mut o.style_sheets));
    let mut entries = Vec::with_capacity(srcs.len());
    for (owner, source) in srcs {
        let kept = old.iter().position(|e| e.owner == owner && e.source == source).map(|i| old.swap_remove(i));
        let entry = match kept {
            Some(e) => e,
            None => {
                let sheet = create_sheet(ctx, &base, &url, owner, &source);
                if let Some(sheet) = &sheet {
                    add_a_css_style_sheet(ctx, doc, sheet);
                }
                SheetEntry { owner, source, sheet }
            }
        };
        entries.push(entry);
    }
    // https://drafts.csswg.org/cssom/#remove-a-css-style-sheet: the sheets
    // whose owner went away, or now has another source.
    for gone in old {
        if let Some(sheet) = gone.sheet {
            if let Ok(mut s) = sheet.try_borrow_mut() {
                s.owner_node = None;
            }
        }
    }
    let sheets = entries.iter().filter_map(|e| e.sheet.clone()).collect();
    h.objects_mut(doc, |o| o.style_sheets = entries);
    sheets
}

/// The sheet `owner` (a `<style>` or `<link>`) has, if any.
pub fn sheet_of(ctx: &Context, doc: DocId, owner: NodeId) -> Option<SheetRef> {
    document_sheets(ctx, doc);
    let listed = host(ctx).objects(doc, |o| o.style_sheets.iter().find(|e| e.owner == owner).map(|e| e.sheet.clone())).flatten();
    match listed {
        Some(sheet) => sheet,
        None => shadow_tree_sheet(ctx, doc, owner),
    }
}

/// The sheet of a `<style>` in a connected shadow tree: it exists (script
/// reads and changes its rules) but is not applied, as the engine applies
/// no style inside shadow trees (conformance.md).
fn shadow_tree_sheet(ctx: &Context, doc: DocId, owner: NodeId) -> Option<SheetRef> {
    let h = host(ctx);
    let (tree, url) = h.doc(doc, |d| (d.tree.clone(), d.url.clone()))?;
    let source = {
        let t = tree.borrow();
        let is_style = t.element(owner).is_some_and(|e| e.is_html("style"));
        let type_ = t.attribute(owner, "type").unwrap_or_default();
        if !is_style || !t.is_connected(owner) || !t.is_in_shadow_tree(owner) || !type_.is_empty() && !type_.eq_ignore_ascii_case("text/css") {
            return None;
        }
        let media = t.attribute(owner, "media").unwrap_or_default().to_string();
        let title = t.attribute(owner, "title").map(str::to_string);
        SheetSource { source: Source::Style(t.child_text_content(owner)), media, title }
    };
    let kept = h.objects(doc, |o| o.shadow_style_sheets.iter().find(|e| e.owner == owner && e.source == source).and_then(|e| e.sheet.clone())).flatten();
    if kept.is_some() {
        return kept;
    }
    let base = crate::html::urls::document_base_url(ctx, doc).unwrap_or_else(|| url.clone());
    let sheet = create_sheet(ctx, &base, &url, owner, &source);
    h.objects_mut(doc, |o| {
        o.shadow_style_sheets.retain(|e| e.owner != owner);
        o.shadow_style_sheets.push(SheetEntry { owner, source, sheet: sheet.clone() });
    });
    sheet
}

/// The rule index of `doc`'s sheets, built or reused.
pub fn stylist(ctx: &Context, doc: DocId) -> Option<Rc<Stylist>> {
    let h = host(ctx);
    let sheets = document_sheets(ctx, doc);
    let mut hasher = DefaultHasher::new();
    for sheet in &sheets {
        let s = sheet.borrow();
        (s.id, s.generation, s.applies()).hash(&mut hasher);
    }
    let key = hasher.finish();
    if let Some(Some((k, s))) = h.objects(doc, |o| o.stylist.clone()) {
        if k == key {
            return Some(s);
        }
    }
    let applying: Vec<StyleSheet> = sheets.iter().map(|s| s.borrow()).filter(|s| s.applies()).map(|s| s.to_stylesheet()).collect();
    let refs: Vec<&StyleSheet> = applying.iter().collect();
    let s = Rc::new(Stylist::new(&refs));
    h.objects_mut(doc, |o| o.stylist = Some((key, s.clone())));
    Some(s)
}
