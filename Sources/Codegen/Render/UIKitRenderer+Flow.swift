/// A prototype flow in UIKit: a navigation controller over the flow's screens (each in a `ScreenViewController`),
/// presenting its overlays as sheets or full screen.
extension UIKitRenderer {
    func flowHeader(_ flow: Flow) -> String { "\(access)final class \(flow.typeName): UINavigationController" }

    var flowScreenEnum: (header: String, extra: [String]) { ("\(access)enum Screen: Hashable, Sendable", []) }

    func flowMembers(_ flow: Flow, _ writer: inout CodeWriter) {
        writer.block("\(access)init()") { writer in
            writer.line("super.init(nibName: nil, bundle: nil)")
            // The design draws its own bars.
            writer.line("isNavigationBarHidden = true")
            writer.line("setViewControllers([screen(.\(SwiftName.escaped(flow.screens[0].caseName)))], animated: false)")
        }
        writer.line()
        writer.line("@available(*, unavailable)")
        writer.block("\(access)required init?(coder: NSCoder)") { writer in
            writer.line("fatalError(\(SwiftLiteral.string(flow.typeName + " is built in code")))")
        }
    }

    var flowScreenFunction: (attributes: [String], header: String) {
        ([], "private func screen(_ screen: Screen) -> UIViewController")
    }

    func renderFlowScreen(_ call: [String], _ writer: inout CodeWriter) {
        let host = type("ScreenViewController")
        guard call.count > 1 else {
            writer.line("return \(host)(\(call[0]))")
            return
        }
        writer.line("return \(host)(\(call[0])")
        for line in call.dropFirst().dropLast() { writer.line(line) }
        writer.line(call[call.count - 1] + ")")
    }

    func flowNavigation(_ flow: Flow, _ writer: inout CodeWriter) {
        writer.comment("Navigate: closes any overlay and shows the screen next.", prefix: "///")
        writer.block("private func push(_ screen: Screen)") { writer in
            writer.block("if presentedViewController != nil") { $0.line("dismiss(animated: false)") }
            writer.line("pushViewController(self.screen(screen), animated: true)")
        }
        writer.line()
        writer.comment("Swap: replaces the overlay shown, or the screen shown, without adding to the history.", prefix: "///")
        writer.block("private func replace(with screen: Screen)") { writer in
            writer.conditions([("let overlay = presentedViewController", ["let style = overlay.modalPresentationStyle", "dismiss(animated: false)",
                                                                          "let next = self.screen(screen)", "next.modalPresentationStyle = style",
                                                                          "present(next, animated: false)"]),
                               (nil, ["setViewControllers(viewControllers.dropLast() + [self.screen(screen)], animated: false)"])])
        }
        writer.line()
        writer.comment("Overlay: shows the screen over this one, as a sheet or covering it.", prefix: "///")
        writer.block("private func present(_ screen: Screen, fullScreen: Bool)") { writer in
            writer.line("let overlay = self.screen(screen)")
            writer.line("overlay.modalPresentationStyle = fullScreen ? .fullScreen : .pageSheet")
            writer.line("(presentedViewController ?? self).present(overlay, animated: true)")
        }
        writer.line()
        writer.comment("Back: closes the overlay, or goes back to the screen before.", prefix: "///")
        writer.block("private func back()") { writer in
            writer.conditions([("presentedViewController != nil", ["dismiss(animated: true)"]), (nil, ["popViewController(animated: true)"])])
        }
        writer.line()
        writer.comment("Close: closes the overlay.", prefix: "///")
        writer.block("private func close()") { writer in
            writer.block("if presentedViewController != nil") { $0.line("dismiss(animated: true)") }
        }
        writer.line()
        writer.comment("Opens a link of the design.", prefix: "///")
        writer.block("private func open(_ address: String)") { writer in
            writer.block("if let url = URL(string: address)") { $0.line("UIApplication.shared.open(url)") }
        }
    }
}
