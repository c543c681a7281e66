"""Validates DTCG files against the 2025.10 JSON Schemas.

Usage: validate_dtcg_schema.py SCHEMA_DIR FILE...  (files ending in .resolver.json use resolver.json,
the others format.json). Prints one line per problem and exits 1 when there is any.
"""

import json
import pathlib
import sys

import jsonschema
from referencing import Registry, Resource


def main() -> int:
    schema_dir = pathlib.Path(sys.argv[1])
    resources = []
    for path in schema_dir.rglob("*.json"):
        schema = json.loads(path.read_text())
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    failures = 0
    for name in sys.argv[2:]:
        top = "resolver.json" if name.endswith(".resolver.json") else "format.json"
        schema = json.loads((schema_dir / top).read_text())
        validator = jsonschema.Draft7Validator(schema, registry=registry)
        document = json.loads(pathlib.Path(name).read_text())
        for error in validator.iter_errors(document):
            failures += 1
            print(f"{name}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
