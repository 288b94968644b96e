/// Spellings both targets share: the UIKit output's modifiers are named and shaped like SwiftUI's, so one
/// design reads the same in both (`.frame(width: 24, height: 24)`, `.constraints(.right, .top, …)`).
enum Spelling {
    /// A string of literal texts and text parameters: one literal, or one with interpolations (`"\(title), more"`).
    static func interpolated(_ values: [TextValue]) -> String {
        var literal = ""
        var interpolates = false
        for value in values {
            switch value {
            case .literal(let text): literal += text
            case .member: interpolates = true
            }
        }
        guard interpolates else { return SwiftLiteral.string(literal) }
        if values.count == 1, case .member(let member) = values[0] { return SwiftName.escaped(member) }
        let body = values.map { value in
            switch value {
            case .literal(let text): String(SwiftLiteral.string(text).dropFirst().dropLast())
            case .member(let member): "\\(" + SwiftName.escaped(member) + ")"
            }
        }.joined()
        return "\"" + body + "\""
    }

    /// Figma's names for constraints, as the design panel shows them (`.right`, `.topBottom`).
    static func constraintName(_ constraint: ResizingConstraint, horizontal: Bool) -> String {
        switch constraint {
        case .min: horizontal ? ".left" : ".top"
        case .max: horizontal ? ".right" : ".bottom"
        case .center: ".center"
        case .stretch: horizontal ? ".leftRight" : ".topBottom"
        case .scale: ".scale"
        }
    }

    /// A grid track layout's arguments, the same in both targets: `columns: [.fr(1), .fixed(24)], rows: […],
    /// columnSpacing: 12, rowSpacing: 8, designWidth: 360, designHeight: 208`.
    static func gridTracks(_ tracks: GridTracks, columnSpacing: Double, rowSpacing: Double) -> String {
        func list(_ tracks: [GridTrack]) -> String {
            let spelled = tracks.map { track in
                switch track {
                case .fixed(let length): ".fixed(\(SwiftLiteral.number(length)))"
                case .flexible(let share): ".fr(\(SwiftLiteral.number(share)))"
                case .auto: ".auto"
                }
            }
            // `repeat(12, minmax(0, 1fr))` reads as one track repeated.
            if spelled.count > 2, let first = spelled.first, spelled.allSatisfy({ $0 == first }) {
                return "Array(repeating: \(first), count: \(spelled.count))"
            }
            return "[" + spelled.joined(separator: ", ") + "]"
        }
        return "columns: \(list(tracks.columns)), rows: \(list(tracks.rows)), columnSpacing: \(SwiftLiteral.number(columnSpacing)), "
            + "rowSpacing: \(SwiftLiteral.number(rowSpacing)), designWidth: \(SwiftLiteral.number(tracks.designWidth)), designHeight: \(SwiftLiteral.number(tracks.designHeight))"
    }

    /// A cell's `.gridArea(row:column:rowSpan:columnSpan:horizontal:vertical:)` (spans of 1 left out).
    static func gridArea(_ area: GridArea) -> String {
        var arguments = ["row: \(area.row)", "column: \(area.column)"]
        if area.rowSpan != 1 { arguments.append("rowSpan: \(area.rowSpan)") }
        if area.columnSpan != 1 { arguments.append("columnSpan: \(area.columnSpan)") }
        arguments += ["horizontal: .\(area.horizontal.rawValue)", "vertical: .\(area.vertical.rawValue)"]
        return ".gridArea(" + arguments.joined(separator: ", ") + ")"
    }

    static let fontWeights: [Int: String] = [
        100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
        600: "semibold", 700: "bold", 800: "heavy", 900: "black",
    ]

    static func alignmentName(_ alignment: Alignment2D) -> String {
        switch (alignment.horizontal, alignment.vertical) {
        case (.start, .start): ".topLeading"
        case (.center, .start): ".top"
        case (.end, .start): ".topTrailing"
        case (.start, .center): ".leading"
        case (.center, .center): ".center"
        case (.end, .center): ".trailing"
        case (.start, .end): ".bottomLeading"
        case (.center, .end): ".bottom"
        case (.end, .end): ".bottomTrailing"
        }
    }


    /// A fixed frame (`width:height:`) and a flexible one (`min…max…`) are separate SwiftUI overloads. Every
    /// sized layer has one: each line is built in place.
    static func frameLines(_ frame: FrameValue) -> [String] {
        func argument(_ line: inout String, _ label: String, _ value: String) {
            line += line.isEmpty ? ".frame(" : ", "
            line += label
            line += value
        }
        var fixed = "", flexible = ""
        if let width = frame.width { argument(&fixed, "width: ", SwiftLiteral.number(width)) }
        if let height = frame.height { argument(&fixed, "height: ", SwiftLiteral.number(height)) }
        if let minWidth = frame.minWidth { argument(&flexible, "minWidth: ", SwiftLiteral.number(minWidth)) }
        // FILL grows up to the max size when there is one.
        // `.fillContainer` is `.infinity` (a support file's constant): swiftc looks `.infinity` up anew in every file,
        // about 15 ms a file against Apple's SDK, and a member of figgen's own once.
        if let maxWidth = frame.maxWidth { argument(&flexible, "maxWidth: ", SwiftLiteral.number(maxWidth)) } else if frame.fillWidth { argument(&flexible, "maxWidth: ", ".fillContainer") }
        if let minHeight = frame.minHeight { argument(&flexible, "minHeight: ", SwiftLiteral.number(minHeight)) }
        if let maxHeight = frame.maxHeight { argument(&flexible, "maxHeight: ", SwiftLiteral.number(maxHeight)) } else if frame.fillHeight { argument(&flexible, "maxHeight: ", ".fillContainer") }
        var lines: [String] = []
        // Both frames align their content: the fixed one inside its size, the flexible one inside the space it takes.
        for var line in [fixed, flexible] where !line.isEmpty {
            if let alignment = frame.alignment { argument(&line, "alignment: ", alignmentName(alignment)) }
            lines.append(line + ")")
        }
        if frame.hugWidth || frame.hugHeight {
            lines.append(".fixedSize(horizontal: \(frame.hugWidth), vertical: \(frame.hugHeight))")
        }
        return lines
    }

    /// A call of a set with one variant's values (`Button(state: .pressed)`).
    static func variantCall(_ declaration: Declaration, _ variant: Variant) -> String {
        let arguments = variant.values.map { "\(SwiftName.escapedArgumentLabel($0.property)): .\($0.caseMember)" }
        return "\(declaration.typeName)(\(arguments.joined(separator: ", ")))"
    }

    /// `.frame(width: 375, height: 812)`: a preview or catalog entry at its design size.
    static func fixedFrame(_ size: Size2D) -> String {
        ".frame(width: \(SwiftLiteral.number(size.width)), height: \(SwiftLiteral.number(size.height)))"
    }
}
