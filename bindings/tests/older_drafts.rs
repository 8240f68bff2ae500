//! The ModelContext members of earlier WebMCP drafts: provideContext
//! replaces the tools script registered (all or nothing), clearContext
//! removes them, unregisterTool removes one, declarative tools stay, and
//! the console says once that these are deprecated.

use crate::common;
use common::run;

const LIST: &str = "const names = async () => (await document.modelContext.getTools()).map((t) => t.name).join(',');";

#[test]
fn provide_context_replaces_the_tools_script_registered() {
    let page = format!(
        r#"<!doctype html><body>
        <form toolname="search" tooldescription="Search"><input name="q"></form>
        <script>{LIST}
        (async () => {{
            await document.modelContext.registerTool({{ name: 'a', description: 'A', execute: () => 'a' }});
            navigator.modelContext.provideContext({{ tools: [
                {{ name: 'b', description: 'B', execute: () => 'b' }},
                {{ name: 'c', description: 'C', inputSchema: {{ type: 'object' }}, annotations: {{ readOnlyHint: true }}, execute: () => 'c' }},
            ] }});
            console.log('provided', await names());
            // A failing list changes nothing: a duplicate, a bad name, a declarative tool's name, an empty description.
            for (const tools of [
                [{{ name: 'd', description: 'D', execute() {{}} }}, {{ name: 'd', description: 'D2', execute() {{}} }}],
                [{{ name: 'e f', description: 'E', execute() {{}} }}],
                [{{ name: 'search', description: 'S', execute() {{}} }}],
                [{{ name: 'g', description: '', execute() {{}} }}],
            ]) {{
                try {{ navigator.modelContext.provideContext({{ tools }}); console.log('no throw'); }} catch (e) {{ console.log(e.name); }}
            }}
            try {{ navigator.modelContext.provideContext({{ tools: [{{ name: 'h', description: 'H' }}] }}); }} catch (e) {{ console.log(e.name); }}
            console.log('unchanged', await names());
            navigator.modelContext.provideContext();
            console.log('empty list', await names());
            navigator.modelContext.provideContext({{ tools: [{{ name: 'x', description: 'X', execute() {{}} }}] }});
            navigator.modelContext.unregisterTool('x');
            try {{ navigator.modelContext.unregisterTool('x'); }} catch (e) {{ console.log('again', e.name); }}
            try {{ navigator.modelContext.unregisterTool('search'); }} catch (e) {{ console.log('form', e.name); }}
            navigator.modelContext.provideContext({{ tools: [{{ name: 'y', description: 'Y', execute() {{}} }}] }});
            navigator.modelContext.clearContext();
            console.log('cleared', await names());
        }})();
        </script>"#
    );
    let console = run(&[("https://a.test/", &page)]);
    let deprecations = console.iter().filter(|l| l.starts_with("[Deprecation]")).count();
    let rest: Vec<&str> = console.iter().filter(|l| !l.starts_with("[Deprecation]")).map(String::as_str).collect();
    assert_eq!(deprecations, 1, "{console:?}");
    assert_eq!(
        rest,
        [
            "provided b,c,search",
            "InvalidStateError",
            "InvalidStateError",
            "InvalidStateError",
            "InvalidStateError",
            "TypeError",
            "unchanged b,c,search",
            "empty list search",
            "again InvalidStateError",
            "form InvalidStateError",
            "cleared search",
        ]
    );
}

#[test]
fn replacing_the_tools_fires_one_toolchange() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
        const mc = document.modelContext;
        let changes = 0;
        mc.ontoolchange = () => changes++;
        mc.provideContext({ tools: [{ name: 'a', description: 'A', execute() {} }, { name: 'b', description: 'B', execute() {} }] });
        setTimeout(() => {
            console.log('after provide', changes);
            mc.clearContext();
            mc.clearContext(); // nothing left: no change
            setTimeout(() => console.log('after clear', changes), 100);
        }, 100);
        </script>"#,
    )]);
    let rest: Vec<&str> = console.iter().filter(|l| !l.starts_with("[Deprecation]")).map(String::as_str).collect();
    assert_eq!(rest, ["after provide 1", "after clear 2"]);
}

#[test]
fn provided_tools_run_with_the_input() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
        navigator.modelContext.provideContext({ tools: [{ name: 'double', description: 'Doubles', inputSchema: { type: 'object', properties: { n: { type: 'number' } } },
            execute: ({ n }) => ({ content: [{ type: 'text', text: String(n * 2) }] }) }] });
        (async () => {
            const [tool] = await document.modelContext.getTools();
            console.log(await document.modelContext.executeTool(tool, { n: 21 }));
        })();
        </script>"#,
    )]);
    assert_eq!(console.last().map(String::as_str), Some(r#"{"content":[{"type":"text","text":"42"}]}"#));
}
