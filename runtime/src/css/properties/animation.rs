//! The list-valued shorthands `transition`
//! (https://drafts.csswg.org/css-transitions-2/#transition-shorthand-property)
//! and `animation` (https://drafts.csswg.org/css-animations-1/#animation).

use cssparser::Parser;

use super::grammar;
use super::shorthands::Component;
use super::LonghandId;
use crate::css::values::parse::{self, fail, Error, Numeric};
use crate::css::values::{Separator, Value};

fn initial_of(longhands: &[LonghandId], i: usize) -> Value {
    longhands.get(i).map(|l| l.initial_value().clone()).unwrap_or(Value::Raw(String::new()))
}

/// Splits each longhand's comma list into `count` layers, or `None` when the
/// lists differ in length.
fn layers(values: &[Component], count_from: usize) -> Option<Vec<Vec<Value>>> {
    let split: Vec<Vec<Value>> = values
        .iter()
        .map(|v| match v.as_ref()? {
            Value::List(items, Separator::Comma) => Some(items.clone()),
            other => Some(vec![other.clone()]),
        })
        .collect::<Option<_>>()?;
    let count = split.get(count_from)?.len();
    if split.iter().any(|l| l.len() != count) {
        return None;
    }
    Some(split)
}

fn join_layers(layers: Vec<Vec<Value>>) -> Vec<Component> {
    layers
        .into_iter()
        .map(|mut items| Some(if items.len() == 1 { items.remove(0) } else { Value::List(items, Separator::Comma) }))
        .collect()
}

/// https://drafts.csswg.org/css-transitions-2/#transition-shorthand-property
pub(super) fn transition(input: &mut Parser<'_>, longhands: &[LonghandId]) -> Result<Vec<Component>, Error> {
    let parsed: Vec<[Option<Value>; 5]> = input.parse_comma_separated(|i| {
        let mut l: [Option<Value>; 5] = Default::default();
        loop {
            if l[1].is_none() || l[3].is_none() {
                if let Ok(t) = i.try_parse(|i| parse::numeric(i, Numeric::TIME)) {
                    if l[1].is_none() {
                        if matches!(t, Value::Time { value, .. } if value < 0.0) {
                            return fail();
                        }
                        l[1] = Some(t);
                    } else {
                        l[3] = Some(t);
                    }
                    continue;
                }
            }
            if l[2].is_none() {
                if let Ok(e) = i.try_parse(grammar::easing) {
                    l[2] = Some(e);
                    continue;
                }
            }
            if l[4].is_none() {
                if let Ok(b) = i.try_parse(|i| parse::keyword(i, &["normal", "allow-discrete"])) {
                    l[4] = Some(b);
                    continue;
                }
            }
            if l[0].is_none() {
                if let Ok(p) = i.try_parse(|i| {
                    if i.try_parse(|i| i.expect_ident_matching("none")).is_ok() {
                        return Ok(Value::Keyword("none".into()));
                    }
                    parse::custom_ident(i).map(|s| Value::Raw(s.to_ascii_lowercase()))
                }) {
                    l[0] = Some(p);
                    continue;
                }
            }
            break;
        }
        if l.iter().all(Option::is_none) {
            return fail();
        }
        Ok(l)
    })?;
    // `none` is only valid as the sole layer.
    if parsed.len() > 1 && parsed.iter().any(|l| matches!(&l[0], Some(v) if v.is_keyword("none"))) {
        return fail();
    }
    let columns = (0..5)
        .map(|i| {
            parsed
                .iter()
                .map(|l| l[i].clone().unwrap_or_else(|| first_layer_initial(longhands, i)))
                .collect()
        })
        .collect();
    Ok(join_layers(columns))
}

/// The initial value of one layer of a list-valued longhand.
fn first_layer_initial(longhands: &[LonghandId], i: usize) -> Value {
    match initial_of(longhands, i) {
        Value::List(mut items, Separator::Comma) if !items.is_empty() => items.remove(0),
        v => v,
    }
}

pub(super) fn serialize_transition(values: &[Component], _longhands: &[LonghandId]) -> Option<String> {
    let l = layers(values, 0)?;
    let count = l[0].len();
    let mut out = Vec::new();
    for n in 0..count {
        let (property, duration, easing, delay, behavior) = (&l[0][n], &l[1][n], &l[2][n], &l[3][n], &l[4][n]);
        let zero = |v: &Value| matches!(v, Value::Time { value, .. } if *value == 0.0);
        let mut parts = Vec::new();
        if property.to_css_string() != "all" {
            parts.push(property.to_css_string());
        }
        if !zero(duration) || !zero(delay) {
            parts.push(duration.to_css_string());
        }
        if !easing.is_keyword("ease") {
            parts.push(easing.to_css_string());
        }
        if !zero(delay) {
            parts.push(delay.to_css_string());
        }
        if !behavior.is_keyword("normal") {
            parts.push(behavior.to_css_string());
        }
        out.push(if parts.is_empty() { property.to_css_string() } else { parts.join(" ") });
    }
    Some(out.join(", "))
}

/// https://drafts.csswg.org/css-animations-1/#animation
pub(super) fn animation(input: &mut Parser<'_>, longhands: &[LonghandId]) -> Result<Vec<Component>, Error> {
    let parsed: Vec<[Option<Value>; 8]> = input.parse_comma_separated(|i| {
        let mut l: [Option<Value>; 8] = Default::default();
        loop {
            if l[0].is_none() || l[2].is_none() {
                if let Ok(t) = i.try_parse(|i| parse::numeric(i, Numeric::TIME)) {
                    let slot = if l[0].is_none() { 0 } else { 2 };
                    l[slot] = Some(t);
                    continue;
                }
            }
            let keyword_slots: [(usize, &[&'static str]); 4] = [
                (4, &["normal", "reverse", "alternate", "alternate-reverse"]),
                (5, &["none", "forwards", "backwards", "both"]),
                (6, &["running", "paused"]),
                (3, &["infinite"]),
            ];
            let mut matched = false;
            if l[1].is_none() {
                if let Ok(e) = i.try_parse(grammar::easing) {
                    l[1] = Some(e);
                    continue;
                }
            }
            for (slot, list) in keyword_slots {
                if l[slot].is_none() {
                    if let Ok(k) = i.try_parse(|i| parse::keyword(i, list)) {
                        l[slot] = Some(k);
                        matched = true;
                        break;
                    }
                }
            }
            if matched {
                continue;
            }
            if l[3].is_none() {
                if let Ok(n) = i.try_parse(|i| parse::numeric(i, Numeric::NUMBER.non_negative())) {
                    l[3] = Some(n);
                    continue;
                }
            }
            if l[7].is_none() {
                if let Ok(name) = i.try_parse(|i| -> Result<Value, Error> {
                    if let Ok(s) = i.try_parse(|i| i.expect_string_cloned()) {
                        let mut out = String::new();
                        let _ = cssparser::serialize_string(&s, &mut out);
                        return Ok(Value::Raw(out));
                    }
                    parse::custom_ident(i).map(Value::Raw)
                }) {
                    l[7] = Some(name);
                    continue;
                }
            }
            break;
        }
        if l.iter().all(Option::is_none) {
            return fail();
        }
        Ok(l)
    })?;
    let columns = (0..8)
        .map(|i| {
            parsed
                .iter()
                .map(|l| match (&l[i], i) {
                    (Some(v), _) => v.clone(),
                    // The name's initial value is `none`.
                    (None, 7) => Value::Keyword("none".into()),
                    (None, _) => first_layer_initial(longhands, i),
                })
                .collect()
        })
        .collect();
    Ok(join_layers(columns))
}

pub(super) fn serialize_animation(values: &[Component]) -> Option<String> {
    let l = layers(values, 0)?;
    let count = l[0].len();
    let out: Vec<String> = (0..count)
        .map(|n| l.iter().map(|column| column[n].to_css_string()).collect::<Vec<_>>().join(" "))
        .collect();
    Some(out.join(", "))
}
