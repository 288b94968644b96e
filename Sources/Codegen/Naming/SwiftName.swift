import Foundation // only for NFC: `precomposedStringWithCanonicalMapping`

/// Swift identifiers from Figma names: the one place that turns design names into Swift names.
///
/// Type names keep the design's words and its `/` segments (joined with `_`), so a designer recognises them; the
/// mechanics:
/// 1. Normalise to NFC (swiftc treats NFC and NFD `café` as different names).
/// 2. Split the name on `/` into segments, and each segment into words on every scalar that is not a
///    *word scalar* (see `isWordScalar`): a scalar of the Swift identifier grammar that is also a letter,
///    mark or number. Emoji, punctuation, symbols, `_`, spaces and invisible format characters split words.
/// 3. Types: every word gets its first letter title-cased, the rest is kept (`ListItem` stays `ListItem`,
///    `NEW` stays `NEW`, `button` → `Button`). Members: the same, except that the first word of the first
///    segment has its leading capitals lowered (`ListItem` → `listItem`, `HTTPProxy` → `httpProxy`,
///    `NEW` → `new`). Segments are joined with `_`; empty segments are dropped.
/// 4. A name whose first scalar cannot start an identifier (a digit) gets a `_` prefix; an empty result
///    becomes `Unnamed` / `unnamed`.
/// 5. Types that would shadow a SwiftUI / Foundation / standard-library type get the type prefix, or
///    `Component` without one (`typeName(_:prefix:)`). Per-scope reservations and collisions are `NameScope`'s job.
/// 6. Escape last: `escaped(_:)` adds backticks to keywords when a name is printed. Never raw identifiers
///    such as `` `Frame 12` ``.
enum SwiftName {

    // MARK: - Type and member names

    /// The Swift type name for a Figma name: `ListItem/LeftImageText` → `ListItem_LeftImageText`,
    /// `button / primary large` → `Button_PrimaryLarge`, `24px grid` → `_24pxGrid`, `""` → `Unnamed`.
    ///
    /// With a `prefix` (a design system's `GS`, `BPL`; sanitised to word scalars) every type name is prefixed
    /// (`Button` → `GSButton`, `24px grid` → `GS24pxGrid`). Without one, a name that equals a reserved type name
    /// (`reservedTypeNames`, exact comparison: shadowing is by exact name) gets `Component` appended
    /// (`Button` → `ButtonComponent`). A prefixed name that is still reserved also gets `Component`.
    /// The result never needs backticks.
    static func typeName(_ figmaName: String, prefix: String? = nil) -> String {
        let core = core(figmaName, lowerFirstWord: false)
        let cleanPrefix = prefix.map { words($0).joined() } ?? ""
        var name = cleanPrefix + (core.isEmpty ? unnamedType : core)
        name = withValidHead(name)
        if reservedTypeNameSet.contains(name) || typeNameKeywords.contains(name) {
            name += shadowSuffix
        }
        return name
    }

    /// The Swift member name (property, enum case, parameter) for a Figma name: lowerCamelCase for the first
    /// word of the first segment, segments still joined with `_`:
    /// `ListItem/LeftImageText` → `listItem_LeftImageText`, `HTTPProxy` → `httpProxy`, `""` → `unnamed`.
    /// The result may be a keyword (`default`): print it with `escaped(_:)`. Scope reservations
    /// (`body`, `id`, `init`, …) are applied by `NameScope`.
    static func memberName(_ figmaName: String) -> String {
        let core = core(figmaName, lowerFirstWord: true)
        return withValidHead(core.isEmpty ? unnamedMember : core)
    }

    /// A name's words, cased and joined, before the head and shadowing rules: on bytes for an ASCII name.
    static func core(_ name: String, lowerFirstWord: Bool) -> String {
        asciiCore(name, lowerFirstWord: lowerFirstWord) ?? generalCore(name, lowerFirstWord: lowerFirstWord)
    }

    /// `core` by the general (Unicode) rule, which `asciiCore` agrees with on every ASCII name.
    static func generalCore(_ name: String, lowerFirstWord: Bool) -> String {
        capped(joined(segments(name), lowerFirstWord: lowerFirstWord))
    }

    /// `generalCore` for an ASCII name (most design names, and every layer of a wide
    /// frame), on bytes: words are runs of ASCII letters and digits, and case mapping is ASCII's. Nil for any
    /// other name (the general rule then applies).
    static func asciiCore(_ name: String, lowerFirstWord: Bool) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isWord(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 4)
            var segmentHasWords = false, anyWord = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    segmentHasWords = false
                    index += 1
                    continue
                }
                guard isWord(byte) else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, isWord(bytes[end]) { end += 1 }
                if !segmentHasWords, anyWord { out.append(UInt8(ascii: "_")) }  // a new segment with words
                let word = bytes[index..<end]
                if lowerFirstWord, !anyWord {
                    // Leading capitals lowered, but the last of an acronym that starts the next word kept (`HTTPProxy`).
                    var run = 0
                    while index + run < end, isUpper(bytes[index + run]) { run += 1 }
                    var lowerCount = run
                    if run > 1, index + run < end, bytes[index + run] >= 0x61, !(end - (index + run) == 1 && bytes[index + run] == UInt8(ascii: "s")) {
                        lowerCount = run - 1
                    }
                    for (offset, byte) in word.enumerated() { out.append(offset < lowerCount ? byte | 0x20 : byte) }
                } else {
                    out.append(byte >= 0x61 ? byte & ~0x20 : byte)  // a lower-case letter title-cased; digits, capitals kept
                    out.append(contentsOf: word.dropFirst())
                }
                segmentHasWords = true
                anyWord = true
                index = end
            }
            return String(decoding: out.prefix(maximumLength), as: UTF8.self)
        }
    }

    /// The `/`-separated segments of a Figma name, each as its words; segments without words are dropped.
    static func segments(_ figmaName: String) -> [[String]] {
        // Split scalars, not Characters: a `/` followed by a combining mark is still a separator.
        nfc(figmaName).unicodeScalars.split(separator: "/", omittingEmptySubsequences: true)
            .map { words(String(String.UnicodeScalarView($0))) }
            .filter { !$0.isEmpty }
    }

    /// The words of `s` (NFC), unchanged in case: maximal runs of word scalars (`isWordScalar`).
    /// Every other scalar separates words, and a combining mark that does not follow a kept scalar is dropped.
    /// There is no camel-case splitting: `ListItem` is one word. `words("🔥 Hot deals")` → `["Hot", "deals"]`.
    static func words(_ s: String) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in nfc(s).unicodeScalars {
            if isWordScalar(scalar) {
                if current.isEmpty && isMark(scalar) { continue } // orphan mark: nothing to combine with
                current.append(scalar)
            } else if !current.isEmpty {
                result.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { result.append(String(current)) }
        return result
    }

    // MARK: - Printing

    /// `identifier` as printed in a declaration or an expression: backticks when it is a keyword
    /// (`default` → `` `default` ``), unchanged otherwise. Valid for properties, locals, enum cases,
    /// `self.` / `.` member references, and for every name `typeName` produces.
    /// Arbitrary type names: `escapedTypeName(_:)`; argument labels: `escapedArgumentLabel(_:)`.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `identifier` as printed where a type name is declared or used: like `escaped(_:)`, plus the contextual
    /// keywords that only fail there (`some`, `any`, `each`, `async`).
    static func escapedTypeName(_ identifier: String) -> String {
        isKeyword(identifier) ? "`\(identifier)`" : identifier
    }

    /// `label` as printed as an argument label. Keywords other than `inout`, `var` and `let` need no backticks
    /// there (swiftc warns "keyword 'default' does not need to be escaped in argument list"); in a call only
    /// `inout` needs them, in a parameter declaration `inout`, `var` and `let` do.
    static func escapedArgumentLabel(_ label: String, inDeclaration: Bool = false) -> String {
        let needed: Set<String> = inDeclaration ? ["inout", "var", "let", "_"] : ["inout", "_"]
        return needed.contains(label) ? "`\(label)`" : label
    }

    /// Whether `s` matches the identifier grammar of The Swift Programming Language (Lexical Structure, with
    /// the swiftc correction noted at `identifierHeadRanges`): one identifier-head, then identifier-characters. A keyword is a valid identifier that needs
    /// `escaped(_:)`. Backticks are not part of an identifier.
    static func isValidIdentifier(_ s: String) -> Bool {
        var scalars = s.unicodeScalars.makeIterator()
        guard let head = scalars.next(), isIdentifierHead(head) else { return false }
        while let scalar = scalars.next() {
            if !isIdentifierCharacter(scalar) { return false }
        }
        return true
    }

    /// Whether `s` needs backticks in some identifier position (`escaped(_:)`, `escapedTypeName(_:)`).
    static func isKeyword(_ s: String) -> Bool { keywords.contains(s) || typePositionKeywords.contains(s) }

    // MARK: - Character classes

    /// identifier-head of the Swift grammar (TSPL, Lexical Structure, Identifiers), as a range table;
    /// see `identifierHeadRanges` for the one place where swiftc is narrower than TSPL.
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || v == 0x5F
        }
        return inRanges(v, identifierHeadRanges)
    }

    /// Whether `text` is one identifier of the grammar (a keyword included: it is written with backticks where it
    /// needs them): what a name read from a file another run wrote must be before it goes into code.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.utf8.count <= 255, isIdentifierHead(first) else { return false }
        return text.unicodeScalars.dropFirst().allSatisfy(isIdentifierCharacter)
    }

    /// identifier-character of the Swift grammar: digits, the four combining ranges, identifier-head.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if (0x30...0x39).contains(v) { return true }
        return inRanges(v, identifierCombiningRanges) || isIdentifierHead(scalar)
    }

    /// Whether figgen keeps `scalar` inside a word: an identifier-character of the grammar that is also a
    /// letter (L*), a non-enclosing mark (Mn, Mc) or a number (N*), and not a variation selector.
    ///
    /// The grammar alone is not enough: it admits every scalar of U+10000–U+1FFFD (so `let 🔥 = 1` compiles),
    /// invisible format characters (U+200B–U+200D, U+202A–U+202E bidi overrides, U+2060–U+206F, U+FEFF),
    /// variation selectors and spacing symbols and punctuation (`·` U+00B7, `¨`, fullwidth `（` U+FF08).
    /// Emoji and punctuation drop out, so a name reads the same as it compiles.
    /// `_` (connector punctuation) separates words too, so `icon_arrow` → `IconArrow`, and `_` in a type name
    /// always means a `/` in the Figma name.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        }
        guard isIdentifierCharacter(scalar) else { return false }
        if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return false } // variation selectors
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// identifier-head ranges above ASCII, in order (TSPL, Lexical Structure), with one correction to match
    /// swiftc: TSPL lists U+FE47–U+FFFD, but swiftc's lexer accepts only U+FE47–U+FFF8 (U+FFF9–U+FFFD are
    /// rejected, verified with swiftc 6.3 and pinned by a test). Every other boundary agrees with swiftc.
    static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF,
        0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
        0x0100...0x02FF, 0x0370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFF8, // TSPL: U+FFFD; swiftc: U+FFF8
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// identifier-character ranges that are not identifier-head (combining marks), besides 0–9.
    static let identifierCombiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    // MARK: - Reserved words

    /// Words that need backticks as an identifier in a declaration or expression (`let x`, `var x: T`,
    /// `case x`, `x`, `self.x`, `E.x`), each verified with `swiftc -typecheck` (Swift 6.3, Swift 6 mode):
    /// unescaped fails, escaped compiles.
    /// - declarations: associatedtype class deinit enum extension fileprivate func import init inout internal
    ///   let operator precedencegroup private protocol public rethrows static struct subscript typealias var
    /// - statements: break case catch continue default defer do else fallthrough for guard if in repeat
    ///   return switch throw where while
    /// - expressions and types: Any as await false is nil self Self super throws true try `_`
    /// - after a dot: `Type`, `Protocol` (`self.Type` is a metatype)
    /// - a member alone at the start of a statement, as a view builder's line or a switch case's: `actor` and
    ///   `macro` begin a declaration there, and `get`, `set`, `willSet`, `didSet` first in a computed property's
    ///   body are read as its accessors (found by the hard-names property test; escaped, all compile)
    /// Not included, because they compile unescaped in all those positions: the other contextual keywords
    /// (`some`, `any`, `each`, `async`, `open`, `package`, `lazy`, `weak`, `mutating`, `borrowing`, `consuming`,
    /// `sending`, `nonisolated`, `then`, `unsafe`, …).
    /// `await` compiles as an enum case but not as a property or local, so it is included.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "_",
        "actor", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "didSet", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "get", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "macro", "nil", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "set", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
        "where", "while", "willSet",
    ]

    /// Contextual keywords that need backticks only as a type name (`struct some {}` fails, verified with
    /// swiftc). `typeName` never produces them (its words start upper-case); `escapedTypeName` covers them.
    static let typePositionKeywords: Set<String> = ["any", "async", "each", "some"]

    /// Member names reserved in a View struct's member scope (`NameScope.members`): `body` (the View
    /// requirement), `id` (Identifiable), `init`, and `self` (a property named `self` compiles escaped, but a
    /// bare `` `self` `` in an expression still means the instance). Collisions get a numeric suffix: `body2`.
    static let reservedMemberNames: Set<String> = ["body", "id", "init", "self"]

    /// Member names a generated `UIView` subclass cannot declare as a stored property: every property of
    /// `UIView`, `UIResponder`, `NSObject` and the protocols they adopt that a stored `var` would fail to
    /// override ("cannot override with a stored property", "cannot override a property with type …"). Found by
    /// declaring each candidate from the iOS 17.4 SDK's headers in a UIView subclass and keeping those swiftc
    /// rejects (methods such as `layoutSubviews` do not clash with a property), plus `hashValue`, which `NSObject`
    /// declares in Swift (`@nonobjc`, so not in the headers; found by the hard-names property test), and `rebuild`, the
    /// method each generated UIKit type declares.
    static let uikitReservedMemberNames: Set<String> = [
        "accessibilityActivateBlock", "accessibilityActivationPoint", "accessibilityActivationPointBlock",
        "accessibilityAttributedHint", "accessibilityAttributedHintBlock", "accessibilityAttributedLabel",
        "accessibilityAttributedLabelBlock", "accessibilityAttributedUserInputLabels",
        "accessibilityAttributedUserInputLabelsBlock", "accessibilityAttributedValue",
        "accessibilityAttributedValueBlock", "accessibilityContainerType", "accessibilityContainerTypeBlock",
        "accessibilityCustomActions", "accessibilityCustomActionsBlock", "accessibilityCustomRotors",
        "accessibilityCustomRotorsBlock", "accessibilityDecrementBlock", "accessibilityDirectTouchOptions",
        "accessibilityDragSourceDescriptors", "accessibilityDropPointDescriptors", "accessibilityElements",
        "accessibilityElementsBlock", "accessibilityElementsHidden", "accessibilityElementsHiddenBlock",
        "accessibilityFrame", "accessibilityFrameBlock", "accessibilityHeaderElementsBlock", "accessibilityHint",
        "accessibilityHintBlock", "accessibilityIdentifier", "accessibilityIdentifierBlock",
        "accessibilityIgnoresInvertColors", "accessibilityIncrementBlock", "accessibilityLabel",
        "accessibilityLabelBlock", "accessibilityLanguage", "accessibilityLanguageBlock",
        "accessibilityMagicTapBlock", "accessibilityNavigationStyle", "accessibilityNavigationStyleBlock",
        "accessibilityPath", "accessibilityPathBlock", "accessibilityPerformEscapeBlock",
        "accessibilityRespondsToUserInteraction", "accessibilityRespondsToUserInteractionBlock",
        "accessibilityShouldGroupAccessibilityChildrenBlock", "accessibilityTextualContext",
        "accessibilityTextualContextBlock", "accessibilityTraits", "accessibilityTraitsBlock",
        "accessibilityUserInputLabels", "accessibilityUserInputLabelsBlock", "accessibilityValue",
        "accessibilityValueBlock", "accessibilityViewIsModal", "accessibilityViewIsModalBlock",
        "activityItemsConfiguration", "alignmentRectInsets", "alpha", "anchorPoint",
        "appliedContentSizeCategoryLimitsDescription", "autoContentAccessingProxy", "automationElements", "backgroundColor",
        "automationElementsBlock", "autoresizesSubviews", "autoresizingMask", "bottomAnchor", "bounds",
        "canBecomeFirstResponder", "canBecomeFocused", "canResignFirstResponder", "center", "centerXAnchor",
        "centerYAnchor", "classForCoder", "classForKeyedArchiver", "clearsContextBeforeDrawing", "clipsToBounds",
        "collisionBoundingPath", "collisionBoundsType", "constraints", "contentMode", "contentScaleFactor",
        "coordinateSpace", "debugDescription", "description", "directionalLayoutMargins",
        "editingInteractionConfiguration", "effectiveUserInterfaceLayoutDirection", "firstBaselineAnchor",
        "focusEffect", "focusGroupIdentifier", "focusGroupPriority", "focusItemContainer", "frame",
        "gestureRecognizers", "hasAmbiguousLayout", "hash", "hashValue", "heightAnchor", "hoverStyle", "inputAccessoryView",
        "inputAccessoryViewController", "inputAssistantItem", "inputView", "inputViewController",
        "insetsLayoutMarginsFromSafeArea", "interactions", "intrinsicContentSize", "isAccessibilityElement",
        "isAccessibilityElementBlock", "isExclusiveTouch", "isFirstResponder", "isFocused", "isHidden",
        "isMultipleTouchEnabled", "isOpaque", "isTransparentFocusItem", "isUserInteractionEnabled", "keyCommands",
        "keyboardLayoutGuide", "largeContentImage", "largeContentImageInsets", "largeContentTitle",
        "lastBaselineAnchor", "layer", "layoutGuides", "layoutMargins", "layoutMarginsGuide", "leadingAnchor",
        "leftAnchor", "mask", "maximumContentSizeCategory", "minimumContentSizeCategory", "motionEffects", "next",
        "overrideUserInterfaceStyle", "parentFocusEnvironment", "pasteConfiguration", "preferredFocusEnvironments",
        "preferredFocusedView", "preservesSuperviewLayoutMargins", "readableContentGuide", "rebuild",
        "restorationIdentifier", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "scalesLargeContentImage",
        "semanticContentAttribute", "shouldGroupAccessibilityChildren", "showsLargeContentViewer", "subviews",
        "superclass", "superview", "tag", "textInputContextIdentifier", "textInputMode", "tintAdjustmentMode",
        "tintColor", "topAnchor", "trailingAnchor", "traitCollection", "traitOverrides", "transform", "transform3D",
        "translatesAutoresizingMaskIntoConstraints", "undoManager", "userActivity", "viewForFirstBaselineLayout",
        "viewForLastBaselineLayout", "widthAnchor", "window",
    ]

    /// Enum case names reserved in a nested enum (`NameScope.enumCases`): `Type` and `Protocol` (`E.Type` is the
    /// metatype; `case Type` fails even escaped, verified with swiftc), `init` and `self` (compile escaped, but
    /// read as `E.init` / `E.self`). Compared case-insensitively, so `type` becomes `type2` too.
    static let reservedEnumCaseNames: Set<String> = ["Protocol", "Type", "init", "self"]

    /// Nested type names reserved inside a generated View struct (`NameScope.nestedTypes`): `Type`, `Protocol`
    /// and `Self` (`Button.Type` is the metatype), and `Body` (a nested `Body` breaks the inferred
    /// `associatedtype Body` of View; verified with swiftc on a stand-in protocol).
    static let reservedNestedTypeNames: Set<String> = ["Body", "Protocol", "Self", "Type"]

    /// Upper-case keywords that a generated type may not be named after; `typeName` appends `Component`.
    static let typeNameKeywords: Set<String> = ["Any", "Protocol", "Self", "Type"]

    /// Type names exported by SwiftUI (and what it re-exports: Combine, CoreGraphics), Foundation and the Swift
    /// standard library, plus those module names, that a generated top-level type must not shadow. Sorted.
    /// Also `Body`: inside every generated View, `Body` means the protocol's associated type, so a type named
    /// `Body` could not be called from another view's body.
    /// Foundation and standard-library names were checked with swiftc on Linux (`X.self` resolves, or is
    /// "unavailable in swift-corelibs-foundation", i.e. real on Apple platforms); SwiftUI names are its public
    /// API through iOS 18 and cannot be checked on Linux.
    static let reservedTypeNames: [String] = [
        "Actor", "AffineTransform", "Alert", "Alignment", "AlignmentID", "Anchor", "Angle", "AngularGradient",
        "Animatable", "Animation", "AnyGesture", "AnyHashable", "AnyKeyPath", "AnyLayout", "AnyObject", "AnyShape",
        "AnyShapeStyle", "AnyTransition", "AnyView", "App", "AppStorage", "Array", "ArraySlice", "AsyncImage",
        "AsyncSequence", "AsyncStream", "AsyncThrowingStream", "AttributedString", "AttributedSubstring", "Axis",
        "BackgroundStyle", "BidirectionalCollection", "BinaryFloatingPoint", "BinaryInteger", "Bindable", "Binding",
        "BitwiseCopyable", "BlendMode", "Body", "Bool", "BorderedButtonStyle", "Bundle", "Button", "ButtonRole",
        "ButtonStyle", "ByteCountFormatter", "CGAffineTransform", "CGFloat", "CGPoint", "CGRect", "CGSize",
        "CGVector", "Calendar", "Canvas", "Capsule", "CaseIterable", "Character", "CharacterSet",
        "CheckedContinuation", "Circle", "Clock", "ClosedRange", "CocoaError", "Codable", "CodingKey", "Collection",
        "CollectionOfOne", "Color", "ColorPicker", "ColorScheme", "Combine", "Commands", "Comparable",
        "ComparisonResult", "ContainerRelativeShape", "ContentMode", "ContentUnavailableView", "ContiguousArray",
        "ContinuousClock", "ControlGroup", "ControlSize", "Copyable", "CustomDebugStringConvertible",
        "CustomStringConvertible", "Data", "Date", "DateComponents", "DateComponentsFormatter", "DateFormatter",
        "DateInterval", "DatePicker", "Decimal", "Decodable", "DecodingError", "Dictionary", "DisclosureGroup",
        "DispatchQueue", "Divider", "Double", "DragGesture", "Duration", "DynamicProperty", "Edge", "EdgeInsets",
        "EditButton", "EditMode", "Ellipse", "EllipticalGradient", "EmptyView", "Encodable", "EncodingError",
        "Environment", "EnvironmentKey", "EnvironmentObject", "EnvironmentValues", "Equatable", "Error",
        "Escapable", "FileHandle", "FileManager", "FixedWidthInteger", "Float", "FloatingPoint", "FocusState",
        "FocusedValue", "Font", "ForEach", "Form", "FormatStyle", "Formatter", "Foundation", "Gauge",
        "GeometryProxy", "GeometryReader", "Gesture", "Gradient", "GraphicsContext", "Grid", "GridItem", "GridRow",
        "Group", "GroupBox", "HStack", "Hashable", "Hasher", "HorizontalAlignment", "Identifiable", "Image",
        "ImageRenderer", "IndexPath", "IndexSet", "InlineArray", "Int", "Int16", "Int32", "Int64", "Int8",
        "IteratorProtocol", "JSONDecoder", "JSONEncoder", "JSONSerialization", "KeyPath", "KeyboardShortcut",
        "KeyframeAnimator", "Label", "LabeledContent", "Layout", "LayoutSubviews", "LazyHGrid", "LazyHStack",
        "LazyVGrid", "LazyVStack", "LinearGradient", "Link", "List", "Locale", "LocalizedError",
        "LocalizedStringKey", "LongPressGesture", "MagnifyGesture", "MainActor", "Material", "Measurement", "Menu",
        "MenuStyle", "Mirror", "ModifiedContent", "MultiDatePicker", "NSAttributedString", "NSError", "NSNumber",
        "NSObject", "NSRange", "NSString", "Namespace", "NavigationLink", "NavigationPath", "NavigationSplitView",
        "NavigationStack", "NavigationView", "Never", "Notification", "NotificationCenter", "NumberFormatter",
        "Numeric", "ObjectIdentifier", "ObservableObject", "ObservedObject", "Operation", "OperationQueue",
        "OptionSet", "Optional", "OutlineGroup", "Path", "PersonNameComponents", "PhaseAnimator", "Picker", "Pipe",
        "PlainButtonStyle", "Predicate", "PreferenceKey", "PresentationDetent", "PreviewProvider", "Process",
        "ProcessInfo", "Progress", "ProgressView", "PropertyListDecoder", "PropertyListEncoder", "ProposedViewSize",
        "Published", "RadialGradient", "RandomAccessCollection", "Range", "RangeReplaceableCollection",
        "RawRepresentable", "Rectangle", "Result", "RotationGesture", "RoundedCornerStyle", "RoundedRectangle",
        "RunLoop", "ScaledMetric", "Scanner", "Scene", "SceneStorage", "ScrollView", "ScrollViewProxy",
        "ScrollViewReader", "Section", "SecureField", "Sendable", "Sequence", "Set", "SetAlgebra", "Shape",
        "ShapeStyle", "ShareLink", "Slice", "Slider", "SortDescriptor", "Spacer", "Span", "State", "StateObject",
        "StaticString", "Stepper", "Strideable", "String", "StringProtocol", "StrokeStyle", "SubmitLabel",
        "Substring", "SuspendingClock", "Swift", "SwiftUI", "SymbolRenderingMode", "Tab", "TabView", "Table",
        "TapGesture", "Task", "TaskGroup", "Text", "TextAlignment", "TextEditor", "TextField", "Thread",
        "TimeInterval", "TimeZone", "TimelineView", "Timer", "Toggle", "ToggleStyle", "ToolbarItem",
        "ToolbarItemGroup", "ToolbarItemPlacement", "Transaction", "Transition", "TupleView", "UInt", "UInt16",
        "UInt32", "UInt64", "UInt8", "URL", "URLComponents", "URLError", "URLQueryItem", "URLRequest",
        "URLResponse", "URLSession", "UUID", "UnevenRoundedRectangle", "Unicode", "Unit", "UnitPoint",
        "UnsafeMutablePointer", "UnsafePointer", "UnsafeRawPointer", "UserDefaults", "VStack", "VerticalAlignment",
        "View", "ViewBuilder", "ViewModifier", "ViewThatFits", "Visibility", "Void", "WindowGroup",
        "WritableKeyPath", "ZStack",
    ]

    /// Type names (and one function) of UIKit and what it imports — QuartzCore, Core Foundation, Core Text,
    /// Foundation's Objective-C classes — that generated code names without qualification (UIKit's output and
    /// support files; SwiftUI's colour tokens use `UIColor`), and the types every `UIView` subclass inherits
    /// (`AnimationOptions` inside a generated view is `UIView.AnimationOptions`), found by compiling a `UIView`
    /// subclass against the iOS 17.4 SDK. A generated type with one of these names would capture every use of it
    /// in the module: they are reserved for both targets (`reservedTypeNameSet`), so one design gets the same type
    /// names whichever target it is generated for. Sorted; a test keeps every such name the goldens' code uses
    /// in one of the two lists.
    static let uikitReservedTypeNames: [String] = [
        "AnimationCurve", "AnimationOptions", "AnimationTransition", "AutoresizingMask", "CAGradientLayer",
        "CAGradientLayerType", "CALayer", "CAShapeLayer", "CFError", "CFURL", "CTFontManagerRegisterFontsForURL",
        "Invalidations", "KeyframeAnimationOptions", "LayoutValueKey", "NSCoder", "NSDirectionalEdgeInsets",
        "NSLayoutAnchor", "NSLayoutConstraint", "NSMutableAttributedString", "NSMutableParagraphStyle",
        "NSTextAlignment", "NSUnderlineStyle", "SystemAnimation", "TintAdjustmentMode", "UIAction", "UIApplication",
        "UIBezierPath", "UIBlurEffect", "UIButton", "UIColor", "UIControl", "UIEvent", "UIFont", "UIFontDescriptor",
        "UIImage", "UIImageView", "UIKit", "UILabel", "UILayoutGuide", "UILayoutPriority", "UINavigationController",
        "UIPointerInteraction", "UIPointerInteractionAnimating", "UIPointerInteractionDelegate", "UIPointerRegion",
        "UIScrollView", "UIStackView", "UIView", "UIViewController", "UIVisualEffectView", "Unmanaged",
    ]

    /// Every type name a generated type must not take: `reservedTypeNames` and `uikitReservedTypeNames`.
    static let reservedTypeNameSet: Set<String> = Set(reservedTypeNames).union(uikitReservedTypeNames)

    /// Names are cut to this many UTF-8 bytes (at a scalar boundary, marks kept with their letter): a
    /// type name is also a file name, and file systems allow 255 bytes per name.
    static let maximumLength = 100

    static let unnamedType = "Unnamed"
    static let unnamedMember = "unnamed"
    static let shadowSuffix = "Component"

    // MARK: - Mechanics

    static func nfc(_ s: String) -> String {
        // ASCII is NFC already, and Foundation's normalisation costs a bridge per call.
        s.utf8.allSatisfy { $0 < 0x80 } ? s : s.precomposedStringWithCanonicalMapping
    }

    private static func inRanges(_ v: UInt32, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if v < ranges[mid].lowerBound { high = mid - 1 } else if v > ranges[mid].upperBound { low = mid + 1 } else { return true }
        }
        return false
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Segments → one name: words title-cased at their first scalar and concatenated, segments joined with `_`.
    private static func joined(_ segments: [[String]], lowerFirstWord: Bool) -> String {
        var parts: [String] = []
        for (s, words) in segments.enumerated() {
            var part = ""
            for (w, word) in words.enumerated() {
                part += (lowerFirstWord && s == 0 && w == 0) ? lowerLeading(word) : upperFirst(word)
            }
            parts.append(part)
        }
        return nfc(parts.joined(separator: "_"))
    }

    /// The first scalar title-cased (`button` → `Button`, `ǆ` → `ǅ`, `ß` → `Ss`), the rest unchanged.
    private static func upperFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let title = first.properties.titlecaseMapping
        guard title.unicodeScalars.allSatisfy(isWordScalar) else { return word }
        return title + String(word.unicodeScalars.dropFirst())
    }

    /// Leading capitals lowered, keeping the last one of an acronym that starts the next word:
    /// `ListItem` → `listItem`, `HTTPProxy` → `httpProxy`, `NEW` → `new`, `URLs` → `urls`, `iOS` → `iOS`.
    private static func lowerLeading(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var run = 0 // scalars in the leading upper-case run (marks belong to their letter)
        var letters = 0
        while run < scalars.count {
            let p = scalars[run].properties
            if p.isUppercase || p.generalCategory == .titlecaseLetter {
                letters += 1
            } else if !(letters > 0 && isMark(scalars[run])) {
                break
            }
            run += 1
        }
        guard letters > 0 else { return word }
        var lowerCount = run
        if letters > 1, run < scalars.count, scalars[run].properties.isLowercase {
            let rest = String(String.UnicodeScalarView(scalars[run...]))
            if rest != "s" { // `URLs` → `urls`, but `HTTPProxy` → `httpProxy`
                lowerCount = run - 1
                while lowerCount > 0 && isMark(scalars[lowerCount]) { lowerCount -= 1 }
            }
        }
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            if i < lowerCount {
                let lower = scalar.properties.lowercaseMapping
                out += lower.unicodeScalars.allSatisfy(isWordScalar) ? lower : String(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// At most `maximumLength` UTF-8 bytes, cut before a scalar that would overflow it (and before any
    /// combining marks that belong to the dropped letter).
    private static func capped(_ name: String) -> String {
        guard name.utf8.count > maximumLength else { return name }
        var result = String.UnicodeScalarView()
        var length = 0
        for scalar in name.unicodeScalars {
            let size = String(scalar).utf8.count
            if length + size > maximumLength { break }
            result.append(scalar)
            length += size
        }
        while let last = result.last, isMark(last) { result.removeLast() }
        return String(result)
    }

    /// `_` in front when the first scalar cannot start an identifier (`24px` → `_24px`).
    private static func withValidHead(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, !isIdentifierHead(first) else { return name }
        return "_" + name
    }
}

/// Hands out names in one scope in call (document) order: the first claim of a name gets it, repeats get
/// `2`, `3`, … (`Card`, `Card2`, `Card3`). Names are compared case-insensitively (`lowercased()` of the NFC
/// form), as case-insensitive file systems do, so `Title` then `title` gives `Title`, `title2`.
/// Reserved names count as already claimed: `body` in a member scope becomes `body2`.
/// A base that ends in a digit gets `_` before the number (`Item1`, `Item1_2`), so numbers never run together.
/// Deterministic: the result depends only on the sequence of claims.
struct NameScope: Sendable, Equatable {
    private var taken: Set<String> = []
    private var nextNumber: [String: Int] = [:]
    /// The names handed out so far, in claim order.
    private(set) var claimed: [String] = []

    init(reserved: Set<String> = []) {
        for name in reserved { taken.insert(Self.key(name)) }
    }

    /// A scope for the stored properties and other members of a generated View struct.
    static var members: NameScope { NameScope(reserved: SwiftName.reservedMemberNames) }
    /// A scope for the cases of a generated enum.
    static var enumCases: NameScope { NameScope(reserved: SwiftName.reservedEnumCaseNames) }
    /// A scope for types nested in a generated View struct (variant enums).
    static var nestedTypes: NameScope { NameScope(reserved: SwiftName.reservedNestedTypeNames) }
    /// A scope for top-level types of one output (shadowing is handled by `SwiftName.typeName(_:prefix:)`).
    static var types: NameScope { NameScope() }

    /// The comparison key: case-insensitive, NFC.
    static func key(_ name: String) -> String { SwiftName.nfc(name).lowercased() }

    func isTaken(_ name: String) -> Bool { taken.contains(Self.key(name)) }

    /// Takes `name` out of the scope without claiming it (another module's type, which this one's must not shadow).
    mutating func reserve(_ name: String) {
        taken.insert(Self.key(name))
    }

    /// Claims `base`, or `base` + the next free number.
    mutating func claim(_ base: String) -> String {
        let baseKey = Self.key(base)
        var name = base
        if taken.contains(baseKey) {
            let separator = base.unicodeScalars.last.map { (0x30...0x39).contains($0.value) } == true ? "_" : ""
            var number = nextNumber[baseKey] ?? 2
            repeat {
                name = base + separator + String(number)
                number += 1
            } while taken.contains(Self.key(name))
            nextNumber[baseKey] = number
        }
        taken.insert(Self.key(name))
        claimed.append(name)
        return name
    }
}

extension NameScope {
    /// Claims `base` (or `base2`, …) but never a name in `avoided`: used for members, which must not
    /// take a generated type's exact name (caseless scripts and `_` names can collide) and hide it.
    mutating func claim(_ base: String, avoiding avoided: Set<String>) -> String {
        claim(base, avoidingWhere: avoided.contains)
    }

    /// Claims `base` (or `base2`, …) but never a name `isAvoided` accepts (several sets, without joining them).
    mutating func claim(_ base: String, avoidingWhere isAvoided: (String) -> Bool) -> String {
        var name = claim(base)
        while isAvoided(name) { name = claim(base) }
        return name
    }
}
