import Foundation
import Codegen

/// The output folder, with figgen's safety rules: it writes atomically, only when bytes change, and it
/// overwrites or deletes only files that carry its header or are listed in its manifest.
struct OutputDirectory {
    static let headerPrefix = Constants.generatedHeaderPrefix

    let url: URL

    init(path: String) {
        url = URL(fileURLWithPath: path, isDirectory: true)
    }

    func fileURL(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The manifest from the last generation, if any (a broken one is an error, not silently ignored).
    func readManifest() throws(CommandFailure) -> Manifest? {
        let manifestURL = fileURL(Manifest.fileName)
        guard let data = FileManager.default.contents(atPath: manifestURL.path) else { return nil }
        do {
            return try Manifest(json: data)
        } catch {
            throw CommandFailure(message: "\(manifestURL.path): \(error.description)")
        }
    }

    func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: fileURL(name).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether figgen may replace or delete this existing file.
    func isOwned(_ name: String, previous: Manifest?) -> Bool {
        if previous?.files.contains(where: { $0.path == name }) == true { return true }
        guard let text = contents(of: name) else { return true }
        return text.hasPrefix(Self.headerPrefix)
    }

    struct Plan {
        var write: [(name: String, contents: String)] = []
        var unchanged: [String] = []
        var remove: [String] = []
    }

    /// Decides every write and delete before touching anything, so a refusal leaves the folder as it was.
    func plan(files: [RenderedFile], manifest: String, previous: Manifest?) throws(CommandFailure) -> Plan {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CommandFailure(message: "\(url.path): exists and is not a folder")
        }
        var plan = Plan()
        var blocked: [String] = []
        let outputs = files.map { ($0.name, $0.contents) } + [(Manifest.fileName, manifest)]
        for (name, text) in outputs {
            if let existing = contents(of: name) {
                if existing == text { plan.unchanged.append(name); continue }
                if name != Manifest.fileName, !isOwned(name, previous: previous) { blocked.append(name); continue }
                if name == Manifest.fileName, previous == nil {
                    blocked.append(name)
                    continue
                }
            }
            plan.write.append((name, text))
        }
        if !blocked.isEmpty {
            let list = blocked.map { fileURL($0).path }.joined(separator: ", ")
            throw CommandFailure(message: "refusing to overwrite \(blocked.count == 1 ? "a file" : "\(blocked.count) files") figgen did not generate: \(list) (no figgen header, not in \(Manifest.fileName)); move \(blocked.count == 1 ? "it" : "them") away or choose another output folder")
        }
        let current = Set(outputs.map(\.0))
        for entry in previous?.files ?? [] where !current.contains(entry.path) {
            guard let text = contents(of: entry.path) else { continue }
            if text.hasPrefix(Self.headerPrefix) || Manifest.hash(text) == entry.hash {
                plan.remove.append(entry.path)
            }
        }
        return plan
    }

    /// Carries out a plan: each file goes to a temporary name in the same folder, then is renamed over the target.
    func apply(_ plan: Plan) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(message: "\(url.path): cannot create folder: \(error.localizedDescription)")
        }
        // Generated files first, the manifest last: an interrupted run leaves the old manifest in charge.
        let ordered = plan.write.filter { $0.name != Manifest.fileName } + plan.write.filter { $0.name == Manifest.fileName }
        for (name, contents) in ordered {
            let target = fileURL(name)
            // The temporary file sits beside its target (same folder, same file system) so rename is atomic.
            let folder = target.deletingLastPathComponent()
            let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).figgen-\(ProcessInfo.processInfo.processIdentifier).tmp")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: temporary)
                if rename(temporary.path, target.path) != 0 {
                    throw CommandFailure(message: "\(target.path): cannot replace file: \(String(cString: strerror(errno)))")
                }
            } catch let failure as CommandFailure {
                try? FileManager.default.removeItem(at: temporary)
                throw failure
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw CommandFailure(message: "\(target.path): cannot write: \(error.localizedDescription)")
            }
        }
        for name in plan.remove {
            do {
                try FileManager.default.removeItem(at: fileURL(name))
            } catch {
                throw CommandFailure(message: "\(fileURL(name).path): cannot remove stale generated file: \(error.localizedDescription)")
            }
            // Folders figgen made for generated files (asset catalog entries) go when they become empty.
            var folder = fileURL(name).deletingLastPathComponent()
            while folder.path.count > url.path.count, (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: folder)
                folder = folder.deletingLastPathComponent()
            }
        }
    }
}
