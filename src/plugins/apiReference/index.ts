import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brand} from '../../brand';
import {OPENAPI_FILE, loadOpenApi, type LoadedOpenApi} from './loadOpenApi';
import {modelInLocale, openApiTranslationFile} from './translateOpenApi';
import {API_REFERENCE_ROUTE, API_WEBHOOKS_ROUTE, OPENAPI_DOWNLOADS, referencePages, type ApiModel} from '../../features/api/data/model';
import {postmanCollection} from './postmanCollection';

/** The contract (English) and the model the page shows, in the page's language where the contract has a translation into it. */
interface ApiReferenceContent extends LoadedOpenApi {
  pageModel: ApiModel;
}

/**
 * The API reference, generated from the API contract (src/features/api/data/openapi.yaml)
 * with the brand filled in: the index at /api-reference (the overview and every
 * resource with its operations), one page per tag with operations at
 * /api-reference/<slug> (`Sender IDs` gives `sender-ids`) and the webhooks at
 * /api-reference/webhooks. Each route's props are its own page's slice of the
 * model (referencePages in src/features/api/data/model.ts): the index gets the
 * overview and summaries, a resource's page its operations only, so that no
 * page carries the whole contract however long it grows; the data and the
 * reference's components load only there (global data would put them in
 * every page's JavaScript). After the build, the filled
 * document is published as /openapi.yaml and /openapi.json for download, and
 * as a Postman collection set up for the sandbox (/postman-collection.json).
 *
 * In another locale, the page's summaries and descriptions come from the
 * locale's translation beside the contract (openapi.fr.yaml, translateOpenApi.ts)
 * when there is one: the page's model only. The published documents, the
 * Postman collection and the sandbox lookup read the English contract.
 *
 * A hand-written renderer rather than docusaurus-plugin-openapi-docs or
 * redocusaurus: those added render-blocking CSS or the whole spec to every page,
 * several hundred KB of JavaScript to the reference, and left schemas out of the static HTML.
 */
export default function apiReference(context: LoadContext): Plugin {
  // Docusaurus types a plugin list's content as unknown; this plugin's is what loadContent returns.
  const loaded = (content: unknown) => content as ApiReferenceContent;
  const {currentLocale, defaultLocale} = context.i18n;
  const otherLocale = currentLocale !== defaultLocale;

  return {
    name: 'api-reference',
    getPathsToWatch() {
      return otherLocale ? [OPENAPI_FILE, openApiTranslationFile(currentLocale)] : [OPENAPI_FILE];
    },
    async loadContent(): Promise<ApiReferenceContent> {
      // The site's own address (its links' prefix), as the config has it: SITE_URL and BASE_URL.
      const contract = loadOpenApi({...brand, siteUrl: `${context.siteConfig.url}${context.baseUrl}`});
      return {...contract, pageModel: otherLocale ? modelInLocale(contract, currentLocale) : contract.model};
    },
    async contentLoaded({content, actions}) {
      const pages = referencePages(loaded(content).pageModel);
      const base = context.baseUrl.replace(/\/$/, '');
      const component = (page: string) => `@site/src/features/api/ApiReference/${page}`;
      actions.addRoute({path: `${base}${API_REFERENCE_ROUTE}`, component: component('IndexPage'), exact: true, props: {page: pages.index}});
      for (const {route, props} of pages.resources) {
        actions.addRoute({path: `${base}${route}`, component: component('ResourcePage'), exact: true, props: {page: props}});
      }
      actions.addRoute({path: `${base}${API_WEBHOOKS_ROUTE}`, component: component('WebhooksPage'), exact: true, props: {page: pages.webhooks}});
    },
    async postBuild({content, outDir}) {
      // The English contract and its model, whatever the page's language: the downloads, the collection and the sandbox lookup.
      const {document, model} = loaded(content);
      const {title, version} = model;
      const reference = `${context.siteConfig.url}${context.baseUrl.replace(/\/$/, '')}${API_REFERENCE_ROUTE}`;
      const header = `# ${title} ${version}, OpenAPI 3.1. Reference: ${reference}\n`;
      const sandbox = model.servers.find((server) => /sandbox/i.test(server.description ?? ''));
      if (!sandbox) throw new Error('api-reference: the OpenAPI document names no sandbox server (a server whose description says "Sandbox")');
      const collection = await postmanCollection(document, {
        name: `${title} (sandbox)`,
        sandboxUrl: sandbox.url,
        description: `${model.summary ?? title} Set the collection variable apiKey to your sandbox key (sk_test_…). Reference: ${reference}`,
      });
      await Promise.all([
        writeFile(path.join(outDir, OPENAPI_DOWNLOADS.yaml), header + yaml.dump(document, {lineWidth: 120, noRefs: true})),
        writeFile(path.join(outDir, OPENAPI_DOWNLOADS.json), `${JSON.stringify(document, null, 2)}\n`),
        writeFile(path.join(outDir, OPENAPI_DOWNLOADS.postman), `${JSON.stringify(collection, null, 2)}\n`),
      ]);
    },
  };
}
