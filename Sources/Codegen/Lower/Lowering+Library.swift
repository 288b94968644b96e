import FigmaModel

extension Lowering {
    /// An instance of a linked library's component: a call of the library's type with the instance's property
    /// values — its variant's cases, texts, flags, swapped components, slot contents — and nothing else. What the
    /// instance changes besides its properties is not passed (the library's look is shown): it is counted and
    /// reported once per kind (`reportUnlinkedOverrides`).
    mutating func linkedInstanceCall(_ index: NodeIndex, _ linked: SymbolTable.LinkedTarget, depth: Int, scope: inout Scope) -> InstanceCall {
        let node = file.nodes[index]
        let interface = linked.interface
        var arguments: [Argument] = []
        var uses: Set<String> = []
        for property in interface.properties {
            let given = node.componentProperties[property.key]?.value
            switch property.kind {
            case .text:
                guard case .string(let text)? = given, text != property.defaultValue else { continue }
                arguments.append(Argument(label: property.member, value: .string(text)))
            case .bool:
                guard case .bool(let flag)? = given, (flag ? "true" : "false") != property.defaultValue else { continue }
                arguments.append(Argument(label: property.member, value: .bool(flag)))
            case .variant:
                let figmaName = VariantProperty.figmaName(property.key)
                var value: String?
                if case .string(let text)? = given { value = text }
                value = value ?? linked.variantValues.first { $0.property == figmaName }?.value
                guard let value, value != property.defaultValue else { continue }
                guard let caseMember = property.cases[value] else {
                    report(.warning, .unknownVariant, "variant value '\(value)' of '\(figmaName)' is not a case of \(linked.module).\(interface.swiftName) (library component \(interface.figmaName)); its default is shown", index)
                    continue
                }
                arguments.append(Argument(label: property.member, value: .enumCase(caseMember)))
                uses.insert(property.member + "=" + value)
                continue
            case .view:
                guard case .string(let componentID)? = given else { continue }
                if let swapped = symbols.linked(forComponentID: componentID) {
                    arguments.append(Argument(label: property.member, value: .view(InstanceCall(typeName: swapped.typeName))))
                } else if let swapped = symbols.target(forComponentID: componentID), closedCycle(swapped.entry) == nil {
                    arguments.append(Argument(label: property.member, value: .view(InstanceCall(typeName: swapped.typeName))))
                } else {
                    report(.warning, .remoteComponent, "instance swap '\(property.key)' names component \(componentID), which no type stands for; the library's default is shown", index)
                    continue
                }
            case .slot:
                // The instance's own slot layer: its children are the content passed.
                guard let slot = InterfaceBuilder.subtree(index, in: file).first(where: {
                    file.nodes[$0].type == .slot && file.nodes[$0].componentPropertyReferences["slotContentId"] == property.key
                }) else { continue }
                let content = lowerChildren(file.nodes[slot].children, parent: childLayout(of: slot), depth: depth + 1, scope: &scope)
                arguments.append(Argument(label: property.member, value: .content(content)))
            }
            uses.insert(property.member)
        }
        for (key, _) in node.componentProperties.entries where interface.property(key) == nil {
            unlinked.add("properties the library's component does not take", instance: index, layer: index)
            _ = key
        }
        reportUnlinkedOverrides(index, interface)
        recordLink(linked, uses: uses, instance: node.id)
        // Contents are always labelled: a library type may take handlers, which a lone trailing closure would reach.
        let hasContent = arguments.contains { if case .content = $0.value { true } else { false } }
        return InstanceCall(typeName: linked.typeName, arguments: arguments, contentStartsAtFirstSlot: !hasContent)
    }

    /// What an instance of a linked component changes besides its properties, by kind: a text or visibility of a
    /// layer no property binds, fills, strokes, text style, layout, corner radius, effects, opacity.
    private mutating func reportUnlinkedOverrides(_ index: NodeIndex, _ interface: LibraryInterface) {
        let node = file.nodes[index]
        guard !node.overrides.isEmpty else { return }
        var layers: [String: NodeIndex] = [:]
        for layer in InterfaceBuilder.subtree(index, in: file) { layers[file.nodes[layer].id] = layer }
        for override in node.overrides {
            let layer = layers[override.id] ?? index
            let bound = file.nodes[layer].componentPropertyReferences
            var kinds: Set<String> = []
            for field in override.overriddenFields {
                switch field {
                case "characters": if bound["characters"] == nil { kinds.insert("texts of layers no property binds") }
                case "visible": if bound["visible"] == nil { kinds.insert("visibility of layers no property binds") }
                case "fills": kinds.insert("fills")
                case "strokes", "strokeWeight", "strokeAlign", "strokeDashes": kinds.insert("strokes")
                case "fontFamily", "fontPostScriptName", "fontWeight", "fontSize", "italic", "letterSpacing", "lineHeightPx", "lineHeightPercent",
                     "lineHeightPercentFontSize", "lineHeightUnit", "textCase", "textDecoration", "textAlignHorizontal", "textAlignVertical", "paragraphSpacing":
                    kinds.insert("text style")
                case "characterStyleOverrides", "styleOverrideTable": kinds.insert("mixed character styles")
                case "itemSpacing", "paddingLeft", "paddingRight", "paddingTop", "paddingBottom", "primaryAxisAlignItems", "counterAxisAlignItems", "layoutMode":
                    if layer != index { kinds.insert("layout") }
                case "cornerRadius", "topLeftRadius", "topRightRadius", "bottomLeftRadius", "bottomRightRadius", "rectangleCornerRadii": kinds.insert("corner radius")
                case "effects": kinds.insert("effects")
                case "opacity": kinds.insert("opacity")
                default: break  // properties, sizes, names, prototype transitions: carried or not a look
                }
            }
            for kind in kinds.sorted() { unlinked.add(kind, instance: index, layer: layer) }
        }
    }

    /// Notes the library component an instance calls, and what it passes, for the manifest (`check`, `lookup`).
    private mutating func recordLink(_ linked: SymbolTable.LinkedTarget, uses: Set<String>, instance: String) {
        let key = linked.module + "\u{0}" + linked.interface.key
        var link = links[key] ?? LibraryLink(module: linked.module, key: linked.interface.key, swiftName: linked.interface.swiftName,
                                             file: linked.path + "/" + linked.interface.file, line: linked.interface.line, uses: [], instances: [])
        link.uses = Array(Set(link.uses).union(uses)).sorted()
        link.instances = Array(Set(link.instances).union([instance])).sorted()
        links[key] = link
    }

    /// The remote components of this file a linked library would offer, by key, are linked; the others are
    /// rebuilt as before: a note names each of their keys once, so the user knows `--library` could link them.
    mutating func reportLinkResults() {
        for owner in symbols.entries {
            guard let remote = owner.remote, let reference = remote.variants.first?.reference else { continue }
            let key = remote.componentKey.map { "key \(UntrustedText.singleLine($0))" } ?? "no key"
            report(.note, .libraryLink, "\(remote.isSet ? "component set" : "component") '\(UntrustedText.singleLine(remote.figmaName))' (\(key)) is from another library: "
                   + "rebuilt as \(owner.typeName) from its instances; generate its library and pass that output with --library to call the library's type instead", reference)
        }
        for kind in unlinked.order {
            let (count, instance, layer) = unlinked.counts[kind]!
            report(.warning, .libraryLink,
                   "\(count) instance override\(count == 1 ? "" : "s") of \(kind) cannot be passed to a linked library's component; the library's look is shown "
                   + "(first: layer '\(file.nodes[layer].name)' of an instance of \(file.nodes[instance].name))", layer)
        }
    }
}
