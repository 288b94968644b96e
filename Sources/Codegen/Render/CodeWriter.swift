/// Builds Swift text line by line with structural indentation: layout comes from
/// structure, never line width. Tracks line numbers for the manifest.
struct CodeWriter {
    /// The text written so far: `pieces`, then `text`. Group members are taken over as pieces of their own
    /// (`writeDeferred`), so the text of a huge type is never copied into one string.
    private var pieces: [String] = []
    /// The piece being written.
    private var text = ""
    private(set) var lineCount = 0
    private var depth = 0
    /// Members to write after the type's others: the groups of very wide containers (`ChildGroups`), each a
    /// declaration of its own so the compiler checks them one at a time.
    private var deferred: [CodeWriter] = []
    /// Member names taken in the type being written (the renderer seeds them), so a group's name is unique:
    /// one registry shared by the writer and the members it defers.
    private(set) var memberNames = MemberNames()

    final class MemberNames {
        var taken: Set<String> = []
    }

    /// Seeds the names the type's own members use.
    mutating func reserveMemberNames<Names: Sequence<String>>(_ names: Names) {
        memberNames.taken.formUnion(names)
    }

    init(depth: Int = 0) {
        self.depth = depth
    }
    /// Where each node's view starts (`value` nil) and where each of its values is written (a modifier, a
    /// text style, an argument), for the manifest: `check` and `lookup` point at these lines.
    private(set) var marks: [(nodeID: String, value: LayerValue?, line: Int)] = []

    /// Records that the view of a node (or one of its values) starts on the next line.
    mutating func mark(_ nodeID: String, value: LayerValue? = nil) {
        marks.append((nodeID, value, nextLine))
    }

    /// Where each spliced group's lines start (`splice`): its records' lines are counted from there.
    private(set) var splices: [(group: SplicedGroup, line: Int)] = []

    /// Appends lines written apart, as a piece of their own (not copied): a streamed group's views
    /// (`StreamedChildren`), written at this writer's depth. Their marks are in the group's records.
    mutating func splice(_ lines: String, count: Int, group: SplicedGroup) {
        splices.append((group, nextLine))
        pieces.append(text)
        pieces.append(lines)
        text = ""
        lineCount += count
    }

    /// The depth lines are written at now.
    var currentDepth: Int { depth }

    /// The depth of a type's members, where deferred ones are written.
    static let memberDepth = 1

    /// Writes a member later (`writeDeferred`), named `base` or, when that is taken, `base2`, `base3`, …;
    /// returns the name. `body` writes the whole member at member depth.
    mutating func deferMember(named base: String, _ body: (inout CodeWriter, String) -> Void) -> String {
        var name = base
        var number = 2
        while memberNames.taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        memberNames.taken.insert(name)
        var member = CodeWriter(depth: Self.memberDepth)
        member.memberNames = memberNames
        body(&member, name)
        deferred.append(member)
        return name
    }

    /// Writes the deferred members, and those they deferred in turn, each after an empty line. Each member's
    /// text becomes a piece of ours as it is (moved, not copied), and is freed as the file is: a type with a
    /// million layers holds its text once.
    mutating func writeDeferred() {
        var pending = deferred
        deferred = []
        var markCount = 0
        var counting = pending
        while let member = counting.popLast() {
            markCount += member.marks.count
            counting += member.deferred
        }
        marks.reserveCapacity(marks.count + markCount)
        var index = 0
        while index < pending.count {
            line()
            var member = CodeWriter()
            swap(&member, &pending[index])  // taken out: its text is moved, not shared
            let offset = lineCount
            pieces.append(text)
            pieces += member.pieces
            text = member.text
            lineCount += member.lineCount
            for mark in member.marks { marks.append((mark.nodeID, mark.value, mark.line + offset)) }
            for splice in member.splices { splices.append((splice.group, splice.line + offset)) }
            pending += member.deferred
            index += 1
        }
    }

    /// Everything written, in the pieces it was written in.
    var fileText: FileText {
        FileText(pieces: pieces + [text])
    }

    /// The first line of each node's view, and of each of its values where that is another line. One dictionary
    /// operation per mark: the marks are walked from the last, so the first of each overwrites the others.
    func layerLines() -> [String: LayerLines] {
        var lines: [String: LayerLines] = [:]
        lines.reserveCapacity(marks.count / 2)
        for mark in marks.reversed() {
            lines[mark.nodeID, default: LayerLines()].mark(mark.value, at: mark.line)
        }
        return lines
    }

    /// The 1-based number of the next line to be written.
    var nextLine: Int { lineCount + 1 }

    mutating func line(_ content: String = "") {
        // Design text reaches here only through literals and `UntrustedText`; this is the last line of
        // defence, so a stray line break can never start a new line of code.
        let content = UntrustedText.needsWork(content) && content.unicodeScalars.contains(where: UntrustedText.isLineBreak)
            ? UntrustedText.singleLine(content) : content
        if !content.isEmpty {
            // One append for the indentation: every line of output comes through here.
            text += depth < Self.indentations.count ? Self.indentations[depth] : String(repeating: "    ", count: depth)
            text += content
        }
        text += "\n"
        lineCount += 1
    }

    private static let indentations = (0..<64).map { String(repeating: "    ", count: $0) }

    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    mutating func indent(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Comment lines, split on every line break so multi-line text stays one comment per line, with
    /// hidden characters escaped (`UntrustedText`).
    mutating func comment(_ text: String, prefix: String = "//") {
        for piece in UntrustedText.lines(text) {
            line(piece.isEmpty ? prefix : prefix + " " + piece)
        }
    }
}

/// Swift literals, exact and deterministic.
enum SwiftLiteral {
    /// A string literal: escapes `\` `"` and control characters; everything else as written.
    static func string(_ value: String) -> String {
        // Printable ASCII without `\` or `"` (most design text): as written.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C && $0 != 0x22 }) { return "\"" + value + "\"" }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if UntrustedText.isHidden(scalar) || UntrustedText.isLineBreak(scalar) {
                    // Control, line-separator and direction characters are escaped so source reads as it runs.
                    out += UntrustedText.escaped(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Magnitudes printed at most: lowering keeps design values far inside this (`Lowering.designRange`);
    /// the clamp only makes `number` total, so no input can overflow the integer conversion.
    static let largestNumber = 1e12

    /// A number rounded to 3 decimals: `12`, `0.5`, `-3.125`, never `12.0` or `1e-05`. Total: NaN prints
    /// `0`, infinities and huge values the clamped `largestNumber`. Every number of the output comes through
    /// here, so its digits are written into one buffer instead of joined strings.
    static func number(_ value: Double) -> String {
        String(unsafeUninitializedCapacity: maximumNumberLength) { writeNumber(value, into: $0) }
    }

    /// Appends `number(value)` to UTF-8 bytes.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumNumberLength) { buffer in
            bytes.append(contentsOf: buffer[..<writeNumber(value, into: buffer)])
        }
    }

    /// A sign, 13 digits (`largestNumber`), a point and 3 decimals.
    private static let maximumNumberLength = 24

    /// Writes `number(value)` at the start of `buffer` (at least `maximumNumberLength` bytes); returns its length.
    private static func writeNumber(_ value: Double, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        // Whole numbers (most design values) print as integers.
        let whole: UInt64, fraction: UInt64, negative: Bool
        if value == value.rounded(), abs(value) <= largestNumber {
            (whole, fraction, negative) = (UInt64(abs(value)), 0, value < 0)
        } else if value.isNaN {
            (whole, fraction, negative) = (0, 0, false)
        } else {
            let scaled = (min(max(value, -largestNumber), largestNumber) * 1000).rounded()
            let magnitude = UInt64(abs(scaled))
            (whole, fraction, negative) = (magnitude / 1000, magnitude % 1000, scaled < 0)
        }
        var count = 0
        if negative, whole != 0 || fraction != 0 {  // never `-0`
            buffer[0] = UInt8(ascii: "-")
            count = 1
        }
        // The whole part's digits, last first, then reversed in place.
        let start = count
        var rest = whole
        repeat {
            buffer[count] = UInt8(truncatingIfNeeded: rest % 10) + UInt8(ascii: "0")
            rest /= 10
            count += 1
        } while rest > 0
        buffer[start..<count].reverse()
        if fraction != 0 {
            buffer[count] = UInt8(ascii: ".")
            count += 1
            // Three decimals without their trailing zeros: 500 → 5, 50 → 05, 5 → 005.
            var decimals = fraction, length = 3
            while decimals % 10 == 0 {
                decimals /= 10
                length -= 1
            }
            for position in stride(from: count + length - 1, through: count, by: -1) {
                buffer[position] = UInt8(truncatingIfNeeded: decimals % 10) + UInt8(ascii: "0")
                decimals /= 10
            }
            count += length
        }
        return count
    }

    /// One command of a path as the support code reads it (`Path(figmaPath:)`): `M x y`, `L x y`, `C x1 y1 x2 y2 x y`,
    /// `Q x1 y1 x y`, `Z` — SVG's order, numbers as `number` writes them. Written as bytes: vectors have thousands.
    static func pathCommand(_ command: VectorPath.Command) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(64)
        func numbers(_ letter: StaticString, _ values: Double...) {
            line.appendLiteral(letter)
            for value in values {
                line.append(UInt8(ascii: " "))
                appendNumber(value, to: &line)
            }
        }
        switch command {
        case .move(let x, let y): numbers("M", x, y)
        case .line(let x, let y): numbers("L", x, y)
        case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y): numbers("C", c1x, c1y, c2x, c2y, x, y)
        case .quad(let x, let y, let cx, let cy): numbers("Q", cx, cy, x, y)
        case .close: numbers("Z")
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// Design text inside a one-line comment: no line breaks, hidden characters escaped.
    static func commentText(_ value: String) -> String {
        UntrustedText.singleLine(value)
    }
}

extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes straight from its storage (path lines and the manifest are written from
    /// thousands of them).
    mutating func appendLiteral(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

extension LayerLines {
    /// Records a mark; marks come last first, so each one overwrites a later one of the same view or value.
    fileprivate mutating func mark(_ value: LayerValue?, at line: Int) {
        guard let value else {
            view = line
            return
        }
        if let existing = values.firstIndex(where: { $0.name == value }) {
            values[existing].line = line
        } else {
            values.append(ValueLine(name: value, line: line))
        }
    }
}
