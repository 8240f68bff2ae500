// The XMLHttpRequest Standard's ProgressEvent
// (https://xhr.spec.whatwg.org/#interface-progressevent), unchanged, which
// FileReader fires. FormData is in html.webidl with the forms it comes from.

[Exposed=(Window,Worker)]
interface ProgressEvent : Event {
  constructor(DOMString type, optional ProgressEventInit eventInitDict = {});

  readonly attribute boolean lengthComputable;
  readonly attribute double loaded;
  readonly attribute double total;
};

dictionary ProgressEventInit : EventInit {
  boolean lengthComputable = false;
  double loaded = 0;
  double total = 0;
};
