//! https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection:
//! `form.elements` (and the RadioNodeLists its named properties give), a
//! live view of the form's listed elements but image buttons.

use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::{NodeId, Tree};
use runtime::html::forms::form_owner;

use crate::dom::htmlcollection::{elements, Filter, HTMLCollection};
use crate::dom::node::wrap;
use crate::generated::{HTMLCollectionMethods, HTMLFormControlsCollectionMethods, Interface, RadioNodeListOrElement};
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{reflect, same_object, DomObject};

pub struct HTMLFormControlsCollection;

fn form_elements(t: &Tree, form: NodeId, _: &str) -> Vec<NodeId> {
    form_owner::form_elements(t, form)
}

/// The elements of the form `form` whose `id` or `name` is `name`
/// (a RadioNodeList's view).
fn named_elements(t: &Tree, form: NodeId, name: &str) -> Vec<NodeId> {
    form_owner::form_elements(t, form)
        .into_iter()
        .filter(|e| t.attribute(*e, "id") == Some(name) || t.attribute(*e, "name") == Some(name))
        .collect()
}

/// https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements: the
/// `elements` collection of `form` (its wrapper), the same object on every call.
pub fn of(ctx: &mut Context, form: &JsObject) -> JsResult<JsObject> {
    same_object(ctx, form, "elements", |ctx| {
        let filter = Filter::Custom { select: form_elements, key: String::new() };
        reflect(ctx, Interface::HTMLFormControlsCollection, DomKind::Collection { root: form.clone(), filter })
    })
}

/// A live RadioNodeList of the elements of `form` named `name`.
pub fn radio_node_list(ctx: &mut Context, form: &JsObject, name: &str) -> JsResult<JsObject> {
    let filter = Filter::Custom { select: named_elements, key: name.to_owned() };
    reflect(ctx, Interface::RadioNodeList, DomKind::Collection { root: form.clone(), filter })
}

fn form_of(this: &JsObject) -> Option<JsObject> {
    let d = this.downcast_ref::<DomObject>()?;
    match &d.kind {
        DomKind::Collection { root, .. } => Some(root.clone()),
        _ => None,
    }
}

impl HTMLFormControlsCollectionMethods for HTMLFormControlsCollection {
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlformcontrolscollection-nameditem
    fn named_item(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<Option<RadioNodeListOrElement>> {
        let name = name.to_std_string_lossy();
        // 1. If name is the empty string, return null.
        if name.is_empty() {
            return Ok(None);
        }
        let Some((doc, all)) = elements(ctx, this)? else { return Ok(None) };
        let matching: Vec<NodeId> = crate::host::host(ctx)
            .doc(doc, |d| {
                let t = d.tree.borrow();
                all.iter().copied().filter(|e| t.attribute(*e, "id") == Some(name.as_str()) || t.attribute(*e, "name") == Some(name.as_str())).collect()
            })
            .unwrap_or_default();
        match matching.as_slice() {
            // 3. None: null.
            [] => Ok(None),
            // 2. Exactly one node: that node.
            [one] => Ok(Some(RadioNodeListOrElement::Element(wrap(ctx, doc, *one)?))),
            // 4. Otherwise a new RadioNodeList, a live view of the collection
            //    filtered to the elements with that id or name.
            _ => {
                let Some(form) = form_of(this) else { return Ok(None) };
                Ok(Some(RadioNodeListOrElement::RadioNodeList(radio_node_list(ctx, &form, &name)?)))
            }
        }
    }
    /// The non-empty `id` and `name` values of the elements, in tree order,
    /// without duplicates, an element's `id` before its `name`.
    fn supported_property_names(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsString>> {
        <HTMLCollection as HTMLCollectionMethods>::supported_property_names(ctx, this)
    }
}
