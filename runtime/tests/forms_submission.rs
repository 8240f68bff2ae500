//! The entry list, the three encodings, and the submission plan. Entries
//! and the multipart escaping were compared with Chromium 156's FormData.

use runtime::dom::{NodeId, Tree};
use runtime::html::forms::encoding::{multipart_form_data, text_plain, urlencoded, Enctype};
use runtime::html::forms::entry_list::{construct_entry_list, Entry, EntryValue, FileEntry};
use runtime::html::forms::parse_document;
use runtime::html::forms::submission::{plan_submission, submitter_settings, Method, PostBody, SubmissionError, SubmissionPlan};
use url::Url;

fn id(tree: &Tree, id: &str) -> NodeId {
    tree.get_element_by_id(tree.document(), id).unwrap_or_else(|| panic!("no #{id}"))
}

fn strings(entries: &[Entry]) -> Vec<(String, String)> {
    entries
        .iter()
        .map(|e| match &e.value {
            EntryValue::String(s) => (e.name.clone(), s.clone()),
            EntryValue::File(f) => (e.name.clone(), format!("<file {:?} {}>", f.name, f.mime_type)),
        })
        .collect()
}

const FORM: &str = r#"<form id=f action="/target">
  <input name=text value="a b&c=d">
  <textarea name=area>l1
l2</textarea>
  <input type=checkbox name=cb checked><input type=checkbox name=cb2 value=v checked><input type=checkbox name=cb3>
  <input type=radio name=r value=1><input type=radio name=r value=2 checked>
  <select name=s multiple><option selected>o1</option><option selected disabled>o2</option><option value=o3 selected>x</option></select>
  <select name=s1><optgroup disabled><option selected>dis</option></optgroup></select>
  <input type=file name=file>
  <input type=hidden name=_charset_>
  <input name=dir dirname=dir.dir value="abc">
  <input name="" value=noname><input value=noname2>
  <input name=dis disabled value=d>
  <fieldset disabled><input name=infs value=x></fieldset>
  <datalist><input name=indl value=x></datalist>
  <button name=b1 value=v1>1</button><button name=b2 value=v2 id=b2>2</button>
  <input type=image name=img id=img alt=x><input type=image id=img2 alt=y>
  <input type=submit name=sub value=S id=sub><input type=reset name=rst value=R><input type=button name=btn value=B>
  <output name=out>o</output>
  <input type=number name=num value=abc>
</form>"#;

#[test]
fn the_entry_list_of_a_form() {
    let t = parse_document(FORM);
    let f = id(&t, "f");
    let expected = [
        ("text", "a b&c=d"),
        ("area", "l1\nl2"),
        ("cb", "on"),
        ("cb2", "v"),
        ("r", "2"),
        ("s", "o1"),
        ("s", "o3"),
        ("file", "<file \"\" application/octet-stream>"),
        ("_charset_", "UTF-8"),
        ("dir", "abc"),
        ("dir.dir", "ltr"),
        ("num", ""),
    ];
    // Chromium 156 also submits the input inside the datalist; HTML skips it.
    let got = strings(&construct_entry_list(&t, f, None, "UTF-8"));
    assert_eq!(got, expected.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect::<Vec<_>>());
}

#[test]
fn only_the_submitter_button_is_submitted() {
    let t = parse_document(FORM);
    let f = id(&t, "f");
    let with = |s: &str| strings(&construct_entry_list(&t, f, Some(id(&t, s)), "UTF-8"));
    assert!(with("b2").contains(&("b2".into(), "v2".into())));
    assert!(!with("b2").iter().any(|(n, _)| n == "b1" || n == "sub"));
    let img = with("img");
    assert!(img.contains(&("img.x".into(), "0".into())) && img.contains(&("img.y".into(), "0".into())));
    let img2 = with("img2");
    assert!(img2.contains(&("x".into(), "0".into())) && img2.contains(&("y".into(), "0".into())), "an unnamed image button submits x and y");
    assert!(with("sub").contains(&("sub".into(), "S".into())));
}

#[test]
fn dirname_reports_the_direction() {
    let t = parse_document("<form id=f dir=rtl><input name=a dirname=a.dir value=x><input name=b dirname=b.dir dir=auto value='שלום'><textarea name=c dirname=c.dir dir=ltr></textarea></form>");
    let got = strings(&construct_entry_list(&t, id(&t, "f"), None, "UTF-8"));
    assert!(got.contains(&("a.dir".into(), "rtl".into())));
    assert!(got.contains(&("b.dir".into(), "rtl".into())));
    assert!(got.contains(&("c.dir".into(), "ltr".into())));
}

#[test]
fn encodings() {
    let entries = vec![Entry::string("a b", "x\ny&z"), Entry::string("é", "+")];
    assert_eq!(urlencoded(&entries), "a+b=x%0D%0Ay%26z&%C3%A9=%2B", "newlines become CRLF first");
    assert_eq!(text_plain(&entries), "a b=x\r\ny&z\r\né=+\r\n");
    let entries = vec![
        Entry::string("a\nb\"c", "x\ny"),
        Entry { name: "f".into(), value: EntryValue::File(FileEntry { name: "n\"a\nme.txt".into(), mime_type: "text/plain".into(), bytes: b"hi".to_vec() }) },
        Entry { name: "g".into(), value: EntryValue::File(FileEntry { name: String::new(), mime_type: String::new(), bytes: vec![] }) },
    ];
    // The first two parts are what Chromium 156 wrote for the same FormData.
    let body = String::from_utf8(multipart_form_data(&entries, "BOUNDARY")).unwrap();
    assert_eq!(
        body,
        "--BOUNDARY\r\nContent-Disposition: form-data; name=\"a%0D%0Ab%22c\"\r\n\r\nx\r\ny\r\n\
         --BOUNDARY\r\nContent-Disposition: form-data; name=\"f\"; filename=\"n%22a%0Ame.txt\"\r\nContent-Type: text/plain\r\n\r\nhi\r\n\
         --BOUNDARY\r\nContent-Disposition: form-data; name=\"g\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n\
         --BOUNDARY--\r\n"
    );
}

fn plan(html: &str, submitter: Option<&str>) -> Result<SubmissionPlan, SubmissionError> {
    let t = parse_document(html);
    let f = id(&t, "f");
    let s = submitter.map(|s| id(&t, s));
    let entries = construct_entry_list(&t, f, s, "UTF-8");
    let doc = Url::parse("https://example.test/dir/page.html?old=1#frag").unwrap();
    plan_submission(&t, f, s, &entries, &doc, &doc, "B")
}

fn navigation(p: Result<SubmissionPlan, SubmissionError>) -> (String, Option<PostBody>, String) {
    match p.expect("a plan") {
        SubmissionPlan::Navigate { url, body, target, .. } => (url.to_string(), body, target),
        other => panic!("not a navigation: {other:?}"),
    }
}

#[test]
fn get_replaces_the_query_of_the_action() {
    let (url, body, target) = navigation(plan("<form id=f action='search?x=1#h' target=out><input name=q value='a b'></form>", None));
    assert_eq!(url, "https://example.test/dir/search?q=a+b#h");
    assert!(body.is_none());
    assert_eq!(target, "out");
    let (url, ..) = navigation(plan("<form id=f><input name=q value=1></form>", None));
    assert_eq!(url, "https://example.test/dir/page.html?q=1#frag", "no action: the document's URL");
    let (url, ..) = navigation(plan("<form id=f action=/x></form>", None));
    assert_eq!(url, "https://example.test/x?", "an empty entry list still sets the query");
}

#[test]
fn post_bodies_by_enctype() {
    let (url, body, _) = navigation(plan("<form id=f method=POST action=/p><input name=q value='a b'></form>", None));
    assert_eq!(url, "https://example.test/p");
    assert_eq!(body, Some(PostBody { bytes: b"q=a+b".to_vec(), content_type: "application/x-www-form-urlencoded".into() }));
    let (_, body, _) = navigation(plan("<form id=f method=post enctype=TEXT/PLAIN action=/p><input name=q value='a b'></form>", None));
    assert_eq!(body, Some(PostBody { bytes: b"q=a b\r\n".to_vec(), content_type: "text/plain".into() }));
    let (_, body, _) = navigation(plan("<form id=f method=post enctype=multipart/form-data action=/p><input name=q value=v></form>", None));
    let body = body.expect("a body");
    assert_eq!(body.content_type, "multipart/form-data; boundary=B");
    assert_eq!(String::from_utf8(body.bytes).unwrap(), "--B\r\nContent-Disposition: form-data; name=\"q\"\r\n\r\nv\r\n--B--\r\n");
}

#[test]
fn submitter_attributes_override_the_form() {
    let html = "<form id=f method=post action=/a enctype=text/plain target=t1 novalidate><input name=q value=1>\
                <button id=b formmethod=get formaction=/b formtarget=t2 formenctype=multipart/form-data>go</button>\
                <button id=plain>go</button><button id=nv formnovalidate type=submit>x</button></form>";
    let (url, body, target) = navigation(plan(html, Some("b")));
    assert_eq!((url.as_str(), body.is_none(), target.as_str()), ("https://example.test/b?q=1", true, "t2"));
    let t = parse_document(html);
    let s = submitter_settings(&t, id(&t, "f"), Some(id(&t, "plain")));
    assert_eq!((s.method, s.action.as_str(), s.enctype, s.target.as_str(), s.no_validate), (Method::Post, "/a", Enctype::TextPlain, "t1", true));
    let t = parse_document("<base target=frame><form id=f method=bogus enctype=bogus><button id=nv formnovalidate>x</button></form>");
    let s = submitter_settings(&t, id(&t, "f"), None);
    assert_eq!((s.method, s.enctype, s.target.as_str(), s.no_validate), (Method::Get, Enctype::UrlEncoded, "frame", false));
    assert!(submitter_settings(&t, id(&t, "f"), Some(id(&t, "nv"))).no_validate);
}

#[test]
fn other_schemes() {
    let (url, ..) = navigation(plan("<form id=f action='mailto:a@b.c?subject=x'><input name=q value='a b'></form>", None));
    assert_eq!(url, "mailto:a@b.c?q=a%20b", "mail with headers");
    let (url, ..) = navigation(plan("<form id=f method=post action='mailto:a@b.c?subject=x'><input name=q value='a b'></form>", None));
    assert_eq!(url, "mailto:a@b.c?subject=x&body=q=a+b", "mail as body");
    let (url, ..) = navigation(plan("<form id=f method=post enctype=text/plain action='mailto:a@b.c'><input name=q value='a b'></form>", None));
    assert_eq!(url, "mailto:a@b.c?body=q=a%20b%0D%0A");
    let (url, body, _) = navigation(plan("<form id=f method=post action='data:text/plain,x'><input name=q value=1></form>", None));
    assert_eq!((url.as_str(), body), ("data:text/plain,x", None), "get action URL");
    let (url, ..) = navigation(plan("<form id=f action='about:blank'><input name=q value=1></form>", None));
    assert_eq!(url, "about:blank?q=1");
}

#[test]
fn dialog_and_errors() {
    let t = parse_document("<dialog id=d><form id=f method=dialog><button id=b value=yes>ok</button><input type=image id=img alt=i></form></dialog><form id=g method=dialog></form>");
    let doc = Url::parse("https://example.test/").unwrap();
    let f = id(&t, "f");
    let b = id(&t, "b");
    assert_eq!(
        plan_submission(&t, f, Some(b), &[], &doc, &doc, "B"),
        Ok(SubmissionPlan::CloseDialog { dialog: id(&t, "d"), result: Some("yes".into()) })
    );
    let img = id(&t, "img");
    assert_eq!(
        plan_submission(&t, f, Some(img), &[], &doc, &doc, "B"),
        Ok(SubmissionPlan::CloseDialog { dialog: id(&t, "d"), result: Some("0,0".into()) })
    );
    assert_eq!(plan_submission(&t, id(&t, "g"), None, &[], &doc, &doc, "B"), Ok(SubmissionPlan::Nothing));
    assert_eq!(plan_submission(&t, id(&t, "g"), Some(b), &[], &doc, &doc, "B"), Err(SubmissionError::NotASubmitter));
    assert!(matches!(plan("<form id=f action='https://[bad'></form>", None), Err(SubmissionError::InvalidAction(_))));
}
