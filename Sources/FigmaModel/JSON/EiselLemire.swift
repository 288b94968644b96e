/// Correctly rounded decimal → binary64 conversion for up to 19 significant digits: the Eisel–Lemire
/// algorithm (D. Lemire, "Number Parsing at a Gigabyte per Second", 2021), which multiplies the decimal
/// mantissa by a 128-bit truncated power of five. Figma writes most numbers with 16–17 digits, beyond
/// the exact small-number path; this replaces `strtod` for them. Returns nil in the rare cases the
/// truncated product cannot decide the rounding; the caller then falls back to `strtod`.
///
/// `PowersOfFive.swift` holds the table, made by the construction in the paper (for q ≥ 0: 5^q shifted to
/// 128 bits and truncated; for q < 0: ⌊2^b / 5^−q⌋ + 1 truncated to 128 bits).
enum EiselLemire {
    static let smallestPowerOfTen = -342
    static let largestPowerOfTen = 308

    /// The double nearest to `mantissa × 10^exponent` (mantissa ≠ 0, at most 19 digits), or nil when undecided.
    static func double(mantissa: UInt64, exponent: Int) -> Double? {
        guard mantissa != 0 else { return 0 }
        if exponent < smallestPowerOfTen { return 0 }
        if exponent > largestPowerOfTen { return .infinity }
        let leadingZeros = mantissa.leadingZeroBitCount
        let w = mantissa << UInt64(leadingZeros)
        let index = 2 * (exponent - smallestPowerOfTen)
        var (high, low) = w.multipliedFullWidth(by: powersOfFive[index])
        // 55 = 52 mantissa bits + 3: when the bits below them are all ones, the truncated first product
        // may be off by one in the last place; the next 64 bits of the power settle it.
        let precisionMask: UInt64 = 0xFFFF_FFFF_FFFF_FFFF >> 55
        if high & precisionMask == precisionMask {
            let (secondHigh, _) = w.multipliedFullWidth(by: powersOfFive[index + 1])
            let (sum, overflow) = low.addingReportingOverflow(secondHigh)
            low = sum
            if overflow { high &+= 1 }
            if low == .max, exponent < -27 || exponent > 55 { return nil }
        }
        let upperBit = Int(high >> 63)
        var significand = high >> UInt64(upperBit + 9)
        // power(q) = ⌊q · log2(10)⌋ + 63, with log2(10) ≈ (152170 + 65536) / 65536.
        var power2 = (((152_170 + 65_536) * exponent) >> 16) + 63 + upperBit - leadingZeros + 1023
        if power2 <= 0 {
            // Subnormal result.
            guard -power2 + 1 < 64 else { return 0 }
            significand >>= UInt64(-power2 + 1)
            significand += significand & 1
            significand >>= 1
            power2 = significand < (1 << 52) ? 0 : 1
            return Double(bitPattern: UInt64(power2) << 52 | (significand & ((1 << 52) - 1)))
        }
        // Exactly halfway between two doubles: round to even (only possible for small exponents).
        if low <= 1, exponent >= -4, exponent <= 23, significand & 3 == 1,
           significand << UInt64(upperBit + 9) == high {
            significand &= ~1
        }
        significand += significand & 1
        significand >>= 1
        if significand >= (2 << 52) {
            significand = 1 << 52
            power2 += 1
        }
        significand &= ~(1 << 52)
        if power2 >= 0x7FF { return .infinity }
        return Double(bitPattern: UInt64(power2) << 52 | significand)
    }
}
