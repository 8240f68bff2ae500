//! WebSockets (https://websockets.spec.whatwg.org/). webmcp is offline and
//! speaks no WebSocket protocol: a WebSocket checks its arguments as the
//! constructor's steps say, then its connection fails as a connection to
//! an unreachable server does (`error`, then `close` with code 1006).

pub mod closeevent;
pub mod websocket;
