#!/usr/bin/env python3
"""What PyYAML's libyaml-backed CSafeLoader makes of YAML files: the reference for DifferentialTests.swift.

Reads file paths, one per line, on standard input. Prints one JSON object per file, in the same order:
  {"ok": true, "documents": N, "value": V}    the first document's value (null when there is none)
  {"ok": true, "documents": N, "recursive": true}    the value refers to itself
  {"ok": false, "error": "Type: message"}
V is JSON with every scalar tagged as text, so nothing is lost on the way: "s:" string, "i:" integer,
"f:" float (Python's repr), "t:" timestamp (its text), "x:" binary (hex); null and booleans stay JSON.
Mapping keys are the tagged text of the key ("n:" for null, "b:true"/"b:false" for booleans).
Exits with status 3 when PyYAML or its libyaml binding is missing.
"""

import json
import sys

try:
    import yaml

    BaseLoader = yaml.CSafeLoader
except (ImportError, AttributeError) as error:
    sys.stderr.write("PyYAML with its libyaml binding (yaml.CSafeLoader) is not available: %s\n" % error)
    sys.exit(3)


class Timestamp(str):
    """A timestamp kept as its text, so the comparison need not rebuild datetimes."""


class ReferenceLoader(BaseLoader):
    pass


ReferenceLoader.add_constructor(
    "tag:yaml.org,2002:timestamp", lambda loader, node: Timestamp(loader.construct_scalar(node))
)


class Recursive(Exception):
    pass


def encode(value, active):
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, Timestamp):
        return "t:" + value
    if isinstance(value, int):
        return "i:%d" % value
    if isinstance(value, float):
        return "f:" + repr(value)
    if isinstance(value, str):
        return "s:" + value
    if isinstance(value, bytes):
        return "x:" + value.hex()
    if id(value) in active:
        raise Recursive()
    active.add(id(value))
    try:
        if isinstance(value, (list, tuple)):
            return [encode(item, active) for item in value]
        if isinstance(value, dict):
            return {key_text(key, active): encode(item, active) for key, item in value.items()}
        if isinstance(value, set):
            return {key_text(key, active): None for key in value}
        return "?:" + type(value).__name__
    finally:
        active.discard(id(value))


def key_text(key, active):
    if key is None:
        return "n:"
    if isinstance(key, bool):
        return "b:true" if key else "b:false"
    encoded = encode(key, active)
    return encoded if isinstance(encoded, str) else json.dumps(encoded, sort_keys=True)


def describe(path):
    try:
        with open(path, "rb") as file:
            documents = list(yaml.load_all(file.read(), Loader=ReferenceLoader))
    except Exception as error:  # PyYAML raises more than YAMLError (KeyError for a bad !!bool, ...).
        message = " ".join(str(error).split())[:300]
        return {"ok": False, "error": "%s: %s" % (type(error).__name__, message)}
    result = {"ok": True, "documents": len(documents)}
    try:
        result["value"] = encode(documents[0], set()) if documents else None
    except Recursive:
        result["recursive"] = True
    return result


def main():
    for line in sys.stdin:
        path = line.rstrip("\n")
        if path:
            print(json.dumps(describe(path), sort_keys=True))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
