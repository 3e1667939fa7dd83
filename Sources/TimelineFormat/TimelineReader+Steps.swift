import Timing
import YAML

/// The `steps` of a sequence: each step's name, animation, changes, start, shape and the
/// earlier step whose element it may move.
extension TimelineReader {
    mutating func steps(_ node: YAMLNode) -> [Timeline.Step] {
        guard let items = node.sequence, !items.isEmpty else {
            fail("'steps' must be a list of steps, each with name, animation and changes", at: node)
            return []
        }
        var steps: [Timeline.Step] = []
        var names: [String] = []
        let most = TimelineLimits.steps.upperBound
        if items.count > most {
            fail("a sequence has at most \(most) steps; this is step \(most + 1) of \(items.count)", at: items[most])
        }
        for (index, item) in items.prefix(most).enumerated() {
            let allowed = [
                "name", "label", "animation", "changes", "starts", "shape", "element", "reduce-motion",
                "reduce-motion-at", "appearance",
            ]
            guard let keys = mapping(item, allowed: allowed, what: "a step") else { continue }
            let name = stepName(keys["name"], at: item, index: index, names: names)
            names.append(name)
            if let step = self.step(name, keys: keys, at: item, index: index, names: names, earlier: steps) {
                steps.append(step)
            }
        }
        return steps
    }

    /// A step's name, or `step-<n>` when it has none that can be read.
    mutating func stepName(_ node: YAMLNode?, at item: YAMLNode, index: Int, names: [String]) -> String {
        guard let node else {
            fail("a step needs a 'name'", at: item)
            return "step-\(index + 1)"
        }
        guard let text = node.string, node.mapping == nil, node.sequence == nil else {
            fail("a step's 'name' must be text", at: node)
            return "step-\(index + 1)"
        }
        guard drawable(text, "a step's 'name'", at: node) else { return "step-\(index + 1)" }
        if names.contains(text) {
            fail("two steps are named '\(text)'", at: node)
        }
        if !TimelineLimits.stepName.contains(text.count) {
            fail(
                "a step's 'name' has \(TimelineLimits.stepName.lowerBound) to \(TimelineLimits.stepName.upperBound) characters, not \(text.count)",
                at: node)
        }
        return text
    }

    /// One step after its name; nil when its animation cannot be read.
    mutating func step(
        _ name: String, keys: [String: YAMLNode], at item: YAMLNode, index: Int, names: [String],
        earlier steps: [Timeline.Step]
    ) -> Timeline.Step? {
        var animation: (Animation, String)?
        if let animationNode = keys["animation"] {
            animation = self.animation(animationNode, key: "animation")
        } else {
            fail("step '\(name)' needs an 'animation'", at: item)
        }
        var changes = Timeline.Changes()
        if let changesNode = keys["changes"] {
            changes = self.changes(changesNode, what: "the changes of step '\(name)'") ?? changes
        } else {
            fail("step '\(name)' needs 'changes'", at: item)
        }
        let start =
            keys["starts"].flatMap { self.start($0, step: name, earlier: Array(names.dropLast())) } ?? .immediately
        if let startsNode = keys["starts"] {
            startNodes[name] = startsNode
            checkEarlierStepSettles(start, node: startsNode, earlier: steps)
        }
        var shape: Timeline.Shape = index == 0 ? .row : .screen
        if let shapeNode = keys["shape"],
            let value = word(shapeNode, "shape", among: Timeline.Shape.allowed(on: .sequence).map(\.rawValue))
        {
            shape = Timeline.Shape(rawValue: value) ?? shape
        }
        var element: String?
        if let elementNode = keys["element"],
            let owner = stepOwner(elementNode, of: name, earlier: steps, shapeNode: keys["shape"])
        {
            // A chain of movers all move the first step's element.
            element = owner.element ?? owner.name
            shape = owner.shape
        }
        var reduceMotion: Timeline.ReduceMotion?
        if let reduceNode = keys["reduce-motion"],
            let value = word(reduceNode, "reduce-motion", among: Timeline.ReduceMotion.allCases.map(\.rawValue))
        {
            reduceMotion = Timeline.ReduceMotion(rawValue: value)
        }
        let reduceMotionStart = keys["reduce-motion-at"].flatMap {
            number($0, "reduce-motion-at", in: TimelineLimits.stillMoment, unit: " s")
        }
        var appearance = keys["appearance"].flatMap { self.appearance($0, shape: shape) }
        if let owner = element, let appearanceNode = keys["appearance"] {
            fail("a step that moves the element of '\(owner)' has that element's appearance", at: appearanceNode)
            appearance = nil
        }
        let labels = keys["label"].map { stepLabels($0) } ?? [:]
        guard let animation else { return nil }
        return Timeline.Step(
            name: name, animation: animation.0, animationSource: animation.1,
            changes: changes, start: start, shape: shape, element: element, reduceMotion: reduceMotion,
            reduceMotionStart: reduceMotionStart, appearance: appearance, labels: labels)
    }

    /// A step's label for every language (`Shake`) or by language (`{ en: Shake, es: Sacudida }`).
    mutating func stepLabels(_ node: YAMLNode) -> [String: String] {
        if let text = node.string, node.mapping == nil, node.sequence == nil {
            return labelText(text, at: node).map { ["": $0] } ?? [:]
        }
        guard let pairs = node.mapping, !pairs.isEmpty else {
            fail(
                "a step's 'label' must be text, or a mapping from a language code to text, such as { en: Shake, es: Sacudida }, not \(describe(node))",
                at: node)
            return [:]
        }
        var labels: [String: String] = [:]
        for pair in pairs {
            guard let code = pair.key.string, Self.isLanguageCode(code) else {
                fail("'label' is keyed by language codes such as en or pt-BR, not \(describe(pair.key))", at: pair.key)
                continue
            }
            guard let text = pair.value.string, pair.value.mapping == nil, pair.value.sequence == nil else {
                fail("the 'label' of '\(code)' must be text, not \(describe(pair.value))", at: pair.value)
                continue
            }
            labels[code] = labelText(text, at: pair.value)
        }
        return labels
    }

    /// A label's text, when its length is one a step's name may have.
    private mutating func labelText(_ text: String, at node: YAMLNode) -> String? {
        let length = TimelineLimits.stepName
        guard length.contains(text.count) else {
            fail("a step's 'label' has \(length.lowerBound) to \(length.upperBound) characters, not \(text.count)", at: node)
            return nil
        }
        return drawable(text, "a step's 'label'", at: node) ? text : nil
    }

    /// The earlier step whose element a step moves, by its `element` key.
    mutating func stepOwner(_ node: YAMLNode, of name: String, earlier steps: [Timeline.Step], shapeNode: YAMLNode?)
        -> Timeline.Step?
    {
        let earlier = steps.filter { $0.name != name }
        if let target = node.string, node.mapping == nil, node.sequence == nil,
            let owner = earlier.first(where: { $0.name == target })
        {
            if let shapeNode {
                fail("a step that moves the element of '\(target)' has that element's shape", at: shapeNode)
            }
            return owner
        }
        let names = earlier.map(\.name)
        fail(
            "'element' must name an earlier step" + suggestion(for: node.string ?? "", among: names)
                + (names.isEmpty ? " (this is the first step)" : " (earlier steps: \(names.joined(separator: ", ")))"),
            at: node)
        return nil
    }

    mutating func start(_ node: YAMLNode, step: String, earlier: [String]) -> Timeline.Start? {
        guard let keys = mapping(node, allowed: ["after", "at-least", "from", "completion"], what: "'starts'")
        else { return nil }
        func reference(_ key: String, reader: inout TimelineReader) -> String? {
            guard let referenceNode = keys[key] else { return nil }
            guard let name = referenceNode.string, referenceNode.mapping == nil, referenceNode.sequence == nil else {
                reader.fail("'\(key)' must name an earlier step", at: referenceNode)
                return nil
            }
            guard earlier.contains(name) else {
                let known =
                    earlier.isEmpty ? "it is the first step" : "earlier steps: " + earlier.joined(separator: ", ")
                reader.fail(
                    "'\(key)' names '\(name)', which is not an earlier step"
                        + reader.suggestion(for: name, among: earlier) + " (\(known))", at: referenceNode)
                return nil
            }
            return name
        }
        if keys["after"] != nil {
            for key in ["at-least", "from", "completion"] where keys[key] != nil {
                fail("'starts' takes either 'after' or 'at-least' with 'from', not both", at: keys[key]!)
            }
            return reference("after", reader: &self).map { .after($0) }
        }
        guard let minimumNode = keys["at-least"] else {
            fail("'starts' needs 'after: <step>' or 'at-least: <seconds>' with 'from: <step>'", at: node)
            return nil
        }
        let minimum = number(minimumNode, "at-least", in: TimelineLimits.atLeast, unit: " seconds")
        guard keys["from"] != nil else {
            fail("'at-least' needs 'from', the earlier step whose start it counts from", at: minimumNode)
            return nil
        }
        let from = reference("from", reader: &self)
        var completion = Timeline.Completion.immediate
        if let completionNode = keys["completion"],
            let value = word(completionNode, "completion", among: Timeline.Completion.allCases.map(\.rawValue))
        {
            completion = Timeline.Completion(rawValue: value) ?? completion
        }
        guard let minimum, let from else { return nil }
        return .atLeast(minimum, from: from, completion: completion)
    }
}
