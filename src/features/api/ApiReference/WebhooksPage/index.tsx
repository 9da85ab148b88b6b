import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import apiWebhooksPage from '@site/src/data/pages/apiWebhooks';
import {API_REFERENCE_COPY as COPY} from '@site/src/features/api/data/referencePage';
import type {ApiEvent, ApiWebhooksProps} from '@site/src/features/api/data/model';
import ApiText from '../ApiText';
import Operation from '../Operation';
import ReferenceLayout, {LinkedText, type NavGroup} from '../ReferenceLayout';
import {ReferenceTable} from '../SchemaTable';
import styles from '../styles.module.css';

const EVENTS_ANCHOR = 'events';
const WEBHOOKS_ANCHOR = 'webhooks';

/** The catalogue: each event type (or a webhook without types, by its name) and the webhook whose payload carries it. */
function EventsTable({events}: {events: ApiEvent[]}): ReactNode {
  return (
    <ReferenceTable label={COPY.events.tableLabel} compact>
      <thead>
        <tr>
          <th scope="col">{COPY.events.event}</th>
          <th scope="col">{COPY.events.webhook}</th>
        </tr>
      </thead>
      <tbody>
        {events.map(({type, operationId, summary}) => (
          <tr key={`${operationId}:${type ?? ''}`}>
            <th scope="row">{type ? <code>{type}</code> : <ApiText text={summary} inline />}</th>
            <td>
              <Link to={`#${operationId}`}>
                <ApiText text={summary} inline />
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}

/**
 * /api-reference/webhooks: the catalogue of event types (from each payload's
 * `type` enum), then every webhook of the contract with its headers, payload
 * and the response it expects, from its slice of the model (src/plugins/apiReference/index.ts).
 */
export default function WebhooksPage({page}: {page: ApiWebhooksProps}): ReactNode {
  const {webhooks, events} = page;
  const nav: NavGroup[] = [
    {label: COPY.events.heading, to: `#${EVENTS_ANCHOR}`, items: []},
    {
      label: COPY.webhooks.requests,
      to: `#${WEBHOOKS_ANCHOR}`,
      items: webhooks.map((op) => ({label: op.summary, to: `#${op.operationId}`, method: op.method, contract: true})),
    },
  ];
  return (
    <ReferenceLayout page={page} sub nav={nav} meta={apiWebhooksPage}>
      <section aria-label={COPY.events.heading}>
        <Heading as="h2" id={EVENTS_ANCHOR} className={styles.groupHeading}>
          {COPY.events.heading}
        </Heading>
        <ApiText text={COPY.events.lead} className={styles.groupLead} />
        <EventsTable events={events} />
      </section>
      <section className={styles.group} aria-label={COPY.webhooks.requests}>
        <Heading as="h2" id={WEBHOOKS_ANCHOR} className={styles.groupHeading}>
          {COPY.webhooks.requests}
        </Heading>
        <p className={styles.groupLead}>
          <LinkedText sentence={COPY.webhooks.lead} />
        </p>
        {webhooks.map((operation) => (
          <Operation key={operation.operationId} operation={operation} />
        ))}
      </section>
    </ReferenceLayout>
  );
}
