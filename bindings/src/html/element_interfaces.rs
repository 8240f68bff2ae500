//! HTML's element interfaces
//! (https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom):
//! which interface an element of the HTML namespace implements, by its
//! local name (the "element interface" of
//! https://dom.spec.whatwg.org/#concept-element-interface for the HTML
//! namespace, https://html.spec.whatwg.org/multipage/indices.html#element-interfaces).

use runtime::dom::ElementData;

use crate::generated::Interface;

/// The interface an element implements: HTML's for the HTML namespace,
/// `SVGElement` for the SVG namespace (SVG's own element interfaces are
/// not implemented: every SVG element gets the base one), `Element` for
/// the others.
pub fn element_interface(element: &ElementData) -> Interface {
    // A custom element whose constructor failed when `createElement` ran it
    // is an HTMLUnknownElement (https://dom.spec.whatwg.org/#concept-create-element
    // step 6.1.3); one whose upgrade failed already had its wrapper.
    if element.custom_state == runtime::dom::CustomElementState::Failed && element.custom_definition.is_none() {
        return Interface::HTMLUnknownElement;
    }
    if *element.namespace() == html5ever::ns!(html) {
        html_element_interface(element.local_name())
    } else if *element.namespace() == html5ever::ns!(svg) {
        Interface::SVGElement
    } else {
        Interface::Element
    }
}

/// https://html.spec.whatwg.org/multipage/dom.html#element-interface for a
/// local name of the HTML namespace.
pub fn html_element_interface(local_name: &str) -> Interface {
    match local_name {
        "a" => Interface::HTMLAnchorElement,
        "area" => Interface::HTMLAreaElement,
        "audio" => Interface::HTMLAudioElement,
        "base" => Interface::HTMLBaseElement,
        "blockquote" | "q" => Interface::HTMLQuoteElement,
        "body" => Interface::HTMLBodyElement,
        "br" => Interface::HTMLBRElement,
        "button" => Interface::HTMLButtonElement,
        "canvas" => Interface::HTMLCanvasElement,
        "caption" => Interface::HTMLTableCaptionElement,
        "col" | "colgroup" => Interface::HTMLTableColElement,
        "data" => Interface::HTMLDataElement,
        "datalist" => Interface::HTMLDataListElement,
        "del" | "ins" => Interface::HTMLModElement,
        "details" => Interface::HTMLDetailsElement,
        "dialog" => Interface::HTMLDialogElement,
        "dir" => Interface::HTMLDirectoryElement,
        "div" => Interface::HTMLDivElement,
        "dl" => Interface::HTMLDListElement,
        "embed" => Interface::HTMLEmbedElement,
        "fieldset" => Interface::HTMLFieldSetElement,
        "font" => Interface::HTMLFontElement,
        "form" => Interface::HTMLFormElement,
        "frame" => Interface::HTMLFrameElement,
        "frameset" => Interface::HTMLFrameSetElement,
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => Interface::HTMLHeadingElement,
        "head" => Interface::HTMLHeadElement,
        "hr" => Interface::HTMLHRElement,
        "html" => Interface::HTMLHtmlElement,
        "iframe" => Interface::HTMLIFrameElement,
        "img" => Interface::HTMLImageElement,
        "input" => Interface::HTMLInputElement,
        "label" => Interface::HTMLLabelElement,
        "legend" => Interface::HTMLLegendElement,
        "li" => Interface::HTMLLIElement,
        "link" => Interface::HTMLLinkElement,
        "map" => Interface::HTMLMapElement,
        "marquee" => Interface::HTMLMarqueeElement,
        "menu" => Interface::HTMLMenuElement,
        "meta" => Interface::HTMLMetaElement,
        "meter" => Interface::HTMLMeterElement,
        "object" => Interface::HTMLObjectElement,
        "ol" => Interface::HTMLOListElement,
        "optgroup" => Interface::HTMLOptGroupElement,
        "option" => Interface::HTMLOptionElement,
        "output" => Interface::HTMLOutputElement,
        "p" => Interface::HTMLParagraphElement,
        "param" => Interface::HTMLParamElement,
        "picture" => Interface::HTMLPictureElement,
        "pre" | "listing" | "xmp" => Interface::HTMLPreElement,
        "progress" => Interface::HTMLProgressElement,
        "script" => Interface::HTMLScriptElement,
        "select" => Interface::HTMLSelectElement,
        "slot" => Interface::HTMLSlotElement,
        "source" => Interface::HTMLSourceElement,
        "span" => Interface::HTMLSpanElement,
        "style" => Interface::HTMLStyleElement,
        "table" => Interface::HTMLTableElement,
        "tbody" | "thead" | "tfoot" => Interface::HTMLTableSectionElement,
        "td" | "th" => Interface::HTMLTableCellElement,
        "template" => Interface::HTMLTemplateElement,
        "textarea" => Interface::HTMLTextAreaElement,
        "time" => Interface::HTMLTimeElement,
        "title" => Interface::HTMLTitleElement,
        "tr" => Interface::HTMLTableRowElement,
        "track" => Interface::HTMLTrackElement,
        "ul" => Interface::HTMLUListElement,
        "video" => Interface::HTMLVideoElement,
        // Elements of the standard whose interface is HTMLElement itself,
        // the obsolete ones among them
        // (https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features).
        "abbr" | "address" | "article" | "aside" | "b" | "bdi" | "bdo" | "cite" | "code" | "dd" | "dfn" | "dt" | "em"
        | "figcaption" | "figure" | "footer" | "header" | "hgroup" | "i" | "kbd" | "main" | "mark" | "nav" | "noscript"
        | "rp" | "rt" | "ruby" | "s" | "samp" | "search" | "section" | "small" | "strong" | "sub" | "summary" | "sup"
        | "u" | "var" | "wbr" | "acronym" | "basefont" | "big" | "center" | "nobr" | "noembed" | "noframes" | "plaintext"
        | "rb" | "rtc" | "strike" | "tt" => Interface::HTMLElement,
        // "applet", "bgsound", "blink", "isindex", "keygen", "multicol",
        // "nextid" and "spacer" are HTMLUnknownElement by name, as any other
        // name that is not a valid custom element name.
        name if is_valid_custom_element_name(name) => Interface::HTMLElement,
        _ => Interface::HTMLUnknownElement,
    }
}

/// https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name
pub fn is_valid_custom_element_name(name: &str) -> bool {
    // It does not match any of: annotation-xml, color-profile, font-face,
    // font-face-src, font-face-uri, font-face-format, font-face-name, missing-glyph.
    const RESERVED: [&str; 8] =
        ["annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri", "font-face-format", "font-face-name", "missing-glyph"];
    if RESERVED.contains(&name) {
        return false;
    }
    // It matches PotentialCustomElementName: [a-z] (PCENChar)* '-' (PCENChar)*.
    let mut chars = name.chars();
    if !chars.next().is_some_and(|c| c.is_ascii_lowercase()) {
        return false;
    }
    let pcen_char = |c: char| {
        matches!(c, '-' | '.' | '_' | '0'..='9' | 'a'..='z' | '\u{B7}' | '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{F6}'
            | '\u{F8}'..='\u{37D}' | '\u{37F}'..='\u{1FFF}' | '\u{200C}'..='\u{200D}' | '\u{203F}'..='\u{2040}'
            | '\u{2070}'..='\u{218F}' | '\u{2C00}'..='\u{2FEF}' | '\u{3001}'..='\u{D7FF}' | '\u{F900}'..='\u{FDCF}'
            | '\u{FDF0}'..='\u{FFFD}' | '\u{10000}'..='\u{EFFFF}')
    };
    name.contains('-') && chars.all(pcen_char)
}
