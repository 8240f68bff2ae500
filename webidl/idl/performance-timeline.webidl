// https://w3c.github.io/performance-timeline/ : the entries a page's
// Performance object keeps (here the marks and measures of User Timing).

[Exposed=(Window,Worker)]
interface PerformanceEntry {
  readonly attribute DOMString name;
  readonly attribute DOMString entryType;
  readonly attribute DOMHighResTimeStamp startTime;
  readonly attribute DOMHighResTimeStamp duration;
  [Default] object toJSON();
};

typedef sequence<PerformanceEntry> PerformanceEntryList;

partial interface Performance {
  PerformanceEntryList getEntries();
  PerformanceEntryList getEntriesByType(DOMString type);
  PerformanceEntryList getEntriesByName(DOMString name, optional DOMString type);
};
