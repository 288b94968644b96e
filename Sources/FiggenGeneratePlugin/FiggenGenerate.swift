import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory figgen-generate [--target <Target>] [figgen generate options]`:
/// `figgen generate` with the package's `figgen.json`, into `Sources/<Target>/Generated` unless the config names a folder.
@main
struct FiggenGenerate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try FiggenPluginRun.run("generate", tool: context.tool(named: "figgen").url, package: context.package, arguments: arguments, choosesTarget: true)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same from an Xcode project's context menu: the config at the project's root must name the output folder.
extension FiggenGenerate: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try FiggenPluginRun.run("generate", tool: context.tool(named: "figgen").url, directory: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
