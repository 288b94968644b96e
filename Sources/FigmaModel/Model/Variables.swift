/// The answer of the variables endpoint (`GET /v1/files/:key/variables/local`): the collections and
/// variables whose ids a file's `boundVariables` name. Exports carry only those ids; this carries the
/// designers' names, modes (Light / Dark, Desktop / Mobile …) and aliases.
public struct FigmaVariables: Equatable, Sendable {
    /// In the order of the answer.
    public var collections: [VariableCollection] = []
    /// In the order of the answer.
    public var variables: [Variable] = []
    /// Values the reader skipped (same rule as for exports: `Decoding/Tolerance.swift`).
    public var tolerated: [ToleratedValue] = []

    public init(collections: [VariableCollection] = [], variables: [Variable] = []) {
        self.collections = collections
        self.variables = variables
    }
}

public struct VariableCollection: Hashable, Sendable {
    public var id: String
    public var name: String
    public var key: String?
    /// From another library (the answer lists remote collections the file uses).
    public var remote: Bool
    public var modes: [VariableMode]
    public var defaultModeID: String?
    /// Where the collection is in the answer, for diagnostics.
    public var path: JSONPath

    public init(id: String, name: String, key: String? = nil, remote: Bool = false, modes: [VariableMode], defaultModeID: String?, path: JSONPath = .root) {
        self.id = id
        self.name = name
        self.key = key
        self.remote = remote
        self.modes = modes
        self.defaultModeID = defaultModeID
        self.path = path
    }
}

public struct VariableMode: Hashable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

public struct Variable: Hashable, Sendable {
    public struct ModeValue: Hashable, Sendable {
        public var modeID: String
        public var value: VariableValue

        public init(modeID: String, value: VariableValue) {
            self.modeID = modeID
            self.value = value
        }
    }

    public var id: String
    /// The designer's name, `/`-separated groups: `Alias/background/neutral/subtle-default`.
    public var name: String
    public var key: String?
    public var remote: Bool
    public var collectionID: String
    public var resolvedType: VariableType
    /// In the order of the answer.
    public var valuesByMode: [ModeValue]
    public var description: String?
    /// `codeSyntax.iOS`: the name the design system chose for iOS code, when it set one.
    public var codeSyntaxIOS: String?
    /// Where the variable may be applied (`ALL_SCOPES`, `GAP`, `CORNER_RADIUS`, `OPACITY`, …).
    public var scopes: [String]
    public var path: JSONPath

    public init(id: String, name: String, key: String? = nil, remote: Bool = false, collectionID: String, resolvedType: VariableType,
                valuesByMode: [ModeValue], description: String? = nil, codeSyntaxIOS: String? = nil, scopes: [String] = [], path: JSONPath = .root) {
        self.id = id
        self.name = name
        self.key = key
        self.remote = remote
        self.collectionID = collectionID
        self.resolvedType = resolvedType
        self.valuesByMode = valuesByMode
        self.description = description
        self.codeSyntaxIOS = codeSyntaxIOS
        self.scopes = scopes
        self.path = path
    }

    public func value(inMode modeID: String) -> VariableValue? {
        valuesByMode.first { $0.modeID == modeID }?.value
    }
}

public enum VariableType: FigmaEnum {
    case boolean, float, string, color
    case unknown(UnknownValue)

    public static let knownCases: [(raw: String, value: VariableType)] = [
        ("BOOLEAN", .boolean), ("FLOAT", .float), ("STRING", .string), ("COLOR", .color),
    ]
    public var unknownRaw: String? {
        if case .unknown(let value) = self { value.raw } else { nil }
    }
}

/// One mode's value: a literal of the variable's type, or an alias of another variable.
public enum VariableValue: Hashable, Sendable {
    case color(RGBA)
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// `{"type": "VARIABLE_ALIAS", "id": …}`: the value of another variable (any collection).
    case alias(String)
}
