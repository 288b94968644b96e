/// One output file and the symbols it declares (with lines, for the manifest).
public struct RenderedFile: Equatable, Sendable {
    public var name: String
    /// The text, in the pieces it was written in (a declaration's group members are pieces of their own).
    public var text: FileText
    /// The symbols it declares, for the manifest.
    var symbols: [RenderedSymbol]

    /// The text in one string.
    public var contents: String {
        get { text.joined }
        set { text = FileText(newValue) }
    }

    init(name: String, contents: String, symbols: [RenderedSymbol]) {
        self.init(name: name, text: FileText(contents), symbols: symbols)
    }

    init(name: String, text: FileText, symbols: [RenderedSymbol]) {
        self.name = name
        self.text = text
        self.symbols = symbols
    }
}

/// A symbol a rendered file declares, and where: what the manifest's entries and `lookup` point at.
struct RenderedSymbol: Equatable, Sendable {
    enum Kind: String, Sendable {
        case type, variantEnum, property, variant, part, token, asset
        /// A handler parameter (a prototype interaction of a layer).
        case handler
        /// A prototype flow (a shared file's type).
        case flow
    }

    var kind: Kind
    /// `Type` or `Type.member`.
    var name: String
    var line: Int
    var source: Source?

    init(kind: Kind, name: String, line: Int, source: Source?) {
        self.kind = kind
        self.name = name
        self.line = line
        self.source = source
    }
}

/// The lines of one node in a rendered file: where its view starts, and its values written on other lines.
struct LayerLines: Equatable, Sendable {
    struct ValueLine: Equatable, Sendable {
        var name: LayerValue
        var line: Int
    }

    /// The first line of the node's view; nil when the file only refers to it (a value marked on a reference).
    var view: Int?
    /// The first line of each value, in no particular order (a node has a handful: a linear search beats a
    /// dictionary per node).
    var values: [ValueLine] = []

    /// Where value `name` is written when that is not the view's own first line.
    func line(ofValue name: LayerValue) -> Int? {
        guard let line = values.first(where: { $0.name == name })?.line, line != view else { return nil }
        return line
    }
}
