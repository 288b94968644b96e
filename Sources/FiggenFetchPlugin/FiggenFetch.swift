import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory --allow-network-connections all figgen-fetch [figgen fetch options]`:
/// `figgen fetch` of the config's `fileKey` (and `nodes`) into its `input` folder. The token is figgen's to read, as on the
/// command line: `FIGMA_TOKEN` in the environment, or `--token-file <path>`.
@main
struct FiggenFetch: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try FiggenPluginRun.run("fetch", tool: context.tool(named: "figgen").url, package: context.package, arguments: arguments, choosesTarget: false)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FiggenFetch: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try FiggenPluginRun.run("fetch", tool: context.tool(named: "figgen").url, directory: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
