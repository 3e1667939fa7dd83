import TextUtilities

/// `api/schema.json`: the JSON Schema (draft 2020-12) of `api/index.json` and
/// `api/<slug>.json`. Both files name it in `$schema` and carry ``version`` in
/// `schemaVersion`, which grows when a published field changes meaning or goes away.
package enum APISchema {
    package static let version = 1
    package static let fileName = "schema.json"

    /// The schema, with `$id` at `baseURL` + `api/schema.json`.
    package static func document(id: String) -> JSONValue {
        let text: JSONValue = ["type": "string"]
        let byLanguage: JSONValue = [
            "type": "object", "description": "One value per language code of the catalog.",
            "additionalProperties": ["type": "string"],
        ]
        let parameter: JSONValue = [
            "type": "object",
            "description": "A parameter of the component's initializer, in the order callers pass them.",
            "required": ["name", "type", "default", "required", "description"],
            "additionalProperties": false,
            "properties": [
                "name": [
                    "type": "string", "pattern": .string(NamePattern.argumentLabel),
                    "description": "The argument label.",
                ],
                "type": ["type": "string", "minLength": 1, "description": "The Swift type, as written in the source."],
                "default": [
                    "type": ["string", "null"],
                    "description": "The default value as a Swift expression; null when the parameter is required.",
                ],
                "required": ["type": "boolean", "description": "True when callers must pass it (default is null)."],
                "description": byLanguage,
            ],
        ]
        let componentProperties: [String: JSONValue] = [
            "slug": ["type": "string", "pattern": .string(NamePattern.slug)],
            "title": byLanguage,
            "category": text,
            "level": text,
            "platforms": ["type": "array", "items": ["type": "string"], "description": "Such as 'iOS 17.0+'."],
            "license": ["type": "string", "description": "SPDX identifiers of the sources' licences."],
            "sources": [
                "type": "array", "items": ["type": "string"],
                "description": "The source downloads, relative to the site root.",
            ],
            "pages": [
                "type": "object", "additionalProperties": ["type": "string"],
                "description": "The component's page per language code, relative to the site root.",
            ],
            "parameters": ["type": "array", "items": ["$ref": "#/$defs/parameter"]],
        ]
        let componentRequired: JSONValue = [
            "slug", "title", "category", "level", "platforms", "license", "sources", "pages", "parameters",
        ]
        var fileProperties = componentProperties
        fileProperties["$schema"] = ["type": "string"]
        fileProperties["schemaVersion"] = ["const": .number(Double(version))]
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(id),
            "title": "SwiftUI component catalog: published API tables",
            "description":
                "Describes api/index.json (every component) and api/<slug>.json (one component, with $schema and schemaVersion).",
            "oneOf": [["$ref": "#/$defs/index"], ["$ref": "#/$defs/componentFile"]],
            "$defs": [
                "parameter": parameter,
                "component": [
                    "type": "object", "required": componentRequired, "additionalProperties": false,
                    "properties": .object(componentProperties),
                ],
                "componentFile": [
                    "type": "object",
                    "required": .array(["$schema", "schemaVersion"] + (componentRequired.arrayItems)),
                    "additionalProperties": false,
                    "properties": .object(fileProperties),
                ],
                "index": [
                    "type": "object", "required": ["$schema", "schemaVersion", "components"],
                    "additionalProperties": false,
                    "properties": [
                        "$schema": ["type": "string"],
                        "schemaVersion": ["const": .number(Double(version))],
                        "components": ["type": "array", "items": ["$ref": "#/$defs/component"]],
                    ],
                ],
            ],
        ]
    }
}

extension JSONValue {
    var arrayItems: [JSONValue] {
        if case .array(let items) = self { return items }
        return []
    }
}
