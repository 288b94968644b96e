import Foundation
import FigmaModel

extension Lowering {
    mutating func lowerText(_ index: NodeIndex, parent: ParentLayout, scope: Scope) -> ViewNode {
        let node = file.nodes[index]
        let base = node.style ?? TypeStyle()
        let plainStyle = textStyle(base, fills: node.fills, index, role: "fill")
        var style = tokenizedTextStyle(plainStyle, index)
        // A font size bound to a variable (and not already part of a text style token) becomes a dimension token.
        if style.token == nil, let size = style.fontSize, let variable = node.boundVariables["fontSize"]?.first {
            style.fontSizeToken = dimensionToken(variable, value: size)
        }
        // Whether the text's lines are the line box its style gives, rounded as Figma lays them out: so for a text-style
        // parameter whose value states it (an "Auto" line height too, `literalFontStyle`).
        var lineBoxInStyle = false
        if let member = boundMember(index, .textStyle) {
            // The font and line box are the component's parameter (its default: the text's own, as above).
            lineBoxInStyle = literalFontStyle(index).lineHeight != nil
            style.token = nil
            style.fontFamily = nil
            style.fontSize = nil
            style.fontSizeToken = nil
            style.fontWeight = nil
            style.italic = false
            style.tracking = nil
            style.lineHeight = nil
            style.naturalLineHeight = nil
            style.member = member
        }
        var runs: [TextRun]
        if let member = boundMember(index, .characters) {
            runs = [TextRun(value: .member(member))]
            if !node.characterStyleOverrides.isEmpty, boundMember(index, .styledText) == nil {
                report(.note, .styledRuns, "text that instances override has styled runs; the parameter's text uses the base style", index)
            }
        } else if let key = node.componentPropertyReferences["characters"], let property = scope.properties[key], case .text = property.type {
            runs = [TextRun(value: .member(property.member))]
            if !node.characterStyleOverrides.isEmpty {
                report(.note, .styledRuns, "text bound to '\(key)' has styled runs; the property text uses the base style", index)
            }
        } else {
            if let key = node.componentPropertyReferences["characters"], !isInsideInstance(index) {
                report(.warning, .unresolvedProperty, "text is bound to '\(key)', which is not a text property of this component", index)
            }
            runs = styledRuns(node, base: base, index)
        }
        switch base.textCase {
        case .upper?: style.textCase = .uppercase
        case .lower?: style.textCase = .lowercase
        case .title?:
            // SwiftUI has no title case: literal text is capitalised here; property text cannot be.
            var capitalisedAll = true
            runs = runs.map { run in
                guard case .literal(let text) = run.value else {
                    capitalisedAll = false
                    return run
                }
                return TextRun(value: .literal(Self.titleCased(text)), style: run.style)
            }
            if !capitalisedAll {
                report(.note, .textCase, "title case cannot be applied to property text; shown as given", index)
            }
        case .smallCaps?, .smallCapsForced?:
            report(.note, .textCase, "text case \(base.textCase!.rawValue) cannot be expressed; text shown as written", index)
        default: break
        }
        if let member = boundMember(index, .textCase) {
            // Upper, lower or as written, as the caller says (the component's own case is the parameter's default).
            style.textCase = nil
            style.textCaseMember = member
        }
        let alignment: EdgeAlignment = switch base.textAlignHorizontal {
        case .center?: .center
        case .right?: .end
        default: .start
        }
        if base.textAlignHorizontal == .justified {
            report(.note, .textAlign, "justified text shown leading-aligned", index)
        }
        var lineLimit = base.maxLines
        if base.textTruncation == .ending || base.textAutoResize == .truncate { lineLimit = lineLimit ?? 1 }
        // Its lines, each Figma's line box, in its box less the space between its paragraphs.
        let paragraphs = FontLineHeights.paragraphCount(node.characters)
        let lines = FontLineHeights.lines(height: size(index).height, node.style, paragraphs: paragraphs)
        var content = TextContent(runs: runs, style: style, alignment: alignment, lineLimit: lineLimit, lines: lines,
                                  lineHeight: plainStyle.lineHeight, naturalLineHeight: plainStyle.naturalLineHeight)
        content.runsMember = boundMember(index, .styledText)
        if let spacing = FontLineHeights.paragraphSpacing(base) {
            content.paragraphSpacing = rounded(spacing)
            if options.target == .swiftui, runs.contains(where: { if case .member = $0.value { true } else { false } }) {
                report(.note, .paragraphSpacing, "SwiftUI's Text has no paragraph spacing: a property's paragraphs are drawn without it", index)
            } else if options.target == .swiftui, lineLimit == nil, paragraphs > Self.maximumStackedParagraphs {
                // SwiftUI stacks a literal text's paragraphs; a stack of very many views would type-check slowly (a
                // text is not split into members), so a text of that many paragraphs stays one `Text`.
                content.paragraphSpacing = nil
                report(.note, .paragraphSpacing, "more than \(Self.maximumStackedParagraphs) paragraphs: SwiftUI draws them as one Text, without their paragraph spacing", index)
            }
        }
        var view = ViewNode(.text(content), source: nodeSource(index))
        let vertical: EdgeAlignment = switch base.textAlignVertical {
        case .center?: .center
        case .bottom?: .end
        default: .start
        }
        if sizing(index, axis: .vertical, parent: parent) == .hug, let extra = roundedBoxExtra(index, lines: lines, paragraphs: paragraphs, lineBoxInStyle: lineBoxInStyle) ?? trimmedBoxExtra(index), extra != 0 {
            // Figma rounded the text's box to a whole point (up or down), or trimmed it to the cap height: the box,
            // not the lines, is what its frame lays out; the text sits in it as its vertical alignment says.
            let (top, bottom) = switch vertical {
            case .start: (0.0, extra)
            case .center: (rounded(extra / 2), rounded(extra / 2))
            case .end: (extra, 0.0)
            }
            view.modifiers.append(.padding(Insets(top: top, leading: 0, bottom: bottom, trailing: 0)))
        }
        appendFrame(&view, index, parent: parent, contentAlignment: Alignment2D(horizontal: alignment, vertical: vertical))
        appendEffectsAndBlending(&view, index)
        return view
    }

    /// How much taller (or, negative, shorter) than its `lines` (in `paragraphs`) as the code draws them a text's box
    /// is when Figma rounded to whole points, or a run's taller line made its line taller (nil when it is not so):
    /// its lines (each `lineBox`), or its box (a point either way: a Barlow line of 24.2 pt at a half-point offset is
    /// a 25 pt box). An "Auto" line height is left to the font in code, so there the rounding of each line is made up
    /// too: an Inter 16 line of 19.36 pt is a 19 pt box, two Roboto 15 lines of 17.58 pt a 36 pt one — unless the
    /// style states the rounded line box (`lineBoxInStyle`: a text-style parameter's value).
    func roundedBoxExtra(_ index: NodeIndex, lines: Int, paragraphs: Int, lineBoxInStyle: Bool = false) -> Double? {
        let node = file.nodes[index]
        guard let style = node.style, let lineBox = FontLineHeights.lineBox(style), let pixels = style.lineHeightPx else { return nil }
        let height = size(index).height
        let spacing = Double(paragraphs - 1) * (FontLineHeights.paragraphSpacing(style) ?? 0)
        let extra = rounded(height - spacing - Double(lines) * (FontLineHeights.isAuto(style) && !lineBoxInStyle ? pixels : lineBox))
        // A run with a taller line box of its own makes its line that tall (a heading of 38 pt lines with one word
        // at its font's "Auto" 40.83 pt is a 41 pt box).
        var taller = 0.0
        if !node.styleOverrideTable.isEmpty {
            let used = Set(node.characterStyleOverrides)
            let runLineBoxes = node.styleOverrideTable.filter { used.contains(Int($0.key) ?? 0) }.compactMap { FontLineHeights.lineBox($0.value) }
            taller = max((runLineBoxes.max() ?? 0) - lineBox, 0)
        }
        guard abs(extra) >= 0.01, abs(extra) <= 0.5 * Double(lines) + 0.5 + taller, abs(height - height.rounded()) < 0.001 else { return nil }
        return extra
    }

    /// How much shorter than its lines a text's box is when Figma trims it to the cap height (`leadingTrim:
    /// CAP_HEIGHT`): the space above the caps and below the baseline, which SwiftUI and UIKit labels keep.
    func trimmedBoxExtra(_ index: NodeIndex) -> Double? {
        let node = file.nodes[index]
        guard node.style?.leadingTrim == .capHeight, let lineHeight = node.style?.lineHeightPx, lineHeight > 0, lineHeight.isFinite else { return nil }
        let height = size(index).height
        let lines = max((height / lineHeight).rounded(.up), 1)
        let extra = rounded(height - lines * lineHeight)
        return extra < 0 && extra > -lineHeight ? extra : nil
    }

    /// Figma's TITLE case: the first letter of each word upper-cased, the rest as written. The standard
    /// library's own case tables keep this the same on every platform (Foundation's `capitalized` is not).
    static func titleCased(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            result += atWordStart && character.isLetter ? character.uppercased() : String(character)
            atWordStart = character.isWhitespace || (character.isPunctuation && character != "'")
        }
        return result
    }

    /// The full style of a text (or, for overrides, the fields an override sets).
    mutating func textStyle(_ style: TypeStyle, fills: [Paint]?, _ index: NodeIndex, role: String? = nil) -> TextStyle {
        var result = TextStyle()
        result.fontFamily = style.fontFamily
        result.fontSize = style.fontSize.map(rounded)
        // Weights snap to the nine named ones (100…900); anything outside that range is clamped.
        result.fontWeight = style.fontWeight.map { Int(min(max(($0 / 100).rounded(), 1), 9)) * 100 }
        result.italic = style.italic ?? false
        if let spacing = style.letterSpacing, spacing != 0 { result.tracking = rounded(spacing) }
        // Figma's "auto" line height is INTRINSIC_% at 100: the font's own. At another percentage (120% of the
        // font's own is a common text style) the line box is `lineHeightPx` as for a fixed height, rounded to a whole
        // point as Figma lays its lines out.
        if let lineHeight = FontLineHeights.lineBox(style), !FontLineHeights.isAuto(style) {
            result.lineHeight = rounded(lineHeight)
            result.naturalLineHeight = fontLineHeights.natural(style).map(rounded)
        }
        result.underline = style.textDecoration == .underline
        result.strikethrough = style.textDecoration == .strikethrough
        if let fills {
            let visible = paints(fills, index, role: role)
            switch visible.last?.resolved {
            case .color?, .member?:
                result.color = visible.last
            case .token?, .fillsMember?, .paintMember?:
                break  // `resolved` never returns a token; a text's fills are never a paint list
            case .linearGradient(let stops, _, _)?, .radialGradient(let stops, _, _)?, .angularGradient(let stops, _, _)?, .ellipticalGradient(let stops, _, _)?:
                report(.note, .textFill, "gradient text drawn in its first colour", index)
                result.color = stops.first.map { .color($0.color) }
            case .image?:
                report(.note, .textFill, "image-filled text drawn in the default colour", index)
            case nil:
                break
            }
        }
        return result
    }

    /// An instance's text in its runs of their own styles, each over the text's base style (its title case applied),
    /// for its component's styled-text parameter.
    mutating func styledText(_ index: NodeIndex) -> [TextRun] {
        let node = file.nodes[index]
        let runs = styledRuns(node, base: node.style ?? TypeStyle(), index)
        guard node.style?.textCase == .title else { return runs }
        return runs.map { run in
            guard case .literal(let text) = run.value else { return run }
            return TextRun(value: .literal(Self.titleCased(text)), style: run.style)
        }
    }

    /// Splits `characters` into runs by `characterStyleOverrides` (one entry per UTF-16 unit; 0 or a
    /// missing entry means the base style). Each run carries only the fields its override changes.
    private mutating func styledRuns(_ node: Node, base: TypeStyle, _ index: NodeIndex) -> [TextRun] {
        let characters = node.characters ?? ""
        let overrides = node.characterStyleOverrides
        guard !overrides.isEmpty, !node.styleOverrideTable.isEmpty else {
            return [TextRun(value: .literal(characters))]
        }
        let units = Array(characters.utf16)
        var runs: [TextRun] = []
        var start = 0
        func styleID(at position: Int) -> Int { position < overrides.count ? overrides[position] : 0 }
        while start < units.count {
            let id = styleID(at: start)
            var end = start + 1
            while end < units.count, styleID(at: end) == id { end += 1 }
            // Never split a surrogate pair.
            if end < units.count, UTF16.isTrailSurrogate(units[end]) { end += 1 }
            let text = String(decoding: units[start..<end], as: UTF16.self)
            var style = TextStyle()
            if id != 0 {
                if let override = node.styleOverrideTable[String(id)] {
                    style = runStyle(override, base: base, index)
                } else {
                    report(.warning, .styledRuns, "characterStyleOverrides refers to style \(id), which is not in styleOverrideTable", index)
                }
            }
            if var last = runs.last, last.style == style, case .literal(let previous) = last.value {
                last.value = .literal(previous + text)
                runs[runs.count - 1] = last
            } else {
                runs.append(TextRun(value: .literal(text), style: style))
            }
            start = end
        }
        return runs.isEmpty ? [TextRun(value: .literal(""))] : runs
    }

    private mutating func runStyle(_ override: TypeStyle, base: TypeStyle, _ index: NodeIndex) -> TextStyle {
        let full = textStyle(override, fills: override.fills, index)
        var style = TextStyle()
        // A run's font needs both family and size (`Font.custom(_:size:)`): whichever it does not change
        // comes from the base style.
        let familyChanged = override.fontFamily != nil && override.fontFamily != base.fontFamily
        let sizeChanged = override.fontSize != nil && override.fontSize != base.fontSize
        if familyChanged || sizeChanged {
            style.fontFamily = override.fontFamily ?? base.fontFamily
            style.fontSize = (override.fontSize ?? base.fontSize).map(rounded)
        }
        if override.fontWeight != nil, override.fontWeight != base.fontWeight { style.fontWeight = full.fontWeight }
        if override.italic != nil, override.italic != base.italic { style.italic = full.italic }
        if override.letterSpacing != nil, override.letterSpacing != base.letterSpacing { style.tracking = full.tracking ?? 0 }
        if override.textDecoration != nil, override.textDecoration != base.textDecoration {
            style.underline = full.underline
            style.strikethrough = full.strikethrough
        }
        style.color = full.color
        return style
    }
}
