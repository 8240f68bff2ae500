"""Validates an XML file against an XSD: python3 validate_xml.py SCHEMA.xsd FILE.xml

Prints each violation and exits 1 when there is one, 2 when the xmlschema
package is missing (install it with `make test-deps`)."""
import sys

try:
    import xmlschema
except ImportError:
    print("the Python package xmlschema is missing: run `make test-deps` "
          "(python3 -m pip install -r wpt/tests/requirements.txt)", file=sys.stderr)
    sys.exit(2)

schema = xmlschema.XMLSchema(sys.argv[1])
errors = list(schema.iter_errors(sys.argv[2]))
for error in errors:
    print(f"{error.path}: {error.reason}")
sys.exit(1 if errors else 0)
