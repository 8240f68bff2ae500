//! https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::generated::{DOMParserMethods, Interface};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::reflect_with_proto;

pub struct DOMParser;

impl DOMParserMethods for DOMParser {
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        reflect_with_proto(ctx, proto, Interface::DOMParser, DomKind::Plain)
    }
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
    fn parse_from_string(ctx: &mut Context, _this: &JsObject, string: JsString, type_: String) -> JsResult<JsObject> {
        // 3. Switch on type: "text/html": parse compliantString with an HTML
        //    parser whose scripting is disabled (the tree builder runs no scripts).
        if type_ == "text/html" {
            let mut tree = runtime::dom::Tree::parse_document(&string.to_std_string_lossy());
            // "script elements get marked unexecutable" (the method's note):
            // already started, which importNode's and cloneNode's copies keep,
            // so inserting them into a document with scripting runs nothing.
            let scripts: Vec<_> = tree.descendants(tree.document()).filter(|&n| tree.element(n).is_some_and(|e| e.is_html("script"))).collect();
            for script in scripts {
                tree.set_already_started(script);
            }
            return crate::dom::domimplementation::create_document_with_tree(ctx, tree);
        }
        // The XML types need an XML parser, which the engine does not have.
        Err(dom_exception(ctx, "NotSupportedError", &format!("Failed to execute 'parseFromString' on 'DOMParser': parsing '{type_}' needs an XML parser, which this engine does not have.")))
    }
}
