//! Planning a form submission
//! (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm):
//! the submitter's method, action, enctype and target, and what the
//! submission does — a navigation (URL, method, body), closing a dialog, or
//! nothing.
//!
//! The caller runs the steps that need events and navigables:
//!
//! 1. the "cannot navigate" and sandbox checks, the "firing submission
//!    events" flag;
//! 2. unless submitted from `submit()`: set user validity
//!    ([`super::control::set_user_validity`]) on each submittable element,
//!    interactive validation unless [`SubmitterSettings::no_validate`]
//!    ([`super::validation::invalid_controls`], `invalid` events), the
//!    `submit` event (`SubmitEvent` with the submitter);
//! 3. [`construct_entry_list`](super::entry_list::construct_entry_list), the
//!    `formdata` event;
//! 4. [`plan_submission`] with the final entry list;
//! 5. choosing the navigable for [`SubmitterSettings::target`] and queueing
//!    the navigation (replacing any navigation the form planned before).

use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};
use url::Url;

use crate::dom::{NodeId, Tree};

use super::encoding::{
    multipart_content_type, multipart_form_data, text_plain, urlencoded, Enctype,
};
use super::entry_list::Entry;
use super::form_owner::{form_owner, input_type, is_html, is_submit_button};
use super::input_type::InputType;
use super::value::value;

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-method
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Dialog,
}

impl Method {
    /// The state for a `method`/`formmethod` value: ASCII case-insensitive
    /// keywords; missing and invalid values are GET.
    pub fn from_attribute(value: Option<&str>) -> Method {
        match value {
            Some(v) if v.eq_ignore_ascii_case("post") => Method::Post,
            Some(v) if v.eq_ignore_ascii_case("dialog") => Method::Dialog,
            _ => Method::Get,
        }
    }

    /// The keyword (what the `method` IDL attribute returns).
    pub fn keyword(self) -> &'static str {
        match self {
            Method::Get => "get",
            Method::Post => "post",
            Method::Dialog => "dialog",
        }
    }
}

/// The form submission attributes of a submitter: the `form*` attributes of
/// a submit button override the form's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubmitterSettings {
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-method
    pub method: Method,
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-action
    /// (the attribute value; empty means the document's URL).
    pub action: String,
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-enctype
    pub enctype: Enctype,
    /// https://html.spec.whatwg.org/multipage/semantics.html#get-an-element's-target :
    /// `formtarget`, else the form's `target`, else the first `base`
    /// element's `target`, else `""`.
    pub target: String,
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-novalidate
    pub no_validate: bool,
    /// The form's `rel` has `noreferrer` (navigate with referrer policy `no-referrer`).
    pub noreferrer: bool,
    /// The form's `rel` has `noopener` or `noreferrer`.
    pub noopener: bool,
}

fn attr(tree: &Tree, element: NodeId, name: &str) -> Option<String> {
    tree.element(element)?
        .plain_attribute(name)
        .map(str::to_owned)
}

/// The settings for submitting `form` from `submitter` (`None`, or the form
/// itself, when the form is submitted without a button).
pub fn submitter_settings(
    tree: &Tree,
    form: NodeId,
    submitter: Option<NodeId>,
) -> SubmitterSettings {
    let button = submitter.filter(|s| *s != form && is_submit_button(tree, *s));
    let pick = |form_attr: &str, button_attr: &str| -> Option<String> {
        button
            .and_then(|b| attr(tree, b, button_attr))
            .or_else(|| attr(tree, form, form_attr))
    };
    let rel = attr(tree, form, "rel")
        .unwrap_or_default()
        .to_ascii_lowercase();
    let has_rel = |k: &str| rel.split_ascii_whitespace().any(|t| t == k);
    let target = pick("target", "formtarget").unwrap_or_else(|| {
        let root = tree.root_of(form);
        tree.descendants(root)
            .find(|b| is_html(tree, *b, "base") && attr(tree, *b, "target").is_some())
            .and_then(|b| attr(tree, b, "target"))
            .unwrap_or_default()
    });
    SubmitterSettings {
        method: Method::from_attribute(pick("method", "formmethod").as_deref()),
        action: pick("action", "formaction").unwrap_or_default(),
        enctype: Enctype::from_attribute(pick("enctype", "formenctype").as_deref()),
        target,
        no_validate: button.is_some_and(|b| attr(tree, b, "formnovalidate").is_some())
            || attr(tree, form, "novalidate").is_some(),
        noreferrer: has_rel("noreferrer"),
        noopener: has_rel("noopener") || has_rel("noreferrer"),
    }
}

/// The body of a POST navigation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostBody {
    pub bytes: Vec<u8>,
    /// The `Content-Type` request header.
    pub content_type: String,
}

/// What a form submission does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubmissionPlan {
    /// Plan to navigate the target navigable to `url` (with `body` for a POST).
    Navigate {
        url: Url,
        body: Option<PostBody>,
        /// The target name to choose the navigable with.
        target: String,
        /// Navigate with `noopener` (from `rel`).
        noopener: bool,
        /// Navigate with referrer policy `no-referrer`.
        noreferrer: bool,
    },
    /// Close `dialog` with `result` (method dialog).
    CloseDialog {
        dialog: NodeId,
        result: Option<String>,
    },
    /// The submission does nothing (method dialog outside a dialog).
    Nothing,
}

/// Why a submission cannot be planned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubmissionError {
    /// Step 15: the action does not parse as a URL.
    #[error("the form's action {0:?} is not a valid URL")]
    InvalidAction(String),
    /// The submitter is not a submit button of this form.
    #[error("the submitter is not a submit button owned by this form")]
    NotASubmitter,
}

/// The URL-path percent-encode set (for `mailto:` bodies).
const PATH: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'`')
    .add(b'{')
    .add(b'}');

/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm
/// steps 10-26: plan the submission of `entries` (the entry list after the
/// `formdata` event) from `submitter`. `document_url` is the form
/// document's URL, `base_url` its base URL; `boundary` is used for a
/// multipart body.
///
/// Choice: schemes the HTML table does not list (`about:`, `file:`, ...)
/// are treated like `data:` (GET appends the query, POST navigates to the
/// action without a body).
pub fn plan_submission(
    tree: &Tree,
    form: NodeId,
    submitter: Option<NodeId>,
    entries: &[Entry],
    document_url: &Url,
    base_url: &Url,
    boundary: &str,
) -> Result<SubmissionPlan, SubmissionError> {
    if let Some(s) = submitter.filter(|s| *s != form) {
        if !is_submit_button(tree, s) || form_owner(tree, s) != Some(form) {
            return Err(SubmissionError::NotASubmitter);
        }
    }
    let settings = submitter_settings(tree, form, submitter);
    // 11. Method dialog: close the nearest ancestor dialog with the result.
    if settings.method == Method::Dialog {
        let Some(dialog) = tree.ancestors(form).find(|a| is_html(tree, *a, "dialog")) else {
            return Ok(SubmissionPlan::Nothing);
        };
        let result = submitter.filter(|s| *s != form).map(|s| {
            if input_type(tree, s) == Some(InputType::Image) {
                "0,0".to_owned()
            } else {
                value(tree, s)
            }
        });
        return Ok(SubmissionPlan::CloseDialog { dialog, result });
    }
    // 12-13. The action, or the document's URL when empty.
    // 14-15. Parse it relative to the base URL; failure: nothing happens.
    let mut url = if settings.action.is_empty() {
        document_url.clone()
    } else {
        base_url
            .join(&settings.action)
            .map_err(|_| SubmissionError::InvalidAction(settings.action.clone()))?
    };
    let navigate = |url: Url, body: Option<PostBody>| SubmissionPlan::Navigate {
        url,
        body,
        target: settings.target.clone(),
        noopener: settings.noopener,
        noreferrer: settings.noreferrer,
    };
    // 26. By scheme and method.
    let post = settings.method == Method::Post;
    let plan = match (url.scheme(), post) {
        // Mutate action URL: the urlencoded entries replace the query.
        ("http" | "https", false) | ("data", false) => {
            url.set_query(Some(&urlencoded(entries)));
            navigate(url, None)
        }
        // Submit as entity body.
        ("http" | "https", true) => {
            let body = match settings.enctype {
                Enctype::UrlEncoded => PostBody {
                    bytes: urlencoded(entries).into_bytes(),
                    content_type: "application/x-www-form-urlencoded".into(),
                },
                Enctype::Multipart => PostBody {
                    bytes: multipart_form_data(entries, boundary),
                    content_type: multipart_content_type(boundary),
                },
                Enctype::TextPlain => PostBody {
                    bytes: text_plain(entries).into_bytes(),
                    content_type: "text/plain".into(),
                },
            };
            navigate(url, Some(body))
        }
        // Get action URL.
        ("ftp" | "javascript", _) | ("data", true) => navigate(url, None),
        // Mail with headers: the urlencoded pairs with "+" as "%20".
        ("mailto", false) => {
            url.set_query(Some(&urlencoded(entries).replace('+', "%20")));
            navigate(url, None)
        }
        // Mail as body.
        ("mailto", true) => {
            let body = match settings.enctype {
                Enctype::TextPlain => utf8_percent_encode(&text_plain(entries), PATH).to_string(),
                _ => urlencoded(entries),
            };
            let mut query = url.query().unwrap_or("").to_owned();
            if !query.is_empty() {
                query.push('&');
            }
            query.push_str("body=");
            query.push_str(&body);
            url.set_query(Some(&query));
            navigate(url, None)
        }
        (_, false) => {
            url.set_query(Some(&urlencoded(entries)));
            navigate(url, None)
        }
        (_, true) => navigate(url, None),
    };
    Ok(plan)
}
