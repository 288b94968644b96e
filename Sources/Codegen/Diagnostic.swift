import FigmaModel

/// Something the generator could not express exactly. Recoverable: the node is approximated or
/// skipped, the output stays compilable, and a `// figgen:` comment marks the spot in the code.
public struct Diagnostic: Equatable, Sendable, Comparable {
    public enum Severity: String, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable category, for counting and filtering (`unsupported-node`, `remote-component`, …).
    public var kind: String
    public var severity: Severity
    public var message: String
    public var path: JSONPath
    public var nodeID: String?
    /// Which input the path is in: the design, or the variables endpoint's answer.
    public var source: Source = .design

    public enum Source: String, Sendable {
        case design, variables
    }

    public init(_ severity: Severity, kind: String, _ message: String, path: JSONPath, nodeID: String?) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.path = path
        self.nodeID = nodeID
    }

    /// `input.json: $.path: warning: message (node 12:34)`.
    public func formatted(inputName: String) -> String {
        "\(inputName): \(path): \(severity.rawValue): \(message)" + (nodeID.map { " (node \($0))" } ?? "")
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path.description, lhs.kind, lhs.message) < (rhs.path.description, rhs.kind, rhs.message)
    }
}
