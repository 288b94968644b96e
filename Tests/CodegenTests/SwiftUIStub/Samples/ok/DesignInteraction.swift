import SwiftUI

/// The prototype's interactions in SwiftUI (Figma's click, press, hover and after-delay triggers, and
/// scroll-to): what the generated `.designButton`, `.designTimer` and `.designScrollTarget` modifiers and
/// interactive components use. A button shows its layer exactly as drawn.
public enum DesignInteraction {
    /// A button style that shows the layer as drawn: no tint, no dimming while it is pressed (a component's
    /// own pressed variant shows instead, where the design has one). The layer's whole frame takes the tap.
    public struct PlainLook: ButtonStyle {
        public init() {}

        public func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .contentShape(Rectangle())
        }
    }

    /// A button whose look follows the finger: `label(true)` while it is pressed (a component's pressed
    /// variant), `label(false)` otherwise. VoiceOver reads `title`.
    public struct Pressable<Label: View>: View {
        private let title: String
        private let action: () -> Void
        private let label: (Bool) -> Label

        public init(_ title: String, action: @escaping () -> Void, @ViewBuilder label: @escaping (Bool) -> Label) {
            self.title = title
            self.action = action
            self.label = label
        }

        public var body: some View {
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
                content.onChange(of: target) { id in
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
    public func designButton(_ label: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            self
        }
        .buttonStyle(DesignInteraction.PlainLook())
        .accessibilityLabel(label)
    }

    /// Calls `action` once, `seconds` after the layer appears (a Figma after-delay trigger), unless it
    /// disappears first.
    public func designTimer(seconds: Double, perform action: @escaping () -> Void) -> some View {
        modifier(DesignInteraction.Delay(seconds: seconds, action: action))
    }

    /// Scrolls to the layer marked `.id(target)` whenever `target` is set (a Figma scroll-to), then clears it.
    public func designScrollTarget(_ target: Binding<String?>) -> some View {
        modifier(DesignInteraction.ScrollTarget(target: target))
    }
}
