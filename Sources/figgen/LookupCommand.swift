import Foundation
import Codegen

/// `figgen lookup`: a Figma name, Swift symbol, node id or Figma URL → the other side.
enum LookupCommand {
    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> ExitCode {
        let query = arguments.positionals[0]
        let directory = arguments.value("output") ?? "."
        let output = OutputDirectory(path: directory)
        if FileSystem.isDirectory(directory) { try output.open(.read) }
        // One pass: the layer records (which may be millions) are streamed, never held; a layer match counts
        // only when no declaration matches.
        let parsed = Lookup.parse(query)
        var layerMatches: [Lookup.Match] = []
        var suggestions = Lookup.Suggestions(for: query)
        guard FileSystem.isDirectory(directory), let manifest = try output.readManifest(layers: .visit { layer in
            // (URLs are added below: the file key is known once the whole manifest is read.)
            if let match = Lookup.match(layer: layer, query: parsed, fileKey: nil) { layerMatches.append(match) }
            suggestions.add(layer.figmaName)
        }) else {
            throw CommandFailure(message: "no \(Manifest.fileName) in \(directory): pass the generated folder with -o <dir>")
        }
        var matches = Lookup.find(query, declarationsOf: manifest)
        if matches.isEmpty {
            suggestions.add(namesOf: manifest)
            matches = Lookup.sorted(layerMatches.map { match in
                var match = match
                match.figmaURL = match.nodeID.flatMap { Lookup.url(manifest.fileKey, $0) }
                return match
            })
        }
        if matches.isEmpty {
            let suggestions = suggestions.best
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

    static func text(_ matches: [Lookup.Match], directory: String) -> String {
        matches.map { match in
            var lines = ["\(match.swiftName)  (\(match.kind))"]
            lines.append("  Swift:  \((directory as NSString).appendingPathComponent(match.file)):\(match.line)")
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
                                         "file": (directory as NSString).appendingPathComponent(match.file), "line": match.line]
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
