#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every object key the reader understands. Keys are matched on raw bytes through a hash table,
/// so reading a key allocates nothing.
enum Key: UInt8, CaseIterable {
    // File
    case document, nodes, components, componentSets, styles, name, lastModified, version, schemaVersion
    case editorType, role, thumbnailUrl
    // Metadata entries
    case key, description, componentSetId, remote, styleType
    // Layer
    case id, type, children, visible, locked, rotation, scrollBehavior, componentPropertyReferences, boundVariables
    case blendMode, opacity, isMask, maskType, effects
    case absoluteBoundingBox, absoluteRenderBounds, relativeTransform, size, constraints, preserveRatio
    case layoutAlign, layoutGrow, layoutPositioning, layoutSizingHorizontal, layoutSizingVertical
    case minWidth, maxWidth, minHeight, maxHeight
    case gridRowSpan, gridColumnSpan, gridRowAnchorIndex, gridColumnAnchorIndex
    case gridChildHorizontalAlign, gridChildVerticalAlign
    case clipsContent, background, backgroundColor, overflowDirection, layoutMode
    case primaryAxisSizingMode, counterAxisSizingMode, primaryAxisAlignItems, counterAxisAlignItems
    case paddingLeft, paddingRight, paddingTop, paddingBottom, itemSpacing, itemReverseZIndex
    case horizontalPadding, verticalPadding
    case strokesIncludedInLayout, layoutWrap, counterAxisSpacing, counterAxisAlignContent
    case gridRowCount, gridColumnCount, gridRowGap, gridColumnGap, gridColumnsSizing, gridRowsSizing, layoutGrids
    case fills, strokes, strokeWeight, individualStrokeWeights, strokeAlign, strokeJoin, strokeCap, strokeDashes
    case cornerRadius, cornerSmoothing, rectangleCornerRadii, fillGeometry, strokeGeometry
    case booleanOperation, arcData
    case characters, style, characterStyleOverrides, styleOverrideTable, lineTypes, lineIndentations
    case componentPropertyDefinitions, componentId, componentProperties, overrides, isExposedInstance
    case sectionContentsHidden, interactions, exportSettings
    // Prototype
    case transitionNodeID, flowStartingPoints, prototypeStartNodeID, overlayPositionType, overlayBackgroundInteraction
    case trigger, actions, destinationId, navigation, transition, timeout, delay, duration, direction, overlayRelativePosition, nodeId
    // Values
    case r, g, b, a, x, y, width, height, vertical, horizontal
    case top, right, bottom, left
    case startingAngle, endingAngle, innerRadius, path, windingRule, overrideID
    case color, gradientHandlePositions, gradientStops, position, scaleMode, imageRef, imageTransform
    case scalingFactor, gifRef, radius, offset, spread, showShadowBehindNode
    case fontFamily, fontPostScriptName, fontStyle, italic, fontWeight, fontSize, textCase, textDecoration
    case textAutoResize, textTruncation, maxLines, textAlignHorizontal, textAlignVertical, letterSpacing
    case paragraphSpacing, paragraphIndent, lineHeightPx, lineHeightPercent, lineHeightPercentFontSize
    case lineHeightUnit, hyperlink, url, leadingTrim
    case defaultValue, variantOptions, preferredValues, value, overriddenFields
    // Variables endpoint (`GET /v1/files/:key/variables/local`)
    case meta, status, error, variableCollections, variables, modes, modeId, defaultModeId, resolvedType
    case valuesByMode, variableCollectionId, codeSyntax, iOS, scopes

    /// Position in `allCases`, for bitmaps.
    @inline(__always)
    var ordinal: Int { Int(rawValue) }

    /// The key as written in JSON (the case name).
    var name: String { Key.names[Int(rawValue)] }

    /// The key for these bytes, if it is one of ours.
    @inline(__always)
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let key = KeyTable.shared.lookup(bytes) else { return nil }
        self = key
    }

    fileprivate static let names: [String] = allCases.map { String(describing: $0) }
}

/// Open-addressing hash table from key bytes to `Key`, built once. The hash reads whole words (first and
/// last eight bytes and the length) instead of every byte; a match is confirmed with `memcmp`.
private final class KeyTable: Sendable {
    static let shared = KeyTable()

    private static let slotCount = 1024
    /// Per slot: index into `keys` + 1 (0 = empty).
    nonisolated(unsafe) private let slots: UnsafeMutablePointer<UInt16>
    private let keys: [Key]
    /// All key names back to back; `offsets[i]..<offsets[i + 1]` is key i.
    nonisolated(unsafe) private let bytes: UnsafeMutablePointer<UInt8>
    private let offsets: [Int]
    /// First and last eight bytes of each key (zero-padded when shorter): for keys of up to 16 bytes
    /// these two words and the length identify the key exactly, so most matches need no memcmp.
    private let words: [(first: UInt64, last: UInt64)]

    private init() {
        keys = Key.allCases
        var offsets = [0]
        var all: [UInt8] = []
        for name in Key.names {
            all += Array(name.utf8)
            offsets.append(all.count)
        }
        self.offsets = offsets
        words = keys.indices.map { index in
            Array(all[offsets[index]..<offsets[index + 1]]).withUnsafeBufferPointer { Self.words($0) }
        }
        bytes = .allocate(capacity: max(all.count, 1))
        bytes.initialize(from: all, count: all.count)
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
        for index in keys.indices {
            let key = UnsafeBufferPointer(start: bytes + offsets[index], count: offsets[index + 1] - offsets[index])
            var slot = Int(Self.hash(key) & UInt64(Self.slotCount - 1))
            while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = UInt16(index + 1)
        }
    }

    @inline(__always)
    static func words(_ key: UnsafeBufferPointer<UInt8>) -> (first: UInt64, last: UInt64) {
        let count = key.count
        guard let base = key.baseAddress, count > 0 else { return (0, 0) }
        if count >= 8 {
            return (UnsafeRawPointer(base).loadUnaligned(as: UInt64.self), UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self))
        }
        var first: UInt64 = 0
        for index in 0..<count { first |= UInt64(base[index]) << (8 * UInt64(index)) }
        return (first, 0)
    }

    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(words(key), count: key.count)
    }

    @inline(__always)
    static func hash(_ words: (first: UInt64, last: UInt64), count: Int) -> UInt64 {
        var hash = (words.first &* 0x9E37_79B9_7F4A_7C15) ^ ((words.last &+ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F)
        hash ^= hash >> 31
        return hash
    }

    @inline(__always)
    func lookup(_ key: UnsafeBufferPointer<UInt8>) -> Key? {
        let count = key.count
        guard count > 0 else { return nil }  // no key is empty
        let keyWords = Self.words(key)
        var slot = Int(Self.hash(keyWords, count: count) & UInt64(Self.slotCount - 1))
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let index = entry - 1
            let start = offsets[index]
            if offsets[index + 1] - start == count, words[index].first == keyWords.first, words[index].last == keyWords.last,
               count <= 16 || memcmp(bytes + start, key.baseAddress!, count) == 0 {
                return keys[index]
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}
