import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeSamples from '@site/src/features/api/CodeSamples';
import TryIt from '@site/src/features/api/TryIt';
import {sampleIdOf} from '@site/src/features/api/data/samples';
import {API_REFERENCE_COPY} from '@site/src/features/api/data/referencePage';
import {API_REFERENCE_ROUTE, ERRORS_ANCHOR, type ApiBody, type ApiOperation, type ApiResponse} from '@site/src/features/api/data/model';
import ApiText, {useContractLang} from '../ApiText';
import MethodBadge from '../MethodBadge';
import SchemaTable from '../SchemaTable';
import styles from './styles.module.css';

const COPY = API_REFERENCE_COPY.operation;


/** An example as the reader would send or receive it: a string as its text, anything else as JSON. */
function exampleText(example: string): string {
  const value: unknown = JSON.parse(example);
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function Body({body, label}: {body: ApiBody; label: string}): ReactNode {
  const {schema} = body;
  return (
    <>
      <p className={styles.mediaType}>
        <code>{body.mediaType}</code>
        {schema && !schema.fields && (
          <>
            {' '}
            <code>{schema.type}</code>
          </>
        )}
      </p>
      {body.description && <ApiText text={body.description} />}
      {schema?.fields ? (
        <SchemaTable fields={schema.fields} label={label} />
      ) : (
        schema && (
          <>
            {schema.description && <ApiText text={schema.description} />}
            {schema.example && (
              <pre className={styles.example}>
                <code>{exampleText(schema.example)}</code>
              </pre>
            )}
          </>
        )
      )}
    </>
  );
}

function statusClass(status: string): string | undefined {
  if (status.startsWith('2')) return styles.success;
  if (status.startsWith('4') || status.startsWith('5')) return styles.failure;
  return undefined;
}

function Response({response, title}: {response: ApiResponse; title: string}): ReactNode {
  const {body} = response;
  const isError = body?.schema?.ref === 'Error';
  return (
    <li className={styles.response}>
      <div className={styles.responseHead}>
        <span className={clsx(styles.status, statusClass(response.status))}>{response.status}</span>
        <p className={styles.responseText}>
          <ApiText text={response.description} inline />
          {isError && (
            <span className={styles.errorLink}>
              {' '}
              {COPY.errorObject(<Link to={`${API_REFERENCE_ROUTE}#${ERRORS_ANCHOR}`}>{COPY.errorObjectLink}</Link>)}
            </span>
          )}
        </p>
      </div>
      {body && !isError && (
        <details className={styles.responseBody} open={response.status.startsWith('2')}>
          <summary>{body.schema?.fields ? COPY.responseFields(response.status) : COPY.responseBody(response.status)}</summary>
          <Body body={body} label={COPY.responseLabel(title, response.status)} />
        </details>
      )}
    </li>
  );
}

/**
 * One operation (or webhook) of the reference: its heading (the anchor is the
 * operationId), method and path, description, parameters, body, responses, and
 * its code sample when src/features/api/data/samples.ts has one under the operationId,
 * and (operations, not webhooks) its Try it panel.
 */
export default function Operation({operation}: {operation: ApiOperation}): ReactNode {
  const {operationId, method, path, summary, description, parameters, requestBody, responses, kind} = operation;
  // The contract's summaries are in the default language unless the page's model is translated.
  const sourceLang = useContractLang();
  const webhook = kind === 'webhook';
  const sample = sampleIdOf(operationId);
  return (
    <article className={styles.operation}>
      <Heading as="h3" id={operationId} className={styles.summary} lang={sourceLang}>
        {summary}
      </Heading>
      <p className={styles.endpoint}>
        <MethodBadge method={method} />
        {webhook ? (
          <span className={styles.webhookTarget}>
            {COPY.webhookTarget} <code className={styles.path}>{path}</code>
          </span>
        ) : (
          <code className={styles.path}>{path}</code>
        )}
      </p>
      {!webhook && <TryIt operation={operation} describedBy={operationId} />}
      {description && <ApiText text={description} />}

      {parameters.length > 0 && (
        <>
          <Heading as="h4" className={styles.partHeading}>
            {webhook ? COPY.headers : COPY.parameters}
          </Heading>
          <SchemaTable
            label={COPY.parametersLabel(summary)}
            fields={parameters.map((p) => ({
              name: p.name,
              required: p.required,
              location: p.in,
              schema: {...p.schema, ...(p.description ? {description: p.description} : {})},
            }))}
          />
        </>
      )}

      {requestBody && (
        <>
          <Heading as="h4" className={styles.partHeading}>
            {webhook ? COPY.payload : COPY.requestBody}
            {!webhook && !requestBody.required && <span className={styles.optional}> {COPY.optionalBody}</span>}
          </Heading>
          <Body body={requestBody} label={webhook ? COPY.payloadLabel(summary) : COPY.requestBodyLabel(summary)} />
        </>
      )}

      <Heading as="h4" className={styles.partHeading}>
        {webhook ? COPY.yourResponse : COPY.responses}
      </Heading>
      <ul className={styles.responses}>
        {responses.map((response) => (
          <Response key={response.status} response={response} title={summary} />
        ))}
      </ul>

      {sample && (
        <>
          <Heading as="h4" className={styles.partHeading}>
            {COPY.example}
          </Heading>
          <CodeSamples sample={sample} />
        </>
      )}
    </article>
  );
}
