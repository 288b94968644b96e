// JSONDecoderBaseline — the comparison half of Tests/Benchmarks/run.sh.
//
// Decodes a Figma REST export (`GET /v1/files/:key` or `GET /v1/files/:key/nodes`) with Foundation's
// `JSONDecoder` into a Codable model that keeps the same information as figgen's FigmaModel
// (Sources/FigmaModel/Model/*.swift): every Node field the byte-level reader keeps, paints, effects,
// type styles, component property definitions and values, overrides, bound variables, and the
// file's metadata maps. Enums are open (an unknown raw value is kept, never an error), as in figgen.
//
// Differences that are deliberate and do not favour either side:
// - The tree is recursive (`children: [CodableNode]`), the idiomatic Codable shape; figgen keeps a flat
//   array. A recursive model cannot survive very deep files, so run.sh measures only figgen on those.
// - Fields with a spec default are optionals here, defaulted on read (see `CodableNode` extension);
//   figgen stores the default. The decoded information is the same.
// - Maps whose keys are data are `[String: …]` (unordered); figgen keeps the JSON order.
//
// Not part of Package.swift. Built by run.sh:
//   swiftc -O -parse-as-library Tests/Benchmarks/JSONDecoderBaseline.swift -o <dir>/json-decoder-baseline
// Usage: json-decoder-baseline <file.json>
// Prints `Nodes: N` (every node, DOCUMENT included — the number `figgen inspect` prints), so the
// decode cannot be optimised away and the two programs can be checked against each other.

import Foundation

// MARK: - Entry point

@main
struct JSONDecoderBaseline {
    /// The decoded model stays alive until `exit`, as figgen keeps its model until exit:
    /// neither program pays for freeing the tree.
    nonisolated(unsafe) static var kept: CodableFigmaFile?

    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: json-decoder-baseline <file.json>\n".utf8))
            exit(2)
        }
        do {
            // Mapped, as figgen reads its input.
            let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]), options: .alwaysMapped)
            let file = try JSONDecoder().decode(CodableFigmaFile.self, from: data)
            kept = file
            print("Nodes: \(file.nodeCount) (max depth \(file.maxDepth))")
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("json-decoder-baseline: \(arguments[1]): \(error)\n".utf8))
            exit(1)
        }
    }
}

// MARK: - File

struct CodableFigmaFile: Decodable {
    // `GET /v1/files/:key`
    var document: CodableNode?
    // `GET /v1/files/:key/nodes`
    var nodes: [String: NodesEntry?]?

    var components: [String: CodableComponentMetadata]?
    var componentSets: [String: CodableComponentSetMetadata]?
    var styles: [String: CodableStyleMetadata]?
    var name: String?
    var lastModified: String?
    var version: ScalarText?
    var schemaVersion: Int?
    var editorType: String?
    var role: String?
    var thumbnailUrl: String?

    struct NodesEntry: Decodable {
        var document: CodableNode?
        var components: [String: CodableComponentMetadata]?
        var componentSets: [String: CodableComponentSetMetadata]?
        var styles: [String: CodableStyleMetadata]?
    }

    var roots: [CodableNode] {
        if let document { return [document] }
        return (nodes ?? [:]).values.compactMap { $0?.document }
    }

    /// Every node, counted without recursion.
    var nodeCount: Int {
        var count = 0
        var stack = roots
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: node.children ?? [])
        }
        return count
    }

    /// Depth of the deepest node, a root being 1 (as `figgen inspect` reports it).
    var maxDepth: Int {
        var deepest = 0
        var stack = roots.map { ($0, 1) }
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.children ?? [] { stack.append((child, depth + 1)) }
        }
        return deepest
    }
}

/// `version` is a string in the spec but some exporters wrote a number (figgen accepts both).
enum ScalarText: Decodable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }
}

// MARK: - Node

/// One layer, with every field figgen's `Node` keeps. A class: nodes are large and recursive,
/// and a class keeps `[CodableNode]` to one pointer per child.
final class CodableNode: Decodable {
    // Tree
    let id: String
    let name: String
    let type: Open<NodeType>
    let children: [CodableNode]?

    // Layer
    let visible: Bool?
    let locked: Bool?
    let rotation: Double?
    let scrollBehavior: Open<ScrollBehavior>?
    let componentPropertyReferences: [String: String]?
    let boundVariables: CodableBoundVariables?

    // Blending, masks, effects
    let blendMode: Open<BlendMode>?
    let opacity: Double?
    let isMask: Bool?
    let maskType: Open<MaskType>?
    let effects: [CodableEffect]?

    // Geometry and layout in the parent
    let absoluteBoundingBox: CodableRect?
    let absoluteRenderBounds: CodableRect?
    let relativeTransform: [[Double]]?
    let size: CodableVector?
    let constraints: CodableLayoutConstraint?
    let preserveRatio: Bool?
    let layoutAlign: Open<LayoutAlign>?
    let layoutGrow: Double?
    let layoutPositioning: Open<LayoutPositioning>?
    let layoutSizingHorizontal: Open<LayoutSizing>?
    let layoutSizingVertical: Open<LayoutSizing>?
    let minWidth: Double?
    let maxWidth: Double?
    let minHeight: Double?
    let maxHeight: Double?
    let gridRowSpan: Int?
    let gridColumnSpan: Int?
    let gridRowAnchorIndex: Int?
    let gridColumnAnchorIndex: Int?
    let gridChildHorizontalAlign: Open<GridChildAlign>?
    let gridChildVerticalAlign: Open<GridChildAlign>?

    // Frame
    let clipsContent: Bool?
    let backgroundColor: CodableRGBA?
    let overflowDirection: Open<OverflowDirection>?
    let layoutMode: Open<LayoutMode>?
    let primaryAxisSizingMode: Open<AxisSizingMode>?
    let counterAxisSizingMode: Open<AxisSizingMode>?
    let primaryAxisAlignItems: Open<PrimaryAxisAlignItems>?
    let counterAxisAlignItems: Open<CounterAxisAlignItems>?
    let paddingLeft: Double?
    let paddingRight: Double?
    let paddingTop: Double?
    let paddingBottom: Double?
    let itemSpacing: Double?
    let itemReverseZIndex: Bool?
    let strokesIncludedInLayout: Bool?
    let layoutWrap: Open<LayoutWrap>?
    let counterAxisSpacing: Double?
    let counterAxisAlignContent: Open<CounterAxisAlignContent>?
    let gridRowCount: Int?
    let gridColumnCount: Int?
    let gridRowGap: Double?
    let gridColumnGap: Double?
    let gridColumnsSizing: String?
    let gridRowsSizing: String?
    /// figgen keeps only whether these are non-empty; so does this model.
    let layoutGrids: [Present]?

    // Fills, strokes, corners
    let fills: [CodablePaint]?
    let styles: [String: String]?
    let strokes: [CodablePaint]?
    let strokeWeight: Double?
    let individualStrokeWeights: CodableStrokeWeights?
    let strokeAlign: Open<StrokeAlign>?
    let strokeJoin: Open<StrokeJoin>?
    let strokeCap: Open<StrokeCap>?
    let strokeDashes: [Double]?
    let cornerRadius: Double?
    let cornerSmoothing: Double?
    let rectangleCornerRadii: [Double]?
    let fillGeometry: [CodableGeometryPath]?
    let strokeGeometry: [CodableGeometryPath]?
    let booleanOperation: Open<BooleanOperation>?
    let arcData: CodableArcData?

    // Text
    let characters: String?
    let style: CodableTypeStyle?
    let characterStyleOverrides: [Int]?
    let styleOverrideTable: [String: CodableTypeStyle]?
    let lineTypes: [Open<LineType>]?
    let lineIndentations: [Int]?

    // Components and instances
    let componentPropertyDefinitions: [String: CodableComponentPropertyDefinition]?
    let componentId: String?
    let componentProperties: [String: CodableComponentPropertyValue]?
    let overrides: [CodableOverride]?
    let isExposedInstance: Bool?

    // Other
    let sectionContentsHidden: Bool?
    let interactions: [Present]?
    let exportSettings: [Present]?
}

/// The spec's defaults, applied on read (figgen applies them while reading; the information is the same).
extension CodableNode {
    var isVisible: Bool { visible ?? true }
    var effectiveOpacity: Double { opacity ?? 1 }
    var effectiveStrokeWeight: Double { strokeWeight ?? 1 }
    var hasLayoutGrids: Bool { !(layoutGrids ?? []).isEmpty }
    var hasInteractions: Bool { !(interactions ?? []).isEmpty }
    var hasExportSettings: Bool { !(exportSettings ?? []).isEmpty }
}

/// An array element whose content figgen does not keep (it records only that the array is non-empty).
struct Present: Decodable {
    init(from decoder: any Decoder) throws {}
}

// MARK: - Values

struct CodableRGBA: Decodable {
    var r: Double
    var g: Double
    var b: Double
    var a: Double
}

struct CodableRect: Decodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

struct CodableVector: Decodable {
    var x: Double
    var y: Double
}

struct CodableLayoutConstraint: Decodable {
    var vertical: Open<VerticalConstraint>
    var horizontal: Open<HorizontalConstraint>
}

struct CodableStrokeWeights: Decodable {
    var top: Double
    var right: Double
    var bottom: Double
    var left: Double
}

struct CodableArcData: Decodable {
    var startingAngle: Double
    var endingAngle: Double
    var innerRadius: Double
}

struct CodableGeometryPath: Decodable {
    var path: String
    var windingRule: Open<WindingRule>?
    var overrideID: Int?
}

// MARK: - Paints, effects, type

struct CodablePaint: Decodable {
    var type: Open<PaintType>
    var visible: Bool?
    var opacity: Double?
    var blendMode: Open<BlendMode>?
    var color: CodableRGBA?
    var gradientHandlePositions: [CodableVector]?
    var gradientStops: [CodableColorStop]?
    var scaleMode: Open<ImageScaleMode>?
    var imageRef: String?
    var imageTransform: [[Double]]?
    var scalingFactor: Double?
    var rotation: Double?
    var gifRef: String?
    var boundVariables: CodableBoundVariables?
}

struct CodableColorStop: Decodable {
    var position: Double
    var color: CodableRGBA
    var boundVariables: CodableBoundVariables?
}

struct CodableEffect: Decodable {
    var type: Open<EffectType>
    var visible: Bool?
    var radius: Double?
    var color: CodableRGBA?
    var blendMode: Open<BlendMode>?
    var offset: CodableVector?
    var spread: Double?
    var showShadowBehindNode: Bool?
    var boundVariables: CodableBoundVariables?
}

struct CodableTypeStyle: Decodable {
    var fontFamily: String?
    var fontPostScriptName: String?
    var fontStyle: String?
    var italic: Bool?
    var fontWeight: Double?
    var fontSize: Double?
    var textCase: Open<TextCase>?
    var textDecoration: Open<TextDecoration>?
    var textAutoResize: Open<TextAutoResize>?
    var textTruncation: Open<TextTruncation>?
    var maxLines: Int?
    var textAlignHorizontal: Open<TextAlignHorizontal>?
    var textAlignVertical: Open<TextAlignVertical>?
    var letterSpacing: Double?
    var paragraphSpacing: Double?
    var paragraphIndent: Double?
    var lineHeightPx: Double?
    var lineHeightPercent: Double?
    var lineHeightPercentFontSize: Double?
    var lineHeightUnit: Open<LineHeightUnit>?
    var fills: [CodablePaint]?
    var hyperlink: Hyperlink?
    var boundVariables: CodableBoundVariables?

    struct Hyperlink: Decodable {
        var url: String?
    }
}

// MARK: - Bound variables

/// `boundVariables`: property name → an alias, a list of aliases, or a nested map of the same
/// (e.g. `size.x`, `componentProperties.Label#1:0`). Loosely typed, as the schema is.
struct CodableBoundVariables: Decodable {
    var bindings: [String: Binding]

    init(from decoder: any Decoder) throws {
        bindings = try [String: Binding](from: decoder)
    }

    struct VariableAlias: Decodable {
        var type: String
        var id: String
    }

    indirect enum Binding: Decodable {
        case alias(VariableAlias)
        case aliases([VariableAlias])
        case nested([String: Binding])

        private enum AliasKeys: String, CodingKey { case type, id }

        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                var aliases: [VariableAlias] = []
                while !list.isAtEnd { aliases.append(try list.decode(VariableAlias.self)) }
                self = .aliases(aliases)
                return
            }
            let object = try decoder.container(keyedBy: AliasKeys.self)
            if object.contains(.id), object.contains(.type) {
                self = .alias(try VariableAlias(from: decoder))
            } else {
                self = .nested(try [String: Binding](from: decoder))
            }
        }
    }
}

// MARK: - Components

struct CodableComponentPropertyDefinition: Decodable {
    var type: Open<ComponentPropertyType>
    var defaultValue: CodablePropertyValue
    var variantOptions: [String]?
    var preferredValues: [CodablePreferredValue]?
}

struct CodableComponentPropertyValue: Decodable {
    var type: Open<ComponentPropertyType>
    var value: CodablePropertyValue
    var boundVariables: CodableBoundVariables?
}

/// `boolean | string`.
enum CodablePropertyValue: Decodable {
    case bool(Bool)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            self = .bool(try container.decode(Bool.self))
        }
    }
}

struct CodablePreferredValue: Decodable {
    var type: Open<NodeType>
    var key: String
}

struct CodableOverride: Decodable {
    var id: String
    var overriddenFields: [String]
}

struct CodableComponentMetadata: Decodable {
    var key: String
    var name: String
    var description: String?
    var componentSetId: String?
    var remote: Bool?
}

struct CodableComponentSetMetadata: Decodable {
    var key: String
    var name: String
    var description: String?
    var remote: Bool?
}

struct CodableStyleMetadata: Decodable {
    var key: String
    var name: String
    var description: String?
    var styleType: Open<StyleType>
    var remote: Bool?
}

// MARK: - Open enums

/// A string enum's known cases; `Open` adds the `unknown` case that keeps the raw value,
/// as figgen's `FigmaEnum` does, so an unknown value never fails the decode.
protocol OpenEnumCases: RawRepresentable, Sendable where RawValue == String {}

enum Open<Known: OpenEnumCases>: Decodable {
    case known(Known)
    case unknown(String)

    init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = Known(rawValue: raw).map(Open.known) ?? .unknown(raw)
    }
}

// Known cases, in the spec's order (mirrors Sources/FigmaModel/Model/Enums.swift).

enum NodeType: String, OpenEnumCases {
    case document = "DOCUMENT"
    case canvas = "CANVAS"
    case frame = "FRAME"
    case group = "GROUP"
    case section = "SECTION"
    case component = "COMPONENT"
    case componentSet = "COMPONENT_SET"
    case instance = "INSTANCE"
    case `text` = "TEXT"
    case textPath = "TEXT_PATH"
    case rectangle = "RECTANGLE"
    case ellipse = "ELLIPSE"
    case line = "LINE"
    case vector = "VECTOR"
    case star = "STAR"
    case regularPolygon = "REGULAR_POLYGON"
    case booleanOperation = "BOOLEAN_OPERATION"
    case table = "TABLE"
    case tableCell = "TABLE_CELL"
    case transformGroup = "TRANSFORM_GROUP"
    case slice = "SLICE"
    case sticky = "STICKY"
    case shapeWithText = "SHAPE_WITH_TEXT"
    case connector = "CONNECTOR"
    case washiTape = "WASHI_TAPE"
    case widget = "WIDGET"
    case embed = "EMBED"
    case linkUnfurl = "LINK_UNFURL"
}

enum BlendMode: String, OpenEnumCases {
    case passThrough = "PASS_THROUGH"
    case normal = "NORMAL"
    case darken = "DARKEN"
    case multiply = "MULTIPLY"
    case linearBurn = "LINEAR_BURN"
    case colorBurn = "COLOR_BURN"
    case lighten = "LIGHTEN"
    case screen = "SCREEN"
    case linearDodge = "LINEAR_DODGE"
    case colorDodge = "COLOR_DODGE"
    case overlay = "OVERLAY"
    case softLight = "SOFT_LIGHT"
    case hardLight = "HARD_LIGHT"
    case difference = "DIFFERENCE"
    case exclusion = "EXCLUSION"
    case hue = "HUE"
    case saturation = "SATURATION"
    case color = "COLOR"
    case luminosity = "LUMINOSITY"
}

enum LayoutMode: String, OpenEnumCases {
    case `none` = "NONE"
    case horizontal = "HORIZONTAL"
    case vertical = "VERTICAL"
    case grid = "GRID"
}

enum AxisSizingMode: String, OpenEnumCases {
    case fixed = "FIXED"
    case `auto` = "AUTO"
}

enum PrimaryAxisAlignItems: String, OpenEnumCases {
    case min = "MIN"
    case `center` = "CENTER"
    case max = "MAX"
    case spaceBetween = "SPACE_BETWEEN"
}

enum CounterAxisAlignItems: String, OpenEnumCases {
    case min = "MIN"
    case `center` = "CENTER"
    case max = "MAX"
    case baseline = "BASELINE"
}

enum CounterAxisAlignContent: String, OpenEnumCases {
    case `auto` = "AUTO"
    case spaceBetween = "SPACE_BETWEEN"
}

enum LayoutWrap: String, OpenEnumCases {
    case noWrap = "NO_WRAP"
    case wrap = "WRAP"
}

enum LayoutSizing: String, OpenEnumCases {
    case fixed = "FIXED"
    case hug = "HUG"
    case fill = "FILL"
}

enum LayoutAlign: String, OpenEnumCases {
    case inherit = "INHERIT"
    case stretch = "STRETCH"
    case min = "MIN"
    case `center` = "CENTER"
    case max = "MAX"
}

enum LayoutPositioning: String, OpenEnumCases {
    case `auto` = "AUTO"
    case absolute = "ABSOLUTE"
}

enum GridChildAlign: String, OpenEnumCases {
    case `auto` = "AUTO"
    case min = "MIN"
    case `center` = "CENTER"
    case max = "MAX"
}

enum OverflowDirection: String, OpenEnumCases {
    case `none` = "NONE"
    case horizontalScrolling = "HORIZONTAL_SCROLLING"
    case verticalScrolling = "VERTICAL_SCROLLING"
    case horizontalAndVerticalScrolling = "HORIZONTAL_AND_VERTICAL_SCROLLING"
}

enum ScrollBehavior: String, OpenEnumCases {
    case scrolls = "SCROLLS"
    case fixed = "FIXED"
    case stickyScrolls = "STICKY_SCROLLS"
}

enum VerticalConstraint: String, OpenEnumCases {
    case top = "TOP"
    case bottom = "BOTTOM"
    case `center` = "CENTER"
    case topBottom = "TOP_BOTTOM"
    case scale = "SCALE"
}

enum HorizontalConstraint: String, OpenEnumCases {
    case `left` = "LEFT"
    case `right` = "RIGHT"
    case `center` = "CENTER"
    case leftRight = "LEFT_RIGHT"
    case scale = "SCALE"
}

enum PaintType: String, OpenEnumCases {
    case solid = "SOLID"
    case gradientLinear = "GRADIENT_LINEAR"
    case gradientRadial = "GRADIENT_RADIAL"
    case gradientAngular = "GRADIENT_ANGULAR"
    case gradientDiamond = "GRADIENT_DIAMOND"
    case image = "IMAGE"
    case emoji = "EMOJI"
    case video = "VIDEO"
    case pattern = "PATTERN"
}

enum ImageScaleMode: String, OpenEnumCases {
    case fill = "FILL"
    case fit = "FIT"
    case tile = "TILE"
    case stretch = "STRETCH"
}

enum EffectType: String, OpenEnumCases {
    case dropShadow = "DROP_SHADOW"
    case innerShadow = "INNER_SHADOW"
    case layerBlur = "LAYER_BLUR"
    case backgroundBlur = "BACKGROUND_BLUR"
    case texture = "TEXTURE"
    case noise = "NOISE"
}

enum StrokeAlign: String, OpenEnumCases {
    case inside = "INSIDE"
    case outside = "OUTSIDE"
    case `center` = "CENTER"
}

enum StrokeJoin: String, OpenEnumCases {
    case miter = "MITER"
    case bevel = "BEVEL"
    case round = "ROUND"
}

enum StrokeCap: String, OpenEnumCases {
    case `none` = "NONE"
    case round = "ROUND"
    case square = "SQUARE"
    case lineArrow = "LINE_ARROW"
    case triangleArrow = "TRIANGLE_ARROW"
    case diamondFilled = "DIAMOND_FILLED"
    case circleFilled = "CIRCLE_FILLED"
    case triangleFilled = "TRIANGLE_FILLED"
    case washiTape1 = "WASHI_TAPE_1"
    case washiTape2 = "WASHI_TAPE_2"
    case washiTape3 = "WASHI_TAPE_3"
    case washiTape4 = "WASHI_TAPE_4"
    case washiTape5 = "WASHI_TAPE_5"
    case washiTape6 = "WASHI_TAPE_6"
}

enum WindingRule: String, OpenEnumCases {
    case nonzero = "NONZERO"
    case evenodd = "EVENODD"
}

enum MaskType: String, OpenEnumCases {
    case alpha = "ALPHA"
    case vector = "VECTOR"
    case luminance = "LUMINANCE"
}

enum BooleanOperation: String, OpenEnumCases {
    case union = "UNION"
    case intersect = "INTERSECT"
    case subtract = "SUBTRACT"
    case exclude = "EXCLUDE"
}

enum TextCase: String, OpenEnumCases {
    case original = "ORIGINAL"
    case upper = "UPPER"
    case lower = "LOWER"
    case title = "TITLE"
    case smallCaps = "SMALL_CAPS"
    case smallCapsForced = "SMALL_CAPS_FORCED"
}

enum TextDecoration: String, OpenEnumCases {
    case `none` = "NONE"
    case strikethrough = "STRIKETHROUGH"
    case underline = "UNDERLINE"
}

enum TextAutoResize: String, OpenEnumCases {
    case `none` = "NONE"
    case widthAndHeight = "WIDTH_AND_HEIGHT"
    case height = "HEIGHT"
    case truncate = "TRUNCATE"
}

enum TextTruncation: String, OpenEnumCases {
    case disabled = "DISABLED"
    case ending = "ENDING"
}

enum TextAlignHorizontal: String, OpenEnumCases {
    case `left` = "LEFT"
    case `right` = "RIGHT"
    case `center` = "CENTER"
    case justified = "JUSTIFIED"
}

enum TextAlignVertical: String, OpenEnumCases {
    case top = "TOP"
    case `center` = "CENTER"
    case bottom = "BOTTOM"
}

enum LineHeightUnit: String, OpenEnumCases {
    case pixels = "PIXELS"
    case fontSizePercent = "FONT_SIZE_%"
    case intrinsicPercent = "INTRINSIC_%"
}

enum ComponentPropertyType: String, OpenEnumCases {
    case boolean = "BOOLEAN"
    case instanceSwap = "INSTANCE_SWAP"
    case `text` = "TEXT"
    case variant = "VARIANT"
}

enum StyleType: String, OpenEnumCases {
    case fill = "FILL"
    case `text` = "TEXT"
    case effect = "EFFECT"
    case grid = "GRID"
}

enum LineType: String, OpenEnumCases {
    case `none` = "NONE"
    case ordered = "ORDERED"
    case unordered = "UNORDERED"
}
