@testable import FigmaModel

/// Small JSON builders and runners shared by the FigmaModel tests.
enum Fixture {
    /// A files-shape response: DOCUMENT `0:0` → CANVAS `0:1` holding `children` (node objects as JSON text).
    /// Node indices: document 0, page 1, the first child 2.
    static func page(_ children: String, extra: String = "") -> String {
        #"{"document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[{"id":"0:1","name":"Page 1","type":"CANVAS","children":["#
            + children + "]}]}" + extra + "}"
    }

    /// A files-shape response with one node (index 2) on the page whose members are `members` (JSON text
    /// after `"id":"1:2","name":"Node","type":TYPE`).
    static func node(_ type: String = "FRAME", _ members: String = "") -> String {
        page(#"{"id":"1:2","name":"Node","type":"\#(type)""# + (members.isEmpty ? "" : "," + members) + "}")
    }

    /// A files-shape response whose DOCUMENT node carries `members`.
    static func document(_ members: String) -> String {
        #"{"document":{"id":"0:0","name":"Document","type":"DOCUMENT","# + members + "}}"
    }
}

/// The error `FigmaFile.decode` throws for `text`, or nil when it decodes.
func decodeError(_ text: String) -> FigmaModelError? {
    decodeError(Array(text.utf8))
}

func decodeError(_ bytes: [UInt8]) -> FigmaModelError? {
    do {
        _ = try FigmaFile.decode(bytes)
        return nil
    } catch {
        return error
    }
}

/// Runs `body` on a scanner over `bytes`, then requires the end of input (so `01` is not a number).
func scan<T>(_ bytes: [UInt8], _ body: (inout JSONScanner) throws(JSONScanError) -> T) -> Result<T, JSONScanError> {
    bytes.withUnsafeBytes { buffer in
        var scanner = JSONScanner(buffer)
        return Result { () throws(JSONScanError) -> T in
            let value = try body(&scanner)
            try scanner.expectEnd()
            return value
        }
    }
}

func scanDouble(_ text: String) -> Result<Double, JSONScanError> {
    scan(Array(text.utf8)) { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readDouble() }
}

/// Reads one JSON string token (with its quotes) and returns it unescaped.
func scanString(_ bytes: [UInt8]) -> Result<String, JSONScanError> {
    scan(bytes) { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readString() }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
