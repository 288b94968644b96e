import UIKit

/// The prototype's interactions in UIKit (Figma's click, press, hover and after-delay triggers, and scroll-to):
/// what the generated `.designButton`, `.designTimer`, `.designScrollAnchor` and interactive components use. A
/// button shows its layer exactly as drawn.
public enum DesignInteraction {
    /// A layer as a button: it shows the layer as laid out on its own (taking its size and stretching), calls
    /// `action` on a tap, and tells `onPress` whether a finger is down and `onHover` whether the pointer is over
    /// it. A button without title or image: it draws nothing of its own, and VoiceOver reads it as a button with
    /// its label.
    public final class Control: UIButton, UIPointerInteractionDelegate {
        private let action: () -> Void
        /// Told whether a finger is down on the control (a component's pressed look).
        public var onPress: ((Bool) -> Void)?
        /// Told whether the pointer is over the control (a component's hover look, with a pointer).
        public var onHover: ((Bool) -> Void)? {
            didSet {
                if onHover != nil, interactions.isEmpty { addInteraction(UIPointerInteraction(delegate: self)) }
            }
        }

        public init(label: String, action: @escaping () -> Void) {
            self.action = action
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
            isAccessibilityElement = true
            accessibilityLabel = label
            addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) {
            fatalError("DesignInteraction.Control is built in code")
        }

        /// Shows `content` in place of what the control showed.
        public func show(_ content: UIView) {
            for subview in subviews { subview.removeFromSuperview() }
            addSubview(content)
            pinToEdges(content)
            setStretching(horizontal: content.stretches(along: .horizontal), vertical: content.stretches(along: .vertical))
        }

        public override var isHighlighted: Bool {
            didSet {
                if isHighlighted != oldValue { onPress?(isHighlighted) }
            }
        }

        /// A touch anywhere on the layer is the control's; a control inside it keeps its own.
        public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard let hit = super.hitTest(point, with: event) else { return nil }
            return hit is UIControl ? hit : self
        }

        public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            onHover?(true)
        }

        public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            onHover?(false)
        }
    }

    /// Calls `action` once, `seconds` after it is shown in a window, unless it leaves first.
    final class Delay: UIView {
        private let seconds: Double
        private let action: () -> Void
        private var task: Task<Void, Never>?

        init(seconds: Double, action: @escaping () -> Void) {
            self.seconds = seconds
            self.action = action
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("DesignInteraction.Delay is built in code")
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            task?.cancel()
            guard window != nil else { return }
            let nanoseconds = UInt64(max(0, seconds) * 1_000_000_000)
            task = Task { [weak self] in
                do {
                    try await Task.sleep(nanoseconds: nanoseconds)
                } catch {
                    return
                }
                self?.action()
            }
        }
    }
}

extension UIView {
    /// The layer as a button (a Figma click): `action` on a tap. VoiceOver reads `label`, as a button.
    public func designButton(_ label: String, action: @escaping () -> Void) -> UIView {
        let control = DesignInteraction.Control(label: label, action: action)
        control.show(self)
        return control
    }

    /// Calls `action` once, `seconds` after the layer appears (a Figma after-delay trigger), unless it leaves first.
    public func designTimer(seconds: Double, perform action: @escaping () -> Void) -> UIView {
        addSubview(DesignInteraction.Delay(seconds: seconds, action: action))
        return self
    }

    /// Marks the layer a scroll-to goes to, by its node id.
    public func designScrollAnchor(_ nodeID: String) -> UIView {
        accessibilityIdentifier = nodeID
        return self
    }

    /// Scrolls the scroll view around the layer marked `nodeID` (`designScrollAnchor`) to its top (a Figma scroll-to).
    public func designScroll(to nodeID: String) {
        var pending: [UIView] = [self]
        var found: UIView?
        while found == nil, !pending.isEmpty {
            let view = pending.removeFirst()
            if view.accessibilityIdentifier == nodeID { found = view } else { pending += view.subviews }
        }
        guard let layer = found else { return }
        var ancestor = layer.superview
        while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
        guard let scrollView = ancestor as? UIScrollView else { return }
        let top = layer.convert(layer.bounds, to: scrollView).minY
        let bottom = max(0, scrollView.contentSize.height - scrollView.bounds.height)
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: min(max(0, top), bottom)), animated: true)
    }
}
