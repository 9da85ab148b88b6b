import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {inlineTranslations} = require('./transform.cjs') as typeof import('./transform.cjs');

const SOURCE = /\.[cm]?[jt]sx?$/;

/** The theme's modules, whose own messages (`theme.*`) are inlined the same way. */
const THEME_PACKAGES = ['@docusaurus/theme-classic', '@docusaurus/theme-common'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : SOURCE.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

/**
 * Every page of a translated locale used to carry that locale's whole
 * catalogue in main.js (French: 85 KB, 23 KB gzip, for 965 messages most
 * pages never show). This plugin puts each message into the module that shows
 * it, in the locale being built (./transform.cjs), the theme's as well as the
 * site's, so a message travels with the chunk of the page that shows it, and
 * the catalogue keeps only what is looked up some other way.
 * English goes through the same path (its messages are the code's own), so
 * every English browser test exercises it too.
 */
export default function inlineTranslationsPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.generatedFilesDir, 'inline-translations');
  // One pair of files per locale: the locales build one after the other in one process, and the loaders keep what they read.
  const {currentLocale} = context.i18n;
  const messagesFile = path.join(dir, `messages.${currentLocale}.json`);
  const inlinedFile = path.join(dir, `inlined-ids.${currentLocale}.json`);
  const srcDir = path.join(context.siteDir, 'src');
  const themeDirs = THEME_PACKAGES.map((name) => path.dirname(require.resolve(name)));
  return {
    name: 'inline-translations',
    async loadContent() {
      const scan = (dirs: string[]) => {
        const inlined: string[] = [];
        const dynamic: string[] = [];
        for (const file of dirs.flatMap(sourceFiles)) {
          const result = inlineTranslations(readFileSync(file, 'utf8'), file, context.codeTranslations);
          inlined.push(...result.inlined);
          dynamic.push(...result.dynamic);
        }
        return {inlined, dynamic};
      };
      const site = scan([srcDir]);
      // A message looked up by a computed id would lose its translation once pruned: refuse it.
      if (site.dynamic.length > 0) throw new Error(`translate() and <Translate> need a literal id and message (src/plugins/inlineTranslations):\n${site.dynamic.join('\n')}`);
      // The theme's: if a new version looks one up by a computed id, its whole catalogue stays.
      const theme = scan(themeDirs);
      const inlined = new Set([...site.inlined, ...(theme.dynamic.length > 0 ? [] : theme.inlined)]);
      mkdirSync(dir, {recursive: true});
      writeFileSync(messagesFile, JSON.stringify(context.codeTranslations));
      writeFileSync(inlinedFile, JSON.stringify([...inlined].sort()));
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {test: SOURCE, include: [srcDir, ...themeDirs], enforce: 'pre' as const, use: [{loader: require.resolve('./loader.cjs'), options: {messagesFile}}]},
            {test: /codeTranslations\.json$/, include: [context.generatedFilesDir], use: [{loader: require.resolve('./pruneLoader.cjs'), options: {inlinedFile}}]},
          ],
        },
      };
    },
  };
}
