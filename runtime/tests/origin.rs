use runtime::html::origin::{
    is_potentially_trustworthy_url, registrable_domain, same_origin, same_site, Origin,
};
use url::{Host, Url};

fn origin(s: &str) -> Origin {
    Origin::from_url(&Url::parse(s).unwrap())
}

#[test]
fn serializes_tuple_and_opaque_origins() {
    assert_eq!(origin("https://a.test/x?y").serialize(), "https://a.test");
    assert_eq!(origin("http://a.test:8000/").serialize(), "http://a.test:8000");
    assert_eq!(origin("http://a.test:80/").serialize(), "http://a.test");
    assert_eq!(origin("data:text/html,hi").serialize(), "null");
    assert_eq!(Origin::new_opaque().serialize(), "null");
    assert_eq!(origin("file:///tmp/a.html").serialize(), "file://");
}

#[test]
fn accessors() {
    let o = origin("http://web-platform.test:8000/a");
    assert_eq!(o.scheme(), Some("http"));
    assert_eq!(o.host(), Some(&Host::Domain("web-platform.test".to_owned())));
    assert_eq!(o.port(), Some(8000));
    assert!(!o.is_opaque());
    assert_eq!(origin("https://a.test/").port(), None);
    let opaque = Origin::new_opaque();
    assert!(opaque.is_opaque());
    assert_eq!(opaque.scheme(), None);
    assert_eq!(opaque.host(), None);
}

#[test]
fn same_origin_compares_tuples_and_opaque_identity() {
    assert!(same_origin(&origin("https://a.test/1"), &origin("https://a.test/2")));
    assert!(!same_origin(&origin("https://a.test/"), &origin("http://a.test/")));
    assert!(!same_origin(&origin("https://a.test/"), &origin("https://a.test:8443/")));
    let o = Origin::new_opaque();
    assert!(same_origin(&o, &o.clone()));
    assert!(!same_origin(&o, &Origin::new_opaque()));
    // Two data: URLs get two distinct opaque origins.
    assert!(!same_origin(&origin("data:,a"), &origin("data:,a")));
}

#[test]
fn wpt_hosts_same_site() {
    let main = origin("http://web-platform.test:8000/");
    let www1 = origin("http://www1.web-platform.test:8000/");
    let other_port = origin("http://web-platform.test:8001/");
    let not = origin("http://not-web-platform.test:8000/");
    let https = origin("https://web-platform.test:8443/");
    assert!(same_site(&main, &www1));
    assert!(same_site(&main, &other_port));
    assert!(!same_site(&main, &not));
    assert!(!same_site(&www1, &not));
    // Same registrable domain but another scheme: not same site.
    assert!(!same_site(&main, &https));
}

#[test]
fn same_site_uses_public_suffix_list() {
    assert!(same_site(&origin("https://a.example.co.uk/"), &origin("https://b.example.co.uk/")));
    // github.io is a public suffix: its subdomains are separate sites.
    assert!(!same_site(&origin("https://a.github.io/"), &origin("https://b.github.io/")));
    assert_eq!(
        registrable_domain(&Host::Domain("www1.web-platform.test".into())).as_deref(),
        Some("web-platform.test")
    );
    assert_eq!(registrable_domain(&Host::Domain("co.uk".into())), None);
    // IP hosts have no registrable domain: same site only with the same IP.
    assert!(same_site(&origin("http://127.0.0.1:1/"), &origin("http://127.0.0.1:2/")));
    assert!(!same_site(&origin("http://127.0.0.1/"), &origin("http://127.0.0.2/")));
}

#[test]
fn opaque_origins_are_same_site_only_with_themselves() {
    let o = Origin::new_opaque();
    assert!(same_site(&o, &o));
    assert!(!same_site(&o, &Origin::new_opaque()));
    assert!(!same_site(&o, &origin("https://a.test/")));
}

#[test]
fn potentially_trustworthy_origins() {
    assert!(origin("https://a.test/").is_potentially_trustworthy());
    assert!(origin("wss://a.test/").is_potentially_trustworthy());
    assert!(!origin("http://a.test/").is_potentially_trustworthy());
    assert!(!origin("ws://a.test/").is_potentially_trustworthy());
    assert!(origin("http://127.0.0.1/").is_potentially_trustworthy());
    assert!(origin("http://127.5.6.7/").is_potentially_trustworthy());
    assert!(!origin("http://128.0.0.1/").is_potentially_trustworthy());
    assert!(origin("http://[::1]/").is_potentially_trustworthy());
    assert!(!origin("http://[::2]/").is_potentially_trustworthy());
    assert!(origin("http://localhost:8000/").is_potentially_trustworthy());
    assert!(origin("http://a.b.localhost/").is_potentially_trustworthy());
    assert!(!origin("http://localhost.example/").is_potentially_trustworthy());
    assert!(!origin("http://notlocalhost/").is_potentially_trustworthy());
    assert!(origin("file:///tmp/x.html").is_potentially_trustworthy());
    assert!(!Origin::new_opaque().is_potentially_trustworthy());
}

#[test]
fn potentially_trustworthy_urls() {
    let t = |s: &str| is_potentially_trustworthy_url(&Url::parse(s).unwrap());
    assert!(t("about:blank"));
    assert!(t("about:srcdoc"));
    assert!(!t("about:other"));
    assert!(t("data:text/html,hi"));
    assert!(t("https://a.test/"));
    assert!(!t("http://a.test/"));
    assert!(!t("blob:null/1234"));
}
