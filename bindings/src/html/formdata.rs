//! https://xhr.spec.whatwg.org/#interface-formdata: an entry list whose
//! values are strings or File objects.

use boa_engine::{Context, JsObject, JsResult};

use crate::dom::node::node_ref;
use crate::generated::{FormDataMethods, Interface};
use crate::webidl::exception::dom_exception;
use crate::generated::FileOrUSVString as FormDataEntryValue;
use crate::webidl::kind::{DomKind, FormDataEntry, FormDataValue};
use crate::webidl::reflect::{reflect_with_proto, DomObject};
use runtime::html::forms::entry_list::EntryValue;

pub struct FormData;

/// Runs `f` on the entry list of a FormData.
pub fn with_entries<R>(this: &JsObject, f: impl FnOnce(&mut Vec<FormDataEntry>) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not a FormData"))?;
    match &d.kind {
        DomKind::FormData(list) => Ok(f(&mut list.borrow_mut())),
        _ => Err(crate::webidl::convert::type_error("not a FormData")),
    }
}

/// A new FormData object in the current realm with `entries`.
pub fn new_form_data(ctx: &mut Context, entries: Vec<FormDataEntry>) -> JsResult<JsObject> {
    crate::webidl::reflect::reflect(ctx, Interface::FormData, DomKind::FormData(boa_gc::GcRefCell::new(entries)))
}

/// An entry list of the runtime's forms (a form's, or a parsed body's) as
/// FormData entries: files become File objects of the current realm.
pub fn entries_from_list(ctx: &mut Context, list: Vec<runtime::html::forms::entry_list::Entry>) -> JsResult<Vec<FormDataEntry>> {
    let now = crate::file_api::file::now(ctx);
    let mut out = Vec::with_capacity(list.len());
    for e in list {
        let value = match e.value {
            EntryValue::String(s) => FormDataValue::String(s),
            EntryValue::File(f) => FormDataValue::File(crate::file_api::file::new_file(ctx, f.bytes.into(), f.mime_type, f.name, now)?),
        };
        out.push(FormDataEntry { name: e.name, value });
    }
    Ok(out)
}

/// The entry list in the runtime's form, for encoding a body.
pub fn runtime_entries(this: &JsObject) -> JsResult<Vec<runtime::html::forms::entry_list::Entry>> {
    use runtime::html::forms::entry_list::{Entry, FileEntry};
    let entries = with_entries(this, |l| l.clone())?;
    Ok(entries
        .into_iter()
        .map(|e| {
            let value = match &e.value {
                FormDataValue::String(s) => EntryValue::String(s.clone()),
                FormDataValue::File(f) => {
                    let data = crate::file_api::blob::blob_data(f);
                    EntryValue::File(FileEntry {
                        name: data.as_ref().and_then(|d| d.file.as_ref()).map(|i| i.name.clone()).unwrap_or_default(),
                        mime_type: data.as_ref().map(|d| d.type_.clone()).unwrap_or_default(),
                        bytes: data.map(|d| d.bytes.to_vec()).unwrap_or_default(),
                    })
                }
            };
            Entry { name: e.name.clone(), value }
        })
        .collect())
}

/// https://xhr.spec.whatwg.org/#create-an-entry with a Blob value.
fn create_an_entry_with_blob(ctx: &mut Context, name: String, blob: &JsObject, filename: Option<String>) -> JsResult<FormDataEntry> {
    let data = crate::file_api::blob::data(blob)?;
    // 3.1. If value is not a File object, set value to a new File object of the
    // same bytes named "blob".
    // 3.2. If filename is given, set value to a new File object of the same bytes named filename.
    let value = match (&data.file, filename) {
        (Some(_), None) => blob.clone(),
        (file, filename) => {
            let name = filename.unwrap_or_else(|| "blob".to_string());
            let last_modified = match file {
                Some(f) => f.last_modified,
                None => crate::file_api::file::now(ctx),
            };
            crate::file_api::file::new_file(ctx, data.bytes.clone(), data.type_.clone(), name, last_modified)?
        }
    };
    // 4. Return an entry whose name is name and whose value is value.
    Ok(FormDataEntry { name, value: FormDataValue::File(value) })
}

fn entry_value(v: &FormDataValue) -> FormDataEntryValue {
    match v {
        FormDataValue::String(s) => FormDataEntryValue::USVString(s.clone()),
        FormDataValue::File(f) => FormDataEntryValue::File(f.clone()),
    }
}

/// https://xhr.spec.whatwg.org/#dom-formdata-set: replace the first entry
/// named like `entry` and remove the others, or append.
fn set_entry(list: &mut Vec<FormDataEntry>, entry: FormDataEntry) {
    match list.iter().position(|e| e.name == entry.name) {
        Some(i) => {
            let name = entry.name.clone();
            list[i] = entry;
            let mut j = 0;
            list.retain(|e| {
                let keep = j <= i || e.name != name;
                j += 1;
                keep
            });
        }
        None => list.push(entry),
    }
}

impl FormDataMethods for FormData {
    /// https://xhr.spec.whatwg.org/#dom-formdata
    fn constructor(ctx: &mut Context, proto: JsObject, form: Option<JsObject>, submitter: Option<JsObject>) -> JsResult<JsObject> {
        let mut list = Vec::new();
        // 1. If form is given:
        if let Some(form) = form {
            let fr = node_ref(&form)?;
            // 1.1. If submitter is non-null: not a submit button is a TypeError;
            //      a submit button of another form is a "NotFoundError".
            let submitter = match submitter {
                Some(s) => {
                    let sr = node_ref(&s)?;
                    let h = crate::host::host(ctx);
                    let (is_button, owner) = h
                        .doc(fr.doc, |d| {
                            let t = d.tree.borrow();
                            (sr.doc == fr.doc && runtime::html::forms::form_owner::is_submit_button(&t, sr.node), runtime::html::forms::form_owner::form_owner(&t, sr.node))
                        })
                        .unwrap_or((false, None));
                    if !is_button {
                        return Err(crate::webidl::convert::type_error("Failed to construct 'FormData': The specified element is not a submit button."));
                    }
                    if owner != Some(fr.node) {
                        return Err(dom_exception(ctx, "NotFoundError", "Failed to construct 'FormData': The specified element is not owned by this form element."));
                    }
                    Some(sr.node)
                }
                None => None,
            };
            // 1.2. Let list be the result of constructing the entry list for
            //      form and submitter (the `formdata` event fires).
            // 1.3. If list is null, throw an "InvalidStateError".
            let Some(entries) = crate::html::form_submission::construct_the_entry_list(ctx, fr.doc, fr.node, submitter) else {
                return Err(dom_exception(ctx, "InvalidStateError", "Failed to construct 'FormData': The form is constructing its entry list."));
            };
            // 1.4. Set this's entry list to list.
            list = entries_from_list(ctx, entries)?;
        }
        reflect_with_proto(ctx, proto, Interface::FormData, DomKind::FormData(boa_gc::GcRefCell::new(list)))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-append
    fn append(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        with_entries(this, |l| l.push(FormDataEntry { name, value: FormDataValue::String(value) }))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-append with a Blob.
    fn append_with_blob_value(ctx: &mut Context, this: &JsObject, name: String, blob_value: JsObject, filename: Option<String>) -> JsResult<()> {
        let entry = create_an_entry_with_blob(ctx, name, &blob_value, filename)?;
        with_entries(this, |l| l.push(entry))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-delete
    fn delete(_: &mut Context, this: &JsObject, name: String) -> JsResult<()> {
        with_entries(this, |l| l.retain(|e| e.name != name))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-get
    fn get(_: &mut Context, this: &JsObject, name: String) -> JsResult<Option<FormDataEntryValue>> {
        with_entries(this, |l| l.iter().find(|e| e.name == name).map(|e| entry_value(&e.value)))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-getall
    fn get_all(_: &mut Context, this: &JsObject, name: String) -> JsResult<Vec<FormDataEntryValue>> {
        with_entries(this, |l| l.iter().filter(|e| e.name == name).map(|e| entry_value(&e.value)).collect())
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-has
    fn has(_: &mut Context, this: &JsObject, name: String) -> JsResult<bool> {
        with_entries(this, |l| l.iter().any(|e| e.name == name))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-set
    fn set(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        with_entries(this, |l| set_entry(l, FormDataEntry { name, value: FormDataValue::String(value) }))
    }
    /// https://xhr.spec.whatwg.org/#dom-formdata-set with a Blob.
    fn set_with_blob_value(ctx: &mut Context, this: &JsObject, name: String, blob_value: JsObject, filename: Option<String>) -> JsResult<()> {
        let entry = create_an_entry_with_blob(ctx, name, &blob_value, filename)?;
        with_entries(this, |l| set_entry(l, entry))
    }
    /// https://xhr.spec.whatwg.org/#interface-formdata: the value pairs to
    /// iterate over are the entries' names and values.
    fn pairs_to_iterate(_: &mut Context, this: &JsObject) -> JsResult<Vec<(String, FormDataEntryValue)>> {
        with_entries(this, |l| l.iter().map(|e| (e.name.clone(), entry_value(&e.value))).collect())
    }
}
