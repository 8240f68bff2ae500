// The Console Standard (https://console.spec.whatwg.org/#console-namespace), logging members.

[Exposed=(Window,Worker)]
namespace console { // but see namespace object requirements below
  // Logging
  undefined assert(optional boolean condition = false, any... data);
  undefined debug(any... data);
  undefined error(any... data);
  undefined info(any... data);
  undefined log(any... data);
  undefined warn(any... data);
};
