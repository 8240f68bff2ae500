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
            // "script elements get marked unexecutable" (the method's note).
            tree.mark_scripts_unexecutable();
            return crate::dom::domimplementation::create_document_with_tree(ctx, tree);
        }
        // Otherwise: an XML document of content type type_, parsed with
        // scripting disabled; one that is not well-formed is a document
        // whose only child is a parsererror element.
        let mut tree = parse_xml_or_error_document(&string.to_std_string_lossy(), &type_).map_err(|e| dom_exception(ctx, "SyntaxError", &e))?;
        tree.mark_scripts_unexecutable();
        crate::dom::domimplementation::create_document_with_tree(ctx, tree)
    }
}

/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
/// for the XML types: the parsed document, or (3) for a well-formedness
/// error, a document whose root is a `parsererror` element in the
/// http://www.mozilla.org/newlayout/xml/parsererror.xml namespace, with the
/// error as its text (3.3, "optionally").
pub fn parse_xml_or_error_document(xml: &str, content_type: &str) -> Result<runtime::dom::Tree, String> {
    match runtime::dom::parse_xml_document(xml, content_type) {
        Ok(tree) => Ok(tree),
        Err(error) => {
            let mut tree = runtime::dom::Tree::new();
            tree.set_kind(runtime::dom::DocumentKind { html: false, content_type: content_type.to_string() });
            let root = tree.create_element_ns(Some("http://www.mozilla.org/newlayout/xml/parsererror.xml"), "parsererror").map_err(|e| e.to_string())?;
            let text = tree.create_text(&error);
            let document = tree.document();
            tree.append_child(root, text).map_err(|e| e.to_string())?;
            tree.append_child(document, root).map_err(|e| e.to_string())?;
            Ok(tree)
        }
    }
}
