/// A location inside a JSON document, printed the way JSONPath does: `$.document.children[3].fills[0]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, Comparable {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    public func appending(index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key):
                if Self.isPlainKey(key) {
                    text += "." + key
                } else {
                    text += "[\"" + key.replacingQuotesAndBackslashes() + "\"]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    public static func < (lhs: JSONPath, rhs: JSONPath) -> Bool {
        lhs.description < rhs.description
    }

    /// Keys made of ASCII letters, digits and `_` (not starting with a digit) print with a dot.
    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
        }
    }
}

extension String {
    fileprivate func replacingQuotesAndBackslashes() -> String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
