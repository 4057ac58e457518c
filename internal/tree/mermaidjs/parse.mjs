// Parses Mermaid diagrams with the real Mermaid parser (mermaid.parse, the
// same parser the renderer and GitHub use), for vcqlint's tests: each
// argument is a file holding one diagram. It prints "ok FILE (TYPE)" per
// diagram and exits 1 at the first that does not parse, with Mermaid's
// error. Mermaid expects a browser, so jsdom provides the DOM it touches.
import { readFile } from 'node:fs/promises';
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>');
globalThis.window = dom.window;
globalThis.document = dom.window.document;
const { default: mermaid } = await import('mermaid');
mermaid.initialize({ startOnLoad: false });

if (process.argv.length < 3) {
  console.error('usage: node parse.mjs DIAGRAM...');
  process.exit(2);
}
for (const file of process.argv.slice(2)) {
  const text = await readFile(file, 'utf8');
  try {
    const r = await mermaid.parse(text);
    console.log(`ok ${file} (${r.diagramType})`);
  } catch (e) {
    console.error(`${file}: ${e.message || e}`);
    process.exit(1);
  }
}
