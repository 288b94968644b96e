import FigmaModel

// Design systems across files. A library file's components are generated once, as public types of the library's
// module; a product file that uses them (remote instances, known by the component's or set's `key`) calls those
// types instead of rebuilding them. The library's manifest says what a product needs to call a component: its key,
// its type and where it is declared, and its properties as the caller passes them (`interfaces`).

/// What a generated library offers one component (or component set) to the files that use it.
public struct LibraryInterface: Equatable, Sendable {
    /// The kind of a property as a caller passes it.
    public enum Kind: String, Equatable, Sendable {
        case text, bool, view, variant, slot
    }

    /// One property a caller may pass: a Figma component property (or a slot), by its full Figma key.
    public struct Property: Equatable, Sendable {
        public var key: String
        public var member: String
        public var kind: Kind
        /// For a variant property: the enum's name in the type, and its cases by Figma value.
        public var enumName: String?
        public var cases: [String: String]
        /// What the type shows when the caller passes nothing: a text, `true`/`false`, a variant's Figma value.
        public var defaultValue: String?

        public init(key: String, member: String, kind: Kind, enumName: String? = nil, cases: [String: String] = [:], defaultValue: String? = nil) {
            self.key = key
            self.member = member
            self.kind = kind
            self.enumName = enumName
            self.cases = cases
            self.defaultValue = defaultValue
        }
    }

    /// The component's key, or the set's.
    public var key: String
    public var swiftName: String
    public var figmaName: String
    /// Where the type is declared, in the library's output folder.
    public var file: String
    public var line: Int
    public var properties: [Property]
    /// A set's variant components, by their own key: the variant values each one is (`Style=Primary, Size=Large`).
    public var variants: [String: String]

    public init(key: String, swiftName: String, figmaName: String, file: String, line: Int, properties: [Property], variants: [String: String] = [:]) {
        self.key = key
        self.swiftName = swiftName
        self.figmaName = figmaName
        self.file = file
        self.line = line
        self.properties = properties
        self.variants = variants
    }

    /// The property passed for a Figma key (`Label#20:0`, `Style`).
    public func property(_ key: String) -> Property? {
        properties.first { $0.key == key }
    }

    /// The interfaces of a generated design's components and sets that have a key (local ones: a remote component
    /// rebuilt from its instances is the library's to offer, not this file's).
    static func interfaces(of ir: DesignIR, files: [RenderedFile]) -> [LibraryInterface] {
        let lines = Dictionary(files.flatMap { file in file.symbols.filter { $0.kind == .type }.map { ($0.name, (file.name, $0.line)) } },
                               uniquingKeysWith: { first, _ in first })
        var result: [LibraryInterface] = []
        for declaration in ir.declarations where declaration.kind != .screen && declaration.reconstructedFrom == nil {
            guard let key = declaration.componentKey, !key.isEmpty, let (file, line) = lines[declaration.typeName] else { continue }
            var properties: [Property] = []
            for property in declaration.properties {
                switch (property.origin, property.type) {
                case (.componentProperty(let key), .text(let value)): properties.append(Property(key: key, member: property.member, kind: .text, defaultValue: value))
                case (.componentProperty(let key), .bool(let value)):
                    properties.append(Property(key: key, member: property.member, kind: .bool, defaultValue: value ? "true" : "false"))
                case (.componentProperty(let key), .view): properties.append(Property(key: key, member: property.member, kind: .view))
                case (.componentProperty(let key), .variant(let enumName, let defaultCase)):
                    let variantEnum = declaration.enums.first { $0.name == enumName }
                    let cases = Dictionary(variantEnum?.cases.map { ($0.value, $0.member) } ?? [], uniquingKeysWith: { first, _ in first })
                    properties.append(Property(key: key, member: property.member, kind: .variant, enumName: enumName, cases: cases,
                                               defaultValue: variantEnum?.cases.first { $0.member == defaultCase }?.value))
                case (.slot(let key), .content): properties.append(Property(key: key, member: property.member, kind: .slot))
                default: break  // overrides and handlers are not the component's own properties
                }
            }
            var variants: [String: String] = [:]
            for variant in declaration.variants {
                if let key = variant.componentKey, !key.isEmpty { variants[key] = variant.source.name }
            }
            result.append(LibraryInterface(key: key, swiftName: declaration.typeName, figmaName: declaration.source.name, file: file, line: line,
                                           properties: properties, variants: variants))
        }
        return result.sorted { $0.key < $1.key }
    }
}

/// A generated library a product links to: where its output folder is (as the product's manifest records it,
/// relative to the product's output folder), its Swift module, and what its manifest offers.
public struct LinkedLibrary: Equatable, Sendable {
    public var path: String
    public var module: String
    public var interfaces: [LibraryInterface]
    /// The library's support files (layouts, containers: public types and extensions every output of the target
    /// shares) by name, each the hash of its text but for its header and imports (`bodyHash`): a product whose own would be
    /// the same uses the library's instead — the same extensions from two modules would be ambiguous.
    public var supportFiles: [String: String]

    public init(path: String, module: String, interfaces: [LibraryInterface], supportFiles: [String: String] = [:]) {
        self.path = path
        self.module = module
        self.interfaces = interfaces
        self.supportFiles = supportFiles
    }

    /// The hash of a file's text without its header line (which names the design it came from) and its imports (a
    /// product's files import its libraries).
    public static func bodyHash(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().filter { !$0.hasPrefix("import ") }
        return Manifest.hash(lines.joined(separator: "\n"))
    }
}

/// One library component a product calls, as the product's manifest records it for `check` and `lookup`: the
/// library's module, the component's key and type, the members the product passes (and the variant values), and
/// the product layers that call it.
public struct LibraryLink: Equatable, Sendable {
    public var module: String
    public var key: String
    public var swiftName: String
    /// Where the library declares the type, relative to the product's output folder, and its line.
    public var file: String
    public var line: Int
    /// `member` or `member=value` (a variant's Figma value), sorted.
    public var uses: [String]
    /// The instances that call it, by node id, sorted.
    public var instances: [String]

    public init(module: String, key: String, swiftName: String, file: String, line: Int, uses: [String], instances: [String]) {
        self.module = module
        self.key = key
        self.swiftName = swiftName
        self.file = file
        self.line = line
        self.uses = uses
        self.instances = instances
    }
}
