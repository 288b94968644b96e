/// A prototype flow in SwiftUI: a `NavigationStack` over the flow's screens, with a sheet and a full-screen cover
/// for its overlays.
extension SwiftUIRenderer {
    func flowHeader(_ flow: Flow) -> String { "\(access)struct \(flow.typeName): View" }

    var flowScreenEnum: (header: String, extra: [String]) {
        ("\(access)enum Screen: Hashable, Identifiable, Sendable", ["\(access)var id: Self { self }"])
    }

    func flowMembers(_ flow: Flow, _ writer: inout CodeWriter) {
        writer.line("@State private var root: Screen = .\(SwiftName.escaped(flow.screens[0].caseName))")
        writer.line("@State private var path: [Screen] = []")
        writer.line("@State private var sheet: Screen?")
        writer.line("@State private var cover: Screen?")
        writer.line("@Environment(\\.openURL) private var openURL")
        writer.line()
        writer.line("\(access)init() {}")
        writer.line()
        writer.block("\(access)var body: some View") { writer in
            writer.block("NavigationStack(path: $path)") { writer in
                writer.line("screen(root)")
                writer.indent { $0.line(".navigationDestination(for: Screen.self) { screen($0) }") }
            }
            writer.line(".sheet(item: $sheet) { screen($0) }")
            writer.line(".designFullScreenCover(item: $cover) { screen($0) }")
        }
    }

    var flowScreenFunction: (attributes: [String], header: String) {
        (["@ViewBuilder"], "private func screen(_ screen: Screen) -> some View")
    }

    /// The screen, without the navigation bar the stack would give it (the design draws its own).
    func renderFlowScreen(_ call: [String], _ writer: inout CodeWriter) {
        for line in call { writer.line(line) }
        writer.indent { $0.line(".designFlowScreen()") }
    }

    func flowNavigation(_ flow: Flow, _ writer: inout CodeWriter) {
        writer.comment("Navigate: closes any overlay and shows the screen next.", prefix: "///")
        writer.block("private func push(_ screen: Screen)") { writer in
            writer.line("sheet = nil")
            writer.line("cover = nil")
            writer.line("path.append(screen)")
        }
        writer.line()
        writer.comment("Swap: replaces the overlay shown, or the screen shown, without adding to the history.", prefix: "///")
        writer.block("private func replace(with screen: Screen)") { writer in
            writer.conditions([("cover != nil", ["cover = screen"]), ("sheet != nil", ["sheet = screen"]), ("path.isEmpty", ["root = screen"]),
                               (nil, ["path[path.count - 1] = screen"])])
        }
        writer.line()
        writer.comment("Overlay: shows the screen over this one, as a sheet or covering it.", prefix: "///")
        writer.block("private func present(_ screen: Screen, fullScreen: Bool)") { writer in
            writer.conditions([("fullScreen", ["cover = screen"]), (nil, ["sheet = screen"])])
        }
        writer.line()
        writer.comment("Back: closes the overlay, or goes back to the screen before.", prefix: "///")
        writer.block("private func back()") { writer in
            writer.conditions([("cover != nil", ["cover = nil"]), ("sheet != nil", ["sheet = nil"]), ("!path.isEmpty", ["path.removeLast()"])])
        }
        writer.line()
        writer.comment("Close: closes the overlay.", prefix: "///")
        writer.block("private func close()") { writer in
            writer.conditions([("cover != nil", ["cover = nil"]), (nil, ["sheet = nil"])])
        }
        writer.line()
        writer.comment("Opens a link of the design.", prefix: "///")
        writer.block("private func open(_ address: String)") { writer in
            writer.block("if let url = URL(string: address)") { $0.line("openURL(url)") }
        }
    }
}
