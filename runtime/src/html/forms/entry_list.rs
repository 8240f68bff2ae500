//! https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set :
//! the entry list a form submits (and `new FormData(form)` starts with).

use crate::dom::{NodeId, Tree};

use super::control::checked;
use super::disabled::is_disabled_form_control;
use super::disabled::is_option_disabled;
use super::form_owner::{
    has_datalist_ancestor, html_name, input_type, is_html, submittable_elements,
};
use super::input_type::InputType;
use super::select::{option_value, options, selectedness};
use super::value::value;

/// A file in an entry list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileEntry {
    pub name: String,
    pub mime_type: String,
    pub bytes: Vec<u8>,
}

/// The value of an entry: a string or a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryValue {
    String(String),
    File(FileEntry),
}

/// https://xhr.spec.whatwg.org/#concept-formdata-entry
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub value: EntryValue,
}

impl Entry {
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#create-an-entry
    /// with a string value (Rust strings are already scalar value strings).
    pub fn string(name: &str, value: &str) -> Entry {
        Entry {
            name: name.to_owned(),
            value: EntryValue::String(value.to_owned()),
        }
    }
}

/// https://html.spec.whatwg.org/multipage/dom.html#the-directionality of a
/// control, as its `dirname` entry reports it: the nearest `dir` attribute
/// (`auto` looks at the first strong character of the value), else `ltr`.
pub fn directionality(tree: &Tree, element: NodeId) -> &'static str {
    for node in std::iter::once(element).chain(tree.ancestors(element)) {
        let Some(dir) = tree.element(node).and_then(|e| e.plain_attribute("dir")) else {
            continue;
        };
        if dir.eq_ignore_ascii_case("rtl") {
            return "rtl";
        }
        if dir.eq_ignore_ascii_case("ltr") {
            return "ltr";
        }
        if dir.eq_ignore_ascii_case("auto") {
            let text = if node == element {
                value(tree, element)
            } else {
                tree.descendant_text_content(node)
            };
            return match text
                .chars()
                .find(|c| is_strong_rtl(*c) || c.is_alphabetic())
            {
                Some(c) if is_strong_rtl(c) => "rtl",
                _ => "ltr",
            };
        }
    }
    "ltr"
}

/// Characters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana,
/// NKo and their presentation forms).
fn is_strong_rtl(c: char) -> bool {
    matches!(c as u32, 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF | 0x10800..=0x10FFF | 0x1E800..=0x1EFFF)
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
/// steps 3-6 and 10: the entries of `form`'s controls, with `submitter` the
/// button that submits (or `None`), and `encoding` the name `_charset_`
/// reports. Steps 1-2 and 7-9 (the "constructing entry list" flag and the
/// `formdata` event, whose listeners may change the list) are the caller's.
///
/// No file chooser exists, so a file input always contributes one empty
/// file; the Image Button's selected coordinate is (0, 0).
pub fn construct_entry_list(
    tree: &Tree,
    form: NodeId,
    submitter: Option<NodeId>,
    encoding: &str,
) -> Vec<Entry> {
    let mut list = Vec::new();
    // 3. Let controls be a list of all the submittable elements whose form
    //    owner is form, in tree order.
    for field in submittable_elements(tree, form) {
        let t = input_type(tree, field);
        let is_button = is_html(tree, field, "button")
            || t.is_some_and(|t| {
                matches!(
                    t,
                    InputType::Submit | InputType::Image | InputType::Reset | InputType::Button
                )
            });
        // 5.1. Skip: a datalist ancestor; disabled; a button that is not the
        //      submitter; an unchecked checkbox or radio button.
        if has_datalist_ancestor(tree, field)
            || is_disabled_form_control(tree, field)
            || (is_button && Some(field) != submitter)
            || (matches!(t, Some(InputType::Checkbox | InputType::Radio)) && !checked(tree, field))
        {
            continue;
        }
        let name = tree
            .element(field)
            .and_then(|e| e.plain_attribute("name"))
            .unwrap_or("")
            .to_owned();
        // 5.2. An Image Button (the submitter): name.x and name.y.
        if t == Some(InputType::Image) {
            let prefix = if name.is_empty() {
                String::new()
            } else {
                format!("{name}.")
            };
            list.push(Entry::string(&format!("{prefix}x"), "0"));
            list.push(Entry::string(&format!("{prefix}y"), "0"));
            continue;
        }
        // 5.4. Skip a field without a name or with an empty name.
        if name.is_empty() {
            continue;
        }
        match (html_name(tree, field), t) {
            // 5.6. select: each selected option that is not disabled.
            (Some("select"), _) => {
                for o in options(tree, field) {
                    if selectedness(tree, o) && !is_option_disabled(tree, o) {
                        list.push(Entry::string(&name, &option_value(tree, o)));
                    }
                }
            }
            // 5.7. Checkbox, radio: the value attribute, or "on".
            (_, Some(InputType::Checkbox | InputType::Radio)) => {
                let v = tree
                    .element(field)
                    .and_then(|e| e.plain_attribute("value"))
                    .unwrap_or("on");
                list.push(Entry::string(&name, v));
            }
            // 5.8. File: no selected files, so one empty file.
            (_, Some(InputType::File)) => list.push(Entry {
                name: name.clone(),
                value: EntryValue::File(FileEntry {
                    name: String::new(),
                    mime_type: "application/octet-stream".into(),
                    bytes: Vec::new(),
                }),
            }),
            // 5.9. Hidden named `_charset_`: the encoding's name.
            (_, Some(InputType::Hidden)) if name.eq_ignore_ascii_case("_charset_") => {
                list.push(Entry::string(&name, encoding))
            }
            // 5.10. Otherwise the field's value.
            _ => list.push(Entry::string(&name, &value(tree, field))),
        }
        // 5.11. The dirname attribute: an entry with the directionality.
        let dirname_applies = is_html(tree, field, "textarea")
            || t.is_some_and(|t| {
                t.is_text_like()
                    || matches!(
                        t,
                        InputType::Hidden
                            | InputType::Submit
                            | InputType::Reset
                            | InputType::Button
                    )
            });
        if let Some(dirname) = tree
            .element(field)
            .and_then(|e| e.plain_attribute("dirname"))
            .filter(|d| !d.is_empty() && dirname_applies)
        {
            list.push(Entry::string(dirname, directionality(tree, field)));
        }
    }
    list
}

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#convert-to-a-list-of-name-value-pairs :
/// names and values with newlines normalized to CRLF, files as their names.
pub fn name_value_pairs(entries: &[Entry]) -> Vec<(String, String)> {
    entries
        .iter()
        .map(|e| {
            let value = match &e.value {
                EntryValue::String(s) => s.as_str(),
                EntryValue::File(f) => f.name.as_str(),
            };
            (normalize_newlines(&e.name), normalize_newlines(value))
        })
        .collect()
}

/// Replace every CR not followed by LF, and every LF not preceded by CR, by CRLF.
pub fn normalize_newlines(s: &str) -> String {
    s.replace("\r\n", "\n")
        .replace('\r', "\n")
        .replace('\n', "\r\n")
}
