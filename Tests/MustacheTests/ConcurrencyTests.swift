import Mustache
import Testing

@Suite struct Concurrency {
    @Test func sameLibraryRendersFromManyTasksAtOnce() async throws {
        let library = try MustacheLibrary(templates: [
            "layout": "<h1>{{$title}}{{/title}}</h1>\n  {{>list}}\n",
            "list": "<ul>\n{{#items}}\n  <li>{{.}}</li>\n{{/items}}\n</ul>\n",
            "page": "{{<layout}}{{$title}}Page {{number}}{{/title}}{{/layout}}",
        ])
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for number in 0..<64 {
                group.addTask {
                    let context: MustacheValue = [
                        "number": .int(number), "items": ["a", .string("<\(number)>")],
                    ]
                    var last = ""
                    for _ in 0..<50 {
                        last = try library.render("page", context)
                    }
                    return (number, last)
                }
            }
            var results: [Int: String] = [:]
            for try await (number, html) in group {
                results[number] = html
            }
            return results
        }
        #expect(results.count == 64)
        for (number, html) in results {
            #expect(
                html
                    == "<h1>Page \(number)</h1>\n  <ul>\n    <li>a</li>\n    <li>&lt;\(number)&gt;</li>\n  </ul>\n"
            )
        }
    }

    @Test func sameTemplateRendersFromManyTasksAtOnce() async throws {
        let template = try MustacheTemplate("{{#items}}{{.}};{{/items}}", name: "list")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<32 {
                group.addTask {
                    let output = try template.render(["items": [.int(number), .int(number + 1)]])
                    #expect(output == "\(number);\(number + 1);")
                }
            }
            try await group.waitForAll()
        }
    }
}
