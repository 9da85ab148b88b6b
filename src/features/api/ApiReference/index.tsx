import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHero from '@site/src/ui/PageHero';
import {UntranslatedNotice} from '@site/src/ui/UntranslatedContent';
import apiReferencePage from '@site/src/data/pages/apiReference';
import {API_REFERENCE_COPY as COPY, type LinkedSentence} from '@site/src/features/api/data/referencePage';
import {OPENAPI_DOWNLOADS, operationsByTag, type ApiModel, type ApiOperation, type ApiSecurityScheme} from '@site/src/features/api/data/model';
import ApiText, {ContractTranslated, useContractLang} from './ApiText';
import MethodBadge from './MethodBadge';
import Operation, {ERRORS_ANCHOR} from './Operation';
import SchemaTable from './SchemaTable';
import styles from './styles.module.css';
import {useOfflineDocs} from '@site/src/features/offline/useOfflineDocs';

const WEBHOOKS_ANCHOR = 'webhooks';
const INTRO_ANCHOR = 'overview';

/** The anchor of a tag's section (`Payments` gives `tag-payments`). */
export function tagAnchor(tag: string): string {
  return `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function NavGroup({label, anchor, operations}: {label: string; anchor: string; operations: ApiOperation[]}): ReactNode {
  // The tags' headings and the summaries are in the default language unless the page's model is translated.
  const summaryLang = useContractLang();
  return (
    <li className={styles.navGroup}>
      <Link to={`#${anchor}`} className={styles.navGroupLink} lang={summaryLang}>
        {label}
      </Link>
      <ul className={styles.navList}>
        {operations.map((op) => (
          <li key={op.operationId}>
            <Link to={`#${op.operationId}`} className={styles.navLink}>
              <MethodBadge method={op.method} className={styles.navBadge} />
              <span lang={summaryLang}>{op.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A sentence of the copy with its link: the text, a space, the link, then what follows it (a space unless it is punctuation). */
function LinkedText({sentence: {before, link, after}}: {sentence: LinkedSentence}): ReactNode {
  return (
    <>
      {before} <Link to={link.to}>{link.label}</Link>
      {/^[.,;:]/.test(after) ? after : ` ${after}`}
    </>
  );
}

function Authentication({schemes}: {schemes: ApiSecurityScheme[]}): ReactNode {
  return schemes.map((scheme) => (
    <div key={scheme.name}>
      {scheme.type === 'http' && scheme.scheme === 'bearer' ? (
        <ApiText text={COPY.authentication.bearer} />
      ) : (
        <ApiText
          text={
            scheme.paramName
              ? COPY.authentication.schemeIn(scheme.name, scheme.type, scheme.in ?? '', scheme.paramName)
              : COPY.authentication.scheme(scheme.name, scheme.type)
          }
        />
      )}
      {scheme.type === 'http' && scheme.scheme === 'bearer' && (
        <pre className={styles.snippet}>
          <code>{COPY.authentication.bearerExample}</code>
        </pre>
      )}
      {scheme.description && <ApiText text={scheme.description} />}
    </div>
  ));
}

function ApiReferencePage({api}: {api: ApiModel}): ReactNode {
  const meta = apiReferencePage;
  const groups = operationsByTag(api);
  const yamlUrl = useBaseUrl(OPENAPI_DOWNLOADS.yaml);
  const jsonUrl = useBaseUrl(OPENAPI_DOWNLOADS.json);
  const postmanUrl = useBaseUrl(OPENAPI_DOWNLOADS.postman);
  const contractLang = useContractLang();
  return (
    <Layout title={meta.title} description={meta.description}>
      <main>
        <PageHero eyebrow={COPY.eyebrow(api.title, api.version)} heading={meta.heading} lead={meta.lead}>
          {/* Files written after the build (not routes): plain links, outside the broken-link checker. */}
          <a className="button button--primary button--lg" href={yamlUrl} type="application/yaml">
            {COPY.downloadYaml}
          </a>
          <a className="button button--secondary button--outline button--lg" href={jsonUrl} type="application/json">
            {COPY.downloadJson}
          </a>
          <a className="button button--secondary button--outline button--lg" href={postmanUrl} type="application/json">
            {COPY.postman}
          </a>
        </PageHero>

        <div className="container">
          {!api.translated && <UntranslatedNotice />}
          <div className={styles.layout}>
            <nav className={styles.nav} aria-label={COPY.nav.label}>
              <p className={styles.navTitle}>{COPY.nav.title}</p>
              <ul className={styles.navGroups}>
                <li className={styles.navGroup}>
                  <Link to={`#${INTRO_ANCHOR}`} className={styles.navGroupLink}>
                    {COPY.overview.heading}
                  </Link>
                  <ul className={styles.navList}>
                    <li>
                      <Link to={`#${ERRORS_ANCHOR}`} className={styles.navLink}>
                        {COPY.errors.heading}
                      </Link>
                    </li>
                  </ul>
                </li>
                {groups.map(({tag, operations}) => (
                  <NavGroup key={tag.name} label={tag.label} anchor={tagAnchor(tag.name)} operations={operations} />
                ))}
                {api.webhooks.length > 0 && <NavGroup label={COPY.webhooks.heading} anchor={WEBHOOKS_ANCHOR} operations={api.webhooks} />}
              </ul>
            </nav>

            <div className={styles.content}>
              <section className={styles.intro} aria-label={COPY.overview.heading}>
                <Heading as="h2" id={INTRO_ANCHOR} className={styles.groupHeading}>
                  {COPY.overview.heading}
                </Heading>
                {api.description && <ApiText text={api.description} />}
                <p className={styles.startLead}>{COPY.overview.lead}</p>
                <ul className={styles.startLinks}>
                  {COPY.overview.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>

                <div className={styles.facts}>
                  <div className={styles.fact}>
                    <Heading as="h3" className={styles.factHeading}>
                      {COPY.servers.heading}
                    </Heading>
                    <dl className={styles.servers}>
                      {api.servers.map((server) => (
                        <div key={server.url}>
                          <dt>{server.description ?? COPY.servers.fallback}</dt>
                          <dd>
                            <code>{server.url}</code>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                  <div className={styles.fact}>
                    <Heading as="h3" className={styles.factHeading}>
                      {COPY.authentication.heading}
                    </Heading>
                    {api.securitySchemes.length > 0 ? (
                      <Authentication schemes={api.securitySchemes} />
                    ) : (
                      <p>{COPY.authentication.none}</p>
                    )}
                  </div>
                </div>

                {api.errorSchema?.fields && (
                  <>
                    <Heading as="h3" id={ERRORS_ANCHOR} className={styles.factHeading}>
                      {COPY.errors.heading}
                    </Heading>
                    <p>
                      <LinkedText sentence={COPY.errors.text} />
                    </p>
                    <SchemaTable fields={api.errorSchema.fields} label={COPY.errors.tableLabel} />
                  </>
                )}
              </section>

              {groups.map(({tag, operations}) => (
                <section key={tag.name} className={styles.group} aria-label={tag.label}>
                  <Heading as="h2" id={tagAnchor(tag.name)} className={styles.groupHeading} lang={contractLang}>
                    {tag.label}
                  </Heading>
                  {tag.description && <ApiText text={tag.description} className={styles.groupLead} />}
                  {operations.map((operation) => (
                    <Operation key={operation.operationId} operation={operation} />
                  ))}
                </section>
              ))}

              {api.webhooks.length > 0 && (
                <section className={styles.group} aria-label={COPY.webhooks.heading}>
                  <Heading as="h2" id={WEBHOOKS_ANCHOR} className={styles.groupHeading}>
                    {COPY.webhooks.heading}
                  </Heading>
                  <p className={styles.groupLead}>
                    <LinkedText sentence={COPY.webhooks.lead} />
                  </p>
                  {api.webhooks.map((operation) => (
                    <Operation key={operation.operationId} operation={operation} />
                  ))}
                </section>
              )}
            </div>
          </div>
        </div>
      </main>
    </Layout>
  );
}

/**
 * /api-reference: the API contract (src/features/api/data/openapi.yaml) as one static
 * page, from the route props of src/plugins/apiReference/index.ts. Everything is in
 * the HTML (no JavaScript needed to read it): the base URLs and authentication,
 * the error object, then each operation by tag and each webhook. Its summaries
 * and descriptions are in the page's language where the model is translated
 * (src/plugins/apiReference/translateOpenApi.ts), else marked as English under a notice.
 */
export default function ApiReference({api}: {api: ApiModel}): ReactNode {
  // Kept for reading offline, with the docs.
  useOfflineDocs();
  return (
    <ContractTranslated.Provider value={api.translated ?? false}>
      <ApiReferencePage api={api} />
    </ContractTranslated.Provider>
  );
}
