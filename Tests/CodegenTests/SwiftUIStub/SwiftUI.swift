// SwiftUI API stub for type-checking figgen output on Linux (DESIGN.md §10).
//
// Build: swiftc -emit-module -module-name SwiftUI -parse-as-library -swift-version 6 SwiftUI.swift
// (typecheck.sh next to this file does that once per stub revision and caches the module).
//
// THE FAITHFULNESS RULE
//   Every public declaration here copies a declaration of Apple's SwiftUI: same name, argument labels,
//   parameter types, default arguments, generic constraints and result type. Nothing is invented — no
//   convenience overloads, no extra labels, no looser types. Bodies are dummies (`fatalError()`, `self`)
//   because only the type checker ever sees this module. When unsure whether an API exists, leave it
//   OUT: a missing declaration can only make a good file fail (and a human then checks Apple's docs),
//   an invented one would let a bad file pass, which defeats the purpose of the check.
//   The surface is a SUBSET: only what figgen emits, plus a few types (Button, List, Label, Toggle, …)
//   so that name-shadowing checks (DESIGN.md §6) have real types to collide with.
//
// WHERE THE SIGNATURES CAME FROM
//   * Signatures and availability: the generated SwiftUI interface of the iOS 16 / macOS 13 SDK
//     (Xcode 14 beta, June 2022) published in github.com/doldamul/swiftui (swiftUIManual/swiftui.h),
//     cross-checked against developer.apple.com/documentation/swiftui.
//   * Concurrency annotations: `-swift-version 6` needs Xcode 16 or later, whose SDK declares View,
//     ViewModifier, App, Scene and PreviewProvider `@MainActor @preconcurrency`, marks modifiers and
//     initialisers `nonisolated` (e.g. `@inlinable nonisolated public func padding(_:_:)`), declares
//     `Shape: Sendable, Animatable, View` with a `nonisolated path(in:)`, `Layout: Sendable, Animatable`
//     and `ShapeStyle: Sendable`. This stub mirrors that, using `nonisolated` on whole types/extensions
//     (SE-0449) instead of on every member; the effect for client code is the same.
//   * Declarations without an `@available` are iOS 13.0 / macOS 10.15 / tvOS 13.0 / watchOS 6.0.
//     Later ones carry their real attribute. NOTE: on Linux the compiler does not enforce iOS
//     availability, so these attributes document, they do not check.
//   * `#Preview`: developer.apple.com/documentation/swiftui/preview(_:body:) (iOS 13.0+ per Apple's docs;
//     implemented by the external macro PreviewsMacros.SwiftUIView, which typecheck.sh replaces with a
//     local plugin that type-checks the arguments and expands to nothing).
//   * UnevenRoundedRectangle / RectangleCornerRadii: shipped with the iOS 17 SDK but back-deployed;
//     Apple's docs list them as iOS 16.0+ (`@export(implementation)`, i.e. emitted into the client).
//
// KNOWN DEVIATIONS AND NOTES
//   * Linux Foundation has no CoreGraphics types beyond CGFloat/CGPoint/CGSize/CGRect. APIs that need
//     CGPath, CGColor, CGImage, CTFont are left out. CGLineCap, CGLineJoin and CGAffineTransform are
//     needed by StrokeStyle and Path, so a minimal copy of their CoreGraphics Swift API is declared
//     below (only when CoreGraphics cannot be imported).
//   * Hidden attributes that Xcode's generated interface strips but the .swiftinterface has, and that
//     change overload resolution, are kept: `@_disfavoredOverload` on the deprecated
//     `background(_:alignment:)` / `overlay(_:alignment:)`, on the deprecated non-optional
//     `Font.system(size:weight:design:)` / `Font.system(_:design:)`, and on `Text.init<S: StringProtocol>(_:)`.
//   * Underscored implementation types (_ConditionalContent, _ShapeView, _FormatSpecifiable,
//     _PreviewProvider) are declared with the shape client code sees, not their hidden requirements.
//   * ViewBuilder has the fixed-arity buildBlock overloads (up to 10 children) and, like the iOS 17 SDK, the
//     disfavoured parameter-pack overload for any number (`@_alwaysEmitIntoClient` there, so usable at iOS 16).
//   * Sendable conformances follow the iOS 17.4 SDK's (a test compares the samples with it when it is
//     present). `View`, `App`, `Scene` and `ViewModifier` are `@MainActor` as in the iOS 18 and later SDKs
//     Xcode builds with today: stricter than 17.4, so code that passes here passes there too.
//   * The iOS 16 source is a beta-1 interface; APIs that changed before release were re-checked against
//     Apple's documentation where figgen uses them. `#Preview`'s builder is written `@ViewBuilder`
//     (Xcode 15/16 SDKs); Apple's current docs spell it `@ContentBuilder`, same effect for views.
//   * Permissive, by necessity: iOS availability is not enforced on Linux (see above), and the
//     stand-in #Preview plugin checks the macro's arguments but not where the macro is used.

@_exported import Foundation

// MARK: - CoreGraphics pieces missing from Linux Foundation (copied from CoreGraphics' Swift API)

#if !canImport(CoreGraphics)
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
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
}
#endif

// MARK: - Animation primitives

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self { get { self } set { self = newValue } }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } nonmutating set {} }
}

@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}

@frozen public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
    public var first: First
    public var second: Second
    @inlinable public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { lhs = lhs + rhs }
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { lhs = lhs - rhs }
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension CGSize: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    public var animatableData: CGSize.AnimatableData {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

// MARK: - View, ViewBuilder and the primitive views

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder: Sendable {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
}

extension ViewBuilder {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

extension ViewBuilder {
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View { TupleView((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View { TupleView((c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> where C0: View, C1: View, C2: View, C3: View { TupleView((c0, c1, c2, c3)) }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> where C0: View, C1: View, C2: View, C3: View, C4: View { TupleView((c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View { TupleView((c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    /// Any number of children (the SDK's parameter-pack overload, back-deployed with the Swift 5.9 compatibility
    /// library): SwiftUI's old limit of ten views per builder is gone.
    @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct EmptyView: View, Sendable {
    @inlinable public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct AnyView: View {
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The placeholder view a `ViewModifier` receives (real SwiftUI: `_ViewModifier_Content<Modifier>`).
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ViewModifier where Self.Body == Never {
    public func body(content: Self.Content) -> Self.Body { fatalError() }
}

nonisolated extension ViewModifier {
    @inlinable public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

@frozen nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity: EmptyModifier = EmptyModifier()
    public typealias Body = Never
    @inlinable public init() {}
}

@frozen nonisolated public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: ModifiedContent<Content, Modifier>.Body { fatalError() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { self }
    public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { self }
}

nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

// MARK: - Geometry values

@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal: Axis.Set = Axis.Set(rawValue: 1)
        public static let vertical: Axis.Set = Axis.Set(rawValue: 2)
    }
}

@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top: Edge.Set = Edge.Set(rawValue: 1)
        public static let leading: Edge.Set = Edge.Set(rawValue: 2)
        public static let bottom: Edge.Set = Edge.Set(rawValue: 4)
        public static let trailing: Edge.Set = Edge.Set(rawValue: 8)
        public static let all: Edge.Set = Edge.Set(rawValue: 15)
        public static let horizontal: Edge.Set = Edge.Set(rawValue: 10)
        public static let vertical: Edge.Set = Edge.Set(rawValue: 5)
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    }
}

@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public init(_ id: AlignmentID.Type) {}
    init() {}
}

extension HorizontalAlignment {
    public static let leading: HorizontalAlignment = HorizontalAlignment()
    public static let center: HorizontalAlignment = HorizontalAlignment()
    public static let trailing: HorizontalAlignment = HorizontalAlignment()
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    public init(_ id: AlignmentID.Type) {}
    init() {}
}

extension VerticalAlignment {
    public static let top: VerticalAlignment = VerticalAlignment()
    public static let center: VerticalAlignment = VerticalAlignment()
    public static let bottom: VerticalAlignment = VerticalAlignment()
    public static let firstTextBaseline: VerticalAlignment = VerticalAlignment()
    public static let lastTextBaseline: VerticalAlignment = VerticalAlignment()
}

@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
}

extension Alignment {
    public static let center: Alignment = Alignment(horizontal: .center, vertical: .center)
    public static let leading: Alignment = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing: Alignment = Alignment(horizontal: .trailing, vertical: .center)
    public static let top: Alignment = Alignment(horizontal: .center, vertical: .top)
    public static let bottom: Alignment = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading: Alignment = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing: Alignment = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading: Alignment = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing: Alignment = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension Alignment {
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }
}

@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero: UnitPoint = UnitPoint(x: 0, y: 0)
    public static let center: UnitPoint = UnitPoint(x: 0.5, y: 0.5)
    public static let leading: UnitPoint = UnitPoint(x: 0, y: 0.5)
    public static let trailing: UnitPoint = UnitPoint(x: 1, y: 0.5)
    public static let top: UnitPoint = UnitPoint(x: 0.5, y: 0)
    public static let bottom: UnitPoint = UnitPoint(x: 0.5, y: 1)
    public static let topLeading: UnitPoint = UnitPoint(x: 0, y: 0)
    public static let topTrailing: UnitPoint = UnitPoint(x: 1, y: 0)
    public static let bottomLeading: UnitPoint = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing: UnitPoint = UnitPoint(x: 1, y: 1)
}

@frozen public struct Angle: Sendable {
    public var radians: Double
    @inlinable public var degrees: Double { get { radians * 180 / .pi } set { radians = newValue * .pi / 180 } }
    @inlinable public init() { self.init(radians: 0) }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
}

extension Angle: Hashable, Comparable {
    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    public var animatableData: Double { get { radians } set { radians = newValue } }
    @inlinable public static var zero: Angle { Angle() }
    public typealias AnimatableData = Double
}

@frozen public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container: SafeAreaRegions = SafeAreaRegions(rawValue: 1)
    public static let keyboard: SafeAreaRegions = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = SafeAreaRegions(rawValue: 3)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders: PinnedScrollableViews = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters: PinnedScrollableViews = PinnedScrollableViews(rawValue: 2)
}

// MARK: - Containers

@frozen nonisolated public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    @inlinable public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content
    }
}

@frozen nonisolated public struct VStack<Content>: View where Content: View {
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct HStack<Content>: View where Content: View {
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LazyVStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LazyHStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

nonisolated public struct ScrollView<Content>: View where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content(); self.axes = axes; self.showsIndicators = showsIndicators
    }
    @MainActor public var body: some View { EmptyView() }
}

@frozen nonisolated public struct Spacer: View, Sendable {
    public var minLength: CGFloat?
    @inlinable public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

nonisolated public struct Divider: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen nonisolated public struct Grid<Content> where Content: View {
    @inlinable public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Grid: View {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen nonisolated public struct GridRow<Content> where Content: View {
    @inlinable public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension GridRow: View {
    public var body: Never { fatalError() }
}

// MARK: - Layout protocol (iOS 16)

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency public protocol Layout: Sendable, Animatable {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View { EmptyView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
    public init() {}
    public var stackOrientation: Axis?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero: ProposedViewSize = ProposedViewSize(width: 0, height: 0)
    public static let unspecified: ProposedViewSize = ProposedViewSize(width: nil, height: nil)
    public static let infinity: ProposedViewSize = ProposedViewSize(width: .infinity, height: .infinity)
    @inlinable public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    @inlinable public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    @inlinable public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing: Sendable {
    public static let zero: ViewSpacing = ViewSpacing()
    public init() {}
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}

public struct ViewDimensions: Equatable, Sendable {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable, Sendable {
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { K.defaultValue }
    public var priority: Double { 0 }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions() }
    public var spacing: ViewSpacing { ViewSpacing() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<LayoutSubviews.Index>
    public typealias Iterator = IndexingIterator<LayoutSubviews>
    public var layoutDirection: LayoutDirection = .leftToRight
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubviews.Element { LayoutSubview() }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int { self }
}

// MARK: - Text

@frozen nonisolated public struct Text: Equatable {
    @inlinable public init(verbatim content: String) {}
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
}

nonisolated extension Text {
    public func foregroundColor(_ color: Color?) -> Text { self }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func italic(_ isActive: Bool) -> Text { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospacedDigit() -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

nonisolated extension Text {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ image: Image) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension Text {
    public func accessibilityLabel(_ label: Text) -> Text { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { self }
}

nonisolated extension Text {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension Text {
    public init(_ attributedContent: AttributedString) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
    public struct LineStyle: Hashable, Sendable {
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
        public struct Pattern: Sendable {
            public static let solid: Text.LineStyle.Pattern = Pattern()
            public static let dot: Text.LineStyle.Pattern = Pattern()
            public static let dash: Text.LineStyle.Pattern = Pattern()
            public static let dashDot: Text.LineStyle.Pattern = Pattern()
            public static let dashDotDot: Text.LineStyle.Pattern = Pattern()
        }
        public static let single: Text.LineStyle = LineStyle()
    }
}

nonisolated extension Text {
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension Text {
    public enum TruncationMode: Hashable, Sendable {
        case head
        case tail
        case middle
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ text: Text) {}
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
        public typealias StringLiteralType = String
    }
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
}

/// Numeric types SwiftUI accepts as `LocalizedStringKey` interpolations (hidden requirements omitted).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// MARK: - Font

@frozen public struct Font: Hashable, Sendable {
    init() {}
}

extension Font {
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
}

extension Font {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
    @_disfavoredOverload public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font() }

    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}

extension Font {
    public static let largeTitle: Font = Font()
    public static let title: Font = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2: Font = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3: Font = Font()
    public static let headline: Font = Font()
    public static let subheadline: Font = Font()
    public static let body: Font = Font()
    public static let callout: Font = Font()
    public static let footnote: Font = Font()
    public static let caption: Font = Font()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2: Font = Font()

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
    @_disfavoredOverload public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { Font() }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle
        case title
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title2
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        case caption2
        public static var allCases: [Font.TextStyle] { [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2] }
    }
}

extension Font {
    public func italic() -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospaced() -> Font { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func leading(_ leading: Font.Leading) -> Font { self }

    @frozen public struct Weight: Hashable, Sendable {
        public static let ultraLight: Font.Weight = Weight()
        public static let thin: Font.Weight = Weight()
        public static let light: Font.Weight = Weight()
        public static let regular: Font.Weight = Weight()
        public static let medium: Font.Weight = Weight()
        public static let semibold: Font.Weight = Weight()
        public static let bold: Font.Weight = Weight()
        public static let heavy: Font.Weight = Weight()
        public static let black: Font.Weight = Weight()
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public enum Leading: Hashable, Sendable {
        case standard
        case tight
        case loose
    }
}

// MARK: - Image

@frozen nonisolated public struct Image: Equatable {
    init() {}
}

nonisolated extension Image {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
}

nonisolated extension Image {
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Image {
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }
    public enum Interpolation: Hashable, Sendable {
        case none
        case low
        case medium
        case high
    }
    public enum ResizingMode: Hashable, Sendable {
        case tile
        case stretch
    }
}

// MARK: - Color, ShapeStyle, gradients, materials

public protocol ShapeStyle: Sendable {}

@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    init() {}
    public var description: String { "Color" }
}

extension Color {
    public static var accentColor: Color { Color() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Color {
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Color {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
}

extension Color: ShapeStyle {}

extension Color {
    public static let red: Color = Color()
    public static let orange: Color = Color()
    public static let yellow: Color = Color()
    public static let green: Color = Color()
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let mint: Color = Color()
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let teal: Color = Color()
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let cyan: Color = Color()
    public static let blue: Color = Color()
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let indigo: Color = Color()
    public static let purple: Color = Color()
    public static let pink: Color = Color()
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let brown: Color = Color()
    public static let white: Color = Color()
    public static let gray: Color = Color()
    public static let black: Color = Color()
    public static let clear: Color = Color()
    public static let primary: Color = Color()
    public static let secondary: Color = Color()
}

extension Color {
    public init(_ name: String, bundle: Bundle? = nil) {}
}

extension Color {
    public func opacity(_ opacity: Double) -> Color { self }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color() }
    public static var orange: Color { Color() }
    public static var yellow: Color { Color() }
    public static var green: Color { Color() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var mint: Color { Color() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var teal: Color { Color() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var cyan: Color { Color() }
    public static var blue: Color { Color() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var indigo: Color { Color() }
    public static var purple: Color { Color() }
    public static var pink: Color { Color() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static var brown: Color { Color() }
    public static var white: Color { Color() }
    public static var gray: Color { Color() }
    public static var black: Color { Color() }
    public static var clear: Color { Color() }
}

@frozen public struct ForegroundStyle: ShapeStyle {
    @inlinable public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let secondary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let tertiary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let quaternary: HierarchicalShapeStyle = HierarchicalShapeStyle()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
    public init<S>(_ style: S) where S: ShapeStyle {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle {
    @inlinable public func opacity(_ opacity: Double) -> some ShapeStyle { self }
    @inlinable public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
@available(watchOS, unavailable)
extension Material {
    public static let regular: Material = Material()
    public static let thick: Material = Material()
    public static let thin: Material = Material()
    public static let ultraThin: Material = Material()
    public static let ultraThick: Material = Material()
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Material {
    public static let bar: Material = Material()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, *)
@available(watchOS, unavailable)
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ShapeStyle where Self == Material {
    public static var bar: Material { .bar }
}

public enum BlendMode: Hashable, Sendable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}

@frozen public struct Gradient: Equatable {
    @frozen public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) { self.stops = [] }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: Hashable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient.Stop: Hashable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: ShapeStyle {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    public init(_ gradient: Gradient) {}
}

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}

@frozen nonisolated public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = _ShapeView<Rectangle, LinearGradient>
}

@frozen nonisolated public struct RadialGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public typealias Body = _ShapeView<Rectangle, RadialGradient>
}

@frozen nonisolated public struct AngularGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
    public typealias Body = _ShapeView<Rectangle, AngularGradient>
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen nonisolated public struct EllipticalGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public typealias Body = _ShapeView<Rectangle, EllipticalGradient>
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint) }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint) }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius) }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius) }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius) }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient { AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle) }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient { AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle) }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient { AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle) }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient { AngularGradient(gradient: gradient, center: center, angle: angle) }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient { AngularGradient(colors: colors, center: center, angle: angle) }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient { AngularGradient(stops: stops, center: center, angle: angle) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient { EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction) }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient { EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction) }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient { EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction) }
}

// MARK: - Path and shapes

@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) { self.isEOFilled = eoFill; self.isAntialiased = antialiased }
}

@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// Real SwiftUI also has `init(_ path: CGPath)` and `init(_ path: CGMutablePath)`; Linux has no CGPath.
/// `init?(_ string: String)` (LosslessStringConvertible) parses Path's own `description` format, not SVG.
@frozen nonisolated public struct Path: Equatable, LosslessStringConvertible {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> ()) {}
    public init?(_ string: String) {}
    public var description: String { "" }
    public var isEmpty: Bool { true }
    public var boundingRect: CGRect { .zero }
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { false }
    public func strokedPath(_ style: StrokeStyle) -> Path { self }
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
}

extension Path: Shape {
    public func path(in _: CGRect) -> Path { self }
    public typealias AnimatableData = EmptyAnimatableData
}

nonisolated extension Path {
    public mutating func move(to p: CGPoint) {}
    public mutating func addLine(to p: CGPoint) {}
    public mutating func addQuadCurve(to p: CGPoint, control cp: CGPoint) {}
    public mutating func addCurve(to p: CGPoint, control1 cp1: CGPoint, control2 cp2: CGPoint) {}
    public mutating func closeSubpath() {}
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular, transform: CGAffineTransform = .identity) {}
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {}
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {}
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
    public var currentPoint: CGPoint? { nil }
    public func applying(_ transform: CGAffineTransform) -> Path { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }
}

public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

nonisolated extension Shape {
    @inlinable public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { _ShapeView(shape: self, style: content) }
    @inlinable public func fill(style: FillStyle = FillStyle()) -> some View { _ShapeView(shape: self, style: ForegroundStyle()) }
    @inlinable public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { _ShapeView(shape: self, style: content) }
    @inlinable public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { _ShapeView(shape: self, style: content) }
}

nonisolated extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

nonisolated extension Shape {
    @inlinable public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    @inlinable public func stroke(style: StrokeStyle) -> some Shape { self }
    @inlinable public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

nonisolated extension InsettableShape {
    @inlinable public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle { _ShapeView(shape: self, style: content) }
    @inlinable public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { _ShapeView(shape: self, style: ForegroundStyle()) }
    @inlinable public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle { _ShapeView(shape: self, style: content) }
    @inlinable public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// The view a shape becomes when filled or stroked (real SwiftUI: `_ShapeView<Content, Style>`).
@frozen nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    @inlinable public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) { self.shape = shape; self.style = style; self.fillStyle = fillStyle }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@frozen nonisolated public struct Rectangle: Shape {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    @inlinable public init() {}
    public typealias AnimatableData = EmptyAnimatableData
}

extension Rectangle: InsettableShape {
    @inlinable public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerSize = cornerSize; self.style = style }
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) { self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var animatableData: CGSize.AnimatableData { get { cornerSize.animatableData } set { cornerSize.animatableData = newValue } }
    public typealias AnimatableData = CGSize.AnimatableData
}

extension RoundedRectangle: InsettableShape {
    @inlinable public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading)) }
        set {}
    }
}

/// Introduced with the iOS 17 SDK but back-deployed (emitted into the client): Apple documents it as iOS 16.0+.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen nonisolated public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii; self.style = style }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var animatableData: RectangleCornerRadii.AnimatableData { get { cornerRadii.animatableData } set {} }
    public typealias AnimatableData = RectangleCornerRadii.AnimatableData
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct Ellipse: Shape {
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    @inlinable public init() {}
    public typealias AnimatableData = EmptyAnimatableData
}

extension Ellipse: InsettableShape {
    @inlinable public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct Circle: Shape {
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    @inlinable public init() {}
    public typealias AnimatableData = EmptyAnimatableData
}

extension Circle: InsettableShape {
    @inlinable public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@frozen nonisolated public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    @inlinable public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in r: CGRect) -> Path { Path(r) }
    public typealias AnimatableData = EmptyAnimatableData
}

extension Capsule: InsettableShape {
    @inlinable public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen nonisolated public struct AnyShape: Shape {
    public init<S>(_ shape: S) where S: Shape {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public typealias AnimatableData = EmptyAnimatableData
}

// MARK: - View modifiers

nonisolated extension View {
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }

    // Layout
    @inlinable public func padding(_ insets: EdgeInsets) -> some View { self }
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    @inlinable public func padding(_ length: CGFloat) -> some View { self }
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    @available(*, deprecated, message: "Please pass one or more parameters.")
    @inlinable public func frame() -> some View { self }
    @inlinable public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    @inlinable public func fixedSize() -> some View { self }
    @inlinable public func layoutPriority(_ value: Double) -> some View { self }
    @inlinable public func offset(_ offset: CGSize) -> some View { self }
    @inlinable public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    @inlinable public func position(_ position: CGPoint) -> some View { self }
    @inlinable public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    @inlinable public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    @inlinable public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
    @inlinable public func scaledToFit() -> some View { self }
    @inlinable public func scaledToFill() -> some View { self }
    @inlinable public func zIndex(_ value: Double) -> some View { self }
    @inlinable public func hidden() -> some View { self }
    @inlinable public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
    @inlinable public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    @inlinable public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    // Background and overlay
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @inlinable @_disfavoredOverload public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @inlinable @_disfavoredOverload public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { self }
    @inlinable public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension View {
    @inlinable public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    @inlinable public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    @inlinable public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    @inlinable public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape { self }
    @inlinable public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }
    @inlinable public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: InsettableShape { self }
    @inlinable public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: InsettableShape { self }
    @inlinable public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    @inlinable public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    @inlinable public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }
}

// Clipping, masking, effects
nonisolated extension View {
    @inlinable public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
    @inlinable public func clipped(antialiased: Bool = false) -> some View { self }
    @inlinable public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    @available(iOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(macOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(tvOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(watchOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @inlinable public func mask<Mask>(_ mask: Mask) -> some View where Mask: View { self }
    @inlinable public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    @inlinable public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    @inlinable public func opacity(_ opacity: Double) -> some View { self }
    @inlinable public func blendMode(_ blendMode: BlendMode) -> some View { self }
    @inlinable public func compositingGroup() -> some View { self }
    @inlinable public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    @inlinable public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    @inlinable public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    @inlinable public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension View {
    @inlinable public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask: View { self }
    @inlinable public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    @inlinable public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { self }
    @inlinable public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { self }
}

// Text styling on any view
nonisolated extension View {
    @inlinable public func foregroundColor(_ color: Color?) -> some View { self }
    @inlinable public func font(_ font: Font?) -> some View { self }
    @inlinable public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    @inlinable public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    @inlinable public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    @inlinable public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    @inlinable public func lineLimit(_ number: Int?) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable public func textCase(_ textCase: Text.Case?) -> some View { self }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    public func bold(_ isActive: Bool = true) -> some View { self }
    public func italic(_ isActive: Bool = true) -> some View { self }
    public func kerning(_ kerning: CGFloat) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
}

// Grid and custom layouts
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    @inlinable public func gridCellColumns(_ count: Int) -> some View { self }
    @inlinable public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    @inlinable public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    @inlinable public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
    @inlinable public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey { self }
}

// Accessibility
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension View {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

// MARK: - State and bindings

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: @unchecked Sendable {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) {}
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@frozen @propertyWrapper public struct State<Value>: DynamicProperty, @unchecked Sendable {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    @inlinable public init() { self.init(wrappedValue: nil) }
}

/// From the iOS SDK's SwiftUI interface (the environment, read by a prototype flow for `openURL`).
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    @inlinable public var wrappedValue: Value { fatalError() }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OpenURLAction {
    public func callAsFunction(_ url: URL) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    public var openURL: OpenURLAction { fatalError() }
}

// MARK: - Controls and navigation (present so that generated names can be checked against them)

nonisolated public struct Button<Label>: View where Label: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    @MainActor public var body: some View { EmptyView() }
}

nonisolated extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {}
}

// Button styles (generated interaction support: a style that shows the label as drawn). `ButtonStyle` is
// `@MainActor @preconcurrency` as in the iOS 18 and later SDKs (the 17.4 interface leaves it unannotated), like
// `View` here; `ButtonStyleConfiguration.role` (iOS 15) is left out.
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

nonisolated public struct ButtonStyleConfiguration {
    nonisolated public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@available(*, unavailable)
extension ButtonStyleConfiguration: Sendable {}

@available(*, unavailable)
extension ButtonStyleConfiguration.Label: Sendable {}

nonisolated extension View {
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
}

// Scrolling to a view by its id (generated interaction support: a Figma scroll-to).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen nonisolated public struct ScrollViewReader<Content>: View where Content: View {
    public var content: (ScrollViewProxy) -> Content
    @inlinable public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    @MainActor public var body: some View { EmptyView() }
}

@available(*, unavailable)
extension ScrollViewReader: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}

@available(*, unavailable)
extension ScrollViewProxy: Sendable {}

@frozen public struct Animation: Equatable, Sendable {
    private init() {}
    public static let `default`: Animation = Animation()
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

// Reacting to values, appearance and the pointer (generated interaction support).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension View {
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(tvOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(watchOS, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @inlinable public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { self }
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated extension View {
    @inlinable public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }
    @inlinable public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T: Equatable { self }
}

@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension View {
    @inlinable public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}

// Prototype flows: navigation destinations, sheets, covers and the navigation bar's visibility (iOS SDK interface).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { self }
}

nonisolated extension View {
    public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
nonisolated extension View {
    public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}

extension Visibility: Sendable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
    public static var automatic: ToolbarPlacement { fatalError() }
    @available(macOS, unavailable)
    public static var navigationBar: ToolbarPlacement { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated extension View {
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    @MainActor public var body: some View { EmptyView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    public init<S>(_ title: S, image name: String) where S: StringProtocol {}
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

nonisolated public struct Toggle<Label>: View where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    @MainActor public var body: some View { EmptyView() }
}

nonisolated extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

@MainActor @preconcurrency public struct List<SelectionValue, Content>: View, @unchecked Sendable where SelectionValue: Hashable, Content: View {
    @MainActor public var body: some View { EmptyView() }
}

extension List where SelectionValue == Never {
    @MainActor public init(@ViewBuilder content: () -> Content) {}
    @MainActor public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
}

nonisolated public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: @unchecked Sendable {
    public init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View, @unchecked Sendable where Root: View {
    @MainActor public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    @MainActor public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    @MainActor public var body: some View { EmptyView() }
}

// MARK: - App and scenes

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
    @MainActor init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    @MainActor public static func main() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder: Sendable {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(id: String, @ViewBuilder content: () -> Content) {}
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ title: Text, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    public var body: Never { fatalError() }
}

// MARK: - Previews

public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

/// Hidden base protocol of `PreviewProvider` in real SwiftUI; its requirements have defaults.
public protocol _PreviewProvider {}

@MainActor @preconcurrency public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
    @MainActor static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @MainActor public static var platform: PreviewPlatform? { nil }
}

/// `#Preview { … }` and `#Preview("Name") { … }`.
/// The implementation lives in Apple's PreviewsMacros plugin; typecheck.sh loads a stand-in plugin that
/// expands to nothing, so the compiler still type-checks the name and the body against this signature.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

// MARK: - TabView (used by the sample app in samples/banking-home/App)
// From Apple's documentation: `struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`,
// `init(@ViewBuilder content: () -> Content) where SelectionValue == Int` (iOS 13.0+), and
// `func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View` (iOS 13.0+).

@MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View, @unchecked Sendable where SelectionValue: Hashable, Content: View {
    @MainActor public var body: some View { EmptyView() }
}

extension TabView where SelectionValue == Int {
    @MainActor public init(@ViewBuilder content: () -> Content) {}
}

extension View {
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }
}

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
