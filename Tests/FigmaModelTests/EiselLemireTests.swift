import Foundation
import Testing
@testable import FigmaModel

/// The Eisel–Lemire conversion must agree bit for bit with the standard library's correctly rounded
/// parser, or decline (nil) so the reader falls back to `strtod`.
@Suite("Eisel–Lemire")
struct EiselLemireTests {
    static func oracle(_ mantissa: UInt64, _ exponent: Int) -> Double {
        Double("\(mantissa)e\(exponent)")!
    }

    @Test("random mantissas and exponents match Double(String)")
    func randomCases() {
        var generator = SystemRandomNumberGenerator()
        var mismatches: [String] = []
        var declined = 0
        for _ in 0..<100_000 {
            let digits = Int.random(in: 1...19, using: &generator)
            var mantissa = UInt64.random(in: 1...UInt64.max, using: &generator)
            let limit = (0..<digits).reduce(UInt64(1)) { value, _ in value.multipliedReportingOverflow(by: 10).overflow ? UInt64.max : value * 10 }
            if limit != .max { mantissa %= limit }
            if mantissa == 0 { mantissa = 1 }
            let exponent = Int.random(in: -360...320, using: &generator)
            guard let value = EiselLemire.double(mantissa: mantissa, exponent: exponent) else {
                declined += 1
                continue
            }
            let expected = Self.oracle(mantissa, exponent)
            if value.bitPattern != expected.bitPattern, mismatches.count < 10 {
                mismatches.append("\(mantissa)e\(exponent): \(value) vs \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(declined < 100, "declined \(declined) of 100,000")
    }

    @Test("halfway, boundary and subnormal cases", arguments: [
        (UInt64(9_007_199_254_740_993), 0),  // 2^53 + 1: halfway, rounds to even
        (UInt64(9_007_199_254_740_995), 0),
        (UInt64(17_976_931_348_623_157), 292),  // the largest double
        (UInt64(17_976_931_348_623_159), 292),  // overflows to infinity
        (UInt64(22_250_738_585_072_014), -324),  // the smallest normal
        (UInt64(22_250_738_585_072_011), -324),  // just below: subnormal
        (UInt64(49_406_564_584_124_654), -340),  // the smallest subnormal
        (UInt64(24_703_282_292_062_328), -340),  // just above half of it
        (UInt64(1), -400),
        (UInt64(9_176_470_637_321_472), -16),  // a Figma colour component
        (UInt64(1), 308),
        (UInt64(7), -325),
    ])
    func edgeCases(_ mantissa: UInt64, _ exponent: Int) {
        let expected = Self.oracle(mantissa, exponent)
        if let value = EiselLemire.double(mantissa: mantissa, exponent: exponent) {
            #expect(value.bitPattern == expected.bitPattern, "\(mantissa)e\(exponent): \(value) vs \(expected)")
        }
    }
}
