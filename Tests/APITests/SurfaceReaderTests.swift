import Foundation
import SwiftDump
import Testing

/// The surface of real sources, read from the toolchain's own parse tree.
@Suite struct SurfaceReaderTests {
    static let compiler: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = folder + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
        }
        return nil
    }()

    static func surface(of source: String) throws -> SwiftSurface {
        let folder = NSTemporaryDirectory() + "surface-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Source.swift"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler!)
        process.arguments = ["-frontend", "-dump-parse", "-primary-file", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let tree = try #require(DumpParser.parse(String(decoding: data, as: UTF8.self)).first)
        return SurfaceReader.read(tree, source: source, animationNames: ["spring", "smooth", "easeOut"])
    }

    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH"))
    func memberwiseParametersFollowTheRulesOfSwift() throws {
        let surface = try Self.surface(
            of: """
                import SwiftUI

                struct Row<Content: View>: View, Equatable where Content: Sendable {
                    static let spacing: CGFloat = 4
                    let title: String
                    @Binding var isOn: Bool
                    var count: Int = 3
                    var note: String?
                    var tint = 0.5
                    let fixed = 1
                    @ViewBuilder var content: (Int) -> Content
                    @State private var shown = false
                    @Environment(\\.colorScheme) var scheme
                    private var hidden: Int = 0
                    var label: String { title }
                    var body: some View { Text(title) }
                }
                """)
        let type = try #require(surface.types.first)
        #expect(type.name == "Row")
        #expect(type.conformances == ["View", "Equatable"])
        #expect(type.isView)
        #expect(!type.hasExplicitInit)
        #expect(type.parameters.map(\.name) == ["title", "isOn", "count", "note", "tint", "content"])
        #expect(
            type.parameters.map(\.type) == ["String", "Binding<Bool>", "Int", "String?", "Double", "(Int) -> Content"])
        #expect(type.parameters.map(\.defaultValue) == [nil, nil, "3", "nil", "0.5", nil])
        #expect(type.parameters.map(\.line) == [5, 6, 7, 8, 9, 11])
    }

    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH"))
    func anExplicitInitGivesTheParameters() throws {
        let surface = try Self.surface(
            of: """
                struct Badge: View {
                    let text: String
                    private let size: Double
                    init(_ text: String, size: Double = 24, action: @escaping () -> Void = {}) {
                        self.text = text
                        self.size = size
                    }
                    var body: some View { Text(text) }
                }
                """)
        let type = try #require(surface.types.first)
        #expect(type.hasExplicitInit)
        #expect(type.parameters.map(\.name) == ["text", "size", "action"])
        #expect(type.parameters.map(\.type) == ["String", "Double", "@escaping () -> Void"])
        #expect(type.parameters.map(\.defaultValue) == [nil, "24", "{}"])
        #expect(type.parameters.map(\.column) == [10, 26, 45])
    }

    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH"))
    func animationsWithLiteralArgumentsAndNumberConstantsAreFound() throws {
        let surface = try Self.surface(
            of: """
                enum Motion {
                    static let step: Double = 0.05
                    static let cap = 0.4
                    static let spring: Animation = .spring(duration: 0.45, bounce: 0.2)
                }
                struct Fade: View {
                    var duration: Double = 1
                    var body: some View {
                        Text("x")
                            .animation(Animation.smooth(duration: 0.3).delay(0.1), value: 1)
                            .animation(.easeOut(duration: duration), value: 2)
                    }
                }
                """)
        #expect(
            surface.animations.map(\.expression).sorted() == [
                ".spring(duration: 0.45, bounce: 0.2)", "Animation.smooth(duration: 0.3)",
                "Animation.smooth(duration: 0.3).delay(0.1)",
            ])
        let spring = try #require(surface.animations.first { $0.expression.hasPrefix(".spring") })
        #expect(spring.line == 4)
        #expect(spring.column == 36)
        #expect(surface.constants.map(\.name) == ["step", "cap", "duration"])
        #expect(surface.constants.map(\.value) == [0.05, 0.4, 1])
    }
}

extension SurfaceReaderTests {
    @Test(.enabled(if: compiler != nil, "swiftc is not on PATH"))
    func awkwardDeclarationsAreCutAtTheRightPlaces() throws {
        let surface = try Self.surface(
            of: """
                struct Größe<Value: Hashable>: SwiftUI.View {
                    var título: String = "a, b = \\"c\\""
                    var pairs: [String: (Int, Int)] = ["x": (1, 2)]
                    var handler: (Int, String) -> Void = { _, _ in }
                    var text: String = \"\"\"
                        one, two
                        \"\"\"
                    var watched: Int = 0 {
                        didSet { print(watched) }
                    }
                    var body: some View { EmptyView() }
                }
                struct Broken: View {
                    init(a: Int = (1, 2).0, b c: [Int] = [1, 2]) {}
                    var body: some View { EmptyView() }
                }
                """)
        let first = try #require(surface.types.first)
        #expect(first.name == "Größe")
        #expect(first.isView)
        #expect(first.parameters.map(\.name) == ["título", "pairs", "handler", "text", "watched"])
        #expect(
            first.parameters.map(\.type) == [
                "String", "[String: (Int, Int)]", "(Int, String) -> Void", "String", "Int",
            ])
        #expect(first.parameters[0].defaultValue == "\"a, b = \\\"c\\\"\"")
        #expect(first.parameters[1].defaultValue == "[\"x\": (1, 2)]")
        #expect(first.parameters[2].defaultValue == "{ _, _ in }")
        #expect(first.parameters[4].defaultValue == "0")
        let second = try #require(surface.types.last)
        #expect(second.parameters.map(\.name) == ["a", "b"])
        #expect(second.parameters.map(\.defaultValue) == ["(1, 2).0", "[1, 2]"])
    }
}
