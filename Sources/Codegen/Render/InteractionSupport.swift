// The support file of the prototype's interactions (`DesignInteraction.swift`), one per target, written only when a
// design has buttons, timers or scrolling: what the generated `.designButton`, `.designTimer`, scroll anchors and
// interactive sets call.

extension SwiftUIRenderer {
    /// `DesignInteraction`: a button style that keeps the designed look, a button whose look follows the finger,
    /// a timer and scrolling to a layer, as `View` modifiers.
    func renderInteractionSupport() -> RenderedFile {
        let name = ir.sharedType("DesignInteraction")
        // `onChange(of:perform:)` is deprecated from iOS 17; its replacement does not exist before.
        let onChange = options.minimumIOS >= 17 ? "content.onChange(of: target) { _, id in" : "content.onChange(of: target) { id in"
        let source = """
        /// The prototype's interactions in SwiftUI (Figma's click, press, hover and after-delay triggers, and
        /// scroll-to): what the generated `.designButton`, `.designTimer` and `.designScrollTarget` modifiers and
        /// interactive components use. A button shows its layer exactly as drawn.
        \(access)enum \(name) {
            /// A button style that shows the layer as drawn: no tint, no dimming while it is pressed (a component's
            /// own pressed variant shows instead, where the design has one). The layer's whole frame takes the tap.
            \(access)struct PlainLook: ButtonStyle {
                \(access)init() {}

                \(access)func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .contentShape(Rectangle())
                }
            }

            /// A button whose look follows the finger: `label(true)` while it is pressed (a component's pressed
            /// variant), `label(false)` otherwise. VoiceOver reads `title`.
            \(access)struct Pressable<Label: View>: View {
                private let title: String
                private let action: () -> Void
                private let label: (Bool) -> Label

                \(access)init(_ title: String, action: @escaping () -> Void, @ViewBuilder label: @escaping (Bool) -> Label) {
                    self.title = title
                    self.action = action
                    self.label = label
                }

                \(access)var body: some View {
                    Button(action: action) {
                        EmptyView()
                    }
                    .buttonStyle(Look(label: label))
                    .accessibilityLabel(title)
                }

                private struct Look: ButtonStyle {
                    let label: (Bool) -> Label

                    func makeBody(configuration: Configuration) -> some View {
                        label(configuration.isPressed)
                            .contentShape(Rectangle())
                    }
                }
            }

            /// Calls `action` once, `seconds` after the layer appears, unless it disappears first.
            fileprivate struct Delay: ViewModifier {
                let seconds: Double
                let action: () -> Void

                func body(content: Content) -> some View {
                    content.task {
                        do {
                            try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                        } catch {
                            return
                        }
                        action()
                    }
                }
            }

            /// Scrolls to the layer marked `.id(target)` when `target` is set, then clears it.
            fileprivate struct ScrollTarget: ViewModifier {
                @Binding var target: String?

                func body(content: Content) -> some View {
                    ScrollViewReader { proxy in
                        \(onChange)
                            guard let id else { return }
                            withAnimation {
                                proxy.scrollTo(id, anchor: .top)
                            }
                            target = nil
                        }
                    }
                }
            }
        }

        extension View {
            /// The layer as a button (a Figma click): `action` on a tap. VoiceOver reads `label`, as a button.
            \(access)func designButton(_ label: String, action: @escaping () -> Void) -> some View {
                Button(action: action) {
                    self
                }
                .buttonStyle(\(name).PlainLook())
                .accessibilityLabel(label)
            }

            /// Calls `action` once, `seconds` after the layer appears (a Figma after-delay trigger), unless it
            /// disappears first.
            \(access)func designTimer(seconds: Double, perform action: @escaping () -> Void) -> some View {
                modifier(\(name).Delay(seconds: seconds, action: action))
            }

            /// Scrolls to the layer marked `.id(target)` whenever `target` is set (a Figma scroll-to), then clears it.
            \(access)func designScrollTarget(_ target: Binding<String?>) -> some View {
                modifier(\(name).ScrollTarget(target: target))
            }

            /// A screen of a prototype flow: without the navigation bar its stack would give it (the design draws
            /// its own).
            \(access)func designFlowScreen() -> some View {
                #if os(iOS)
                return toolbar(.hidden, for: .navigationBar)
                #else
                return self
                #endif
            }

            /// An overlay of a prototype flow that covers the screen (a sheet where there is no full-screen cover).
            \(access)func designFullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
                #if os(iOS)
                return fullScreenCover(item: item, content: content)
                #else
                return sheet(item: item, content: content)
                #endif
            }
        }
        """
        var writer = CodeWriter()
        header(&writer)
        let line = writer.nextLine + 3
        for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
            writer.line(UntrustedText.trimmingTrailingSpaces(String(text)))
        }
        return RenderedFile(name: name + ".swift", text: writer.fileText, symbols: [RenderedSymbol(kind: .type, name: name, line: line, source: nil)])
    }
}

extension UIKitRenderer {
    /// `DesignInteraction`: a control that shows its layer as drawn and calls an action on a tap (and reports the
    /// finger and the pointer, for a component's pressed and hover looks), a timer, and scrolling to a layer.
    static func interactionSource(access: String) -> String {
        #"""
/// The prototype's interactions in UIKit (Figma's click, press, hover and after-delay triggers, and scroll-to):
/// what the generated `.designButton`, `.designTimer`, `.designScrollAnchor` and interactive components use. A
/// button shows its layer exactly as drawn.
\#(access)enum DesignInteraction {
    /// A layer as a button: it shows the layer as laid out on its own (taking its size and stretching), calls
    /// `action` on a tap, and tells `onPress` whether a finger is down and `onHover` whether the pointer is over
    /// it. A button without title or image: it draws nothing of its own, and VoiceOver reads it as a button with
    /// its label.
    \#(access)final class Control: UIButton, UIPointerInteractionDelegate {
        private let action: () -> Void
        /// Told whether a finger is down on the control (a component's pressed look).
        \#(access)var onPress: ((Bool) -> Void)?
        /// Told whether the pointer is over the control (a component's hover look, with a pointer).
        \#(access)var onHover: ((Bool) -> Void)? {
            didSet {
                if onHover != nil, interactions.isEmpty { addInteraction(UIPointerInteraction(delegate: self)) }
            }
        }

        \#(access)init(label: String, action: @escaping () -> Void) {
            self.action = action
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
            isAccessibilityElement = true
            accessibilityLabel = label
            addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
        }

        @available(*, unavailable)
        \#(access)required init?(coder: NSCoder) {
            fatalError("DesignInteraction.Control is built in code")
        }

        /// Shows `content` in place of what the control showed.
        \#(access)func show(_ content: UIView) {
            for subview in subviews { subview.removeFromSuperview() }
            addSubview(content)
            pinToEdges(content)
            setStretching(horizontal: content.stretches(along: .horizontal), vertical: content.stretches(along: .vertical))
        }

        \#(access)override var isHighlighted: Bool {
            didSet {
                if isHighlighted != oldValue { onPress?(isHighlighted) }
            }
        }

        /// A touch anywhere on the layer is the control's; a control inside it keeps its own.
        \#(access)override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard let hit = super.hitTest(point, with: event) else { return nil }
            return hit is UIControl ? hit : self
        }

        \#(access)func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            onHover?(true)
        }

        \#(access)func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
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
    \#(access)func designButton(_ label: String, action: @escaping () -> Void) -> UIView {
        let control = DesignInteraction.Control(label: label, action: action)
        control.show(self)
        return control
    }

    /// Calls `action` once, `seconds` after the layer appears (a Figma after-delay trigger), unless it leaves first.
    \#(access)func designTimer(seconds: Double, perform action: @escaping () -> Void) -> UIView {
        addSubview(DesignInteraction.Delay(seconds: seconds, action: action))
        return self
    }

    /// Marks the layer a scroll-to goes to, by its node id.
    \#(access)func designScrollAnchor(_ nodeID: String) -> UIView {
        accessibilityIdentifier = nodeID
        return self
    }

    /// Scrolls the scroll view around the layer marked `nodeID` (`designScrollAnchor`) to its top (a Figma scroll-to).
    \#(access)func designScroll(to nodeID: String) {
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
"""#
    }
}
