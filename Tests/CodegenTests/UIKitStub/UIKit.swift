// UIKit API stub for type-checking figgen's UIKit output on Linux (DESIGN.md §10), the counterpart of
// ../SwiftUIStub/SwiftUI.swift.
//
// Build: swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 6 UIKit.swift
// (../SwiftUIStub/typecheck.sh --uikit does that once per stub revision and caches the module).
//
// THE FAITHFULNESS RULE
//   Every public declaration here copies a declaration that client code sees after `import UIKit` on iOS:
//   same name, argument labels, parameter types, default arguments, optionality, generic constraints, result
//   type, designated/convenience/required initialisers, and the same `@MainActor` / `Sendable`. Nothing is
//   invented — no convenience overloads, no extra labels, no looser types. Bodies are dummies (`fatalError()`)
//   because only the type checker ever sees this module. When unsure whether an API exists, leave it OUT: a
//   missing declaration can only make a good file fail (and a human then checks Apple's SDK), an invented one
//   would let a bad file pass, which defeats the purpose of the check.
//   The surface is a SUBSET: what figgen's UIKit renderer and its support files use (Samples/ok) and what the
//   sample app shell uses (UIApplicationDelegate, UIWindow, UITabBarController, …), plus the other cases of the
//   enums used and the common neighbours of the members used.
//
// WHERE THE SIGNATURES CAME FROM
//   * The iOS 17.4 SDK (Xcode 15.3): the Objective-C headers of UIKit, QuartzCore, CoreGraphics and Foundation
//     as Swift imports them, printed with
//       swift-synthesize-interface -module-name UIKit -target arm64-apple-ios17.4 -sdk <SDK> -include-submodules
//     (same for QuartzCore and CoreGraphics), plus the Swift overlays UIKit.swiftmodule,
//     CoreGraphics.swiftmodule (usr/lib/swift) and DeveloperToolsSupport.swiftmodule (.swiftinterface).
//   * What UIKit re-exports on iOS is declared here too, because client code only writes `import UIKit`:
//     QuartzCore (CALayer, CAShapeLayer, CAGradientLayer, …), the CoreGraphics types Linux Foundation lacks
//     (CGColor, CGPath, CGImage, CGAffineTransform, …), UIKit's NSAttributedString additions
//     (NSAttributedString.Key.font, NSParagraphStyle, NSUnderlineStyle, NSTextAlignment, …) and, for the
//     `#Preview` macro, DeveloperToolsSupport's PreviewTrait.
//   * Declarations without an `@available` are iOS 2.0 or earlier than anything figgen targets; later ones
//     carry the SDK's attribute. NOTE: on Linux the compiler does not enforce iOS availability, so these
//     attributes document, they do not check.
//   * `#Preview`: UIKit's swiftinterface declares two overloads (a UIView and a UIViewController body),
//     implemented by the external macro PreviewsMacros.Common, which typecheck.sh replaces with a local
//     plugin that type-checks the arguments and expands to nothing.
//
// KNOWN DEVIATIONS AND NOTES
//   * Isolation: classes the SDK marks NS_SWIFT_UI_ACTOR (UIResponder, UIView and subclasses,
//     UIViewController, UILayoutGuide, NSLayoutConstraint, NSLayoutAnchor, UIVisualEffect) are `@MainActor`
//     here, with every member (also those the SDK declares in Objective-C categories, and `init()`) isolated
//     as in the SDK. The 17.4 headers spell the attribute `swift_attr("@UIActor")`, which Swift imports as a
//     *preconcurrency* main actor: misuse from a nonisolated context is only a warning there (checked with
//     Swift 6.3). Here it is an error, the choice SwiftUI.swift makes for View too: stricter than 17.4, so
//     code that passes here passes there, and it stays correct if a later SDK makes the isolation strict.
//   * Sendable follows the 17.4 SDK: UIColor, UIFont, UIFontDescriptor, UIImage, UITraitCollection, CGColor,
//     CGImage are `@unchecked Sendable`; UIBezierPath, NSParagraphStyle and PreviewTrait are explicitly not
//     (`@available(*, unavailable) extension … : @unchecked Sendable`, copied); CALayer and CGPath are
//     simply not Sendable. Imported C enums and option sets are written `Sendable` where the SDK prints
//     `@unchecked Sendable` (same effect for clients).
//   * Members the SDK declares in Objective-C categories (so in Swift extensions) are declared in the class
//     body here: without the Objective-C runtime only class-body members can be overridden, and client code
//     overrides e.g. `layoutSubviews()`, `intrinsicContentSize`, `loadView()`.
//   * Objective-C protocol conformances are left out (NSCopying, UIAppearance, UITraitEnvironment,
//     UICoordinateSpace, CALayerDelegate, …) except NSCoding / NSSecureCoding, kept on the classes that declare
//     it in the SDK (not restated on subclasses), because that conformance is what makes `init?(coder:)`
//     `required` for subclasses. On main-actor classes it is `@preconcurrency`, as the importer treats
//     Objective-C conformances there. Accordingly `@NSCopying` on properties is dropped, and so are `weak` /
//     `unowned(unsafe)` (UILayoutGuide.owningView, UIApplication.delegate, …): every property here is computed. UIColor and UIImage
//     keep the overlay's `_ExpressibleByColorLiteral` / `_ExpressibleByImageLiteral` conformances, whose
//     `required` initialisers are declared in the class body (Swift source cannot declare them in an extension).
//   * UIApplicationDelegate declares no requirements: all of the SDK's are Objective-C `optional` ones, which
//     Swift source cannot declare without the Objective-C runtime (so a misspelt delegate method is not
//     flagged here; the SDK only warns about near-misses anyway).
//   * `/*not inherited*/` factory initialisers (UIImage(named:), UIFont(descriptor:size:),
//     UIBlurEffect(style:), …) are `convenience` initialisers here: Swift source cannot express "not
//     inherited", which matters only for subclasses of those classes.
//   * Objective-C `class let` constants (UIView.layoutFittingCompressedSize, …) are `static let`.
//   * NSObject's `init()` is available wherever the SDK has it: inherited by classes that declare no designated
//     initialiser, redeclared where this stub declares designated ones (as `convenience` on UIView and
//     UIViewController, which the SDK gives designated initialisers, designated elsewhere), and redeclared on
//     main-actor classes so that it is isolated, as in the SDK.
//   * Linux Foundation: NSMutableAttributedString has only `init(string:)` there, while on iOS it inherits
//     NSObject's `init()`; this stub adds that `init()` (only when there is no Objective-C runtime).
//     NSAttributedString.Key, NSNumber, NSCoder, Bundle are Foundation's own.
//   * CoreGraphics pieces are declared only when CoreGraphics cannot be imported; they are the minimal copy
//     of its Swift API the UIKit declarations here need (CGColor, CGPath and CGImage have no public
//     initialisers here; CGAffineTransform has its overlay's initialisers and methods).
//   * DeveloperToolsSupport's `Preview` and `PreviewTrait<T>` are declared with just what `#Preview` needs
//     (the layout and orientation traits); the real ones live in their own module that UIKit re-exports.
//   * Permissive, by necessity: iOS availability is not enforced on Linux (see above), and the stand-in
//     #Preview plugin checks the macro's arguments but not where the macro is used.
//   * Only built and tested on Linux; the `#if canImport(...)` guards are there so that the file stays
//     buildable where Foundation already has those pieces, untested.

@_exported import Foundation
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

// MARK: - CoreGraphics pieces missing from Linux Foundation (copied from CoreGraphics' Swift API)

#if !canImport(CoreGraphics)
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public var isIdentity: Bool { self == .identity }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
}

public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// A Core Foundation type: no public initialisers here (CGColor(red:green:blue:alpha:) etc. are left out).
public class CGColor: Hashable, @unchecked Sendable {
    init() {}
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    @available(iOS 2.0, *)
    public var alpha: CGFloat { fatalError() }
    @available(iOS 2.0, *)
    public var numberOfComponents: Int { fatalError() }
    @available(iOS 2.0, *)
    public var components: [CGFloat]? { fatalError() }
}

/// A Core Foundation type, not Sendable (CGMutablePath and the path-building API are left out).
public class CGPath: Hashable {
    init() {}
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var isEmpty: Bool { fatalError() }
    public var boundingBox: CGRect { fatalError() }
    public var boundingBoxOfPath: CGRect { fatalError() }
    public var currentPoint: CGPoint { fatalError() }
}

/// A Core Foundation type: no public initialisers here.
public class CGImage: Hashable, @unchecked Sendable {
    init() {}
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var width: Int { fatalError() }
    public var height: Int { fatalError() }
}
#endif

// MARK: - Foundation gaps on Linux

#if !canImport(ObjectiveC)
extension NSMutableAttributedString {
    /// NSObject's `init()`, which NSMutableAttributedString inherits on iOS.
    public convenience init() { self.init(string: "") }
}
#endif

// MARK: - QuartzCore

public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0; m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0; m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14; self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34; self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public struct CALayerContentsGravity: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CALayerContentsGravity {
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

public struct CALayerCornerCurve: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CALayerCornerCurve {
    @available(iOS 13.0, *)
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    @available(iOS 13.0, *)
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CACornerMask: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var layerMinXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 0) }
    public static var layerMaxXMinYCorner: CACornerMask { CACornerMask(rawValue: 1 << 1) }
    public static var layerMinXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 2) }
    public static var layerMaxXMaxYCorner: CACornerMask { CACornerMask(rawValue: 1 << 3) }
}

/// The base layer class. Not main-actor isolated and not Sendable, as in the SDK.
@available(iOS 2.0, *)
open class CALayer: NSObject, NSSecureCoding {
    public override init() { super.init() }
    public init(layer: Any) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }

    open class func defaultValue(forKey key: String) -> Any? { fatalError() }
    open class func needsDisplay(forKey key: String) -> Bool { fatalError() }

    // Geometry and layer hierarchy
    open var bounds: CGRect { get { fatalError() } set {} }
    open var position: CGPoint { get { fatalError() } set {} }
    open var zPosition: CGFloat { get { fatalError() } set {} }
    open var anchorPoint: CGPoint { get { fatalError() } set {} }
    open var anchorPointZ: CGFloat { get { fatalError() } set {} }
    open var transform: CATransform3D { get { fatalError() } set {} }
    open func affineTransform() -> CGAffineTransform { fatalError() }
    open func setAffineTransform(_ m: CGAffineTransform) {}
    open var frame: CGRect { get { fatalError() } set {} }
    open var isHidden: Bool { get { fatalError() } set {} }
    open var isDoubleSided: Bool { get { fatalError() } set {} }
    open var isGeometryFlipped: Bool { get { fatalError() } set {} }
    open var superlayer: CALayer? { fatalError() }
    open func removeFromSuperlayer() {}
    open var sublayers: [CALayer]? { get { fatalError() } set {} }
    open func addSublayer(_ layer: CALayer) {}
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {}
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {}
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {}
    open var sublayerTransform: CATransform3D { get { fatalError() } set {} }
    open var mask: CALayer? { get { fatalError() } set {} }
    open var masksToBounds: Bool { get { fatalError() } set {} }

    // Coordinate conversion and hit testing
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { fatalError() }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { fatalError() }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { fatalError() }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { fatalError() }
    open func hitTest(_ p: CGPoint) -> CALayer? { fatalError() }
    open func contains(_ p: CGPoint) -> Bool { fatalError() }

    // Content
    open var contents: Any? { get { fatalError() } set {} }
    open var contentsRect: CGRect { get { fatalError() } set {} }
    open var contentsGravity: CALayerContentsGravity { get { fatalError() } set {} }
    @available(iOS 4.0, *)
    open var contentsScale: CGFloat { get { fatalError() } set {} }
    open var contentsCenter: CGRect { get { fatalError() } set {} }
    open var isOpaque: Bool { get { fatalError() } set {} }
    open func display() {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ r: CGRect) {}
    open func needsDisplay() -> Bool { fatalError() }
    open func displayIfNeeded() {}
    open var needsDisplayOnBoundsChange: Bool { get { fatalError() } set {} }

    // Rendering
    open var backgroundColor: CGColor? { get { fatalError() } set {} }
    open var cornerRadius: CGFloat { get { fatalError() } set {} }
    @available(iOS 11.0, *)
    open var maskedCorners: CACornerMask { get { fatalError() } set {} }
    @available(iOS 13.0, *)
    open var cornerCurve: CALayerCornerCurve { get { fatalError() } set {} }
    open var borderWidth: CGFloat { get { fatalError() } set {} }
    open var borderColor: CGColor? { get { fatalError() } set {} }
    open var opacity: Float { get { fatalError() } set {} }
    @available(iOS 2.0, *)
    open var allowsGroupOpacity: Bool { get { fatalError() } set {} }
    open var compositingFilter: Any? { get { fatalError() } set {} }
    open var filters: [Any]? { get { fatalError() } set {} }
    open var backgroundFilters: [Any]? { get { fatalError() } set {} }
    open var shouldRasterize: Bool { get { fatalError() } set {} }
    open var rasterizationScale: CGFloat { get { fatalError() } set {} }

    // Shadow
    open var shadowColor: CGColor? { get { fatalError() } set {} }
    open var shadowOpacity: Float { get { fatalError() } set {} }
    open var shadowOffset: CGSize { get { fatalError() } set {} }
    open var shadowRadius: CGFloat { get { fatalError() } set {} }
    open var shadowPath: CGPath? { get { fatalError() } set {} }

    // Layout
    open func preferredFrameSize() -> CGSize { fatalError() }
    open func setNeedsLayout() {}
    open func needsLayout() -> Bool { fatalError() }
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}

    // Animation
    open func removeAllAnimations() {}
    open func removeAnimation(forKey key: String) {}
    open func animationKeys() -> [String]? { fatalError() }

    open var name: String? { get { fatalError() } set {} }
}

public struct CAShapeLayerFillRule: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct CAShapeLayerLineJoin: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct CAShapeLayerLineCap: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

@available(iOS 3.0, *)
open class CAShapeLayer: CALayer {
    open var path: CGPath? { get { fatalError() } set {} }
    open var fillColor: CGColor? { get { fatalError() } set {} }
    open var fillRule: CAShapeLayerFillRule { get { fatalError() } set {} }
    open var strokeColor: CGColor? { get { fatalError() } set {} }
    open var strokeStart: CGFloat { get { fatalError() } set {} }
    open var strokeEnd: CGFloat { get { fatalError() } set {} }
    open var lineWidth: CGFloat { get { fatalError() } set {} }
    open var miterLimit: CGFloat { get { fatalError() } set {} }
    open var lineCap: CAShapeLayerLineCap { get { fatalError() } set {} }
    open var lineJoin: CAShapeLayerLineJoin { get { fatalError() } set {} }
    open var lineDashPhase: CGFloat { get { fatalError() } set {} }
    open var lineDashPattern: [NSNumber]? { get { fatalError() } set {} }
}

extension CAShapeLayerFillRule {
    @available(iOS 3.0, *)
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    @available(iOS 3.0, *)
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

extension CAShapeLayerLineJoin {
    @available(iOS 3.0, *)
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    @available(iOS 3.0, *)
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    @available(iOS 3.0, *)
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

extension CAShapeLayerLineCap {
    @available(iOS 3.0, *)
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    @available(iOS 3.0, *)
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    @available(iOS 3.0, *)
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAGradientLayerType: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

@available(iOS 3.0, *)
open class CAGradientLayer: CALayer {
    open var colors: [Any]? { get { fatalError() } set {} }
    open var locations: [NSNumber]? { get { fatalError() } set {} }
    open var startPoint: CGPoint { get { fatalError() } set {} }
    open var endPoint: CGPoint { get { fatalError() } set {} }
    open var type: CAGradientLayerType { get { fatalError() } set {} }
}

extension CAGradientLayerType {
    @available(iOS 3.0, *)
    public static let axial = CAGradientLayerType(rawValue: "axial")
    @available(iOS 3.2, *)
    public static let radial = CAGradientLayerType(rawValue: "radial")
    @available(iOS 12.0, *)
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

// MARK: - Text: UIKit's NSAttributedString additions (NSAttributedString.h, NSParagraphStyle.h, NSText.h)

extension NSAttributedString.Key {
    @available(iOS 6.0, *)
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    @available(iOS 6.0, *)
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    @available(iOS 6.0, *)
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    @available(iOS 6.0, *)
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    @available(iOS 6.0, *)
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    @available(iOS 6.0, *)
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    @available(iOS 14.0, *)
    public static let tracking = NSAttributedString.Key(rawValue: "NSTracking")
    @available(iOS 6.0, *)
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    @available(iOS 6.0, *)
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    @available(iOS 6.0, *)
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    @available(iOS 6.0, *)
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    @available(iOS 6.0, *)
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    @available(iOS 7.0, *)
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    @available(iOS 7.0, *)
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    @available(iOS 7.0, *)
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    @available(iOS 7.0, *)
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
}

@available(iOS 6.0, *)
public struct NSUnderlineStyle: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x01) }
    @available(iOS 7.0, *)
    public static var thick: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x02) }
    @available(iOS 7.0, *)
    public static var double: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x09) }
    @available(iOS 7.0, *)
    public static var patternDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0100) }
    @available(iOS 7.0, *)
    public static var patternDash: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0200) }
    @available(iOS 7.0, *)
    public static var patternDashDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0300) }
    @available(iOS 7.0, *)
    public static var patternDashDotDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0400) }
    @available(iOS 7.0, *)
    public static var byWord: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x8000) }
}

@available(iOS 15, tvOS 15, watchOS 8, *)
extension NSUnderlineStyle: Hashable {}

@available(iOS 6.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

@available(iOS 6.0, *)
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

@available(iOS 6.0, *)
open class NSParagraphStyle: NSObject, NSSecureCoding {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
    open class var `default`: NSParagraphStyle { fatalError() }
    open var lineSpacing: CGFloat { fatalError() }
    open var paragraphSpacing: CGFloat { fatalError() }
    open var alignment: NSTextAlignment { fatalError() }
    open var headIndent: CGFloat { fatalError() }
    open var tailIndent: CGFloat { fatalError() }
    open var firstLineHeadIndent: CGFloat { fatalError() }
    open var minimumLineHeight: CGFloat { fatalError() }
    open var maximumLineHeight: CGFloat { fatalError() }
    open var lineBreakMode: NSLineBreakMode { fatalError() }
    open var lineHeightMultiple: CGFloat { fatalError() }
    open var paragraphSpacingBefore: CGFloat { fatalError() }
    open var hyphenationFactor: Float { fatalError() }
    @available(iOS 9.0, *)
    open var allowsDefaultTighteningForTruncation: Bool { fatalError() }
}

@available(*, unavailable)
extension NSParagraphStyle: @unchecked Sendable {}

@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat { get { fatalError() } set {} }
    open override var paragraphSpacing: CGFloat { get { fatalError() } set {} }
    open override var alignment: NSTextAlignment { get { fatalError() } set {} }
    open override var firstLineHeadIndent: CGFloat { get { fatalError() } set {} }
    open override var headIndent: CGFloat { get { fatalError() } set {} }
    open override var tailIndent: CGFloat { get { fatalError() } set {} }
    open override var lineBreakMode: NSLineBreakMode { get { fatalError() } set {} }
    open override var minimumLineHeight: CGFloat { get { fatalError() } set {} }
    open override var maximumLineHeight: CGFloat { get { fatalError() } set {} }
    open override var lineHeightMultiple: CGFloat { get { fatalError() } set {} }
    open override var paragraphSpacingBefore: CGFloat { get { fatalError() } set {} }
    open override var hyphenationFactor: Float { get { fatalError() } set {} }
    @available(iOS 9.0, *)
    open override var allowsDefaultTighteningForTruncation: Bool { get { fatalError() } set {} }
    @available(iOS 9.0, *)
    open func setParagraphStyle(_ obj: NSParagraphStyle) {}
}

// MARK: - Geometry (UIGeometry.h)

public struct UIEdgeInsets: Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: Equatable {
    public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
    }
}

@available(iOS 11.0, *)
public struct NSDirectionalEdgeInsets: Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    @available(iOS 11.0, *)
    public static let zero = NSDirectionalEdgeInsets()
}

@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
extension NSDirectionalEdgeInsets: Equatable {
    public static func == (lhs: NSDirectionalEdgeInsets, rhs: NSDirectionalEdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
    }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

public struct UIRectCorner: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var topLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 0) }
    public static var topRight: UIRectCorner { UIRectCorner(rawValue: 1 << 1) }
    public static var bottomLeft: UIRectCorner { UIRectCorner(rawValue: 1 << 2) }
    public static var bottomRight: UIRectCorner { UIRectCorner(rawValue: 1 << 3) }
    public static var allCorners: UIRectCorner { UIRectCorner(rawValue: ~0) }
}

// MARK: - Numeric raw-representable types (UIKit overlay)

@available(swift 4)
public protocol _UIKitNumericRawRepresentable: Comparable, RawRepresentable where Self.RawValue: Comparable, Self.RawValue: Numeric {}

extension _UIKitNumericRawRepresentable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Self.RawValue) -> Self { fatalError() }
    public static func + (lhs: Self.RawValue, rhs: Self) -> Self { fatalError() }
    public static func - (lhs: Self, rhs: Self.RawValue) -> Self { fatalError() }
    public static func - (lhs: Self, rhs: Self) -> Self.RawValue { lhs.rawValue - rhs.rawValue }
    public static func += (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs - rhs }
}

// MARK: - Auto Layout (NSLayoutConstraint.h, NSLayoutAnchor.h, UILayoutGuide.h)

public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
}

extension UILayoutPriority {
    @available(iOS 6.0, *)
    public static var required: UILayoutPriority { UILayoutPriority(1000) }
    @available(iOS 6.0, *)
    public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
    public static var dragThatCanResizeScene: UILayoutPriority { UILayoutPriority(510) }
    public static var sceneSizeStayPut: UILayoutPriority { UILayoutPriority(500) }
    public static var dragThatCannotResizeScene: UILayoutPriority { UILayoutPriority(490) }
    @available(iOS 6.0, *)
    public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }
    @available(iOS 6.0, *)
    public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}

extension UILayoutPriority: _UIKitNumericRawRepresentable {}

extension NSLayoutConstraint {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        @available(iOS 8.0, *)
        case firstBaseline = 12
        @available(iOS 8.0, *)
        case leftMargin = 13
        @available(iOS 8.0, *)
        case rightMargin = 14
        @available(iOS 8.0, *)
        case topMargin = 15
        @available(iOS 8.0, *)
        case bottomMargin = 16
        @available(iOS 8.0, *)
        case leadingMargin = 17
        @available(iOS 8.0, *)
        case trailingMargin = 18
        @available(iOS 8.0, *)
        case centerXWithinMargins = 19
        @available(iOS 8.0, *)
        case centerYWithinMargins = 20
        case notAnAttribute = 0
    }
}

@available(iOS 6.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
    public override init() { super.init() }
    @available(iOS 6.0, *)
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
                            toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) { fatalError() }
    open var priority: UILayoutPriority { get { fatalError() } set {} }
    open var shouldBeArchived: Bool { get { fatalError() } set {} }
    open var firstItem: AnyObject? { fatalError() }
    open var secondItem: AnyObject? { fatalError() }
    open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var relation: NSLayoutConstraint.Relation { fatalError() }
    open var multiplier: CGFloat { fatalError() }
    open var constant: CGFloat { get { fatalError() } set {} }
    @available(iOS 8.0, *)
    open var isActive: Bool { get { fatalError() } set {} }
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    @available(iOS 8.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    @available(iOS 7.0, *)
    open var identifier: String? { get { fatalError() } set {} }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType>: NSObject, @preconcurrency NSCoding where AnchorType: AnyObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    @available(iOS 10.0, *)
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }
    @available(iOS 11.0, *)
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    @available(iOS 10.0, *)
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }
    @available(iOS 11.0, *)
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject, @preconcurrency NSCoding {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open var layoutFrame: CGRect { fatalError() }
    open var owningView: UIView? { get { fatalError() } set {} }
    open var identifier: String { get { fatalError() } set {} }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// MARK: - Traits and colours (UITraitCollection.h, UIInterface.h, UIColor.h)

@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// A trait collection encapsulates the system traits of an interface's environment.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, NSSecureCoding, @unchecked Sendable {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    public convenience init(displayScale scale: CGFloat) { fatalError() }
    open var displayScale: CGFloat { fatalError() }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    @available(iOS 13.0, *)
    open class var current: UITraitCollection { get { fatalError() } set {} }
    @available(iOS 13.0, *)
    open func performAsCurrent(_ actions: () -> Void) {}
}

@available(iOS 2.0, *)
open class UIColor: NSObject, NSSecureCoding, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// From the UIKit overlay's `extension UIColor : _ExpressibleByColorLiteral` (`#colorLiteral`); declared in
    /// the class body because Swift source cannot declare a `required` initialiser in an extension.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) { fatalError() }
    /// NSObject's `init()`: UIColor.h marks no designated initialiser, so Swift imports all as designated.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { super.init() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(cgColor: CGColor) { super.init() }
    public init(patternImage image: UIImage) { super.init() }

    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open var cgColor: CGColor { fatalError() }

    @available(iOS 11.0, *)
    public convenience init?(named name: String) { fatalError() }
    @available(iOS 11.0, *)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }

    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }

    // UIInterface.h
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemGreen: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemOrange: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemYellow: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemPink: UIColor { fatalError() }
    @available(iOS 9.0, *)
    open class var systemPurple: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemTeal: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemIndigo: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemBrown: UIColor { fatalError() }
    @available(iOS 15.0, *)
    open class var systemMint: UIColor { fatalError() }
    @available(iOS 15.0, *)
    open class var systemCyan: UIColor { fatalError() }
    @available(iOS 7.0, *)
    open class var systemGray: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemGray2: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemGray3: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemGray4: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemGray5: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemGray6: UIColor { fatalError() }
    @available(iOS 15.0, *)
    open class var tintColor: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var label: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var tertiaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var quaternaryLabel: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var link: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var placeholderText: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var separator: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var opaqueSeparator: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var tertiarySystemBackground: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var systemFill: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var secondarySystemFill: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var tertiarySystemFill: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var quaternarySystemFill: UIColor { fatalError() }
    open class var lightText: UIColor { fatalError() }
    open class var darkText: UIColor { fatalError() }
}

// MARK: - Fonts (UIFont.h, UIFontDescriptor.h)

extension UIFont {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }

    public struct Width: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
}

extension UIFont.Weight: _UIKitNumericRawRepresentable {}
extension UIFont.Width: _UIKitNumericRawRepresentable {}

extension UIFont.Weight {
    @available(iOS 8.2, *)
    public static let ultraLight = UIFont.Weight(rawValue: -0.8)
    @available(iOS 8.2, *)
    public static let thin = UIFont.Weight(rawValue: -0.6)
    @available(iOS 8.2, *)
    public static let light = UIFont.Weight(rawValue: -0.4)
    @available(iOS 8.2, *)
    public static let regular = UIFont.Weight(rawValue: 0)
    @available(iOS 8.2, *)
    public static let medium = UIFont.Weight(rawValue: 0.23)
    @available(iOS 8.2, *)
    public static let semibold = UIFont.Weight(rawValue: 0.3)
    @available(iOS 8.2, *)
    public static let bold = UIFont.Weight(rawValue: 0.4)
    @available(iOS 8.2, *)
    public static let heavy = UIFont.Weight(rawValue: 0.56)
    @available(iOS 8.2, *)
    public static let black = UIFont.Weight(rawValue: 0.62)
}

extension UIFont.Width {
    @available(iOS 16.0, *)
    public static let condensed = UIFont.Width(rawValue: -0.2)
    @available(iOS 16.0, *)
    public static let standard = UIFont.Width(rawValue: 0)
    @available(iOS 16.0, *)
    public static let expanded = UIFont.Width(rawValue: 0.2)
    @available(iOS 16.0, *)
    public static let compressed = UIFont.Width(rawValue: -0.3)
}

extension UIFont.TextStyle {
    @available(iOS 11.0, *)
    public static let largeTitle = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle0")
    @available(iOS 17.0, *)
    public static let extraLargeTitle = UIFont.TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    @available(iOS 17.0, *)
    public static let extraLargeTitle2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
    @available(iOS 9.0, *)
    public static let title1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1")
    @available(iOS 9.0, *)
    public static let title2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
    @available(iOS 9.0, *)
    public static let title3 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3")
    @available(iOS 7.0, *)
    public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
    @available(iOS 7.0, *)
    public static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
    @available(iOS 7.0, *)
    public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
    @available(iOS 9.0, *)
    public static let callout = UIFont.TextStyle(rawValue: "UICTFontTextStyleCallout")
    @available(iOS 7.0, *)
    public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
    @available(iOS 7.0, *)
    public static let caption1 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption1")
    @available(iOS 7.0, *)
    public static let caption2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2")
}

@available(iOS 2.0, *)
open class UIFont: NSObject, NSSecureCoding, @unchecked Sendable {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    @available(iOS 10.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    public convenience init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    open class var familyNames: [String] { fatalError() }
    open class func fontNames(forFamilyName familyName: String) -> [String] { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    @available(iOS 8.2, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 9.0, *)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 16.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont { fatalError() }
    @available(iOS 13.0, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open var familyName: String { fatalError() }
    open var fontName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var ascender: CGFloat { fatalError() }
    open var descender: CGFloat { fatalError() }
    open var capHeight: CGFloat { fatalError() }
    open var xHeight: CGFloat { fatalError() }
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { fatalError() }
    open var leading: CGFloat { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
    @available(iOS 7.0, *)
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fatalError() }
    @available(iOS 7.0, *)
    open var fontDescriptor: UIFontDescriptor { fatalError() }

    open class var labelFontSize: CGFloat { fatalError() }
    open class var buttonFontSize: CGFloat { fatalError() }
    open class var smallSystemFontSize: CGFloat { fatalError() }
    open class var systemFontSize: CGFloat { fatalError() }
}

extension UIFontDescriptor {
    @available(iOS 7.0, *)
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var traitItalic: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 0) }
        public static var traitBold: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 1) }
        public static var traitExpanded: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 5) }
        public static var traitCondensed: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 6) }
        public static var traitMonoSpace: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 10) }
        public static var traitVertical: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 11) }
        public static var traitUIOptimized: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 12) }
        public static var traitTightLeading: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 15) }
        public static var traitLooseLeading: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 16) }
        public static var classMask: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 0xF000_0000) }
        public static var classOldStyleSerifs: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 1 << 28) }
        public static var classTransitionalSerifs: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 2 << 28) }
        public static var classModernSerifs: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 3 << 28) }
        public static var classClarendonSerifs: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 4 << 28) }
        public static var classSlabSerifs: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 5 << 28) }
        public static var classFreeformSerifs: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 7 << 28) }
        public static var classSansSerif: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 8 << 28) }
        public static var classOrnamentals: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 9 << 28) }
        public static var classScripts: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 10 << 28) }
        public static var classSymbolic: UIFontDescriptor.SymbolicTraits { SymbolicTraits(rawValue: 12 << 28) }
    }

    public struct AttributeName: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct TraitKey: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct SystemDesign: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIFontDescriptor.SystemDesign {
    @available(iOS 13.0, *)
    public static let `default` = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    @available(iOS 13.0, *)
    public static let rounded = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    @available(iOS 13.0, *)
    public static let serif = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    @available(iOS 13.0, *)
    public static let monospaced = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
}

extension UIFontDescriptor.AttributeName {
    @available(iOS 7.0, *)
    public static let family = UIFontDescriptor.AttributeName(rawValue: "NSFontFamilyAttribute")
    @available(iOS 7.0, *)
    public static let name = UIFontDescriptor.AttributeName(rawValue: "NSFontNameAttribute")
    @available(iOS 7.0, *)
    public static let face = UIFontDescriptor.AttributeName(rawValue: "NSFontFaceAttribute")
    @available(iOS 7.0, *)
    public static let size = UIFontDescriptor.AttributeName(rawValue: "NSFontSizeAttribute")
    @available(iOS 7.0, *)
    public static let visibleName = UIFontDescriptor.AttributeName(rawValue: "NSFontVisibleNameAttribute")
    @available(iOS 7.0, *)
    public static let matrix = UIFontDescriptor.AttributeName(rawValue: "NSFontMatrixAttribute")
    @available(iOS 7.0, *)
    public static let characterSet = UIFontDescriptor.AttributeName(rawValue: "NSFontCharacterSetAttribute")
    @available(iOS 7.0, *)
    public static let cascadeList = UIFontDescriptor.AttributeName(rawValue: "NSFontCascadeListAttribute")
    @available(iOS 7.0, *)
    public static let traits = UIFontDescriptor.AttributeName(rawValue: "NSFontTraitsAttribute")
    @available(iOS 7.0, *)
    public static let fixedAdvance = UIFontDescriptor.AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
    @available(iOS 7.0, *)
    public static let featureSettings = UIFontDescriptor.AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
    @available(iOS 7.0, *)
    public static let textStyle = UIFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")
}

extension UIFontDescriptor.TraitKey {
    @available(iOS 7.0, *)
    public static let symbolic = UIFontDescriptor.TraitKey(rawValue: "NSCTFontSymbolicTrait")
    @available(iOS 7.0, *)
    public static let weight = UIFontDescriptor.TraitKey(rawValue: "NSCTFontWeightTrait")
    @available(iOS 7.0, *)
    public static let width = UIFontDescriptor.TraitKey(rawValue: "NSCTFontProportionTrait")
    @available(iOS 7.0, *)
    public static let slant = UIFontDescriptor.TraitKey(rawValue: "NSCTFontSlantTrait")
}

@available(iOS 7.0, *)
open class UIFontDescriptor: NSObject, NSSecureCoding, @unchecked Sendable {
    public override convenience init() { self.init(fontAttributes: [:]) }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
    open var postscriptName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var matrix: CGAffineTransform { fatalError() }
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError() }
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { fatalError() }
    open var fontAttributes: [UIFontDescriptor.AttributeName: Any] { fatalError() }
    public convenience init(name fontName: String, size: CGFloat) { fatalError() }
    public convenience init(name fontName: String, matrix: CGAffineTransform) { fatalError() }
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { fatalError() }
    @available(iOS 10.0, *)
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor { fatalError() }
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) { super.init() }
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor { fatalError() }
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { fatalError() }
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { fatalError() }
    open func withFace(_ newFace: String) -> UIFontDescriptor { fatalError() }
    open func withFamily(_ newFamily: String) -> UIFontDescriptor { fatalError() }
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { fatalError() }
    @available(iOS 13.0, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { fatalError() }
}

// MARK: - Images and paths (UIImage.h, UIBezierPath.h)

@available(iOS 2.0, *)
open class UIImage: NSObject, NSSecureCoding, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// From the UIKit overlay's `extension UIImage : _ExpressibleByImageLiteral` (`#imageLiteral`); declared in
    /// the class body because Swift source cannot declare a `required` initialiser in an extension.
    public required convenience init(imageLiteralResourceName name: String) { fatalError() }
    /// NSObject's `init()`: UIImage.h marks no designated initialiser, so Swift imports all as designated.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) { fatalError() }
    public convenience init?(named name: String) { fatalError() }
    @available(iOS 8.0, *)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    public init?(contentsOfFile path: String) { super.init() }
    public init?(data: Data) { super.init() }
    @available(iOS 6.0, *)
    public init?(data: Data, scale: CGFloat) { super.init() }
    public init(cgImage: CGImage) { super.init() }
    open var size: CGSize { fatalError() }
    open var cgImage: CGImage? { fatalError() }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    open var renderingMode: UIImage.RenderingMode { fatalError() }
    @available(iOS 4.0, *)
    open var scale: CGFloat { fatalError() }
    @available(iOS 13.0, *)
    open var isSymbolImage: Bool { fatalError() }
}

@available(iOS 3.2, *)
open class UIBezierPath: NSObject, NSSecureCoding {
    public convenience init(rect: CGRect) { fatalError() }
    public convenience init(ovalIn rect: CGRect) { fatalError() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { fatalError() }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    public convenience init(cgPath CGPath: CGPath) { fatalError() }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
    open var cgPath: CGPath { get { fatalError() } set {} }
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {}
    @available(iOS 4.0, *)
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    open func close() {}
    open func removeAllPoints() {}
    open func append(_ bezierPath: UIBezierPath) {}
    @available(iOS 6.0, *)
    open func reversing() -> UIBezierPath { fatalError() }
    open func apply(_ transform: CGAffineTransform) {}
    open var isEmpty: Bool { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var currentPoint: CGPoint { fatalError() }
    open func contains(_ point: CGPoint) -> Bool { fatalError() }
    open var lineWidth: CGFloat { get { fatalError() } set {} }
    open var lineCapStyle: CGLineCap { get { fatalError() } set {} }
    open var lineJoinStyle: CGLineJoin { get { fatalError() } set {} }
    open var miterLimit: CGFloat { get { fatalError() } set {} }
    open var flatness: CGFloat { get { fatalError() } set {} }
    open var usesEvenOddFillRule: Bool { get { fatalError() } set {} }
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
}

@available(*, unavailable)
extension UIBezierPath: @unchecked Sendable {}

public typealias _ColorLiteralType = UIColor
extension UIImage {
    public enum RenderingMode: Int, @unchecked Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }
}

public typealias _ImageLiteralType = UIImage

// MARK: - Responders and views (UIResponder.h, UIView.h)

@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    open func becomeFirstResponder() -> Bool { fatalError() }
    open var canResignFirstResponder: Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
}

extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}

@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder, @preconcurrency NSCoding {
    open class var layerClass: AnyClass { fatalError() }
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// NSObject's `init()`, which UIView inherits as a convenience initialiser (it calls `init(frame: .zero)`).
    public override convenience init() { self.init(frame: .zero) }
    open func encode(with coder: NSCoder) {}
    open var isUserInteractionEnabled: Bool { get { fatalError() } set {} }
    open var tag: Int { get { fatalError() } set {} }
    open var layer: CALayer { fatalError() }

    // UIViewGeometry
    open var frame: CGRect { get { fatalError() } set {} }
    open var bounds: CGRect { get { fatalError() } set {} }
    open var center: CGPoint { get { fatalError() } set {} }
    open var transform: CGAffineTransform { get { fatalError() } set {} }
    @available(iOS 13.0, *)
    open var transform3D: CATransform3D { get { fatalError() } set {} }
    @available(iOS 4.0, *)
    open var contentScaleFactor: CGFloat { get { fatalError() } set {} }
    @available(iOS 16.0, *)
    open var anchorPoint: CGPoint { get { fatalError() } set {} }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    open var autoresizesSubviews: Bool { get { fatalError() } set {} }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() {}

    // UIViewHierarchy
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func removeFromSuperview() {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {}
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    @available(iOS 8.0, *)
    open var layoutMargins: UIEdgeInsets { get { fatalError() } set {} }
    @available(iOS 11.0, *)
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set {} }
    @available(iOS 8.0, *)
    open var preservesSuperviewLayoutMargins: Bool { get { fatalError() } set {} }
    @available(iOS 11.0, *)
    open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set {} }
    @available(iOS 8.0, *)
    open func layoutMarginsDidChange() {}
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    @available(iOS 11.0, *)
    open func safeAreaInsetsDidChange() {}
    @available(iOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    @available(iOS 9.0, *)
    open var readableContentGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

    // UIViewHierarchy: hit testing (UIView.h)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }

    // UIInteraction.h
    @available(iOS 11.0, *)
    open func addInteraction(_ interaction: any UIInteraction) {}
    @available(iOS 11.0, *)
    open func removeInteraction(_ interaction: any UIInteraction) {}
    @available(iOS 11.0, *)
    open var interactions: [any UIInteraction] { get { fatalError() } set {} }

    // UIAccessibilityIdentification (UIAccessibilityIdentification.h), which UIView adopts
    @available(iOS 5.0, *)
    open var accessibilityIdentifier: String? { get { fatalError() } set {} }

    // UIViewRendering
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open var clipsToBounds: Bool { get { fatalError() } set {} }
    open var backgroundColor: UIColor? { get { fatalError() } set {} }
    open var alpha: CGFloat { get { fatalError() } set {} }
    open var isOpaque: Bool { get { fatalError() } set {} }
    open var clearsContextBeforeDrawing: Bool { get { fatalError() } set {} }
    open var isHidden: Bool { get { fatalError() } set {} }
    open var contentMode: UIView.ContentMode { get { fatalError() } set {} }
    @available(iOS 8.0, *)
    open var mask: UIView? { get { fatalError() } set {} }
    @available(iOS 7.0, *)
    open var tintColor: UIColor! { get { fatalError() } set {} }
    @available(iOS 7.0, *)
    open func tintColorDidChange() {}

    // UIConstraintBasedLayout…
    @available(iOS 6.0, *)
    open var constraints: [NSLayoutConstraint] { fatalError() }
    @available(iOS 6.0, *)
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    @available(iOS 6.0, *)
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    @available(iOS 6.0, *)
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    @available(iOS 6.0, *)
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    @available(iOS 6.0, *)
    open func updateConstraintsIfNeeded() {}
    @available(iOS 6.0, *)
    open func updateConstraints() {}
    @available(iOS 6.0, *)
    open func needsUpdateConstraints() -> Bool { fatalError() }
    @available(iOS 6.0, *)
    open func setNeedsUpdateConstraints() {}
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }
    @available(iOS 6.0, *)
    open class var requiresConstraintBasedLayout: Bool { fatalError() }
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize { fatalError() }
    @available(iOS 6.0, *)
    open func invalidateIntrinsicContentSize() {}
    @available(iOS 6.0, *)
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    @available(iOS 6.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    @available(iOS 6.0, *)
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    @available(iOS 6.0, *)
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize { fatalError() }
    @available(iOS 6.0, *)
    public static let noIntrinsicMetric: CGFloat = -1
    @available(iOS 6.0, *)
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    @available(iOS 6.0, *)
    public static let layoutFittingExpandedSize = CGSize(width: 0, height: 0)
    @available(iOS 9.0, *)
    open var layoutGuides: [UILayoutGuide] { fatalError() }
    @available(iOS 9.0, *)
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    @available(iOS 9.0, *)
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var widthAnchor: NSLayoutDimension { fatalError() }
    @available(iOS 9.0, *)
    open var heightAnchor: NSLayoutDimension { fatalError() }
    @available(iOS 9.0, *)
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    @available(iOS 9.0, *)
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

    // UITraitEnvironment
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set {} }
}

// MARK: - Concrete views (UIStackView.h, UILabel.h, UIImageView.h, UIScrollView.h, UIVisualEffectView.h)

extension UIStackView {
    @available(iOS 9.0, *)
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    @available(iOS 9.0, *)
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        public static var top: UIStackView.Alignment { .leading }
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        public static var bottom: UIStackView.Alignment { .trailing }
        case lastBaseline = 5
    }
}

@available(iOS 9.0, *)
@MainActor open class UIStackView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Non-failable, unlike UIView's: UIStackView.h declares `- (instancetype)initWithCoder:(NSCoder *)coder`
    /// without `nullable`.
    public required init(coder: NSCoder) { fatalError() }
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set {} }
    open var distribution: UIStackView.Distribution { get { fatalError() } set {} }
    open var alignment: UIStackView.Alignment { get { fatalError() } set {} }
    open var spacing: CGFloat { get { fatalError() } set {} }
    @available(iOS 11.0, *)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    @available(iOS 11.0, *)
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { fatalError() }
    open var isBaselineRelativeArrangement: Bool { get { fatalError() } set {} }
    open var isLayoutMarginsRelativeArrangement: Bool { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    open var text: String? { get { fatalError() } set {} }
    open var font: UIFont! { get { fatalError() } set {} }
    open var textColor: UIColor! { get { fatalError() } set {} }
    open var shadowColor: UIColor? { get { fatalError() } set {} }
    open var shadowOffset: CGSize { get { fatalError() } set {} }
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
    open var lineBreakMode: NSLineBreakMode { get { fatalError() } set {} }
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString? { get { fatalError() } set {} }
    open var highlightedTextColor: UIColor? { get { fatalError() } set {} }
    open var isHighlighted: Bool { get { fatalError() } set {} }
    open var isEnabled: Bool { get { fatalError() } set {} }
    open var numberOfLines: Int { get { fatalError() } set {} }
    open var adjustsFontSizeToFitWidth: Bool { get { fatalError() } set {} }
    @available(iOS 6.0, *)
    open var minimumScaleFactor: CGFloat { get { fatalError() } set {} }
    @available(iOS 9.0, *)
    open var allowsDefaultTighteningForTruncation: Bool { get { fatalError() } set {} }
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { fatalError() }
    open func drawText(in rect: CGRect) {}
    @available(iOS 6.0, *)
    open var preferredMaxLayoutWidth: CGFloat { get { fatalError() } set {} }
    open var showsExpansionTextWhenTruncated: Bool { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UIImageView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public init(image: UIImage?) { super.init(frame: .zero) }
    @available(iOS 3.0, *)
    public init(image: UIImage?, highlightedImage: UIImage?) { super.init(frame: .zero) }
    open var image: UIImage? { get { fatalError() } set {} }
    @available(iOS 3.0, *)
    open var highlightedImage: UIImage? { get { fatalError() } set {} }
    @available(iOS 3.0, *)
    open var isHighlighted: Bool { get { fatalError() } set {} }
}

extension UIScrollView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
}

@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint { get { fatalError() } set {} }
    open var contentSize: CGSize { get { fatalError() } set {} }
    open var contentInset: UIEdgeInsets { get { fatalError() } set {} }
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    @available(iOS 11.0, *)
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { fatalError() } set {} }
    @available(iOS 11.0, *)
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *)
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open var isDirectionalLockEnabled: Bool { get { fatalError() } set {} }
    open var bounces: Bool { get { fatalError() } set {} }
    open var alwaysBounceVertical: Bool { get { fatalError() } set {} }
    open var alwaysBounceHorizontal: Bool { get { fatalError() } set {} }
    open var isPagingEnabled: Bool { get { fatalError() } set {} }
    open var isScrollEnabled: Bool { get { fatalError() } set {} }
    open var showsVerticalScrollIndicator: Bool { get { fatalError() } set {} }
    open var showsHorizontalScrollIndicator: Bool { get { fatalError() } set {} }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
}

@available(iOS 8.0, *)
@MainActor open class UIVisualEffect: NSObject, @preconcurrency NSSecureCoding {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open class var supportsSecureCoding: Bool { true }
}

extension UIBlurEffect {
    @available(iOS 8.0, *)
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        @available(iOS 10.0, *)
        case regular = 4
        @available(iOS 10.0, *)
        case prominent = 5
        @available(iOS 13.0, *)
        case systemUltraThinMaterial = 6
        @available(iOS 13.0, *)
        case systemThinMaterial = 7
        @available(iOS 13.0, *)
        case systemMaterial = 8
        @available(iOS 13.0, *)
        case systemThickMaterial = 9
        @available(iOS 13.0, *)
        case systemChromeMaterial = 10
        @available(iOS 13.0, *)
        case systemUltraThinMaterialLight = 11
        @available(iOS 13.0, *)
        case systemThinMaterialLight = 12
        @available(iOS 13.0, *)
        case systemMaterialLight = 13
        @available(iOS 13.0, *)
        case systemThickMaterialLight = 14
        @available(iOS 13.0, *)
        case systemChromeMaterialLight = 15
        @available(iOS 13.0, *)
        case systemUltraThinMaterialDark = 16
        @available(iOS 13.0, *)
        case systemThinMaterialDark = 17
        @available(iOS 13.0, *)
        case systemMaterialDark = 18
        @available(iOS 13.0, *)
        case systemThickMaterialDark = 19
        @available(iOS 13.0, *)
        case systemChromeMaterialDark = 20
    }
}

@available(iOS 8.0, *)
@MainActor open class UIBlurEffect: UIVisualEffect {
    public convenience init(style: UIBlurEffect.Style) { fatalError() }
}

@available(iOS 8.0, *)
@MainActor open class UIVisualEffectView: UIView {
    open var contentView: UIView { fatalError() }
    open var effect: UIVisualEffect? { get { fatalError() } set {} }
    public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// UIView's `init(frame:)` and NSObject's `init()`: UIVisualEffectView.h marks other designated initialisers,
    /// so Swift imports these inherited ones as convenience initialisers.
    public override convenience init(frame: CGRect) { self.init(effect: nil) }
    public convenience init() { self.init(effect: nil) }
}

// MARK: - Controls, actions, events, pointer and accessibility (UIControl.h, UIButton.h, UIAction.h, UIMenuElement.h,
// UIEvent.h, UIInteraction.h, UIPointerInteraction.h, UIPointerRegion.h, UIAccessibility.h): what the prototype's
// support file (`DesignInteraction`) uses.

@available(iOS 2.0, *)
@MainActor open class UIEvent: NSObject {
    public override init() { super.init() }
    @available(iOS 4.0, *)
    open var timestamp: TimeInterval { fatalError() }
}

/// UIMenuElement.h: NSCopying and NSSecureCoding are left out (see the notes on Objective-C conformances).
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    open var title: String { fatalError() }
    open var image: UIImage? { fatalError() }
}

@available(iOS 13.0, *)
@MainActor public protocol UIMenuLeaf: NSObjectProtocol {
    var title: String { get set }
    var image: UIImage? { get set }
}

@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement, UIMenuLeaf {
    /// UIAction.h's designated `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, with the
    /// overlay's defaults; the identifier, attributes and state parameters are left out (a subset).
    @MainActor public convenience init(title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) { self.init() }
    open override var title: String { get { fatalError() } set {} }
    open override var image: UIImage? { get { fatalError() } set {} }
}

extension UIControl {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        @available(iOS 9.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
}

@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var isEnabled: Bool { get { fatalError() } set {} }
    open var isSelected: Bool { get { fatalError() } set {} }
    open var isHighlighted: Bool { get { fatalError() } set {} }
    open var isTracking: Bool { fatalError() }
    open var isTouchInside: Bool { fatalError() }
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
}

/// UIButton.h: `init(type:)` and the configuration API are left out (a subset).
@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    @available(iOS 13.4, *)
    open var isPointerInteractionEnabled: Bool { get { fatalError() } set {} }
}

@available(iOS 11.0, *)
@MainActor public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

@available(iOS 13.4, *)
@MainActor open class UIPointerRegion: NSObject {
    open var rect: CGRect { fatalError() }
}

@available(iOS 13.4, *)
@MainActor public protocol UIPointerInteractionAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// All of the SDK's requirements are Objective-C `optional` ones (`regionFor`, `styleFor`, `willEnter`, `willExit`),
/// which Swift source cannot declare without the Objective-C runtime: none here, as for UIApplicationDelegate.
@available(iOS 13.4, *)
@MainActor public protocol UIPointerInteractionDelegate: NSObjectProtocol {}

@available(iOS 13.4, *)
@MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) {}
    open var delegate: (any UIPointerInteractionDelegate)? { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set {} }
    public init(delegate: (any UIPointerInteractionDelegate)?) { super.init() }
    open func invalidate() {}
}

/// UIAccessibility.h's informal protocol on NSObject (declared in an extension: Foundation's NSObject is not this
/// module's to reopen).
extension NSObject {
    @MainActor public var isAccessibilityElement: Bool { get { fatalError() } set {} }
    @MainActor public var accessibilityLabel: String? { get { fatalError() } set {} }
    @MainActor public var accessibilityHint: String? { get { fatalError() } set {} }
    @MainActor public var accessibilityValue: String? { get { fatalError() } set {} }
}

// MARK: - View controllers (UIViewController.h)

@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder, @preconcurrency NSCoding {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// NSObject's `init()`, which UIViewController inherits as a convenience initialiser.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    open func encode(with coder: NSCoder) {}
    open var view: UIView! { get { fatalError() } set {} }
    open func loadView() {}
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {}
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { fatalError() }
    open func viewDidLoad() {}
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool { fatalError() }
    open var nibName: String? { fatalError() }
    open var nibBundle: Bundle? { fatalError() }
    open func viewWillAppear(_ animated: Bool) {}
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() {}
    open var title: String? { get { fatalError() } set {} }
    open var parent: UIViewController? { fatalError() }
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { fatalError() }
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set {} }
    @available(iOS 7.0, *)
    open var preferredContentSize: CGSize { get { fatalError() } set {} }
    @available(iOS 5.0, *)
    open var children: [UIViewController] { fatalError() }
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {}
    @available(iOS 5.0, *)
    open func removeFromParent() {}
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set {} }

    // UITabBarController.h
    open var tabBarItem: UITabBarItem! { get { fatalError() } set {} }
    open var tabBarController: UITabBarController? { fatalError() }
}

@available(iOS 2.0, *)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    @available(iOS 3.2, *)
    case pageSheet = 1
    @available(iOS 3.2, *)
    case formSheet = 2
    @available(iOS 3.2, *)
    case currentContext = 3
    @available(iOS 7.0, *)
    case custom = 4
    @available(iOS 8.0, *)
    case overFullScreen = 5
    @available(iOS 8.0, *)
    case overCurrentContext = 6
    @available(iOS 8.0, *)
    case popover = 7
    @available(iOS 7.0, *)
    case none = -1
    @available(iOS 13.0, *)
    case automatic = -2
}

// MARK: - Navigation (UINavigationController.h), for prototype flows

@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    open var viewControllers: [UIViewController] { get { fatalError() } set {} }
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open var isNavigationBarHidden: Bool { get { fatalError() } set {} }
}

// MARK: - The app shell (UIApplication.h, UIWindow.h, UIScreen.h, UITabBarController.h, UITabBarItem.h, UIBarItem.h)

@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    open var delegate: (any UIApplicationDelegate)? { get { fatalError() } set {} }
    open var isIdleTimerDisabled: Bool { get { fatalError() } set {} }
    @available(iOS 10.0, *)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {}
}

extension UIApplication {
    public struct OpenExternalURLOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIApplication {
    public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// All of the SDK's requirements are Objective-C `optional` ones (`application(_:didFinishLaunchingWithOptions:)`,
/// `window`, …), which Swift source cannot declare without the Objective-C runtime, so none is declared: a
/// conforming type's methods are checked as its own methods.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
    /// What `@main` calls (UIKit overlay; `@MainActor(unsafe)` there).
    @MainActor public static func main() { fatalError() }
}

@available(iOS 2.0, *)
@MainActor open class UIScreen: NSObject {
    public override init() { super.init() }
    @available(iOS, introduced: 2.0, deprecated: 100000, message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen")
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    @available(iOS 4.0, *)
    open var scale: CGFloat { fatalError() }
}

@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
    open var isKeyWindow: Bool { fatalError() }
    open func becomeKey() {}
    open func resignKey() {}
    open func makeKey() {}
    open func makeKeyAndVisible() {}
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? { get { fatalError() } set {} }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
    open var selectedViewController: UIViewController? { get { fatalError() } set {} }
    open var selectedIndex: Int { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject, @preconcurrency NSCoding {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open var isEnabled: Bool { get { fatalError() } set {} }
    open var title: String? { get { fatalError() } set {} }
    open var image: UIImage? { get { fatalError() } set {} }
    open var imageInsets: UIEdgeInsets { get { fatalError() } set {} }
    open var tag: Int { get { fatalError() } set {} }
}

@available(iOS 2.0, *)
@MainActor open class UITabBarItem: UIBarItem {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError() }
    @available(iOS 7.0, *)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { fatalError() }
    @available(iOS 7.0, *)
    open var selectedImage: UIImage? { get { fatalError() } set {} }
    open var badgeValue: String? { get { fatalError() } set {} }
}

// MARK: - #Preview (UIKit's swiftinterface) and the DeveloperToolsSupport types it names

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Preview {}

@available(*, unavailable)
extension Preview: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Preview {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public enum ViewTraits {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PreviewTrait<T> {}

@available(*, unavailable)
extension PreviewTrait: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait() }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@freestanding(declaration) public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIView) = #externalMacro(module: "PreviewsMacros", type: "Common")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
@freestanding(declaration) public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIViewController) = #externalMacro(module: "PreviewsMacros", type: "Common")

// MARK: - CoreText (CTFontManager.h), visible through this framework as on Apple platforms

/// Toll-free bridged with `URL` on Apple platforms (`url as CFURL`); here the same type.
public typealias CFURL = URL
public final class CFError {}
public enum CTFontManagerScope: UInt32, @unchecked Sendable {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
}
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }
