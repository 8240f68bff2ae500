//! https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement without
//! media playback: nothing is fetched or decoded, so a media element has no
//! media resource. What that means, said honestly:
//!
//! - `networkState` stays NETWORK_EMPTY and `readyState` HAVE_NOTHING,
//!   `error` stays null (no resource selection is attempted), `currentSrc`
//!   is empty, `duration` is NaN, `buffered`, `played` and `seekable` are
//!   empty TimeRanges, `paused` is true and `seeking` and `ended` false;
//! - `canPlayType()` returns "" for every type: none can be played;
//! - `play()` returns a promise rejected with a "NotSupportedError"
//!   DOMException, what a page sees when no source is supported; `pause()`
//!   and `load()` change nothing observable (the element is paused, empty);
//! - the attributes that are plain state (`volume`, `muted`,
//!   `playbackRate`, `defaultPlaybackRate`, `preservesPitch`, the default
//!   playback start position behind `currentTime`) are kept per element,
//!   with the standard's exceptions and `volumechange`/`ratechange` events.

use boa_engine::object::builtins::JsPromise;
use boa_engine::{Context, JsObject, JsResult, JsString};
use runtime::dom::NodeId;
use runtime::html::event_loop::TaskSource;

use crate::dom::node::node_ref;
use crate::generated::{HTMLMediaElementMethods, Interface};
use crate::host::{host, DocId};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::reflect;

pub struct HTMLMediaElement;

/// A media element's IDL state that no content attribute holds.
#[derive(Clone, Debug)]
pub struct MediaState {
    /// https://html.spec.whatwg.org/multipage/media.html#default-playback-start-position
    pub default_playback_start_position: f64,
    pub volume: f64,
    /// Set from the `muted` content attribute when the element is created
    /// (https://html.spec.whatwg.org/multipage/media.html#concept-media-muted);
    /// `None` until the IDL attribute is set.
    pub muted: Option<bool>,
    pub playback_rate: f64,
    pub default_playback_rate: f64,
    pub preserves_pitch: bool,
}

impl Default for MediaState {
    fn default() -> Self {
        MediaState { default_playback_start_position: 0.0, volume: 1.0, muted: None, playback_rate: 1.0, default_playback_rate: 1.0, preserves_pitch: true }
    }
}

fn state(ctx: &Context, this: &JsObject) -> JsResult<MediaState> {
    let r = node_ref(this)?;
    Ok(host(ctx).objects(r.doc, |o| o.media.get(&r.node).cloned()).flatten().unwrap_or_default())
}

fn set_state(ctx: &Context, this: &JsObject, f: impl FnOnce(&mut MediaState)) -> JsResult<()> {
    let r = node_ref(this)?;
    host(ctx).objects_mut(r.doc, |o| f(o.media.entry(r.node).or_default()));
    Ok(())
}

/// Queues a media element task to fire a simple event named `type_` at the element
/// (https://html.spec.whatwg.org/multipage/media.html#queue-a-media-element-task).
fn queue_event(ctx: &Context, this: &JsObject, type_: &'static str) -> JsResult<()> {
    let r = node_ref(this)?;
    let (doc, node): (DocId, NodeId) = (r.doc, r.node);
    host(ctx).queue_task(
        doc,
        TaskSource::MediaElement,
        Box::new(move |ctx| {
            if let Ok(target) = crate::dom::node::wrap(ctx, doc, node) {
                if let Ok(event) = crate::dom::event::create(ctx, Interface::Event, type_, false, false, |d| d.state.is_trusted = true) {
                    crate::dom::eventtarget::dispatch(ctx, &target, &event);
                }
            }
        }),
    );
    Ok(())
}

/// A new empty TimeRanges object.
fn empty_time_ranges(ctx: &mut Context) -> JsResult<JsObject> {
    reflect(ctx, Interface::TimeRanges, DomKind::Plain)
}

impl HTMLMediaElementMethods for HTMLMediaElement {
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-error: no
    /// resource selection runs, so no error is recorded.
    fn get_error(_: &mut Context, _this: &JsObject) -> JsResult<Option<JsObject>> {
        Ok(None)
    }
    fn get_current_src(_: &mut Context, _this: &JsObject) -> JsResult<String> {
        Ok(String::new())
    }
    /// NETWORK_EMPTY.
    fn get_network_state(_: &mut Context, _this: &JsObject) -> JsResult<u16> {
        Ok(0)
    }
    fn get_buffered(ctx: &mut Context, _this: &JsObject) -> JsResult<JsObject> {
        empty_time_ranges(ctx)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-load: the
    /// media element load algorithm would abort nothing and then select a
    /// resource, which needs media playback.
    fn load(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-navigator-canplaytype:
    /// "" (the type cannot be played) for every type.
    fn can_play_type(_: &mut Context, _this: &JsObject, _type_: JsString) -> JsResult<String> {
        Ok(String::new())
    }
    /// HAVE_NOTHING.
    fn get_ready_state(_: &mut Context, _this: &JsObject) -> JsResult<u16> {
        Ok(0)
    }
    fn get_seeking(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(false)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-currenttime:
    /// the default playback start position unless it is zero, else the
    /// official playback position (0 without media data).
    fn get_current_time(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(state(ctx, this)?.default_playback_start_position)
    }
    /// With readyState HAVE_NOTHING, setting it sets the default playback
    /// start position.
    fn set_current_time(ctx: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set_state(ctx, this, |s| s.default_playback_start_position = value)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-fastseek:
    /// seeking with readyState HAVE_NOTHING sets the default playback start position.
    fn fast_seek(ctx: &mut Context, this: &JsObject, time: f64) -> JsResult<()> {
        set_state(ctx, this, |s| s.default_playback_start_position = time)
    }
    /// NaN: no media data.
    fn get_duration(_: &mut Context, _this: &JsObject) -> JsResult<f64> {
        Ok(f64::NAN)
    }
    fn get_paused(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(true)
    }
    fn get_default_playback_rate(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(state(ctx, this)?.default_playback_rate)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-defaultplaybackrate:
    /// sets it and fires `ratechange`.
    fn set_default_playback_rate(ctx: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set_state(ctx, this, |s| s.default_playback_rate = value)?;
        queue_event(ctx, this, "ratechange")
    }
    fn get_playback_rate(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(state(ctx, this)?.playback_rate)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-playbackrate:
    /// sets it and fires `ratechange`.
    fn set_playback_rate(ctx: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        set_state(ctx, this, |s| s.playback_rate = value)?;
        queue_event(ctx, this, "ratechange")
    }
    fn get_preserves_pitch(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        Ok(state(ctx, this)?.preserves_pitch)
    }
    fn set_preserves_pitch(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        set_state(ctx, this, |s| s.preserves_pitch = value)
    }
    fn get_played(ctx: &mut Context, _this: &JsObject) -> JsResult<JsObject> {
        empty_time_ranges(ctx)
    }
    fn get_seekable(ctx: &mut Context, _this: &JsObject) -> JsResult<JsObject> {
        empty_time_ranges(ctx)
    }
    fn get_ended(_: &mut Context, _this: &JsObject) -> JsResult<bool> {
        Ok(false)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-play: no
    /// source can be played, so the promise is rejected as for a source
    /// that is not supported.
    fn play(ctx: &mut Context, _this: &JsObject) -> JsResult<JsPromise> {
        let error = dom_exception(ctx, "NotSupportedError", "Failed to load because no supported source was found.");
        JsPromise::reject(error, ctx)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-pause: the
    /// element is already paused and has no resource to select.
    fn pause(_: &mut Context, _this: &JsObject) -> JsResult<()> {
        Ok(())
    }
    fn get_volume(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        Ok(state(ctx, this)?.volume)
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-volume: a
    /// value outside 0.0 to 1.0 is an "IndexSizeError"; a change fires
    /// `volumechange`.
    fn set_volume(ctx: &mut Context, this: &JsObject, value: f64) -> JsResult<()> {
        if !(0.0..=1.0).contains(&value) {
            return Err(dom_exception(ctx, "IndexSizeError", &format!("Failed to set the 'volume' property on 'HTMLMediaElement': The volume provided ({value}) is outside the range [0, 1].")));
        }
        if state(ctx, this)?.volume == value {
            return Ok(());
        }
        set_state(ctx, this, |s| s.volume = value)?;
        queue_event(ctx, this, "volumechange")
    }
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-muted: the
    /// muted state, initially the presence of the `muted` content attribute.
    fn get_muted(ctx: &mut Context, this: &JsObject) -> JsResult<bool> {
        match state(ctx, this)?.muted {
            Some(m) => Ok(m),
            None => Ok(crate::html::reflecting::get_the_content_attribute(ctx, this, "muted")?.is_some()),
        }
    }
    fn set_muted(ctx: &mut Context, this: &JsObject, value: bool) -> JsResult<()> {
        let old = Self::get_muted(ctx, this)?;
        set_state(ctx, this, |s| s.muted = Some(value))?;
        if old != value {
            queue_event(ctx, this, "volumechange")?;
        }
        Ok(())
    }
}
