#!/usr/bin/env python3
"""Lints docs/openapi.yaml against the spec's 22 operations and the sandbox contract, and (with
--sandbox BIN) validates the real sandbox's answers against the document's schemas.

Stdlib + PyYAML (Debian: python3-yaml) only, so CI needs no network.
Usage: lint_openapi.py docs/openapi.yaml [--sandbox path/to/audience-sandbox]
Exit status 0 when everything holds; every problem is printed on its own line otherwise.
"""
import argparse
import json
import os
import re
import secrets
import select
import subprocess
import sys
import urllib.error
import urllib.request

import yaml

# Section 4 of spec/audience-pages-api.md, with the success status docs/sandbox.md fixes for each.
OPERATIONS = {
    ("post", "/v0/person_logs"): "201",
    ("get", "/v0/persons/{person_id}/logs"): "200",
    ("patch", "/v0/persons/{person_id}"): "200",
    ("get", "/v0/persons/search"): "200",
    ("get", "/v0/accounts/{account_id}"): "200",
    ("get", "/v0/pages"): "200",
    ("get", "/v0/pages/{page_id}"): "200",
    ("get", "/v0/audiences/search"): "200",
    ("delete", "/v0/pages/{page_id}/audiences/{audience_id}"): "200",
    ("post", "/v0/pages/{page_id}/audiences/{audience_id}/restore"): "200",
    ("get", "/v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}"): "200",
    ("post", "/v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}/publish"): "200",
    ("get", "/v0/pages/{page_id}/audiences/{audience_id}/messages"): "200",
    ("post", "/v0/pages/{page_id}/audiences/{audience_id}/messages"): "202",
    ("get", "/v0/pages/{page_id}/audience_sessions/{audience_session_id}"): "200",
    ("get", "/v0/pages/{page_id}/analytics/audiences"): "200",
    ("get", "/v0/page_links/search"): "200",
    ("get", "/v0/topics/search"): "200",
    ("get", "/v0/topics/{topic_id}/entries"): "200",
    ("post", "/v0/topics/{topic_id}/entries"): "201",
    ("get", "/v0/webhook_subscriptions/{subscription_id}"): "200",
    ("patch", "/v0/webhook_subscriptions/{subscription_id}"): "200",
}
METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
ERROR_CODES = {"malformed_json", "invalid_type", "invalid_parameter", "unauthorized", "not_found",
               "method_not_allowed", "conflict", "payload_too_large", "validation_failed", "rate_limited",
               "unavailable"}
TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")


class Linter:
    def __init__(self, document):
        self.doc = document
        self.problems = []

    def problem(self, text):
        self.problems.append(text)

    def resolve(self, node, where=""):
        seen = set()
        while isinstance(node, dict) and "$ref" in node:
            ref = node["$ref"]
            if ref in seen:
                self.problem(f"{where}: $ref cycle at {ref}")
                return {}
            seen.add(ref)
            if not ref.startswith("#/"):
                self.problem(f"{where}: only local $ref are used here, got {ref}")
                return {}
            target = self.doc
            for part in ref[2:].split("/"):
                part = part.replace("~1", "/").replace("~0", "~")
                if not isinstance(target, dict) or part not in target:
                    self.problem(f"{where}: $ref does not resolve: {ref}")
                    return {}
                target = target[part]
            node = target
        return node

    def check_refs(self, node, where="$"):
        if isinstance(node, dict):
            if "$ref" in node:
                self.resolve(node, where)
            for key, value in node.items():
                self.check_refs(value, f"{where}.{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                self.check_refs(value, f"{where}[{index}]")

    def check_schemas(self):
        for name, schema in self.doc.get("components", {}).get("schemas", {}).items():
            self.check_schema(schema, f"components.schemas.{name}")

    def check_schema(self, schema, where):
        if not isinstance(schema, dict) or "$ref" in schema:
            return
        required = schema.get("required", [])
        properties = schema.get("properties", {})
        for field in required:
            if field not in properties:
                self.problem(f"{where}: required field {field} has no property")
        if "nullable" in schema and "type" not in schema and "allOf" not in schema:
            self.problem(f"{where}: nullable without type")
        for key, value in properties.items():
            self.check_schema(value, f"{where}.{key}")
        if "items" in schema:
            self.check_schema(schema["items"], f"{where}[]")
        if schema.get("type") == "array" and "items" not in schema:
            self.problem(f"{where}: array without items")

    def lint(self):
        doc = self.doc
        if not str(doc.get("openapi", "")).startswith(("3.0.", "3.1.")):
            self.problem(f"openapi version is {doc.get('openapi')!r}, expected 3.0.x or 3.1.x")
        for key in ("title", "version"):
            if not doc.get("info", {}).get(key):
                self.problem(f"info.{key} missing")
        self.check_refs(doc)
        self.check_schemas()

        schemes = doc.get("components", {}).get("securitySchemes", {})
        api_key = [n for n, s in schemes.items()
                   if s.get("type") == "apiKey" and s.get("in") == "header" and s.get("name", "").lower() == "x-api-key"]
        if not api_key:
            self.problem("no apiKey security scheme in header x-api-key")
        global_security = doc.get("security")

        found = {}
        operation_ids = set()
        for path, item in doc.get("paths", {}).items():
            if not path.startswith("/v0/"):
                self.problem(f"{path}: every path begins with /v0")
            for method, operation in item.items():
                if method not in METHODS:
                    continue
                found[(method, path)] = operation
                where = f"{method.upper()} {path}"
                op_id = operation.get("operationId")
                if not op_id or op_id in operation_ids:
                    self.problem(f"{where}: missing or duplicate operationId {op_id!r}")
                operation_ids.add(op_id)
                security = operation.get("security", global_security)
                if not security or not any(name in schemes for req in security for name in req):
                    self.problem(f"{where}: no security requirement naming a declared scheme")
                self.check_operation(path, method, item, operation, where)
        expected = set(OPERATIONS)
        for missing in sorted(expected - set(found)):
            self.problem(f"missing operation {missing[0].upper()} {missing[1]}")
        for extra in sorted(set(found) - expected):
            self.problem(f"operation not in the spec: {extra[0].upper()} {extra[1]}")
        return self.problems

    def check_operation(self, path, method, item, operation, where):
        responses = operation.get("responses") or {}
        if not responses:
            self.problem(f"{where}: no responses")
        success = OPERATIONS.get((method, path))
        successes = [code for code in responses if str(code).startswith("2")]
        if success and successes != [success]:
            self.problem(f"{where}: success statuses {successes}, contract says {success}")
        for code, response in responses.items():
            response = self.resolve(response, f"{where} {code}")
            schema = response.get("content", {}).get("application/json", {}).get("schema")
            if schema is None:
                self.problem(f"{where} {code}: no application/json schema")
            elif not str(code).startswith("2") and self.resolve(schema) is not self.resolve(
                    {"$ref": "#/components/schemas/Error"}):
                self.problem(f"{where} {code}: error responses use the Error schema")
        if "401" not in responses:
            self.problem(f"{where}: 401 not documented")
        parameters = [self.resolve(p, where) for p in item.get("parameters", []) + operation.get("parameters", [])]
        declared = {p.get("name") for p in parameters if p.get("in") == "path"}
        in_path = set(re.findall(r"{([^}]+)}", path))
        if declared != in_path:
            self.problem(f"{where}: path parameters {sorted(declared)} do not match the template {sorted(in_path)}")
        for parameter in parameters:
            if parameter.get("in") == "path" and parameter.get("required") is not True:
                self.problem(f"{where}: path parameter {parameter.get('name')} must be required")
        query = {p.get("name"): p for p in parameters if p.get("in") == "query"}
        if "cursor" in query or "limit" in query or path.endswith("/search"):
            limit = self.resolve(query.get("limit", {}).get("schema", {}))
            if (limit.get("type"), limit.get("minimum"), limit.get("maximum"), limit.get("default")) != ("integer", 1, 200, 25):
                self.problem(f"{where}: limit must be an integer 1..200 with default 25")
            if (method, path) != ("get", "/v0/audiences/search") and "cursor" not in query:
                self.problem(f"{where}: list without a cursor parameter")
        if method in ("post", "patch") and "requestBody" not in operation:
            self.problem(f"{where}: no requestBody")


class Validator:
    """The subset of JSON Schema (OpenAPI 3.0 flavour) the document uses."""

    def __init__(self, linter):
        self.linter = linter

    def validate(self, value, schema, where, problems):
        schema = self.linter.resolve(schema, where)
        if not schema:
            return
        for part in schema.get("allOf", []):
            self.validate(value, part, where, problems)
        if value is None:
            if not schema.get("nullable") and "type" in schema:
                problems.append(f"{where}: null where {schema['type']} is required")
            return
        kind = schema.get("type")
        checks = {
            "string": lambda v: isinstance(v, str),
            "boolean": lambda v: isinstance(v, bool),
            "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
            "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer()),
            "object": lambda v: isinstance(v, dict),
            "array": lambda v: isinstance(v, list),
        }
        if kind and not checks[kind](value):
            problems.append(f"{where}: expected {kind}, got {json.dumps(value)[:60]}")
            return
        if "enum" in schema and value not in schema["enum"]:
            problems.append(f"{where}: {value!r} not in {schema['enum']}")
        if isinstance(value, str):
            if len(value) < schema.get("minLength", 0) or len(value) > schema.get("maxLength", 1 << 62):
                problems.append(f"{where}: length {len(value)} out of bounds")
            if "pattern" in schema and not re.search(schema["pattern"], value):
                problems.append(f"{where}: {value!r} does not match {schema['pattern']}")
            if schema.get("format") == "date-time" and not TIMESTAMP.match(value):
                problems.append(f"{where}: {value!r} is not an ISO 8601 UTC timestamp with ms")
        if kind in ("number", "integer"):
            if value < schema.get("minimum", float("-inf")) or value > schema.get("maximum", float("inf")):
                problems.append(f"{where}: {value} out of bounds")
        if isinstance(value, list):
            for index, item in enumerate(value):
                self.validate(item, schema.get("items", {}), f"{where}[{index}]", problems)
        if isinstance(value, dict) and (kind == "object" or "properties" in schema):
            properties = schema.get("properties", {})
            for field in schema.get("required", []):
                if field not in value:
                    problems.append(f"{where}.{field}: missing")
            for field, item in value.items():
                if field in properties:
                    self.validate(item, properties[field], f"{where}.{field}", problems)
                elif properties and schema.get("additionalProperties") is not True:
                    problems.append(f"{where}.{field}: sent but not documented")


class Sandbox:
    def __init__(self, binary):
        self.key = "lint-" + secrets.token_hex(8)
        env = dict(os.environ, AUDIENCE_SANDBOX_API_KEY=self.key)
        self.process = subprocess.Popen(
            [binary, "--listen", "127.0.0.1:0", "--db", ":memory:", "--seed", "demo", "--processing-delay-ms", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        ready, _, _ = select.select([self.process.stdout], [], [], 20)
        line = self.process.stdout.readline() if ready else b""
        self.url = json.loads(line or b"{}").get("url")
        if not self.url:
            self.stop()
            raise RuntimeError(f"sandbox did not print its ready line: {line!r}")

    def request(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.url + path, data=data, method=method.upper(),
                                         headers={"x-api-key": self.key, "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return str(response.status), json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return str(error.code), json.loads(error.read() or b"null")

    def stop(self):
        # Not Popen.wait(timeout): under libfaketime (the suite run on another day) its sleep fails
        # with EINVAL in Python 3.11; select() with no file waits the same and works.
        self.process.terminate()
        for _ in range(200):
            if self.process.poll() is not None:
                return
            select.select([], [], [], 0.05)
        self.process.kill()
        self.process.wait()


def check_sandbox(linter, binary):
    validator = Validator(linter)
    sandbox = Sandbox(binary)
    problems = []
    page, audience, version = "page_demo_01", "aud_demo_001", "ver_demo_001_1"
    base = f"/v0/pages/{page}/audiences/{audience}"
    try:
        def call(method, template, path, body=None, expect=None):
            status, payload = sandbox.request(method, path, body)
            operation = linter.doc["paths"][template][method]
            wanted = expect or OPERATIONS[(method, template)]
            if status != wanted:
                problems.append(f"{method.upper()} {path}: status {status}, expected {wanted}: {json.dumps(payload)[:200]}")
            response = linter.resolve(operation["responses"].get(status, {}))
            schema = response.get("content", {}).get("application/json", {}).get("schema")
            if schema is None:
                problems.append(f"{method.upper()} {path}: status {status} is not documented")
            else:
                validator.validate(payload, schema, f"{method.upper()} {path}", problems)
            return payload

        # Find the page that holds the first demo session.
        session_page = next((f"page_demo_{n:02d}" for n in range(1, 13)
                             if sandbox.request("get", f"/v0/pages/page_demo_{n:02d}/audience_sessions/sess_demo_00001")[0] == "200"),
                            page)
        call("get", "/v0/pages", "/v0/pages?limit=200")
        call("get", "/v0/pages/{page_id}", f"/v0/pages/{page}")
        call("get", "/v0/audiences/search", "/v0/audiences/search?limit=200")
        call("delete", "/v0/pages/{page_id}/audiences/{audience_id}", base)
        call("delete", "/v0/pages/{page_id}/audiences/{audience_id}", base, expect="409")
        call("post", "/v0/pages/{page_id}/audiences/{audience_id}/restore", base + "/restore", {})
        call("get", "/v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}", f"{base}/versions/{version}")
        call("get", "/v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}", f"{base}/versions/ver_x", expect="404")
        accepted = call("post", "/v0/pages/{page_id}/audiences/{audience_id}/messages", base + "/messages",
                        {"message": "Make the headline shorter", "clientMessageId": "lint-1"})
        call("post", "/v0/pages/{page_id}/audiences/{audience_id}/messages", base + "/messages", {"message": ""}, expect="422")
        new_version = (accepted or {}).get("versionId", "ver_x")
        for _ in range(200):
            status, body = sandbox.request("get", f"{base}/versions/{new_version}")
            if status != "200" or body.get("status") == "draft":
                break
        call("post", "/v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}/publish",
             f"{base}/versions/{new_version}/publish", {"operationKey": "lint-publish"})
        call("get", "/v0/pages/{page_id}/audiences/{audience_id}/messages", base + "/messages")
        call("get", "/v0/pages/{page_id}/audience_sessions/{audience_session_id}",
             f"/v0/pages/{session_page}/audience_sessions/sess_demo_00001")
        call("get", "/v0/pages/{page_id}/analytics/audiences", f"/v0/pages/{page}/analytics/audiences")
        call("get", "/v0/pages/{page_id}/analytics/audiences", f"/v0/pages/{page}/analytics/audiences?startDate=bad",
             expect="400")
        created = call("post", "/v0/person_logs", "/v0/person_logs",
                       {"source": "lint", "type": "check", "payload": {"a": 1}, "email": "lint@example.org"})
        call("post", "/v0/person_logs", "/v0/person_logs", {"source": "Not Kebab", "payload": {}}, expect="422")
        person = (created or {}).get("personId", "person_demo_0001")
        call("get", "/v0/persons/{person_id}/logs", f"/v0/persons/{person}/logs")
        call("get", "/v0/persons/{person_id}/logs", "/v0/persons/person_demo_0001/logs?includeDeleted=true&limit=200")
        call("patch", "/v0/persons/{person_id}", "/v0/persons/person_demo_0001", {"email": None})
        call("get", "/v0/persons/search", "/v0/persons/search?limit=200")
        call("get", "/v0/accounts/{account_id}", "/v0/accounts/account_demo0000000000000000000001")
        call("get", "/v0/page_links/search", "/v0/page_links/search?limit=200")
        call("get", "/v0/page_links/search", "/v0/page_links/search?targetType=nope", expect="400")
        call("get", "/v0/topics/search", "/v0/topics/search?limit=200")
        call("get", "/v0/topics/{topic_id}/entries", "/v0/topics/topic_demo_1/entries?limit=200")
        call("post", "/v0/topics/{topic_id}/entries", "/v0/topics/topic_demo_1/entries",
             {"content": {"type": "text", "content": "lint"}, "sortOrder": 1})
        call("get", "/v0/webhook_subscriptions/{subscription_id}", "/v0/webhook_subscriptions/whsub_demo_1")
        call("get", "/v0/webhook_subscriptions/{subscription_id}", "/v0/webhook_subscriptions/whsub_demo_2")
        call("patch", "/v0/webhook_subscriptions/{subscription_id}", "/v0/webhook_subscriptions/whsub_demo_2",
             {"active": True})
        call("get", "/v0/pages", "/v0/pages?limit=0", expect="400")
        status, body = sandbox.request("get", "/v0/no/such/route")
        if status != "404" or (body or {}).get("error", {}).get("code") not in ERROR_CODES:
            problems.append(f"unknown route: {status} {body}")
    finally:
        sandbox.stop()
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("document")
    parser.add_argument("--sandbox", help="audience-sandbox binary whose answers are validated too")
    args = parser.parse_args()
    with open(args.document, encoding="utf-8") as handle:
        document = yaml.safe_load(handle)
    linter = Linter(document)
    problems = linter.lint()
    if not problems and args.sandbox:
        problems = check_sandbox(linter, args.sandbox)
    for problem in problems:
        print(problem)
    checked = "document and sandbox answers" if args.sandbox else "document"
    print(f"{len(problems)} problem(s) in the {checked}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
