import FigmaModel

/// The natural line height of each font the export uses (the font's own, Figma's "Auto" line height), from the
/// export's own metrics: a text's line height over its share of the natural one (`lineHeightPx ÷
/// lineHeightPercent × 100`). One value per font (family, weight, size) — the most common among its texts —
/// so the generator and the layout model agree, and texts of one font are treated alike even where Figma measured
/// some of them without the font installed (then it gives another value). Without a value for the size, the
/// font's ratio to its size at other sizes, then the family's; else nil.
struct FontLineHeights: Sendable {
    private struct Key: Hashable {
        var family: String
        var weight: Int
        var size: Double
    }

    private let bySize: [Key: Double]
    /// Natural height ÷ size, per family and weight, and per family.
    private let byWeight: [String: Double]
    private let byFamily: [String: Double]

    init(_ file: FigmaFile) {
        var sizes: [Key: [Double: Int]] = [:]
        var weights: [String: [Double: Int]] = [:]
        var families: [String: [Double: Int]] = [:]
        for node in file.nodes where node.type == .text {
            guard let style = node.style, let family = style.fontFamily, let size = style.fontSize, size > 0, size.isFinite,
                  let natural = Self.natural(style) else { continue }
            let weight = Self.weight(style.fontWeight)
            let height = (natural * 1000).rounded() / 1000
            let ratio = (natural / size * 10_000).rounded() / 10_000
            sizes[Key(family: family, weight: weight, size: size), default: [:]][height, default: 0] += 1
            weights[family + "|" + String(weight), default: [:]][ratio, default: 0] += 1
            families[family, default: [:]][ratio, default: 0] += 1
        }
        // The most common value; of equally common ones, the larger (a font measured without its file gets 1.2 ×).
        func mode(_ counts: [Double: Int]) -> Double {
            counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }!.key
        }
        bySize = sizes.mapValues(mode)
        byWeight = weights.mapValues(mode)
        byFamily = families.mapValues(mode)
    }

    /// A style's natural line height as the export gives it for that one text: its line height over its share of
    /// the natural one; with no share given, the line height is the natural one. Nil when the export does not say.
    static func natural(_ style: TypeStyle) -> Double? {
        guard let pixels = style.lineHeightPx, pixels > 0, pixels.isFinite else { return nil }
        if let percent = style.lineHeightPercent {
            guard percent > 0, percent.isFinite else { return nil }
            return pixels * 100 / percent
        }
        return style.lineHeightPercentFontSize == nil ? pixels : nil
    }

    /// Figma's weight snapped to the nine named ones, as the generated code names them (400 when none).
    static func weight(_ weight: Double?) -> Int {
        guard let weight, weight.isFinite else { return 400 }
        return Int(min(max((weight / 100).rounded(), 1), 9)) * 100
    }

    /// The natural line height of `family` at `weight` and `size`, and where it comes from; nil when the export
    /// has no metrics for the family.
    func natural(family: String, weight: Int, size: Double) -> (height: Double, source: String)? {
        if let height = bySize[Key(family: family, weight: weight, size: size)] {
            return (height, "the export's metrics of \(family) \(weight) at \(Self.number(size))")
        }
        if let ratio = byWeight[family + "|" + String(weight)] {
            return (ratio * size, "the export's metrics of \(family) \(weight)")
        }
        if let ratio = byFamily[family] {
            return (ratio * size, "the export's metrics of \(family)")
        }
        return nil
    }

    /// The natural line height for a text's style (its font's).
    func natural(_ style: TypeStyle) -> Double? {
        guard let family = style.fontFamily, let size = style.fontSize else { return Self.natural(style) }
        return natural(family: family, weight: Self.weight(style.fontWeight), size: size)?.height ?? Self.natural(style)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
