//! https://fetch.spec.whatwg.org/#headers-class

use boa_engine::{Context, JsObject, JsResult};
use runtime::fetch::headers as h;

use crate::generated::{ByteStringSequenceSequenceOrByteStringByteStringRecord as HeadersInit, HeadersMethods, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::kind::{DomKind, HeadersData, HeadersGuard};
use crate::webidl::reflect::{reflect, reflect_with_proto, DomObject};

pub struct Headers;

fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut HeadersData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a Headers"))?;
    match &d.kind {
        DomKind::Headers(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a Headers")),
    }
}

/// https://fetch.spec.whatwg.org/#headers-validate: a TypeError for an
/// invalid name or value or immutable headers; `false` when the guard
/// silently refuses the header.
fn validate(guard: HeadersGuard, name: &str, value: &str) -> JsResult<bool> {
    // 1. If name is not a header name or value is not a header value, then throw a TypeError.
    if !h::is_header_name(name) {
        return Err(type_error(format!("Invalid header name: '{name}'")));
    }
    if !h::is_header_value(value) {
        return Err(type_error(format!("Invalid header value for '{name}'")));
    }
    match guard {
        // 2. If headers's guard is "immutable", then throw a TypeError.
        HeadersGuard::Immutable => Err(type_error("Headers are immutable")),
        // 3. If headers's guard is "request" and (name, value) is a forbidden request-header, return false.
        HeadersGuard::Request if h::is_forbidden_request_header(name, value) => Ok(false),
        // 4. If headers's guard is "response" and name is a forbidden response-header name, return false.
        HeadersGuard::Response if h::is_forbidden_response_header_name(name) => Ok(false),
        // 5. Return true.
        _ => Ok(true),
    }
}

/// https://fetch.spec.whatwg.org/#concept-headers-remove-privileged-no-cors-request-headers
fn remove_privileged_no_cors_request_headers(list: &mut Vec<(String, String)>) {
    list.retain(|(n, _)| !h::is_privileged_no_cors_request_header_name(n));
}

/// https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine:
/// lowercase names, sorted; `set-cookie` values stay separate.
pub fn sort_and_combine(list: &[(String, String)]) -> Vec<(String, String)> {
    let mut names: Vec<String> = list.iter().map(|(n, _)| n.to_ascii_lowercase()).collect();
    names.sort();
    names.dedup();
    let mut out = Vec::new();
    for name in names {
        if name == "set-cookie" {
            out.extend(list.iter().filter(|(n, _)| n.eq_ignore_ascii_case(&name)).map(|(_, v)| (name.clone(), v.clone())));
        } else if let Some(v) = h::get(list, &name) {
            out.push((name, v));
        }
    }
    out
}

/// https://fetch.spec.whatwg.org/#concept-headers-append
pub fn append_header(this: &JsObject, name: &str, value: &str) -> JsResult<()> {
    // 1. Normalize value.
    let value = h::normalize_header_value(value);
    // 2. If validating (name, value) for headers returns false, then return.
    let guard = with_data(this, |d| d.guard)?;
    if !validate(guard, name, &value)? {
        return Ok(());
    }
    with_data(this, |d| {
        // 3. If headers's guard is "request-no-cors": the combined value must keep the
        // header a no-CORS-safelisted request-header.
        if guard == HeadersGuard::RequestNoCors {
            let temporary = match h::get(&d.list, name) {
                None => value.clone(),
                Some(existing) => format!("{existing}, {value}"),
            };
            if !h::is_no_cors_safelisted_request_header(name, &temporary) {
                return;
            }
        }
        // 4. Append (name, value) to headers's header list.
        d.list.push((name.to_string(), value));
        // 5. If headers's guard is "request-no-cors", remove privileged no-CORS request-headers.
        if guard == HeadersGuard::RequestNoCors {
            remove_privileged_no_cors_request_headers(&mut d.list);
        }
    })
}

/// https://fetch.spec.whatwg.org/#concept-headers-fill
pub fn fill(this: &JsObject, init: HeadersInit) -> JsResult<()> {
    match init {
        // 1. If object is a sequence: each header must have exactly two items; append it.
        HeadersInit::ByteStringSequenceSequence(pairs) => {
            for pair in pairs {
                let [name, value]: [String; 2] = pair
                    .try_into()
                    .map_err(|p: Vec<String>| type_error(format!("Failed to construct 'Headers': a header needs a name and a value, not {} items", p.len())))?;
                append_header(this, &name, &value)?;
            }
        }
        // 2. Otherwise (a record): append each key and value.
        HeadersInit::ByteStringByteStringRecord(record) => {
            for (name, value) in record {
                append_header(this, &name, &value)?;
            }
        }
    }
    Ok(())
}

/// A new Headers object in the current realm with `list` and `guard`.
pub fn new_headers(ctx: &mut Context, list: Vec<(String, String)>, guard: HeadersGuard) -> JsResult<JsObject> {
    reflect(ctx, Interface::Headers, DomKind::Headers(std::cell::RefCell::new(HeadersData { list, guard })))
}

/// The header list of a Headers object.
pub fn list(this: &JsObject) -> JsResult<Vec<(String, String)>> {
    with_data(this, |d| d.list.clone())
}

/// Replaces the header list of a Headers object (no validation: the list
/// comes from another request's headers).
pub fn set_list(this: &JsObject, list: Vec<(String, String)>) -> JsResult<()> {
    with_data(this, |d| d.list = list)
}

/// The guard of a Headers object.
pub fn guard(this: &JsObject) -> JsResult<HeadersGuard> {
    with_data(this, |d| d.guard)
}

/// Sets the guard of a Headers object.
pub fn set_guard(this: &JsObject, guard: HeadersGuard) -> JsResult<()> {
    with_data(this, |d| d.guard = guard)
}

impl HeadersMethods for Headers {
    /// https://fetch.spec.whatwg.org/#headers-class: the value pairs to iterate
    /// over are the header list sorted and combined.
    fn pairs_to_iterate(_: &mut Context, this: &JsObject) -> JsResult<Vec<(String, String)>> {
        with_data(this, |d| sort_and_combine(&d.list))
    }
    /// https://fetch.spec.whatwg.org/#dom-headers
    fn constructor(ctx: &mut Context, proto: JsObject, init: Option<HeadersInit>) -> JsResult<JsObject> {
        // 1. Set this's guard to "none". 2. If init is given, fill this with init.
        let obj = reflect_with_proto(ctx, proto, Interface::Headers, DomKind::Headers(std::cell::RefCell::new(HeadersData { list: Vec::new(), guard: HeadersGuard::None })))?;
        if let Some(init) = init {
            fill(&obj, init)?;
        }
        Ok(obj)
    }
    /// https://fetch.spec.whatwg.org/#dom-headers-append
    fn append(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        append_header(this, &name, &value)
    }
    /// https://fetch.spec.whatwg.org/#dom-headers-delete
    fn delete(_: &mut Context, this: &JsObject, name: String) -> JsResult<()> {
        // 1. If validating (name, ``) for this returns false, then return.
        let guard = with_data(this, |d| d.guard)?;
        if !validate(guard, &name, "")? {
            return Ok(());
        }
        // 2. A "request-no-cors" guard keeps headers that are neither no-CORS-safelisted
        // nor privileged no-CORS request-header names.
        if guard == HeadersGuard::RequestNoCors && !h::is_no_cors_safelisted_request_header_name(&name) && !h::is_privileged_no_cors_request_header_name(&name) {
            return Ok(());
        }
        // 3-4. Delete every header named name.
        with_data(this, |d| {
            d.list.retain(|(n, _)| !n.eq_ignore_ascii_case(&name));
            // 5. If this's guard is "request-no-cors", remove privileged no-CORS request-headers.
            if guard == HeadersGuard::RequestNoCors {
                remove_privileged_no_cors_request_headers(&mut d.list);
            }
        })
    }
    /// https://fetch.spec.whatwg.org/#dom-headers-get
    fn get(_: &mut Context, this: &JsObject, name: String) -> JsResult<Option<String>> {
        // 1. If name is not a header name, then throw a TypeError.
        if !h::is_header_name(&name) {
            return Err(type_error(format!("Invalid header name: '{name}'")));
        }
        // 2. Return the result of getting name from this's header list.
        with_data(this, |d| h::get(&d.list, &name))
    }
    /// https://fetch.spec.whatwg.org/#dom-headers-getsetcookie
    fn get_set_cookie(_: &mut Context, this: &JsObject) -> JsResult<Vec<String>> {
        with_data(this, |d| d.list.iter().filter(|(n, _)| n.eq_ignore_ascii_case("set-cookie")).map(|(_, v)| v.clone()).collect())
    }
    /// https://fetch.spec.whatwg.org/#dom-headers-has
    fn has(_: &mut Context, this: &JsObject, name: String) -> JsResult<bool> {
        if !h::is_header_name(&name) {
            return Err(type_error(format!("Invalid header name: '{name}'")));
        }
        with_data(this, |d| h::contains(&d.list, &name))
    }
    /// https://fetch.spec.whatwg.org/#dom-headers-set
    fn set(_: &mut Context, this: &JsObject, name: String, value: String) -> JsResult<()> {
        // 1. Normalize value.
        let value = h::normalize_header_value(&value);
        // 2. If validating (name, value) for this returns false, then return.
        let guard = with_data(this, |d| d.guard)?;
        if !validate(guard, &name, &value)? {
            return Ok(());
        }
        // 3. A "request-no-cors" guard takes only no-CORS-safelisted request-headers.
        if guard == HeadersGuard::RequestNoCors && !h::is_no_cors_safelisted_request_header(&name, &value) {
            return Ok(());
        }
        // 4. Set (name, value): the first header named name gets the value, the others go.
        with_data(this, |d| {
            let mut found = false;
            d.list.retain_mut(|(n, v)| {
                if !n.eq_ignore_ascii_case(&name) {
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
            // 5. If this's guard is "request-no-cors", remove privileged no-CORS request-headers.
            if guard == HeadersGuard::RequestNoCors {
                remove_privileged_no_cors_request_headers(&mut d.list);
            }
        })
    }
}
