// Stand-in for Apple's PreviewsMacros compiler plugin, so `#Preview { … }` can be type-checked on Linux.
//
// Real SwiftUI declares
//   @freestanding(declaration) macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
//     = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
// and Xcode ships the implementation as a binary plugin that does not exist on Linux. The compiler
// type-checks a freestanding macro's arguments against the macro's signature *before* it asks the plugin
// for an expansion, so a plugin that answers "PreviewsMacros.SwiftUIView expands to nothing" still lets
// swiftc check every preview body for real (unknown names, wrong labels, non-View results, …). What it
// cannot check is the code Apple's macro would generate around the body; that code is Apple's, not ours.
//
// typecheck.sh compiles this file once (swiftc, toolchain only) and passes
//   -load-plugin-executable <binary>#PreviewsMacros
// Protocol (swift-syntax, Sources/SwiftCompilerPluginMessageHandling): each message is an 8-byte
// little-endian length followed by that many bytes of JSON. Host → plugin: `getCapability`,
// `expandFreestandingMacro`, `expandAttachedMacro`, `loadPluginLibrary`; plugin → host:
// `getCapabilityResult`, `expandMacroResult` (or the older `expandFreestandingMacroResult`),
// `loadPluginLibraryResult`. Enum cases are encoded Codable-style: {"caseName": {"label": value, …}}.
// UIKit's `#Preview` (PreviewsMacros.Common, iOS 17) is handled the same way. Anything else is answered with an error diagnostic, never silently.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

let pluginProtocolVersion = 7

func readExactly(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let n = buffer.withUnsafeMutableBytes { raw in
            read(0, raw.baseAddress! + filled, count - filled)
        }
        if n <= 0 { return nil }
        filled += n
    }
    return buffer
}

func writeAll(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
        let n = bytes.withUnsafeBytes { raw in
            write(1, raw.baseAddress! + written, bytes.count - written)
        }
        if n <= 0 { exit(1) }
        written += n
    }
}

func send(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { exit(1) }
    var header = UInt64(payload.count).littleEndian
    let headerBytes = withUnsafeBytes(of: &header) { Array($0) }
    writeAll(headerBytes + [UInt8](payload))
}

func errorDiagnostic(_ text: String, at syntax: [String: Any]?) -> [String: Any] {
    let location = syntax?["location"] as? [String: Any]
    let fileName = location?["fileName"] as? String ?? ""
    let offset = location?["offset"] as? Int ?? 0
    return [
        "message": text,
        "severity": "error",
        "position": ["fileName": fileName, "offset": offset],
        "highlights": [] as [Any],
        "notes": [] as [Any],
        "fixIts": [] as [Any],
    ]
}

func expansionResult(source: String?, diagnostics: [[String: Any]], attached: Bool, hostProtocolVersion: Int) -> [String: Any] {
    var body: [String: Any] = ["diagnostics": diagnostics]
    if hostProtocolVersion >= 5 {
        body["expandedSource"] = source ?? NSNull()
        return ["expandMacroResult": body]
    }
    if attached {
        body["expandedSources"] = source.map { [$0] } ?? NSNull()
        return ["expandAttachedMacroResult": body]
    }
    body["expandedSource"] = source ?? NSNull()
    return ["expandFreestandingMacroResult": body]
}

var hostProtocolVersion = 0
while let header = readExactly(8) {
    let length = header.withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
    if length == 0 { break }
    guard let payload = readExactly(length),
          let object = try? JSONSerialization.jsonObject(with: Data(payload)),
          let message = object as? [String: Any],
          let kind = message.keys.first
    else { exit(1) }
    let body = message[kind] as? [String: Any] ?? [:]

    switch kind {
    case "getCapability":
        let capability = body["capability"] as? [String: Any]
        hostProtocolVersion = capability?["protocolVersion"] as? Int ?? 0
        send(["getCapabilityResult": ["capability": ["protocolVersion": pluginProtocolVersion]]])

    case "expandFreestandingMacro":
        let macro = body["macro"] as? [String: Any]
        let module = macro?["moduleName"] as? String ?? "?"
        let type = macro?["typeName"] as? String ?? "?"
        let syntax = body["syntax"] as? [String: Any]
        if module == "PreviewsMacros" && (type == "SwiftUIView" || type == "Common") {
            send(expansionResult(source: "", diagnostics: [], attached: false, hostProtocolVersion: hostProtocolVersion))
        } else {
            let text = "figgen's stand-in PreviewsMacros plugin only implements PreviewsMacros.SwiftUIView and PreviewsMacros.Common (UIKit's #Preview), not \(module).\(type)"
            send(expansionResult(source: nil, diagnostics: [errorDiagnostic(text, at: syntax)], attached: false, hostProtocolVersion: hostProtocolVersion))
        }

    case "expandAttachedMacro":
        let macro = body["macro"] as? [String: Any]
        let name = "\(macro?["moduleName"] as? String ?? "?").\(macro?["typeName"] as? String ?? "?")"
        let text = "figgen's stand-in PreviewsMacros plugin does not implement attached macro \(name)"
        send(expansionResult(source: nil, diagnostics: [errorDiagnostic(text, at: body["attributeSyntax"] as? [String: Any])], attached: true, hostProtocolVersion: hostProtocolVersion))

    case "loadPluginLibrary":
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]])

    default:
        exit(1)
    }
}
