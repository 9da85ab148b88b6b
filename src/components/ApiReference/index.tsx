import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageHero from '@site/src/components/PageHero';
import {PAGES} from '@site/src/data/pages';
import {OPENAPI_DOWNLOADS, operationsByTag, type ApiModel, type ApiOperation, type ApiSecurityScheme} from '@site/src/data/api/model';
import ApiText from './ApiText';
import MethodBadge from './MethodBadge';
import Operation, {ERRORS_ANCHOR} from './Operation';
import SchemaTable from './SchemaTable';
import styles from './styles.module.css';

const WEBHOOKS_ANCHOR = 'webhooks';
const INTRO_ANCHOR = 'overview';

/** The anchor of a tag's section (`Payments` gives `tag-payments`). */
export function tagAnchor(tag: string): string {
  return `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function NavGroup({label, anchor, operations}: {label: string; anchor: string; operations: ApiOperation[]}): ReactNode {
  return (
    <li className={styles.navGroup}>
      <Link to={`#${anchor}`} className={styles.navGroupLink}>
        {label}
      </Link>
      <ul className={styles.navList}>
        {operations.map((op) => (
          <li key={op.operationId}>
            <Link to={`#${op.operationId}`} className={styles.navLink}>
              <MethodBadge method={op.method} className={styles.navBadge} />
              <span>{op.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Authentication({schemes}: {schemes: ApiSecurityScheme[]}): ReactNode {
  return schemes.map((scheme) => (
    <div key={scheme.name}>
      {scheme.type === 'http' && scheme.scheme === 'bearer' ? (
        <p>
          Every request carries your API key as a bearer token in the <code>Authorization</code> header:
        </p>
      ) : (
        <p>
          <code>{scheme.name}</code>: {scheme.type}
          {scheme.paramName && (
            <>
              {' '}
              in the {scheme.in} <code>{scheme.paramName}</code>
            </>
          )}
          .
        </p>
      )}
      {scheme.type === 'http' && scheme.scheme === 'bearer' && (
        <pre className={styles.snippet}>
          <code>Authorization: Bearer sk_test_…</code>
        </pre>
      )}
      {scheme.description && <ApiText text={scheme.description} />}
    </div>
  ));
}

/**
 * /api-reference: the API contract (src/data/api/openapi.yaml) as one static
 * page, from the route props of src/plugins/apiReference.ts. Everything is in
 * the HTML (no JavaScript needed to read it): the base URLs and authentication,
 * the error object, then each operation by tag and each webhook.
 */
export default function ApiReference({api}: {api: ApiModel}): ReactNode {
  const meta = PAGES['/api-reference'];
  const groups = operationsByTag(api);
  const yamlUrl = useBaseUrl(OPENAPI_DOWNLOADS.yaml);
  const jsonUrl = useBaseUrl(OPENAPI_DOWNLOADS.json);
  return (
    <Layout title={meta.title} description={meta.description}>
      <main>
        <PageHero eyebrow={`${api.title} · v${api.version}`} heading={meta.heading} lead={meta.lead}>
          {/* Files written after the build (not routes): plain links, outside the broken-link checker. */}
          <a className="button button--primary button--lg" href={yamlUrl} type="application/yaml">
            Download openapi.yaml
          </a>
          <a className="button button--secondary button--outline button--lg" href={jsonUrl} type="application/json">
            openapi.json
          </a>
        </PageHero>

        <div className="container">
          <div className={styles.layout}>
            <nav className={styles.nav} aria-label="API reference contents">
              <p className={styles.navTitle}>On this page</p>
              <ul className={styles.navGroups}>
                <li className={styles.navGroup}>
                  <Link to={`#${INTRO_ANCHOR}`} className={styles.navGroupLink}>
                    Overview
                  </Link>
                  <ul className={styles.navList}>
                    <li>
                      <Link to={`#${ERRORS_ANCHOR}`} className={styles.navLink}>
                        Errors
                      </Link>
                    </li>
                  </ul>
                </li>
                {groups.map(({tag, operations}) => (
                  <NavGroup key={tag.name} label={tag.name} anchor={tagAnchor(tag.name)} operations={operations} />
                ))}
                {api.webhooks.length > 0 && <NavGroup label="Webhooks" anchor={WEBHOOKS_ANCHOR} operations={api.webhooks} />}
              </ul>
            </nav>

            <div className={styles.content}>
              <section className={styles.intro} aria-label="Overview">
                <Heading as="h2" id={INTRO_ANCHOR} className={styles.groupHeading}>
                  Overview
                </Heading>
                {api.description && <ApiText text={api.description} />}
                <p>
                  New to the API? <Link to="/docs/getting-started">Getting started</Link> walks through your keys and a first request, the{' '}
                  <Link to="/docs">developer guides</Link> cover each product, and the <Link to="/api-docs">developer hub</Link> has samples to start from. Test
                  numbers for the sandbox are in <Link to="/docs/sandbox">Sandbox test numbers</Link>.
                </p>

                <div className={styles.facts}>
                  <div className={styles.fact}>
                    <Heading as="h3" className={styles.factHeading}>
                      Base URLs
                    </Heading>
                    <dl className={styles.servers}>
                      {api.servers.map((server) => (
                        <div key={server.url}>
                          <dt>{server.description ?? 'Server'}</dt>
                          <dd>
                            <code>{server.url}</code>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                  <div className={styles.fact}>
                    <Heading as="h3" className={styles.factHeading}>
                      Authentication
                    </Heading>
                    {api.securitySchemes.length > 0 ? (
                      <Authentication schemes={api.securitySchemes} />
                    ) : (
                      <p>No authentication.</p>
                    )}
                  </div>
                </div>

                {api.errorSchema?.fields && (
                  <>
                    <Heading as="h3" id={ERRORS_ANCHOR} className={styles.factHeading}>
                      Errors
                    </Heading>
                    <p>
                      A request that fails answers with a 4xx or 5xx status and this object; the codes are listed under each operation&apos;s responses and
                      explained, with what to do, in <Link to="/docs/errors">Errors</Link>.
                    </p>
                    <SchemaTable fields={api.errorSchema.fields} label="Fields of the error object" />
                  </>
                )}
              </section>

              {groups.map(({tag, operations}) => (
                <section key={tag.name} className={styles.group} aria-label={tag.name}>
                  <Heading as="h2" id={tagAnchor(tag.name)} className={styles.groupHeading}>
                    {tag.name}
                  </Heading>
                  {tag.description && <ApiText text={tag.description} className={styles.groupLead} />}
                  {operations.map((operation) => (
                    <Operation key={operation.operationId} operation={operation} />
                  ))}
                </section>
              ))}

              {api.webhooks.length > 0 && (
                <section className={styles.group} aria-label="Webhooks">
                  <Heading as="h2" id={WEBHOOKS_ANCHOR} className={styles.groupHeading}>
                    Webhooks
                  </Heading>
                  <p className={styles.groupLead}>
                    Requests we send to your server. Answer each with a 2xx status quickly; do the work after answering. The{' '}
                    <Link to="/docs/webhooks">webhooks guide</Link> shows how to verify their signature.
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
