import FigmaModel
import Foundation

/// The image files that come with a design (what `figgen fetch` downloads beside `design.json`): the bytes of
/// image fills by `imageRef`, and renders of vector layers the export has no geometry for, by node id.
/// Built from file names and bytes the caller read; names are checked here, so a hostile folder can never
/// choose a path or a name in the output.
public struct DesignAssets: Sendable, Equatable {
    /// Image fills by `imageRef`.
    public var images: [String: AssetBytes] = [:]
    /// Renders (SVG or PDF) by node id.
    public var renders: [String: AssetBytes] = [:]
    /// What was skipped while reading the folder (unsafe names, unknown formats), for diagnostics.
    public var problems: [String] = []

    public init() {}

    public var isEmpty: Bool { images.isEmpty && renders.isEmpty }

    /// Whether generation needs a render of this layer: a vector-drawn layer (lowering draws rectangles,
    /// ellipses and lines itself) whose geometry is missing, unreadable or too large to draw as a path.
    /// `figgen fetch` asks Figma for exactly these, and lowering shows exactly these from `renders/`.
    public static func needsRender(_ node: Node) -> Bool {
        switch node.type {
        case .vector, .booleanOperation, .star, .regularPolygon: !AssetTable.hasReadableGeometry(node)
        default: false
        }
    }

    /// The largest image file read (larger ones are reported and skipped: an asset catalog is not the place).
    public static let maximumBytes = 64 << 20

    /// Adds `images/<imageRef>.<ext>`: the reference is the file's stem, the format is read from the bytes.
    public mutating func addImage(fileName: String, bytes: [UInt8]) {
        guard let stem = Self.stem(fileName), Self.isSafeReference(stem) else {
            problems.append("\(Self.shown("images/" + fileName)): not named <imageRef>.<ext>; skipped")
            return
        }
        guard let asset = checked("images/" + fileName, bytes) else { return }
        images[stem] = asset
    }

    /// Reads the folder's images: `names` are the file names in `images/`, `read` gives a file's bytes (nil:
    /// not a readable regular file; the caller adds why to `problems`).
    public mutating func addImages(names: [String], read: (String) -> [UInt8]?) {
        for name in names.sorted() where !name.hasPrefix(".") {
            if let bytes = read(name) { addImage(fileName: name, bytes: bytes) }
        }
    }

    /// Reads the renders `renders/index.json` lists (`{"<node id>": "<file name>"}`); `read` gives a file's
    /// bytes from `renders/` by a name this has checked is one plain file name.
    public mutating func addRenders(index: [UInt8], read: (String) -> [UInt8]?) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(index))) as? [String: Any] else {
            problems.append("renders/index.json: not a JSON object of node id → file name; renders skipped")
            return
        }
        for (nodeID, value) in object.sorted(by: { $0.key < $1.key }) {
            guard let name = value as? String, Self.isSafeFileName(name) else {
                problems.append("renders/index.json: the entry for \(Self.shown(nodeID)) is not a plain file name; skipped")
                continue
            }
            guard let bytes = read(name) else {
                problems.append("\(Self.shown("renders/" + name)): listed in renders/index.json but missing; skipped")
                continue
            }
            addRender(nodeID: nodeID, fileName: name, bytes: bytes)
        }
    }

    /// Adds a render named in `renders/index.json` (node id → file name).
    public mutating func addRender(nodeID: String, fileName: String, bytes: [UInt8]) {
        guard let asset = checked("renders/" + fileName, bytes) else { return }
        guard asset.format == .svg || asset.format == .pdf else {
            problems.append("\(Self.shown("renders/" + fileName)): a render must be SVG or PDF; skipped")
            return
        }
        renders[nodeID] = asset
    }

    private mutating func checked(_ path: String, _ bytes: [UInt8]) -> AssetBytes? {
        guard bytes.count <= Self.maximumBytes else {
            problems.append("\(Self.shown(path)): larger than \(Self.maximumBytes >> 20) MB; skipped")
            return nil
        }
        guard let format = ImageFormat(sniffing: bytes) else {
            problems.append("\(Self.shown(path)): not a PNG, JPEG, GIF, WebP, HEIC, SVG or PDF file; skipped")
            return nil
        }
        return AssetBytes(bytes: bytes, format: format)
    }

    /// A render file name from `renders/index.json`: one plain name, never a path.
    public static func isSafeFileName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && name.first != "." && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
    }

    /// `^[A-Za-z0-9]{1,128}$`: Figma's image references are hex hashes; anything else (`../x`) is not one and
    /// never becomes a path — neither when fetch names a download nor when generate reads `images/`.
    public static func isSafeReference(_ reference: String) -> Bool {
        !reference.isEmpty && reference.utf8.count <= 128 && reference.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// A file name from the folder as a message shows it: one line, quoted.
    public static func shown(_ name: String) -> String { "'" + UntrustedText.singleLine(name) + "'" }

    private static func stem(_ fileName: String) -> String? {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        return String(fileName[..<dot])
    }
}

/// An image file's bytes and the format they are in.
public struct AssetBytes: Sendable, Equatable {
    public var bytes: [UInt8]
    public var format: ImageFormat

    public init(bytes: [UInt8], format: ImageFormat) {
        self.bytes = bytes
        self.format = format
    }
}

/// The image formats an Xcode asset catalog takes, told by their first bytes (never by a file name).
public enum ImageFormat: String, Sendable, Equatable {
    case png, jpeg = "jpg", gif, webp, heic, svg, pdf

    public init?(sniffing bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts(Array("GIF8".utf8)) { self = .gif }
        else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { self = .webp }
        else if starts(Array("ftyp".utf8), at: 4), starts(Array("hei".utf8), at: 8) || starts(Array("mif1".utf8), at: 8) { self = .heic }
        else if starts(Array("%PDF-".utf8)) { self = .pdf }
        else if Self.looksLikeSVG(bytes) { self = .svg }
        else { return nil }
    }

    /// The file extension an asset catalog entry uses.
    public var fileExtension: String { rawValue }

    /// Vector formats keep their vector data in the catalog (`preserves-vector-representation`).
    public var isVector: Bool { self == .svg || self == .pdf }

    /// Text formats are stored as text; the others travel base64-encoded in `RenderedFile.contents`.
    public var isText: Bool { self == .svg }

    /// An SVG document: optional BOM, whitespace, XML declaration or comments, then `<svg`.
    private static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
        guard let range = head.range(of: "<svg") else { return false }
        let before = head[..<range.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        return before.isEmpty || before.hasPrefix("<?xml") || before.hasPrefix("<!--") || before.hasPrefix("<!DOCTYPE")
    }
}
