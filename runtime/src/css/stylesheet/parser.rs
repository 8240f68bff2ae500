//! The rule parsers of a style sheet: top-level rules, style rule bodies
//! with nesting, and the conditional and layer at-rules.

use std::sync::Arc;

use cssparser::{
    AtRuleParser, CowRcStr, DeclarationParser, ParseError, Parser, ParserState, QualifiedRuleParser,
    RuleBodyItemParser, RuleBodyParser, SourceLocation, StyleSheetParser,
};
use selectors::parser::SelectorList;
use url::Url;

use super::{evaluate_media_query_list, evaluate_supports_condition, CssRule, ImportRule, ParseWarning, StyleRule, MAX_WARNINGS};
use crate::css::cssom::declaration_block::parse_one_declaration_value;
use crate::css::cssom::{DeclarationBlock, DeclaredValue, PropertyKey};
use crate::css::values::tokens;
use crate::dom::select::{parse_style_rule_selectors, Impl};

type Error = ParseError<()>;

fn warn(warnings: &mut Vec<ParseWarning>, location: SourceLocation, message: String) {
    if warnings.len() < MAX_WARNINGS {
        warnings.push(ParseWarning { line: location.line + 1, column: location.column, message });
    }
}

/// A short quotation of dropped source text for a warning.
fn quote(text: &str) -> String {
    let text = text.trim();
    let short: String = text.chars().take(60).collect();
    if short.len() < text.len() {
        format!("{short}…")
    } else {
        short
    }
}

pub(super) fn parse_rules(css: &str, base: Option<&Url>, warnings: &mut Vec<ParseWarning>) -> Vec<CssRule> {
    let mut input = Parser::new(css);
    let mut parser = RuleParser { base, warnings: Vec::new(), parent: None, top_level: true, imports_allowed: true };
    let mut rules = Vec::new();
    let mut iter = StyleSheetParser::new(&mut input, &mut parser);
    let mut local_warnings = Vec::new();
    while let Some(result) = iter.next() {
        match result {
            Ok(rule) => rules.push(rule),
            Err((_, text, location)) => warn(&mut local_warnings, location, format!("dropped rule `{}`", quote(text))),
        }
    }
    drop(iter);
    warnings.append(&mut parser.warnings);
    warnings.append(&mut local_warnings);
    // One warning per place: a rule dropped for its selector is reported
    // by the selector parser and by the rule list.
    warnings.sort_by_key(|w| (w.line, w.column));
    warnings.dedup_by_key(|w| (w.line, w.column));
    warnings.truncate(MAX_WARNINGS);
    rules
}

/// https://drafts.csswg.org/cssom/#parse-a-css-rule: `css` as exactly one
/// rule (white space around it allowed), or `None` for a syntax error.
/// `parent` is the selector list of the style rule it is to be nested in.
pub(super) fn parse_a_css_rule(css: &str, base: Option<&Url>, parent: Option<SelectorList<Impl>>) -> Option<CssRule> {
    let mut input = Parser::new(css);
    let top_level = parent.is_none();
    let mut parser = RuleParser { base, warnings: Vec::new(), parent, top_level, imports_allowed: top_level };
    let mut rules = Vec::new();
    for result in StyleSheetParser::new(&mut input, &mut parser) {
        rules.push(result.ok()?);
    }
    // `@charset` is not a CSS rule (https://drafts.csswg.org/css-syntax-3/#charset-rule).
    match rules.pop() {
        Some(CssRule::Other { name, .. }) if name == "charset" => None,
        Some(rule) if rules.is_empty() => Some(rule),
        _ => None,
    }
}

/// Parses the rules of a block (the body of `@media`, `@supports`,
/// `@layer`), with the same context.
fn parse_nested_rule_list(parser: &mut RuleParser<'_>, input: &mut Parser<'_>) -> Vec<CssRule> {
    let mut nested = RuleParser {
        base: parser.base,
        warnings: Vec::new(),
        parent: parser.parent.clone(),
        top_level: false,
        imports_allowed: false,
    };
    let mut rules = Vec::new();
    if nested.parent.is_some() {
        // Inside a style rule: a nested group rule's body is a style rule
        // body whose declarations apply to the parent's selectors.
        let (declarations, mut inner) = parse_style_body(&mut nested, input);
        if let Some(parent) = nested.parent.clone() {
            if declarations.length() > 0 {
                // Written as `&` (what CSS Nesting's CSSNestedDeclarations stands
                // for), so CSSOM never prints the replaced selectors, which
                // grow exponentially with the nesting depth.
                let written = parse_style_rule_selectors(&mut Parser::new("&"), true).ok();
                rules.push(CssRule::Style(StyleRule { selectors: parent, written, declarations: Arc::new(declarations), rules: Vec::new() }));
            }
        }
        rules.append(&mut inner);
    } else {
        let mut errors = Vec::new();
        for result in StyleSheetParser::new(input, &mut nested) {
            match result {
                Ok(rule) => rules.push(rule),
                Err((_, text, location)) => errors.push((location, format!("dropped rule `{}`", quote(text)))),
            }
        }
        for (location, message) in errors {
            warn(&mut nested.warnings, location, message);
        }
    }
    parser.warnings.append(&mut nested.warnings);
    rules
}

struct RuleParser<'a> {
    base: Option<&'a Url>,
    warnings: Vec<ParseWarning>,
    /// The selectors of the enclosing style rule, inside one.
    parent: Option<SelectorList<Impl>>,
    top_level: bool,
    /// `@import` is valid only before any rule but `@charset` and `@layer`
    /// statements.
    imports_allowed: bool,
}

enum AtPrelude {
    Media(String),
    Supports(String, bool),
    LayerBlock(Option<String>),
    LayerStatement(Vec<String>),
    Import(ImportRule),
    /// Kept as `Other` (name and prelude text), block skipped.
    Ignored(String, String),
    /// Skipped with a warning.
    Unsupported(String, String, SourceLocation),
}

fn layer_name(input: &mut Parser<'_>) -> Result<String, Error> {
    let mut name = input.expect_ident()?.to_string();
    loop {
        let state = input.state();
        match input.next_including_whitespace() {
            Ok(cssparser::Token::Delim('.')) => {
                let part = match input.next_including_whitespace()? {
                    cssparser::Token::Ident(p) => p.to_string(),
                    _ => return Err(ParseError::custom(())),
                };
                name.push('.');
                name.push_str(&part);
            }
            _ => {
                input.reset(&state);
                return Ok(name);
            }
        }
    }
}

/// The rest of a block's source text, consumed.
fn block_text(input: &mut Parser<'_>) -> String {
    let start = input.position();
    while input.next().is_ok() {}
    input.slice_from(start).trim().to_owned()
}

/// An at-rule kept as written: `@name prelude { block }` or `@name prelude;`.
fn other_rule(name: String, prelude: &str, block: Option<String>) -> CssRule {
    let head = if prelude.is_empty() { format!("@{name}") } else { format!("@{name} {prelude}") };
    let text = match block {
        Some(b) if b.is_empty() => format!("{head} {{ }}"),
        Some(b) => format!("{head} {{ {b} }}"),
        None => format!("{head};"),
    };
    CssRule::Other { name, text }
}

impl<'i> AtRuleParser<'i> for RuleParser<'_> {
    type Prelude = AtPrelude;
    type AtRule = CssRule;
    type Error = ();

    fn parse_prelude(&mut self, name: CowRcStr<'i>, input: &mut Parser<'i>) -> Result<AtPrelude, Error> {
        let location = input.current_source_location();
        let lower = name.to_ascii_lowercase();
        let is_statement_like = matches!(lower.as_str(), "charset" | "layer" | "import");
        if !is_statement_like {
            self.imports_allowed = false;
        }
        let prelude_text = |input: &mut Parser<'i>| -> Result<String, Error> { tokens::serialize_rest(input) };
        // The prelude of a rule kept as written: normalized, or as written
        // when it does not serialize.
        let kept_prelude = |input: &mut Parser<'i>| -> Result<String, Error> {
            let start = input.position();
            Ok(tokens::serialize_rest(input).unwrap_or_else(|_| {
                while input.next().is_ok() {}
                input.slice_from(start).trim().to_owned()
            }))
        };
        Ok(match lower.as_str() {
            "media" => AtPrelude::Media(prelude_text(input)?),
            "supports" => {
                let text = prelude_text(input)?;
                let matches = evaluate_supports_condition(&text).ok_or(ParseError::custom(()))?;
                AtPrelude::Supports(text, matches)
            }
            "layer" => {
                let names = input.parse_comma_separated(layer_name).unwrap_or_default();
                match names.len() {
                    0 if input.is_exhausted() => AtPrelude::LayerBlock(None),
                    1 => AtPrelude::LayerBlock(names.into_iter().next()),
                    0 => return Err(ParseError::custom(())),
                    _ => AtPrelude::LayerStatement(names),
                }
            }
            "import" => {
                if !self.top_level || !self.imports_allowed {
                    warn(&mut self.warnings, location, "@import after other rules is ignored".into());
                    return Err(ParseError::custom(()));
                }
                let href = input.expect_url_or_string()?.to_string();
                let mut layer = None;
                if input.try_parse(|i| i.expect_ident_matching("layer")).is_ok() {
                    layer = Some(None);
                } else if input.try_parse(|i| i.expect_function_matching("layer")).is_ok() {
                    layer = Some(Some(input.parse_nested_block(layer_name)?));
                }
                let mut supports_matches = true;
                let mut supports = None;
                if input.try_parse(|i| i.expect_function_matching("supports")).is_ok() {
                    let (text, matches) = input.parse_nested_block(|i| {
                        let start = i.position();
                        while i.next().is_ok() {}
                        let text = i.slice_from(start).trim().to_owned();
                        // `supports(display: grid)` is a declaration without parentheses.
                        let matches = evaluate_supports_condition(&text)
                            .or_else(|| evaluate_supports_condition(&format!("({text})")))
                            .unwrap_or(false);
                        Ok::<_, Error>((text, matches))
                    })?;
                    supports_matches = matches;
                    supports = Some(text);
                }
                let media = prelude_text(input)?;
                AtPrelude::Import(ImportRule {
                    url: self.base.and_then(|b| b.join(&href).ok()),
                    href,
                    media_matches: evaluate_media_query_list(&media),
                    media,
                    supports_matches,
                    supports,
                    layer,
                    sheet: None,
                })
            }
            "font-face" | "keyframes" | "-webkit-keyframes" | "page" | "counter-style"
            | "font-feature-values" | "font-palette-values" | "view-transition" | "starting-style"
            | "charset" | "position-try" => AtPrelude::Ignored(lower, kept_prelude(input)?),
            "property" => {
                warn(&mut self.warnings, location, "@property (registered custom properties) is not supported".into());
                AtPrelude::Ignored(lower, kept_prelude(input)?)
            }
            "container" | "scope" | "namespace" => AtPrelude::Unsupported(lower, kept_prelude(input)?, location),
            _ => {
                warn(&mut self.warnings, location, format!("unknown at-rule @{name} dropped"));
                return Err(ParseError::custom(()));
            }
        })
    }

    fn rule_without_block(&mut self, prelude: AtPrelude, _start: &ParserState) -> Result<CssRule, ()> {
        match prelude {
            AtPrelude::LayerStatement(names) => Ok(CssRule::LayerStatement { names }),
            AtPrelude::LayerBlock(Some(name)) => Ok(CssRule::LayerStatement { names: vec![name] }),
            AtPrelude::Import(rule) => Ok(CssRule::Import(rule)),
            AtPrelude::Ignored(name, prelude) if name == "charset" => Ok(other_rule(name, &prelude, None)),
            AtPrelude::Unsupported(name, prelude, location) if name == "namespace" => {
                warn(&mut self.warnings, location, "@namespace is not supported; the rule is ignored".into());
                Ok(other_rule(name, &prelude, None))
            }
            _ => Err(()),
        }
    }

    fn parse_block(&mut self, prelude: AtPrelude, _start: &ParserState, input: &mut Parser<'i>) -> Result<CssRule, Error> {
        self.imports_allowed = false;
        Ok(match prelude {
            AtPrelude::Media(query) => {
                let matches = evaluate_media_query_list(&query);
                let rules = parse_nested_rule_list(self, input);
                CssRule::Media { query, matches, rules }
            }
            AtPrelude::Supports(condition, matches) => {
                let rules = parse_nested_rule_list(self, input);
                CssRule::Supports { condition, matches, rules }
            }
            AtPrelude::LayerBlock(name) => {
                let rules = parse_nested_rule_list(self, input);
                CssRule::LayerBlock { name, rules }
            }
            AtPrelude::Ignored(name, prelude) => other_rule(name, &prelude, Some(block_text(input))),
            AtPrelude::Unsupported(name, prelude, location) => {
                warn(&mut self.warnings, location, format!("@{name} needs layout or scoping the engine does not have; its rules are skipped"));
                other_rule(name, &prelude, Some(block_text(input)))
            }
            AtPrelude::LayerStatement(_) | AtPrelude::Import(_) => return Err(ParseError::custom(())),
        })
    }
}

/// A style rule's selectors, and a nested rule's as written.
type Selectors = (SelectorList<Impl>, Option<SelectorList<Impl>>);

impl<'i> QualifiedRuleParser<'i> for RuleParser<'_> {
    type Prelude = Selectors;
    type QualifiedRule = CssRule;
    type Error = ();

    fn parse_prelude(&mut self, input: &mut Parser<'i>) -> Result<Selectors, Error> {
        self.imports_allowed = false;
        let location = input.current_source_location();
        let start = input.position();
        let nested = self.parent.is_some();
        match parse_style_rule_selectors(input, nested) {
            Ok(list) => Ok(match &self.parent {
                Some(parent) => (list.replace_parent_selector(parent), Some(list)),
                None => (list, None),
            }),
            Err(e) => {
                while input.next().is_ok() {}
                let text = input.slice_from(start);
                // In a style rule's body, what is neither a declaration nor
                // a nested rule is reported once, as a dropped declaration.
                if !nested {
                    warn(&mut self.warnings, location, format!("invalid selector `{}` ({:?}): rule dropped", quote(text), e.kind));
                }
                Err(ParseError::custom(()))
            }
        }
    }

    fn parse_block(&mut self, (selectors, written): Selectors, _start: &ParserState, input: &mut Parser<'i>) -> Result<CssRule, Error> {
        let mut nested = RuleParser {
            base: self.base,
            warnings: Vec::new(),
            parent: Some(selectors.clone()),
            top_level: false,
            imports_allowed: false,
        };
        let (declarations, rules) = parse_style_body(&mut nested, input);
        self.warnings.append(&mut nested.warnings);
        Ok(CssRule::Style(StyleRule { selectors, written, declarations: Arc::new(declarations), rules }))
    }
}

enum BodyItem {
    Declaration(Vec<(PropertyKey, DeclaredValue)>, bool),
    Rule(CssRule),
}

/// A style rule's body: its declarations and nested rules. (Declarations
/// after a nested rule are merged with those before it; CSS nesting would
/// order them after the nested rule.)
fn parse_style_body(parser: &mut RuleParser<'_>, input: &mut Parser<'_>) -> (DeclarationBlock, Vec<CssRule>) {
    let mut declarations = DeclarationBlock::new();
    let mut rules = Vec::new();
    let mut body = BodyParser { inner: parser };
    let mut errors = Vec::new();
    for item in RuleBodyParser::new(input, &mut body) {
        match item {
            Ok(BodyItem::Declaration(d, important)) => declarations.merge_parsed(d, important),
            Ok(BodyItem::Rule(r)) => rules.push(r),
            Err((_, text, location)) => errors.push((location, format!("dropped declaration `{}`", quote(text)))),
        }
    }
    for (location, message) in errors {
        warn(&mut parser.warnings, location, message);
    }
    (declarations, rules)
}

struct BodyParser<'p, 'a> {
    inner: &'p mut RuleParser<'a>,
}

impl<'i> DeclarationParser<'i> for BodyParser<'_, '_> {
    type Declaration = BodyItem;
    type Error = ();

    fn parse_value(&mut self, name: CowRcStr<'i>, input: &mut Parser<'i>, _start: &ParserState) -> Result<BodyItem, Error> {
        let (declarations, important) = parse_one_declaration_value(&name, input)?;
        Ok(BodyItem::Declaration(declarations, important))
    }
}

impl<'i> AtRuleParser<'i> for BodyParser<'_, '_> {
    type Prelude = AtPrelude;
    type AtRule = BodyItem;
    type Error = ();

    fn parse_prelude(&mut self, name: CowRcStr<'i>, input: &mut Parser<'i>) -> Result<AtPrelude, Error> {
        AtRuleParser::parse_prelude(self.inner, name, input)
    }

    fn rule_without_block(&mut self, prelude: AtPrelude, start: &ParserState) -> Result<BodyItem, ()> {
        AtRuleParser::rule_without_block(self.inner, prelude, start).map(BodyItem::Rule)
    }

    fn parse_block(&mut self, prelude: AtPrelude, start: &ParserState, input: &mut Parser<'i>) -> Result<BodyItem, Error> {
        AtRuleParser::parse_block(self.inner, prelude, start, input).map(BodyItem::Rule)
    }
}

impl<'i> QualifiedRuleParser<'i> for BodyParser<'_, '_> {
    type Prelude = Selectors;
    type QualifiedRule = BodyItem;
    type Error = ();

    fn parse_prelude(&mut self, input: &mut Parser<'i>) -> Result<Selectors, Error> {
        QualifiedRuleParser::parse_prelude(self.inner, input)
    }

    fn parse_block(&mut self, prelude: Selectors, start: &ParserState, input: &mut Parser<'i>) -> Result<BodyItem, Error> {
        QualifiedRuleParser::parse_block(self.inner, prelude, start, input).map(BodyItem::Rule)
    }
}

impl<'i> RuleBodyItemParser<'i, BodyItem, ()> for BodyParser<'_, '_> {
    fn parse_declarations(&self) -> bool {
        true
    }
    fn parse_qualified(&self) -> bool {
        true
    }
}
