import Foundation
import Codegen

/// `figgen lookup`: a Figma name, Swift symbol, node id or Figma URL → the other side.
enum LookupCommand {
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        let query = arguments.positionals[0]
        let directory = arguments.value("output") ?? "."
        let output = OutputDirectory(path: directory)
        if FileSystem.isDirectory(directory) { try output.open(.read) }
        // One pass: the layer records (which may be millions) are streamed, never held.
        var search = Lookup.Search(query)
        var lines = ManifestLines(output)
        guard FileSystem.isDirectory(directory), let manifest = try output.readManifest(layers: .visit { layer in
            lines.check(layer)
            search.visit(layer)
        }) else {
            throw CommandFailure(message: "no \(Manifest.fileName) in \(directory): pass the generated folder with -o <dir>")
        }
        // A line the file does not have is an error, not a location to print.
        lines.finish(manifest)
        if let failure = lines.failure(output) { throw failure }
        let matches: [Lookup.Match]
        switch search.result(in: manifest) {
        case .found(let found):
            matches = found
        case .notFound(let suggestions):
            var message = "no design name, Swift symbol or node matches '\(query)'"
            if !suggestions.isEmpty { message += "; did you mean: " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?" }
            throw CommandFailure(message: message)
        }
        if arguments.value("format") == "json" {
            Console.out(json(matches, directory: directory))
        } else {
            Console.out(text(matches, directory: directory))
        }
        return .success
    }

    /// A match's file as the user reaches it: in the output folder, or (a linked library's) beside it.
    static func path(_ file: String, in directory: String) -> String {
        let joined = (directory as NSString).appendingPathComponent(file)
        guard file.hasPrefix("../") else { return joined }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    static func text(_ matches: [Lookup.Match], directory: String) -> String {
        matches.map { match in
            var lines = ["\(match.swiftName)  (\(match.kind))"]
            lines.append("  Swift:  \(path(match.file, in: directory)):\(match.line)")
            var figma = "  Figma:  " + (match.figmaName.map { "\"\($0)\"" } ?? "-")
            if let nodeID = match.nodeID { figma += "  node \(nodeID)" }
            if let page = match.page { figma += "  page \"\(page)\"" }
            lines.append(figma)
            if let path = match.layerPath { lines.append("  Layer:  \(path)") }
            if let url = match.figmaURL { lines.append("  URL:    \(url)") }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    static func json(_ matches: [Lookup.Match], directory: String) -> String {
        let objects: [[String: Any]] = matches.map { match in
            var object: [String: Any] = ["swiftName": match.swiftName, "kind": match.kind,
                                         "file": path(match.file, in: directory), "line": match.line]
            if let value = match.figmaName { object["figmaName"] = value }
            if let value = match.nodeID { object["nodeId"] = value }
            if let value = match.page { object["page"] = value }
            if let value = match.layerPath { object["layerPath"] = value }
            if let value = match.figmaURL { object["url"] = value }
            return object
        }
        let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
