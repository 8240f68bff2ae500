//! `--storage DIR` keeps a page's localStorage between runs of the command,
//! and a C locale environment still formats dates for en-US.

use std::process::Command;

#[test]
fn storage_dir_keeps_local_storage_between_runs_and_the_default_locale_is_en_us() {
    let dir = std::env::temp_dir().join(format!("webmcp-cli-storage-{}", std::process::id()));
    let page = dir.join("page.html");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    std::fs::write(
        &page,
        r#"<!doctype html><script>
            console.log('visits', localStorage.getItem('v'), new Date(Date.UTC(2026, 11, 3)).toLocaleDateString(undefined, {weekday: 'short', month: 'short', day: 'numeric'}));
            localStorage.setItem('v', Number(localStorage.getItem('v') || 0) + 1);
        </script>"#,
    )
    .expect("the page is written");
    let store = dir.join("store");
    let run = |with_storage: bool| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_webmcp"));
        c.env_remove("LANGUAGE").env_remove("LC_ALL").env_remove("LC_MESSAGES").env("LANG", "C.UTF-8");
        if with_storage {
            c.arg("--storage").arg(&store);
        }
        let out = c.arg("run").arg(&page).output().expect("the webmcp binary runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stderr).trim().to_string()
    };
    assert_eq!(run(true), "console.log: visits null Thu, Dec 3");
    assert_eq!(run(true), "console.log: visits 1 Thu, Dec 3");
    // Without the option, storage is in memory: nothing from the runs before.
    assert_eq!(run(false), "console.log: visits null Thu, Dec 3");
    let _ = std::fs::remove_dir_all(&dir);
}
