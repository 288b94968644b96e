'use strict'
// A stand-in for Figma's `figma` module, for running Code Connect template files without Figma. Written from Code
// Connect's documented template API (the `figma` module's type declarations and the template API reference):
// `figma.selectedInstance` (alias `currentLayer`) and `figma.properties`, the `figma.code`/`figma.swift` template
// tags returning `{ type: 'SECTIONS', language, sections }`, `figma.helpers.swift.renderChildren`, and instance
// handles with `getString`, `getBoolean`, `getEnum`, `getInstanceSwap`, `getSlot`, `findInstance`, `findText`,
// `findLayers`, `hasCodeConnect` and `executeTemplate`. What it cannot know as Figma does (the rendering of a slot's
// content, an instance without a template) it leaves as marked sections: `⟪slot Name⟫`, `⟪instance 12:3⟫`, `⟪error …⟫`.
//
// The selected instance is a node of a Figma REST API export (the JSON figgen reads): its `componentProperties`,
// its layers, and the component set definitions in the same file.

const vm = require('vm')

/// Component property names as Code Connect takes them: without the `#12:0` suffix.
function displayName(key) {
  const hash = key.lastIndexOf('#')
  return hash < 0 ? key : key.slice(0, hash)
}

class Design {
  constructor(json, templates) {
    this.json = json
    this.nodes = new Map()
    this.parents = new Map()
    // A files response has one document; a nodes response (`/v1/files/:key/nodes`) one per requested node.
    const entries = json.document ? [json] : Object.values(json.nodes || {}).filter((entry) => entry && entry.document)
    const stack = entries.map((entry) => entry.document)
    while (stack.length > 0) {
      const node = stack.pop()
      this.nodes.set(node.id, node)
      for (const child of node.children || []) {
        this.parents.set(child.id, node)
        stack.push(child)
      }
    }
    this.components = Object.assign({}, ...entries.map((entry) => entry.components || {}))
    // Template source by the node its `// url=` names (a component or a component set).
    this.templates = templates
  }

  /// The node a template connects an instance to: its main component, or that component's set.
  connectedNode(instance) {
    // A main component selected (or drawn where figgen calls it): its own template, or its set's.
    if (instance.type === 'COMPONENT') {
      const parent = this.parents.get(instance.id)
      return parent && parent.type === 'COMPONENT_SET' ? parent.id : instance.id
    }
    // A component of another library: its template is published from that library, for its component (or set).
    // Here a template whose URL names an instance of it stands for that.
    if (!this.nodes.has(instance.componentId)) {
      // The closest first: the same component, then the same component key, then the same set.
      for (const same of [(a, b) => a.componentId === b.componentId, (a, b) => this.sameKey(a, b), (a, b) => this.sameSet(a, b)]) {
        for (const id of this.templates.keys()) {
          const node = this.nodes.get(id)
          if (node && node.type === 'INSTANCE' && same(node, instance)) return id
        }
      }
    }
    const component = this.components[instance.componentId] || {}
    if (component.componentSetId) return component.componentSetId
    const parent = this.parents.get(instance.componentId)
    return parent && parent.type === 'COMPONENT_SET' ? parent.id : instance.componentId
  }

  sameKey(a, b) {
    const keyA = (this.components[a.componentId] || {}).key
    return keyA !== undefined && keyA === (this.components[b.componentId] || {}).key
  }

  sameSet(a, b) {
    const setA = (this.components[a.componentId] || {}).componentSetId
    return setA !== undefined && setA === (this.components[b.componentId] || {}).componentSetId
  }

  /// The variant values of an instance's main component (or of a variant component itself), from its name:
  /// `State=On, Size=Small` — what Figma shows for an instance whose export lists no `componentProperties`.
  variantValues(node) {
    const id = node.type === 'COMPONENT' ? node.id : node.componentId
    const name = (this.components[id] || {}).name || (this.nodes.get(id) || {}).name || ''
    const values = {}
    if (this.connectedNode(node) === id) return values
    for (const part of name.split(',')) {
      const equals = part.indexOf('=')
      if (equals > 0) values[part.slice(0, equals).trim()] = part.slice(equals + 1).trim()
    }
    return values
  }

  /// The property definitions of an instance's component (or its set), for values an instance does not list.
  definitions(instance) {
    const node = this.nodes.get(this.connectedNode(instance))
    return (node && node.componentPropertyDefinitions) || {}
  }
}

function error(message) {
  return {
    type: 'ERROR',
    message,
    __render__: () => [{ type: 'ERROR', message }],
    executeTemplate: () => ({ example: [{ type: 'ERROR', message }] }),
  }
}

function textHandle(node) {
  return { type: 'TEXT', name: node.name, textContent: node.characters || '', __render__: () => node.characters || '' }
}

/// Depth first, in layer order; nested instances are entered only with `traverseInstances`.
function descendants(node, options, visit) {
  for (const child of node.children || []) {
    if (visit(child)) return true
    if (child.type === 'INSTANCE' && !(options && options.traverseInstances)) continue
    if (descendants(child, options, visit)) return true
  }
  return false
}

function find(design, node, type, name, options) {
  let found
  descendants(node, options, (child) => {
    if (child.type === type && child.name === name) found = child
    return found !== undefined
  })
  return found
}

function instanceHandle(design, node) {
  const properties = {}
  const definitions = design.definitions(node)
  for (const [key, definition] of Object.entries(definitions)) {
    properties[displayName(key)] = { key, type: definition.type, value: definition.defaultValue }
  }
  for (const [name, option] of Object.entries(design.variantValues(node))) {
    if (properties[name] && properties[name].type === 'VARIANT') properties[name].value = option
  }
  for (const [key, property] of Object.entries(node.componentProperties || {})) {
    properties[displayName(key)] = { key, type: property.type, value: property.value }
  }
  const value = (name, type) => {
    const property = properties[name]
    return property && property.type === type ? property.value : undefined
  }
  const handle = {
    type: 'INSTANCE',
    name: node.name,
    symbolId: node.componentId,
    properties: Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, { value: p.value }])),
    get children() {
      return (node.children || []).filter((c) => c.type === 'INSTANCE' || c.type === 'TEXT').map((c) => layerHandle(design, c))
    },
    codeConnectId: () => (design.templates.has(design.connectedNode(node)) ? design.templates.get(design.connectedNode(node)).id : null),
    hasCodeConnect: () => design.templates.has(design.connectedNode(node)),
    getPropertyValue: (name) => (properties[name] ? properties[name].value : error(`no property '${name}'`)),
    getString: (name) => value(name, 'TEXT'),
    getBoolean: (name, options) => {
      const flag = value(name, 'BOOLEAN')
      if (flag === undefined) return undefined
      return options ? options[flag ? 'true' : 'false'] : flag
    },
    getEnum: (name, options) => {
      const option = value(name, 'VARIANT')
      return option === undefined ? undefined : options[option]
    },
    getInstanceSwap: (name) => {
      const property = properties[name]
      if (!property || property.type !== 'INSTANCE_SWAP') return error(`no instance-swap property '${name}'`)
      let bound
      descendants(node, {}, (child) => {
        if (child.type === 'INSTANCE' && (child.componentPropertyReferences || {}).mainComponent === property.key) bound = child
        return bound !== undefined
      })
      return bound ? instanceHandle(design, bound) : error(`no layer shows '${name}'`)
    },
    getSlot: (name) => {
      const property = properties[name]
      if (!property || property.type !== 'SLOT') return undefined
      const sections = [{ type: 'SLOT', propertyName: name }]
      let slot
      descendants(node, {}, (child) => {
        if (child.type === 'SLOT' && (child.componentPropertyReferences || {}).slotContentId === property.key) slot = child
        return slot !== undefined
      })
      sections.connectedInstances = ((slot && slot.children) || []).filter((c) => c.type === 'INSTANCE').map((c) => instanceHandle(design, c))
      return sections
    },
    findInstance: (name, options) => {
      const found = find(design, node, 'INSTANCE', name, options)
      return found ? instanceHandle(design, found) : error(`no instance layer '${name}'`)
    },
    findText: (name, options) => {
      const found = find(design, node, 'TEXT', name, options)
      return found ? textHandle(found) : error(`no text layer '${name}'`)
    },
    findLayers: (selector, options) => {
      const found = []
      descendants(node, options, (child) => {
        if (child.type === 'INSTANCE' || child.type === 'TEXT') {
          const layer = layerHandle(design, child)
          if (selector(layer)) found.push(layer)
        }
        return false
      })
      return found
    },
    executeTemplate: () => {
      const template = design.templates.get(design.connectedNode(node))
      if (!template) return { example: [{ type: 'INSTANCE', guid: node.id, symbolId: node.componentId }] }
      return run(template.source, design, node)
    },
    __render__: () => handle.executeTemplate().example,
  }
  return handle
}

function layerHandle(design, node) {
  return node.type === 'TEXT' ? textHandle(node) : instanceHandle(design, node)
}

/// A template tag: literal parts and interpolated values as sections, nested results and section lists flattened.
function tag(language) {
  return (strings, ...values) => {
    const sections = []
    const add = (value) => {
      if (value === undefined || value === null) return
      if (Array.isArray(value)) return value.forEach(add)
      if (typeof value === 'object' && value.type === 'SECTIONS') return value.sections.forEach(add)
      if (typeof value === 'object' && typeof value.type === 'string') return sections.push(value)
      sections.push({ type: 'CODE', code: String(value) })
    }
    strings.forEach((string, index) => {
      sections.push({ type: 'CODE', code: string })
      if (index < values.length) add(values[index])
    })
    return { type: 'SECTIONS', language, sections }
  }
}

/// `helpers.swift.renderChildren`: each child's code on its own lines, every line after `prefix`.
function renderChildren(children, prefix) {
  if (children === undefined) return []
  const list = Array.isArray(children) ? children : [{ type: 'CODE', code: String(children) }]
  return [{ type: 'CODE', code: prefix + text(list).split('\n').join('\n' + prefix) }]
}

/// Sections as the text Dev Mode would show (slots and unconnected instances as markers).
function text(sections) {
  return sections.map((section) => {
    if (Array.isArray(section)) return text(section)
    switch (section.type) {
      case 'CODE': return section.code
      case 'SLOT': return `⟪slot ${section.propertyName}⟫`
      case 'INSTANCE': return section.resultSections ? text(section.resultSections) : `⟪instance ${section.guid}⟫`
      default: return `⟪error ${section.message}⟫`
    }
  }).join('')
}

/// Runs a template with `node` selected: its default export (`{ example, id, metadata }` or a tag's result).
function run(source, design, node) {
  const selected = instanceHandle(design, node)
  const figma = {
    selectedInstance: selected,
    currentLayer: selected,
    properties: selected,
    code: tag('raw'), swift: tag('swift'), tsx: tag('tsx'), html: tag('html'), kotlin: tag('kotlin'),
    helpers: { swift: { renderChildren }, kotlin: { renderChildren } },
    value: (raw, preview) => ({ type: 'VALUE', value: raw, preview }),
  }
  const module = { default: undefined }
  const code = source.replace(/^export default /m, '__module.default = ')
  vm.runInNewContext(code, {
    __module: module,
    require: (name) => {
      if (name !== 'figma') throw new Error(`templates may require only 'figma', not '${name}'`)
      return figma
    },
  }, { timeout: 1000 })
  const exported = module.default
  if (exported && exported.type === 'SECTIONS') return { example: exported.sections }
  return { example: exported.example.sections, metadata: exported.metadata, id: exported.id }
}

module.exports = { Design, run, text }
