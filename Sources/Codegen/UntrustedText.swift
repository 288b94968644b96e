/// The one sanitiser for text from designs and manifests, which anyone with commit access can write:
/// where it lands in generated source outside string literals (comments, doc comments, the file header)
/// and where it is printed to a terminal. A carriage return ends a Swift `//` comment, so a name containing
/// one could smuggle code into the output; bidi controls make source read differently from how it
/// compiles; escape sequences drive terminals. Works on Unicode scalars, because `"\r\n"` is one `Character`.
public enum UntrustedText {
    /// Scalars that end a line for the Swift lexer (LF, CR) or for editors and reviewers (VT, FF, NEL,
    /// LINE SEPARATOR, PARAGRAPH SEPARATOR). CR LF counts as one break.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Scalars that must not appear raw in source: the other C0 and C1 controls (NUL included), DEL, and the
    /// direction controls (bidi embeddings, overrides and isolates, LRM, RLM, ALM) behind "Trojan Source".
    /// A tab is harmless and kept.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && !isLineBreak(scalar) }
        switch value {
        case 0x7F...0x9F: return value != 0x85
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// One line of text: line breaks become spaces, hidden scalars are shown escaped (`\u{202E}`),
    /// trailing spaces are dropped.
    static func singleLine(_ text: String) -> String {
        guard needsWork(text) else { return text }
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if isLineBreak(scalar) {
                if scalar == "\n" && previousWasCR { continue }  // CR LF: one break
                out.append(" ")
            } else if isHidden(scalar) {
                out.append(contentsOf: escaped(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return trimmingTrailingSpaces(String(out))
    }

    /// Comment text split into lines on every line break (CR LF once), each made safe by `singleLine`.
    static func lines(_ text: String) -> [String] {
        guard needsWork(text) else { return [text] }
        var result: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if isLineBreak(scalar) {
                if scalar == "\n" && previousWasCR { continue }
                result.append(singleLine(String(current)))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        result.append(singleLine(String(current)))
        return result
    }

    /// Text for a terminal: hidden scalars and every line break but LF are shown escaped, so printed
    /// names cannot move the cursor, recolour the screen or reorder what a reader sees.
    public static func forTerminal(_ text: String) -> String {
        guard needsWork(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) || (isLineBreak(scalar) && scalar != "\n") {
                out.append(contentsOf: escaped(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `\u{1B}`: how a hidden scalar is shown.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether the text may need changes: a quick pass over the UTF-8 bytes, since almost all text is
    /// plain. Controls, DEL, C1 (C2 80–9F), ALM (D8 9C), U+2000–U+207F (E2 80/81: line separators and
    /// direction controls live there), and trailing blanks.
    /// Every line of generated code goes through this: it reads the string's own UTF-8 storage.
    static func needsWork(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(needsWork(bytes:)) ?? Array(text.utf8).withUnsafeBufferPointer(needsWork(bytes:))
    }

    private static func needsWork(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last else { return false }
        if last == 0x20 || last == 0x09 { return true }
        var previous: UInt8 = 0
        var index = 0
        // Eight bytes at a time while they are all printable ASCII (0x20–0x7E): no byte below 0x20, none at or
        // above 0x7F. Such a byte cannot start or end a sequence the byte loop below looks for.
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let below = (word &- ones &* 0x20) & ~word & highs
                let above = ((word &+ ones) | word) & highs
                guard below | above == 0 else { break }
                index += 8
            }
            if index > 0 { previous = base[index - 1] }
        }
        for byte in bytes[index...] {
            if byte &- 0x20 < 0x5F {  // printable ASCII, the common case
                previous = byte
                continue
            }
            if byte < 0x20 && byte != 0x09 || byte == 0x7F { return true }
            if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
            if previous == 0xD8 && byte == 0x9C { return true }
            if previous == 0xE2 && (byte == 0x80 || byte == 0x81) { return true }  // U+2000–U+207F: checked in full
            previous = byte
        }
        return false
    }

    static func trimmingTrailingSpaces(_ text: String) -> String {
        var scalars = text.unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
