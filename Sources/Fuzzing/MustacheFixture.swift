import Mustache

/// The context fuzzed templates are rendered against: the kinds of values the site's page
/// contexts hold, under short names a fuzzer finds, and the site's own names.
enum MustacheFixture {
    static let context: MustacheValue = [
        "a": "<b>&amp; \"quoted\" 'single'</b>",
        "b": 0.45,
        "c": 3,
        "t": true,
        "f": false,
        "e": "",
        "n": .null,
        "x": ["a": "inner", "y": ["a": "deep", "list": [1, 2]]],
        "list": [["a": "one", "c": 1], ["a": "two", "list": [["a": "nested"]]], "plain"],
        "empty": [],
        "partial": "p",
        "lambda": .lambda(MustacheLambda { "{{a}}|{{c}}" }),
        "wrap": .lambda(MustacheLambda { section in "<" + section + ">" }),
        "site": ["title": "Catalog", "description": "Motion", "baseURL": "https://example.org/"],
        "lang": ["code": "en", "name": "English"],
        "languages": [["code": "en", "name": "English", "url": "index.html", "current": true]],
        "page": ["title": "Fade <List>", "kind": "component", "path": "components/fade.html", "isHome": false],
        "component": [
            "slug": "fade-list", "title": "Fade List", "descriptionHTML": "<p>Rows fade in.</p>",
            "api": [
                "hasParameters": true,
                "parameters": [
                    ["name": "items", "type": "[Item]", "isRequired": true, "descriptionHTML": "<em>x</em>"]
                ],
            ],
        ],
        "root": "../",
        "assets": "../assets/",
    ]
}
