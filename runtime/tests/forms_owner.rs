//! Form owners, listed elements and `form.elements`, radio groups, labels,
//! the default button, and the pseudo-class predicates.

use runtime::dom::{NodeId, Tree};
use runtime::html::forms::control::{set_checked, set_user_validity};
use runtime::html::forms::form_owner::{default_button, form_elements, form_length, form_owner, labeled_control, labels, listed_elements, radio_button_group};
use runtime::html::forms::parse_document;
use runtime::html::forms::pseudo_classes::*;
use runtime::html::forms::value::set_value;

fn id(tree: &Tree, id: &str) -> NodeId {
    tree.get_element_by_id(tree.document(), id).unwrap_or_else(|| panic!("no #{id}"))
}

fn ids(tree: &Tree, nodes: &[NodeId]) -> Vec<String> {
    nodes.iter().map(|n| tree.element(*n).and_then(|e| e.id()).unwrap_or("?").to_owned()).collect()
}

#[test]
fn form_owner_by_ancestor_and_form_attribute() {
    let t = parse_document(
        "<input id=before form=f><form id=f><input id=in><input id=elsewhere form=g><fieldset id=fs><output id=o></output></fieldset>\
         <object id=obj></object><img id=img></form><form id=g></form><input id=after form=f><input id=bad form=nope><div id=notform></div>\
         <input id=notform_owner form=notform>",
    );
    let f = id(&t, "f");
    assert_eq!(form_owner(&t, id(&t, "before")), Some(f));
    assert_eq!(form_owner(&t, id(&t, "in")), Some(f));
    assert_eq!(form_owner(&t, id(&t, "elsewhere")), Some(id(&t, "g")));
    assert_eq!(form_owner(&t, id(&t, "bad")), None, "a form attribute naming nothing: no owner");
    assert_eq!(form_owner(&t, id(&t, "notform_owner")), None, "naming an element that is not a form: no owner");
    assert_eq!(form_owner(&t, id(&t, "img")), Some(f), "img is form-associated");
    assert_eq!(ids(&t, &listed_elements(&t, f)), ["before", "in", "fs", "o", "obj", "after"]);
}

#[test]
fn form_elements_leave_out_image_buttons() {
    let t = parse_document("<form id=f><input id=a><input id=img type=image><button id=b></button></form>");
    let f = id(&t, "f");
    assert_eq!(ids(&t, &form_elements(&t, f)), ["a", "b"]);
    assert_eq!(form_length(&t, f), 2);
    assert_eq!(listed_elements(&t, f).len(), 3);
}

#[test]
fn detached_controls_use_their_ancestor_form() {
    let mut t = parse_document("<form id=f></form>");
    let form = t.create_element("form").unwrap();
    let input = t.create_element("input").unwrap();
    t.set_attribute(input, "form", "f").unwrap();
    t.append_child(form, input).unwrap();
    assert_eq!(form_owner(&t, input), Some(form), "the form attribute only counts when connected");
}

#[test]
fn radio_groups_need_a_name_and_an_owner() {
    let t = parse_document(
        "<form><input type=radio name=a id=r1><input type=radio name=a id=r2><input type=radio name=A id=r3><input type=checkbox name=a id=c>\
         <input type=radio id=r4></form><input type=radio name=a id=r5>",
    );
    assert_eq!(ids(&t, &radio_button_group(&t, id(&t, "r1"))), ["r1", "r2"], "names compare case-sensitively");
    assert_eq!(ids(&t, &radio_button_group(&t, id(&t, "r4"))), ["r4"]);
    assert_eq!(ids(&t, &radio_button_group(&t, id(&t, "r5"))), ["r5"]);
    assert!(radio_button_group(&t, id(&t, "c")).is_empty());
}

#[test]
fn labels_and_labeled_controls() {
    let t = parse_document(
        "<label id=l1 for=i>one</label><label id=l2>two <input id=i></label><label id=l3 for=h>x</label><input type=hidden id=h>\
         <label id=l4>four <span><button id=b></button></span><input id=j></label><label id=l5 for=missing><input id=k></label>",
    );
    assert_eq!(labeled_control(&t, id(&t, "l1")), Some(id(&t, "i")));
    assert_eq!(labeled_control(&t, id(&t, "l3")), None, "a hidden input is not labelable");
    assert_eq!(labeled_control(&t, id(&t, "l4")), Some(id(&t, "b")), "the first labelable descendant");
    assert_eq!(labeled_control(&t, id(&t, "l5")), None, "for= naming nothing labels nothing");
    assert_eq!(ids(&t, &labels(&t, id(&t, "i"))), ["l1", "l2"]);
    assert!(labels(&t, id(&t, "k")).is_empty());
}

#[test]
fn default_button_is_the_first_submit_button() {
    let t = parse_document("<form id=f><button type=button id=x></button><input type=submit id=s disabled><button id=b></button></form><form id=g><input></form>");
    assert_eq!(default_button(&t, id(&t, "f")), Some(id(&t, "s")), "HTML's default button may be disabled");
    assert_eq!(default_button(&t, id(&t, "g")), None);
}

#[test]
fn pseudo_class_predicates() {
    let mut t = parse_document(
        "<form id=f><input id=text required><input id=opt><input type=checkbox id=cb checked><input type=radio name=r id=r1><input type=radio name=r id=r2>\
         <fieldset disabled id=fs><legend><input id=in_legend></legend><input id=in_fs></fieldset><input id=ro readonly><input id=ph placeholder=hint>\
         <input id=ph_empty placeholder=''><input id=num type=number min=1 max=5 value=9><select id=s><option id=o1>a<option id=o2 selected>b</select>\
         <textarea id=ta></textarea><input type=range required id=range><button id=btn></button></form>",
    );
    let has = |t: &Tree, f: fn(&Tree, NodeId) -> bool, name: &str| f(t, id(t, name));
    assert!(has(&t, is_required, "text") && !has(&t, is_required, "opt") && has(&t, is_optional, "opt"));
    assert!(!has(&t, is_required, "range") && has(&t, is_optional, "range"), "required does not apply to range");
    assert!(has(&t, is_checked, "cb") && !has(&t, is_checked, "r1") && has(&t, is_checked, "o2") && !has(&t, is_checked, "o1"));
    assert!(has(&t, is_indeterminate, "r1"), "a radio group with nothing checked");
    let r2 = id(&t, "r2");
    set_checked(&mut t, r2, true);
    assert!(!has(&t, is_indeterminate, "r1"));
    assert!(has(&t, is_disabled, "in_fs") && has(&t, is_disabled, "fs") && !has(&t, is_disabled, "in_legend"));
    assert!(has(&t, is_enabled, "in_legend") && !has(&t, is_enabled, "in_fs"));
    assert!(has(&t, is_read_only, "ro") && has(&t, is_read_only, "in_fs") && has(&t, is_read_only, "cb") && has(&t, is_read_write, "opt"));
    assert!(has(&t, is_read_write, "ta") && has(&t, is_read_only, "f"));
    assert!(has(&t, placeholder_shown, "ph") && !has(&t, placeholder_shown, "ph_empty") && !has(&t, placeholder_shown, "opt"));
    let ph = id(&t, "ph");
    set_value(&mut t, ph, "x").unwrap();
    assert!(!placeholder_shown(&t, ph));
    assert!(has(&t, is_invalid, "text") && has(&t, is_valid, "opt") && has(&t, is_invalid, "f"));
    assert!(!has(&t, is_valid, "in_fs") && !has(&t, is_invalid, "in_fs"), "barred elements match neither");
    assert!(has(&t, is_out_of_range, "num") && !has(&t, is_in_range, "num") && !has(&t, is_in_range, "opt"));
    assert!(has(&t, is_default, "btn") && has(&t, is_default, "cb") && has(&t, is_default, "o2") && !has(&t, is_default, "o1"));
    assert!(!has(&t, is_user_invalid, "text"));
    let text = id(&t, "text");
    set_user_validity(&mut t, text, true);
    assert!(is_user_invalid(&t, text) && !is_user_valid(&t, text));
}
