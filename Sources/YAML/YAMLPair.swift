import CYAML

/// One key and its value in a mapping.
package struct YAMLPair: Sendable {
    package let key: YAMLNode
    package let value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
