import Foundation
import FigmaModel
import Codegen

/// Reads an export from a path or `-` (stdin) and decodes it.
struct Input {
    /// The name used in messages and generated headers: the file's base name, or `stdin`.
    var displayName: String
    var bytes: Data

    /// The export a path names: the path itself, or `design.json` in a folder (as `figgen fetch` writes it).
    static func designPath(_ path: String) -> String {
        guard path != "-", FileSystem.isDirectory(path) else { return path }
        return (path as NSString).appendingPathComponent(designFileName)
    }

    /// The export's name in a design folder.
    static let designFileName = "design.json"

    static func read(_ path: String) throws(CommandFailure) -> Input {
        let path = designPath(path)
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return Input(displayName: "stdin", bytes: data)
        }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(message: "\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure(message: "\(path): is a directory, expected a JSON file (or a folder with \(designFileName))") }
        let bytes: Data
        do {
            // Mapped: the file's pages are read on demand and never copied.
            bytes = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw CommandFailure(message: "\(path): cannot read: \(error.localizedDescription)")
        }
        return Input(displayName: url.lastPathComponent, bytes: bytes)
    }

    /// Decodes the export (and the variables answer, when given) and generates from it. The model is kept
    /// until exit (see `ProcessLifetime`); the IR's views only with `keepingViews` (an IR dump).
    func generation(options: GenerationOptions, variablesPath: String? = nil, assetsFolder: String? = nil, timings: StageTimings? = nil,
                    keepingViews: Bool = false) throws(CommandFailure) -> GenerationResult {
        let file = try decode()
        ProcessLifetime.keepUntilExit(file)
        let variables = try variablesPath.map { (path: String) throws(CommandFailure) in try Self.read(path).decodeVariables() }
        let assets = try assetsFolder.map { (folder: String) throws(CommandFailure) in try AssetFolder.read(folder) }
        timings?.mark("read")
        return generate(file, options: options, variables: variables, assets: assets, source: bytes, keepingViews: keepingViews) { stage in
            timings?.mark(stage.rawValue)
        }
    }

    func decodeVariables() throws(CommandFailure) -> FigmaVariables {
        try decoded { buffer throws(FigmaModelError) in try FigmaVariables.decode(buffer) }
    }

    func decode() throws(CommandFailure) -> FigmaFile {
        try decoded { buffer throws(FigmaModelError) in try FigmaFile.decode(buffer) }
    }

    /// Runs a FigmaModel decoder over the bytes; its error becomes a message naming this file and the JSON path.
    private func decoded<Value>(_ decode: (UnsafeRawBufferPointer) throws(FigmaModelError) -> Value) throws(CommandFailure) -> Value {
        do {
            let result = bytes.withUnsafeBytes { buffer in Result { () throws(FigmaModelError) in try decode(buffer) } }
            return try result.get()
        } catch {
            throw CommandFailure(file: displayName, path: error.path.description, message: error.message, nodeID: error.nodeID)
        }
    }
}
