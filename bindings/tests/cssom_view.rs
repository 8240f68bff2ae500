//! CSSOM View without layout and the Geometry Interfaces' DOMRect.

use crate::common;
use common::run;

#[test]
fn dom_rects_are_constructible_and_serialize() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            const r = new DOMRect(1, 2, -3, 4);
            console.log(r.left, r.right, r.top, r.bottom, JSON.stringify(r));
            r.x = 10;
            console.log(r.x, r.left, r instanceof DOMRectReadOnly);
            const ro = DOMRectReadOnly.fromRect({width: 5});
            ro.x = 3;
            console.log(ro.x, ro.width, ro instanceof DOMRect, DOMRect.fromRect() instanceof DOMRect);
            console.log(new DOMRect(NaN).left, Object.keys(new DOMRectReadOnly().toJSON()).join());
        </script>"#,
    )]);
    assert_eq!(
        console,
        [
            r#"-2 1 2 6 {"x":1,"y":2,"width":-3,"height":4,"top":2,"right":1,"bottom":6,"left":-2}"#,
            "10 7 true",
            "0 5 false true",
            "NaN x,y,width,height,top,right,bottom,left",
        ]
    );
}

#[test]
fn elements_without_boxes_report_zero_geometry_and_the_viewport_exists() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><body><div id=d>x</div><script>
            const d = document.getElementById('d');
            const b = d.getBoundingClientRect();
            console.log(b instanceof DOMRect, b.width, b.height, d.getClientRects().length, d.offsetParent, d.offsetWidth, d.clientWidth, d.scrollHeight);
            console.log(innerWidth, innerHeight, devicePixelRatio, scrollX, scrollY, document.documentElement.clientWidth, document.scrollingElement === document.documentElement);
            scrollTo(0, 500); scrollBy({top: 10}); d.scrollTop = 50; d.scrollTo(1, 2);
            console.log(scrollY, pageYOffset, d.scrollTop, document.elementFromPoint(1, 1), document.elementsFromPoint(1, 1).length);
            try { scrollTo(); window.scroll({left: 1}); console.log('ok'); } catch (e) { console.log(e.name); }
            console.log(window.scrollTo.length, Element.prototype.scrollBy.length);
        </script>"#,
    )]);
    assert_eq!(
        console,
        ["true 0 0 0 null 0 0 0", "1280 720 1 0 0 1280 true", "0 0 0 null 0", "ok", "0 0"]
    );
}

#[test]
fn the_screen_is_the_fixed_viewport_in_24_bit_colour() {
    let console = run(&[(
        "https://a.test/",
        r#"<!doctype html><script>
            console.log(screen.width, screen.height, screen.availWidth, screen.availHeight, screen.colorDepth, screen.pixelDepth,
                screen === window.screen, screen instanceof Screen, String(screen), screen.width === innerWidth);
        </script>"#,
    )]);
    assert_eq!(console, ["1280 720 1280 720 24 24 true true [object Screen] true"]);
}
