import Foundation

/// Where a layer goes when the frame it was drawn in is shown at another size: Figma's resizing
/// constraints (help.figma.com, "Apply constraints to define how layers resize"). Per axis:
/// - left / top keeps the distance to the frame's start edge and the layer's size;
/// - right / bottom keeps the distance to the end edge and the size;
/// - center keeps the offset of the layer's centre from the frame's centre, and the size;
/// - leftRight / topBottom keeps both distances: the layer grows or shrinks with the frame;
/// - scale keeps position and size as fractions of the frame's size.
public struct ConstraintPlacement: Equatable, Sendable {
    public enum Horizontal: Sendable {
        case left, right, center, leftRight, scale
    }

    public enum Vertical: Sendable {
        case top, bottom, center, topBottom, scale
    }

    public var horizontal: Horizontal
    public var vertical: Vertical
    /// The layer's frame as drawn, relative to the frame's top-leading corner.
    public var designFrame: CGRect

    public init(horizontal: Horizontal, vertical: Vertical, designFrame: CGRect) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.designFrame = designFrame
    }

    /// The layer's frame in a frame drawn at `designSize` and shown at `size`.
    public func frame(designSize: CGSize, size: CGSize) -> CGRect {
        let x: Rule = switch horizontal {
        case .left: .start
        case .right: .end
        case .center: .center
        case .leftRight: .stretch
        case .scale: .scale
        }
        let y: Rule = switch vertical {
        case .top: .start
        case .bottom: .end
        case .center: .center
        case .topBottom: .stretch
        case .scale: .scale
        }
        let (minX, width) = x.place(start: designFrame.minX, length: designFrame.width, design: designSize.width, actual: size.width)
        let (minY, height) = y.place(start: designFrame.minY, length: designFrame.height, design: designSize.height, actual: size.height)
        return CGRect(x: minX, y: minY, width: width, height: height)
    }

    private enum Rule {
        case start, end, center, stretch, scale

        /// One axis: the layer's start and length in a frame `design` long, shown `actual` long.
        func place(start: CGFloat, length: CGFloat, design: CGFloat, actual: CGFloat) -> (CGFloat, CGFloat) {
            let growth = actual - design
            switch self {
            case .start: return (start, length)
            case .end: return (start + growth, length)
            case .center: return (start + growth / 2, length)
            case .stretch: return (start, max(0, length + growth))
            case .scale:
                guard design > 0 else { return (start, length) }
                let factor = actual / design
                return (start * factor, length * factor)
            }
        }
    }
}
