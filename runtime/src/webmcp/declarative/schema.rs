//! The input schema of a declarative tool, shaped as Chromium 156 shapes it
//! (golden files: runtime/tests/fixtures/declarative/; the rules:
//! docs/declarative-tools.md).

use serde_json::{json, Map, Value};

use crate::dom::{NodeId, Tree};
use crate::html::forms::form_owner::input_type;
use crate::html::forms::numbers::{parse_valid_floating_point_number, Decimal};
use crate::html::forms::numeric::{maximum, minimum, step, Step};
use crate::html::forms::select::options;
use crate::html::forms::validation::pattern_compiles;
use crate::html::forms::value::value;

use super::describe::{description, description_with_context, label_text, LabelIndex};
use super::json::number;
use super::params::{parameters, Parameter, ParameterKind};

/// The extra context Chromium adds to the description of a date.
pub const DATE_CONTEXT: &str = "Dates MUST be provided in 'YYYY-MM-DD' format.";

const TIME_MS: &str = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{1,3})?)?$";
const TIME_S: &str = "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$";
const TIME_M: &str = "^([01][0-9]|2[0-3]):[0-5][0-9]$";
const DTL_MS: &str = "^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{1,3})?)?$";
const DTL_S: &str =
    "^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$";
const DTL_M: &str = "^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]$";
const MONTH: &str = "^[0-9]{4}-(0[1-9]|1[0-2])$";
const WEEK: &str = "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$";
const COLOR: &str = "^#[0-9a-zA-Z]{6}$";

fn attribute<'a>(tree: &'a Tree, e: NodeId, name: &str) -> Option<&'a str> {
    tree.element(e)?.plain_attribute(name)
}

fn has(tree: &Tree, e: NodeId, name: &str) -> bool {
    attribute(tree, e, name).is_some()
}

/// `description` when there is one.
fn describe(schema: &mut Map<String, Value>, text: Option<String>) {
    if let Some(d) = text {
        schema.insert("description".into(), Value::String(d));
    }
}

/// `pattern` for an input whose `pattern` attribute compiles with the `v` flag.
fn pattern(tree: &Tree, input: NodeId, schema: &mut Map<String, Value>) {
    if let Some(p) = attribute(tree, input, "pattern").filter(|p| pattern_compiles(p)) {
        schema.insert("pattern".into(), Value::String(p.to_owned()));
    }
}

/// The `format` regex by the allowed value step (in ms; `step="any"`
/// counts as the default step): fractional seconds below one second,
/// seconds below one minute, `HH:MM` otherwise.
fn time_format(tree: &Tree, input: NodeId, time_patterns: [&str; 3]) -> String {
    let step_ms = match step(tree, input) {
        Some(Step::Value(v)) => v,
        _ => 60_000.0,
    };
    let time = if step_ms < 1000.0 {
        time_patterns[0]
    } else if step_ms < 60_000.0 {
        time_patterns[1]
    } else {
        time_patterns[2]
    };
    time.to_owned()
}

/// `multipleOf` when the step base is an exact multiple of the step
/// (decimal arithmetic on the attribute strings). `step="any"`: none for a
/// number; a range reads it as the default step.
fn multiple_of(tree: &Tree, input: NodeId, range: bool, schema: &mut Map<String, Value>) {
    let one = Decimal {
        negative: false,
        coefficient: 1,
        exponent: 0,
    };
    let step_text = attribute(tree, input, "step");
    let step_decimal = match step_text {
        Some(s) if s.eq_ignore_ascii_case("any") => {
            if range {
                one
            } else {
                return;
            }
        }
        Some(s) => Decimal::from_number_string(s)
            .filter(|d| !d.negative && !d.is_zero())
            .unwrap_or(one),
        None => one,
    };
    let base = ["min", "value"]
        .iter()
        .find_map(|n| attribute(tree, input, n).and_then(Decimal::from_number_string))
        .unwrap_or(Decimal {
            negative: false,
            coefficient: 0,
            exponent: 0,
        });
    if base.is_multiple_of(&step_decimal) {
        schema.insert("multipleOf".into(), number(step_decimal.to_f64()));
    }
}

fn anyof_entry(value: String, title: Option<String>) -> Value {
    let mut entry = Map::new();
    entry.insert("type".into(), json!("string"));
    entry.insert("const".into(), Value::String(value));
    if let Some(t) = title {
        entry.insert("title".into(), Value::String(t));
    }
    Value::Object(entry)
}

/// The `anyOf` and `enum` of radio buttons or checkboxes: each control's
/// value, titled by its label text when there is one.
fn choice_lists(tree: &Tree, index: &LabelIndex, controls: &[NodeId]) -> (Vec<Value>, Vec<Value>) {
    controls
        .iter()
        .map(|c| {
            let v = value(tree, *c);
            (
                anyof_entry(v.clone(), label_text(tree, index, *c)),
                Value::String(v),
            )
        })
        .unzip()
}

/// The schema of one parameter and whether it is required; `None` when the
/// group is no parameter.
pub fn parameter_schema(tree: &Tree, index: &LabelIndex, p: &Parameter) -> Option<(Value, bool)> {
    let kind = p.kind?;
    let first = *p.controls.first()?;
    let mut s = Map::new();
    let required_first = has(tree, first, "required");
    use ParameterKind as K;
    let required = match kind {
        K::Text => {
            s.insert("type".into(), json!("string"));
            if input_type(tree, first).is_some() {
                pattern(tree, first, &mut s);
            }
            describe(&mut s, description(tree, index, first));
            required_first
        }
        K::Date => {
            s.insert("type".into(), json!("string"));
            s.insert("format".into(), json!("date"));
            s.insert(
                "description".into(),
                Value::String(description_with_context(tree, index, first, DATE_CONTEXT)),
            );
            required_first
        }
        K::DateTimeLocal | K::Time | K::Month | K::Week | K::Color => {
            s.insert("type".into(), json!("string"));
            let format = match kind {
                K::DateTimeLocal => time_format(tree, first, [DTL_MS, DTL_S, DTL_M]),
                K::Time => time_format(tree, first, [TIME_MS, TIME_S, TIME_M]),
                K::Month => MONTH.to_owned(),
                K::Week => WEEK.to_owned(),
                _ => COLOR.to_owned(),
            };
            s.insert("format".into(), Value::String(format));
            describe(&mut s, description(tree, index, first));
            required_first
        }
        K::Number | K::Range => {
            let range = kind == K::Range;
            s.insert("type".into(), json!("number"));
            let bound = |name: &str| {
                attribute(tree, first, name).and_then(parse_valid_floating_point_number)
            };
            let (min, max) = if range {
                (minimum(tree, first), maximum(tree, first))
            } else {
                (bound("min"), bound("max"))
            };
            if let Some(m) = min {
                s.insert("minimum".into(), number(m));
            }
            if let Some(m) = max {
                s.insert("maximum".into(), number(m));
            }
            multiple_of(tree, first, range, &mut s);
            if !range {
                pattern(tree, first, &mut s);
            }
            describe(&mut s, description(tree, index, first));
            required_first
        }
        K::Select => {
            let (any_of, enumeration): (Vec<Value>, Vec<Value>) = options(tree, first)
                .into_iter()
                .map(|o| {
                    let v = crate::html::forms::select::option_value(tree, o);
                    (
                        anyof_entry(v.clone(), Some(tree.descendant_text_content(o))),
                        Value::String(v),
                    )
                })
                .unzip();
            if has(tree, first, "multiple") {
                s.insert("type".into(), json!("array"));
                s.insert(
                    "items".into(),
                    json!({"type": "string", "anyOf": any_of, "enum": enumeration}),
                );
                s.insert("uniqueItems".into(), json!(true));
            } else {
                s.insert("type".into(), json!("string"));
                s.insert("anyOf".into(), Value::Array(any_of));
                s.insert("enum".into(), Value::Array(enumeration));
            }
            describe(&mut s, description(tree, index, first));
            required_first
        }
        K::Checkbox if p.controls.len() == 1 => {
            s.insert("type".into(), json!("boolean"));
            describe(&mut s, description(tree, index, first));
            required_first
        }
        K::Checkbox => {
            let (any_of, enumeration) = choice_lists(tree, index, &p.controls);
            s.insert("type".into(), json!("array"));
            s.insert(
                "items".into(),
                json!({"type": "string", "anyOf": any_of, "enum": enumeration}),
            );
            s.insert("uniqueItems".into(), json!(true));
            p.controls.iter().any(|c| has(tree, *c, "required"))
        }
        K::Radio => {
            let (any_of, enumeration) = choice_lists(tree, index, &p.controls);
            s.insert("type".into(), json!("string"));
            s.insert("anyOf".into(), Value::Array(any_of));
            s.insert("enum".into(), Value::Array(enumeration));
            if p.controls.len() == 1 {
                describe(&mut s, description(tree, index, first));
            }
            p.controls.iter().any(|c| has(tree, *c, "required"))
        }
    };
    Some((Value::Object(s), required))
}

/// The input schema of `form` as a JSON value:
/// `{"type": "object", "properties": {...}, "required": [...]}`, with the
/// parameters in the order their names first appear in the form.
pub fn input_schema(tree: &Tree, form: NodeId) -> Value {
    let index = LabelIndex::new(tree, form);
    let mut properties = Map::new();
    let mut required = Vec::new();
    for p in parameters(tree, form) {
        if let Some((schema, is_required)) = parameter_schema(tree, &index, &p) {
            if is_required {
                required.push(Value::String(p.name.clone()));
            }
            properties.insert(p.name, schema);
        }
    }
    json!({"type": "object", "properties": properties, "required": required})
}

/// [`input_schema`] as the JSON text `JSON.stringify` would give (what the
/// tool registry stores and `getTools()` parses).
pub fn input_schema_text(tree: &Tree, form: NodeId) -> String {
    super::json::stringify(&input_schema(tree, form))
}
