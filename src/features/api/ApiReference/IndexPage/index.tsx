import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import apiReferencePage from '@site/src/data/pages/apiReference';
import apiWebhooksPage from '@site/src/data/pages/apiWebhooks';
import {API_REFERENCE_COPY as COPY} from '@site/src/features/api/data/referencePage';
import {API_WEBHOOKS_ROUTE, ERRORS_ANCHOR, OPENAPI_DOWNLOADS, type ApiIndexProps, type ApiOperationSummary, type ApiSecurityScheme} from '@site/src/features/api/data/model';
import ApiText from '../ApiText';
import MethodBadge from '../MethodBadge';
import ReferenceLayout, {LinkedText, type NavGroup} from '../ReferenceLayout';
import SchemaTable from '../SchemaTable';
import styles from '../styles.module.css';
import BreakableText from '@site/src/ui/BreakableText';

const INTRO_ANCHOR = 'overview';
const RESOURCES_ANCHOR = 'resources';

/** The anchor of a tag's entry on the index (`Payments` gives `tag-payments`), as the one-page reference had it. */
function tagAnchor(tag: string): string {
  return `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
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

/**
 * A resource (or the webhooks) on the index: its heading linking to its page, what it is,
 * and its operations, each linking to its section there. Each operation's entry keeps the
 * operation's id, so an address of the one-page reference (`/api-reference#createPayment`) shows where it went.
 */
function ResourceCard({id, label, contract, route, description, count, operations}: {
  id: string;
  label: string;
  /** The label is the contract's text. */
  contract: boolean;
  route: string;
  description?: ReactNode;
  count?: string;
  operations: ApiOperationSummary[];
}): ReactNode {
  return (
    <li className={styles.resource}>
      <Heading as="h3" id={id} className={styles.resourceHeading}>
        <Link to={route}>{contract ? <ApiText text={label} inline /> : label}</Link>
      </Heading>
      {count && <p className={styles.resourceCount}>{count}</p>}
      {description}
      <ul className={styles.resourceOperations}>
        {operations.map((op) => (
          <li key={op.operationId} id={op.operationId}>
            <Link to={`${route}#${op.operationId}`} className={styles.navLink}>
              <MethodBadge method={op.method} className={styles.navBadge} />
              <ApiText text={op.summary} inline />
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * /api-reference, the reference's index (src/plugins/apiReference/index.ts gives it
 * its slice of the model): the downloads, the overview (base URLs, authentication, the
 * error object) and every resource with its operations, each a page of its own, then
 * the webhooks. Everything is in the static HTML.
 */
export default function IndexPage({page}: {page: ApiIndexProps}): ReactNode {
  const meta = apiReferencePage;
  const yamlUrl = useBaseUrl(OPENAPI_DOWNLOADS.yaml);
  const jsonUrl = useBaseUrl(OPENAPI_DOWNLOADS.json);
  const postmanUrl = useBaseUrl(OPENAPI_DOWNLOADS.postman);
  const nav: NavGroup[] = [
    {label: COPY.overview.heading, to: `#${INTRO_ANCHOR}`, items: page.errorSchema?.fields ? [{label: COPY.errors.heading, to: `#${ERRORS_ANCHOR}`}] : []},
    {label: COPY.resources.heading, to: `#${RESOURCES_ANCHOR}`, items: page.resources.map(({tag, route}) => ({label: tag.label, to: route, contract: true}))},
    ...(page.webhooks.length > 0 ? [{label: COPY.webhooks.heading, to: API_WEBHOOKS_ROUTE, items: []}] : []),
  ];
  return (
    <ReferenceLayout
      page={page}
      meta={meta}
      nav={nav}
      actions={
        // Files written after the build (not routes): plain links, outside the broken-link checker.
        <>
          <a className="button button--primary button--lg" href={yamlUrl} type="application/yaml">
            {COPY.downloadYaml}
          </a>
          <a className="button button--secondary button--outline button--lg" href={jsonUrl} type="application/json">
            {COPY.downloadJson}
          </a>
          <a className="button button--secondary button--outline button--lg" href={postmanUrl} type="application/json">
            {COPY.postman}
          </a>
        </>
      }>
      <section className={styles.intro} aria-label={COPY.overview.heading}>
        <Heading as="h2" id={INTRO_ANCHOR} className={styles.groupHeading}>
          {COPY.overview.heading}
        </Heading>
        {page.description && <ApiText text={page.description} />}
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
              {page.servers.map((server) => (
                <div key={server.url}>
                  <dt>{server.description ?? COPY.servers.fallback}</dt>
                  <dd>
                    <code>
                      <BreakableText>{server.url}</BreakableText>
                    </code>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.fact}>
            <Heading as="h3" className={styles.factHeading}>
              {COPY.authentication.heading}
            </Heading>
            {page.securitySchemes.length > 0 ? <Authentication schemes={page.securitySchemes} /> : <p>{COPY.authentication.none}</p>}
          </div>
        </div>

        {page.errorSchema?.fields && (
          <>
            <Heading as="h3" id={ERRORS_ANCHOR} className={styles.factHeading}>
              {COPY.errors.heading}
            </Heading>
            <p>
              <LinkedText sentence={COPY.errors.text} />
            </p>
            <SchemaTable fields={page.errorSchema.fields} label={COPY.errors.tableLabel} />
          </>
        )}
      </section>

      <section className={styles.group} aria-label={COPY.resources.heading}>
        <Heading as="h2" id={RESOURCES_ANCHOR} className={styles.groupHeading}>
          {COPY.resources.heading}
        </Heading>
        <p className={styles.groupLead}>{COPY.resources.lead}</p>
        <ul className={styles.resources}>
          {page.resources.map(({tag, route, operations}) => (
            <ResourceCard
              key={tag.name}
              id={tagAnchor(tag.name)}
              label={tag.label}
              contract
              route={route}
              count={COPY.resources.operationCount(operations.length)}
              description={tag.description && <ApiText text={tag.description} className={styles.resourceLead} />}
              operations={operations}
            />
          ))}
          {page.webhooks.length > 0 && (
            <ResourceCard
              id="webhooks"
              label={COPY.webhooks.heading}
              contract={false}
              route={API_WEBHOOKS_ROUTE}
              description={
                <p className={styles.resourceLead}>
                  {apiWebhooksPage.description} <Link to={API_WEBHOOKS_ROUTE}>{COPY.resources.webhooksLink}</Link>
                </p>
              }
              operations={page.webhooks}
            />
          )}
        </ul>
      </section>
    </ReferenceLayout>
  );
}
