import Foundation
@testable import Codegen

/// Small Figma designs whose names are the hardest the naming rule meets, for the property test (`HardNameTests`):
/// component, set, variant, property, option, layer and page names drawn from every Swift keyword, every framework
/// type name the output can see, the type names the generated code itself uses, names equal across nesting levels
/// (a variant property named like a component, a layer like its page), scripts without letter case, names that
/// differ only by case or by characters the naming rule drops, emoji and leading digits.
///
/// Each design also holds what makes names and calls meet: nested instances and instance-swap defaults that may
/// name their own component or close a cycle, sets and components with one name on one page or two, a component
/// from another library named like a local one, texts that instances override (parameters named after layers), a
/// slot now and then. Deterministic: design `n` of a seed is always the same bytes.
struct HardNameDesigns {
    /// SplitMix64: the same numbers on every machine and toolchain (the standard library's `random(in:using:)`
    /// may change how it draws).
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    }

    /// JSON as the generator writes it: objects keep their key order.
    indirect enum JSON {
        case string(String), number(Double), bool(Bool), array([JSON]), object([(String, JSON)])

        var text: String {
            switch self {
            case .string(let value):
                var out = "\""
                for scalar in value.unicodeScalars {
                    switch scalar {
                    case "\"": out += "\\\""
                    case "\\": out += "\\\\"
                    case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                    default: out.unicodeScalars.append(scalar)
                    }
                }
                return out + "\""
            case .number(let value): return value == value.rounded() ? String(Int(value)) : String(value)
            case .bool(let value): return value ? "true" : "false"
            case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
            case .object(let pairs): return "{" + pairs.map { JSON.string($0.0).text + ":" + $0.1.text }.joined(separator: ",") + "}"
            }
        }
    }

    // MARK: Names

    /// Swift keywords and the names a scope reserves (`body`, `init`, `rawValue` of a raw enum, …).
    static let keywords: [String] = SwiftName.keywords.sorted() + SwiftName.typePositionKeywords.sorted() + [
        "body", "id", "init", "self", "Self", "Type", "Protocol", "Body", "rawValue", "allCases", "hashValue", "description",
        "rebuild", "frame", "layer", "content", "get", "set", "didSet", "willSet", "lazy", "open", "actor", "macro",
    ]

    /// Type names SwiftUI, Foundation and the standard library export, as figgen knows them.
    static let swiftUITypes: [String] = SwiftName.reservedTypeNames

    /// UIKit's type names that generated UIKit code calls or that a `UIView` subclass inherits (`ContentMode` is
    /// `UIView.ContentMode` inside one), from the iOS SDK.
    static let uikitTypes: [String] = [
        "UIView", "UILabel", "UIColor", "UIFont", "UIImage", "UIImageView", "UIStackView", "UIScrollView", "UIViewController",
        "UIEdgeInsets", "UIBezierPath", "UIRectCorner", "UITraitCollection", "UILayoutPriority", "NSLayoutConstraint",
        "NSCoder", "NSParagraphStyle", "NSMutableParagraphStyle", "NSTextAlignment", "NSUnderlineStyle", "CALayer",
        "CAShapeLayer", "CAGradientLayer", "CGColor", "CGPath", "CGContext", "AnimationOptions", "AnimationCurve",
        "ContentMode", "AutoresizingMask", "TintAdjustmentMode", "SystemAnimation", "KeyframeAnimationOptions",
    ]

    /// Scripts without letter case: the type rule and the member rule spell their words alike.
    static let caseless = [
        "选中", "开关", "标签", "按钮", "图标", "内容", "アイコン", "ボタン", "ラベル", "아이콘", "버튼", "상태", "ไอคอน", "ปุ่ม",
        "أيقونة", "زر", "כפתור", "आइकन",
    ]

    static let emoji = ["🔥", "⭐️", "🙂", "👍🏽", "🔥 ⭐️"]
    static let digitsFirst = ["1", "24px", "2 Column", "3D", "0 State", "12"]
    static let plain = ["Card", "Icon", "Button", "Title", "Label", "State", "Size", "Content", "Value", "Row", "Other", "Kind",
                        "Variant", "Component", "Home", "Item"]

    /// Type names the generated code itself uses (support types of both targets), given by the test.
    let usedTypeNames: [String]

    init(usedTypeNames: [String]) {
        self.usedTypeNames = usedTypeNames
    }

    // MARK: Designs

    /// What a design holds, for the test's checks.
    struct Design {
        var json: String
        /// Node ids of what must become a type of its own: local components outside sets, sets, remote
        /// components (by their id in the `components` map).
        var owners: [String]
        /// The screen's instances and the owner each must call.
        var uses: [(instance: String, owner: String)]
    }

    /// Design `number` of `seed`.
    func design(seed: UInt64, number: Int) -> Design {
        var builder = Builder(random: Random(state: seed &+ UInt64(number) &* 0x1_0000_0001), usedTypeNames: usedTypeNames)
        return builder.build(number: number)
    }

    /// One design being drawn.
    struct Builder {
        var random: Random
        let usedTypeNames: [String]
        /// Names drawn so far, to reuse across nesting levels.
        var used: [String] = []
        var nextID = 1

        struct Owner {
            var id: String
            var isSet: Bool
            /// Component ids an instance can name (the component, or each variant), with their variant values.
            var components: [(id: String, values: [(String, String)])]
            /// The node, built once every owner is known.
            var node: JSON?
            /// TEXT property key and the text layer it binds (name, default).
            var textProperty: String?
            var swapProperty: String?
            var page: Int
        }

        /// Each component's layers, which its instances mirror.
        var layersOfComponent: [String: [Layer]] = [:]

        /// A layer of a component, for its instances to mirror (their layers' ids are `I<instance>;<id>`).
        indirect enum Layer {
            case text(id: String, name: String, characters: String, property: String?)
            case instance(id: String, name: String, component: String, swapProperty: String?, children: [Layer])
            case slot(id: String, name: String, property: String, children: [Layer])

            func json(prefix: String) -> JSON {
                switch self {
                case .text(let id, let name, let characters, let property):
                    return Builder.text(prefix + id, name, characters, references: property.map { [("characters", .string($0))] } ?? [])
                case .instance(let id, let name, let component, let swapProperty, let children):
                    return Builder.instance(prefix + id, name, of: component, children.map { $0.json(prefix: prefix) },
                                            references: swapProperty.map { [("mainComponent", .string($0))] } ?? [])
                case .slot(let id, let name, let property, let children):
                    return Builder.frame(prefix + id, name, "SLOT", children.map { $0.json(prefix: prefix) },
                                         extra: [("componentPropertyReferences", .object([("slotContentId", .string(property))]))])
                }
            }
        }

        /// A component's layer as an instance shows it: a text retyped now and then, a nested instance now and then
        /// swapped for another component.
        mutating func varied(_ layer: Layer, among owners: [Owner]) -> Layer {
            switch layer {
            case .text(let id, let name, _, nil) where random.chance(35):
                return .text(id: id, name: name, characters: self.name(), property: nil)
            case .instance(let id, let name, _, nil, let children) where random.chance(25):
                return .instance(id: id, name: name, component: random.pick(owners).components[0].id, swapProperty: nil, children: children)
            default:
                return layer
            }
        }

        init(random: Random, usedTypeNames: [String]) {
            self.random = random
            self.usedTypeNames = usedTypeNames
        }

        mutating func id() -> String {
            defer { nextID += 1 }
            return "\(nextID):\(nextID % 7)"
        }

        /// A hard name: from a pool, or one already used (equal across levels), or a variant of one (case,
        /// dropped characters).
        mutating func name() -> String {
            let drawn: String
            if !used.isEmpty, random.chance(30) {
                let base = random.pick(used)
                switch random.below(5) {
                case 0: drawn = base.lowercased()
                case 1: drawn = base.uppercased()
                case 2: drawn = base + "!"
                case 3: drawn = "🔥 " + base
                default: drawn = base
                }
            } else {
                switch random.below(9) {
                case 0: drawn = random.pick(HardNameDesigns.keywords)
                case 1: drawn = random.pick(HardNameDesigns.swiftUITypes)
                case 2: drawn = random.pick(HardNameDesigns.uikitTypes)
                case 3: drawn = random.pick(usedTypeNames.isEmpty ? HardNameDesigns.plain : usedTypeNames)
                case 4: drawn = random.pick(HardNameDesigns.caseless)
                case 5: drawn = random.pick(HardNameDesigns.emoji)
                case 6: drawn = random.pick(HardNameDesigns.digitsFirst)
                default: drawn = random.pick(HardNameDesigns.plain)
                }
            }
            used.append(drawn)
            return drawn
        }

        static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> JSON {
            .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
        }

        static let black: JSON = .array([.object([("type", .string("SOLID")),
                                                 ("color", .object([("r", .number(0)), ("g", .number(0)), ("b", .number(0)), ("a", .number(1))]))])])

        static func text(_ id: String, _ name: String, _ characters: String, references: [(String, JSON)] = []) -> JSON {
            var pairs: [(String, JSON)] = [("id", .string(id)), ("name", .string(name)), ("type", .string("TEXT")),
                                           ("absoluteBoundingBox", box(0, 0, 80, 20)), ("characters", .string(characters)),
                                           ("style", .object([("fontFamily", .string("Inter")), ("fontWeight", .number(400)), ("fontSize", .number(16))])),
                                           ("fills", black)]
            if !references.isEmpty { pairs.append(("componentPropertyReferences", .object(references))) }
            return .object(pairs)
        }

        static func frame(_ id: String, _ name: String, _ type: String, _ children: [JSON], extra: [(String, JSON)] = []) -> JSON {
            .object([("id", .string(id)), ("name", .string(name)), ("type", .string(type)), ("absoluteBoundingBox", box(0, 0, 120, 40)),
                     ("layoutMode", .string("VERTICAL")), ("itemSpacing", .number(4)), ("layoutSizingHorizontal", .string("HUG")),
                     ("layoutSizingVertical", .string("HUG")), ("children", .array(children))] + extra)
        }

        static func instance(_ id: String, _ name: String, of component: String, _ children: [JSON], properties: [(String, JSON)] = [],
                             references: [(String, JSON)] = []) -> JSON {
            var extra: [(String, JSON)] = [("componentId", .string(component)), ("componentProperties", .object(properties))]
            if !references.isEmpty { extra.append(("componentPropertyReferences", .object(references))) }
            return frame(id, name, "INSTANCE", children, extra: extra)
        }

        static func property(_ type: String, _ value: JSON) -> JSON {
            .object([("type", .string(type)), ("value", value)])
        }

        mutating func build(number: Int) -> Design {
            let pageCount = 1 + random.below(2)
            let pageNames = (0..<pageCount).map { _ in name() }
            var pageChildren: [[JSON]] = Array(repeating: [], count: pageCount)
            var owners: [Owner] = []
            let ownerCount = 2 + random.below(3)
            // Owner names first (now and then one twice), so a variant property can be named like a component.
            var ownerNames: [String] = []
            for _ in 0..<ownerCount { ownerNames.append(random.chance(20) && !ownerNames.isEmpty ? random.pick(ownerNames) : name()) }
            // Who is who: ids first, so nested instances and swap defaults can name any owner (itself included).
            for _ in 0..<ownerCount {
                let isSet = random.chance(45)
                let ownerID = id()
                var components: [(String, [(String, String)])] = []
                if isSet {
                    let propertyCount = 1 + random.below(2)
                    var properties: [(String, [String])] = []
                    for _ in 0..<propertyCount {
                        let property = random.chance(35) ? random.pick(ownerNames) : name()
                        guard !properties.contains(where: { $0.0 == property }), !property.contains("="), !property.contains(",") else { continue }
                        var options: [String] = []
                        for _ in 0..<2 {
                            let option = name()
                            if !options.contains(option), !option.contains("="), !option.contains(",") { options.append(option) }
                        }
                        if options.isEmpty { options = ["On"] }
                        properties.append((property, options))
                    }
                    if properties.isEmpty { properties = [("State", ["On", "Off"])] }
                    // Every combination, or fewer; now and then two variants with one name.
                    var combinations: [[(String, String)]] = [[]]
                    for (property, options) in properties {
                        combinations = combinations.flatMap { prefix in options.map { prefix + [(property, $0)] } }
                    }
                    let count = 1 + random.below(min(3, combinations.count))
                    for combination in combinations.prefix(count) { components.append((id(), combination)) }
                    if random.chance(15), let first = components.first { components.append((id(), first.1)) }
                } else {
                    components.append((ownerID, []))
                }
                owners.append(Owner(id: ownerID, isSet: isSet, components: components, page: random.below(pageCount)))
            }
            // Remote components (only their instances are in the file), maybe named like a local one.
            var remotes: [(id: String, key: String, name: String)] = []
            if random.chance(50) {
                let remoteName = random.chance(50) ? random.pick(ownerNames) : name()
                remotes.append((id(), "key-\(nextID)", remoteName))
            }
            // Each owner's node.
            for position in owners.indices {
                var owner = owners[position]
                let ownerName = ownerNames[position]
                var definitions: [(String, JSON)] = []
                if owner.isSet {
                    var seen: [String] = []
                    for (property, _) in owner.components.flatMap(\.values) where !seen.contains(property) {
                        seen.append(property)
                        let options = owner.components.compactMap { component in component.values.first { $0.0 == property }?.1 }
                        var distinct: [String] = []
                        for option in options where !distinct.contains(option) { distinct.append(option) }
                        definitions.append((property, .object([("type", .string("VARIANT")), ("defaultValue", .string(distinct[0])),
                                                               ("variantOptions", .array(distinct.map(JSON.string)))])))
                    }
                }
                let textKey = random.chance(50) ? name() + "#\(position):1" : nil
                let swapKey = random.chance(45) ? name() + "#\(position):2" : nil
                let slotKey = !owner.isSet && random.chance(12) ? name() + "#\(position):3" : nil
                let swapDefault = swapKey.map { _ in random.pick(owners).components[0].id }
                if let textKey { definitions.append((textKey, .object([("type", .string("TEXT")), ("defaultValue", .string("Text"))]))) }
                if let swapKey, let swapDefault {
                    definitions.append((swapKey, .object([("type", .string("INSTANCE_SWAP")), ("defaultValue", .string(swapDefault)),
                                                          ("preferredValues", .array([]))])))
                }
                if let slotKey {
                    definitions.append((slotKey, .object([("type", .string("SLOT")), ("defaultValue", .object([])), ("preferredValues", .array([]))])))
                }
                owner.textProperty = textKey
                owner.swapProperty = swapKey
                var children: [JSON] = []
                for component in owner.components {
                    var layers: [Layer] = [.text(id: id(), name: name(), characters: "Text", property: textKey)]
                    if let swapKey, let swapDefault {
                        layers.append(.instance(id: id(), name: name(), component: swapDefault, swapProperty: swapKey, children: []))
                    }
                    if random.chance(owner.isSet ? 60 : 30) {
                        // A nested instance of any owner: itself, one later, one earlier.
                        let nested = random.pick(owners).components[0].id
                        layers.append(.instance(id: id(), name: name(), component: nested, swapProperty: nil, children: []))
                    }
                    if random.chance(25), let remote = remotes.first {
                        layers.append(.instance(id: id(), name: name(), component: remote.id, swapProperty: nil,
                                                children: [.text(id: id(), name: name(), characters: "Remote", property: nil)]))
                    }
                    if let slotKey {
                        var content: [Layer] = [.text(id: id(), name: name(), characters: "Slot", property: nil)]
                        if random.chance(40) {
                            content.append(.instance(id: id(), name: name(), component: random.pick(owners).components[0].id, swapProperty: nil, children: []))
                        }
                        layers.append(.slot(id: id(), name: name(), property: slotKey, children: content))
                    }
                    layersOfComponent[component.id] = layers
                    let componentName = owner.isSet ? component.values.map { "\($0.0)=\($0.1)" }.joined(separator: ", ") : ownerName
                    children.append(Self.frame(component.id, componentName, "COMPONENT", layers.map { $0.json(prefix: "") },
                                               extra: owner.isSet || definitions.isEmpty ? [] : [("componentPropertyDefinitions", .object(definitions))]))
                }
                if owner.isSet {
                    owner.node = Self.frame(owner.id, ownerName, "COMPONENT_SET", children, extra: [("componentPropertyDefinitions", .object(definitions))])
                } else {
                    owner.node = children[0]
                }
                owners[position] = owner
                pageChildren[owner.page].append(owner.node!)
            }
            // A screen using every owner (a random variant of a set), each remote component twice with other texts.
            var uses: [JSON] = []
            var calls: [(instance: String, owner: String)] = []
            for owner in owners {
                let component = random.pick(owner.components)
                var properties: [(String, JSON)] = component.values.map { ($0.0, Self.property("VARIANT", .string($0.1))) }
                if let key = owner.textProperty, random.chance(50) { properties.append((key, Self.property("TEXT", .string(name())))) }
                if let key = owner.swapProperty, random.chance(50) {
                    properties.append((key, Self.property("INSTANCE_SWAP", .string(random.pick(owners).components[0].id))))
                }
                let instance = id()
                calls.append((instance, owner.id))
                // The component's layers, some retyped or swapped for another component: parameters named after layers.
                let layers = (layersOfComponent[component.id] ?? []).map { layer in varied(layer, among: owners) }
                uses.append(Self.instance(instance, name(), of: component.id, layers.map { $0.json(prefix: "I\(instance);") }, properties: properties))
            }
            for remote in remotes {
                for text in ["First", "Second"] {
                    let instance = id()
                    calls.append((instance, remote.id))
                    uses.append(Self.instance(instance, name(), of: remote.id, [Self.text("I\(instance);\(remote.id)", name(), text)]))
                }
            }
            let screenName = name()
            let screen = Self.frame(id(), screenName, "FRAME", uses)
            pageChildren[random.below(pageCount)].append(screen)
            let pages: [JSON] = pageNames.enumerated().map { position, pageName in
                .object([("id", .string("0:\(position + 1)")), ("name", .string(pageName)), ("type", .string("CANVAS")),
                         ("children", .array(pageChildren[position]))])
            }
            let components: [(String, JSON)] = remotes.map { remote in
                (remote.id, .object([("key", .string(remote.key)), ("name", .string(remote.name)), ("remote", .bool(true))]))
            }
            let file: JSON = .object([("name", .string("Hard names \(number)")), ("schemaVersion", .number(0)),
                                      ("document", .object([("id", .string("0:0")), ("name", .string("Document")), ("type", .string("DOCUMENT")),
                                                            ("children", .array(pages))])),
                                      ("components", .object(components))])
            return Design(json: file.text, owners: owners.map(\.id) + remotes.map(\.id), uses: calls)
        }
    }
}
