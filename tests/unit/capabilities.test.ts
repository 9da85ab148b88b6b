/**
 * @jest-environment node
 *
 * The capability registry (src/data/capabilities.ts) against what backs it,
 * and the product pages' claim cards against the registry: a live or beta
 * capability names operations of the contract (src/features/api/data/openapi.yaml,
 * webhooks included) and a guide section that exists in English and in French;
 * every claim card names a capability and shows what its record says (a link
 * to the guide section, or its status and no link).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {CAPABILITIES, guideHref, type Capability, type CapabilityId} from '@site/src/data/capabilities';
import {capabilityCards, claimCards} from '@site/src/features/marketing/data/products/claims';
import {STATUS_LABELS} from '@site/src/features/marketing/data/products/backing';
import {coverageFilterLink} from '@site/src/features/coverage/data/route';
import {PRODUCTS} from '@site/src/data/products/registry';
import {REFERENCE_TAGS, WEBHOOKS} from '../support/referencePages';
import {headingIds} from '../support/docHeadings';

const root = path.join(__dirname, '../..');
const RECORDS = Object.entries(CAPABILITIES) as [CapabilityId, Capability][];
const shown = RECORDS.filter(([, capability]) => capability.status !== 'coming-soon');
const OPERATION_IDS = new Set([...REFERENCE_TAGS.flatMap((tag) => tag.operations.map((op) => op.operationId)), ...WEBHOOKS.map((webhook) => webhook.operationId)]);

/** A docs page's MDX in a language: docs/<path>.mdx, or its translation. */
function docSource(doc: string, locale: 'en' | 'fr'): string | undefined {
  const relative = `${doc.replace(/^\/docs\//, '')}.mdx`;
  const file = locale === 'en' ? path.join(root, 'docs', relative) : path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current', relative);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

describe('the capability registry', () => {
  it('reads the contract: it has operations and webhooks to check against', () => {
    expect(OPERATION_IDS.size).toBeGreaterThanOrEqual(30);
    expect(OPERATION_IDS.has('ussdSessionWebhook')).toBe(true);
  });

  it.each(shown)('%s: each of its operations is in the contract', (_id, capability) => {
    expect(capability.operations.filter((operationId) => !OPERATION_IDS.has(operationId))).toEqual([]);
  });

  it.each(shown)('%s: its guide section exists, in English and in French', (_id, {guide}) => {
    const english = docSource(guide.doc, 'en');
    expect([guide.doc, english !== undefined]).toEqual([guide.doc, true]);
    expect(headingIds(english!)).toContain(guide.anchor);
    // A translated page keeps the English ids (tests/unit/translatedDocs.test.ts); an untranslated one is shown in English.
    const french = docSource(guide.doc, 'fr');
    if (french !== undefined) expect(headingIds(french)).toContain(guide.anchor);
  });

  it('says what will deliver each capability that is not live yet', () => {
    const unplanned = RECORDS.filter(([, capability]) => capability.status === 'coming-soon' && !capability.plannedIn?.trim()).map(([id]) => id);
    expect(unplanned).toEqual([]);
  });

  it('has no record that no page uses', () => {
    const used = new Set(capabilityCards().map(({card}) => card.capability));
    expect(RECORDS.map(([id]) => id).filter((id) => !used.has(id))).toEqual([]);
  });
});

describe('the product pages’ claim cards', () => {
  const cards = claimCards();

  it('are the features and benefits of every API product page, and the ways to integrate mobile money', () => {
    expect(new Set(cards.map(({path: page}) => page))).toEqual(new Set(PRODUCTS.filter((product) => product.demoOption).map((product) => product.path)));
    expect(cards.length).toBeGreaterThanOrEqual(25);
  });

  it('each name a capability of the registry', () => {
    expect(cards.filter(({card}) => !card.capability || !Object.hasOwn(CAPABILITIES, card.capability)).map(({path: page, card}) => `${page}: ${card.title} (${card.capability})`)).toEqual([]);
  });

  it.each(capabilityCards().map(({path: page, card}) => [`${page}: ${card.title}`, page, card] as const))(
    '%s shows what its capability’s record says',
    (_name, page, card) => {
      const capability = CAPABILITIES[card.capability as CapabilityId];
      if (capability.status === 'coming-soon') {
        // Its status on the card, and no link: the guide that will show how may not exist yet.
        expect([card.status, card.link]).toEqual([STATUS_LABELS['coming-soon'], undefined]);
        return;
      }
      expect(card.status).toBe(capability.status === 'beta' ? STATUS_LABELS.beta : undefined);
      // Its guide section, or, for a claim about where the product works, the coverage page filtered to it.
      const product = PRODUCTS.find((candidate) => candidate.path === page)!;
      expect([guideHref(capability.guide), coverageFilterLink({product: product.id as never})]).toContain(card.link?.to);
    },
  );
});
