//! https://html.spec.whatwg.org/multipage/custom-elements.html#customelementregistry:
//! a Window's registry of autonomous custom elements. Customized built-in
//! elements (`{extends}`) are not supported: `define` throws a
//! NotSupportedError for them (docs/decisions.md).

use boa_engine::object::builtins::JsPromise;
use boa_engine::{js_string, Context, JsObject, JsResult, JsString, JsValue};
use runtime::dom::shadow::is_valid_custom_element_name;
use runtime::dom::Reaction;

use crate::generated::{CustomElementConstructorOrUndefined, CustomElementRegistryMethods, ElementDefinitionOptions, Interface};
use crate::host::{host, DocId};
use crate::html::custom_elements::Definition;
use crate::webidl::convert::{to_boolean, to_callback_function, to_dom_string, to_sequence, type_error};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::with_dom;

pub struct CustomElementRegistry;

/// The Window's registry, made on first use ([SameObject] in effect).
pub fn window_registry(ctx: &mut Context, window: &JsObject) -> JsResult<JsObject> {
    let doc = crate::html::window::window_doc(window)?;
    let h = host(ctx);
    if let Some(o) = h.objects(doc, |o| o.singletons.get("customElements").cloned()).flatten() {
        return Ok(o);
    }
    let o = crate::webidl::reflect::reflect_in_doc(ctx, doc, Interface::CustomElementRegistry, DomKind::CustomElementRegistry(doc))?;
    h.objects_mut(doc, |x| x.singletons.insert("customElements", o.clone()));
    Ok(o)
}

/// The Window (by its document) whose registry `this` is.
fn registry_window(this: &JsObject) -> JsResult<DocId> {
    with_dom(this, |d| match &d.kind {
        DomKind::CustomElementRegistry(doc) => Some(*doc),
        _ => None,
    })?
    .ok_or_else(|| type_error("not a CustomElementRegistry"))
}

/// The lifecycle callbacks of https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define
/// step 10.3, read from the prototype.
struct Callbacks {
    connected: Option<JsObject>,
    disconnected: Option<JsObject>,
    adopted: Option<JsObject>,
    attribute_changed: Option<JsObject>,
}

/// Steps 10.1-10.8 of define: the prototype's callbacks and the
/// constructor's static members, each read once and in the standard's order.
fn read_definition(ctx: &mut Context, constructor: &JsObject) -> JsResult<(Callbacks, Vec<String>)> {
    // 10.1. Let prototype be ? Get(constructor, "prototype").
    // 10.2. If prototype is not an Object, then throw a TypeError.
    let prototype = constructor.get(js_string!("prototype"), ctx)?;
    let Some(prototype) = prototype.as_object() else {
        return Err(type_error("Failed to execute 'define' on 'CustomElementRegistry': The prototype of the constructor is not an object."));
    };
    // 10.3-10.4. For each callbackName of « "connectedCallback",
    //   "disconnectedCallback", "adoptedCallback", "connectedMoveCallback",
    //   "attributeChangedCallback" »: callbackValue = ? Get(prototype,
    //   callbackName); if not undefined, convert it to a Function.
    let callback = |name: &str, ctx: &mut Context| -> JsResult<Option<JsObject>> {
        let v = prototype.get(JsString::from(name), ctx)?;
        if v.is_undefined() {
            return Ok(None);
        }
        to_callback_function(&v, &format!("Failed to execute 'define' on 'CustomElementRegistry': The '{name}' property"))
            .map(Some)
    };
    let connected = callback("connectedCallback", ctx)?;
    let disconnected = callback("disconnectedCallback", ctx)?;
    let adopted = callback("adoptedCallback", ctx)?;
    // No moveBefore() here, so a connectedMoveCallback is read and checked but never called.
    callback("connectedMoveCallback", ctx)?;
    let attribute_changed = callback("attributeChangedCallback", ctx)?;
    // 10.5. If attributeChangedCallback is not null: observedAttributes =
    //   ? Get(constructor, "observedAttributes"), converted to sequence<DOMString> if not undefined.
    let mut observed = Vec::new();
    if attribute_changed.is_some() {
        let v = constructor.get(js_string!("observedAttributes"), ctx)?;
        if !v.is_undefined() {
            observed = to_sequence(&v, "Failed to execute 'define' on 'CustomElementRegistry': observedAttributes", ctx, |v, ctx| Ok(to_dom_string(&v, false, ctx)?.to_std_string_lossy()))?;
        }
    }
    // 10.6. disabledFeatures = ? Get(constructor, "disabledFeatures"), a sequence<DOMString> if not undefined.
    let v = constructor.get(js_string!("disabledFeatures"), ctx)?;
    if !v.is_undefined() {
        to_sequence(&v, "Failed to execute 'define' on 'CustomElementRegistry': disabledFeatures", ctx, |v, ctx| to_dom_string(&v, false, ctx))?;
    }
    // 10.7. formAssociated = ? Get(constructor, "formAssociated"), converted to a boolean.
    let form_associated = to_boolean(&constructor.get(js_string!("formAssociated"), ctx)?);
    // 10.8. If formAssociated is true, the form callbacks are read and
    //   converted as the lifecycle callbacks are (this engine has no
    //   ElementInternals, so none of them is ever called).
    if form_associated {
        for name in ["formAssociatedCallback", "formResetCallback", "formDisabledCallback", "formStateRestoreCallback"] {
            callback(name, ctx)?;
        }
    }
    Ok((Callbacks { connected, disconnected, adopted, attribute_changed }, observed))
}

impl CustomElementRegistryMethods for CustomElementRegistry {
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define
    fn define(ctx: &mut Context, this: &JsObject, name: JsString, constructor: JsObject, options: ElementDefinitionOptions) -> JsResult<()> {
        let window = registry_window(this)?;
        let h = host(ctx);
        let name = name.to_std_string_lossy();
        // 1. If IsConstructor(constructor) is false, then throw a TypeError.
        if !constructor.is_constructor() {
            return Err(type_error("Failed to execute 'define' on 'CustomElementRegistry': The provided value is not a constructor."));
        }
        // 2. If name is not a valid custom element name, then throw a "SyntaxError" DOMException.
        if !is_valid_custom_element_name(&name) {
            return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to execute 'define' on 'CustomElementRegistry': \"{name}\" is not a valid custom element name")));
        }
        // 3. If this's custom element definition set contains an item with
        //    name name, then throw a "NotSupportedError" DOMException.
        if h.custom_elements.borrow().by_name(window, &name).is_some() {
            return Err(dom_exception(ctx, "NotSupportedError", &format!("Failed to execute 'define' on 'CustomElementRegistry': the name \"{name}\" has already been used with this registry")));
        }
        // 4. ... an item with constructor constructor: "NotSupportedError".
        if h.custom_elements.borrow().by_constructor(window, &constructor).is_some() {
            return Err(dom_exception(ctx, "NotSupportedError", "Failed to execute 'define' on 'CustomElementRegistry': this constructor has already been used with this registry"));
        }
        // 5-7. extends: a customized built-in element, which this engine
        //    does not support (an honest NotSupportedError, not an
        //    autonomous element that pretends).
        if let Some(extends) = options.extends {
            return Err(dom_exception(ctx, "NotSupportedError", &format!("Failed to execute 'define' on 'CustomElementRegistry': customized built-in elements (extends: \"{}\") are not supported", extends.to_std_string_lossy())));
        }
        // 8. If this's element definition is running is true, then throw a "NotSupportedError" DOMException.
        if h.custom_elements.borrow().definition_is_running.contains(&window) {
            return Err(dom_exception(ctx, "NotSupportedError", "Failed to execute 'define' on 'CustomElementRegistry': a definition is already running"));
        }
        // 9. Set this's element definition is running to true.
        h.custom_elements.borrow_mut().definition_is_running.insert(window);
        // 10. Run the steps that read the constructor and its prototype.
        let read = read_definition(ctx, &constructor);
        // 11. Set this's element definition is running to false.
        h.custom_elements.borrow_mut().definition_is_running.remove(&window);
        // 12. If an exception was thrown, rethrow it.
        let (callbacks, observed_attributes) = read?;
        // 13-14. Let definition be a new custom element definition; append it to this's set.
        let id = {
            let mut defs = h.custom_elements.borrow_mut();
            let filter = runtime::dom::CallbackFilter {
                connected: callbacks.connected.is_some(),
                disconnected: callbacks.disconnected.is_some(),
                adopted: callbacks.adopted.is_some(),
                attribute_changed: callbacks.attribute_changed.is_some(),
                observed_attributes: observed_attributes.clone(),
            };
            defs.list.push(Definition {
                window,
                name: name.clone(),
                constructor: constructor.clone(),
                filter: std::sync::Arc::new(filter),
                observed_attributes,
                connected: callbacks.connected,
                disconnected: callbacks.disconnected,
                adopted: callbacks.adopted,
                attribute_changed: callbacks.attribute_changed,
                construction_stack: Vec::new(),
            });
            runtime::dom::DefinitionId((defs.list.len() - 1) as u32)
        };
        // 15-17. Let document be this's relevant global object's associated
        //    Document; enqueue an upgrade reaction for each candidate (the
        //    [CEReactions] of define runs them before it returns).
        h.doc(window, |d| d.tree.borrow_mut().define_custom_element(&name, id));
        // 18. If this's when-defined promise map[name] exists: resolve it
        //     with constructor, and remove the entry.
        let waiting: Vec<_> = {
            let mut defs = h.custom_elements.borrow_mut();
            let (matching, rest) = std::mem::take(&mut defs.when_defined).into_iter().partition(|(w, n, _, _)| *w == window && *n == name);
            defs.when_defined = rest;
            matching
        };
        for (_, _, _, resolvers) in waiting {
            resolvers.resolve.call(&JsValue::undefined(), &[constructor.clone().into()], ctx)?;
        }
        Ok(())
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-get
    fn get(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<CustomElementConstructorOrUndefined> {
        let window = registry_window(this)?;
        let defs = host(ctx).custom_elements.borrow().by_name(window, &name.to_std_string_lossy()).and_then(|id| host(ctx).custom_elements.borrow().get(id).map(|d| d.constructor.clone()));
        Ok(match defs {
            Some(c) => CustomElementConstructorOrUndefined::CustomElementConstructor(c),
            None => CustomElementConstructorOrUndefined::Undefined(()),
        })
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-getname
    fn get_name(ctx: &mut Context, this: &JsObject, constructor: JsObject) -> JsResult<Option<JsString>> {
        let window = registry_window(this)?;
        let h = host(ctx);
        let defs = h.custom_elements.borrow();
        Ok(defs.by_constructor(window, &constructor).and_then(|id| defs.get(id)).map(|d| JsString::from(d.name.as_str())))
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-whendefined
    fn when_defined(ctx: &mut Context, this: &JsObject, name: JsString) -> JsResult<JsPromise> {
        let window = registry_window(this)?;
        let name = name.to_std_string_lossy();
        // 1. If name is not a valid custom element name, then return a promise rejected with a "SyntaxError" DOMException.
        if !is_valid_custom_element_name(&name) {
            return Err(dom_exception(ctx, "SyntaxError", &format!("Failed to execute 'whenDefined' on 'CustomElementRegistry': \"{name}\" is not a valid custom element name")));
        }
        let h = host(ctx);
        // 2. If this's custom element definition set contains an item with
        //    name name, then return a promise resolved with its constructor.
        let defined = h.custom_elements.borrow().by_name(window, &name).and_then(|id| h.custom_elements.borrow().get(id).map(|d| d.constructor.clone()));
        if let Some(constructor) = defined {
            return JsPromise::resolve(constructor, ctx);
        }
        // 3-5. The promise of this's when-defined promise map for name, made on first use.
        if let Some(p) = h.custom_elements.borrow().when_defined.iter().find(|(w, n, _, _)| *w == window && *n == name).map(|(_, _, p, _)| p.clone()) {
            return Ok(p);
        }
        let (promise, resolvers) = JsPromise::new_pending(ctx);
        h.custom_elements.borrow_mut().when_defined.push((window, name, promise.clone(), resolvers));
        Ok(promise)
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-upgrade
    fn upgrade(ctx: &mut Context, _this: &JsObject, root: JsObject) -> JsResult<()> {
        let r = crate::dom::node::node_ref(&root)?;
        // 1. Let candidates be a list of all of root's shadow-including
        //    inclusive descendant elements, in shadow-including tree order.
        // 2. For each candidate of candidates, try to upgrade candidate.
        host(ctx).doc(r.doc, |d| {
            let mut t = d.tree.borrow_mut();
            let mut candidates = vec![r.node];
            candidates.extend(t.shadow_including_descendants(r.node));
            for candidate in candidates {
                let definition = t.element(candidate).and_then(|e| t.look_up_a_custom_element_definition(&e.name.ns, &e.name.local));
                if let Some(definition) = definition {
                    t.enqueue_custom_element_reaction(candidate, Reaction::Upgrade(definition));
                }
            }
        });
        Ok(())
    }
}
