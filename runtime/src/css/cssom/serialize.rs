//! https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block and
//! the serialization of a shorthand from its longhands' declarations.

use std::collections::HashSet;

use super::declaration::{CssWideKeyword, Declaration, DeclaredValue, PropertyKey};
use crate::css::properties::ShorthandId;
use crate::css::values::Value;

/// https://drafts.csswg.org/cssom/#serialize-a-css-declaration
pub fn serialize_a_css_declaration(property: &str, value: &str, important: bool) -> String {
    // 1. Let s be the empty string.
    // 2. Append property to s.
    // 3. Append ": " (U+003A U+0020) to s.
    // 4. Append value to s.
    // 5. If the important flag is set, append " !important" to s.
    // 6. Append ";" (U+003B) to s.
    // 7. Return s.
    let mut s = String::with_capacity(property.len() + value.len() + 14);
    // A custom property's name is written as an identifier (escaped), so
    // that the text parses back to the same name (as Chromium and Gecko do).
    if property.starts_with("--") {
        let _ = cssparser::serialize_identifier(property, &mut s);
    } else {
        s.push_str(property);
    }
    s.push_str(": ");
    s.push_str(value);
    if important {
        s.push_str(" !important");
    }
    s.push(';');
    s
}

/// The value of `shorthand` from the longhands' declarations in
/// `declarations`, and whether they are important; `None` when a longhand
/// is missing, their importance differs, or their values cannot be written
/// as the shorthand.
pub fn serialize_shorthand(shorthand: ShorthandId, declarations: &[Declaration]) -> Option<(String, bool)> {
    if !shorthand.is_serializable() {
        return None;
    }
    let found: Vec<&Declaration> = shorthand
        .longhands()
        .iter()
        .map(|l| declarations.iter().find(|d| d.property == PropertyKey::Longhand(*l)))
        .collect::<Option<_>>()?;
    let important = found.first()?.important;
    if found.iter().any(|d| d.important != important) {
        return None;
    }
    // The same CSS-wide keyword everywhere is that keyword.
    if let DeclaredValue::CssWide(k) = found[0].value {
        if found.iter().all(|d| d.value == DeclaredValue::CssWide(k)) {
            return Some((k.name().to_owned(), important));
        }
    }
    // A pending-substitution value of this shorthand is its text.
    if let DeclaredValue::WithVariables { css, shorthand: Some(s) } = &found[0].value {
        let same = found.iter().all(|d| &d.value == &found[0].value);
        return (same && *s == shorthand).then(|| (css.clone(), important));
    }
    let components: Vec<Option<Value>> = found
        .iter()
        .map(|d| match &d.value {
            DeclaredValue::Value(v) => Some(Some(v.clone())),
            // The implicit `initial` of a component a shorthand omitted.
            DeclaredValue::CssWide(CssWideKeyword::Initial) => Some(None),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let value = shorthand.serialize(&components)?;
    (!value.is_empty()).then_some((value, important))
}

/// https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block
pub fn serialize_a_css_declaration_block(declarations: &[Declaration]) -> String {
    // 1. Let list be an empty array.
    let mut list: Vec<String> = Vec::new();
    // 2. Let already serialized be an empty array.
    let mut already_serialized: HashSet<&PropertyKey> = HashSet::new();
    // 3. Declaration loop: For each CSS declaration declaration in
    //    declaration block's declarations, follow these substeps:
    'declaration: for declaration in declarations {
        // 1. Let property be declaration's property name.
        let property = &declaration.property;
        // 2. If property is in already serialized, continue with the steps
        //    labeled declaration loop.
        if already_serialized.contains(property) {
            continue;
        }
        // 3. If property maps to one or more shorthand properties, let
        //    shorthands be an array of those shorthand properties, in
        //    preferred order.
        if let PropertyKey::Longhand(longhand) = property {
            let shorthands = ShorthandId::all_by_preference()
                .iter()
                .filter(|s| s.longhands().contains(longhand));
            // 4. Shorthand loop: For each shorthand in shorthands, follow
            //    these substeps:
            for shorthand in shorthands {
                // 1. Let longhands be an array consisting of all CSS
                //    declarations in declaration block's declarations that
                //    are not in already serialized and have a property name
                //    that maps to one of the shorthand properties in
                //    shorthands.
                // 2. If all properties that map to shorthand are not
                //    present in longhands, continue with the steps labeled
                //    shorthand loop.
                let all_present = shorthand.longhands().iter().all(|l| {
                    let key = PropertyKey::Longhand(*l);
                    !already_serialized.contains(&key) && declarations.iter().any(|d| d.property == key)
                });
                if !all_present {
                    continue;
                }
                // 3. Let current longhands be an empty array; append all
                //    CSS declarations in longhands that have a property name
                //    that maps to shorthand.
                // 4. If there are one or more CSS declarations in current
                //    longhands that have their important flag set and one or
                //    more with it unset, continue with the steps labeled
                //    shorthand loop.
                // 5. (Logical property groups: none in this engine.)
                // 6. Let value be the result of invoking serialize a CSS
                //    value with current longhands.
                // 7. If value is the empty string, continue with the steps
                //    labeled shorthand loop.
                let Some((value, important)) = serialize_shorthand(*shorthand, declarations) else {
                    continue;
                };
                // 8. Let serialized declaration be the result of invoking
                //    serialize a CSS declaration with property name
                //    shorthand, value value, and the important flag set if
                //    the CSS declarations in current longhands have their
                //    important flag set.
                // 9. Append serialized declaration to list.
                list.push(serialize_a_css_declaration(shorthand.name(), &value, important));
                // 10. Append the property names of all items of current
                //     longhands to already serialized.
                for l in shorthand.longhands() {
                    if let Some(d) = declarations.iter().find(|d| d.property == PropertyKey::Longhand(*l)) {
                        already_serialized.insert(&d.property);
                    }
                }
                // 11. Continue with the steps labeled declaration loop.
                continue 'declaration;
            }
        }
        // 5. Let value be the result of invoking serialize a CSS value of
        //    declaration.
        let value = declaration.value.to_css_string();
        // 6. Let serialized declaration be the result of invoking serialize
        //    a CSS declaration with property name property, value value, and
        //    the important flag set if declaration has its important flag
        //    set.
        // 7. Append serialized declaration to list.
        list.push(serialize_a_css_declaration(property.name(), &value, declaration.important));
        // 8. Append property to already serialized.
        already_serialized.insert(property);
    }
    // 4. Return list joined with " " (U+0020).
    list.join(" ")
}
