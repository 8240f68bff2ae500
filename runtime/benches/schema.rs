//! Tool input schema figures: µs per compile (subset check + validator
//! build) and ns per validation of typical tool inputs.
//!
//! `cargo bench -p runtime --bench schema` — plain std::time: each case is
//! warmed up, then timed over batches until a time budget is spent; the
//! figure is the fastest batch's mean (the least disturbed by the machine).

use std::hint::black_box;
use std::time::{Duration, Instant};

use runtime::webmcp::schema::ToolInputSchema;
use serde_json::{json, Value};

const WARMUP: Duration = Duration::from_millis(200);
const BUDGET: Duration = Duration::from_millis(800);

/// Nanoseconds per call of `f`: the best mean over batches of `batch` calls.
fn measure(batch: u32, mut f: impl FnMut()) -> f64 {
    let start = Instant::now();
    while start.elapsed() < WARMUP {
        f();
    }
    let mut best = f64::INFINITY;
    let start = Instant::now();
    while start.elapsed() < BUDGET {
        let t = Instant::now();
        for _ in 0..batch {
            f();
        }
        best = best.min(t.elapsed().as_nanos() as f64 / f64::from(batch));
    }
    best
}

fn flat_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1, "maxLength": 200},
            "limit": {"type": "integer", "minimum": 1, "maximum": 100},
            "sort": {"type": "string", "enum": ["relevance", "date", "price"]},
            "inStock": {"type": "boolean"}
        },
        "required": ["query"],
        "additionalProperties": false
    })
}

fn nested_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "customer": {
                "type": "object",
                "properties": {
                    "email": {"type": "string", "pattern": "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$"},
                    "name": {"type": "string", "minLength": 1}
                },
                "required": ["email"]
            },
            "items": {
                "type": "array",
                "minItems": 1,
                "maxItems": 50,
                "items": {
                    "type": "object",
                    "properties": {
                        "sku": {"type": "string", "pattern": "^[A-Z]{3}-\\d{4}$"},
                        "quantity": {"type": "integer", "minimum": 1},
                        "options": {"type": "array", "items": {"type": "string"}, "uniqueItems": true}
                    },
                    "required": ["sku", "quantity"],
                    "additionalProperties": false
                }
            },
            "delivery": {
                "oneOf": [
                    {"type": "object", "properties": {"pickup": {"const": true}}, "required": ["pickup"]},
                    {"type": "object", "properties": {"address": {"type": "string"}}, "required": ["address"]}
                ]
            }
        },
        "required": ["customer", "items"]
    })
}

fn nested_input() -> Value {
    json!({
        "customer": {"email": "ada@example.org", "name": "Ada"},
        "items": [
            {"sku": "ABC-1234", "quantity": 2, "options": ["gift", "blue"]},
            {"sku": "XYZ-0001", "quantity": 1},
            {"sku": "QQQ-9999", "quantity": 5, "options": ["large"]}
        ],
        "delivery": {"address": "1 Main St"}
    })
}

fn main() {
    let flat_text = flat_schema().to_string();
    let nested_text = nested_schema().to_string();
    let flat = ToolInputSchema::compile(&flat_text).expect("flat schema compiles");
    let nested = ToolInputSchema::compile(&nested_text).expect("nested schema compiles");

    let flat_ok = json!({"query": "rust books", "limit": 10, "sort": "date"});
    let flat_bad = json!({"query": "rust books", "limit": 1000});
    let nested_ok = nested_input();
    let mut nested_bad = nested_input();
    nested_bad["items"][2]["sku"] = json!("qqq-9999");
    let missing = json!({"limit": 3});

    assert!(flat.validate(&flat_ok).is_ok() && nested.validate(&nested_ok).is_ok());
    assert!(flat.validate(&flat_bad).is_err() && nested.validate(&nested_bad).is_err());

    println!("tool input schemas ({} ms budget per case, best batch mean)", BUDGET.as_millis());
    println!();
    println!("compile (subset check + validator build):");
    let compile_flat = measure(200, || drop(black_box(ToolInputSchema::compile(black_box(&flat_text)))));
    let compile_nested = measure(100, || drop(black_box(ToolInputSchema::compile(black_box(&nested_text)))));
    println!("  small flat schema ({} bytes)      {:>9.1} µs", flat_text.len(), compile_flat / 1000.0);
    println!("  nested schema ({} bytes)         {:>9.1} µs", nested_text.len(), compile_nested / 1000.0);
    println!();
    println!("validate (ToolInputSchema::validate):");
    let cases: [(&str, &ToolInputSchema, &Value); 5] = [
        ("small flat object, valid", &flat, &flat_ok),
        ("small flat object, invalid (maximum)", &flat, &flat_bad),
        ("small flat object, invalid (required)", &flat, &missing),
        ("nested object with arrays, valid", &nested, &nested_ok),
        ("nested object with arrays, invalid (pattern)", &nested, &nested_bad),
    ];
    for (name, schema, input) in cases {
        let ns = measure(10_000, || drop(black_box(schema.validate(black_box(input)))));
        println!("  {name:<46} {ns:>9.0} ns");
    }
    println!();
    let e = nested.validate(&nested_bad).expect_err("invalid");
    println!("the DataError message: {}", e.to_message_json());
    let ns = measure(10_000, || drop(black_box(e.to_message_json())));
    println!("  InputValidationError::to_message_json              {ns:>9.0} ns");
}
