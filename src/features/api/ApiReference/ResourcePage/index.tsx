import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {API_REFERENCE_COPY as COPY} from '@site/src/features/api/data/referencePage';
import type {ApiResourceProps} from '@site/src/features/api/data/model';
import ApiText, {plainSummary} from '../ApiText';
import Operation from '../Operation';
import ReferenceLayout, {type NavGroup} from '../ReferenceLayout';
import styles from '../styles.module.css';

const OPERATIONS_ANCHOR = 'operations';
/** A tag's description shorter than this says too little for a search snippet: the page's own sentence is used instead. */
const MIN_DESCRIPTION = 40;

/**
 * /api-reference/<tag>: one resource of the API (a tag of the contract with
 * operations), from its slice of the model (src/plugins/apiReference/index.ts):
 * its heading and description, then each operation with its fields, responses,
 * code sample and Try it panel. The contents nav lists its operations and links back to the index.
 */
export default function ResourcePage({page}: {page: ApiResourceProps}): ReactNode {
  const {tag, operations} = page;
  const summary = tag.description ? plainSummary(tag.description) : '';
  const nav: NavGroup[] = [
    {
      label: tag.label,
      to: `#${OPERATIONS_ANCHOR}`,
      contract: true,
      items: operations.map((op) => ({label: op.summary, to: `#${op.operationId}`, method: op.method, contract: true})),
    },
  ];
  return (
    <ReferenceLayout
      page={page}
      sub
      nav={nav}
      meta={{
        title: COPY.resource.title(tag.label),
        description: summary.length >= MIN_DESCRIPTION ? summary : COPY.resource.description(tag.label),
        heading: <ApiText text={tag.label} inline />,
        lead: tag.description && <ApiText text={tag.description} inline />,
      }}>
      <section aria-label={COPY.resource.operations}>
        <Heading as="h2" id={OPERATIONS_ANCHOR} className={styles.groupHeading}>
          {COPY.resource.operations}
        </Heading>
        {operations.map((operation) => (
          <Operation key={operation.operationId} operation={operation} />
        ))}
      </section>
    </ReferenceLayout>
  );
}
