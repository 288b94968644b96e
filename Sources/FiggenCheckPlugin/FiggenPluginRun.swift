import Foundation
import PackagePlugin

// Shared by the three figgen command plugins (the other two link to this file): a plugin target cannot depend on a
// library. They run the `figgen` executable SwiftPM built as the plugin's tool, never a copy of its logic.

/// Runs figgen for a figgen command plugin.
enum FiggenPluginRun {
    /// `figgen <command>` in a package's folder (`FiggenPluginArguments` says with what); `choosesTarget`: generate
    /// and check write or read a target's `Generated` folder.
    static func run(_ command: String, tool: URL, package: Package, arguments: [String], choosesTarget: Bool) -> Never {
        let root = package.directoryURL.standardizedFileURL.path
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .generic || $0.kind == .executable }.map { target in
            var folder = target.directoryURL.standardizedFileURL.path
            if folder.hasPrefix(root + "/") { folder.removeFirst(root.count + 1) }
            return FiggenPluginArguments.SourceTarget(name: target.name, folder: folder)
        }
        do {
            let figgenArguments = try FiggenPluginArguments.figgen(command, arguments: arguments, targets: choosesTarget ? targets : nil,
                                                                   packageName: package.displayName)
            runFiggen(tool, in: package.directoryURL, figgenArguments)
        } catch {
            fail(error.message)
        }
    }

    /// `figgen <command>` in an Xcode project's folder, with the config there (which names the output folder).
    static func run(_ command: String, tool: URL, directory: URL, arguments: [String]) -> Never {
        do {
            runFiggen(tool, in: directory, try FiggenPluginArguments.figgen(command, arguments: arguments, targets: nil))
        } catch {
            fail(error.message)
        }
    }

    /// Runs figgen with the folder as its current directory (the config's paths are relative to it); its output goes
    /// straight to the console. Ends with figgen's status: `swift package` fails exactly when figgen does, and prints
    /// the status (`Plugin ended with exit code 1` on drift, 64 for usage).
    static func runFiggen(_ tool: URL, in directory: URL, _ arguments: [String]) -> Never {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        do {
            try process.run()
        } catch {
            fail("cannot run \(tool.path): \(error)")
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            fail("figgen ended by signal \(process.terminationStatus)")
        }
        exit(process.terminationStatus)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(64)
    }
}
