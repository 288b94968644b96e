import FigmaModel

/// Something the generator could not express exactly. Recoverable: the node is approximated or
/// skipped, the output stays compilable, and a `// figgen:` comment marks the spot in the code.
public struct Diagnostic: Equatable, Sendable, Comparable {
    /// How bad it is: an error stops the run (nothing is written), a warning is output that differs from the design,
    /// a note is something to know (a font to bundle, an annotation left out).
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

    /// A stable category, for counting and filtering (`unsupported-node`, `remote-component`, …): the raw
    /// value is what `--format json` and the goldens print.
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        case accessibility = "accessibility"
        case arc = "arc"
        case asset = "asset"
        case blendMode = "blend-mode"
        case constraintsRotated = "constraints-rotated"
        case dashedLine = "dashed-line"
        case effect = "effect"
        case emptyComponentSet = "empty-component-set"
        case emptySelection = "empty-selection"
        case font = "font"
        case gridRowSpan = "grid-row-span"
        case gridTracks = "grid-tracks"
        case instanceOverride = "instance-override"
        case instanceSwapDefault = "instance-swap-default"
        case instanceWithoutComponent = "instance-without-component"
        case libraryLink = "library-link"
        case interaction = "interaction"
        case maskInAutoLayout = "mask-in-auto-layout"
        case missingAsset = "missing-asset"
        case outOfRange = "out-of-range"
        case pageLevelLayer = "page-level-layer"
        case paint = "paint"
        case paragraphSpacing = "paragraph-spacing"
        case recursiveInstance = "recursive-instance"
        case remoteComponent = "remote-component"
        case slot = "slot"
        case stroke = "stroke"
        case strokesInLayout = "strokes-in-layout"
        case styledRuns = "styled-runs"
        case textAlign = "text-align"
        case textCase = "text-case"
        case textFill = "text-fill"
        case toleratedValue = "tolerated-value"
        case tooDeep = "too-deep"
        case turnedSize = "turned-size"
        case unknownLayoutMode = "unknown-layout-mode"
        case unknownPropertyType = "unknown-property-type"
        case unknownVariant = "unknown-variant"
        case unresolvedProperty = "unresolved-property"
        case unresolvedVariable = "unresolved-variable"
        case unsupportedNode = "unsupported-node"
        case variableAliasCycle = "variable-alias-cycle"
        case variableAliasMissing = "variable-alias-missing"
        case variableCollectionMissing = "variable-collection-missing"
        case variableDuplicate = "variable-duplicate"
        case variableInvalid = "variable-invalid"
        case variableModeMissing = "variable-mode-missing"
        case variableNoModes = "variable-no-modes"
        case variableUnknownType = "variable-unknown-type"
        case variableValueMismatch = "variable-value-mismatch"
        case variantName = "variant-name"
        case variantOutsideSet = "variant-outside-set"
        case vectorGeometry = "vector-geometry"
        case vectorStroke = "vector-stroke"

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var kind: Kind
    public var severity: Severity
    public var message: String
    public var path: JSONPath
    public var nodeID: String?
    /// Which input the path is in: the design, or the variables endpoint's answer.
    public var source: Source = .design

    /// The input a diagnostic's JSON path points into.
    public enum Source: String, Sendable {
        case design, variables
    }

    public init(_ severity: Severity, kind: Kind, _ message: String, path: JSONPath, nodeID: String?) {
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
        (lhs.path.description, lhs.kind.rawValue, lhs.message) < (rhs.path.description, rhs.kind.rawValue, rhs.message)
    }
}
