//! Permissions Policy (https://w3c.github.io/webappsec-permissions-policy/)
//! for the one policy-controlled feature WebMCP defines: "tools", whose
//! default allowlist is `'self'`.
//!
//! A document's [`PermissionsPolicy`] is the spec's pair of an inherited
//! policy and a declared policy, both reduced to the "tools" feature. The
//! algorithms take the document's origin next to its policy, since the spec's
//! "document" stands for the pair.

use url::Url;

use crate::html::origin::{same_origin, Origin};

/// The name of the feature in headers and `allow` attributes.
pub const TOOLS_FEATURE: &str = "tools";

/// https://w3c.github.io/webappsec-permissions-policy/#default-allowlist
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultAllowlist {
    /// `*`: enabled in every document and frame.
    All,
    /// `'self'`: enabled in top-level documents and same-origin frames.
    SelfOrigin,
}

/// The default allowlist of "tools".
pub const TOOLS_DEFAULT_ALLOWLIST: DefaultAllowlist = DefaultAllowlist::SelfOrigin;

/// https://w3c.github.io/webappsec-permissions-policy/#allowlists
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Allowlist {
    /// The special value `*`.
    All,
    /// A set of (tuple) origins; empty for `()` or `'none'`.
    Origins(Vec<Origin>),
}

impl Allowlist {
    /// https://w3c.github.io/webappsec-permissions-policy/#matches
    pub fn matches(&self, origin: &Origin) -> bool {
        match self {
            // 1. If allowlist is the special value *, return true.
            Allowlist::All => true,
            // 2. For each item in allowlist: if item is same origin with
            //    origin, return true. 3. Return false.
            Allowlist::Origins(origins) => origins.iter().any(|o| same_origin(o, origin)),
        }
    }

    fn push(&mut self, origin: Origin) {
        if let Allowlist::Origins(origins) = self {
            if !origin.is_opaque() && !origins.contains(&origin) {
                origins.push(origin);
            }
        }
    }
}

/// "Enabled" or "Disabled", the values of an inherited policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FeatureState {
    Enabled,
    Disabled,
}

/// https://w3c.github.io/webappsec-permissions-policy/#permissions-policy
/// (for the "tools" feature only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PermissionsPolicy {
    /// The inherited policy's value for "tools".
    pub inherited: FeatureState,
    /// The declared policy's allowlist for "tools", if it declares one.
    pub declared: Option<Allowlist>,
}

/// A navigable container (an `<iframe>`) as the algorithms see it: its node
/// document's policy and origin, its `allow` attribute, and the origin that
/// `'src'` stands for (the origin of the URL the frame is navigated to).
#[derive(Clone, Copy, Debug)]
pub struct Container<'a> {
    pub document_policy: &'a PermissionsPolicy,
    pub document_origin: &'a Origin,
    pub allow: Option<&'a str>,
    pub src_origin: Option<&'a Origin>,
}

/// https://w3c.github.io/webappsec-permissions-policy/#algo-construct-policy
pub fn construct_policy_from_dictionary_and_origin(
    dictionary: &sfv::Dictionary,
    origin: &Origin,
) -> Option<Allowlist> {
    // 1. Let policy be an empty ordered map.
    let mut policy = None;
    // 2. For each feature-name → value of dictionary:
    for (feature_name, value) in dictionary {
        // 2.1. If feature-name does not identify any recognized
        //      policy-controlled feature, then continue.
        // 2.2. Let feature be the policy-controlled feature identified by
        //      feature-name.
        if feature_name.as_str() != TOOLS_FEATURE {
            continue;
        }
        // 2.3. Let allowlist be a new allowlist.
        let mut allowlist = Allowlist::Origins(Vec::new());
        let items: Vec<&sfv::BareItem> = match value {
            sfv::ListEntry::Item(item) => vec![&item.bare_item],
            sfv::ListEntry::InnerList(list) => list.items.iter().map(|i| &i.bare_item).collect(),
        };
        let is_token = |item: &sfv::BareItem, name: &str| {
            matches!(item, sfv::BareItem::Token(t) if t.as_str() == name)
        };
        // 2.4. If value is the token *, or if value is a list which contains
        //      the token *, set allowlist to the special value *.
        if items.iter().any(|i| is_token(i, "*")) {
            allowlist = Allowlist::All;
        } else {
            // 2.5. Otherwise:
            // 2.5.1. If value is the token self, let value be a list
            //        containing that token.
            // 2.5.2. If value is a list, then for each element in value:
            //        (any other lone item, such as a string, is no list and
            //        adds nothing.)
            let is_list = matches!(value, sfv::ListEntry::InnerList(_))
                || items.iter().any(|i| is_token(i, "self"));
            for element in items.into_iter().filter(|_| is_list) {
                match element {
                    // 2.5.2.1. If element is the token self, append origin to
                    //          allowlist.
                    sfv::BareItem::Token(t) if t.as_str() == "self" => allowlist.push(origin.clone()),
                    // 2.5.2.2. If element is a string, let result be the result
                    //          of executing the URL parser on element. If result
                    //          is not failure, let target be result's origin; if
                    //          target is not opaque, append target to allowlist.
                    sfv::BareItem::String(s) => {
                        if let Ok(url) = Url::parse(s.as_str()) {
                            allowlist.push(Origin::from_url(&url));
                        }
                    }
                    _ => {}
                }
            }
        }
        // 2.6. Set policy[feature] to allowlist.
        policy = Some(allowlist);
    }
    // 3. Return policy.
    policy
}

/// https://w3c.github.io/webappsec-permissions-policy/#process-response-policy
/// given the value of the response's `Permissions-Policy` header (`None`
/// when it has none). Returns the declared allowlist for "tools", if any.
pub fn process_response_policy(header: Option<&str>, origin: &Origin) -> Option<Allowlist> {
    // 1. Let parsed header be the result of executing get a structured field
    //    value given "Permissions-Policy" and "dictionary" from response's
    //    header list.
    // 2. If parsed header is null, abort these steps. (A header that fails
    //    to parse is null: it is ignored as a whole.)
    let parsed: sfv::Dictionary = sfv::Parser::new(header?).parse_dictionary().ok()?;
    // 3. Let policy be the result of executing Construct policy from
    //    dictionary and origin on parsed header and origin.
    // 4. Return policy.
    construct_policy_from_dictionary_and_origin(&parsed, origin)
}

/// https://w3c.github.io/webappsec-permissions-policy/#algo-parse-policy-directive
/// Returns the container policy's allowlist for "tools", if it names it.
pub fn parse_policy_directive(
    value: &str,
    container_origin: &Origin,
    target_origin: Option<&Origin>,
) -> Option<Allowlist> {
    // 1. Let directive be an empty ordered map.
    let mut directive = None;
    // 2. For each serialized-declaration of value, strictly split on ";":
    for serialized_declaration in value.split(';') {
        // 2.1. Let tokens be the result of splitting serialized-declaration
        //      on ASCII whitespace.
        let tokens: Vec<&str> = serialized_declaration
            .split(|c: char| c.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .collect();
        // 2.2. If tokens is an empty list, then continue.
        let Some((feature_name, targetlist)) = tokens.split_first() else {
            continue;
        };
        // 2.3-2.5. If feature-name does not identify any recognized
        //      policy-controlled feature, then continue.
        if *feature_name != TOOLS_FEATURE {
            continue;
        }
        // 2.6. Let targetlist be the remaining elements, if any, of tokens.
        // 2.7. Let allowlist be a new allowlist.
        let mut allowlist = Allowlist::Origins(Vec::new());
        // 2.8. If any element of targetlist is the string "*", set allowlist
        //      to the special value *.
        if targetlist.contains(&"*") {
            allowlist = Allowlist::All;
        } else {
            // 2.9. Otherwise:
            // 2.9.1. If targetlist is empty and target origin is given,
            //        append target origin to allowlist.
            if targetlist.is_empty() {
                if let Some(target) = target_origin {
                    allowlist.push(target.clone());
                }
            }
            // 2.9.2. For each element in targetlist:
            for element in targetlist {
                // 2.9.2.1. If element is an ASCII case-insensitive match for
                //          "'self'", let result be container origin.
                // 2.9.2.2. If target origin is given, and element is an ASCII
                //          case-insensitive match for "'src'", let result be
                //          target origin.
                // 2.9.2.3. Otherwise, let result be the result of executing
                //          the URL parser on element. ('none' fails to parse.)
                let result = if element.eq_ignore_ascii_case("'self'") {
                    Some(container_origin.clone())
                } else if let (Some(target), true) =
                    (target_origin, element.eq_ignore_ascii_case("'src'"))
                {
                    Some(target.clone())
                } else {
                    Url::parse(element).ok().map(|url| Origin::from_url(&url))
                };
                // 2.9.2.4. If result is not failure: let target be result's
                //          origin; if target is not an opaque origin and
                //          allowlist does not contain target, append target.
                if let Some(target) = result {
                    allowlist.push(target);
                }
            }
        }
        // 2.10. Set directive[feature] to allowlist.
        directive = Some(allowlist);
    }
    // 3. Return directive.
    directive
}

/// https://w3c.github.io/webappsec-permissions-policy/#algo-process-policy-attributes
fn process_permissions_policy_attributes(
    container: &Container<'_>,
    origin: &Origin,
) -> Option<Allowlist> {
    // 1. Let policy be the result of running Parse policy directive given
    //    the value of element's allow attribute, with container origin set to
    //    the origin of element's node document, and target origin set to the
    //    origin of the URL in element's src attribute. (When the caller did
    //    not give a src origin, the origin being navigated to stands in.)
    // 2. (allowfullscreen and similar attributes do not affect "tools".)
    // 3. Return policy.
    let target = container.src_origin.unwrap_or(origin);
    parse_policy_directive(container.allow?, container.document_origin, Some(target))
}

/// https://w3c.github.io/webappsec-permissions-policy/#algo-define-inherited-policy-in-container
pub fn define_an_inherited_policy_for_feature_in_container_at_origin(
    container: Option<&Container<'_>>,
    origin: &Origin,
) -> FeatureState {
    // 1. If container is null, return "Enabled".
    let Some(container) = container else {
        return FeatureState::Enabled;
    };
    // 2. If the result of executing Is feature enabled in document for origin
    //    on feature, container's node document, and container's node
    //    document's origin is "Disabled", return "Disabled".
    let parent_policy = container.document_policy;
    let parent_origin = container.document_origin;
    if is_feature_enabled_in_document_for_origin(parent_policy, parent_origin)
        == FeatureState::Disabled
    {
        return FeatureState::Disabled;
    }
    // 3. If the result of executing Is feature enabled in document for origin
    //    on feature, container's node document, and origin is "Disabled",
    //    return "Disabled".
    if is_feature_enabled_in_document_for_origin(parent_policy, origin)
        == FeatureState::Disabled
    {
        return FeatureState::Disabled;
    }
    // 4. Let container policy be the result of running Process permissions
    //    policy attributes on container.
    // 5. If feature is a key in container policy:
    if let Some(allowlist) = process_permissions_policy_attributes(container, origin) {
        // 5.1. If the allowlist for feature in container policy matches
        //      origin, return "Enabled".
        // 5.2. Otherwise return "Disabled".
        return if allowlist.matches(origin) {
            FeatureState::Enabled
        } else {
            FeatureState::Disabled
        };
    }
    match TOOLS_DEFAULT_ALLOWLIST {
        // 6. Otherwise, if feature's default allowlist is *, return "Enabled".
        DefaultAllowlist::All => FeatureState::Enabled,
        // 7. Otherwise, if feature's default allowlist is 'self', and origin
        //    is same origin with container's node document's origin, return
        //    "Enabled".
        DefaultAllowlist::SelfOrigin if same_origin(origin, parent_origin) => FeatureState::Enabled,
        // 8. Otherwise return "Disabled".
        DefaultAllowlist::SelfOrigin => FeatureState::Disabled,
    }
}

/// https://w3c.github.io/webappsec-permissions-policy/#algo-create-for-navigable
pub fn create_a_permissions_policy_for_a_navigable(
    container: Option<&Container<'_>>,
    origin: &Origin,
) -> PermissionsPolicy {
    // 1. Let inherited policy be a new ordered map.
    // 2. Let declared policy be a new ordered map.
    // 3. For each supported feature: let isInherited be the result of
    //    running Define an inherited policy for feature in container at
    //    origin, and set inherited policy[feature] to isInherited.
    let inherited = define_an_inherited_policy_for_feature_in_container_at_origin(container, origin);
    // 4. Let policy be a new permissions policy, with inherited policy
    //    inherited policy and declared policy declared policy.
    // 5. Return policy.
    PermissionsPolicy {
        inherited,
        declared: None,
    }
}

/// https://w3c.github.io/webappsec-permissions-policy/#algo-create-from-response
/// given the value of the response's `Permissions-Policy` header.
pub fn create_a_permissions_policy_for_a_navigable_from_response(
    container: Option<&Container<'_>>,
    origin: &Origin,
    permissions_policy_header: Option<&str>,
) -> PermissionsPolicy {
    // 1. Let policy be the result of executing Create a Permissions Policy
    //    for a navigable given container and origin.
    let mut policy = create_a_permissions_policy_for_a_navigable(container, origin);
    // 2. Let d be the result of running Process response policy on response
    //    and origin.
    // 3. For each feature → allowlist of d: if policy's inherited
    //    policy[feature] is "Enabled", then set policy's declared
    //    policy[feature] to allowlist.
    if let Some(allowlist) = process_response_policy(permissions_policy_header, origin) {
        if policy.inherited == FeatureState::Enabled {
            policy.declared = Some(allowlist);
        }
    }
    // 4. Return policy.
    policy
}

/// https://w3c.github.io/webappsec-permissions-policy/#algo-is-feature-enabled
/// for "tools", where the document is given as its permissions policy.
pub fn is_feature_enabled_in_document_for_origin(
    document_policy: &PermissionsPolicy,
    origin: &Origin,
) -> FeatureState {
    // 1. Let policy be document's permissions policy.
    // 2. If policy's inherited policy[feature] is "Disabled", return
    //    "Disabled".
    if document_policy.inherited == FeatureState::Disabled {
        return FeatureState::Disabled;
    }
    // 3. If feature is present in policy's declared policy:
    if let Some(allowlist) = &document_policy.declared {
        // 3.1. If the allowlist for feature in policy's declared policy
        //      matches origin, then return "Enabled".
        // 3.2. Otherwise return "Disabled".
        return if allowlist.matches(origin) {
            FeatureState::Enabled
        } else {
            FeatureState::Disabled
        };
    }
    // 4. Return "Enabled".
    // (The default allowlist is not consulted here: it decides the
    // inherited policy of frames, in "define an inherited policy". For a
    // top-level document the origin asked about is its own.)
    FeatureState::Enabled
}

/// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#allowed-to-use
/// for the "tools" feature.
///
/// Steps 1 and 2 (the document has a browsing context and is fully active)
/// are the caller's: this function only knows the policy and origin.
pub fn allowed_to_use(document_policy: &PermissionsPolicy, document_origin: &Origin) -> bool {
    // 3. If the result of running is feature enabled in document for origin
    //    on feature, document, and document's origin is "Enabled", then
    //    return true.
    // 4. Return false.
    is_feature_enabled_in_document_for_origin(document_policy, document_origin)
        == FeatureState::Enabled
}
