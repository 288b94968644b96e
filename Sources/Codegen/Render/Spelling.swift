/// Spellings both targets share: the UIKit output's modifiers are named and shaped like SwiftUI's, so one
/// design reads the same in both (`.frame(width: 24, height: 24)`, `.constraints(.right, .top, …)`).
enum Spelling {
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


    /// A fixed frame (`width:height:`) and a flexible one (`min…max…`) are separate SwiftUI overloads.
    static func frameLines(_ frame: FrameValue) -> [String] {
        var fixed: [String] = []
        if let width = frame.width { fixed.append("width: \(SwiftLiteral.number(width))") }
        if let height = frame.height { fixed.append("height: \(SwiftLiteral.number(height))") }
        var flexible: [String] = []
        if let minWidth = frame.minWidth { flexible.append("minWidth: \(SwiftLiteral.number(minWidth))") }
        // FILL grows up to the max size when there is one.
        if let maxWidth = frame.maxWidth { flexible.append("maxWidth: \(SwiftLiteral.number(maxWidth))") } else if frame.fillWidth { flexible.append("maxWidth: .infinity") }
        if let minHeight = frame.minHeight { flexible.append("minHeight: \(SwiftLiteral.number(minHeight))") }
        if let maxHeight = frame.maxHeight { flexible.append("maxHeight: \(SwiftLiteral.number(maxHeight))") } else if frame.fillHeight { flexible.append("maxHeight: .infinity") }
        let alignment = frame.alignment.map { "alignment: " + alignmentName($0) }
        var lines: [String] = []
        // Both frames align their content: the fixed one inside its size, the flexible one inside the space it takes.
        if !fixed.isEmpty {
            lines.append(".frame(" + (fixed + [alignment].compactMap { $0 }).joined(separator: ", ") + ")")
        }
        if !flexible.isEmpty {
            lines.append(".frame(" + (flexible + [alignment].compactMap { $0 }).joined(separator: ", ") + ")")
        }
        if frame.hugWidth || frame.hugHeight {
            lines.append(".fixedSize(horizontal: \(frame.hugWidth), vertical: \(frame.hugHeight))")
        }
        return lines
    }
}
