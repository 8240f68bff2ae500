//! CSS figures: parsing a style sheet, building the rule index, and
//! `getComputedStyle` reads on pages of a few hundred to a thousand
//! elements (per-element time should not grow with the page).
//!
//! `cargo bench -p runtime --bench css` — plain std::time: each case is
//! warmed up, then timed over batches until a time budget is spent; the
//! figure is the fastest batch's mean.

use std::hint::black_box;
use std::time::{Duration, Instant};

use runtime::css::cascade::Stylist;
use runtime::css::stylesheet::StyleSheet;
use runtime::dom::Tree;
use url::Url;

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

/// A site-like sheet: custom properties on :root, ~300 class rules, some
/// descendant and pseudo-class selectors, media queries.
fn stylesheet() -> String {
    let mut css = String::from(
        ":root { --bg: #0a0a18; --text: #f5f3ff; --radius: 16px; --pad: 12px; --accent: rgb(125 249 197) }
         * { box-sizing: border-box } html, body { margin: 0; background: var(--bg); color: var(--text) }
         a { color: inherit; text-decoration: none } button:hover { opacity: 0.8 } input:focus { outline: 2px solid var(--accent) }
         form:tool-form-active { background-color: rgb(0, 255, 0) }\n",
    );
    for i in 0..300 {
        css.push_str(&format!(
            ".c{i} {{ padding: var(--pad) calc(var(--pad) * 2); border-radius: var(--radius); color: hsl({} 70% 50%); \
             transition: opacity .3s ease, transform .3s; transform: translateY({}px) }}\n\
             .list .c{i} > span {{ font-size: 1.{}em; font-weight: 600 }}\n",
            i % 360,
            i % 7,
            i % 10
        ));
        if i % 50 == 0 {
            css.push_str(&format!("@media (max-width: 768px) {{ .c{i} {{ display: none }} }}\n"));
        }
    }
    css
}

fn page(elements: usize) -> String {
    let mut html = String::from("<!doctype html><html><body><main class=list>");
    for i in 0..elements / 2 {
        html.push_str(&format!("<div class=\"c{} item\" style=\"--n: {i}\"><span>item {i}</span></div>", i % 300));
    }
    html.push_str("</main></body></html>");
    html
}

fn main() {
    let css = stylesheet();
    let base = Url::parse("https://example.test/site.css").unwrap();
    let parse = measure(5, || {
        black_box(StyleSheet::parse(black_box(&css), &base));
    });
    let sheet = StyleSheet::parse(&css, &base);
    println!("parse a sheet of {} KiB ({} top-level rules): {:.0} µs", css.len() / 1024, sheet.rules.len(), parse / 1000.0);
    let index = measure(20, || {
        black_box(Stylist::new(&[&sheet]));
    });
    println!("build the rule index (UA + sheet): {:.0} µs", index / 1000.0);
    let stylist = Stylist::new(&[&sheet]);

    for n in [250, 500, 1000] {
        let tree = Tree::parse_document(&page(n));
        let elements: Vec<_> = tree
            .descendants(tree.document())
            .filter(|id| tree.element(*id).is_some())
            .collect();
        let count = elements.len() as f64;
        let all = measure(1, || {
            for e in &elements {
                let style = stylist.computed_style(&tree, *e);
                black_box(style.get("color"));
                black_box(style.get("display"));
                black_box(style.get("transform"));
            }
        });
        println!(
            "{} elements: getComputedStyle + color/display/transform on each: {:.1} ms total, {:.1} µs per element",
            elements.len(),
            all / 1e6,
            all / count / 1000.0
        );
        let last = elements[elements.len() - 1];
        let one = measure(100, || {
            black_box(stylist.computed_style(&tree, last).get("padding-left"));
        });
        println!("{} elements: one padding-left read on the last element: {:.1} µs", elements.len(), one / 1000.0);
    }
}
