/// An sRGB colour with components in 0…1, as Figma writes them.
public struct RGBA: Hashable, Sendable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}

/// `absoluteBoundingBox`, `absoluteRenderBounds`: a rectangle in canvas coordinates.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

public struct Vector: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A 2×3 affine transform `[[a, c, tx], [b, d, ty]]`, stored row by row.
public struct Transform: Hashable, Sendable {
    public var rows: [[Double]]

    public init(rows: [[Double]]) {
        self.rows = rows
    }
}

public struct LayoutConstraint: Hashable, Sendable {
    public var vertical: VerticalConstraint
    public var horizontal: HorizontalConstraint

    public init(vertical: VerticalConstraint = .top, horizontal: HorizontalConstraint = .left) {
        self.vertical = vertical
        self.horizontal = horizontal
    }
}

/// `individualStrokeWeights`.
public struct StrokeWeights: Hashable, Sendable {
    public var top: Double
    public var right: Double
    public var bottom: Double
    public var left: Double

    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
}

/// An ELLIPSE's arc (angles in radians).
public struct ArcData: Hashable, Sendable {
    public var startingAngle: Double
    public var endingAngle: Double
    public var innerRadius: Double

    public init(startingAngle: Double, endingAngle: Double, innerRadius: Double) {
        self.startingAngle = startingAngle
        self.endingAngle = endingAngle
        self.innerRadius = innerRadius
    }
}

/// One `fillGeometry` / `strokeGeometry` entry: SVG path data, present when exported with `geometry=paths`.
public struct GeometryPath: Hashable, Sendable {
    public var path: String
    public var windingRule: WindingRule
    public var overrideID: Int?

    public init(path: String, windingRule: WindingRule = .nonzero, overrideID: Int? = nil) {
        self.path = path
        self.windingRule = windingRule
        self.overrideID = overrideID
    }
}

/// `boundVariables`: a property name (flattened with dots for nested maps, e.g. `size.x`,
/// `rectangleCornerRadii.RECTANGLE_TOP_LEFT_CORNER_RADIUS`, `componentProperties.Label#1:0`)
/// to the variable ids bound to it, in JSON order. Array-valued bindings (`fills`) keep their order.
public struct BoundVariables: Hashable, Sendable {
    public struct Binding: Hashable, Sendable {
        public var property: String
        public var variableIDs: [String]

        public init(property: String, variableIDs: [String]) {
            self.property = property
            self.variableIDs = variableIDs
        }
    }

    public var bindings: [Binding]

    public init(bindings: [Binding] = []) {
        self.bindings = bindings
    }

    public var isEmpty: Bool { bindings.isEmpty }

    public subscript(property: String) -> [String]? {
        bindings.first { $0.property == property }?.variableIDs
    }
}

/// A JSON object whose keys are data (not field names), kept in the file's order.
public struct OrderedMap<Value: Hashable & Sendable>: Hashable, Sendable, Sequence {
    public private(set) var entries: [(key: String, value: Value)]

    public init(_ entries: [(key: String, value: Value)] = []) {
        self.entries = entries
    }

    // Inlinable: generation reads these maps on every layer from another module, where an unspecialised
    // generic call cost more than the (usually empty) search.
    @inlinable public var isEmpty: Bool { entries.isEmpty }
    @inlinable public var count: Int { entries.count }
    public var keys: [String] { entries.map(\.key) }

    @inlinable public subscript(key: String) -> Value? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    mutating func append(_ key: String, _ value: Value) {
        entries.append((key, value))
    }

    @inlinable public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> {
        entries.makeIterator()
    }

    public static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for (key, value) in entries {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

/// Stores an optional value out of line: 8 bytes in the node instead of the value's size. For large
/// fields most nodes lack (a TEXT node's style), it keeps the node arena small and fast to build.
@propertyWrapper
public struct OutOfLine<Value: Sendable & Equatable>: Sendable, Equatable {
    /// Described by its value, so two nodes' reflections compare values, not the boxes' identities.
    private final class Storage: Sendable, CustomStringConvertible {
        let value: Value
        init(_ value: Value) { self.value = value }
        var description: String { String(describing: value) }
    }

    private var storage: Storage?

    public init(wrappedValue: Value?) {
        storage = wrappedValue.map(Storage.init)
    }

    public var wrappedValue: Value? {
        get { storage?.value }
        set { storage = newValue.map(Storage.init) }
    }

    public static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }

    /// Whether both hold the same box (`SharedValues`: equal styles read once).
    func sharesStorage(with other: OutOfLine) -> Bool {
        storage != nil && storage === other.storage
    }
}
