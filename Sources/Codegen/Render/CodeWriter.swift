/// Builds Swift text line by line with structural indentation (STYLE.md §3): layout comes from
/// structure, never line width. Tracks line numbers for the manifest.
struct CodeWriter {
    private(set) var text = ""
    private(set) var lineCount = 0
    private var depth = 0
    /// Node id → line where its view starts, for the manifest.
    private(set) var marks: [(nodeID: String, line: Int)] = []

    /// Records that the view of a node starts on the next line.
    mutating func mark(_ nodeID: String) {
        marks.append((nodeID, nextLine))
    }

    /// The 1-based number of the next line to be written.
    var nextLine: Int { lineCount + 1 }

    mutating func line(_ content: String = "") {
        precondition(!content.utf8.contains(0x0A), "one line per call")
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
        lineCount += 1
    }

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

    /// Comment lines, split on newlines so multi-line text stays one comment per line.
    mutating func comment(_ text: String, prefix: String = "//") {
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = piece.trimmingTrailingWhitespace()
            line(trimmed.isEmpty ? prefix : prefix + " " + trimmed)
        }
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, let last = self[..<end].last, last == " " || last == "\t" || last == "\r" {
            end = index(before: end)
        }
        return String(self[..<end])
    }
}

/// Swift literals, exact and deterministic.
enum SwiftLiteral {
    /// A string literal: escapes `\` `"` and control characters; everything else as written.
    static func string(_ value: String) -> String {
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
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    // Control, line-separator and bidi-override characters are escaped so source reads as it runs.
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number rounded to 3 decimals: `12`, `0.5`, `-3.125`, never `12.0` or `1e-05`.
    static func number(_ value: Double) -> String {
        let scaled = (value * 1000).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var text = String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return (negative ? "-" : "") + text
    }

    /// A comment-safe single line (no newlines; `*/` cannot end a line comment, but keep text tidy).
    static func commentText(_ value: String) -> String {
        value.replacingNewlines()
    }
}

extension String {
    func replacingNewlines() -> String {
        String(map { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0 })
    }
}
