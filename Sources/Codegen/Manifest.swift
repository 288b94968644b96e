import Foundation
import FigmaModel

/// `figgen.manifest.json`: every generated declaration and layer, mapped to its Figma node and back.
/// Sorted and stable, so it diffs well; read back by `check` and `lookup`.
public struct Manifest: Equatable, Sendable {
    public static let formatVersion = 1
    public static let fileName = "figgen.manifest.json"

    public struct FileEntry: Equatable, Sendable {
        public var path: String
        /// FNV-1a 64 of the bytes figgen wrote: a different hash on disk means the file was edited by hand.
        public var hash: String
    }

    public struct Entry: Equatable, Sendable {
        public var kind: String
        public var swiftName: String
        public var file: String
        public var line: Int
        public var nodeID: String?
        public var componentKey: String?
        public var figmaName: String?
        public var page: String?
        public var layerPath: String?
        public var contentHash: String?
        /// What `check` compares besides the name: a property's type and default, an enum's cases.
        public var detail: String?

        public init(kind: String, swiftName: String, file: String, line: Int, nodeID: String? = nil, componentKey: String? = nil,
                    figmaName: String? = nil, page: String? = nil, layerPath: String? = nil, contentHash: String? = nil, detail: String? = nil) {
            self.kind = kind
            self.swiftName = swiftName
            self.file = file
            self.line = line
            self.nodeID = nodeID
            self.componentKey = componentKey
            self.figmaName = figmaName
            self.page = page
            self.layerPath = layerPath
            self.contentHash = contentHash
            self.detail = detail
        }
    }

    /// One rendered layer with the values `check` compares (padding, spacing, frame, fills, text, …).
    public struct Layer: Equatable, Sendable {
        public var nodeID: String
        public var figmaName: String
        public var layerPath: String
        public var file: String
        /// Where the layer's view starts.
        public var line: Int
        public var values: [String: String]
        /// Where a value is written, when not on the view's first line (a modifier, an argument).
        public var lines: [String: Int] = [:]

        /// The line that encodes a value: `check` points there.
        public func line(of value: String) -> Int { lines[value] ?? line }
    }

    public var input: String
    /// The Figma file key, when given (`--file-key`): lets lookups print Figma URLs.
    public var fileKey: String?
    public var fileName: String?
    public var version: String?
    public var lastModified: String?
    public var options: [String: String]
    public var files: [FileEntry]
    public var declarations: [Entry]
    public var layers: [Layer]

    public init(input: String, fileKey: String? = nil, fileName: String?, version: String?, lastModified: String?, options: [String: String],
                files: [FileEntry], declarations: [Entry], layers: [Layer]) {
        self.input = input
        self.fileKey = fileKey
        self.fileName = fileName
        self.version = version
        self.lastModified = lastModified
        self.options = options
        self.files = files
        self.declarations = declarations
        self.layers = layers
    }

    init(file: FigmaFile, options: GenerationOptions, ir: DesignIR, files: [RenderedFile]) {
        input = file.name ?? ""
        fileKey = options.fileKey
        fileName = file.name
        version = file.version
        lastModified = file.lastModified
        self.options = options.recorded
        self.files = files.map { FileEntry(path: $0.name, hash: Self.hash($0.contents)) }
        let indexByID = Dictionary(file.nodes.indices.map { (file.nodes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let filesByName = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0) })
        // Declarations are independent: their entries and layer records are built in parallel, in order.
        let perDeclaration = ParallelMap.map(ir.declarations) { declaration in
            Self.records(for: declaration, rendered: filesByName[declaration.typeName + ".swift"], file: file, indexByID: indexByID)
        }
        var entries = perDeclaration.flatMap(\.entries)
        let layers = perDeclaration.flatMap(\.layers)
        let tokensByName = Dictionary(ir.tokens.map { ($0.member, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files where !ir.declarations.contains(where: { $0.typeName + ".swift" == file.name }) {
            for symbol in file.symbols {
                if symbol.kind == .token, let token = tokensByName[String(symbol.name.split(separator: ".").last ?? "")] {
                    // Tokens: added, removed or changed value is drift (ParityCheck compares `detail`).
                    // A variable is matched by its id, so a renamed variable is reported as renamed.
                    entries.append(Entry(kind: "token", swiftName: symbol.name, file: file.name, line: symbol.line,
                                         nodeID: token.variable != nil ? String(token.key.dropFirst("variable:".count)) : nil,
                                         componentKey: token.isVariable ? nil : token.key, figmaName: token.figmaName,
                                         detail: IRDump.detail(token)))
                } else if symbol.kind == .asset, let source = symbol.source {
                    // A catalog image: its layer, and what it is made of (a changed image changes the detail).
                    let asset = ir.assets.first { symbol.name.hasSuffix("." + $0.name) }
                    entries.append(Entry(kind: "asset", swiftName: symbol.name, file: file.name, line: symbol.line, nodeID: source.nodeID,
                                         figmaName: source.name, detail: asset.map { "\($0.kind.rawValue) \($0.file.format.rawValue) \(Self.hash(bytes: $0.file.bytes))" }))
                } else {
                    entries.append(Entry(kind: "support", swiftName: symbol.name, file: file.name, line: symbol.line))
                }
            }
        }
        declarations = entries.sorted { ($0.swiftName, $0.file, $0.line) < ($1.swiftName, $1.file, $1.line) }
        // One record per node and file: a component placed inside a screen is its own root in its file and a
        // call in the screen's.
        var seen = Set<String>()
        self.layers = layers.sorted { ($0.nodeID, $0.file, $0.line) < ($1.nodeID, $1.file, $1.line) }.filter { seen.insert($0.nodeID + "\u{0}" + $0.file).inserted }
    }

    /// The manifest entries and layer records of one declaration.
    private static func records(for declaration: Declaration, rendered: RenderedFile?, file: FigmaFile,
                                indexByID: [String: NodeIndex]) -> (entries: [Entry], layers: [Layer]) {
        var entries: [Entry] = []
        var layers: [Layer] = []
        let fileName = declaration.typeName + ".swift"
        for symbol in rendered?.symbols ?? [] {
            let isType = symbol.kind == .type
            let member = symbol.name.split(separator: ".").last.map(String.init) ?? ""
            var detail: String?
            switch symbol.kind {
            case .property:
                detail = declaration.properties.first { $0.member == member }.map { "\($0.figmaKey): " + IRDump.describe($0.type) }
            case .variantEnum:
                detail = declaration.enums.first { $0.name == member }.map { $0.cases.map(\.value).joined(separator: ", ") }
            case .variant:
                detail = declaration.variants.first { $0.member == member }.map { $0.values.map { "\($0.property)=\($0.caseMember)" }.joined(separator: ", ") }
            default:
                detail = nil
            }
            entries.append(Entry(
                kind: isType ? declaration.kind.rawValue : symbol.kind.rawValue, swiftName: symbol.name, file: fileName, line: symbol.line,
                nodeID: isType ? (declaration.reconstructedFrom == nil ? declaration.source.nodeID : nil) : symbol.source?.nodeID,
                componentKey: isType ? declaration.componentKey : nil,
                figmaName: isType ? declaration.source.name : symbol.source?.name,
                page: declaration.page,
                layerPath: isType ? declaration.layerPath : symbol.source.flatMap { indexByID[$0.nodeID] }.map { file.layerPath(of: $0) },
                contentHash: isType ? Self.hash(IRDump.dump(declaration)) : nil, detail: detail))
        }
        var views: [ViewNode] = []
        if let body = declaration.body { views.append(body) }
        for property in declaration.properties {
            if case .content(_, let defaults) = property.type { views += defaults }  // a slot's own content
        }
        views += declaration.variants.map(\.body) + declaration.parts.map(\.body)
        var pending = views
        while let view = pending.popLast() {
            view.forEachChild { pending.append($0) }
            guard let source = view.source else { continue }
            if case .reference = view.content { continue }
            guard let line = rendered?.viewLines[source.nodeID] else { continue }
            let path = indexByID[source.nodeID].map { file.layerPath(of: $0) } ?? source.name
            let values = IRDump.$showsTokenValues.withValue(false) { Self.values(of: view) }
            let lines = (rendered?.valueLines[source.nodeID] ?? [:]).filter { values[$0.key] != nil }
            layers.append(Layer(nodeID: source.nodeID, figmaName: source.name, layerPath: path, file: fileName, line: line,
                                values: values, lines: lines))
        }
        return (entries, layers)
    }

    /// The type a generated file declares: files are named after their type (`Home.swift` → `Home`).
    static func typeName(ofFile file: String) -> String {
        file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The values of one view that `check` compares, by name.
    static func values(of view: ViewNode) -> [String: String] {
        var values: [String: String] = [:]
        switch view.content {
        case .stack(let stack):
            values["layout"] = "\(stack.axis.rawValue) stack"
            values["spacing"] = SwiftLiteral.number(stack.spacing)
            values["alignment"] = stack.alignment.rawValue
        case .wrap(let wrap):
            values["layout"] = "\(wrap.axis.rawValue) wrap"
            values["spacing"] = SwiftLiteral.number(wrap.spacing)
            values["line spacing"] = SwiftLiteral.number(wrap.lineSpacing)
        case .grid(let grid):
            values["layout"] = "grid \(grid.columns) columns"
            values["spacing"] = "\(SwiftLiteral.number(grid.rowSpacing)) x \(SwiftLiteral.number(grid.columnSpacing))"
        case .layers:
            values["layout"] = "free"
        case .text(let text):
            values["text"] = text.runs.map { run in
                switch run.value {
                case .literal(let value): value
                case .member(let member): "$" + member
                }
            }.joined()
            values["text style"] = IRDump.describe(text.style)
        case .shape(let shape):
            values["shape"] = IRDump.describe(shape.outline)
            values["fills"] = shape.fills.map(IRDump.describe).joined(separator: ", ")
        case .instance(let call):
            values["instance"] = call.typeName
            for argument in call.arguments { values["property " + argument.label] = IRDump.describe(argument) }
        default:
            break
        }
        for (role, token) in view.dimensionTokens { values["token " + role.rawValue] = token }
        for modifier in view.modifiers {
            let text = IRDump.describe(modifier)
            let name = modifier.valueName
            let inner = text.drop { $0 != "(" }.dropFirst().dropLast()
            values[name] = values[name].map { $0 + "; " + inner } ?? String(inner)
        }
        return values
    }

    /// FNV-1a 64-bit, hex: stable across runs and machines (unlike `Hasher`).
    public static func hash(_ text: String) -> String {
        hash(bytes: text.utf8)
    }

    /// FNV-1a, 64 bits, as 16 hex digits.
    public static func hash<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension IRDump {
    static func describe(_ argument: Argument) -> String {
        switch argument.value {
        case .string(let text): quote(text)
        case .bool(let flag): String(flag)
        case .enumCase(let member): "." + member
        case .view(let call): call.typeName
        case .member(let member): member
        case .paint(let paint): describe(paint)
        case .number(let value): num(value)
        case .content(let views): "{\(views.count) views}"
        }
    }
}
