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
    case strokesIncludedInLayout, layoutWrap, counterAxisSpacing, counterAxisAlignContent
    case gridRowCount, gridColumnCount, gridRowGap, gridColumnGap, gridColumnsSizing, gridRowsSizing, layoutGrids
    case fills, strokes, strokeWeight, individualStrokeWeights, strokeAlign, strokeJoin, strokeCap, strokeDashes
    case cornerRadius, cornerSmoothing, rectangleCornerRadii, fillGeometry, strokeGeometry
    case booleanOperation, arcData
    case characters, style, characterStyleOverrides, styleOverrideTable, lineTypes, lineIndentations
    case componentPropertyDefinitions, componentId, componentProperties, overrides, isExposedInstance
    case sectionContentsHidden, interactions, exportSettings
    // Values
    case r, g, b, a, x, y, width, height, vertical, horizontal
    case top, right, bottom, left
    case startingAngle, endingAngle, innerRadius, path, windingRule, overrideID
    case color, gradientHandlePositions, gradientStops, position, scaleMode, imageRef, imageTransform
    case scalingFactor, gifRef, radius, offset, spread, showShadowBehindNode
    case fontFamily, fontPostScriptName, fontStyle, italic, fontWeight, fontSize, textCase, textDecoration
    case textAutoResize, textTruncation, maxLines, textAlignHorizontal, textAlignVertical, letterSpacing
    case paragraphSpacing, paragraphIndent, lineHeightPx, lineHeightPercent, lineHeightPercentFontSize
    case lineHeightUnit, hyperlink, url
    case defaultValue, variantOptions, preferredValues, value, overriddenFields

    /// Position in `allCases`, for bitmaps.
    @inline(__always)
    var ordinal: Int { Int(rawValue) }

    /// The key as written in JSON (the case name).
    var name: String { Key.names[Int(rawValue)] }

    /// The key for these bytes, if it is one of ours.
    @inline(__always)
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        let hash = Key.hash(bytes)
        var slot = Int(hash & Key.mask)
        while true {
            let entry = Key.slots[slot]
            guard entry >= 0 else { return nil }
            let candidate = Key.cases[Int(entry)]
            if Key.hashes[Int(entry)] == hash, Key.utf8[Int(entry)].elementsEqual(bytes) {
                self = candidate
                return
            }
            slot = (slot + 1) & Int(Key.mask)
        }
    }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    private static let cases: [Key] = allCases
    private static let names: [String] = allCases.map { String(describing: $0) }
    private static let utf8: [[UInt8]] = names.map { Array($0.utf8) }
    private static let hashes: [UInt64] = utf8.map { bytes in bytes.withUnsafeBufferPointer { hash($0) } }
    private static let mask: UInt64 = 1023
    /// Open-addressing table of indices into `allCases`; -1 marks an empty slot.
    private static let slots: [Int16] = {
        var table = [Int16](repeating: -1, count: Int(mask) + 1)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(hash & mask)
            while table[slot] >= 0 { slot = (slot + 1) & Int(mask) }
            table[slot] = Int16(index)
        }
        return table
    }()
}
