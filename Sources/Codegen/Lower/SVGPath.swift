import Foundation

/// Reads the SVG path data Figma exports in `fillGeometry` (absolute and relative M L H V C S Q T Z;
/// arcs are rejected, Figma does not emit them) into path commands.
enum SVGPath {
    /// Vectors above this size are left to image assets: their code would be unreadable and slow to compile.
    static let maximumCommands = 400

    static func parse(_ data: String) -> [VectorPath.Command]? {
        var scanner = NumberScanner(Array(data.utf8))
        var commands: [VectorPath.Command] = []
        var current = (x: 0.0, y: 0.0)
        var start = (x: 0.0, y: 0.0)
        var lastControl: (x: Double, y: Double)?
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard !scanner.atEnd else { break }
            if let letter = scanner.letter() {
                command = letter
            } else if command == 0 {
                return nil
            }
            let relative = command >= UInt8(ascii: "a")
            func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
                relative ? (current.x + x, current.y + y) : (x, y)
            }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                current = point(x, y)
                start = current
                commands.append(.move(current.x, current.y))
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
                lastControl = nil
            case UInt8(ascii: "l"):
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                current = point(x, y)
                commands.append(.line(current.x, current.y))
                lastControl = nil
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return nil }
                current.x = relative ? current.x + x : x
                commands.append(.line(current.x, current.y))
                lastControl = nil
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return nil }
                current.y = relative ? current.y + y : y
                commands.append(.line(current.x, current.y))
                lastControl = nil
            case UInt8(ascii: "c"):
                guard let x1 = scanner.number(), let y1 = scanner.number(), let x2 = scanner.number(),
                      let y2 = scanner.number(), let x = scanner.number(), let y = scanner.number() else { return nil }
                let c1 = point(x1, y1), c2 = point(x2, y2), end = point(x, y)
                commands.append(.curve(end.x, end.y, c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y))
                current = end
                lastControl = c2
            case UInt8(ascii: "s"):
                guard let x2 = scanner.number(), let y2 = scanner.number(), let x = scanner.number(), let y = scanner.number() else { return nil }
                let c1 = lastControl.map { (2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
                let c2 = point(x2, y2), end = point(x, y)
                commands.append(.curve(end.x, end.y, c1x: c1.0, c1y: c1.1, c2x: c2.x, c2y: c2.y))
                current = end
                lastControl = c2
            case UInt8(ascii: "q"):
                guard let x1 = scanner.number(), let y1 = scanner.number(), let x = scanner.number(), let y = scanner.number() else { return nil }
                let c = point(x1, y1), end = point(x, y)
                commands.append(.quad(end.x, end.y, cx: c.x, cy: c.y))
                current = end
                lastControl = c
            case UInt8(ascii: "t"):
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                let c = lastControl.map { (x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = point(x, y)
                commands.append(.quad(end.x, end.y, cx: c.x, cy: c.y))
                current = end
                lastControl = c
            case UInt8(ascii: "z"):
                commands.append(.close)
                current = start
                lastControl = nil
                command = 0
            default:
                return nil
            }
        }
        return commands
    }

    private struct NumberScanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var atEnd: Bool { position >= bytes.count }

        mutating func skipSeparators() {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x2C || bytes[position] == 0x0A || bytes[position] == 0x09 || bytes[position] == 0x0D {
                position += 1
            }
        }

        mutating func letter() -> UInt8? {
            guard position < bytes.count else { return nil }
            let byte = bytes[position] | 0x20
            guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z"), byte != UInt8(ascii: "e") else { return nil }
            position += 1
            return bytes[position - 1]
        }

        mutating func number() -> Double? {
            skipSeparators()
            let start = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            // Digits with at most one point (most path numbers) are converted here; anything else by `Double`.
            var mantissa: UInt64 = 0
            var significant = 0, exponent = 0
            var sawDot = false, sawDigit = false, plain = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    sawDigit = true
                    if mantissa != 0 || byte != UInt8(ascii: "0") { significant += 1 }
                    if significant <= 15 {
                        mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                        if sawDot { exponent -= 1 }
                    } else {
                        plain = false
                    }
                    position += 1
                } else if byte == UInt8(ascii: "."), !sawDot {
                    sawDot = true
                    position += 1
                } else if byte | 0x20 == UInt8(ascii: "e") {
                    plain = false
                    position += 1
                    if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
                } else {
                    break
                }
            }
            guard position > start else { return nil }
            // Exact: a mantissa below 2^53 divided by an exact power of ten is one correctly rounded operation.
            if plain, sawDigit, bytes[position - 1] != UInt8(ascii: "."), -exponent < Self.powersOfTen.count {
                let value = Double(mantissa) / Self.powersOfTen[-exponent]
                return bytes[start] == UInt8(ascii: "-") ? -value : value
            }
            return Double(String(decoding: bytes[start..<position], as: UTF8.self))
        }

        /// 10^0 … 10^22: all exact doubles, each the last times ten.
        private static let powersOfTen: [Double] = (1...22).reduce(into: [1]) { powers, _ in powers.append(powers.last! * 10) }
    }
}

extension VectorPath.Command {
    var rounded: VectorPath.Command {
        switch self {
        case .move(let x, let y): .move(Codegen.rounded(x), Codegen.rounded(y))
        case .line(let x, let y): .line(Codegen.rounded(x), Codegen.rounded(y))
        case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
            .curve(Codegen.rounded(x), Codegen.rounded(y), c1x: Codegen.rounded(c1x), c1y: Codegen.rounded(c1y), c2x: Codegen.rounded(c2x), c2y: Codegen.rounded(c2y))
        case .quad(let x, let y, let cx, let cy): .quad(Codegen.rounded(x), Codegen.rounded(y), cx: Codegen.rounded(cx), cy: Codegen.rounded(cy))
        case .close: .close
        }
    }
}
