//! https://url.spec.whatwg.org/#interface-urlsearchparams

use boa_engine::{Context, JsObject, JsResult};
use boa_gc::GcRefCell;

use crate::generated::{Interface, URLSearchParamsMethods, USVStringSequenceSequenceOrUSVStringUSVStringRecordOrUSVString as Init};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{DomKind, SearchParamsData};
use crate::webidl::reflect::{reflect_with_proto, DomObject};

pub struct URLSearchParams;

/// https://url.spec.whatwg.org/#concept-urlencoded-parser
pub fn parse(input: &str) -> Vec<(String, String)> {
    ::url::form_urlencoded::parse(input.as_bytes()).map(|(n, v)| (n.into_owned(), v.into_owned())).collect()
}

/// https://url.spec.whatwg.org/#concept-urlencoded-serializer
pub fn serialize(list: &[(String, String)]) -> String {
    ::url::form_urlencoded::Serializer::new(String::new()).extend_pairs(list.iter()).finish()
}

/// Runs `f` on the URLSearchParams object's data.
pub fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut SearchParamsData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a URLSearchParams"))?;
    match &d.kind {
        DomKind::UrlSearchParams(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a URLSearchParams")),
    }
}

/// A new URLSearchParams in the current realm, without a URL object.
pub fn new_search_params(ctx: &mut Context, list: Vec<(String, String)>) -> JsResult<JsObject> {
    let proto = crate::webidl::reflect::realm_prototype(ctx, Interface::URLSearchParams)?;
    reflect_with_proto(ctx, proto, Interface::URLSearchParams, DomKind::UrlSearchParams(GcRefCell::new(SearchParamsData { list, url: None })))
}

/// The list of a URLSearchParams object.
pub fn list(this: &JsObject) -> JsResult<Vec<(String, String)>> {
    with_data(this, |d| d.list.clone())
}

/// https://url.spec.whatwg.org/#concept-urlsearchparams-update
fn update(this: &JsObject) -> JsResult<()> {
    // 1. If query's URL object is null, then return.
    let Some((url, list)) = with_data(this, |d| d.url.clone().map(|u| (u, d.list.clone())))? else { return Ok(()) };
    // 2. Let serializedQuery be the serialization of query's list.
    // 3. If serializedQuery is the empty string, then set serializedQuery to null.
    let serialized = serialize(&list);
    // 4. Set query's URL object's URL's query to serializedQuery.
    // 5. If serializedQuery is null, potentially strip trailing spaces from an opaque path.
    crate::url::url::with_data(&url, |d| d.url.set_query(if serialized.is_empty() { None } else { Some(&serialized) }))
}

impl URLSearchParamsMethods for URLSearchParams {
    /// https://url.spec.whatwg.org/#interface-urlsearchparams: the value pairs
    /// to iterate over are the list's name-value pairs.
    fn pairs_to_iterate(_: &mut Context, this: &JsObject) -> JsResult<Vec<(String, String)>> {
        list(this)
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
    fn constructor(ctx: &mut Context, proto: JsObject, init: Init) -> JsResult<JsObject> {
        let list = match init {
            // 1. If init is a string and starts with "?", remove the first code point.
            // 4. Otherwise (a string): set query's list to the result of parsing init.
            Init::USVString(s) => parse(s.strip_prefix('?').unwrap_or(&s)),
            // 2. If init is a sequence: each pair must contain exactly two items
            // (a TypeError otherwise); append them.
            Init::USVStringSequenceSequence(pairs) => {
                let mut list = Vec::with_capacity(pairs.len());
                for pair in pairs {
                    let [name, value]: [String; 2] = pair.try_into().map_err(|p: Vec<String>| {
                        type_error(format!("Failed to construct 'URLSearchParams': The provided sequence has {} elements; each pair needs exactly 2.", p.len()))
                    })?;
                    list.push((name, value));
                }
                list
            }
            // 3. If init is a record: append each name-value pair.
            Init::USVStringUSVStringRecord(record) => record,
        };
        reflect_with_proto(ctx, proto, Interface::URLSearchParams, DomKind::UrlSearchParams(GcRefCell::new(SearchParamsData { list, url: None })))
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-size
    fn get_size(_: &mut Context, this: &JsObject) -> JsResult<u32> {
        with_data(this, |d| d.list.len() as u32)
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-append
    fn append(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        // 1. Append (name, value) to this's list. 2. Run the update steps.
        with_data(this, |d| d.list.push((name, value)))?;
        update(this)
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-delete
    fn delete(_: &mut Context, this: &JsObject, name: String, value: Option<String>) -> JsResult<()> {
        // 1. If value is given, remove all tuples whose name is name and value is value;
        // 2. otherwise, remove all tuples whose name is name. 3. Run the update steps.
        with_data(this, |d| d.list.retain(|(n, v)| !(*n == name && value.as_ref().is_none_or(|x| x == v))))?;
        update(this)
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-get
    fn get(_: &mut Context, this: &JsObject, name: String) -> JsResult<Option<String>> {
        with_data(this, |d| d.list.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone()))
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-getall
    fn get_all(_: &mut Context, this: &JsObject, name: String) -> JsResult<Vec<String>> {
        with_data(this, |d| d.list.iter().filter(|(n, _)| *n == name).map(|(_, v)| v.clone()).collect())
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-has
    fn has(_: &mut Context, this: &JsObject, name: String, value: Option<String>) -> JsResult<bool> {
        with_data(this, |d| d.list.iter().any(|(n, v)| *n == name && value.as_ref().is_none_or(|x| x == v)))
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-set
    fn set(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        // 1. If this's list contains a tuple whose name is name, set the value of the first
        // such tuple to value and remove the others. 2. Otherwise, append (name, value).
        with_data(this, |d| {
            let mut found = false;
            d.list.retain_mut(|(n, v)| {
                if *n != name {
                    return true;
                }
                if found {
                    return false;
                }
                found = true;
                *v = value.clone();
                true
            });
            if !found {
                d.list.push((name, value));
            }
        })?;
        // 3. Run the update steps.
        update(this)
    }
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-sort
    fn sort(_: &mut Context, this: &JsObject) -> JsResult<()> {
        // 1. Sort all tuples by their names, comparing code units; a stable sort.
        with_data(this, |d| d.list.sort_by(|a, b| a.0.encode_utf16().cmp(b.0.encode_utf16())))?;
        // 2. Run the update steps.
        update(this)
    }
    /// https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior
    fn stringify(_: &mut Context, this: &JsObject) -> JsResult<String> {
        with_data(this, |d| serialize(&d.list))
    }
}
