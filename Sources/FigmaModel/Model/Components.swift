/// A component property declared on a COMPONENT or COMPONENT_SET (`componentPropertyDefinitions`).
public struct ComponentPropertyDefinition: Hashable, Sendable {
    public var type: ComponentPropertyType
    public var defaultValue: PropertyValue
    public var variantOptions: [String]
    public var preferredValues: [PreferredValue]

    public init(type: ComponentPropertyType, defaultValue: PropertyValue, variantOptions: [String] = [], preferredValues: [PreferredValue] = []) {
        self.type = type
        self.defaultValue = defaultValue
        self.variantOptions = variantOptions
        self.preferredValues = preferredValues
    }
}

/// A property value on an INSTANCE (`componentProperties`).
public struct ComponentPropertyValue: Hashable, Sendable {
    public var type: ComponentPropertyType
    public var value: PropertyValue
    public var boundVariables = BoundVariables()

    public init(type: ComponentPropertyType, value: PropertyValue) {
        self.type = type
        self.value = value
    }
}

/// `boolean | string` in the spec; newer property types carry other shapes (a SLOT's
/// `{"guid": {…}}`), kept as their raw JSON text so reading never fails on them.
public enum PropertyValue: Hashable, Sendable {
    case bool(Bool)
    case string(String)
    /// A number, object or array: the value's JSON text as written.
    case other(String)
}

/// `InstanceSwapPreferredValue`.
public struct PreferredValue: Hashable, Sendable {
    public var type: NodeType
    public var key: String

    public init(type: NodeType, key: String) {
        self.type = type
        self.key = key
    }
}

/// An INSTANCE's `overrides` entry: the fields changed on one sublayer.
public struct Override: Hashable, Sendable {
    public var id: String
    public var overriddenFields: [String]

    public init(id: String, overriddenFields: [String]) {
        self.id = id
        self.overriddenFields = overriddenFields
    }
}

/// An entry of the file's `components` map.
public struct ComponentMetadata: Hashable, Sendable {
    public var key: String
    public var name: String
    public var description: String
    public var componentSetID: String?
    public var remote: Bool

    public init(key: String, name: String, description: String = "", componentSetID: String? = nil, remote: Bool = false) {
        self.key = key
        self.name = name
        self.description = description
        self.componentSetID = componentSetID
        self.remote = remote
    }
}

/// An entry of the file's `componentSets` map.
public struct ComponentSetMetadata: Hashable, Sendable {
    public var key: String
    public var name: String
    public var description: String
    public var remote: Bool

    public init(key: String, name: String, description: String = "", remote: Bool = false) {
        self.key = key
        self.name = name
        self.description = description
        self.remote = remote
    }
}

/// An entry of the file's `styles` map.
public struct StyleMetadata: Hashable, Sendable {
    public var key: String
    public var name: String
    public var description: String
    public var styleType: StyleType
    public var remote: Bool

    public init(key: String, name: String, description: String = "", styleType: StyleType, remote: Bool = false) {
        self.key = key
        self.name = name
        self.description = description
        self.styleType = styleType
        self.remote = remote
    }
}
