//! What script reads of an XMLHttpRequest's response: the final MIME type
//! and charset, the text, document and other response objects, and the
//! headers a filtered response shows (https://xhr.spec.whatwg.org/#response-body).

use boa_engine::{Context, JsObject, JsResult, JsValue};
use runtime::mimesniff::MimeType;


use super::*;

/// https://xhr.spec.whatwg.org/#final-mime-type
pub(super) fn final_mime_type(x: &XhrData) -> MimeType {
    if let Some(m) = &x.override_mime_type {
        return m.clone();
    }
    let headers = x.response.as_ref().map(|r| r.headers.as_slice()).unwrap_or_default();
    runtime::fetch::headers::extract_mime_type(headers).unwrap_or_else(|| mime_type("text", "xml"))
}

/// https://xhr.spec.whatwg.org/#final-charset
fn final_charset(x: &XhrData) -> Option<&'static encoding_rs::Encoding> {
    let headers = x.response.as_ref().map(|r| r.headers.as_slice()).unwrap_or_default();
    let label = match &x.override_mime_type {
        Some(m) if m.parameter("charset").is_some() => m.parameter("charset").map(str::to_string),
        _ => runtime::fetch::headers::extract_mime_type(headers).and_then(|m| m.parameter("charset").map(str::to_string)),
    };
    label.and_then(|l| encoding_rs::Encoding::for_label(l.trim().as_bytes()))
}

pub(super) fn mime_type(type_: &str, subtype: &str) -> MimeType {
    MimeType { type_: type_.to_string(), subtype: subtype.to_string(), parameters: Vec::new() }
}

fn is_xml_mime_type(m: &MimeType) -> bool {
    let essence = m.essence();
    essence.ends_with("+xml") || essence == "text/xml" || essence == "application/xml"
}

/// https://xhr.spec.whatwg.org/#text-response
pub(super) fn text_response(x: &XhrData) -> String {
    // 1. If xhr's response's body is null, then return the empty string.
    if x.response.as_ref().is_none_or(|r| r.null_body) {
        return String::new();
    }
    // 2-4. The final charset, else (XML encoding rules are UTF-8 here) UTF-8.
    let charset = final_charset(x).unwrap_or(encoding_rs::UTF_8);
    // 5. Return the result of running decode on the received bytes using charset (a BOM wins).
    charset.decode(&x.received_bytes).0.into_owned()
}

/// https://xhr.spec.whatwg.org/#document-response
fn document_response(ctx: &mut Context, xhr: &JsObject) -> JsResult<Option<JsObject>> {
    let (null_body, mime, response_type, text, url) = with_xhr(xhr, |x| {
        (x.response.as_ref().is_none_or(|r| r.null_body), final_mime_type(x), x.response_type.clone(), text_response(x), x.response.as_ref().map(|r| r.url.clone()))
    })?;
    // 1. If xhr's response's body is null, then return.
    if null_body {
        return Ok(None);
    }
    let html = mime.essence() == "text/html";
    // 3. If finalMIME is not an HTML MIME type or an XML MIME type, then return.
    if !html && !is_xml_mime_type(&mime) {
        return Ok(None);
    }
    // 4. If xhr's response type is the empty string and finalMIME is an HTML MIME type, then return.
    if response_type.is_empty() && html {
        return Ok(None);
    }
    // 6. Otherwise, an XML document parsed with scripting disabled; one
    //    that is not well-formed makes the response null.
    if !html {
        let Ok(mut tree) = runtime::dom::parse_xml_document(&text, &mime.essence()) else { return Ok(None) };
        tree.mark_scripts_unexecutable();
        return crate::dom::domimplementation::create_document_with(ctx, tree, url, None).map(Some);
    }
    // 5. An HTML document, parsed with scripting disabled.
    let mut tree = runtime::dom::Tree::parse_document(&text);
    tree.mark_scripts_unexecutable();
    // 8. The document's URL is the response's; its origin, this's.
    crate::dom::domimplementation::create_document_with(ctx, tree, url, None).map(Some)
}

/// The response object for the response types other than "" and "text",
/// made once (https://xhr.spec.whatwg.org/#dom-xmlhttprequest-response).
pub(super) fn response_object(ctx: &mut Context, xhr: &JsObject, response_type: &str) -> JsResult<JsValue> {
    if let Some(made) = with_xhr(xhr, |x| x.response_object.clone())? {
        return Ok(made.unwrap_or_else(JsValue::null));
    }
    let (bytes, mime, null_body) = with_xhr(xhr, |x| (x.received_bytes.clone(), final_mime_type(x), x.response.as_ref().is_none_or(|r| r.null_body)))?;
    let made: Option<JsValue> = match response_type {
        "arraybuffer" => crate::file_api::blob::array_buffer(ctx, &bytes).ok().map(JsValue::from),
        "blob" => Some(crate::file_api::blob::new_blob(ctx, bytes.into(), crate::file_api::blob::normalize_type(&mime.serialize()))?.into()),
        "document" => document_response(ctx, xhr)?.map(JsValue::from),
        // "json": a null body, or bytes that are not JSON, is null.
        _ if null_body => None,
        _ => crate::webidl::json::parse_bytes(ctx, &bytes).ok(),
    };
    with_xhr(xhr, |x| x.response_object = Some(made.clone()))?;
    Ok(made.unwrap_or_else(JsValue::null))
}

/// The filtered response's header list script may read: no `Set-Cookie`,
/// and for a CORS response only the safelisted and exposed headers
/// (https://fetch.spec.whatwg.org/#concept-filtered-response-cors).
pub(super) fn readable_headers(r: &Received) -> Vec<(String, String)> {
    let exposed: Vec<String> = runtime::fetch::headers::get(&r.headers, "Access-Control-Expose-Headers")
        .map(|v| v.split(',').map(|s| s.trim().to_ascii_lowercase()).collect())
        .unwrap_or_default();
    const SAFELISTED: [&str; 7] = ["cache-control", "content-language", "content-length", "content-type", "expires", "last-modified", "pragma"];
    r.headers
        .iter()
        .filter(|(n, _)| !runtime::fetch::headers::is_forbidden_response_header_name(n))
        .filter(|(n, _)| {
            let n = n.to_ascii_lowercase();
            r.type_ != "cors" || SAFELISTED.contains(&n.as_str()) || exposed.contains(&n) || exposed.iter().any(|e| e == "*")
        })
        .cloned()
        .collect()
}
