//! CSS declaration blocks (https://drafts.csswg.org/cssom/#css-declaration-blocks):
//! what `element.style` and a style rule's `style` hold, with the
//! operations of `CSSStyleDeclaration`.

use cssparser::{
    AtRuleParser, CowRcStr, DeclarationParser, ParseError, Parser, ParserState, QualifiedRuleParser,
    RuleBodyItemParser, RuleBodyParser,
};

use super::declaration::{parse_property_value, Declaration, PropertyKey, PropertyName};
use super::serialize;

/// An ordered list of declarations, each longhand or custom property at
/// most once.
///
/// This is the state behind `CSSStyleDeclaration`; the bindings keep one per
/// element for `element.style` and write [`DeclarationBlock::css_text`] back
/// to the `style` attribute after each change (CSSOM's "update style
/// attribute"), and build a new one with [`DeclarationBlock::parse`] when
/// the attribute changes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeclarationBlock {
    declarations: Vec<Declaration>,
}

impl DeclarationBlock {
    pub fn new() -> DeclarationBlock {
        DeclarationBlock::default()
    }

    /// https://drafts.csswg.org/cssom/#parse-a-css-declaration-block (a
    /// `style` attribute's value, or `cssText`): invalid declarations are
    /// dropped; a later declaration of a property replaces an earlier one
    /// (and moves to the end) unless the earlier one is important and the
    /// later one not, as in Chromium.
    pub fn parse(css: &str) -> DeclarationBlock {
        let mut block = DeclarationBlock::new();
        for (declarations, important) in parse_declaration_list(css) {
            block.merge_parsed(declarations, important);
        }
        block
    }

    /// Adds the declarations one parsed declaration stands for, with the
    /// cascade's "last wins, important beats normal" within a block.
    pub(crate) fn merge_parsed(&mut self, declarations: Vec<(PropertyKey, super::DeclaredValue)>, important: bool) {
        for (property, value) in declarations {
            if let Some(pos) = self.position(&property) {
                if self.declarations[pos].important && !important {
                    continue;
                }
                self.declarations.remove(pos);
            }
            self.declarations.push(Declaration { property, value, important });
        }
    }

    /// The declarations, in order.
    pub fn declarations(&self) -> &[Declaration] {
        &self.declarations
    }

    fn position(&self, property: &PropertyKey) -> Option<usize> {
        self.declarations.iter().position(|d| &d.property == property)
    }

    /// The declaration of a longhand or custom property.
    pub fn get(&self, property: &PropertyKey) -> Option<&Declaration> {
        self.declarations.iter().find(|d| &d.property == property)
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-length
    pub fn length(&self) -> usize {
        self.declarations.len()
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-item : the
    /// property name of the declaration at `index`.
    pub fn item(&self, index: usize) -> Option<&str> {
        self.declarations.get(index).map(|d| d.property.name())
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-csstext (getter)
    pub fn css_text(&self) -> String {
        serialize::serialize_a_css_declaration_block(&self.declarations)
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-csstext (setter)
    pub fn set_css_text(&mut self, css: &str) {
        // 1. If the readonly flag is set, throw (the bindings' concern).
        // 2. Empty the declarations.
        // 3. Parse the given value and, if the return value is not the empty
        //    list, insert the items in the list into the declarations, in
        //    specified order.
        *self = DeclarationBlock::parse(css);
        // 4. Update style attribute for the CSS declaration block (the
        //    bindings write `css_text()` to the attribute).
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
    pub fn get_property_value(&self, property: &str) -> String {
        // 1. If property is not a custom property, follow these substeps:
        //    1. Let property be property converted to ASCII lowercase.
        //    2. If property is a shorthand property, then follow these
        //       substeps: (serialize the shorthand from its longhands, or
        //       the empty string).
        // 2. If property is a case-sensitive match for a property name of a
        //    CSS declaration in the declarations, then return the result of
        //    invoking serialize a CSS value of that declaration.
        // 3. Return the empty string.
        match PropertyName::parse(property) {
            Some(PropertyName::Known(crate::css::properties::PropertyId::Shorthand(s))) => {
                serialize::serialize_shorthand(s, &self.declarations).map(|(v, _)| v).unwrap_or_default()
            }
            Some(name) => name
                .keys()
                .first()
                .and_then(|k| self.get(k))
                .map(|d| d.value.to_css_string())
                .unwrap_or_default(),
            None => String::new(),
        }
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertypriority
    pub fn get_property_priority(&self, property: &str) -> &'static str {
        // 1. If property is not a custom property, follow these substeps:
        //    1. Let property be property converted to ASCII lowercase.
        //    2. If property is a shorthand property, if all of its longhand
        //       properties have the important flag set, return "important",
        //       otherwise the empty string.
        // 2. If there is a declaration of property with the important flag
        //    set, return "important".
        // 3. Return the empty string.
        let Some(name) = PropertyName::parse(property) else {
            return "";
        };
        let keys = name.keys();
        let all_important = keys.iter().all(|k| self.get(k).is_some_and(|d| d.important));
        if all_important && !keys.is_empty() {
            "important"
        } else {
            ""
        }
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-setproperty :
    /// returns whether the block changed (so that the bindings know to
    /// update the `style` attribute).
    pub fn set_property(&mut self, property: &str, value: &str, priority: &str) -> bool {
        // 1. If the readonly flag is set, throw (the bindings' concern).
        // 2. If property is not a custom property: ASCII-lowercase it; if it
        //    is not a case-sensitive match for a supported CSS property,
        //    then return.
        let Some(name) = PropertyName::parse(property) else {
            return false;
        };
        // 3. If value is the empty string, invoke removeProperty() with
        //    property as argument and return.
        if value.is_empty() {
            return self.remove_property(property).1;
        }
        // 4. If priority is not the empty string and is not an ASCII
        //    case-insensitive match for the string "important", then return.
        let important = if priority.is_empty() {
            false
        } else if priority.eq_ignore_ascii_case("important") {
            true
        } else {
            return false;
        };
        // 5. Let component value list be the result of parsing value for
        //    property property.
        // 6. If component value list is null, then return.
        let Some(parsed) = parse_property_value(&name, value) else {
            return false;
        };
        // 7-8. (Shorthand or longhand:) set the CSS declaration for each
        //    longhand, in place when it already exists.
        let mut updated = false;
        for (key, value) in parsed {
            updated |= self.set_a_css_declaration(key, value, important);
        }
        // 9. If updated is true, update style attribute for the CSS
        //    declaration block.
        updated
    }

    /// https://drafts.csswg.org/cssom/#set-a-css-declaration
    fn set_a_css_declaration(&mut self, property: PropertyKey, value: super::DeclaredValue, important: bool) -> bool {
        // 1. (Logical property groups: this engine has none.)
        // 2. If property is a case-sensitive match for a property name of a
        //    CSS declaration in declarations, let target declaration be
        //    that CSS declaration;
        match self.position(&property) {
            Some(pos) => {
                let target = &mut self.declarations[pos];
                // Nothing changes if value and importance are the same.
                if target.value == value && target.important == important {
                    return false;
                }
                // 3. Set target declaration's value to value.
                // 4. If important is set, set target declaration's important
                //    flag, otherwise unset it.
                target.value = value;
                target.important = important;
            }
            // otherwise append a new CSS declaration with the property name
            // property to declarations and let target declaration be it.
            None => self.declarations.push(Declaration { property, value, important }),
        }
        // 5. Return true.
        true
    }

    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-removeproperty :
    /// the property's former value, and whether the block changed.
    ///
    /// For a shorthand this returns its value (the specification's step
    /// 4); Chromium 156 returns the empty string there.
    pub fn remove_property(&mut self, property: &str) -> (String, bool) {
        // 1. If the readonly flag is set, throw (the bindings' concern).
        // 2. If property is not a custom property, let property be property
        //    converted to ASCII lowercase.
        let Some(name) = PropertyName::parse(property) else {
            return (String::new(), false);
        };
        // 3. Let value be the return value of invoking getPropertyValue()
        //    with property as argument.
        let value = self.get_property_value(property);
        // 4. Let removed be false.
        // 5. If property is a shorthand property, for each longhand property
        //    longhand that property maps to: if longhand is not a property
        //    name of a CSS declaration in the declarations, continue;
        //    remove that CSS declaration and let removed be true.
        // 6. Otherwise, if property is a case-sensitive match for a property
        //    name of a CSS declaration in the declarations, remove that CSS
        //    declaration and let removed be true.
        let keys = name.keys();
        let before = self.declarations.len();
        self.declarations.retain(|d| !keys.contains(&d.property));
        let removed = self.declarations.len() != before;
        // 7. If removed is true, update style attribute for the CSS
        //    declaration block.
        // 8. Return value.
        (value, removed)
    }
}

/// Parses a list of declarations (css-syntax "parse a list of
/// declarations", nested rules ignored): each valid declaration's longhands
/// and its important flag, in order.
pub(crate) fn parse_declaration_list(css: &str) -> Vec<(Vec<(PropertyKey, super::DeclaredValue)>, bool)> {
    let mut input = Parser::new(css);
    let mut parser = DeclarationListParser;
    RuleBodyParser::new(&mut input, &mut parser).filter_map(Result::ok).collect()
}

/// Reads one declaration's value: everything up to `!important` (or the
/// end), then parsed for the property.
pub(crate) fn parse_one_declaration_value<'i>(
    name: &str,
    input: &mut Parser<'i>,
) -> Result<(Vec<(PropertyKey, super::DeclaredValue)>, bool), ParseError<()>> {
    let property = PropertyName::parse(name).ok_or(ParseError::custom(()))?;
    let start = input.position();
    input.parse_until_before(cssparser::Delimiter::Bang, |i| {
        while i.next_including_whitespace_and_comments().is_ok() {}
        Ok::<(), ParseError<()>>(())
    })?;
    let text = input.slice_from(start);
    let important = input.try_parse(cssparser::parse_important).is_ok();
    input.expect_exhausted()?;
    let declarations = parse_property_value(&property, text).ok_or(ParseError::custom(()))?;
    Ok((declarations, important))
}

struct DeclarationListParser;

type Parsed = (Vec<(PropertyKey, super::DeclaredValue)>, bool);

impl<'i> DeclarationParser<'i> for DeclarationListParser {
    type Declaration = Parsed;
    type Error = ();

    fn parse_value(
        &mut self,
        name: CowRcStr<'i>,
        input: &mut Parser<'i>,
        _start: &ParserState,
    ) -> Result<Parsed, ParseError<()>> {
        parse_one_declaration_value(&name, input)
    }
}

impl<'i> AtRuleParser<'i> for DeclarationListParser {
    type Prelude = ();
    type AtRule = Parsed;
    type Error = ();
}

impl<'i> QualifiedRuleParser<'i> for DeclarationListParser {
    type Prelude = ();
    type QualifiedRule = Parsed;
    type Error = ();
}

impl<'i> RuleBodyItemParser<'i, Parsed, ()> for DeclarationListParser {
    fn parse_declarations(&self) -> bool {
        true
    }
    fn parse_qualified(&self) -> bool {
        false
    }
}
