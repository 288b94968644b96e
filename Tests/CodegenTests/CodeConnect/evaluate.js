'use strict'
// node evaluate.js <templates folder> <design.json> < instance ids (JSON array)
// Prints {"<id>": "<the snippet Dev Mode would show for that instance>"} (JSON): each instance's component's
// template (found by the node its `// url=` names) run with the instance selected.
const fs = require('fs')
const path = require('path')
const { Design, run, text } = require('./fake-figma.js')

const [folder, designPath] = process.argv.slice(2)
const templates = new Map()
for (const name of fs.readdirSync(folder).filter((n) => n.endsWith('.figma.js')).sort()) {
  const source = fs.readFileSync(path.join(folder, name), 'utf8')
  const url = /^\/\/ url=(.*)$/m.exec(source)
  const node = url && /node-id=([^&]+)/.exec(url[1])
  if (!node) throw new Error(`${name}: no // url= with a node-id`)
  const id = /^\/\/ component=(.*)$/m.exec(source)
  templates.set(decodeURIComponent(node[1]).replace(/-/g, ':'), { source, id: id ? id[1] : name })
}
const design = new Design(JSON.parse(fs.readFileSync(designPath, 'utf8').replace(/^\uFEFF/, '')), templates)
const ids = JSON.parse(fs.readFileSync(0, 'utf8'))
const snippets = {}
for (const id of ids) {
  const node = design.nodes.get(id)
  if (!node) { snippets[id] = '⟪error no node ' + id + '⟫'; continue }
  try {
    const template = templates.get(design.connectedNode(node))
    snippets[id] = template ? text(run(template.source, design, node).example) : '⟪no template⟫'
  } catch (e) {
    snippets[id] = '⟪error ' + e.message + '⟫'
  }
}
process.stdout.write(JSON.stringify(snippets))
