#!/usr/bin/env python3
"""Validates YAML theme documents against schema/theme.schema.json (JSON Schema draft 2020-12).

Reads a JSON request on standard input:
    {"schema": PATH, "documents": [{"name": NAME, "path": PATH} or {"name": NAME, "text": YAML}, ...]}
and writes {"NAME": [error, ...], ...} to standard output: an empty list for a valid document.
Needs PyYAML and jsonschema (.ci/run installs both).
"""
import json
import sys

import jsonschema
import yaml


def stringify_keys(value):
    """YAML allows non-string keys (an unquoted 600); editors and themec read every key as text."""
    if isinstance(value, dict):
        return {str(key): stringify_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [stringify_keys(item) for item in value]
    return value


def main():
    request = json.load(sys.stdin)
    with open(request["schema"], encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    results = {}
    for document in request["documents"]:
        if "path" in document:
            with open(document["path"], encoding="utf-8") as handle:
                text = handle.read()
        else:
            text = document["text"]
        try:
            data = stringify_keys(yaml.safe_load(text))
        except yaml.YAMLError as error:
            results[document["name"]] = ["YAML: %s" % error]
            continue
        errors = sorted(validator.iter_errors(data), key=lambda error: list(error.absolute_path))
        results[document["name"]] = [
            "%s: %s" % ("/".join(str(part) for part in error.absolute_path) or "(root)", error.message)
            for error in errors
        ]
    json.dump(results, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
