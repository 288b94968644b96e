/// What `generate` may vary. Everything that shapes output is here, so the same options give the same bytes,
/// and the manifest records all of them (`recorded`), so `check` regenerates exactly what `generate` wrote.
public struct GenerationOptions: Equatable, Sendable {
    /// The access level of the generated types and their members.
    public enum AccessLevel: String, Sendable {
        case `public`, `internal`
    }

    /// The UI framework the code is written for.
    public enum Target: String, Sendable, CaseIterable {
        case swiftui
        case uikit
    }

    public var target: Target = .swiftui
    public var typePrefix: String?
    public var accessLevel: AccessLevel
    /// Minimum iOS version the code may use.
    public var minimumIOS: Int
    /// Only these pages (by name or id); empty means all.
    public var pages: [String]
    /// Only these nodes (by id) and their subtrees; empty means all.
    public var nodeIDs: [String]
    /// The Figma file key (the exports do not carry it), recorded in the manifest for Figma URLs.
    public var fileKey: String?
    /// Write an Xcode asset catalog (`Assets.xcassets`): a colour set per colour token, an image set per
    /// image fill and render the design folder has, and icon components as vector images.
    public var assetCatalog: Bool = false
    /// Where the accessors load catalog images from: the app's main bundle, or the Swift package module
    /// the code is generated into (`Bundle.module`).
    public var assetBundle: AssetBundle = .main

    /// Where generated image accessors load from.
    public enum AssetBundle: String, Sendable, CaseIterable {
        case main, module
    }
    /// Draw the layers of instances of components from other libraries inline instead of calling their type.
    public var inlineRemoteInstances: Bool
    /// Whether the variables endpoint's answer was given (`--variables`, or `variables.json` beside the input):
    /// recorded so `check` asks for it when it is missing.
    public var usesVariables: Bool = false
    /// Emit every variable of the answer, not only those the design uses (and their alias targets).
    public var allVariables: Bool = false
    /// Also write Figma Code Connect template files (`CodeConnect/`): one per component and set, and its config.
    public var codeConnect: Bool = false
    /// Let the templates of components from other libraries be published too (they are excluded otherwise).
    public var codeConnectRemote: Bool = false
    /// The Swift module the output is compiled in (`--module`; else the `<Module>` of `Sources/<Module>/…`):
    /// what a product that links to this output imports.
    public var module: String?
    /// Generated libraries whose components this file's remote instances call (`--library`): read from their
    /// manifests by the CLI. Recorded by path and module; `check` reads them again.
    public var libraries: [LinkedLibrary] = []

    public init(typePrefix: String? = nil, accessLevel: AccessLevel = .public, minimumIOS: Int = 16,
                pages: [String] = [], nodeIDs: [String] = [], fileKey: String? = nil, inlineRemoteInstances: Bool = false) {
        self.typePrefix = typePrefix
        self.accessLevel = accessLevel
        self.minimumIOS = minimumIOS
        self.pages = pages
        self.nodeIDs = nodeIDs
        self.fileKey = fileKey
        self.inlineRemoteInstances = inlineRemoteInstances
    }

    /// The supported minimum iOS versions.
    public static let minimumIOSRange = 16...30

    // MARK: Recorded form

    /// The options as the manifest records them and the config file and flags name them: every option, in
    /// one string form (lists joined with `,`), so `check` can repeat a generation and say which flag differs.
    public var recorded: [String: String] {
        var values = ["target": target.rawValue, "access": accessLevel.rawValue, "minIOS": String(minimumIOS),
                      "inlineRemote": String(inlineRemoteInstances), "assetCatalog": String(assetCatalog), "bundle": assetBundle.rawValue,
                      "variables": String(usesVariables), "allVariables": String(allVariables)]
        if let typePrefix { values["typePrefix"] = typePrefix }
        if !pages.isEmpty { values["pages"] = pages.joined(separator: ",") }
        if !nodeIDs.isEmpty { values["nodes"] = nodeIDs.joined(separator: ",") }
        if let fileKey { values["fileKey"] = fileKey }
        // Recorded only when on, so manifests written without Code Connect read as before.
        if codeConnect { values["codeConnect"] = "true" }
        if codeConnectRemote { values["codeConnectRemote"] = "true" }
        if let module { values["module"] = module }
        if !libraries.isEmpty { values["libraries"] = libraries.map { $0.path + "=" + $0.module }.joined(separator: ",") }
        return values
    }

    /// The option names the recorded form uses, and the flag each comes from.
    public static let recordedFlags: [(key: String, flag: String)] = [
        ("target", "--target"), ("typePrefix", "--type-prefix"), ("access", "--access"), ("minIOS", "--min-ios"),
        ("pages", "--pages"), ("nodes", "--nodes"), ("fileKey", "--file-key"), ("inlineRemote", "--inline-remote"),
        ("assetCatalog", "--asset-catalog"), ("bundle", "--bundle"), ("variables", "--variables"), ("allVariables", "--all-variables"),
        ("codeConnect", "--code-connect"), ("codeConnectRemote", "--code-connect-remote"), ("module", "--module"), ("libraries", "--library"),
    ]

    /// A recorded option whose value is not one the option takes (a manifest edited by hand, or from elsewhere).
    public enum RecordedError: Error, Equatable {
        /// A value that is not one the option takes: (option, value, what it takes).
        case invalid(String, String, String)
    }

    /// A Figma file key: 1 to 128 ASCII letters and digits (the one rule for every key figgen is given: `fetch`'s
    /// argument, `--file-key`, a config's or a manifest's `fileKey`, a fetched folder's marker).
    public static func isFileKey(_ text: String) -> Bool {
        (1...128).contains(text.utf8.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    public static let fileKeyRule = "a Figma file key: 1 to 128 letters and digits"

    /// A rejected key as an error shows it: its first 40 characters, each one outside printable ASCII as `\u{…}`.
    public static func shownKey(_ key: String) -> String {
        var shown = ""
        for scalar in key.unicodeScalars.prefix(40) {
            shown += (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
        return shown
    }

    /// Options from their recorded form; absent keys keep their defaults.
    public init(recorded values: [String: String]) throws(RecordedError) {
        self.init()
        func bool(_ key: String) throws(RecordedError) -> Bool {
            guard let text = values[key] else { return false }
            guard let value = Bool(text) else { throw .invalid(key, text, "true or false") }
            return value
        }
        if let text = values["target"] {
            guard let target = Target(rawValue: text) else { throw .invalid("target", text, Target.allCases.map(\.rawValue).joined(separator: ", ")) }
            self.target = target
        }
        if let text = values["access"] {
            guard let access = AccessLevel(rawValue: text) else { throw .invalid("access", text, "public or internal") }
            accessLevel = access
        }
        if let text = values["minIOS"] {
            guard let version = Int(text), Self.minimumIOSRange.contains(version) else { throw .invalid("minIOS", text, "a major version, 16 or later") }
            minimumIOS = version
        }
        typePrefix = values["typePrefix"]
        pages = Self.list(values["pages"])
        nodeIDs = Self.list(values["nodes"])
        if let key = values["fileKey"], !key.isEmpty {
            // It goes into URLs and the templates' comments: only what Figma's keys are made of.
            guard Self.isFileKey(key) else { throw .invalid("fileKey", Self.shownKey(key), Self.fileKeyRule) }
            fileKey = key
        } else {
            fileKey = values["fileKey"]
        }
        inlineRemoteInstances = try bool("inlineRemote")
        assetCatalog = try bool("assetCatalog")
        if let text = values["bundle"] {
            guard let bundle = AssetBundle(rawValue: text) else { throw .invalid("bundle", text, "main or module") }
            assetBundle = bundle
        }
        usesVariables = try bool("variables")
        allVariables = try bool("allVariables")
        codeConnect = try bool("codeConnect")
        codeConnectRemote = try bool("codeConnectRemote")
        if let text = values["module"] {
            guard Self.isModuleName(text) else { throw .invalid("module", text, "a Swift module name") }
            module = text
        }
        // The libraries' paths and modules; their interfaces are read from their manifests by whoever repeats the run.
        libraries = try Self.list(values["libraries"]).map { (entry: String) throws(RecordedError) -> LinkedLibrary in
            guard let equals = entry.lastIndex(of: "="), Self.isModuleName(String(entry[entry.index(after: equals)...])), equals != entry.startIndex else {
                throw .invalid("libraries", entry, "path=Module")
            }
            return LinkedLibrary(path: String(entry[..<equals]), module: String(entry[entry.index(after: equals)...]), interfaces: [])
        }
    }

    /// A Swift module name: letters, digits and `_`, not starting with a digit, at most 128 characters.
    public static func isModuleName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.unicodeScalars.count <= 128, !(0x30...0x39).contains(first.value) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || (0x30...0x39).contains($0.value) || (0x41...0x5A).contains($0.value) || (0x61...0x7A).contains($0.value) }
    }

    /// `a, b,,c` → `["a", "b", "c"]`.
    public static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
