/// One way design and code differ, as `figgen check` reports it.
public struct Drift: Equatable, Sendable {
    /// What changed, as `check` names it in its reports.
    public enum Kind: String, Sendable, CaseIterable {
        case manifestMissing = "manifest-missing"
        /// The last `generate` was cut short between its first rename and its manifest.
        case interrupted = "interrupted-generation"
        case declarationAdded = "added"
        case declarationRemoved = "removed"
        case declarationRenamed = "renamed"
        case propertyAdded = "property-added"
        case propertyRemoved = "property-removed"
        case propertyChanged = "property-changed"
        case variantAdded = "variant-added"
        case variantRemoved = "variant-removed"
        case tokenAdded = "token-added"
        case tokenRemoved = "token-removed"
        case tokenChanged = "token-changed"
        /// A variable renamed in the design (matched by its id): its Swift name changes.
        case tokenRenamed = "token-renamed"
        case valueChanged = "value-changed"
        case layerAdded = "layer-added"
        case layerRemoved = "layer-removed"
        case editedByHand = "edited-by-hand"
        case fileMissing = "file-missing"
        case outdated = "outdated"
        /// A prototype link the layer did not have (`interaction <trigger>` records of the manifest).
        case interactionAdded = "interaction-added"
        case interactionRemoved = "interaction-removed"
        /// The same trigger now does something else or goes elsewhere (another destination, action or delay).
        case interactionRetargeted = "interaction-retargeted"
        /// The same link on another trigger (a tap that is now a press).
        case interactionTriggerChanged = "interaction-trigger-changed"
        /// A linked library changed under the product: a component it calls was deleted or renamed, a property it
        /// passes removed or renamed, a variant case it passes gone.
        case libraryChanged = "library-changed"
        /// A file in the output folder figgen did not write that a tool would pick up with the generated ones (a
        /// `.swift` SwiftPM compiles, a `*.figma.js` Code Connect publishes).
        case unexpectedFile = "unexpected-file"
    }

    public var kind: Kind
    public var message: String
    public var nodeID: String?
    /// Figma layer path (`Home / Header / Title`).
    public var layerPath: String?
    /// Swift file and line (in the code on disk, i.e. the last generation).
    public var file: String?
    public var line: Int?
    public var old: String?
    public var new: String?

    public init(kind: Kind, message: String, nodeID: String? = nil, layerPath: String? = nil, file: String? = nil, line: Int? = nil,
                old: String? = nil, new: String? = nil) {
        self.kind = kind
        self.message = message
        self.nodeID = nodeID
        self.layerPath = layerPath
        self.file = file
        self.line = line
        self.old = old
        self.new = new
    }
}

/// Compares the manifest of the code on disk with a fresh generation from the design. Semantic, not a
/// text diff: components and screens added / removed / renamed, properties and variants, layer values,
/// and generated files edited by hand. Pure: the caller reads the files.
public enum ParityCheck {
    /// - Parameters:
    ///   - old: the manifest on disk (from the last `generate`) with its layers; nil when there is none.
    ///   - new: the manifest of a generation from the current design.
    ///   - newFiles: the files that generation would write, by name.
    ///   - disk: the contents of each file named in either manifest as it is on disk (nil: missing).
    ///   - interruptedWrites: when the last `generate` was cut short, the files it was replacing: they differ
    ///     from the old manifest because of the interruption, not because of a hand edit.
    public static func compare(old: Manifest?, new: Manifest, newFiles: [String: String], disk: [String: String?],
                               interruptedWrites: [String]? = nil) -> [Drift] {
        compare(old: old, new: new, newFiles: newFiles.mapValues(FileText.init), disk: disk.mapValues { $0.map(FileText.init) },
                interruptedWrites: interruptedWrites)
    }

    /// `compare` with texts in pieces, and the old manifest's layer records in it.
    public static func compare(old: Manifest?, new: Manifest, newFiles: [String: FileText], disk: [String: FileText?],
                               interruptedWrites: [String]? = nil) -> [Drift] {
        compare(old: old, new: new, newFiles: newFiles, disk: disk, interruptedWrites: interruptedWrites, oldLayers: OldLayers<Never>.held)
    }

    /// Where the old manifest's layer records come from: `check` never holds two manifests' records at once.
    public enum OldLayers<Failure: Error> {
        /// In the old manifest (read whole).
        case held
        /// The manifest on disk is byte for byte the new one: each old record is its new counterpart, unchanged,
        /// so none is read again (`check` on a design in parity).
        case sameAsNew
        /// Read again one at a time: the closure reads them and hands each to the visitor it is given.
        case streamed((_ visit: (Manifest.Layer) -> Void) throws(Failure) -> Void)
    }

    /// `compare` with texts in pieces (`check` on huge files: never joined), and the old layer records from where
    /// they are (`OldLayers`). This is what `figgen check` runs.
    public static func compare<Failure: Error>(old: Manifest?, new: Manifest, newFiles: [String: FileText], disk: [String: FileText?],
                                               interruptedWrites: [String]? = nil, oldLayers: OldLayers<Failure>) throws(Failure) -> [Drift] {
        guard let old else {
            return [Drift(kind: .manifestMissing, message: "no \(Manifest.fileName) in the output folder: run figgen generate first")]
        }
        var comparison = Comparison(old: old, new: new, newFiles: newFiles, disk: disk, interruptedWrites: interruptedWrites)
        switch oldLayers {
        case .held:
            for layer in old.layers { comparison.compare(oldLayer: layer) }
        case .sameAsNew:
            comparison.oldLayersAreTheNewOnes()
        case .streamed(let read):
            try read { comparison.compare(oldLayer: $0) }
        }
        return comparison.finish()
    }

    /// One comparison, for manifests too large to hold twice: made from the old manifest's header (its layers
    /// may be left out), then fed the old layer records one at a time as they are read (`compare(oldLayer:)`).
    struct Comparison {
        private let new: Manifest
        private let newFiles: [String: FileText]
        private let disk: [String: FileText?]
        private var drifts: [Drift] = []
        private var handEdited = Set<String>()
        private var renamedTypes: [String: String] = [:]  // old Swift name → new Swift name
        private var removedTypeNames = Set<String>()
        private var addedTypeNames = Set<String>()
        /// The new layer records, read as the old ones are compared: both manifests list them in document order,
        /// so an old record mostly meets its counterpart next, and neither manifest's records are all held at once.
        private var newLayers: Manifest.LayerIterator
        /// New records read ahead and not matched yet, by node id and type; each is matched at most once.
        private var readAhead: [String: (position: Int, layer: Manifest.Layer)] = [:]
        /// Old records whose counterpart was not within `readAheadLimit` records: matched when it is read, or
        /// removed. By key, and their order.
        private var waiting: [String: Manifest.Layer] = [:]
        private var waitingOrder: [String] = []
        private var allMatched = false
        /// Value changes by the new layer's position, so the report follows the new manifest's order.
        private var valueChanges: [(position: Int, drift: Drift)] = []

        /// How far past the last match an old record's counterpart is looked for before the old one waits (a layer
        /// removed from the design has none; a type renamed into another file has its records elsewhere). Any limit
        /// gives the same drifts (tests try several); it bounds the records held while they agree.
        var readAheadLimit = 256

        init(old: Manifest, new: Manifest, newFiles: [String: String], disk: [String: String?], interruptedWrites: [String]? = nil) {
            self.init(old: old, new: new, newFiles: newFiles.mapValues(FileText.init), disk: disk.mapValues { $0.map(FileText.init) },
                      interruptedWrites: interruptedWrites)
        }

        init(old: Manifest, new: Manifest, newFiles: [String: FileText], disk: [String: FileText?], interruptedWrites: [String]? = nil) {
            self.new = new
            self.newFiles = newFiles
            self.disk = disk
            newLayers = Manifest.LayerIterator(new)
            drifts += ParityCheck.libraryDrift(old: old.links, new: new.links)
            let interrupted = Set(interruptedWrites ?? [])
            if interruptedWrites != nil {
                drifts.append(Drift(kind: .interrupted, message: "the last figgen generate in this folder was interrupted before it finished (\(interrupted.count) files); run figgen generate to repair it"))
            }
            // 1. Hand edits: a file differs from the bytes figgen recorded. A file on disk that is the generated
            // text, recorded with the hash the new manifest gives it, needs no hashing (hundreds of MB at scale).
            let newHashes = Dictionary(new.files.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
            for entry in old.files where !interrupted.contains(entry.path) {
                switch disk[entry.path] {
                case .some(.some(let text)):
                    let asGenerated = newHashes[entry.path] == entry.hash && newFiles[entry.path] == text
                    if !asGenerated, text.hash != entry.hash {
                        handEdited.insert(entry.path)
                        drifts.append(Drift(kind: .editedByHand, message: "\(entry.path) was edited by hand since figgen generated it", file: entry.path,
                                            line: ParityCheck.firstChangedLine(text.joined, newFiles[entry.path]?.joined)))
                    }
                default:
                    drifts.append(Drift(kind: .fileMissing, message: "\(entry.path) was generated but is missing", file: entry.path))
                }
            }
            compareDeclarations(old: old)
        }

        // 2. Declarations: matched by component key when there is one, else by node id, else by name.
        private mutating func compareDeclarations(old: Manifest) {
            func identity(_ entry: Manifest.Entry) -> String {
                // A flow is known by its start screen, which is a type of its own with the same node id.
                if entry.kind == "flow" { return "flow:" + (entry.nodeID ?? entry.swiftName) }
                if let key = entry.componentKey { return "key:" + key }
                if let node = entry.nodeID { return "node:" + node }
                return "name:" + entry.swiftName
            }
            let typeKinds: Set<String> = ["component", "componentSet", "screen", "remoteComponent", "flow"]
            let oldTypes = old.declarations.filter { typeKinds.contains($0.kind) }
            let newTypes = new.declarations.filter { typeKinds.contains($0.kind) }
            // Two types may share an identity (two remote sets published under one key): the second is told apart by
            // its place among them, in document order, on both sides — never matched to the first.
            func identities(_ entries: [Manifest.Entry]) -> [String] {
                var seen: [String: Int] = [:]
                return entries.map { entry in
                    let base = identity(entry)
                    seen[base, default: 0] += 1
                    return seen[base]! == 1 ? base : base + "#\(seen[base]!)"
                }
            }
            let oldIdentities = identities(oldTypes), newIdentities = identities(newTypes)
            let oldByIdentity = Dictionary(zip(oldIdentities, oldTypes), uniquingKeysWith: { first, _ in first })
            let newByIdentity = Dictionary(zip(newIdentities, newTypes), uniquingKeysWith: { first, _ in first })
            for (entry, entryIdentity) in zip(newTypes, newIdentities) {
                guard let previous = oldByIdentity[entryIdentity] else {
                    drifts.append(Drift(kind: .declarationAdded, message: "\(ParityCheck.describe(entry.kind)) '\(entry.figmaName ?? entry.swiftName)' was added to the design (would generate \(entry.swiftName) in \(entry.file))",
                                        nodeID: entry.nodeID, layerPath: entry.layerPath, new: entry.swiftName))
                    continue
                }
                if previous.swiftName != entry.swiftName || previous.figmaName != entry.figmaName {
                    renamedTypes[previous.swiftName] = entry.swiftName
                    drifts.append(Drift(kind: .declarationRenamed, message: "\(ParityCheck.describe(entry.kind)) renamed in the design: '\(previous.figmaName ?? previous.swiftName)' → '\(entry.figmaName ?? entry.swiftName)' (Swift \(previous.swiftName) → \(entry.swiftName))",
                                        nodeID: entry.nodeID, layerPath: entry.layerPath, file: previous.file, line: previous.line,
                                        old: previous.swiftName, new: entry.swiftName))
                }
            }
            for (entry, entryIdentity) in zip(oldTypes, oldIdentities) where newByIdentity[entryIdentity] == nil {
                drifts.append(Drift(kind: .declarationRemoved, message: "\(ParityCheck.describe(entry.kind)) '\(entry.figmaName ?? entry.swiftName)' was removed from the design (\(entry.swiftName) would be deleted)",
                                    nodeID: entry.nodeID, layerPath: entry.layerPath, file: entry.file, line: entry.line, old: entry.swiftName))
            }
            removedTypeNames = Set(zip(oldTypes, oldIdentities).filter { newByIdentity[$0.1] == nil }.map(\.0.swiftName))
            addedTypeNames = Set(zip(newTypes, newIdentities).filter { oldByIdentity[$0.1] == nil }.map(\.0.swiftName))
            // 3. Members of types present on both sides: properties, variant enums, variants.
            let memberKinds: [String: (added: Drift.Kind, removed: Drift.Kind, noun: String)] = [
                "property": (.propertyAdded, .propertyRemoved, "property"),
                "handler": (.propertyAdded, .propertyRemoved, "handler"),
                "variantEnum": (.propertyAdded, .propertyRemoved, "variant property"),
                "variant": (.variantAdded, .variantRemoved, "variant"),
                "token": (.tokenAdded, .tokenRemoved, "token"),
            ]
            func memberKey(_ entry: Manifest.Entry, renaming: [String: String]) -> String {
                // A variable is the same token under any name (and mode namespace): matched by its id.
                if entry.kind == "token", let id = entry.nodeID { return "token variable " + id }
                let parts = entry.swiftName.split(separator: ".", maxSplits: 1).map(String.init)
                let owner = renaming[parts[0]] ?? parts[0]
                return entry.kind + " " + owner + "." + (parts.count > 1 ? parts[1] : "")
            }
            let oldMembers = Dictionary(old.declarations.filter { memberKinds[$0.kind] != nil }.map { (memberKey($0, renaming: renamedTypes), $0) }, uniquingKeysWith: { first, _ in first })
            let newMembers = Dictionary(new.declarations.filter { memberKinds[$0.kind] != nil }.map { (memberKey($0, renaming: [:]), $0) }, uniquingKeysWith: { first, _ in first })
            for (key, entry) in newMembers.sorted(by: { $0.key < $1.key }) {
                let owner = String(entry.swiftName.prefix { $0 != "." })
                if addedTypeNames.contains(owner) { continue }
                let noun = memberKinds[entry.kind]!
                if let previous = oldMembers[key] {
                    if entry.kind == "token", previous.swiftName != entry.swiftName {
                        drifts.append(Drift(kind: .tokenRenamed, message: "token renamed in the design: '\(previous.figmaName ?? previous.swiftName)' → '\(entry.figmaName ?? entry.swiftName)' (Swift \(previous.swiftName) → \(entry.swiftName))",
                                            nodeID: entry.nodeID, file: previous.file, line: previous.line, old: previous.swiftName, new: entry.swiftName))
                    }
                    if previous.detail != entry.detail {
                        drifts.append(Drift(kind: entry.kind == "token" ? .tokenChanged : .propertyChanged, message: "\(noun.noun) \(entry.swiftName) changed: \(previous.detail ?? "?") → \(entry.detail ?? "?")",
                                            nodeID: entry.nodeID, file: previous.file, line: previous.line, old: previous.detail, new: entry.detail))
                    }
                } else {
                    drifts.append(Drift(kind: noun.added, message: "\(noun.noun) \(entry.swiftName) was added in the design" + (entry.detail.map { " (\($0))" } ?? ""),
                                        nodeID: entry.nodeID, layerPath: entry.layerPath, new: entry.detail))
                }
            }
            for (key, entry) in oldMembers.sorted(by: { $0.key < $1.key }) where newMembers[key] == nil {
                let owner = String(entry.swiftName.prefix { $0 != "." })
                if removedTypeNames.contains(owner) { continue }
                let noun = memberKinds[entry.kind]!
                drifts.append(Drift(kind: noun.removed, message: "\(noun.noun) \(entry.swiftName) was removed from the design",
                                    nodeID: entry.nodeID, layerPath: entry.layerPath, file: entry.file, line: entry.line, old: entry.detail))
            }
        }

        // 4. Layer values, by node id and file (a component placed in a screen has a record in each).
        // Old records are keyed by the file their type has after renames, so a renamed type's layers match.
        private static func layerKey(_ layer: Manifest.Layer, renaming: [String: String] = [:]) -> String {
            let type = Manifest.typeName(ofFile: layer.file)
            return layer.nodeID + "\u{0}" + (renaming[type] ?? type)
        }

        /// When the manifest on disk is byte for byte the new one: each old layer record is its new counterpart,
        /// unchanged, so all are matched without reading them again (`check` on a design in parity).
        mutating func oldLayersAreTheNewOnes() {
            allMatched = true
        }

        /// Compares one layer record of the old manifest with its counterpart in the new one.
        mutating func compare(oldLayer previous: Manifest.Layer) {
            let key = Self.layerKey(previous, renaming: renamedTypes)
            if let (position, layer) = readAhead.removeValue(forKey: key) {
                compareValues(previous, layer, at: position)
                return
            }
            for _ in 0..<readAheadLimit {
                guard let (position, layer) = newLayers.next() else { break }
                let newKey = Self.layerKey(layer)
                if newKey == key {
                    compareValues(previous, layer, at: position)
                    return
                }
                if let waited = waiting.removeValue(forKey: newKey) {
                    compareValues(waited, layer, at: position)
                } else {
                    readAhead[newKey] = (position, layer)
                }
            }
            if waiting.updateValue(previous, forKey: key) == nil { waitingOrder.append(key) }
        }

        /// The value changes between a record and its counterpart.
        private mutating func compareValues(_ previous: Manifest.Layer, _ layer: Manifest.Layer, at position: Int) {
            var removedLinks: [(name: String, trigger: String, link: String)] = []
            var addedLinks: [(name: String, trigger: String, link: String)] = []
            defer { compareLinks(previous, layer, at: position, removed: removedLinks, added: addedLinks) }
            // Both value lists are sorted by name: one merge walk.
            var old = previous.values[...], current = layer.values[...]
            while !old.isEmpty || !current.isEmpty {
                let name: String
                if let left = old.first, let right = current.first {
                    name = min(left.name, right.name)
                } else {
                    name = (old.first ?? current.first)!.name
                }
                let before = old.first?.name == name ? old.removeFirst().text : nil
                let after = current.first?.name == name ? current.removeFirst().text : nil
                guard before != after else { continue }
                if let trigger = LayerValue.interactionTrigger(ofName: name) {
                    if let before, let after {
                        valueChanges.append((position, Drift(kind: .interactionRetargeted, message: "\(trigger) link of layer '\(layer.layerPath)' changed: \(before) → \(after)",
                                                             nodeID: layer.nodeID, layerPath: layer.layerPath, file: previous.file, line: previous.line(of: name),
                                                             old: before, new: after)))
                    } else if let before {
                        removedLinks.append((name, trigger, before))
                    } else if let after {
                        addedLinks.append((name, trigger, after))
                    }
                    continue
                }
                valueChanges.append((position, Drift(kind: .valueChanged, message: "\(name) changed: \(before ?? "none") → \(after ?? "none") in layer '\(layer.layerPath)'",
                                                     nodeID: layer.nodeID, layerPath: layer.layerPath, file: previous.file, line: previous.line(of: name),
                                                     old: before ?? "none", new: after ?? "none")))
            }
        }

        /// A layer's links that only one side has: the same link on another trigger, else added or removed.
        private mutating func compareLinks(_ previous: Manifest.Layer, _ layer: Manifest.Layer, at position: Int,
                                           removed: [(name: String, trigger: String, link: String)], added: [(name: String, trigger: String, link: String)]) {
            /// What a link does, without a timer's delay (`navigate 20:1 'Details' after 3 s` → `navigate 20:1 'Details'`).
            func action(_ link: String) -> String {
                guard link.hasSuffix(" s"), let range = link.range(of: " after ", options: .backwards) else { return link }
                return String(link[..<range.lowerBound])
            }
            var added = added
            for link in removed {
                if let moved = added.firstIndex(where: { action($0.link) == action(link.link) }) {
                    let now = added.remove(at: moved)
                    valueChanges.append((position, Drift(kind: .interactionTriggerChanged, message: "link \(link.link) of layer '\(layer.layerPath)' changed its trigger: \(link.trigger) → \(now.trigger)",
                                                         nodeID: layer.nodeID, layerPath: layer.layerPath, file: previous.file, line: previous.line(of: link.name),
                                                         old: link.trigger, new: now.trigger)))
                } else {
                    valueChanges.append((position, Drift(kind: .interactionRemoved, message: "\(link.trigger) link of layer '\(layer.layerPath)' was removed: \(link.link)",
                                                         nodeID: layer.nodeID, layerPath: layer.layerPath, file: previous.file, line: previous.line(of: link.name),
                                                         old: link.link, new: "none")))
                }
            }
            for link in added {
                valueChanges.append((position, Drift(kind: .interactionAdded, message: "\(link.trigger) link was added to layer '\(layer.layerPath)': \(link.link)",
                                                     nodeID: layer.nodeID, layerPath: layer.layerPath, file: previous.file, line: previous.line,
                                                     old: "none", new: link.link)))
            }
        }

        /// The drifts, once every old layer record has been compared.
        func finish() -> [Drift] {
            var drifts = self.drifts
            if !allMatched {
                // The new records not read yet meet the old ones that waited; those left are removed, and the new ones
                // nothing matched are added.
                var comparison = self
                var added: [(position: Int, drift: Drift)] = []
                func unmatched(_ layer: Manifest.Layer, at position: Int) {
                    guard !addedTypeNames.contains(Manifest.typeName(ofFile: layer.file)) else { return }
                    added.append((position, Drift(kind: .layerAdded, message: "layer '\(layer.layerPath)' was added", nodeID: layer.nodeID, layerPath: layer.layerPath)))
                }
                while let (position, layer) = comparison.newLayers.next() {
                    if let previous = comparison.waiting.removeValue(forKey: Self.layerKey(layer)) {
                        comparison.compareValues(previous, layer, at: position)
                    } else {
                        unmatched(layer, at: position)
                    }
                }
                for (position, layer) in comparison.readAhead.values { unmatched(layer, at: position) }
                // In the new manifest's order: a layer's value changes, or its addition; stable, so its values stay in
                // name order.
                drifts += (comparison.valueChanges + added).sorted { $0.position < $1.position }.map(\.drift)
                for key in comparison.waitingOrder {
                    guard let previous = comparison.waiting[key], !removedTypeNames.contains(Manifest.typeName(ofFile: previous.file)) else { continue }
                    drifts.append(Drift(kind: .layerRemoved, message: "layer '\(previous.layerPath)' was removed", nodeID: previous.nodeID,
                                        layerPath: previous.layerPath, file: previous.file, line: previous.line))
                }
            }
            // 5. Anything else that would change the bytes (figgen version, options): outdated files.
            if drifts.isEmpty {
                for (name, contents) in newFiles.sorted(by: { $0.key < $1.key }) where !handEdited.contains(name) {
                    if let onDisk = disk[name] ?? nil, onDisk != contents {
                        drifts.append(Drift(kind: .outdated, message: "\(name) is out of date (regenerate with figgen generate)", file: name,
                                            line: ParityCheck.firstChangedLine(onDisk.joined, contents.joined)))
                    } else if disk[name] == nil || disk[name]! == nil {
                        drifts.append(Drift(kind: .outdated, message: "\(name) would be generated but is not on disk", file: name))
                    }
                }
            }
            return drifts
        }
    }

    /// What the product's calls of linked library components lose when the libraries are read again: the link
    /// records of the code on disk against those of a generation with the libraries as they are now.
    static func libraryDrift(old: [LibraryLink], new: [LibraryLink]) -> [Drift] {
        let current = Dictionary(new.map { ($0.module + "\u{0}" + $0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var drifts: [Drift] = []
        for link in old {
            let component = "\(link.module).\(link.swiftName) (library component key \(link.key))"
            let layer = link.instances.first
            let callers = link.instances.count == 1 ? "layer \(link.instances[0])" : "\(link.instances.count) layers (first \(link.instances[0]))"
            guard let now = current[link.module + "\u{0}" + link.key] else {
                drifts.append(Drift(kind: .libraryChanged, message: "\(component) is no longer in the library \(link.module) (deleted or unpublished); \(callers) call it",
                                    nodeID: layer, old: link.swiftName))
                continue
            }
            if now.swiftName != link.swiftName {
                drifts.append(Drift(kind: .libraryChanged, message: "\(component) was renamed to \(link.module).\(now.swiftName) in the library; \(callers) call it",
                                    nodeID: layer, old: link.swiftName, new: now.swiftName))
            }
            for use in link.uses where !now.uses.contains(use) {
                let message = if let equals = use.firstIndex(of: "=") {
                    "variant case '\(use[use.index(after: equals)...])' of \(link.swiftName).\(use[..<equals]) is gone from the library"
                } else {
                    "property \(link.swiftName).\(use) was removed or renamed in the library"
                }
                drifts.append(Drift(kind: .libraryChanged, message: "\(message); \(callers) pass it", nodeID: layer, old: use))
            }
        }
        return drifts
    }

    static func describe(_ kind: String) -> String {
        switch kind {
        case "componentSet": "component set"
        case "remoteComponent": "remote component"
        default: kind
        }
    }

    /// The first line where two texts differ (1-based), to point at a hand edit.
    static func firstChangedLine(_ text: String, _ other: String?) -> Int? {
        guard let other else { return nil }
        let left = text.split(separator: "\n", omittingEmptySubsequences: false)
        let right = other.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) where index >= left.count || index >= right.count || left[index] != right[index] {
            return index + 1
        }
        return nil
    }
}
