//! `document.cookie` (https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie)
//! on the user agent's cookie store: which documents are cookie-averse,
//! and a document's "site for cookies".

use super::ids::DocumentId;
use super::origin::{is_potentially_trustworthy_url, same_origin, same_site};
use super::user_agent::UserAgent;
use crate::cookies::{Api, CookieContext};

/// Why `document.cookie` threw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CookieAccessError {
    /// The document's origin is opaque (a sandboxed document): a "SecurityError".
    OpaqueOrigin,
}

impl<T> UserAgent<T> {
    /// https://html.spec.whatwg.org/multipage/dom.html#cookie-averse-document-object:
    /// a document whose browsing context is null, or whose URL's scheme is
    /// not an HTTP(S) scheme (file:, data:, …). The URL is the document's
    /// [cookie URL](Self::cookie_url), so an about:blank or srcdoc frame is
    /// not averse when its parent is not.
    pub fn is_cookie_averse(&self, doc: DocumentId) -> bool {
        !self.has_browsing_context(doc) || self.cookie_url(doc).is_none_or(|u| !matches!(u.scheme(), "http" | "https"))
    }

    /// The URL `document.cookie` reads and writes for: the document's URL,
    /// but for an about:blank or about:srcdoc document the cookie URL of the
    /// document its frame sits in, when that document is same origin with it.
    /// The standard uses the document's own URL, which makes such frames
    /// cookie-averse; Chromium, Gecko and WebKit all give them their
    /// creator's cookies, and scripts that write widgets into a blank frame
    /// rely on it (docs/decisions.md, "document.cookie"). A blank document
    /// whose origin is not its parent's (a frame another origin navigated to
    /// about:blank) gets its own origin's cookies, never the parent's.
    pub fn cookie_url(&self, doc: DocumentId) -> Option<url::Url> {
        let mut current = self.document(doc)?;
        // Bounded by the number of navigables, as is_fully_active.
        for _ in 0..=self.navigable_count() {
            let inherits = current.url.scheme() == "about" && matches!(current.url.path(), "blank" | "srcdoc");
            if !inherits {
                return Some(current.url.clone());
            }
            let parent = current.navigable.and_then(|n| self.navigable(n)).and_then(|n| n.container).and_then(|(p, _)| self.document(p));
            match parent {
                Some(p) if same_origin(&p.origin, &current.origin) => current = p,
                _ if current.origin.is_opaque() => return None,
                _ => return url::Url::parse(&format!("{}/", current.origin.serialize())).ok(),
            }
        }
        None
    }

    /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-document-based-requests:
    /// whether the document's "site for cookies" is its top-level origin's
    /// site, that is, whether the document and each of its ancestors are
    /// same site with the top-level document.
    pub fn is_same_site_for_cookies(&self, doc: DocumentId) -> bool {
        let Some(d) = self.document(doc) else { return false };
        let mut chain = vec![&d.origin];
        let mut current = d;
        // Bounded by the number of navigables, as is_fully_active.
        for _ in 0..=self.navigable_count() {
            let Some((parent_doc, _)) = current.navigable.and_then(|n| self.navigable(n)).and_then(|n| n.container) else { break };
            let Some(parent) = self.document(parent_doc) else { return false };
            chain.push(&parent.origin);
            current = parent;
        }
        // The top-level document's origin is the last of the chain.
        let top = chain[chain.len() - 1];
        chain.iter().all(|o| same_site(o, top))
    }

    /// What a script API in `doc` stores and retrieves for: the document's
    /// URL, whether it is secure, whether the context is same-site.
    fn script_cookie_context(&self, doc: DocumentId) -> Option<(url::Url, bool, bool)> {
        let url = self.cookie_url(doc)?;
        let secure = is_potentially_trustworthy_url(&url);
        Some((url, secure, self.is_same_site_for_cookies(doc)))
    }

    /// The getter of https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
    pub fn document_cookie(&mut self, doc: DocumentId, now_ms: f64) -> Result<String, CookieAccessError> {
        // 1. If this is a cookie-averse Document object, then return the empty string.
        if self.is_cookie_averse(doc) {
            return Ok(String::new());
        }
        // 2. If this's origin is an opaque origin, then throw a "SecurityError" DOMException.
        if self.document(doc).is_none_or(|d| d.origin.is_opaque()) {
            return Err(CookieAccessError::OpaqueOrigin);
        }
        // 3. Let cookie-string be the result of running the retrieval
        //    algorithm for this's URL, from a "non-HTTP" API.
        // 4. Return cookie-string (a UTF-8 string already).
        let Some((url, secure, same_site)) = self.script_cookie_context(doc) else { return Ok(String::new()) };
        let cx = CookieContext { url: &url, secure, same_site, api: Api::NonHttp, now_ms };
        Ok(self.cookies.retrieve_the_cookie_string(&cx))
    }

    /// The setter of https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
    pub fn set_document_cookie(&mut self, doc: DocumentId, value: &str, now_ms: f64) -> Result<(), CookieAccessError> {
        // 1. If this is a cookie-averse Document object, then return.
        if self.is_cookie_averse(doc) {
            return Ok(());
        }
        // 2. If this's origin is an opaque origin, then throw a "SecurityError" DOMException.
        if self.document(doc).is_none_or(|d| d.origin.is_opaque()) {
            return Err(CookieAccessError::OpaqueOrigin);
        }
        // 3. Receive the given value (UTF-8 encoded) as a set-cookie-string
        //    for this's URL, from a "non-HTTP" API.
        let Some((url, secure, same_site)) = self.script_cookie_context(doc) else { return Ok(()) };
        let cx = CookieContext { url: &url, secure, same_site, api: Api::NonHttp, now_ms };
        self.cookies.receive_a_set_cookie_string(value, &cx);
        Ok(())
    }
}
