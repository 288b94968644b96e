import Foundation
import PackagePlugin

/// `swift package figgen-check [--target <Target>] [--format github] [figgen check options]`: `figgen check` with the
/// package's `figgen.json` — its report, and its exit status (0 in parity, 1 on drift, 64 for usage) for CI.
@main
struct FiggenCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try FiggenPluginRun.run("check", tool: context.tool(named: "figgen").url, package: context.package, arguments: arguments, choosesTarget: true)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FiggenCheck: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try FiggenPluginRun.run("check", tool: context.tool(named: "figgen").url, directory: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
