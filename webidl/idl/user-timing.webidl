// https://w3c.github.io/user-timing/

dictionary PerformanceMarkOptions {
  any detail;
  DOMHighResTimeStamp startTime;
};

dictionary PerformanceMeasureOptions {
  any detail;
  (DOMString or DOMHighResTimeStamp) start;
  DOMHighResTimeStamp duration;
  (DOMString or DOMHighResTimeStamp) end;
};

partial interface Performance {
  PerformanceMark mark(DOMString markName, optional PerformanceMarkOptions markOptions = {});
  undefined clearMarks(optional DOMString markName);
  PerformanceMeasure measure(DOMString measureName, optional (DOMString or PerformanceMeasureOptions) startOrMeasureOptions = {}, optional DOMString endMark);
  undefined clearMeasures(optional DOMString measureName);
};

[Exposed=(Window,Worker)]
interface PerformanceMark : PerformanceEntry {
  constructor(DOMString markName, optional PerformanceMarkOptions markOptions = {});
  readonly attribute any detail;
};

[Exposed=(Window,Worker)]
interface PerformanceMeasure : PerformanceEntry {
  readonly attribute any detail;
};
