//! DOMException values (https://webidl.spec.whatwg.org/#idl-DOMException).

use boa_engine::{Context, JsError, JsNativeError, JsObject, JsValue};

use crate::webidl::kind::{DomKind, ExceptionData};
use crate::generated::Interface;
use crate::webidl::reflect::reflect;

/// https://webidl.spec.whatwg.org/#dfn-error-names-table
pub fn legacy_code(name: &str) -> u16 {
    match name {
        "IndexSizeError" => 1,
        "HierarchyRequestError" => 3,
        "WrongDocumentError" => 4,
        "InvalidCharacterError" => 5,
        "NoModificationAllowedError" => 7,
        "NotFoundError" => 8,
        "NotSupportedError" => 9,
        "InUseAttributeError" => 10,
        "InvalidStateError" => 11,
        "SyntaxError" => 12,
        "InvalidModificationError" => 13,
        "NamespaceError" => 14,
        "InvalidAccessError" => 15,
        "TypeMismatchError" => 17,
        "SecurityError" => 18,
        "NetworkError" => 19,
        "AbortError" => 20,
        "URLMismatchError" => 21,
        "QuotaExceededError" => 22,
        "TimeoutError" => 23,
        "InvalidNodeTypeError" => 24,
        "DataCloneError" => 25,
        _ => 0,
    }
}

/// A new DOMException object in the current realm.
pub fn new_dom_exception(ctx: &mut Context, name: &str, message: &str) -> JsValue {
    match reflect(ctx, Interface::DOMException, DomKind::DomException(ExceptionData { name: name.into(), message: message.into() })) {
        Ok(o) => o.into(),
        // A realm without DOMException (cannot happen for a page realm): fall back to an Error.
        Err(e) => e.into_opaque(ctx).unwrap_or_default(),
    }
}

/// A DOMException to throw.
pub fn dom_exception(ctx: &mut Context, name: &str, message: &str) -> JsError {
    JsError::from_opaque(new_dom_exception(ctx, name, message))
}

/// The DOMException data of an object, if it is one.
pub fn exception_data(obj: &JsObject) -> Option<ExceptionData> {
    let d = obj.downcast_ref::<crate::webidl::reflect::DomObject>()?;
    match &d.kind {
        DomKind::DomException(e) => Some(e.clone()),
        _ => None,
    }
}

pub fn type_error_value(ctx: &mut Context, message: &str) -> JsValue {
    error_value(JsError::from(JsNativeError::typ().with_message(message.to_string())), ctx)
}

/// The JS value of a thrown error.
///
/// Engine errors (Boa's runtime limits: a loop over the iteration limit, too
/// deep a recursion) have no JS value; they become an `Error` whose message
/// is the engine's description, so that what a page did wrong is reported.
pub fn error_value(error: JsError, ctx: &mut Context) -> JsValue {
    match error.into_opaque(ctx) {
        Ok(v) => v,
        Err(engine) => {
            let message = engine.to_string().lines().next().unwrap_or("engine error").to_string();
            JsError::from(JsNativeError::error().with_message(message)).into_opaque(ctx).unwrap_or_default()
        }
    }
}
