use runtime::html::origin::Origin;
use runtime::permissions_policy::{
    allowed_to_use, create_a_permissions_policy_for_a_navigable,
    create_a_permissions_policy_for_a_navigable_from_response, parse_policy_directive,
    process_response_policy, Allowlist, Container, FeatureState, PermissionsPolicy,
};
use url::Url;

fn origin(s: &str) -> Origin {
    Origin::from_url(&Url::parse(s).unwrap())
}

fn top(header: Option<&str>, o: &Origin) -> PermissionsPolicy {
    create_a_permissions_policy_for_a_navigable_from_response(None, o, header)
}

/// The policy of a child document at `child` in an iframe with `allow`
/// inside a parent document with `parent_policy` at `parent`.
fn child(parent_policy: &PermissionsPolicy, parent: &Origin, allow: Option<&str>, child: &Origin) -> PermissionsPolicy {
    let container = Container {
        document_policy: parent_policy,
        document_origin: parent,
        allow,
        src_origin: Some(child),
    };
    create_a_permissions_policy_for_a_navigable(Some(&container), child)
}

#[test]
fn header_parsing() {
    let a = origin("https://a.test/");
    let b = origin("https://b.test/");
    assert_eq!(process_response_policy(Some("tools=()"), &a), Some(Allowlist::Origins(vec![])));
    assert_eq!(process_response_policy(Some("tools=*"), &a), Some(Allowlist::All));
    assert_eq!(process_response_policy(Some("tools=(self *)"), &a), Some(Allowlist::All));
    assert_eq!(process_response_policy(Some("tools=self"), &a), Some(Allowlist::Origins(vec![a.clone()])));
    assert_eq!(
        process_response_policy(Some(r#"tools=(self "https://b.test")"#), &a),
        Some(Allowlist::Origins(vec![a.clone(), b.clone()]))
    );
    // Unknown features are ignored; other features do not declare tools.
    assert_eq!(process_response_policy(Some("camera=(), geolocation=*"), &a), None);
    assert_eq!(process_response_policy(Some("camera=(), tools=*"), &a), Some(Allowlist::All));
    // A header that does not parse is ignored as a whole.
    assert_eq!(process_response_policy(Some("tools=(, camera"), &a), None);
    assert_eq!(process_response_policy(Some("Tools=*"), &a), None);
    assert_eq!(process_response_policy(None, &a), None);
    // A lone string is not a list: it allows nothing.
    assert_eq!(
        process_response_policy(Some(r#"tools="https://b.test""#), &a),
        Some(Allowlist::Origins(vec![]))
    );
}

#[test]
fn allow_attribute_parsing() {
    let parent = origin("https://a.test/");
    let src = origin("https://b.test/");
    let p = |v: &str| parse_policy_directive(v, &parent, Some(&src));
    assert_eq!(p("tools"), Some(Allowlist::Origins(vec![src.clone()])));
    assert_eq!(p("tools 'src'"), Some(Allowlist::Origins(vec![src.clone()])));
    assert_eq!(p("tools *"), Some(Allowlist::All));
    assert_eq!(p("tools 'self'"), Some(Allowlist::Origins(vec![parent.clone()])));
    assert_eq!(p("tools 'SELF'"), Some(Allowlist::Origins(vec![parent.clone()])));
    assert_eq!(p("tools 'none'"), Some(Allowlist::Origins(vec![])));
    assert_eq!(
        p("tools https://c.test https://c.test/x"),
        Some(Allowlist::Origins(vec![origin("https://c.test/")]))
    );
    assert_eq!(p("camera; tools 'self'; geolocation *"), Some(Allowlist::Origins(vec![parent.clone()])));
    assert_eq!(p("camera *"), None);
    assert_eq!(p(" ; ;"), None);
}

#[test]
fn top_level_default_allows_self() {
    let a = origin("https://a.test/");
    let policy = top(None, &a);
    assert_eq!(policy.inherited, FeatureState::Enabled);
    assert!(allowed_to_use(&policy, &a));
}

#[test]
fn top_level_header_empty_list_disallows() {
    let a = origin("https://a.test/");
    let policy = top(Some("tools=()"), &a);
    assert!(!allowed_to_use(&policy, &a));
    // And a header naming only another origin disallows the document itself.
    let policy = top(Some(r#"tools=("https://b.test")"#), &a);
    assert!(!allowed_to_use(&policy, &a));
}

#[test]
fn same_origin_child_inherits() {
    let a = origin("https://a.test/");
    let parent = top(None, &a);
    let policy = child(&parent, &a, None, &origin("https://a.test/frame.html"));
    assert!(allowed_to_use(&policy, &a));
}

#[test]
fn cross_origin_child_needs_allow() {
    let a = origin("https://a.test/");
    let b = origin("https://b.test/");
    let parent = top(None, &a);
    assert!(!allowed_to_use(&child(&parent, &a, None, &b), &b));
    assert!(!allowed_to_use(&child(&parent, &a, Some("camera *"), &b), &b));
    assert!(allowed_to_use(&child(&parent, &a, Some("tools"), &b), &b));
    assert!(allowed_to_use(&child(&parent, &a, Some("tools *"), &b), &b));
    assert!(allowed_to_use(&child(&parent, &a, Some("tools https://b.test"), &b), &b));
    // 'self' is the parent's origin, so it does not cover b.
    assert!(!allowed_to_use(&child(&parent, &a, Some("tools 'self'"), &b), &b));
}

#[test]
fn allow_none_disallows_even_same_origin() {
    let a = origin("https://a.test/");
    let parent = top(None, &a);
    assert!(!allowed_to_use(&child(&parent, &a, Some("tools 'none'"), &a), &a));
}

#[test]
fn parent_header_disallows_every_child() {
    let a = origin("https://a.test/");
    let b = origin("https://b.test/");
    let parent = top(Some("tools=()"), &a);
    assert!(!allowed_to_use(&child(&parent, &a, Some("tools *"), &b), &b));
    assert!(!allowed_to_use(&child(&parent, &a, Some("tools"), &a), &a));
    assert!(!allowed_to_use(&child(&parent, &a, None, &a), &a));
}

#[test]
fn parent_header_must_also_allow_the_child_origin() {
    let a = origin("https://a.test/");
    let b = origin("https://b.test/");
    // The parent allows itself only: a cross-origin child is disabled even
    // with allow="tools", because step 3 checks the parent's policy for b.
    let parent = top(Some("tools=self"), &a);
    assert!(!allowed_to_use(&child(&parent, &a, Some("tools"), &b), &b));
    let parent = top(Some(r#"tools=(self "https://b.test")"#), &a);
    assert!(allowed_to_use(&child(&parent, &a, Some("tools"), &b), &b));
}

#[test]
fn disabled_inheritance_passes_down_and_ignores_the_childs_header() {
    let a = origin("https://a.test/");
    let b = origin("https://b.test/");
    let parent = top(None, &a);
    let middle_container = Container {
        document_policy: &parent,
        document_origin: &a,
        allow: None,
        src_origin: Some(&b),
    };
    // The child's own header cannot re-enable an inherited "Disabled".
    let middle = create_a_permissions_policy_for_a_navigable_from_response(
        Some(&middle_container),
        &b,
        Some("tools=*"),
    );
    assert_eq!(middle.inherited, FeatureState::Disabled);
    assert_eq!(middle.declared, None);
    assert!(!allowed_to_use(&middle, &b));
    // A grandchild of a disabled frame is disabled, even same origin.
    assert!(!allowed_to_use(&child(&middle, &b, Some("tools *"), &b), &b));
}

#[test]
fn opaque_child_origin() {
    let a = origin("https://a.test/");
    let parent = top(None, &a);
    let opaque = Origin::new_opaque();
    // allow="tools" resolves 'src' to the opaque origin, which an allowlist
    // never holds; only * enables the feature.
    assert!(!allowed_to_use(&child(&parent, &a, Some("tools"), &opaque), &opaque));
    assert!(allowed_to_use(&child(&parent, &a, Some("tools *"), &opaque), &opaque));
}
