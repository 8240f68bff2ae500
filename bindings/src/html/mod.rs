//! The HTML Standard (https://html.spec.whatwg.org/) on the script side:
//! documents' realms and loading, navigation and navigables, WindowProxy and
//! cross-origin objects, window.open, scripts, unhandled rejections,
//! structured clone, and the HTML interfaces (one file each).

pub mod activation;
pub mod animation_frames;
pub mod auxiliary;
pub mod base64;
pub mod cross_origin;
pub mod custom_elements;
pub mod cookie;
pub mod customelementregistry;
pub mod domparser;
pub mod domstringmap;
pub mod eventsource;
pub mod diagnostics;
pub mod document_load;
pub mod dynamic_markup_insertion;
pub mod event_handler;
pub mod event_handler_content;
pub mod form_activation;
pub mod form_controls;
pub mod form_submission;
pub mod javascript_url;
pub mod navigable;
pub mod plugins;
pub mod pluginarray;
pub mod plugin;
pub mod mimetypearray;
pub mod mimetype;
pub mod module_script;
pub mod rejections;
pub mod script;
pub mod script_element;
pub mod structured_clone;
pub mod reflecting;
pub mod urls;
pub mod text_selection;
pub mod user_prompts;
pub mod window_ops;
pub mod window_named_properties;
pub mod window_proxy;

pub mod errorevent;
pub mod focus;
pub mod formdata;
pub mod formdataevent;
pub mod hashchangeevent;
pub mod details;
pub mod toggleevent;
pub mod history;
pub mod htmlbodyelement;
pub mod htmlbuttonelement;
pub mod htmldatalistelement;
pub mod htmldialogelement;
pub mod pagetransitionevent;
pub mod beforeunloadevent;
pub mod popstateevent;
pub mod storage;
pub mod storageevent;
pub mod htmlelement;
pub mod htmlfieldsetelement;
pub mod htmlformcontrolscollection;
pub mod htmlformelement;
pub mod htmlheadelement;
pub mod htmliframeelement;
pub mod htmlinputelement;
pub mod htmllabelelement;
pub mod htmllinkelement;
pub mod link_stylesheet;
pub mod htmloptionelement;
pub mod htmloptionscollection;
pub mod htmloutputelement;
pub mod htmlscriptelement;
pub mod htmlselectelement;
pub mod htmltemplateelement;
pub mod htmltextareaelement;
pub mod location;
pub mod messageevent;
pub mod navigator;
pub mod promiserejectionevent;
pub mod radionodelist;
pub mod submitevent;
pub mod validitystate;
pub mod window;
pub mod element_interfaces;
pub mod hyperlink_element_utils;
pub mod htmlanchorelement;
pub mod htmlareaelement;
pub mod htmlbaseelement;
pub mod htmlcanvaselement;
pub mod htmlembedelement;
pub mod htmlframeelement;
pub mod htmlimageelement;
pub mod htmllegendelement;
pub mod htmlmapelement;
pub mod htmlmarqueeelement;
pub mod htmlmediaelement;
pub mod htmlmeterelement;
pub mod htmlobjectelement;
pub mod htmlprogresselement;
pub mod htmlslotelement;
pub mod htmlstyleelement;
pub mod htmltablecellelement;
pub mod htmltableelement;
pub mod htmltablerowelement;
pub mod htmltablesectionelement;
pub mod htmltitleelement;
pub mod htmltrackelement;
pub mod htmlvideoelement;
pub mod mediaerror;
pub mod timeranges;

/// HTML's insertion, removing and children-changed steps after script
/// changed `doc`'s tree: iframes get or lose their child navigables,
/// script elements that became connected (or got text) are prepared, and
/// stylesheet links that became connected fetch their sheet.
pub fn tree_changed(ctx: &mut boa_engine::Context, doc: crate::host::DocId) {
    navigable::tree_changed(ctx, doc);
    script_element::prepare_inserted_scripts(ctx, doc);
    link_stylesheet::process_links(ctx, doc, true);
    focus::focused_area_may_have_changed(ctx, doc);
}

/// HTML's attribute change steps: an iframe's `src` navigates it; a
/// connected script element that was not prepared yet and gets a `src` is
/// prepared; a details element whose `open` changed queues `toggle`.
pub fn attribute_changed(ctx: &mut boa_engine::Context, doc: crate::host::DocId, node: runtime::dom::NodeId, name: &str) {
    navigable::attribute_changed(ctx, doc, node, name);
    event_handler_content::attribute_changed(ctx, doc, node, name);
    details::attribute_changed(ctx, doc, node, name);
    // Only a script that is not parser-inserted is prepared when it gets a src.
    let parser_inserted = crate::host::host(ctx).doc(doc, |d| d.tree.borrow().element(node).is_some_and(|e| e.parser_inserted)).unwrap_or(false);
    if name.eq_ignore_ascii_case("src") && !parser_inserted {
        script_element::prepare_the_script_element(ctx, doc, node, None);
    }
    if ["href", "rel", "disabled"].iter().any(|a| name.eq_ignore_ascii_case(a)) {
        link_stylesheet::process_links(ctx, doc, true);
    }
    focus::focused_area_may_have_changed(ctx, doc);
}
