import Testing
@testable import FigmaModel

/// Deterministic random numbers for generated cases.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct NumberScannerTests {
    /// `Double(String)` is the oracle: every number must come back bit for bit.
    @Test(arguments: [
        "0", "-0", "0.0", "-0.0", "0e0", "-0e-0", "1", "-1", "0.1", "1.0", "-1.5", "1e2", "1E2", "1e+2", "1E-7", "1e-7",
        "0.9176470637321472", "0.30000000000000004", "0.1000000000000000055511151231257827",
        "123456789012345678901234567890", "-123456789012345678901234567890",
        "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9406564584124654e-324", "5e-324", "2.4703282292062328e-324",
        "1.7976931348623157e308", "1.7976931348623158e308", "8.98846567431158e307", "1e-400", "0e99999",
        // 16–20 significant digits, around the 19-digit mantissa limit and 2^53.
        "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995", "18014398509481985",
        "12345678901234567", "0.12345678901234567", "1.2345678901234567e-5",
        "1234567890123456789", "0.1234567890123456789", "123456789.0123456789",
        "12345678901234567890", "0.12345678901234567890", "1234567890.1234567891", "9999999999999999999",
        "99999999999999999999", "18446744073709551615", "18446744073709551616", "1844674407370955161.5",
        "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203124",
        "1.00000000000000011102230246251565404236316680908203126",
        "9007199254740993.0000000000000000000000001", "0.000000000000000000000000000001234567890123456789",
        // Clinger's fast path edges: exponents ±22 and one past.
        "1e22", "1e23", "1e-22", "1e-23", "9007199254740991e22", "9007199254740991e-22", "123456789e-22",
        "4.35", "0.7071067811865476", "1234.5678", "-8000.5", "3.4028234663852886e38", "1.401298464324817e-45",
        "100000000000000000000000", "0.00000000000000000000000000000000000001",
    ])
    func readsCorrectlyRoundedDouble(_ text: String) throws {
        let oracle = try #require(Double(text))
        let value = try scanDouble(text).get()
        #expect(value.bitPattern == oracle.bitPattern, "\(text): read \(value), expected \(oracle)")
    }

    @Test func negativeZeroKeepsItsSign() throws {
        #expect(try scanDouble("-0").get().sign == .minus)
        #expect(try scanDouble("-0.0e5").get().sign == .minus)
        #expect(try scanDouble("0").get().sign == .plus)
    }

    /// Many generated spellings: 1–25 digits, a decimal point anywhere, exponents across the whole range.
    @Test func generatedNumbersMatchTheOracle() throws {
        var random = SplitMix64(state: 0xF1_66E4)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let digitCount = Int.random(in: 1...25, using: &random)
            var digits = String(Int.random(in: 1...9, using: &random))
            for _ in 1..<digitCount { digits.append(String(Int.random(in: 0...9, using: &random))) }
            var text = Bool.random(using: &random) ? "-" : ""
            let point = Int.random(in: 0...digitCount, using: &random)
            if point == 0 || point == digitCount {
                text += digits
            } else {
                text += String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            }
            switch Int.random(in: 0...3, using: &random) {
            case 0: break
            case 1: text += "e" + String(Int.random(in: -30...30, using: &random))
            default: text += "E" + String(Int.random(in: -330...310, using: &random))
            }
            guard let oracle = Double(text), oracle.isFinite else { continue }
            switch scanDouble(text) {
            case .success(let value) where value.bitPattern == oracle.bitPattern: break
            case .success(let value): mismatches.append("\(text): \(value) vs \(oracle)")
            case .failure(let error): mismatches.append("\(text): \(error)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// Shortest round-trip spellings of random doubles (what Figma and JSON.stringify write) read back exactly.
    @Test func shortestSpellingsRoundTrip() throws {
        var random = SplitMix64(state: 42)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let text = "\(value)"
            if scanDouble(text).success?.bitPattern != value.bitPattern { mismatches.append(text) }
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            guard float.isFinite else { continue }
            let widened = "\(Double(float))"  // e.g. 0.9176470637321472
            if scanDouble(widened).success?.bitPattern != Double(float).bitPattern { mismatches.append(widened) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test(arguments: [
        ("01", JSONScanError.Kind.trailingData, 1),
        ("-01", .trailingData, 2),
        // A number cut off by the end of input means the file was truncated.
        ("1.", .unexpectedEnd, 2),
        (".5", .unexpectedByte(UInt8(ascii: "."), expected: "a value"), 0),
        ("-", .unexpectedEnd, 1),
        ("-.5", .invalidNumber, 0),
        ("--1", .invalidNumber, 0),
        ("1e", .unexpectedEnd, 2),
        ("1e+", .unexpectedEnd, 3),
        ("1E-", .unexpectedEnd, 3),
        ("1.e5", .invalidNumber, 0),
        ("+1", .unexpectedByte(UInt8(ascii: "+"), expected: "a value"), 0),
        ("NaN", .unexpectedByte(UInt8(ascii: "N"), expected: "a value"), 0),
        ("Infinity", .unexpectedByte(UInt8(ascii: "I"), expected: "a value"), 0),
        ("-Infinity", .invalidNumber, 0),
        ("0x10", .trailingData, 1),
        ("1e5.5", .trailingData, 3),
        ("1e400", .numberOutOfRange, 0),
        ("-1e400", .numberOutOfRange, 0),
        ("1.7976931348623159e308", .numberOutOfRange, 0),
        ("123456789012345678901234567890e300", .numberOutOfRange, 0),
        ("1e99999999999999999999", .numberOutOfRange, 0),
        ("", .unexpectedEnd, 0),
        ("\"1\"", .typeMismatch(expected: "number", found: "string"), 0),
    ])
    func rejectsInvalidNumber(_ text: String, kind: JSONScanError.Kind, offset: Int) {
        #expect(scanDouble(text).failure == JSONScanError(kind: kind, offset: offset), "\(text)")
    }

    @Test(arguments: [("0", 0), ("-7", -7), ("1.0", 1), ("1e3", 1000), ("8999999999999999", 8_999_999_999_999_999)])
    func readsIntegers(_ text: String, expected: Int) throws {
        let value = try scan(Array(text.utf8)) { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readInt() }.get()
        #expect(value == expected)
    }

    @Test(arguments: ["1.5", "1e300", "9.1e15"])
    func rejectsNonIntegers(_ text: String) {
        let result = scan(Array(text.utf8)) { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readInt() }
        #expect(result.failure?.kind == .typeMismatch(expected: "integer", found: "number"))
    }

    @Test func numbersInsideADocumentReadExactly() throws {
        let file = try FigmaFile.decode(Fixture.document(#""opacity":0.9176470637321472,"rotation":-0,"itemSpacing":1E-7,"paddingLeft":123456789012345678901234567890"#))
        let node = file.nodes[0]
        #expect(node.opacity.bitPattern == Double("0.9176470637321472")!.bitPattern)
        #expect(node.rotation.bitPattern == (-0.0).bitPattern)
        #expect(node.itemSpacing == 1e-7)
        #expect(node.paddingLeft == 123456789012345678901234567890.0)
    }
}

@Suite struct StringScannerTests {
    @Test(arguments: [
        (#""""#, ""),
        (#""plain""#, "plain"),
        (#""\"""#, "\""),
        (#""\\""#, "\\"),
        (#""\/""#, "/"),
        (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
        (#""caf\u00e9""#, "café"),
        (#""caf\u00E9""#, "café"),
        (#""\u20AC 5""#, "€ 5"),
        (#""\u20ac""#, "€"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\uD83D\uDE00!""#, "😀!"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""\u0000""#, "\u{0}"),
        (#""\u001f\u007f""#, "\u{1F}\u{7F}"),
        (#""\u0041\u0062""#, "Ab"),
        (#""a\"b\\c\/d\be\ff\ng\rh\ti\u00e9j\u20ACk\ud83d\ude00l""#, "a\"b\\c/d\u{08}e\u{0C}f\ng\rh\ti\u{E9}j€k😀l"),
        (#""계좌*현금""#, "계좌*현금"),
        (#""🔥 Hot deals 🎉""#, "🔥 Hot deals 🎉"),
        (#""𝄞 x""#, "𝄞 x"),
        (#""Ω—é\n한""#, "Ω—é\n한"),
        ("\"\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\"", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}"),
        ("\"\u{D7FF}\u{E000}\"", "\u{D7FF}\u{E000}"),
    ])
    func readsString(_ json: String, expected: String) throws {
        #expect(try scanString(Array(json.utf8)).get() == expected)
    }

    @Test(arguments: [
        ("overlong C0 AF", [0x22, 0xC0, 0xAF, 0x22], 1),
        ("overlong C1 BF", [0x22, 0xC1, 0xBF, 0x22], 1),
        ("overlong E0 80 AF", [0x22, 0xE0, 0x80, 0xAF, 0x22], 1),
        ("overlong F0 80 80 AF", [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], 1),
        ("surrogate ED A0 80", [0x22, 0x61, 0xED, 0xA0, 0x80, 0x22], 2),
        ("surrogate ED BF BF", [0x22, 0xED, 0xBF, 0xBF, 0x22], 1),
        ("above U+10FFFF", [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),
        ("F5 lead", [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1),
        ("FF", [0x22, 0x61, 0x62, 0xFF, 0x22], 3),
        ("FE", [0x22, 0xFE, 0x22], 1),
        ("lone continuation", [0x22, 0x80, 0x22], 1),
        ("truncated 3-byte sequence", [0x22, 0xEA, 0xB3, 0x22], 1),
        ("truncated 4-byte sequence", [0x22, 0xF0, 0x9F, 0x98, 0x22], 1),
        ("2-byte lead then ASCII", [0x22, 0xC3, 0x41, 0x22], 1),
        ("lead byte at end of input", [0x22, 0x61, 0xC3], 2),
        ("invalid after 9 ASCII bytes", [0x22] + Array("abcdefghi".utf8) + [0xC0, 0x80, 0x22], 10),
    ] as [(String, [UInt8], Int)])
    func rejectsInvalidUTF8(_ label: String, bytes: [UInt8], offset: Int) {
        #expect(scanString(bytes).failure == JSONScanError(kind: .invalidUTF8, offset: offset), "\(label)")
    }

    @Test(arguments: [
        (#""\ud83d""#, 1),
        (#""ab\ud83d x""#, 3),
        (#""\ude00""#, 1),
        (#""\ude00\ud83d""#, 1),
        (#""\ud83d\ud83d""#, 1),
        (#""\ud83d\n""#, 1),
        (#""\ud83d\u0041""#, 1),
        (#""\x""#, 1),
        (#""\'""#, 1),
        (#""\U00e9""#, 1),
        (#""\u00g9""#, 1),
        (#""\u-123""#, 1),
        (#""a\ ""#, 2),
    ])
    func rejectsInvalidEscape(_ json: String, offset: Int) {
        #expect(scanString(Array(json.utf8)).failure == JSONScanError(kind: .invalidEscape, offset: offset), "\(json)")
    }

    @Test(arguments: Array(0x00...0x1F) as [UInt8])
    func rejectsUnescapedControlCharacter(_ byte: UInt8) {
        let bytes: [UInt8] = [0x22, 0x61, 0x62, byte, 0x63, 0x22]
        #expect(scanString(bytes).failure == JSONScanError(kind: .controlCharacterInString, offset: 3))
    }

    @Test(arguments: [#"""#, #""abc"#, #""abc\"#, #""\u00"#, #""\ud83d\u"#, #""\ud83d"#, #""abcdefghijklmnop"#])
    func unterminatedStringIsUnexpectedEnd(_ json: String) {
        let error = scanString(Array(json.utf8)).failure
        #expect(error?.kind == .unexpectedEnd || error?.kind == .invalidEscape, "\(json): \(String(describing: error))")
        if json == #""abcdefghijklmnop"# || json == #""abc"# || json == #"""# {
            #expect(error == JSONScanError(kind: .unexpectedEnd, offset: 0))
        }
    }

    @Test func longStringWithManyEscapesGrowsTheScratchBuffer() throws {
        var json = "\""
        var expected = ""
        for index in 0..<4_000 {
            json += "\\n\(index)\\u00e9\\ud83d\\ude00é"
            expected += "\n\(index)é😀é"
        }
        json += "\""
        #expect(try scanString(Array(json.utf8)).get() == expected)
    }

    /// Strings of length 0…20 with one interesting byte at every position, so the eight-byte fast path
    /// meets it in every lane and at every distance from the end of the input.
    @Test(arguments: 0...20)
    func fastPathFindsEveryByteAtEveryPosition(length: Int) throws {
        // Neighbours of the bytes the fast path looks for: 0x21/0x23 around `"`, 0x5B/0x5D around `\`,
        // 0x20 just above the control range, 0x7E/0x7F just below 0x80.
        let filler = Array(#"!#[] ~az09AZ_-+=:;,./^`{|}"#.utf8) + [0x7F]
        func body(_ count: Int, offset: Int = 0) -> [UInt8] { (0..<count).map { filler[($0 + offset) % filler.count] } }

        // Plain ASCII, closed, at the very end of the input and followed by more input.
        let plain = body(length)
        let plainText = String(decoding: plain, as: UTF8.self)
        #expect(try scanString([0x22] + plain + [0x22]).get() == plainText)
        #expect(try scan([0x5B, 0x22] + plain + [0x22, 0x2C, 0x22, 0x78, 0x22, 0x5D]) { (s: inout JSONScanner) throws(JSONScanError) in
            _ = try s.beginArray()
            let first = try s.readString()
            _ = try s.nextElement()
            let second = try s.readString()
            _ = try s.nextElement()
            return first + "|" + second
        }.get() == plainText + "|x")
        // Unterminated.
        #expect(scanString([0x22] + plain).failure == JSONScanError(kind: .unexpectedEnd, offset: 0))

        for position in 0..<length {
            let before = body(position)
            let after = body(length - position - 1, offset: position + 1)
            let prefix = String(decoding: before, as: UTF8.self)
            let suffix = String(decoding: after, as: UTF8.self)
            func check(_ special: [UInt8], _ expected: String, _ label: String) {
                let result = scanString([0x22] + before + special + after + [0x22])
                #expect(result.success == prefix + expected + suffix, "\(label) at \(position) of \(length): \(result)")
            }
            check(Array(#"\""#.utf8), "\"", "escaped quote")
            check(Array(#"\\"#.utf8), "\\", "escaped backslash")
            check(Array(#"\n"#.utf8), "\n", "escaped newline")
            check(Array(#"\u00e9"#.utf8), "é", "unicode escape")
            check(Array("é".utf8), "é", "two-byte UTF-8")
            check(Array("한".utf8), "한", "three-byte UTF-8")
            check(Array("😀".utf8), "😀", "four-byte UTF-8")
            check([0x7F], "\u{7F}", "DEL")

            // A quote ends the string early: the rest is trailing data.
            let early = scanString([0x22] + before + [0x22] + after + [0x22])
            if after.isEmpty {
                #expect(early.failure == JSONScanError(kind: .trailingData, offset: position + 2))
            } else {
                #expect(early.failure?.kind == .trailingData)
            }
            let bare = [0x22] + before + [0x22]
            #expect(scanString(bare).success == prefix)

            // Errors are found in every lane, with the right offset.
            for control: UInt8 in [0x00, 0x0A, 0x1F] {
                #expect(scanString([0x22] + before + [control] + after + [0x22]).failure
                    == JSONScanError(kind: .controlCharacterInString, offset: 1 + position), "control \(control) at \(position) of \(length)")
            }
            for invalid: [UInt8] in [[0xFF], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] {
                #expect(scanString([0x22] + before + invalid + after + [0x22]).failure
                    == JSONScanError(kind: .invalidUTF8, offset: 1 + position), "invalid \(invalid) at \(position) of \(length)")
            }
        }
    }

    @Test func escapedKeysAreUnescaped() throws {
        // `\u0064ocument` is `document`; an escaped key must still be recognised.
        let file = try FigmaFile.decode(#"{"\u0064ocument":{"\u0069d":"0:0","n\u0061me":"D\u00e9","type":"DOCUMENT"}}"#)
        #expect(file.nodes.count == 1)
        #expect(file.nodes[0].id == "0:0")
        #expect(file.nodes[0].name == "Dé")
    }

    @Test func namesKeepRawUTF8() throws {
        let file = try FigmaFile.decode(Fixture.node("TEXT", #""characters":"잔액 1,234,567원 🎉\n다음""#))
        #expect(file.nodes[2].characters == "잔액 1,234,567원 🎉\n다음")
    }
}

@Suite struct SkipValueTests {
    @Test(arguments: [
        #"{}"#, #"[]"#, #"{"a":[1,{"b":null},true,false,"x\"y"],"c":{"d":{"e":[]}}}"#, #"[[[[]]],{},[{}]]"#,
        #" 1.5e3 "#, #""s""#, "null", "true", "false",
    ])
    func skipsValidValue(_ json: String) {
        let result = scan(Array(json.utf8)) { (s: inout JSONScanner) throws(JSONScanError) in try s.skipValue() }
        #expect(result.failure == nil, "\(json)")
    }

    @Test(arguments: [
        (#"{"a":1,}"#, JSONScanError.Kind.unexpectedByte(UInt8(ascii: "}"), expected: "a key string")),
        (#"[1,]"#, .unexpectedByte(UInt8(ascii: "]"), expected: "a value")),
        (#"[1 2]"#, .unexpectedByte(UInt8(ascii: "2"), expected: "',' or ']'")),
        (#"{"a" 1}"#, .unexpectedByte(UInt8(ascii: "1"), expected: "':'")),
        (#"{'a':1}"#, .unexpectedByte(UInt8(ascii: "'"), expected: "a key string")),
        (#"[tru]"#, .unexpectedByte(UInt8(ascii: "]"), expected: "true")),
        (#"[nul"#, .unexpectedEnd),
        (#"{"a":[1,2"#, .unexpectedEnd),
        (#"[01]"#, .unexpectedByte(UInt8(ascii: "1"), expected: "',' or ']'")),
    ])
    func rejectsMalformedValue(_ json: String, kind: JSONScanError.Kind) {
        let result = scan(Array(json.utf8)) { (s: inout JSONScanner) throws(JSONScanError) in try s.skipValue() }
        #expect(result.failure?.kind == kind, "\(json): \(result)")
    }
}
