/**
 * Bundler loader: the site's modules with their messages inlined in the
 * locale being built (./transform.cjs). Options: `messagesFile`, the
 * locale's catalogue as id → message JSON, written by ./index.ts (one file
 * per locale, so the cache below never serves one locale's to another).
 */
const {readFileSync} = require('node:fs');
const {inlineTranslations} = require('./transform.cjs');

const catalogues = new Map();

module.exports = function inlineTranslationsLoader(source) {
  const {messagesFile} = this.getOptions();
  if (!catalogues.has(messagesFile)) catalogues.set(messagesFile, JSON.parse(readFileSync(messagesFile, 'utf8')));
  return inlineTranslations(source, this.resourcePath, catalogues.get(messagesFile)).code;
};
