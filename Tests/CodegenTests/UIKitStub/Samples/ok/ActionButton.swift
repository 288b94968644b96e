import UIKit

/// Action Button
public final class ActionButton: UIView {
    /// Figma variant property `Style`.
    public enum Style: String, CaseIterable, Sendable {
        case primary = "Primary"
        case secondary = "Secondary"
    }

    /// Figma property `Style`.
    public var style: Style {
        didSet { rebuild() }
    }
    public var label: String {
        didSet { rebuild() }
    }
    public var showIcon: Bool {
        didSet { rebuild() }
    }
    public var icon: UIView {
        didSet { rebuild() }
    }
    public var tint: UIColor {
        didSet { rebuild() }
    }
    public var fade: Double {
        didSet { rebuild() }
    }
    public var content: [UIView] {
        didSet { rebuild() }
    }

    public init(
        style: Style = .primary,
        label: String = "Button",
        showIcon: Bool = true,
        icon: UIView = Badge(),
        tint: UIColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1),
        fade: Double = 0.5,
        @ContainerBuilder content: () -> [UIView] = {
            ContainerBuilder.build {
                UILabel("Default body", style: TextAttributes(family: "Inter", size: 16))
                Badge()
            }
        }
    ) {
        self.style = style
        self.label = label
        self.showIcon = showIcon
        self.icon = icon
        self.tint = tint
        self.fade = fade
        self.content = content()
        super.init(frame: .zero)
        rebuild()
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ActionButton is built in code")
    }

    /// Shows the layers for the current property values.
    private func rebuild() {
        replaceContent(with: body)
    }

    private var body: UIView {
        switch style {
        case .primary:
            stylePrimary
        default:
            // figgen: no variant
            styleSecondary
        }
    }

    private var stylePrimary: UIView {
        // Style=Primary (node 1:21)
        HStackContainer(spacing: 8, alignment: .center) {
            if showIcon {
                icon
                    .frame(width: 24, height: 24)
            }
            UILabel(label, style: TextAttributes(family: "Inter", size: 16, weight: .semibold, color: UIColor(red: 1, green: 1, blue: 1, alpha: 1)))
            UILabel(
                [
                    ("Hello ", TextAttributes(weight: .bold)),
                    (label, TextAttributes(italic: true)),
                ],
                style: TextAttributes(TextStyleToken.body, size: 14),
                alignment: .center,
                lines: 2
            )
            ShapeView(.path(evenOdd: true) { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 10, y: 0))
                path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 1, y: 2), controlPoint2: CGPoint(x: 3, y: 4))
                path.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 3, y: 4))
                path.close()
            }, fills: [.color(tint)])
            .frame(width: 10, height: 10)
            SpacerView()
            UIImageView(image: UIImage(named: "photo"))
                .frame(maxWidth: .infinity)
            content
            ConstraintContainer(designWidth: 100, designHeight: 50) {
                ShapeView(.ellipse, fills: [.linearGradient([ShapeView.Stop(UIColor.Tokens.brand, 0), ShapeView.Stop(UIColor(red: 0, green: 0, blue: 0, alpha: 0.5), 1)], start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1))])
                    .constraints(.right, .bottom, x: 274, y: 788, width: 100, height: 44)
            }
        }
        .padding(top: 12, leading: 20, bottom: 12, trailing: 20)
        .frame(minWidth: 10, maxWidth: .infinity, alignment: .topLeading)
        .background([.color(UIColor(red: 0.039, green: 0.518, blue: 1, alpha: 1))], in: .roundedRectangle(8))
        .stroke(ShapeView.Stroke(.color(UIColor.Tokens.brand), width: 1, position: .inside, dash: [2, 2]), in: .corners(topLeading: 1, topTrailing: 2, bottomTrailing: 3, bottomLeading: 4))
        .shadow(color: UIColor(red: 0, green: 0, blue: 0, alpha: 0.25), radius: 2, x: 0, y: 1)
        .innerShadow(color: UIColor(red: 0, green: 0, blue: 0, alpha: 0.25), radius: 2, x: 0, y: 1, in: .ellipse)
        .clipped(to: .roundedRectangle(8))
        .opacity(fade)
        .rotation(degrees: -15)
        .zIndex(1)
        .layoutPriority(1)
        .fixedSize(horizontal: true, vertical: false)
        .backgroundBlur(in: .roundedRectangle(4))
        .effect(EffectToken.elevation)
        .overlay(ConstraintContainer(designWidth: 10, designHeight: 10) {
            Badge()
                .constraints(.leftRight, .topBottom, x: 0, y: 0, width: 10, height: 10)
        })
    }

    private var styleSecondary: UIView {
        GridContainer(columns: 3, horizontalSpacing: 8, verticalSpacing: 8) {
            GridRowContainer(spans: [1, 2]) {
                Badge()
                ScrollContainer(.vertical) {
                    FlowContainer(axis: .horizontal, spacing: 8, lineSpacing: 4, alignment: .start) {
                        Badge()
                        Badge()
                    }
                }
            }
            GridRowContainer {
                MaskContainer(mask: ShapeView(.ellipse, fills: [.color(.black)])) {
                    Badge()
                }
            }
        }
    }
}

@available(iOS 17.0, *)
#Preview("Action Button") {
    VStackContainer(spacing: 16, alignment: .leading) {
        ActionButton(style: .primary)
            .frame(width: 132, height: 48)
        ActionButton(style: .secondary, icon: Badge()) {
            Badge()
        }
    }
}

public final class Badge: UIView {
    public init() {
        super.init(frame: .zero)
        replaceContent(with: body)
    }
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("Badge is built in code")
    }
    private var body: UIView {
        ShapeView(.rectangle, fills: [])
    }
}

extension UIColor {
    public enum Tokens {
        public static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        public static let dyn = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor.Tokens.brand : UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    }
}
public enum TextStyleToken {
    public static let body = TextAttributes(family: "Inter", size: 16, weight: .regular, tracking: 0.5, lineHeight: 24)
}
public struct EffectToken: Sendable {
    public var shadows: [ShapeView.Shadow]
    public static let elevation = EffectToken(shadows: [ShapeView.Shadow(color: UIColor(red: 0, green: 0, blue: 0, alpha: 0.25), radius: 2, x: 0, y: 1)])
}
extension UIView {
    public func effect(_ effect: EffectToken) -> UIView {
        effect.shadows.reduce(self) { view, shadow in view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y) }
    }
}
