import UIKit

/// The look of a run of text, as Figma's text style fields: every field is optional, so a run states only
/// what differs from the text's base style (`merged(over:)`).
public struct TextAttributes: Sendable {
    public enum TextCase: Sendable {
        case uppercase, lowercase
    }

    public var family: String?
    public var size: CGFloat?
    public var weight: UIFont.Weight?
    public var italic: Bool?
    /// Letter spacing in points.
    public var tracking: CGFloat?
    /// Figma's line height in points.
    public var lineHeight: CGFloat?
    /// Figma's space between paragraphs in points.
    public var paragraphSpacing: CGFloat?
    public var textCase: TextCase?
    public var underline: Bool?
    public var strikethrough: Bool?
    public var color: UIColor?

    public init(_ base: TextAttributes? = nil, family: String? = nil, size: CGFloat? = nil, weight: UIFont.Weight? = nil, italic: Bool? = nil,
                tracking: CGFloat? = nil, lineHeight: CGFloat? = nil, paragraphSpacing: CGFloat? = nil, textCase: TextCase? = nil,
                underline: Bool? = nil, strikethrough: Bool? = nil, color: UIColor? = nil) {
        self.family = family ?? base?.family
        self.size = size ?? base?.size
        self.weight = weight ?? base?.weight
        self.italic = italic ?? base?.italic
        self.tracking = tracking ?? base?.tracking
        self.lineHeight = lineHeight ?? base?.lineHeight
        self.paragraphSpacing = paragraphSpacing ?? base?.paragraphSpacing
        self.textCase = textCase ?? base?.textCase
        self.underline = underline ?? base?.underline
        self.strikethrough = strikethrough ?? base?.strikethrough
        self.color = color ?? base?.color
    }

    /// These attributes, with `base`'s where these have none.
    public func merged(over base: TextAttributes) -> TextAttributes {
        TextAttributes(base, family: family, size: size, weight: weight, italic: italic, tracking: tracking, lineHeight: lineHeight,
                       paragraphSpacing: paragraphSpacing, textCase: textCase, underline: underline, strikethrough: strikethrough, color: color)
    }

    /// The font: the family at the weight when the device has it, else the system font.
    public var font: UIFont {
        let size = size ?? 17
        let weight = weight ?? .regular
        var font = UIFont.systemFont(ofSize: size, weight: weight)
        if let family {
            let descriptor = UIFontDescriptor(fontAttributes: [.family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight]])
            let named = UIFont(descriptor: descriptor, size: size)
            if named.familyName == family { font = named }
        }
        if italic == true, let descriptor = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic)) {
            font = UIFont(descriptor: descriptor, size: size)
        }
        return font
    }

    /// `text` with these attributes (the case applied to the characters).
    public func attributed(_ text: String) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let color { attributes[.foregroundColor] = color }
        if let tracking { attributes[.kern] = tracking }
        if underline == true { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if strikethrough == true { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if lineHeight != nil || paragraphSpacing != nil {
            let paragraph = NSMutableParagraphStyle()
            if let lineHeight {
                paragraph.minimumLineHeight = lineHeight
                paragraph.maximumLineHeight = lineHeight
                // Centre the glyphs in the taller (or shorter) line, as Figma does.
                attributes[.baselineOffset] = (lineHeight - font.lineHeight) / 4
            }
            if let paragraphSpacing { paragraph.paragraphSpacing = paragraphSpacing }
            attributes[.paragraphStyle] = paragraph
        }
        let cased = switch textCase {
        case .uppercase?: text.uppercased()
        case .lowercase?: text.lowercased()
        case nil: text
        }
        return NSAttributedString(string: cased, attributes: attributes)
    }
}

extension UILabel {
    /// A Figma text layer: runs of text, each styled over `style`, wrapping onto as many lines as it needs
    /// (or `lines` at most).
    public convenience init(_ runs: [(String, TextAttributes)], style: TextAttributes, alignment: NSTextAlignment = .natural, lines: Int = 0) {
        self.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        let text = NSMutableAttributedString()
        for (value, attributes) in runs { text.append(attributes.merged(over: style).attributed(value)) }
        attributedText = text
        textAlignment = alignment
        numberOfLines = lines
    }

    /// A Figma text layer with one style.
    public convenience init(_ text: String, style: TextAttributes, alignment: NSTextAlignment = .natural, lines: Int = 0) {
        self.init([(text, TextAttributes())], style: style, alignment: alignment, lines: lines)
    }
}
