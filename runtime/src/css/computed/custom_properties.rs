//! Custom properties and `var()` (https://drafts.csswg.org/css-variables-2/):
//! the computed values of an element's custom properties and the
//! substitution of `var()` in other values.
//!
//! Every custom property inherits (registered properties, `@property`,
//! are not supported). A custom property whose value references itself
//! through a cycle, or a `var()` without fallback to a property that does
//! not exist, is invalid at computed-value time: it has the guaranteed-
//! invalid value (absent from the map; `getPropertyValue` gives `""`), and
//! a longhand that uses it behaves as `unset`.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use cssparser::{Parser, Token};

use crate::css::cssom::{CssWideKeyword, DeclaredValue};

/// A substituted value longer than this is invalid: it bounds the work and
/// memory a page can cause with `var()` references that double at each
/// step.
pub const MAX_SUBSTITUTION_LENGTH: usize = 64 * 1024;

/// The computed custom properties of an element: name → token string.
pub type CustomProperties = Rc<HashMap<String, String>>;

/// https://drafts.csswg.org/css-variables-2/#cycles and
/// https://drafts.csswg.org/css-variables-2/#substitute-a-var : the
/// computed custom properties of an element from its cascaded ones and its
/// parent's.
pub fn compute_custom_properties<'v>(
    specified: impl Iterator<Item = (&'v str, &'v DeclaredValue)>,
    inherited: &CustomProperties,
) -> CustomProperties {
    let specified: HashMap<&'v str, &'v DeclaredValue> = specified.collect();
    if specified.is_empty() {
        return inherited.clone();
    }
    let mut resolver = Resolver {
        specified,
        inherited,
        result: (**inherited).clone(),
        done: HashSet::new(),
        stack: Vec::new(),
        cyclic: HashSet::new(),
    };
    let names: Vec<&'v str> = resolver.specified.keys().copied().collect();
    for name in names {
        resolver.resolve(name);
    }
    Rc::new(resolver.result)
}

struct Resolver<'v, 'i> {
    specified: HashMap<&'v str, &'v DeclaredValue>,
    inherited: &'i CustomProperties,
    result: HashMap<String, String>,
    done: HashSet<&'v str>,
    /// The properties being resolved, outermost first.
    stack: Vec<&'v str>,
    /// Properties found in a reference cycle.
    cyclic: HashSet<&'v str>,
}

impl<'v> Resolver<'v, '_> {
    /// Resolves one specified custom property (and those it references),
    /// leaving its computed value in `result`, or removing it when it is
    /// invalid at computed-value time.
    fn resolve(&mut self, name: &'v str) {
        if self.done.contains(name) {
            return;
        }
        let Some(value) = self.specified.get(name).copied() else {
            return;
        };
        self.stack.push(name);
        let computed = match value {
            DeclaredValue::Custom(text) => substitute(text, &mut |referenced: &str| self.lookup(referenced)),
            DeclaredValue::CssWide(CssWideKeyword::Inherit | CssWideKeyword::Unset) => {
                self.inherited.get(name).cloned()
            }
            // `initial` (and what `revert` left) is the guaranteed-invalid
            // value.
            _ => None,
        };
        self.stack.pop();
        self.done.insert(name);
        match computed {
            Some(v) if !self.cyclic.contains(name) => {
                self.result.insert(name.to_owned(), v);
            }
            _ => {
                self.result.remove(name);
            }
        }
    }

    /// The computed value of a referenced custom property, resolving it
    /// first if it is specified on this element.
    fn lookup(&mut self, referenced: &str) -> Option<String> {
        if let Some((key, _)) = self.specified.get_key_value(referenced) {
            let key: &'v str = key;
            if let Some(pos) = self.stack.iter().position(|n| *n == key) {
                // A cycle: every property from `key` up the stack is in it.
                for n in &self.stack[pos..] {
                    self.cyclic.insert(n);
                }
                return None;
            }
            self.resolve(key);
        }
        self.result.get(referenced).cloned()
    }
}

/// https://drafts.csswg.org/css-variables-2/#substitute-a-var : `text` with
/// each `var(--name[, fallback])` replaced by `lookup(--name)`, or by its
/// fallback, and each `env()` by its value or fallback. `None` when a
/// reference has neither (the value is invalid at computed-value time).
pub fn substitute(text: &str, lookup: &mut dyn FnMut(&str) -> Option<String>) -> Option<String> {
    let mut parser = Parser::new(text);
    let mut out = String::with_capacity(text.len());
    substitute_in(&mut parser, lookup, &mut out).ok()?;
    if out.len() > MAX_SUBSTITUTION_LENGTH {
        return None;
    }
    Some(out.trim().to_owned())
}

type SubstError = cssparser::ParseError<()>;

fn invalid() -> SubstError {
    cssparser::ParseError::custom(())
}

fn substitute_in(input: &mut Parser<'_>, lookup: &mut dyn FnMut(&str) -> Option<String>, out: &mut String) -> Result<(), SubstError> {
    loop {
        if out.len() > MAX_SUBSTITUTION_LENGTH {
            return Err(invalid());
        }
        let start = input.position();
        let token = match input.next_including_whitespace_and_comments() {
            Ok(t) => t.clone(),
            Err(_) => return Ok(()),
        };
        match token {
            Token::Function(ref name) if name.eq_ignore_ascii_case("var") => {
                let replacement = input.parse_nested_block(|args| {
                    args.skip_whitespace();
                    let name = args.expect_ident()?.to_string();
                    if !name.starts_with("--") {
                        return Err(invalid());
                    }
                    let value = lookup(&name);
                    if args.try_parse(|a| a.expect_comma()).is_ok() {
                        let mut fallback = String::new();
                        substitute_in(args, lookup, &mut fallback)?;
                        return Ok(value.unwrap_or_else(|| fallback.trim().to_owned()));
                    }
                    value.ok_or_else(invalid)
                })?;
                out.push_str(&replacement);
            }
            Token::Function(ref name) if name.eq_ignore_ascii_case("env") => {
                let replacement = input.parse_nested_block(|args| {
                    let name = args.expect_ident()?.to_ascii_lowercase();
                    // https://drafts.csswg.org/css-env-1/#safe-area-insets :
                    // no notch, no insets.
                    let known = name.starts_with("safe-area-inset-") || name.starts_with("safe-area-max-inset-");
                    if args.try_parse(|a| a.expect_comma()).is_ok() {
                        let mut fallback = String::new();
                        substitute_in(args, lookup, &mut fallback)?;
                        return Ok(if known { "0px".to_owned() } else { fallback.trim().to_owned() });
                    }
                    while args.next().is_ok() {}
                    if known {
                        Ok("0px".to_owned())
                    } else {
                        Err(invalid())
                    }
                })?;
                out.push_str(&replacement);
            }
            Token::Function(_) | Token::ParenthesisBlock | Token::SquareBracketBlock | Token::CurlyBracketBlock => {
                // Copy the opening as written, the contents substituted, and
                // the closing bracket.
                let opening = input.slice_from(start).to_owned();
                out.push_str(&opening);
                let close = match token {
                    Token::SquareBracketBlock => ']',
                    Token::CurlyBracketBlock => '}',
                    _ => ')',
                };
                input.parse_nested_block(|i| substitute_in(i, lookup, out))?;
                out.push(close);
            }
            Token::Comment(_) => {}
            _ => out.push_str(input.slice_from(start)),
        }
    }
}
