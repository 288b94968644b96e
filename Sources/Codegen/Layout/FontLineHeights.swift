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
    /// The height Figma gives one line of an Auto line height, per font: what its one-line texts that hug their
    /// text measure. Figma lays an Auto line out by the font's own metrics, which its `lineHeightPx` does not always
    /// give (Montserrat at 14: `lineHeightPx` 16.41, every one-line box 17).
    private let autoLines: [Key: Double]

    init(_ file: FigmaFile) {
        var sizes: [Key: [Double: Int]] = [:]
        var lines: [Key: [Double: Int]] = [:]
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
            if Self.isAuto(style), style.textAutoResize == .widthAndHeight, abs(node.rotation) < 1e-9, node.characterStyleOverrides.isEmpty,
               let box = node.size?.y ?? node.absoluteBoundingBox?.height, box > 0, box.isFinite,
               !(node.characters ?? "").contains(where: \.isNewline) {
                lines[Key(family: family, weight: weight, size: size), default: [:]][(box * 1000).rounded() / 1000, default: 0] += 1
            }
        }
        // The most common value; of equally common ones, the larger (a font measured without its file gets 1.2 ×).
        func mode(_ counts: [Double: Int]) -> Double {
            counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }!.key
        }
        bySize = sizes.mapValues(mode)
        byWeight = weights.mapValues(mode)
        byFamily = families.mapValues(mode)
        autoLines = lines.mapValues(mode)
    }

    /// The height of one line of `style` when its line height is Auto, as Figma's one-line texts of that font
    /// measure it; nil when the export has no such text (or the style is not Auto).
    func autoLine(_ style: TypeStyle) -> Double? {
        guard Self.isAuto(style), let family = style.fontFamily, let size = style.fontSize else { return nil }
        return autoLines[Key(family: family, weight: Self.weight(style.fontWeight), size: size)]
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

    /// The height Figma gives each line of a text: its line height rounded to a whole point (a 14.4 pt line height
    /// lays out 14 pt lines — four of them are a 56 pt box —, a 23.8 pt one 24 pt lines). Every multi-line text of
    /// the corpus with a fractional line height holds a whole number of these, none of the unrounded ones. Nil when
    /// the export gives no line height.
    static func lineBox(_ style: TypeStyle?) -> Double? {
        guard let pixels = style?.lineHeightPx, pixels > 0, pixels.isFinite else { return nil }
        return pixels >= 1 ? pixels.rounded() : pixels
    }

    /// Whether a style's line height is Figma's "Auto" (INTRINSIC_% at 100): the font's own, which the code leaves
    /// to the font (its lines keep their unrounded height there).
    static func isAuto(_ style: TypeStyle) -> Bool {
        style.lineHeightUnit == .intrinsicPercent && abs((style.lineHeightPercent ?? 100) - 100) < 0.01
    }

    /// The space Figma puts between a text's paragraphs (after each but the last), when it has some.
    static func paragraphSpacing(_ style: TypeStyle?) -> Double? {
        guard let spacing = style?.paragraphSpacing, spacing > 0, spacing.isFinite else { return nil }
        return spacing
    }

    /// A text's paragraphs: its characters split at each line feed (an empty paragraph is still one line).
    static func paragraphs(_ characters: String?) -> [Substring] {
        (characters ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// How many paragraphs `characters` has (its line feeds + 1), as `paragraphs` splits it, without splitting it.
    static func paragraphCount(_ characters: String?) -> Int {
        (characters ?? "").count { $0 == "\n" } + 1
    }

    /// How many of its lines (each `lineBox`) a text box of `height` holds, less the paragraph spacing between
    /// its `paragraphs`: at least 1, 1 without a line height.
    static func lines(height: Double, _ style: TypeStyle?, paragraphs: Int = 1) -> Int {
        guard let lineBox = lineBox(style) else { return 1 }
        let spacing = Double(max(paragraphs - 1, 0)) * (paragraphSpacing(style) ?? 0)
        let lines = ((height - spacing) / lineBox).rounded()
        return lines.isFinite ? Int(min(max(lines, 1), 10_000)) : 1
    }

    /// `lines` shared among `paragraphs` (each at least one line) by their length, the remainder to the largest
    /// shares, earlier first: Figma does not say where a text wraps, and only the sum sizes its box.
    static func share(_ lines: Int, among paragraphs: [Substring]) -> [Int] {
        guard paragraphs.count > 1 else { return [lines] }
        let spare = max(lines - paragraphs.count, 0)
        let weights = paragraphs.map { Double(max($0.count, 1)) }
        let total = weights.reduce(0, +)
        var shares = weights.map { 1 + Int((Double(spare) * $0 / total).rounded(.down)) }
        var left = spare + paragraphs.count - shares.reduce(0, +)
        let order = weights.indices.sorted { a, b in
            let ra = Double(spare) * weights[a] / total, rb = Double(spare) * weights[b] / total
            let fa = ra - ra.rounded(.down), fb = rb - rb.rounded(.down)
            return fa != fb ? fa > fb : a < b
        }
        for position in order where left > 0 {
            shares[position] += 1
            left -= 1
        }
        return shares
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
