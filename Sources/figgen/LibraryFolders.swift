import Foundation
import Codegen

/// The generated libraries a product links to (`--library DIR[:Module]`, `"libraries"` in the config, or for
/// `check` the paths the product's manifest records): each folder's manifest read as untrusted input — a manifest
/// figgen wrote, whose interface files are still the bytes figgen wrote, with a known module — and checked together
/// (one key, one library; no library linking back to the product).
enum LibraryFolders {
    /// A library as given: a folder and, optionally, its module (`DIR:Module`).
    static func parse(_ entry: String) -> (folder: String, module: String?) {
        if let colon = entry.lastIndex(of: ":"), GenerationOptions.isModuleName(String(entry[entry.index(after: colon)...])), colon != entry.startIndex {
            return (String(entry[..<colon]), String(entry[entry.index(after: colon)...]))
        }
        return (entry, nil)
    }

    /// The module of an output folder: the `<Module>` of `…/Sources/<Module>/…`, as SwiftPM names targets.
    static func inferredModule(of folder: String) -> String? {
        let parts = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        guard let sources = parts.lastIndex(of: "Sources"), sources + 1 < parts.count, GenerationOptions.isModuleName(parts[sources + 1]) else { return nil }
        return parts[sources + 1]
    }

    /// `path` relative to `base` (both resolved against the current folder), as the product's manifest records it.
    static func relativePath(_ path: String, from base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let origin = URL(fileURLWithPath: base).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Reads the libraries: `given` as the user spelled them (relative to the current folder), or `recorded` (the
    /// product manifest's paths, relative to `output`). Errors name the folder and what is wrong; nothing is written.
    static func load(given: [String], recorded: [LinkedLibrary], output: String) throws(CommandFailure) -> [LinkedLibrary] {
        var entries: [(folder: String, module: String?, recordedPath: String?)] = []
        if !given.isEmpty {
            for entry in given {
                let (folder, module) = parse(entry)
                entries.append((folder, module, nil))
            }
        } else {
            for library in recorded {
                entries.append(((output as NSString).appendingPathComponent(library.path), library.module, library.path))
            }
        }
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        var libraries: [LinkedLibrary] = []
        var owners: [String: String] = [:]
        for entry in entries {
            let folderURL = URL(fileURLWithPath: entry.folder).standardizedFileURL.resolvingSymlinksInPath()
            guard folderURL.path != outputURL.path else {
                throw CommandFailure(usage: "--library \(entry.folder) is the output folder itself: a design cannot link to its own output")
            }
            let directory = OutputDirectory(path: entry.folder)
            let read: Manifest?
            do throws(CommandFailure) {
                read = try directory.readManifest(layers: .later)
            } catch {
                throw CommandFailure(message: "--library \(entry.folder): " + (error.line.hasPrefix("error: ") ? String(error.line.dropFirst(7)) : error.line))
            }
            guard let manifest = read else {
                throw CommandFailure(message: "--library \(entry.folder): no \(Manifest.fileName) there; generate the library into that folder first")
            }
            // A library generated with links of its own that come back to this output: refused, not looped.
            for link in (try? GenerationOptions(recorded: manifest.options))?.libraries ?? [] {
                let linked = URL(fileURLWithPath: (entry.folder as NSString).appendingPathComponent(link.path)).standardizedFileURL.resolvingSymlinksInPath()
                if linked.path == outputURL.path {
                    throw CommandFailure(message: "--library \(entry.folder): that library links to this output (\(link.path)): a cycle of libraries is refused")
                }
            }
            // Its interfaces must be what figgen wrote: the files they point at are listed, and still the bytes recorded.
            let hashes = Dictionary(manifest.files.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
            for interface in manifest.interfaces {
                guard let hash = hashes[interface.file] else {
                    throw CommandFailure(message: "--library \(entry.folder): \(Manifest.fileName) is not figgen's: \(interface.swiftName) is declared in \(interface.file), which it does not list")
                }
                let bytes = try directory.readFile(interface.file)
                guard let bytes, Manifest.hash(String(decoding: bytes, as: UTF8.self)) == hash else {
                    throw CommandFailure(message: "--library \(entry.folder): \(interface.file) is missing or was edited since figgen wrote it; regenerate the library")
                }
            }
            guard let module = entry.module ?? manifest.options["module"] else {
                throw CommandFailure(usage: "--library \(entry.folder): its module is not recorded (it was not generated into Sources/<Module>/ nor with --module); give it as --library \(entry.folder):<Module>")
            }
            if manifest.interfaces.isEmpty {
                Console.error("figgen: note: --library \(entry.folder) offers no component with a key: nothing of it can be linked")
            }
            for interface in manifest.interfaces {
                if let other = owners[interface.key], other != entry.folder {
                    throw CommandFailure(message: "--library \(entry.folder) and --library \(other) both offer component key \(interface.key) (\(interface.figmaName)): link one of them")
                }
                owners[interface.key] = entry.folder
                for key in interface.variants.keys {
                    if let other = owners[key], other != entry.folder {
                        throw CommandFailure(message: "--library \(entry.folder) and --library \(other) both offer component key \(key): link one of them")
                    }
                    owners[key] = entry.folder
                }
            }
            // Its support files (the same in every output of a target), for the product to use instead of its own.
            var supportFiles: [String: String] = [:]
            for file in Set(manifest.declarations.filter { $0.kind == "support" }.map(\.file)) {
                guard hashes[file] != nil, let bytes = try directory.readFile(file) else { continue }
                let text = String(decoding: bytes, as: UTF8.self)
                if Manifest.hash(text) == hashes[file] { supportFiles[file] = LinkedLibrary.bodyHash(text) }
            }
            let path = entry.recordedPath ?? relativePath(entry.folder, from: output)
            guard !path.contains(",") else { throw CommandFailure(usage: "--library \(entry.folder): a library folder's path cannot contain ','") }
            libraries.append(LinkedLibrary(path: path, module: module, interfaces: manifest.interfaces, supportFiles: supportFiles))
        }
        return libraries
    }
}
