import Foundation
import Codegen

/// Reads the images of a design folder as `figgen fetch` writes it: `images/<imageRef>.<ext>` and the renders
/// listed in `renders/index.json`. The folder is as untrusted as the design: only regular files directly in
/// those two folders are read (never through a link), names are checked by `DesignAssets`, and what is
/// skipped becomes a warning, never a failure.
enum AssetFolder {
    static let imagesFolder = "images"
    static let rendersFolder = "renders"
    static let renderIndex = "index.json"

    /// Whether `folder` has images or renders to read.
    static func hasAssets(_ folder: String) -> Bool {
        [imagesFolder, rendersFolder].contains { FileSystem.kind((folder as NSString).appendingPathComponent($0)) == .directory }
    }

    static func read(_ folder: String) throws(CommandFailure) -> DesignAssets {
        var assets = DesignAssets()
        guard FileSystem.kind(folder) == .directory || (FileSystem.kind(folder) == .symlink && FileSystem.isDirectory(folder)) else {
            throw CommandFailure(message: "\(folder): no such folder (--assets takes a folder with images/ and renders/)")
        }
        // Read problems are collected apart: `assets` is busy while it asks for a file.
        var problems: [String] = []
        let images = (folder as NSString).appendingPathComponent(imagesFolder)
        if FileSystem.kind(images) == .directory {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: images)) ?? []
            assets.addImages(names: names) { name in
                readRegularFile((images as NSString).appendingPathComponent(name), shown: "\(imagesFolder)/\(name)", into: &problems)
            }
        }
        let renders = (folder as NSString).appendingPathComponent(rendersFolder)
        let indexPath = (renders as NSString).appendingPathComponent(renderIndex)
        if FileSystem.kind(renders) == .directory,
           let index = readRegularFile(indexPath, shown: "\(rendersFolder)/\(renderIndex)", into: &problems) {
            assets.addRenders(index: index) { name in
                let path = (renders as NSString).appendingPathComponent(name)
                return FileSystem.kind(path) == .missing ? nil : readRegularFile(path, shown: "\(rendersFolder)/\(name)", into: &problems)
            }
        }
        assets.problems += problems
        return assets
    }

    /// Figma's PNG of each screen and component at 2× (`figgen fetch --renders screens`), for the layout report.
    static let framesFolder = "frames"

    /// The frame renders listed in `frames/index.json` (node id → file name), PNG only; what is skipped is a problem
    /// to warn about, never a failure (the report then draws Figma's boxes instead).
    static func readFrames(_ folder: String) -> (frames: [String: [UInt8]], problems: [String]) {
        let frames = (folder as NSString).appendingPathComponent(framesFolder)
        guard FileSystem.kind(frames) == .directory else { return ([:], []) }
        var problems: [String] = []
        let shownIndex = "\(framesFolder)/\(renderIndex)"
        guard let index = readRegularFile((frames as NSString).appendingPathComponent(renderIndex), shown: shownIndex, into: &problems) else { return ([:], problems) }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(index))) as? [String: Any] else {
            return ([:], problems + ["\(shownIndex): not a JSON object of node id → file name; frame renders skipped"])
        }
        var found: [String: [UInt8]] = [:]
        for (nodeID, value) in object.sorted(by: { $0.key < $1.key }) {
            guard let name = value as? String, DesignAssets.isSafeFileName(name) else {
                problems.append("\(shownIndex): the entry for \(DesignAssets.shown(nodeID)) is not a plain file name; skipped")
                continue
            }
            let path = (frames as NSString).appendingPathComponent(name)
            guard FileSystem.kind(path) != .missing else {
                problems.append("\(DesignAssets.shown("\(framesFolder)/\(name)")): listed in \(shownIndex) but missing; skipped")
                continue
            }
            guard let bytes = readRegularFile(path, shown: "\(framesFolder)/\(name)", into: &problems) else { continue }
            guard LayoutReportHTML.isPNG(bytes) else {
                problems.append("\(DesignAssets.shown("\(framesFolder)/\(name)")): not a PNG file; skipped")
                continue
            }
            found[nodeID] = bytes
        }
        return (found, problems)
    }

    /// The bytes of a regular file no larger than `DesignAssets.maximumBytes`; anything else is a problem.
    private static func readRegularFile(_ path: String, shown: String, into problems: inout [String]) -> [UInt8]? {
        guard FileSystem.kind(path) == .file else {
            problems.append("\(DesignAssets.shown(shown)): not a regular file (links are not followed); skipped")
            return nil
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= DesignAssets.maximumBytes else {
            problems.append("\(DesignAssets.shown(shown)): larger than \(DesignAssets.maximumBytes >> 20) MB; skipped")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append("\(DesignAssets.shown(shown)): cannot be read; skipped")
            return nil
        }
        return [UInt8](data)
    }

    /// Whether generated code in `directory` belongs to a Swift package target (`…/Sources/<Target>/…` under a
    /// folder with `Package.swift`): its images then load from `Bundle.module`.
    static func isInPackageTarget(_ directory: String) -> Bool {
        var components = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        while components.count > 1 {
            if let sources = components.lastIndex(of: "Sources"), sources + 1 < components.count {
                let root = NSString.path(withComponents: Array(components[..<sources]))
                if FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent("Package.swift")) { return true }
                components = Array(components[..<sources])
            } else {
                return false
            }
        }
        return false
    }
}
