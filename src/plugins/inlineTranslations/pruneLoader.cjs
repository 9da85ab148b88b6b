/**
 * Bundler loader for @generated/codeTranslations.json: leaves out the
 * messages ./loader.cjs put in place, so main.js carries only those looked
 * up some other way.
 * Options: `inlinedFile`, the JSON list of inlined ids written by ./index.ts.
 */
const {readFileSync} = require('node:fs');

module.exports = function pruneCodeTranslations(source) {
  const {inlinedFile} = this.getOptions();
  const inlined = new Set(JSON.parse(readFileSync(inlinedFile, 'utf8')));
  const catalogue = JSON.parse(source);
  const kept = Object.fromEntries(Object.entries(catalogue).filter(([id]) => !inlined.has(id)));
  return JSON.stringify(kept);
};
