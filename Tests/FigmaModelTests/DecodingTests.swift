import Testing
@testable import FigmaModel

@Suite struct ResponseShapeTests {
    static let filesResponse = #"""
    {"name":"Demo \ud83c\udfa8","lastModified":"2024-05-01T12:34:56Z","thumbnailUrl":"https://example.com/t.png",
     "version":"4567","role":"owner","editorType":"figma","linkAccess":"view","schemaVersion":14,
     "document":{"id":"0:0","name":"Document","type":"DOCUMENT","scrollBehavior":"SCROLLS","children":[
       {"id":"0:1","name":"Components","type":"CANVAS","backgroundColor":{"r":0.96,"g":0.96,"b":0.96,"a":1},
        "prototypeStartNodeID":null,"flowStartingPoints":[],"children":[
         {"id":"1:2","name":"Button","type":"COMPONENT_SET","children":[
           {"id":"1:3","name":"State=Default","type":"COMPONENT","children":[]},
           {"id":"1:4","name":"State=Pressed","type":"COMPONENT"}]},
         {"id":"1:5","name":"Card","type":"FRAME","children":[
           {"id":"1:6","name":"Title","type":"TEXT","characters":"Hi"},
           {"id":"1:7","name":"Button","type":"INSTANCE","componentId":"1:3"}]}]},
       {"id":"0:2","name":"Empty page","type":"CANVAS","children":[]}]},
     "components":{
       "1:3":{"key":"k13","name":"State=Default","description":"Default state","componentSetId":"1:2","remote":false,"documentationLinks":[]},
       "1:4":{"key":"k14","name":"State=Pressed","description":"","componentSetId":"1:2","remote":false}},
     "componentSets":{"1:2":{"key":"ks12","name":"Button","description":"A button","remote":false}},
     "styles":{"S:1":{"key":"sk1","name":"Brand/Primary","styleType":"FILL","description":"","remote":false},
               "S:2":{"key":"sk2","name":"Body","styleType":"TEXT","description":"Body text"},
               "S:3":{"key":"sk3","name":"Shadow","styleType":"EFFECT","description":""},
               "S:4":{"key":"sk4","name":"Grid","styleType":"GRID","description":""}},
     "mainFileKey":null,"branches":[{"key":"b","name":"branch"}]}
    """#

    @Test func filesResponse() throws {
        let file = try FigmaFile.decode(Self.filesResponse)
        #expect(file.shape == .file)
        #expect(file.name == "Demo 🎨")
        #expect(file.lastModified == "2024-05-01T12:34:56Z")
        #expect(file.thumbnailURL == "https://example.com/t.png")
        #expect(file.version == "4567")
        #expect(file.role == "owner")
        #expect(file.editorType == "figma")
        #expect(file.schemaVersion == 14)
        #expect(file.roots == [FigmaFile.Root(node: 0, path: JSONPath([.key("document")]))])
        #expect(file.nodes.map(\.id) == ["0:0", "0:1", "1:2", "1:3", "1:4", "1:5", "1:6", "1:7", "0:2"])
        #expect(file.nodes.map(\.type) == [.document, .canvas, .componentSet, .component, .component, .frame, .text, .instance, .canvas])
        #expect(file.nodes.map(\.parent) == [nil, 0, 1, 2, 2, 1, 5, 5, 0])
        #expect(file.nodes.map(\.children) == [[1, 8], [2, 5], [3, 4], [], [], [6, 7], [], [], []])
        #expect(file.nodes[1].backgroundColor == RGBA(r: 0.96, g: 0.96, b: 0.96, a: 1))
        #expect(file.nodes[7].componentID == "1:3")

        #expect(file.components.count == 2)
        #expect(file.components["1:3"] == ComponentMetadata(key: "k13", name: "State=Default", description: "Default state", componentSetID: "1:2"))
        #expect(file.components["1:4"]?.componentSetID == "1:2")
        #expect(file.componentSets == ["1:2": ComponentSetMetadata(key: "ks12", name: "Button", description: "A button")])
        #expect(file.styles.count == 4)
        #expect(file.styles["S:1"] == StyleMetadata(key: "sk1", name: "Brand/Primary", styleType: .fill))
        #expect(file.styles["S:2"] == StyleMetadata(key: "sk2", name: "Body", description: "Body text", styleType: .text))
        #expect(file.styles["S:3"]?.styleType == .effect)
        #expect(file.styles["S:4"]?.styleType == .grid)

        #expect(file.index(ofID: "1:6") == 6)
        #expect(file.page(of: 6) == 1)
        #expect(file.page(of: 8) == 8)
        #expect(file.page(of: 0) == nil)
        #expect(file.ancestors(of: 6) == [0, 1, 5])
    }

    @Test func pathsOfNodes() throws {
        let file = try FigmaFile.decode(Self.filesResponse)
        #expect(file.path(of: 0).description == "$.document")
        #expect(file.path(of: 1).description == "$.document.children[0]")
        #expect(file.path(of: 5).description == "$.document.children[0].children[1]")
        #expect(file.path(of: 7).description == "$.document.children[0].children[1].children[1]")
        #expect(file.path(of: 8).description == "$.document.children[1]")
    }

    static let nodesResponse = #"""
    {"name":"Demo","lastModified":"2025-02-03T04:05:06Z","thumbnailUrl":"https://example.com/t.png","version":"99",
     "role":"viewer","editorType":"figma","linkAccess":"inherit",
     "nodes":{
       "1:2":{"document":{"id":"1:2","name":"Card","type":"FRAME","children":[
                {"id":"1:3","name":"Title","type":"TEXT","characters":"Title"},
                {"id":"1:4","name":"Icon","type":"INSTANCE","componentId":"5:1"}]},
              "components":{"5:1":{"key":"c51","name":"Icon/24","description":"","remote":true}},
              "componentSets":{},
              "styles":{"S:1":{"key":"s1","name":"Red","styleType":"FILL","description":""}},
              "schemaVersion":0},
       "9:9":null,
       "3:4":{"document":{"id":"3:4","name":"Button","type":"COMPONENT_SET","children":[
                {"id":"3:5","name":"State=On","type":"COMPONENT"}]},
              "components":{"5:1":{"key":"c51","name":"Icon/24","description":"","remote":true},
                            "3:5":{"key":"c35","name":"State=On","description":"","componentSetId":"3:4"}},
              "componentSets":{"3:4":{"key":"cs34","name":"Button","description":""}},
              "styles":{"S:2":{"key":"s2","name":"Body","styleType":"TEXT","description":""}}}}}
    """#

    @Test func nodesResponse() throws {
        let file = try FigmaFile.decode(Self.nodesResponse)
        #expect(file.shape == .nodes)
        #expect(file.name == "Demo")
        #expect(file.version == "99")
        #expect(file.roots.map(\.node) == [0, 3])
        #expect(file.roots.map(\.path.description) == [#"$.nodes["1:2"].document"#, #"$.nodes["3:4"].document"#])
        #expect(file.nodes.map(\.id) == ["1:2", "1:3", "1:4", "3:4", "3:5"])
        #expect(file.nodes.map(\.parent) == [nil, 0, 0, nil, 3])
        #expect(file.nodes[3].children == [4])
        #expect(Set(file.components.keys) == ["5:1", "3:5"])
        #expect(file.components["5:1"]?.remote == true)
        #expect(file.components["3:5"]?.componentSetID == "3:4")
        #expect(Set(file.componentSets.keys) == ["3:4"])
        #expect(Set(file.styles.keys) == ["S:1", "S:2"])
        #expect(file.styles["S:2"]?.styleType == .text)
        #expect(file.path(of: 1).description == #"$.nodes["1:2"].document.children[0]"#)
        #expect(file.path(of: 2).description == #"$.nodes["1:2"].document.children[1]"#)
        #expect(file.path(of: 4).description == #"$.nodes["3:4"].document.children[0]"#)
        #expect(file.page(of: 1) == nil)
    }

    @Test func emptyAndNullNodesMaps() throws {
        let empty = try FigmaFile.decode(#"{"name":"x","nodes":{}}"#)
        #expect(empty.shape == .nodes)
        #expect(empty.roots.isEmpty)
        #expect(empty.nodes.isEmpty)
        let allMissing = try FigmaFile.decode(#"{"nodes":{"1:1":null,"2:2":null}}"#)
        #expect(allMissing.shape == .nodes)
        #expect(allMissing.nodes.isEmpty)
    }

    @Test func versionWrittenAsNumberAndNullMetadata() throws {
        let file = try FigmaFile.decode(#"{"version":12345,"schemaVersion":null,"name":null,"components":null,"styles":{},"document":{"id":"0:0","name":"D","type":"DOCUMENT"}}"#)
        #expect(file.version == "12345")
        #expect(file.schemaVersion == nil)
        #expect(file.name == nil)
        #expect(file.components.isEmpty)
    }

    @Test func whitespaceEverywhereIsAccepted() throws {
        let file = try FigmaFile.decode(" \n\t{ \"document\" :\r\n { \"id\" : \"0:0\" , \"name\" : \"D\" , \"type\" : \"DOCUMENT\" , \"children\" : [ ] } } \n")
        #expect(file.nodes.count == 1)
        #expect(file.nodes[0].children.isEmpty)
    }
}

@Suite struct NodeTypeTests {
    @Test(arguments: [
        ("DOCUMENT", NodeType.document), ("CANVAS", .canvas), ("FRAME", .frame), ("GROUP", .group), ("SECTION", .section),
        ("COMPONENT", .component), ("COMPONENT_SET", .componentSet), ("INSTANCE", .instance), ("TEXT", .text),
        ("TEXT_PATH", .textPath), ("RECTANGLE", .rectangle), ("ELLIPSE", .ellipse), ("LINE", .line), ("VECTOR", .vector),
        ("STAR", .star), ("REGULAR_POLYGON", .regularPolygon), ("BOOLEAN_OPERATION", .booleanOperation), ("TABLE", .table),
        ("TABLE_CELL", .tableCell), ("TRANSFORM_GROUP", .transformGroup), ("SLICE", .slice), ("STICKY", .sticky),
        ("SHAPE_WITH_TEXT", .shapeWithText), ("CONNECTOR", .connector), ("WASHI_TAPE", .washiTape), ("WIDGET", .widget),
        ("EMBED", .embed), ("LINK_UNFURL", .linkUnfurl), ("SLOT", .slot),
    ])
    func decodesNodeType(_ raw: String, expected: NodeType) throws {
        let file = try FigmaFile.decode(Fixture.node(raw))
        #expect(file.nodes[2].type == expected)
        #expect(file.nodes[2].type.rawValue == raw)
        #expect(!file.nodes[2].type.isUnknown)
        #expect(NodeType(raw: raw) == expected)
    }

    @Test func everyKnownNodeTypeIsCovered() {
        #expect(NodeType.knownCases.count == 29)
    }

    @Test func unknownNodeTypeKeepsRawValueAndChildren() throws {
        let file = try FigmaFile.decode(Fixture.page(#"""
            {"id":"1:2","name":"Future","type":"HOLOGRAM","hologramDepth":{"z":[1,2,3]},"children":[
              {"id":"1:3","name":"Inside","type":"RECTANGLE"},
              {"id":"1:4","name":"Nested","type":"HOLOGRAM","children":[{"id":"1:5","name":"Deep","type":"TEXT"}]}]},
            {"id":"1:6","name":"After","type":"FRAME"}
            """#))
        #expect(file.nodes[2].type == .unknown("HOLOGRAM"))
        #expect(file.nodes[2].type.rawValue == "HOLOGRAM")
        #expect(file.nodes[2].type.isUnknown)
        #expect(file.nodes[2].children == [3, 4])
        #expect(file.nodes[4].children == [5])
        #expect(file.nodes[5].type == .text)
        #expect(file.nodes[6].id == "1:6")
        #expect(file.nodes[1].children == [2, 6])
        let summary = FileSummary(file)
        #expect(summary.unknownValues == ["type=HOLOGRAM": 2])
        #expect(summary.nodesByType["HOLOGRAM"] == 2)
    }

    @Test func emptyTypeStringIsUnknown() throws {
        let file = try FigmaFile.decode(Fixture.node(""))
        #expect(file.nodes[2].type == .unknown(""))
    }
}

@Suite struct EnumAndDefaultTests {
    @Test func unknownEnumValuesKeepTheirRawString() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #"""
            "layoutMode":"SPIRAL","blendMode":"GLOW","primaryAxisAlignItems":"EVENLY","layoutSizingHorizontal":"SHRINK",
            "strokeAlign":"MIDDLE","overflowDirection":"DIAGONAL_SCROLLING","constraints":{"vertical":"FLOAT","horizontal":"LEFT_RIGHT"},
            "fills":[{"type":"HOLOGRAPHIC","blendMode":"SPARKLE"},{"type":"SOLID","color":{"r":1,"g":0,"b":0,"a":1}}],
            "effects":[{"type":"GLASS","radius":3},{"type":"DROP_SHADOW","radius":1}]
            """#))
        let node = file.nodes[2]
        #expect(node.layoutMode == .unknown("SPIRAL"))
        #expect(node.blendMode == .unknown("GLOW"))
        #expect(node.primaryAxisAlignItems == .unknown("EVENLY"))
        #expect(node.layoutSizingHorizontal == .unknown("SHRINK"))
        #expect(node.strokeAlign == .unknown("MIDDLE"))
        #expect(node.overflowDirection == .unknown("DIAGONAL_SCROLLING"))
        #expect(node.constraints == LayoutConstraint(vertical: .unknown("FLOAT"), horizontal: .leftRight))
        #expect(node.fills.map(\.type) == [.unknown("HOLOGRAPHIC"), .solid])
        #expect(node.fills[0].blendMode == .unknown("SPARKLE"))
        #expect(node.effects.map(\.type) == [.unknown("GLASS"), .dropShadow])
        #expect(node.effects[0].radius == 3)
        let summary = FileSummary(file)
        #expect(summary.unknownValues["layoutMode=SPIRAL"] == 1)
        #expect(summary.unknownValues["blendMode=GLOW"] == 1)
        #expect(summary.unknownValues["paint.type=HOLOGRAPHIC"] == 1)
        #expect(summary.unknownValues["effect.type=GLASS"] == 1)
    }

    @Test(arguments: [
        ("PASS_THROUGH", BlendMode.passThrough), ("NORMAL", .normal), ("DARKEN", .darken), ("MULTIPLY", .multiply),
        ("LINEAR_BURN", .linearBurn), ("COLOR_BURN", .colorBurn), ("LIGHTEN", .lighten), ("SCREEN", .screen),
        ("LINEAR_DODGE", .linearDodge), ("COLOR_DODGE", .colorDodge), ("OVERLAY", .overlay), ("SOFT_LIGHT", .softLight),
        ("HARD_LIGHT", .hardLight), ("DIFFERENCE", .difference), ("EXCLUSION", .exclusion), ("HUE", .hue),
        ("SATURATION", .saturation), ("COLOR", .color), ("LUMINOSITY", .luminosity),
    ])
    func blendModes(_ raw: String, expected: BlendMode) throws {
        let file = try FigmaFile.decode(Fixture.node("RECTANGLE", #""blendMode":"\#(raw)""#))
        #expect(file.nodes[2].blendMode == expected)
        #expect(expected.rawValue == raw)
    }

    @Test func escapedEnumValueIsRecognised() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""layoutMode":"HORIZ\u004FNTAL""#))
        #expect(file.nodes[2].layoutMode == .horizontal)
    }

    @Test func omittedFieldsTakeSpecDefaults() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #""fills":[{"type":"SOLID","color":{"r":0,"g":0,"b":0}}],"effects":[{"type":"DROP_SHADOW"}]"#))
        let node = file.nodes[2]
        #expect(node.visible == true)
        #expect(node.locked == false)
        #expect(node.opacity == 1)
        #expect(node.rotation == 0)
        #expect(node.blendMode == .passThrough)
        #expect(node.isMask == false)
        #expect(node.maskType == nil)
        #expect(node.scrollBehavior == .scrolls)
        #expect(node.layoutMode == .none)
        #expect(node.primaryAxisSizingMode == .auto)
        #expect(node.counterAxisSizingMode == .auto)
        #expect(node.primaryAxisAlignItems == .min)
        #expect(node.counterAxisAlignItems == .min)
        #expect(node.counterAxisAlignContent == .auto)
        #expect(node.layoutWrap == .noWrap)
        #expect(node.layoutPositioning == .auto)
        #expect(node.layoutAlign == nil)
        #expect(node.layoutGrow == 0)
        #expect(node.layoutSizingHorizontal == nil)
        #expect(node.layoutSizingVertical == nil)
        #expect(node.paddingLeft == 0 && node.paddingRight == 0 && node.paddingTop == 0 && node.paddingBottom == 0)
        #expect(node.itemSpacing == 0)
        #expect(node.counterAxisSpacing == 0)
        #expect(node.itemReverseZIndex == false)
        #expect(node.strokesIncludedInLayout == false)
        #expect(node.strokeWeight == 1)
        #expect(node.strokeAlign == .inside)
        #expect(node.strokeJoin == .miter)
        #expect(node.strokeCap == StrokeCap.none)
        #expect(node.strokeDashes.isEmpty)
        #expect(node.cornerRadius == 0)
        #expect(node.rectangleCornerRadii == nil)
        #expect(node.clipsContent == false)
        #expect(node.overflowDirection == .none)
        #expect(node.constraints == nil)
        #expect(node.absoluteBoundingBox == nil)
        #expect(node.absoluteRenderBounds == nil)
        #expect(node.strokes.isEmpty)
        #expect(node.styles.isEmpty)
        #expect(node.boundVariables.isEmpty)
        #expect(node.componentPropertyReferences.isEmpty)
        #expect(node.gridRowCount == nil)
        #expect(node.gridRowGap == 0)
        #expect(node.hasLayoutGrids == false)
        #expect(node.hasInteractions == false)
        #expect(node.hasExportSettings == false)
        let paint = try #require(node.fills.first)
        #expect(paint.visible == true)
        #expect(paint.opacity == 1)
        #expect(paint.blendMode == .normal)
        #expect(paint.color == RGBA(r: 0, g: 0, b: 0, a: 1))  // `a` omitted: opaque
        let effect = try #require(node.effects.first)
        #expect(effect.visible == true)
        #expect(effect.radius == 0)
        #expect(effect.spread == 0)
        #expect(effect.offset == nil)
        #expect(effect.blendMode == .normal)
        #expect(effect.showShadowBehindNode == false)
    }

    @Test func nullMeansAbsent() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #"""
            "visible":null,"opacity":null,"blendMode":null,"layoutMode":null,"strokeWeight":null,"fills":null,
            "children":null,"absoluteBoundingBox":null,"style":null,"componentPropertyDefinitions":null
            """#))
        let node = file.nodes[2]
        #expect(node.visible == true)
        #expect(node.opacity == 1)
        #expect(node.blendMode == .passThrough)
        #expect(node.layoutMode == .none)
        #expect(node.strokeWeight == 1)
        #expect(node.fills.isEmpty)
        #expect(node.children.isEmpty)
        #expect(node.absoluteBoundingBox == nil)
        #expect(node.style == nil)
    }

    @Test func explicitValuesOverrideDefaults() throws {
        let file = try FigmaFile.decode(Fixture.node("RECTANGLE", #"""
            "visible":false,"locked":true,"opacity":0.25,"rotation":-45.5,"isMask":true,"maskType":"LUMINANCE",
            "strokeWeight":0,"strokeAlign":"OUTSIDE","strokeJoin":"ROUND","strokeCap":"ARROW_LINES","strokeDashes":[4,2.5],
            "cornerRadius":8,"cornerSmoothing":0.6,"rectangleCornerRadii":[8,8,0,0.5],
            "individualStrokeWeights":{"top":1,"right":0,"bottom":2,"left":0.5},
            "preserveRatio":true,"scrollBehavior":"STICKY_SCROLLS",
            "layoutGrids":[{"pattern":"COLUMNS"}],"interactions":[{"trigger":{"type":"ON_CLICK"}}],"exportSettings":[]
            """#))
        let node = file.nodes[2]
        #expect(node.visible == false)
        #expect(node.locked == true)
        #expect(node.opacity == 0.25)
        #expect(node.rotation == -45.5)
        #expect(node.isMask == true)
        #expect(node.maskType == .luminance)
        #expect(node.strokeWeight == 0)
        #expect(node.strokeAlign == .outside)
        #expect(node.strokeJoin == .round)
        #expect(node.strokeCap == .unknown("ARROW_LINES"))
        #expect(node.strokeDashes == [4, 2.5])
        #expect(node.cornerRadius == 8)
        #expect(node.cornerSmoothing == 0.6)
        #expect(node.rectangleCornerRadii == [8, 8, 0, 0.5])
        #expect(node.individualStrokeWeights == StrokeWeights(top: 1, right: 0, bottom: 2, left: 0.5))
        #expect(node.preserveRatio == true)
        #expect(node.scrollBehavior == .stickyScrolls)
        #expect(node.hasLayoutGrids == true)
        #expect(node.hasInteractions == true)
        #expect(node.hasExportSettings == false)
    }
}

@Suite struct LayoutTests {
    @Test func autoLayoutFrameAndChildren() throws {
        let file = try FigmaFile.decode(Fixture.page(#"""
            {"id":"1:2","name":"Row","type":"FRAME","layoutMode":"HORIZONTAL","primaryAxisSizingMode":"FIXED",
             "counterAxisSizingMode":"AUTO","primaryAxisAlignItems":"SPACE_BETWEEN","counterAxisAlignItems":"BASELINE",
             "paddingLeft":16,"paddingRight":12.5,"paddingTop":8,"paddingBottom":4,"itemSpacing":-2,"itemReverseZIndex":true,
             "strokesIncludedInLayout":true,"layoutWrap":"WRAP","counterAxisSpacing":10,"counterAxisAlignContent":"SPACE_BETWEEN",
             "clipsContent":true,"overflowDirection":"HORIZONTAL_SCROLLING",
             "absoluteBoundingBox":{"x":-10.5,"y":20,"width":320,"height":48},
             "absoluteRenderBounds":{"x":-12,"y":18,"width":324,"height":52},
             "relativeTransform":[[1,0,-10.5],[0,1,20]],"size":{"x":320,"y":48},
             "constraints":{"vertical":"TOP_BOTTOM","horizontal":"SCALE"},
             "children":[
               {"id":"1:3","name":"Fill","type":"FRAME","layoutSizingHorizontal":"FILL","layoutSizingVertical":"HUG",
                "layoutGrow":1,"layoutAlign":"STRETCH","minWidth":40,"maxWidth":200.5,"minHeight":null,"maxHeight":80},
               {"id":"1:4","name":"Badge","type":"FRAME","layoutPositioning":"ABSOLUTE","layoutSizingHorizontal":"FIXED",
                "layoutSizingVertical":"FIXED","layoutAlign":"INHERIT","layoutGrow":0}]}
            """#))
        let row = file.nodes[2]
        #expect(row.layoutMode == .horizontal)
        #expect(row.primaryAxisSizingMode == .fixed)
        #expect(row.counterAxisSizingMode == .auto)
        #expect(row.primaryAxisAlignItems == .spaceBetween)
        #expect(row.counterAxisAlignItems == .baseline)
        #expect([row.paddingLeft, row.paddingRight, row.paddingTop, row.paddingBottom] == [16, 12.5, 8, 4])
        #expect(row.itemSpacing == -2)
        #expect(row.itemReverseZIndex)
        #expect(row.strokesIncludedInLayout)
        #expect(row.layoutWrap == .wrap)
        #expect(row.counterAxisSpacing == 10)
        #expect(row.counterAxisAlignContent == .spaceBetween)
        #expect(row.clipsContent)
        #expect(row.overflowDirection == .horizontalScrolling)
        #expect(row.absoluteBoundingBox == Rect(x: -10.5, y: 20, width: 320, height: 48))
        #expect(row.absoluteRenderBounds == Rect(x: -12, y: 18, width: 324, height: 52))
        #expect(row.relativeTransform == Transform(rows: [[1, 0, -10.5], [0, 1, 20]]))
        #expect(row.size == Vector(x: 320, y: 48))
        #expect(row.constraints == LayoutConstraint(vertical: .topBottom, horizontal: .scale))

        let fill = file.nodes[3]
        #expect(fill.layoutSizingHorizontal == .fill)
        #expect(fill.layoutSizingVertical == .hug)
        #expect(fill.layoutGrow == 1)
        #expect(fill.layoutAlign == .stretch)
        #expect(fill.minWidth == 40)
        #expect(fill.maxWidth == 200.5)
        #expect(fill.minHeight == nil)
        #expect(fill.maxHeight == 80)
        #expect(fill.layoutPositioning == .auto)

        let badge = file.nodes[4]
        #expect(badge.layoutPositioning == .absolute)
        #expect(badge.layoutSizingHorizontal == .fixed)
        #expect(badge.layoutAlign == .inherit)

        let summary = FileSummary(file)
        #expect(summary.features["layoutWrap WRAP"] == 1)
        #expect(summary.features["layoutPositioning ABSOLUTE"] == 1)
        #expect(summary.features["layoutSizing"] == 2)
        #expect(summary.autoLayoutByMode == ["HORIZONTAL": 1, "NONE": 2])
    }

    @Test func gridLayout() throws {
        let file = try FigmaFile.decode(Fixture.page(#"""
            {"id":"1:2","name":"Grid","type":"FRAME","layoutMode":"GRID","gridRowCount":2,"gridColumnCount":3,
             "gridRowGap":8,"gridColumnGap":4.5,"gridColumnsSizing":"repeat(3, minmax(0, 1fr))","gridRowsSizing":"48px 1fr",
             "children":[
               {"id":"1:3","name":"Cell","type":"RECTANGLE","gridRowSpan":2,"gridColumnSpan":1,"gridRowAnchorIndex":0,
                "gridColumnAnchorIndex":2,"gridChildHorizontalAlign":"CENTER","gridChildVerticalAlign":"MAX"},
               {"id":"1:4","name":"Auto","type":"RECTANGLE","gridChildHorizontalAlign":"AUTO","gridChildVerticalAlign":"MIN"}]}
            """#))
        let grid = file.nodes[2]
        #expect(grid.layoutMode == .grid)
        #expect(grid.gridRowCount == 2)
        #expect(grid.gridColumnCount == 3)
        #expect(grid.gridRowGap == 8)
        #expect(grid.gridColumnGap == 4.5)
        #expect(grid.gridColumnsSizing == "repeat(3, minmax(0, 1fr))")
        #expect(grid.gridRowsSizing == "48px 1fr")
        let cell = file.nodes[3]
        #expect(cell.gridRowSpan == 2)
        #expect(cell.gridColumnSpan == 1)
        #expect(cell.gridRowAnchorIndex == 0)
        #expect(cell.gridColumnAnchorIndex == 2)
        #expect(cell.gridChildHorizontalAlign == .center)
        #expect(cell.gridChildVerticalAlign == .max)
        #expect(file.nodes[4].gridChildHorizontalAlign == .auto)
        #expect(file.nodes[4].gridChildVerticalAlign == .min)
        #expect(FileSummary(file).autoLayoutByMode == ["GRID": 1])
    }

    @Test func verticalStackOnComponentAndInstance() throws {
        let file = try FigmaFile.decode(Fixture.page(#"""
            {"id":"1:2","name":"C","type":"COMPONENT","layoutMode":"VERTICAL","counterAxisAlignItems":"CENTER","primaryAxisAlignItems":"MAX"},
            {"id":"1:3","name":"I","type":"INSTANCE","layoutMode":"VERTICAL","componentId":"1:2"},
            {"id":"1:4","name":"S","type":"COMPONENT_SET","layoutMode":"HORIZONTAL"},
            {"id":"1:5","name":"G","type":"GROUP","layoutMode":"VERTICAL"}
            """#))
        #expect(file.nodes[2].counterAxisAlignItems == .center)
        #expect(file.nodes[2].primaryAxisAlignItems == .max)
        // GROUP is not an auto layout host: only the three hosts are counted.
        #expect(FileSummary(file).autoLayoutByMode == ["VERTICAL": 2, "HORIZONTAL": 1])
    }

    /// A 2020 export's auto layout: one `horizontalPadding` and one `verticalPadding` for both sides of each axis
    /// (as in flutter-figma-transforms-2020); per-side keys, which came later, win over them in either order.
    @Test func legacyAxisPadding() throws {
        let file = try FigmaFile.decode(#"""
            {"name":"Legacy","document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[
               {"id":"0:1","name":"Page 1","type":"CANVAS","children":[
                 {"id":"1:2","name":"Example","type":"FRAME","layoutMode":"VERTICAL","itemSpacing":44,"horizontalPadding":12,"verticalPadding":120,
                  "absoluteBoundingBox":{"x":0,"y":0,"width":480,"height":600}},
                 {"id":"1:3","name":"Mixed","type":"FRAME","layoutMode":"HORIZONTAL","paddingLeft":4,"horizontalPadding":12,"verticalPadding":6,"paddingBottom":2,
                  "absoluteBoundingBox":{"x":0,"y":0,"width":100,"height":100}}]}]},
             "components":{},"styles":{}}
            """#)
        let legacy = file.nodes[2], mixed = file.nodes[3]
        #expect([legacy.paddingLeft, legacy.paddingRight, legacy.paddingTop, legacy.paddingBottom] == [12, 12, 120, 120])
        #expect([mixed.paddingLeft, mixed.paddingRight, mixed.paddingTop, mixed.paddingBottom] == [4, 12, 6, 2])
    }

    /// A 2018 export: no layoutMode, layoutSizing, layoutAlign; `transitionNodeID`, `preserveRatio`, integer coordinates.
    @Test func legacyFileWithoutAutoLayoutFields() throws {
        let file = try FigmaFile.decode(#"""
            {"name":"Untitled","lastModified":"2018-12-31T18:40:41.522255Z","version":"101347946","schemaVersion":0,
             "document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[
               {"id":"0:1","name":"Page 1","type":"CANVAS","backgroundColor":{"r":0.8980392156862745,"g":0.8980392156862745,"b":0.8980392156862745,"a":1},
                "exportSettings":[],"children":[
                 {"id":"101:3","name":"Log-In Page","type":"FRAME","blendMode":"PASS_THROUGH",
                  "absoluteBoundingBox":{"x":862,"y":-1037,"width":375,"height":667},
                  "constraints":{"vertical":"TOP","horizontal":"LEFT"},"clipsContent":true,
                  "background":[{"blendMode":"NORMAL","type":"SOLID","color":{"r":1,"g":1,"b":1,"a":1}}],
                  "backgroundColor":{"r":1,"g":1,"b":1,"a":1},"effects":[],"layoutGrids":[],
                  "children":[{"id":"101:4","name":"Background Image","type":"RECTANGLE","blendMode":"PASS_THROUGH",
                    "absoluteBoundingBox":{"x":862,"y":-1037,"width":375,"height":667},
                    "constraints":{"vertical":"TOP","horizontal":"LEFT"},"transitionNodeID":"101:20",
                    "fills":[{"type":"IMAGE","blendMode":"NORMAL","scaleMode":"FILL","imageRef":"7a1e3c"}],
                    "strokes":[],"strokeWeight":1,"strokeAlign":"INSIDE","effects":[]}]}]}]},
             "components":{},"styles":{}}
            """#)
        #expect(file.nodes.count == 4)
        let frame = file.nodes[2]
        #expect(frame.layoutMode == .none)
        #expect(frame.layoutSizingHorizontal == nil)
        #expect(frame.layoutSizingVertical == nil)
        #expect(frame.layoutAlign == nil)
        #expect(frame.clipsContent)
        #expect(frame.fills.map(\.type) == [.solid])  // no `fills` yet in 2018: the background is the frame's fills
        #expect(frame.backgroundColor == RGBA(r: 1, g: 1, b: 1, a: 1))
        #expect(frame.hasLayoutGrids == false)
        #expect(frame.absoluteBoundingBox == Rect(x: 862, y: -1037, width: 375, height: 667))
        let rectangle = file.nodes[3]
        #expect(rectangle.fills.first?.scaleMode == .fill)
        #expect(rectangle.fills.first?.imageRef == "7a1e3c")
        let summary = FileSummary(file)
        #expect(summary.autoLayoutByMode == ["NONE": 1])
        #expect(summary.features["layoutSizing"] == nil)
    }

    /// `background` is Figma's deprecated copy of a frame's fills: read only when a node has no `fills`.
    @Test(arguments: [
        (#""fills":[{"type":"SOLID","color":{"r":1,"g":0,"b":0,"a":1}}],"background":[{"type":"SOLID","color":{"r":0,"g":0,"b":1,"a":1}}]"#, [RGBA(r: 1, g: 0, b: 0)]),
        (#""background":[{"type":"SOLID","color":{"r":0,"g":0,"b":1,"a":1}}],"fills":[]"#, []),
        (#""background":"not paints","fills":[{"type":"SOLID","color":{"r":1,"g":0,"b":0,"a":1}}]"#, [RGBA(r: 1, g: 0, b: 0)]),
        (#""background":[{"type":"SOLID","color":{"r":0,"g":0,"b":1,"a":1}}]"#, [RGBA(r: 0, g: 0, b: 1)]),
        (#""background":[{"type":"SOLID","color":{"r":0,"g":0,"b":1,"a":1}}],"fills":null"#, [RGBA(r: 0, g: 0, b: 1)]),
        (#""background":null"#, []),
    ])
    func backgroundIsTheFillsOfALegacyFrame(_ members: String, expected: [RGBA]) throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", members + #","children":[{"id":"9:9","name":"c","type":"TEXT"}]"#))
        #expect(file.nodes[2].fills.compactMap(\.color) == expected)
        #expect(file.nodes[2].children.count == 1)
        #expect(file.tolerated.isEmpty, "\(file.tolerated)")
    }

    @Test(arguments: [
        (#"null"#, Rect?.none),
        (#"{"x":null,"y":null,"width":null,"height":null}"#, nil),
        (#"{"x":10,"y":null,"width":5,"height":5}"#, nil),
        (#"{"x":1,"y":2,"width":3,"height":4}"#, Rect(x: 1, y: 2, width: 3, height: 4)),
        (#"{"height":4,"width":3,"y":2,"x":1,"extra":[1]}"#, Rect(x: 1, y: 2, width: 3, height: 4)),
    ])
    func absoluteRenderBounds(_ json: String, expected: Rect?) throws {
        let file = try FigmaFile.decode(Fixture.node("TEXT", #""absoluteRenderBounds":\#(json),"absoluteBoundingBox":{"x":0,"y":0,"width":1,"height":1}"#))
        #expect(file.nodes[2].absoluteRenderBounds == expected)
        #expect(file.nodes[2].absoluteBoundingBox == Rect(x: 0, y: 0, width: 1, height: 1))
    }
}

@Suite struct PaintAndEffectTests {
    @Test func paints() throws {
        let file = try FigmaFile.decode(Fixture.node("RECTANGLE", #"""
            "fills":[
              {"blendMode":"NORMAL","type":"SOLID","color":{"r":0.9176470637321472,"g":0.2,"b":0,"a":0.5}},
              {"type":"SOLID","visible":false,"opacity":0.35,"blendMode":"MULTIPLY","color":{"r":1,"g":1,"b":1,"a":1},
               "boundVariables":{"color":{"type":"VARIABLE_ALIAS","id":"VariableID:1:2"}}},
              {"type":"GRADIENT_LINEAR","gradientHandlePositions":[{"x":0,"y":0.5},{"x":1,"y":0.5},{"x":0,"y":1}],
               "gradientStops":[{"color":{"r":1,"g":0,"b":0,"a":1},"position":0},{"color":{"r":0,"g":0,"b":1,"a":0.5},"position":1,
                 "boundVariables":{"color":{"type":"VARIABLE_ALIAS","id":"VariableID:3:4"}}}]},
              {"type":"GRADIENT_RADIAL","gradientHandlePositions":[],"gradientStops":[]},
              {"type":"GRADIENT_ANGULAR","gradientStops":[{"position":0.25,"color":{"r":0,"g":0,"b":0}}]},
              {"type":"GRADIENT_DIAMOND"},
              {"type":"IMAGE","scaleMode":"FILL","imageRef":"abc123","rotation":90,"filters":{"exposure":0.1}},
              {"type":"IMAGE","scaleMode":"FIT","imageRef":"def"},
              {"type":"IMAGE","scaleMode":"TILE","imageRef":"ghi","scalingFactor":0.5},
              {"type":"IMAGE","scaleMode":"STRETCH","imageRef":"jkl","imageTransform":[[1,0,0],[0,1,0]],"gifRef":"gif1"},
              {"type":"EMOJI"},{"type":"VIDEO"},{"type":"PATTERN"}],
            "strokes":[{"type":"SOLID","color":{"r":0,"g":0,"b":0,"a":1}}],
            "background":[]
            """#))
        let fills = file.nodes[2].fills
        #expect(fills.map(\.type) == [.solid, .solid, .gradientLinear, .gradientRadial, .gradientAngular, .gradientDiamond,
                                      .image, .image, .image, .image, .emoji, .video, .pattern])
        #expect(fills[0].color == RGBA(r: 0.9176470637321472, g: 0.2, b: 0, a: 0.5))
        #expect(fills[0].blendMode == .normal)
        #expect(fills[0].visible && fills[0].opacity == 1)
        #expect(fills[1].visible == false)
        #expect(fills[1].opacity == 0.35)
        #expect(fills[1].blendMode == .multiply)
        #expect(fills[1].boundVariables["color"] == ["VariableID:1:2"])
        #expect(fills[2].gradientHandlePositions == [Vector(x: 0, y: 0.5), Vector(x: 1, y: 0.5), Vector(x: 0, y: 1)])
        #expect(fills[2].gradientStops.map(\.position) == [0, 1])
        #expect(fills[2].gradientStops.map(\.color) == [RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 0, b: 1, a: 0.5)])
        #expect(fills[2].gradientStops[1].boundVariables["color"] == ["VariableID:3:4"])
        #expect(fills[2].color == nil)
        #expect(fills[3].gradientStops.isEmpty)
        #expect(fills[4].gradientStops == [ColorStop(position: 0.25, color: RGBA(r: 0, g: 0, b: 0, a: 1))])
        #expect(fills[6].scaleMode == .fill)
        #expect(fills[6].imageRef == "abc123")
        #expect(fills[6].rotation == 90)
        #expect(fills[7].scaleMode == .fit)
        #expect(fills[8].scaleMode == .tile)
        #expect(fills[8].scalingFactor == 0.5)
        #expect(fills[9].scaleMode == .stretch)
        #expect(fills[9].imageTransform == Transform(rows: [[1, 0, 0], [0, 1, 0]]))
        #expect(fills[9].gifRef == "gif1")
        #expect(file.nodes[2].strokes.count == 1)
        let summary = FileSummary(file)
        #expect(summary.features["paint IMAGE"] == 4)
        #expect(summary.features["paint SOLID"] == 3)
        #expect(summary.features["boundVariables"] == 1)
    }

    @Test func effects() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #"""
            "effects":[
              {"type":"DROP_SHADOW","visible":true,"color":{"r":0,"g":0,"b":0,"a":0.25},"blendMode":"NORMAL",
               "offset":{"x":0,"y":4},"radius":8,"spread":0,"showShadowBehindNode":false},
              {"type":"DROP_SHADOW","color":{"r":0.1,"g":0.2,"b":0.3,"a":0.08},"blendMode":"MULTIPLY",
               "offset":{"x":-2.5,"y":-6},"radius":24,"spread":-4,"showShadowBehindNode":true,
               "boundVariables":{"radius":{"type":"VARIABLE_ALIAS","id":"VariableID:7:1"}}},
              {"color":{"r":1,"g":1,"b":1,"a":0.5},"offset":{"x":0,"y":1},"radius":0,"spread":2},
              {"type":"LAYER_BLUR","visible":false,"radius":12.5},
              {"type":"BACKGROUND_BLUR","radius":30,"blurType":"PROGRESSIVE"},
              {"type":"TEXTURE"},{"type":"NOISE"}]
            """#))
        let effects = file.nodes[2].effects
        #expect(effects.map(\.type) == [.dropShadow, .dropShadow, .innerShadow, .layerBlur, .backgroundBlur, .texture, .noise])
        #expect(effects[0].offset == Vector(x: 0, y: 4))
        #expect(effects[0].radius == 8)
        #expect(effects[0].color == RGBA(r: 0, g: 0, b: 0, a: 0.25))
        #expect(effects[1].offset == Vector(x: -2.5, y: -6))
        #expect(effects[1].spread == -4)
        #expect(effects[1].radius == 24)
        #expect(effects[1].blendMode == .multiply)
        #expect(effects[1].showShadowBehindNode)
        #expect(effects[1].boundVariables["radius"] == ["VariableID:7:1"])
        #expect(effects[2].spread == 2)
        #expect(effects[2].color == RGBA(r: 1, g: 1, b: 1, a: 0.5))
        #expect(effects[3].visible == false)
        #expect(effects[3].radius == 12.5)
        #expect(effects[4].radius == 30)
        let summary = FileSummary(file)
        #expect(summary.features["effect DROP_SHADOW"] == 2)
        #expect(summary.features["effect INNER_SHADOW"] == 1)
    }

    @Test func vectorGeometry() throws {
        let file = try FigmaFile.decode(Fixture.node("VECTOR", #"""
            "fillGeometry":[{"path":"M0 0L10 0L10 10L0 10Z","windingRule":"NONZERO","overrideID":null},
                            {"path":"M1 1L2 2","windingRule":"EVENODD","overrideID":3}],
            "strokeGeometry":[{"path":"M0 0L1 1","windingRule":"NONZERO"}],
            "arcData":{"startingAngle":0,"endingAngle":3.141592653589793,"innerRadius":0.5},
            "booleanOperation":"SUBTRACT"
            """#))
        let node = file.nodes[2]
        #expect(node.fillGeometry == [GeometryPath(path: "M0 0L10 0L10 10L0 10Z"), GeometryPath(path: "M1 1L2 2", windingRule: .evenodd, overrideID: 3)])
        #expect(node.strokeGeometry == [GeometryPath(path: "M0 0L1 1", windingRule: .nonzero)])
        #expect(node.arcData == ArcData(startingAngle: 0, endingAngle: .pi, innerRadius: 0.5))
        #expect(node.booleanOperation == .subtract)
        #expect(FileSummary(file).features["vector geometry (fillGeometry)"] == 1)
    }
}

@Suite struct TextTests {
    @Test func textNode() throws {
        let file = try FigmaFile.decode(Fixture.node("TEXT", #"""
            "characters":"Hello 세계 🎉\n\"quoted\"",
            "style":{"fontFamily":"Pretendard","fontPostScriptName":"Pretendard-SemiBold","fontStyle":"SemiBold","italic":false,
                     "fontWeight":600,"fontSize":17,"textCase":"UPPER","textDecoration":"UNDERLINE","textAutoResize":"WIDTH_AND_HEIGHT",
                     "textTruncation":"ENDING","maxLines":2,"textAlignHorizontal":"JUSTIFIED","textAlignVertical":"CENTER",
                     "letterSpacing":-0.41,"paragraphSpacing":4,"paragraphIndent":8,"lineHeightPx":22.0,"lineHeightPercent":129.41176,
                     "lineHeightPercentFontSize":129.41176470588235,"lineHeightUnit":"FONT_SIZE_%","opentypeFlags":{"KERN":0},
                     "hyperlink":{"type":"URL","url":"https://example.com"},
                     "fills":[{"type":"SOLID","color":{"r":0.1,"g":0.1,"b":0.1,"a":1}}],
                     "boundVariables":{"fontSize":[{"type":"VARIABLE_ALIAS","id":"VariableID:8:1"}]}},
            "characterStyleOverrides":[0,0,0,0,0,0,2,2,1],
            "styleOverrideTable":{"2":{"fontWeight":700,"fills":[{"type":"SOLID","color":{"r":1,"g":0,"b":0,"a":1}}]},
                                  "1":{"italic":true,"textDecoration":"STRIKETHROUGH","lineHeightUnit":"INTRINSIC_%"},
                                  "10":{"hyperlink":{"type":"NODE","nodeID":"1:2"},"fontFamily":null}},
            "lineTypes":["NONE","ORDERED","UNORDERED"],"lineIndentations":[0,1,2]
            """#))
        let node = file.nodes[2]
        #expect(node.characters == "Hello 세계 🎉\n\"quoted\"")
        let style = try #require(node.style)
        #expect(style.fontFamily == "Pretendard")
        #expect(style.fontPostScriptName == "Pretendard-SemiBold")
        #expect(style.fontStyle == "SemiBold")
        #expect(style.italic == false)
        #expect(style.fontWeight == 600)
        #expect(style.fontSize == 17)
        #expect(style.textCase == .upper)
        #expect(style.textDecoration == .underline)
        #expect(style.textAutoResize == .widthAndHeight)
        #expect(style.textTruncation == .ending)
        #expect(style.maxLines == 2)
        #expect(style.textAlignHorizontal == .justified)
        #expect(style.textAlignVertical == .center)
        #expect(style.letterSpacing == -0.41)
        #expect(style.paragraphSpacing == 4)
        #expect(style.paragraphIndent == 8)
        #expect(style.lineHeightPx == 22)
        #expect(style.lineHeightPercent == 129.41176)
        #expect(style.lineHeightPercentFontSize == 129.41176470588235)
        #expect(style.lineHeightUnit == .fontSizePercent)
        #expect(style.hyperlinkURL == "https://example.com")
        #expect(style.fills?.first?.color == RGBA(r: 0.1, g: 0.1, b: 0.1, a: 1))
        #expect(style.boundVariables["fontSize"] == ["VariableID:8:1"])

        #expect(node.characterStyleOverrides == [0, 0, 0, 0, 0, 0, 2, 2, 1])
        #expect(node.styleOverrideTable.keys == ["2", "1", "10"])
        #expect(node.styleOverrideTable["2"]?.fontWeight == 700)
        #expect(node.styleOverrideTable["2"]?.fontFamily == nil)
        #expect(node.styleOverrideTable["2"]?.fills?.first?.color == RGBA(r: 1, g: 0, b: 0))
        #expect(node.styleOverrideTable["1"]?.italic == true)
        #expect(node.styleOverrideTable["1"]?.textDecoration == .strikethrough)
        #expect(node.styleOverrideTable["1"]?.lineHeightUnit == .intrinsicPercent)
        #expect(node.styleOverrideTable["10"]?.hyperlinkURL == nil)
        #expect(node.styleOverrideTable["10"]?.fontFamily == nil)
        #expect(node.lineTypes == [LineType.none, .ordered, .unordered])
        #expect(node.lineIndentations == [0, 1, 2])
        #expect(FileSummary(file).features["styled text runs"] == 1)
    }
}

@Suite struct ComponentTests {
    @Test func propertyDefinitionsKeepOrderAndTypes() throws {
        let file = try FigmaFile.decode(Fixture.node("COMPONENT_SET", #"""
            "componentPropertyDefinitions":{
              "Label#1:0":{"type":"TEXT","defaultValue":"Button"},
              "State":{"type":"VARIANT","defaultValue":"Default","variantOptions":["Default","Pressed","Disabled"]},
              "Show icon#1:1":{"type":"BOOLEAN","defaultValue":true},
              "Icon#1:2":{"type":"INSTANCE_SWAP","defaultValue":"5:1",
                          "preferredValues":[{"type":"COMPONENT","key":"abc"},{"type":"COMPONENT_SET","key":"def"}]},
              "Size":{"type":"VARIANT","defaultValue":"M","variantOptions":[]},
              "Slot#9:9":{"type":"SLOT","defaultValue":false}}
            """#))
        let definitions = file.nodes[2].componentPropertyDefinitions
        #expect(definitions.keys == ["Label#1:0", "State", "Show icon#1:1", "Icon#1:2", "Size", "Slot#9:9"])
        #expect(definitions["Label#1:0"] == ComponentPropertyDefinition(type: .text, defaultValue: .string("Button")))
        #expect(definitions["State"] == ComponentPropertyDefinition(type: .variant, defaultValue: .string("Default"),
                                                                     variantOptions: ["Default", "Pressed", "Disabled"]))
        #expect(definitions["Show icon#1:1"] == ComponentPropertyDefinition(type: .boolean, defaultValue: .bool(true)))
        #expect(definitions["Icon#1:2"] == ComponentPropertyDefinition(
            type: .instanceSwap, defaultValue: .string("5:1"),
            preferredValues: [PreferredValue(type: .component, key: "abc"), PreferredValue(type: .componentSet, key: "def")]))
        #expect(definitions["Slot#9:9"]?.type == .slot)
        #expect(definitions["Slot#9:9"]?.defaultValue == .bool(false))
        #expect(FileSummary(file).componentSets.first?.propertyCount == 6)
    }

    @Test func instancePropertiesReferencesAndOverrides() throws {
        let file = try FigmaFile.decode(Fixture.page(#"""
            {"id":"1:10","name":"Button","type":"INSTANCE","componentId":"1:3","isExposedInstance":true,
             "componentProperties":{
               "State":{"type":"VARIANT","value":"Pressed"},
               "Label#1:0":{"type":"TEXT","value":"OK","boundVariables":{"value":{"type":"VARIABLE_ALIAS","id":"VariableID:4:2"}}},
               "Show icon#1:1":{"type":"BOOLEAN","value":false},
               "Icon#1:2":{"type":"INSTANCE_SWAP","value":"5:2","preferredValues":[]}},
             "componentPropertyReferences":{"mainComponent":"Icon#1:2"},
             "overrides":[{"id":"I1:10;2:3","overriddenFields":["characters","fills"]},{"id":"1:10","overriddenFields":[]}],
             "children":[{"id":"I1:10;2:3","name":"Label","type":"TEXT","characters":"OK",
                          "componentPropertyReferences":{"characters":"Label#1:0","visible":"Show icon#1:1"}}]}
            """#))
        let instance = file.nodes[2]
        #expect(instance.componentID == "1:3")
        #expect(instance.isExposedInstance)
        #expect(instance.componentProperties.keys == ["State", "Label#1:0", "Show icon#1:1", "Icon#1:2"])
        #expect(instance.componentProperties["State"] == ComponentPropertyValue(type: .variant, value: .string("Pressed")))
        #expect(instance.componentProperties["Label#1:0"]?.value == .string("OK"))
        #expect(instance.componentProperties["Label#1:0"]?.boundVariables["value"] == ["VariableID:4:2"])
        #expect(instance.componentProperties["Show icon#1:1"] == ComponentPropertyValue(type: .boolean, value: .bool(false)))
        #expect(instance.componentProperties["Icon#1:2"] == ComponentPropertyValue(type: .instanceSwap, value: .string("5:2")))
        #expect(instance.componentPropertyReferences.entries.map(\.key) == ["mainComponent"])
        #expect(instance.componentPropertyReferences["mainComponent"] == "Icon#1:2")
        #expect(instance.overrides == [Override(id: "I1:10;2:3", overriddenFields: ["characters", "fills"]), Override(id: "1:10", overriddenFields: [])])
        let label = file.nodes[3]
        #expect(label.id == "I1:10;2:3")
        #expect(label.componentPropertyReferences.keys == ["characters", "visible"])
        #expect(label.componentPropertyReferences["visible"] == "Show icon#1:1")
        let summary = FileSummary(file)
        #expect(summary.features["componentProperties"] == 1)
        #expect(summary.features["componentPropertyReferences"] == 2)
        #expect(summary.features["instance overrides"] == 1)
    }

    @Test func boundVariablesAreFlattened() throws {
        let file = try FigmaFile.decode(Fixture.node("FRAME", #"""
            "boundVariables":{
              "fills":[{"type":"VARIABLE_ALIAS","id":"VariableID:1:1"},{"type":"VARIABLE_ALIAS","id":"VariableID:1:2"}],
              "size":{"x":{"type":"VARIABLE_ALIAS","id":"VariableID:2:1"},"y":{"type":"VARIABLE_ALIAS","id":"VariableID:2:2"}},
              "rectangleCornerRadii":{"RECTANGLE_TOP_LEFT_CORNER_RADIUS":{"type":"VARIABLE_ALIAS","id":"VariableID:3:1"},
                                      "RECTANGLE_BOTTOM_RIGHT_CORNER_RADIUS":{"type":"VARIABLE_ALIAS","id":"VariableID:3:2"}},
              "componentProperties":{"Label#1:0":{"type":"VARIABLE_ALIAS","id":"VariableID:4:1"}},
              "itemSpacing":{"type":"VARIABLE_ALIAS","id":"VariableID:5:1"},
              "paddingLeft":{"id":"VariableID:5:2","type":"VARIABLE_ALIAS"},
              "strokes":[],
              "effects":[null,{"type":"VARIABLE_ALIAS","id":"VariableID:6:1"}]}
            """#))
        let bound = file.nodes[2].boundVariables
        #expect(bound.bindings.map(\.property) == [
            "fills", "size.x", "size.y", "rectangleCornerRadii.RECTANGLE_TOP_LEFT_CORNER_RADIUS",
            "rectangleCornerRadii.RECTANGLE_BOTTOM_RIGHT_CORNER_RADIUS", "componentProperties.Label#1:0",
            "itemSpacing", "paddingLeft", "strokes", "effects",
        ])
        #expect(bound["fills"] == ["VariableID:1:1", "VariableID:1:2"])
        #expect(bound["size.x"] == ["VariableID:2:1"])
        #expect(bound["size.y"] == ["VariableID:2:2"])
        #expect(bound["rectangleCornerRadii.RECTANGLE_TOP_LEFT_CORNER_RADIUS"] == ["VariableID:3:1"])
        #expect(bound["componentProperties.Label#1:0"] == ["VariableID:4:1"])
        #expect(bound["itemSpacing"] == ["VariableID:5:1"])
        #expect(bound["paddingLeft"] == ["VariableID:5:2"])
        #expect(bound["strokes"] == [])
        #expect(bound["effects"] == ["VariableID:6:1"])
        #expect(bound["size"] == nil)
    }

    @Test func stylesMapOnNodes() throws {
        let file = try FigmaFile.decode(Fixture.node("TEXT", #""styles":{"text":"S:2","fill":"S:1","effect":"S:3","stroke":"S:1"}"#))
        let styles = file.nodes[2].styles
        #expect(styles.keys == ["text", "fill", "effect", "stroke"])
        #expect(styles["fill"] == "S:1")
        #expect(styles["effect"] == "S:3")
        #expect(styles["grid"] == nil)
        #expect(FileSummary(file).features["styles references"] == 1)
    }
}

@Suite struct TreeOrderTests {
    /// `children` may come before `id`, `name` and `type`: indices stay in pre-order and links stay right.
    @Test func childrenBeforeIdentity() throws {
        let file = try FigmaFile.decode(Fixture.page(#"""
            {"children":[{"children":[{"type":"TEXT","name":"Leaf","id":"1:4"}],"id":"1:3","type":"GROUP","name":"Inner"},
                         {"name":"Second","id":"1:5","type":"RECTANGLE"}],
             "type":"FRAME","name":"Outer","id":"1:2"},
            {"id":"1:6","name":"Sibling","type":"FRAME","children":[]}
            """#))
        #expect(file.nodes.map(\.id) == ["0:0", "0:1", "1:2", "1:3", "1:4", "1:5", "1:6"])
        #expect(file.nodes.map(\.name) == ["Document", "Page 1", "Outer", "Inner", "Leaf", "Second", "Sibling"])
        #expect(file.nodes.map(\.type) == [.document, .canvas, .frame, .group, .text, .rectangle, .frame])
        #expect(file.nodes.map(\.parent) == [nil, 0, 1, 2, 3, 2, 1])
        #expect(file.nodes[2].children == [3, 5])
        #expect(file.nodes[1].children == [2, 6])
        #expect(file.path(of: 4).description == "$.document.children[0].children[0].children[0].children[0]")
        #expect(file.path(of: 5).description == "$.document.children[0].children[0].children[1]")
        #expect(file.path(of: 6).description == "$.document.children[0].children[1]")
        #expect(FileSummary(file).maxDepth == 5)
    }
}

@Suite struct FileSummaryTests {
    @Test func summaryOfASmallFile() throws {
        let file = try FigmaFile.decode(#"""
            {"document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[
              {"id":"0:1","name":"Components","type":"CANVAS","children":[
                {"id":"1:1","name":"Button","type":"COMPONENT_SET","layoutMode":"HORIZONTAL",
                 "componentPropertyDefinitions":{"State":{"type":"VARIANT","defaultValue":"On","variantOptions":["On","Off"]},
                                                 "Label#1:0":{"type":"TEXT","defaultValue":"OK"}},
                 "children":[{"id":"1:2","name":"State=On","type":"COMPONENT","visible":false},
                             {"id":"1:3","name":"State=Off","type":"COMPONENT","opacity":0.5,"rotation":90}]},
                {"id":"1:4","name":"Icon","type":"COMPONENT","isMask":true,"blendMode":"MULTIPLY",
                 "componentPropertyDefinitions":{"Size":{"type":"VARIANT","defaultValue":"S"}}},
                {"id":"1:5","name":"Loose","type":"RECTANGLE","rectangleCornerRadii":[4,4,4,4]},
                {"id":"1:6","name":"Frame","type":"FRAME","clipsContent":true,"strokeDashes":[2],"rectangleCornerRadii":[4,0,4,4],
                 "overflowDirection":"VERTICAL_SCROLLING","individualStrokeWeights":{"top":1,"right":1,"bottom":1,"left":1}}]},
              {"id":"0:2","name":"Screens","type":"CANVAS","children":[
                {"id":"2:1","name":"Home","type":"FRAME","layoutMode":"VERTICAL","children":[
                  {"id":"2:2","name":"Nested","type":"COMPONENT","layoutMode":"GRID"}]},
                {"id":"2:3","name":"Group","type":"GROUP"},
                {"id":"2:4","name":"Button","type":"INSTANCE","layoutMode":"HORIZONTAL","blendMode":"NORMAL"}]}]},
             "styles":{"S:1":{"key":"a","name":"A","styleType":"FILL"},"S:2":{"key":"b","name":"B","styleType":"FILL"},
                       "S:3":{"key":"c","name":"C","styleType":"TEXT"}}}
            """#)
        let summary = FileSummary(file)
        #expect(summary.totalNodes == 13)
        #expect(summary.maxDepth == 4)
        #expect(summary.nodesByType == ["DOCUMENT": 1, "CANVAS": 2, "COMPONENT_SET": 1, "COMPONENT": 4, "RECTANGLE": 1,
                                        "FRAME": 2, "GROUP": 1, "INSTANCE": 1])
        #expect(summary.autoLayoutByMode == ["HORIZONTAL": 2, "VERTICAL": 1, "GRID": 1, "NONE": 4])
        #expect(summary.pages == [
            FileSummary.Page(id: "0:1", name: "Components", nodeCount: 6, topLevelFrames: 1),
            FileSummary.Page(id: "0:2", name: "Screens", nodeCount: 4, topLevelFrames: 1),
        ])
        #expect(summary.componentSets == [FileSummary.NamedNode(id: "1:1", name: "Button", page: "Components", variantCount: 2, propertyCount: 2)])
        // Variants inside a set are not standalone components.
        #expect(summary.components == [
            FileSummary.NamedNode(id: "1:4", name: "Icon", page: "Components", variantCount: 0, propertyCount: 1),
            FileSummary.NamedNode(id: "2:2", name: "Nested", page: "Screens", variantCount: 0, propertyCount: 0),
        ])
        #expect(summary.styleCounts == ["FILL": 2, "TEXT": 1])
        #expect(summary.features["hidden layers"] == 1)
        #expect(summary.features["opacity < 1"] == 1)
        #expect(summary.features["rotation"] == 1)
        #expect(summary.features["masks"] == 1)
        #expect(summary.features["blend modes"] == 1)
        #expect(summary.features["per-corner radii"] == 1)
        #expect(summary.features["dashed strokes"] == 1)
        #expect(summary.features["clipsContent"] == 1)
        #expect(summary.features["scrolling (overflowDirection)"] == 1)
        #expect(summary.features["individual stroke weights"] == 1)
        #expect(summary.features["componentPropertyDefinitions"] == 2)
        #expect(summary.unknownValues.isEmpty)
    }
}
