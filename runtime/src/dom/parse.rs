//! Parsing HTML into a [`Tree`] with html5ever, pausing at each `</script>`
//! so that scripts can run in document order, as browsers do.
//!
//! The tree is shared as `Rc<RefCell<Tree>>`; the sink borrows it only
//! inside each callback, so while the parser is paused at a script other code
//! can read and change the tree freely.

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use html5ever::buffer_queue::BufferQueue;
use html5ever::tendril::StrTendril;
use html5ever::tokenizer::{Tokenizer, TokenizerOpts};
use html5ever::tree_builder::{
    ElementFlags, NodeOrText, QuirksMode, TreeBuilder, TreeBuilderOpts, TreeSink,
};
use html5ever::{ns, Attribute, LocalName, QualName, TokenizerResult};

use super::node::{Attr, NodeData, NodeId};
use super::shadow::{ShadowRootInit, ShadowRootMode, SlotAssignmentMode};
use super::Tree;

/// What [`HtmlParser::resume`] stopped at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseStep {
    /// A `</script>` end tag was processed for this `script` element: run
    /// it ("prepare the script element"), then call `resume` again.
    Script(NodeId),
    /// All input fed so far is parsed, and `end_input` was not called yet.
    NeedsInput,
    /// The end of the input was reached: the document is parsed.
    Done,
}

/// Written text set aside while a script it contained runs
/// ([`HtmlParser::set_aside_written`]).
#[derive(Debug, Default)]
pub struct WrittenRest(Vec<StrTendril>);

/// An incremental HTML document parser that fills a shared [`Tree`].
///
/// ```
/// # use runtime::dom::{HtmlParser, ParseStep, Tree};
/// let mut parser = HtmlParser::new(Tree::new().into_shared());
/// parser.feed("<p>a<script>1</script><p>b");
/// parser.end_input();
/// while let ParseStep::Script(script) = parser.resume() {
///     // run `script` here; parser.tree() may be borrowed mutably.
///     let _ = script;
/// }
/// ```
pub struct HtmlParser {
    tree: Rc<RefCell<Tree>>,
    tokenizer: Tokenizer<TreeBuilder<Handle, ArenaSink>>,
    input: BufferQueue,
    /// What `document.write()` inserted at the insertion point and the
    /// tokenizer has not consumed yet: it comes before `input`.
    written: BufferQueue,
    input_ended: bool,
    done: bool,
}

impl HtmlParser {
    /// A parser that will fill `tree` (normally a new, empty one).
    pub fn new(tree: Rc<RefCell<Tree>>) -> HtmlParser {
        let document = tree.borrow().document();
        let sink = ArenaSink::new(tree.clone(), document, false, None);
        let builder = TreeBuilder::new(sink, TreeBuilderOpts::default());
        HtmlParser {
            tree,
            tokenizer: Tokenizer::new(builder, TokenizerOpts::default()),
            input: BufferQueue::default(),
            written: BufferQueue::default(),
            input_ended: false,
            done: false,
        }
    }

    /// The tree being built.
    pub fn tree(&self) -> &Rc<RefCell<Tree>> {
        &self.tree
    }

    /// The line (1-based) of the source on which the start tag of the
    /// `script` element `node` ends: where its text begins, so that a
    /// script's own line numbers can be given as the document's.
    pub fn script_line(&self, node: NodeId) -> Option<u64> {
        self.tokenizer.sink.sink.script_lines.borrow().get(&node).copied()
    }

    /// Add more input after what was fed before. Nothing is parsed until
    /// [`resume`](Self::resume).
    pub fn feed(&mut self, html: &str) {
        if !html.is_empty() {
            self.input.push_back(StrTendril::from_slice(html));
        }
    }

    /// Say that no more input will be fed: the next `resume` that drains the
    /// input finishes the document.
    pub fn end_input(&mut self) {
        self.input_ended = true;
    }

    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
    /// steps 5-6: inserts `text` into the input stream just before the
    /// insertion point (after what earlier writes inserted and before the
    /// input not parsed yet), then parses the inserted text: up to a script
    /// end tag (the script to run, after which call this again with "") or
    /// until it is all consumed (`None`).
    pub fn write(&mut self, text: &str) -> Option<NodeId> {
        if self.done {
            return None;
        }
        if !text.is_empty() {
            self.written.push_back(StrTendril::from_slice(text));
        }
        if let TokenizerResult::Script(handle) = self.tokenizer.feed(&self.written) {
            return Some(handle.id);
        }
        None
    }

    /// Sets aside the written text after the script end tag [`write`](Self::write)
    /// stopped at, while that script runs: the insertion point is then just
    /// before it, so what the script writes comes first. Give it back with
    /// [`restore_written`](Self::restore_written) when the script is done.
    pub fn set_aside_written(&mut self) -> WrittenRest {
        let mut rest = Vec::new();
        while let Some(chunk) = self.written.pop_front() {
            rest.push(chunk);
        }
        WrittenRest(rest)
    }

    /// Puts back text [`set_aside_written`](Self::set_aside_written) took,
    /// after what was written since.
    pub fn restore_written(&mut self, rest: WrittenRest) {
        for chunk in rest.0 {
            self.written.push_back(chunk);
        }
    }

    /// Whether the input has ended (a network parser's end of file, or
    /// `document.close()` for a script-created one).
    pub fn input_ended(&self) -> bool {
        self.input_ended
    }

    /// Parse until the next script end tag or the end of the fed input.
    pub fn resume(&mut self) -> ParseStep {
        if self.done {
            return ParseStep::Done;
        }
        // Written text the tokenizer left (it waits for more characters to
        // decide, as after a lone `<`) comes before the rest of the input.
        let mut left = Vec::new();
        while let Some(chunk) = self.written.pop_front() {
            left.push(chunk);
        }
        for chunk in left.into_iter().rev() {
            self.input.push_front(chunk);
        }
        if let TokenizerResult::Script(handle) = self.tokenizer.feed(&self.input) {
            return ParseStep::Script(handle.id);
        }
        if !self.input_ended {
            return ParseStep::NeedsInput;
        }
        self.tokenizer.end();
        self.done = true;
        ParseStep::Done
    }
}

impl Tree {
    /// Wrap a tree for sharing with an [`HtmlParser`] and script code.
    pub fn into_shared(self) -> Rc<RefCell<Tree>> {
        Rc::new(RefCell::new(self))
    }

    /// Parse a whole document at once (scripts are not run).
    pub fn parse_document(html: &str) -> Tree {
        let shared = Tree::new().into_shared();
        let mut parser = HtmlParser::new(shared.clone());
        parser.feed(html);
        parser.end_input();
        while parser.resume() != ParseStep::Done {}
        drop(parser);
        // The parser was dropped, so this is the only handle on the tree;
        // if it were not, the tree is moved out and an empty one left behind.
        match Rc::try_unwrap(shared) {
            Ok(cell) => cell.into_inner(),
            Err(shared) => shared.replace(Tree::new()),
        }
    }
}

/// The tree builder's handle on a node. It carries the element's name so
/// that `elem_name` need not borrow the shared tree (element names never
/// change).
#[derive(Clone, Debug)]
struct Handle {
    id: NodeId,
    name: Option<Rc<QualName>>,
    mathml_annotation_xml_integration_point: bool,
}

impl Handle {
    fn node(id: NodeId) -> Handle {
        Handle {
            id,
            name: None,
            mathml_annotation_xml_integration_point: false,
        }
    }
}

/// The html5ever `TreeSink` that writes into the shared arena tree.
struct ArenaSink {
    tree: Rc<RefCell<Tree>>,
    /// The node the tree builder treats as the document: the tree's document,
    /// or for fragment parsing a detached DocumentFragment.
    document: NodeId,
    /// Fragment parsing: the target document's quirks mode is left alone.
    fragment: bool,
    /// Returned by `elem_name` for non-elements (never asked for by the
    /// tree builder).
    no_name: QualName,
    /// The line of the token being processed.
    current_line: Cell<u64>,
    /// The line of each `script` start tag.
    script_lines: RefCell<HashMap<NodeId, u64>>,
    /// The parse errors reported, when they are kept (XML: a document that
    /// is not well-formed is an error document).
    errors: Option<Rc<RefCell<Vec<String>>>>,
}

fn attrs_from(attrs: Vec<Attribute>) -> Vec<Attr> {
    attrs
        .into_iter()
        .map(|a| Attr {
            name: a.name,
            value: a.value.to_string(),
        })
        .collect()
}

impl ArenaSink {
    /// A sink that writes into `tree` under `document` (the tree's document,
    /// or a fragment's stand-in), keeping its parse errors in `errors` when given.
    fn new(tree: Rc<RefCell<Tree>>, document: NodeId, fragment: bool, errors: Option<Rc<RefCell<Vec<String>>>>) -> ArenaSink {
        ArenaSink {
            tree,
            document,
            fragment,
            no_name: QualName::new(None, ns!(), LocalName::from("")),
            current_line: Cell::new(1),
            script_lines: RefCell::new(HashMap::new()),
            errors,
        }
    }

    /// Append text to `parent`, merging with a Text last child.
    fn append_text(tree: &mut Tree, parent: NodeId, text: &str) {
        if let Some(last) = tree.last_child(parent) {
            if let Some(NodeData::Text(data)) = tree.node_data_mut(last) {
                data.push_str(text);
                return;
            }
        }
        let node = tree.create_text(text);
        Self::log(tree.link(node, parent, None));
    }

    fn log(result: Result<(), super::DomError>) {
        if let Err(e) = result {
            tracing::warn!("html parser tree operation failed: {e}");
        }
    }
}

impl TreeSink for ArenaSink {
    type Handle = Handle;
    type Output = ();
    type ElemName<'a> = &'a QualName;

    fn finish(self) {}

    fn parse_error(&self, msg: Cow<'static, str>) {
        tracing::trace!("parse error: {msg}");
        if let Some(errors) = &self.errors {
            errors.borrow_mut().push(msg.into_owned());
        }
    }

    fn get_document(&self) -> Handle {
        Handle::node(self.document)
    }

    fn elem_name<'a>(&'a self, target: &'a Handle) -> &'a QualName {
        target.name.as_deref().unwrap_or(&self.no_name)
    }

    fn set_current_line(&self, line_number: u64) {
        self.current_line.set(line_number);
    }

    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> Handle {
        let mut tree = self.tree.borrow_mut();
        let is_script = name.local.as_ref() == "script";
        let id = tree.new_element(name.clone(), attrs_from(attrs));
        if is_script && !self.fragment {
            self.script_lines.borrow_mut().insert(id, self.current_line.get());
            if let Some(e) = tree.element_mut(id) {
                e.parser_inserted = true;
            }
        }
        if flags.template {
            let contents = tree.create_document_fragment();
            if let Some(e) = tree.element_mut(id) {
                e.template_contents = Some(contents);
            }
        }
        Handle {
            id,
            name: Some(Rc::new(name)),
            mathml_annotation_xml_integration_point: flags.mathml_annotation_xml_integration_point,
        }
    }

    fn create_comment(&self, text: StrTendril) -> Handle {
        Handle::node(self.tree.borrow_mut().create_comment(&text))
    }

    fn create_pi(&self, target: StrTendril, data: StrTendril) -> Handle {
        let id = self.tree.borrow_mut().push(NodeData::ProcessingInstruction {
            target: target.to_string(),
            data: data.to_string(),
        });
        Handle::node(id)
    }

    fn append(&self, parent: &Handle, child: NodeOrText<Handle>) {
        let mut tree = self.tree.borrow_mut();
        match child {
            NodeOrText::AppendNode(node) => {
                Self::log(tree.remove_node(node.id));
                Self::log(tree.link(node.id, parent.id, None));
            }
            NodeOrText::AppendText(text) => Self::append_text(&mut tree, parent.id, &text),
        }
    }

    fn append_based_on_parent_node(
        &self,
        element: &Handle,
        prev_element: &Handle,
        child: NodeOrText<Handle>,
    ) {
        let has_parent = self.tree.borrow().parent(element.id).is_some();
        if has_parent {
            self.append_before_sibling(element, child);
        } else {
            self.append(prev_element, child);
        }
    }

    fn append_doctype_to_document(&self, name: StrTendril, public_id: StrTendril, system_id: StrTendril) {
        let mut tree = self.tree.borrow_mut();
        let doctype = tree.push(NodeData::Doctype {
            name: name.to_string(),
            public_id: public_id.to_string(),
            system_id: system_id.to_string(),
        });
        let document = tree.document();
        Self::log(tree.link(doctype, document, None));
    }

    fn mark_script_already_started(&self, node: &Handle) {
        if let Some(e) = self.tree.borrow_mut().element_mut(node.id) {
            e.already_started = true;
        }
    }

    fn allow_declarative_shadow_roots(&self, _intended_parent: &Handle) -> bool {
        // Fragment parsing (innerHTML, insertAdjacentHTML,
        // createContextualFragment) never attaches them; a document does if
        // it was made for a navigation.
        !self.fragment && self.tree.borrow().allow_declarative_shadow_roots
    }

    fn attach_declarative_shadow(&self, location: &Handle, template: &Handle, attrs: &[Attribute]) -> bool {
        // 3-6. The mode, clonable, serializable and delegatesFocus the
        //      template start tag's attributes give.
        let has = |name: &str| attrs.iter().any(|a| a.name.ns == ns!() && a.name.local.as_ref() == name);
        let mode = attrs
            .iter()
            .find(|a| a.name.ns == ns!() && a.name.local.as_ref() == "shadowrootmode")
            .and_then(|a| match a.value.to_ascii_lowercase().as_str() {
                "open" => Some(ShadowRootMode::Open),
                "closed" => Some(ShadowRootMode::Closed),
                _ => None,
            });
        let Some(mode) = mode else { return false };
        let init = ShadowRootInit {
            mode,
            delegates_focus: has("shadowrootdelegatesfocus"),
            slot_assignment: SlotAssignmentMode::Named,
            clonable: has("shadowrootclonable"),
            serializable: has("shadowrootserializable"),
        };
        self.tree.borrow_mut().attach_a_declarative_shadow_root(location.id, template.id, init)
    }

    fn get_template_contents(&self, target: &Handle) -> Handle {
        let mut tree = self.tree.borrow_mut();
        if let Some(contents) = tree.element(target.id).and_then(|e| e.template_contents) {
            return Handle::node(contents);
        }
        // Not created as a template (cannot happen); give it contents now.
        let contents = tree.create_document_fragment();
        if let Some(e) = tree.element_mut(target.id) {
            e.template_contents = Some(contents);
        }
        Handle::node(contents)
    }

    fn same_node(&self, x: &Handle, y: &Handle) -> bool {
        x.id == y.id
    }

    fn set_quirks_mode(&self, mode: QuirksMode) {
        if !self.fragment {
            self.tree.borrow_mut().quirks_mode = mode;
        }
    }

    fn append_before_sibling(&self, sibling: &Handle, new_node: NodeOrText<Handle>) {
        let mut tree = self.tree.borrow_mut();
        let Some(parent) = tree.parent(sibling.id) else {
            return;
        };
        match new_node {
            NodeOrText::AppendNode(node) => {
                Self::log(tree.remove_node(node.id));
                Self::log(tree.link(node.id, parent, Some(sibling.id)));
            }
            NodeOrText::AppendText(text) => {
                if let Some(previous) = tree.previous_sibling(sibling.id) {
                    if let Some(NodeData::Text(data)) = tree.node_data_mut(previous) {
                        data.push_str(&text);
                        return;
                    }
                }
                let node = tree.create_text(&text);
                Self::log(tree.link(node, parent, Some(sibling.id)));
            }
        }
    }

    fn add_attrs_if_missing(&self, target: &Handle, attrs: Vec<Attribute>) {
        let mut tree = self.tree.borrow_mut();
        if let Some(e) = tree.element_mut(target.id) {
            for attr in attrs_from(attrs) {
                if !e.attrs.iter().any(|a| a.name == attr.name) {
                    e.attrs.push(attr);
                }
            }
        }
    }

    fn remove_from_parent(&self, target: &Handle) {
        Self::log(self.tree.borrow_mut().remove_node(target.id));
    }

    fn reparent_children(&self, node: &Handle, new_parent: &Handle) {
        let mut tree = self.tree.borrow_mut();
        let children: Vec<NodeId> = tree.children(node.id).collect();
        for child in children {
            Self::log(tree.remove_node(child));
            Self::log(tree.link(child, new_parent.id, None));
        }
    }

    fn is_mathml_annotation_xml_integration_point(&self, handle: &Handle) -> bool {
        handle.mathml_annotation_xml_integration_point
    }
}

/// https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm
/// for `context` (an element of `tree`): the parsed nodes, in order, detached.
/// Scripts among them are marked "already started", so they never run.
pub fn parse_html_fragment(tree: &Rc<RefCell<Tree>>, context: NodeId, markup: &str) -> Vec<NodeId> {
    use html5ever::tendril::TendrilSink;
    // 1-4. A new Document (here a detached fragment node standing in for it),
    //      in the quirks mode of the context's node document.
    let (fake_document, context_name, context_attrs, quirks_mode, form) = {
        let mut t = tree.borrow_mut();
        let fake_document = t.create_document_fragment();
        let quirks_mode = t.quirks_mode;
        // 13. The form element pointer: the nearest inclusive ancestor of
        //     context that is a form element, if any. (The tree builder only
        //     compares against it and takes it off its own stack; it never
        //     changes that element.)
        let form = std::iter::once(context)
            .chain(t.ancestors(context))
            .find_map(|n| t.element(n).filter(|e| e.is_html("form")).map(|e| (n, e.name.clone())))
            .map(|(id, name)| Handle { id, name: Some(Rc::new(name)), mathml_annotation_xml_integration_point: false });
        let (name, attrs) = match t.element(context) {
            Some(e) => (
                e.name.clone(),
                e.attrs.iter().map(|a| Attribute { name: a.name.clone(), value: StrTendril::from_slice(&a.value) }).collect(),
            ),
            None => (QualName::new(None, ns!(html), LocalName::from("body")), Vec::new()),
        };
        (fake_document, name, attrs, quirks_mode, form)
    };
    let sink = ArenaSink::new(tree.clone(), fake_document, true, None);
    // 5-12. The tree builder creates the root html element, uses the context
    //       element for its tokenizer state and insertion mode (scripting is
    //       enabled, as for the documents of our browsing contexts), 13. with
    //       the form element pointer, 14-15. and parses the input.
    let opts = html5ever::ParseOpts {
        tree_builder: TreeBuilderOpts { quirks_mode, ..TreeBuilderOpts::default() },
        ..html5ever::ParseOpts::default()
    };
    let context_handle = html5ever::tree_builder::create_element(&sink, context_name, context_attrs);
    let parser = html5ever::driver::parse_fragment_for_element(sink, opts, context_handle, true, form);
    parser.one(StrTendril::from_slice(markup));
    // 16. Return root's children, in tree order (detached from root).
    let mut t = tree.borrow_mut();
    let root = t.first_child(fake_document);
    let children: Vec<NodeId> = root.map(|r| t.children(r).collect()).unwrap_or_default();
    for &c in &children {
        let _ = t.remove(c);
    }
    for &c in &children {
        let scripts: Vec<NodeId> = t.inclusive_descendants(c).filter(|&n| t.element(n).is_some_and(|e| e.is_html("script"))).collect();
        for s in scripts {
            if let Some(e) = t.element_mut(s) {
                e.already_started = true;
            }
        }
    }
    children
}

/// Parses `xml` into a new XML document (of content type `content_type`)
/// with xml5ever, through the same sink as HTML: the XML documents of
/// `DOMParser` and `XMLHttpRequest`. Returns the parse error when the input
/// is not well-formed, for the caller to make its error document
/// (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring).
///
/// xml5ever is an error-recovering XML5 parser: it builds a tree for input
/// that XML 1.0 rejects (an unclosed element, two root elements) and reports
/// only some of what it repairs. The strict check of well-formedness (and
/// namespace well-formedness) is roxmltree's, a conforming XML 1.0 parser
/// that only reads; the tree of a well-formed document is xml5ever's.
pub fn parse_xml_document(xml: &str, content_type: &str) -> Result<Tree, String> {
    use html5ever::tendril::TendrilSink;
    let options = roxmltree::ParsingOptions { allow_dtd: true, ..roxmltree::ParsingOptions::default() };
    if let Err(e) = roxmltree::Document::parse_with_options(xml, options) {
        return Err(e.to_string());
    }
    let mut tree = Tree::new();
    tree.set_kind(super::DocumentKind { html: false, content_type: content_type.to_string() });
    let shared = tree.into_shared();
    let document = shared.borrow().document();
    let errors = Rc::new(RefCell::new(Vec::new()));
    let sink = ArenaSink::new(shared.clone(), document, false, Some(errors.clone()));
    let parser = xml5ever::driver::parse_document(sink, xml5ever::driver::XmlParseOpts::default());
    parser.input_buffer.push_back(StrTendril::from_slice(xml));
    // xml5ever's tokenizer stops after each `</script>` for its caller to
    // run the script (its driver then dropped the rest of the input); a
    // parsed document's scripts do not run, so the parse goes on.
    while let xml5ever::TokenizerResult::Script(_) = parser.tokenizer.feed(&parser.input_buffer) {}
    parser.finish();
    if let Some(first) = errors.borrow().first() {
        return Err(first.clone());
    }
    let tree = match Rc::try_unwrap(shared) {
        Ok(cell) => cell.into_inner(),
        Err(shared) => shared.replace(Tree::new()),
    };
    Ok(tree)
}
