//! Control state kept with the element: values and value modes, type
//! switches, checkedness and radio groups, select/option selectedness,
//! reset, cloning. Expected values are what Chromium 156 gave for the same
//! steps (one deviation, marked).

use runtime::dom::{NodeId, Tree};
use runtime::html::forms::control::{checked, reset_form, set_checked, set_indeterminate};
use runtime::html::forms::numeric::{
    set_value_as_date, set_value_as_number, step_up, value_as_date, value_as_number,
};
use runtime::html::forms::select::{
    selected_index, selectedness, set_option_selected, set_select_value,
};
use runtime::html::forms::value::{default_value, set_value, text_length, value};
use runtime::html::forms::{parse_document, FormsError};

fn id(tree: &Tree, id: &str) -> NodeId {
    tree.get_element_by_id(tree.document(), id)
        .unwrap_or_else(|| panic!("no #{id}"))
}

fn doc(html: &str) -> Tree {
    parse_document(&format!("<!DOCTYPE html><body>{html}"))
}

#[test]
fn value_mode_value_follows_the_attribute_until_dirty() {
    let mut t = doc("<form id=f><input id=i value=a></form>");
    let i = id(&t, "i");
    assert_eq!(value(&t, i), "a");
    t.set_attribute(i, "value", "b").unwrap();
    assert_eq!(value(&t, i), "b", "not dirty: the attribute");
    set_value(&mut t, i, "c").unwrap();
    t.set_attribute(i, "value", "d").unwrap();
    assert_eq!(value(&t, i), "c", "dirty: the attribute no longer matters");
    assert_eq!(default_value(&t, i), "d");
    {
        let node = id(&t, "f");
        reset_form(&mut t, node);
    }
    assert_eq!(value(&t, i), "d");
}

#[test]
fn default_modes_reflect_the_attribute_and_file_refuses_values() {
    let mut t = doc("<input id=c type=checkbox><input id=h type=hidden><input id=f type=file>");
    let (c, h, f) = (id(&t, "c"), id(&t, "h"), id(&t, "f"));
    assert_eq!(value(&t, c), "on");
    set_value(&mut t, c, "yes").unwrap();
    assert_eq!(t.attribute(c, "value"), Some("yes"));
    assert_eq!(value(&t, h), "");
    set_value(&mut t, h, "x").unwrap();
    assert_eq!(value(&t, h), "x");
    let err = set_value(&mut t, f, "C:\\x").unwrap_err();
    assert_eq!(err.name(), "InvalidStateError");
    assert!(set_value(&mut t, f, "").is_ok());
}

#[test]
fn type_changes_run_the_value_mode_switch_steps() {
    let mut t = doc("<input id=a><input id=b><input id=c type=number><input id=d type=email>");
    let a = id(&t, "a");
    set_value(&mut t, a, "abc").unwrap();
    t.set_attribute(a, "type", "checkbox").unwrap();
    assert_eq!(
        (value(&t, a).as_str(), t.attribute(a, "value")),
        ("abc", Some("abc")),
        "the value moves to the attribute"
    );
    t.set_attribute(a, "type", "text").unwrap();
    assert_eq!(value(&t, a), "abc");
    let b = id(&t, "b");
    set_value(&mut t, b, "1 2").unwrap();
    t.set_attribute(b, "type", "number").unwrap();
    assert_eq!(value(&t, b), "", "sanitized by the new type");
    t.set_attribute(b, "type", "text").unwrap();
    assert_eq!(value(&t, b), "", "and stays sanitized");
    let c = id(&t, "c");
    set_value(&mut t, c, "abc").unwrap();
    t.set_attribute(c, "type", "text").unwrap();
    assert_eq!(value(&t, c), "");
    let d = id(&t, "d");
    set_value(&mut t, d, " a , b ").unwrap();
    assert_eq!(value(&t, d), "a , b");
    t.set_attribute(d, "multiple", "").unwrap();
    assert_eq!(value(&t, d), "a,b");
}

#[test]
fn range_values_stay_in_range_and_on_a_step() {
    let mut t = doc("<input id=a type=range value=150><input id=b type=range><input id=c type=range min=10 max=5><input id=d type=range step=3>");
    assert_eq!(value(&t, id(&t, "a")), "100");
    let b = id(&t, "b");
    set_value(&mut t, b, "80").unwrap();
    t.set_attribute(b, "max", "50").unwrap();
    assert_eq!(value(&t, b), "50");
    t.set_attribute(b, "max", "100").unwrap();
    assert_eq!(value(&t, b), "50", "a clamped dirty value stays clamped");
    assert_eq!(value(&t, id(&t, "c")), "10");
    assert_eq!(value(&t, id(&t, "d")), "51");
}

#[test]
fn textarea_values() {
    let mut t = doc("<form id=f><textarea id=t>dflt</textarea></form>");
    let ta = id(&t, "t");
    assert_eq!(value(&t, ta), "dflt");
    set_value(&mut t, ta, "a\r\nb\rc").unwrap();
    assert_eq!(value(&t, ta), "a\nb\nc");
    assert_eq!(text_length(&t, ta), 5);
    t.set_text_content(ta, Some("new default")).unwrap();
    assert_eq!(value(&t, ta), "a\nb\nc");
    {
        let node = id(&t, "f");
        reset_form(&mut t, node);
    }
    assert_eq!(value(&t, ta), "new default");
}

#[test]
fn output_value_and_reset() {
    let mut t = doc("<form id=f><output id=o>dflt</output></form>");
    let o = id(&t, "o");
    set_value(&mut t, o, "v").unwrap();
    assert_eq!(
        (value(&t, o), default_value(&t, o)),
        ("v".into(), "dflt".into())
    );
    {
        let node = id(&t, "f");
        reset_form(&mut t, node);
    }
    assert_eq!(
        (value(&t, o), default_value(&t, o)),
        ("dflt".into(), "dflt".into())
    );
}

#[test]
fn radio_groups_keep_one_checked() {
    let mut t = doc(
        "<form><input type=radio name=a id=r1 checked><input type=radio name=a id=r2 checked></form>\
         <form><input type=radio name=a id=r3 checked></form><input type=radio id=r4 checked><input type=radio id=r5 checked>",
    );
    let got: Vec<bool> = ["r1", "r2", "r3", "r4", "r5"]
        .iter()
        .map(|r| checked(&t, id(&t, r)))
        .collect();
    assert_eq!(
        got,
        [false, true, true, true, true],
        "groups are per form owner and name; no name, no group"
    );
    {
        let node = id(&t, "r1");
        set_checked(&mut t, node, true);
    }
    assert_eq!(
        (
            checked(&t, id(&t, "r1")),
            checked(&t, id(&t, "r2")),
            checked(&t, id(&t, "r3"))
        ),
        (true, false, true)
    );

    let mut t =
        doc("<input type=radio name=a id=r1 checked><input type=radio name=b id=r2 checked>");
    let r2 = id(&t, "r2");
    t.set_attribute(r2, "name", "a").unwrap();
    assert_eq!(
        (checked(&t, id(&t, "r1")), checked(&t, r2)),
        (false, true),
        "renaming into a group"
    );

    let mut t = doc("<input type=radio name=a id=r1><input type=radio name=a id=r2 checked>");
    let r1 = id(&t, "r1");
    t.set_attribute(r1, "checked", "").unwrap();
    assert_eq!((checked(&t, r1), checked(&t, id(&t, "r2"))), (true, false));
    t.remove_attribute(r1, "checked");
    assert_eq!((checked(&t, r1), checked(&t, id(&t, "r2"))), (false, false));
}

#[test]
fn inserting_a_checked_radio_unchecks_its_new_group() {
    let mut t = doc("<form id=f><input type=radio name=a id=r1 checked></form>");
    let r = t.create_element("input").unwrap();
    t.set_attribute(r, "type", "radio").unwrap();
    t.set_attribute(r, "name", "a").unwrap();
    t.set_attribute(r, "checked", "").unwrap();
    assert!(
        checked(&t, id(&t, "r1")),
        "a detached radio is in no group yet"
    );
    let f = id(&t, "f");
    t.append_child(f, r).unwrap();
    assert!(checked(&t, r));
    assert!(!checked(&t, id(&t, "r1")));
}

#[test]
fn dirty_checkedness_ignores_the_attribute() {
    let mut t = doc("<input type=checkbox id=c>");
    let c = id(&t, "c");
    set_checked(&mut t, c, true);
    t.remove_attribute(c, "checked");
    t.set_attribute(c, "checked", "").unwrap();
    t.remove_attribute(c, "checked");
    assert!(checked(&t, c));
    set_indeterminate(&mut t, c, true);
    assert!(runtime::html::forms::control::indeterminate(&t, c));
}

#[test]
fn select_selectedness_follows_the_selectedness_setting_algorithm() {
    let mut t =
        doc("<select id=s><option id=a>a<option id=b selected>b<option id=c selected>c</select>");
    let sel = |t: &Tree, ids: &[&str]| {
        ids.iter()
            .map(|i| selectedness(t, id(t, i)))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        sel(&t, &["a", "b", "c"]),
        [false, false, true],
        "the last selected wins"
    );
    let c = id(&t, "c");
    t.remove(c).unwrap();
    assert_eq!(
        sel(&t, &["a", "b"]),
        [true, false],
        "none selected: the first"
    );

    let mut t = doc("<select id=s><option id=a>a<option id=b selected>b</select>");
    {
        let node = id(&t, "b");
        set_option_selected(&mut t, node, false);
    }
    assert_eq!(selected_index(&t, id(&t, "s")), 0);

    let mut t = doc("<select id=s><option>a<option>b</select>");
    let s = id(&t, "s");
    set_select_value(&mut t, s, "zz");
    assert_eq!((selected_index(&t, s), value(&t, s)), (-1, String::new()));

    let t = doc("<select id=s><option disabled>a<option>b</select>");
    assert_eq!(
        selected_index(&t, id(&t, "s")),
        1,
        "the first option that is not disabled"
    );
    let t = doc("<select id=s size=2><option>a<option>b</select>");
    assert_eq!(
        selected_index(&t, id(&t, "s")),
        -1,
        "a list box selects nothing by itself"
    );
}

#[test]
fn select_option_insertion_and_attributes() {
    let mut t = doc("<select id=s><option id=a selected>a<option id=b>b</select>");
    let o = t.create_element("option").unwrap();
    set_option_selected(&mut t, o, true);
    let s = id(&t, "s");
    let first = t.first_child(s);
    t.insert_before(s, o, first).unwrap();
    assert_eq!(
        (selected_index(&t, s), selectedness(&t, id(&t, "a"))),
        (0, false),
        "an inserted selected option wins"
    );

    let mut t = doc("<select id=s><option id=a selected>a<option id=b>b</select>");
    let b = id(&t, "b");
    t.set_attribute(b, "selected", "").unwrap();
    assert_eq!(
        (selectedness(&t, id(&t, "a")), selectedness(&t, b)),
        (false, true)
    );
    t.remove_attribute(b, "selected");
    assert_eq!(
        (
            selectedness(&t, id(&t, "a")),
            selectedness(&t, b),
            selected_index(&t, id(&t, "s"))
        ),
        (true, false, 0)
    );

    // Deviation: Chromium 156 keeps the first selected option when
    // `multiple` is removed; HTML's algorithm keeps the last.
    let mut t =
        doc("<select id=s multiple><option id=a selected>a<option id=b selected>b</select>");
    let s = id(&t, "s");
    t.remove_attribute(s, "multiple");
    assert_eq!(
        (selectedness(&t, id(&t, "a")), selectedness(&t, id(&t, "b"))),
        (false, true)
    );
}

#[test]
fn reset_restores_every_control() {
    let mut t = doc("<form id=f><select id=s><option id=a>a<option id=b selected>b</select><input id=t value=x><input id=c type=checkbox checked><textarea id=ta>d</textarea></form>");
    {
        let node = id(&t, "a");
        set_option_selected(&mut t, node, true);
    }
    {
        let node = id(&t, "t");
        set_value(&mut t, node, "y").unwrap();
    }
    {
        let node = id(&t, "c");
        set_checked(&mut t, node, false);
    }
    {
        let node = id(&t, "ta");
        set_value(&mut t, node, "changed").unwrap();
    }
    {
        let node = id(&t, "f");
        reset_form(&mut t, node);
    }
    assert_eq!(selected_index(&t, id(&t, "s")), 1);
    assert_eq!(value(&t, id(&t, "t")), "x");
    assert!(checked(&t, id(&t, "c")));
    assert_eq!(value(&t, id(&t, "ta")), "d");
}

#[test]
fn value_as_number_and_date() {
    let mut t = doc(
        "<input id=d type=date value=2024-01-02><input id=m type=month value=2024-02><input id=w type=week value=2020-W53>\
         <input id=t type=time value=12:30:15.5><input id=l type=datetime-local value=2024-01-01T10:00><input id=n type=number value=1e3><input id=x>",
    );
    let got: Vec<f64> = ["d", "m", "w", "t", "l", "n"]
        .iter()
        .map(|i| value_as_number(&t, id(&t, i)))
        .collect();
    assert_eq!(
        got,
        [
            1704153600000.0,
            649.0,
            1609113600000.0,
            45015500.0,
            1704103200000.0,
            1000.0
        ]
    );
    assert_eq!(value_as_date(&t, id(&t, "m")), Some(1706745600000.0));
    assert_eq!(
        value_as_date(&t, id(&t, "l")),
        None,
        "datetime-local has no valueAsDate"
    );
    assert!(value_as_number(&t, id(&t, "x")).is_nan());
    for (i, n) in [
        ("d", 0.0),
        ("m", 649.0),
        ("w", 0.0),
        ("t", 3600000.5),
        ("l", 1e12),
        ("n", 0.1 + 0.2),
    ] {
        let node = id(&t, i);
        set_value_as_number(&mut t, node, n).unwrap();
    }
    let got: Vec<String> = ["d", "m", "w", "t", "l", "n"]
        .iter()
        .map(|i| value(&t, id(&t, i)))
        .collect();
    assert_eq!(
        got,
        [
            "1970-01-01",
            "2024-02",
            "1970-W01",
            "01:00",
            "2001-09-09T01:46:40",
            "0.30000000000000004"
        ]
    );
    let m = id(&t, "m");
    set_value_as_date(&mut t, m, Some(1715731200000.0)).unwrap();
    assert_eq!(value(&t, m), "2024-05");
    set_value_as_date(&mut t, m, None).unwrap();
    assert_eq!(value(&t, m), "");
    let x = id(&t, "x");
    assert!(matches!(
        set_value_as_number(&mut t, x, 1.0),
        Err(FormsError::InvalidState(_))
    ));
    let n = id(&t, "n");
    assert!(matches!(
        set_value_as_number(&mut t, n, f64::INFINITY),
        Err(FormsError::Type(_))
    ));
    set_value_as_number(&mut t, n, f64::NAN).unwrap();
    assert_eq!(value(&t, n), "");
}

#[test]
fn step_up_and_down() {
    let mut t = doc("<input id=n type=number step=0.1 value=0.2><input id=k type=number min=1 max=10 step=3 value=5><input id=d type=date value=2024-01-31><input id=r type=range><input id=x><input id=a type=number step=any>");
    {
        let node = id(&t, "n");
        step_up(&mut t, node, 1, true).unwrap();
    }
    assert_eq!(
        value(&t, id(&t, "n")),
        "0.3",
        "decimal, not 0.30000000000000004"
    );
    let k = id(&t, "k");
    step_up(&mut t, k, 1, true).unwrap();
    assert_eq!(value(&t, k), "7", "off the grid: the next step");
    step_up(&mut t, k, 5, true).unwrap();
    assert_eq!(value(&t, k), "10", "clamped to the largest step within max");
    step_up(&mut t, k, 100, false).unwrap();
    assert_eq!(value(&t, k), "1");
    {
        let node = id(&t, "d");
        step_up(&mut t, node, 2, true).unwrap();
    }
    assert_eq!(value(&t, id(&t, "d")), "2024-02-02");
    {
        let node = id(&t, "r");
        step_up(&mut t, node, 60, true).unwrap();
    }
    assert_eq!(value(&t, id(&t, "r")), "100");
    {
        let node = id(&t, "x");
        assert_eq!(
            step_up(&mut t, node, 1, true).unwrap_err().name(),
            "InvalidStateError"
        );
    }
    {
        let node = id(&t, "a");
        assert_eq!(
            step_up(&mut t, node, 1, true).unwrap_err().name(),
            "InvalidStateError"
        );
    }
}

#[test]
fn a_select_of_many_options_parses_with_the_right_selection() {
    // Each inserted option that is not selected costs no scan of the list
    // once an option is selected, so this stays linear.
    let mut html = String::from("<select id=s>");
    for i in 0..20_000 {
        html.push_str(&format!("<option value={i}>{i}"));
    }
    html.push_str("<option value=last selected>last</select><select id=d><option disabled>a<option disabled>b</select>");
    let t = doc(&html);
    let s = id(&t, "s");
    assert_eq!((selected_index(&t, s), value(&t, s)), (20_000, "last".to_owned()));
    assert_eq!(selected_index(&t, id(&t, "d")), -1, "only disabled options: none selected");
}
