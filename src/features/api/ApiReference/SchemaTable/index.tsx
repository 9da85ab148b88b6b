import clsx from 'clsx';
import React, {type ReactNode} from 'react';
import type {SchemaField, SchemaInfo} from '@site/src/features/api/data/model';
import {API_REFERENCE_COPY, rulesSentence} from '@site/src/features/api/data/referencePage';
import ApiText from '../ApiText';
import ScrollingTable from '@site/src/ui/ScrollingTable';
import styles from './styles.module.css';
import BreakableText from '@site/src/ui/BreakableText';

const COPY = API_REFERENCE_COPY.schemaTable;

/** A field of the table: a schema property, or a parameter with where it goes (`header`, `path`). */
export type SchemaRow = SchemaField & {location?: string};

interface FlatRow {
  row: SchemaRow;
  depth: number;
  /** The parent fields' names (`recipients[]`), read out before a nested field's name. */
  parents: string[];
}

/** Nesting deeper than this is drawn at this depth (the document goes three levels deep). */
const MAX_DEPTH = 4;

/** The table's rows: each field followed by its own fields, depth first. */
export function flattenFields(fields: SchemaRow[], depth = 0, parents: string[] = []): FlatRow[] {
  return fields.flatMap((row) => {
    const children = row.schema.fields && !row.schema.circular ? row.schema.fields : [];
    const name = row.schema.type.startsWith('array') ? `${row.name}[]` : row.name;
    return [{row, depth, parents}, ...flattenFields(children, depth + 1, [...parents, name])];
  });
}

function Values({label, values}: {label: string; values: string[]}): ReactNode {
  return (
    <p className={styles.detail}>
      {label}{' '}
      {values.map((value, i) => (
        <React.Fragment key={value}>
          {i > 0 && ', '}
          <code>{value}</code>
        </React.Fragment>
      ))}
    </p>
  );
}

/** A value of the model (JSON) as a reader would type it: a string without its quotes. */
export function displayValue(json: string): string {
  const value: unknown = JSON.parse(json);
  return typeof value === 'string' ? value : json;
}

function Details({schema}: {schema: SchemaInfo}): ReactNode {
  const each = schema.type.startsWith('array');
  return (
    <>
      {schema.description && <ApiText text={schema.description} className={styles.description} />}
      {schema.enum && <Values label={each ? COPY.eachOneOf : COPY.oneOf} values={schema.enum} />}
      {schema.constraints.length > 0 && <p className={styles.detail}>{rulesSentence(schema.constraints)}</p>}
      {schema.pattern !== undefined && <Values label={each ? COPY.eachMatches : COPY.matches} values={[schema.pattern]} />}
      {schema.default !== undefined && <Values label={COPY.default} values={[displayValue(schema.default)]} />}
      {schema.example !== undefined && <Values label={COPY.example} values={[displayValue(schema.example)]} />}
      {schema.circular && schema.ref && <p className={styles.detail}>{COPY.circular(schema.ref)}</p>}
    </>
  );
}

function Type({schema, className, as: Tag = 'span'}: {schema: SchemaInfo; className?: string; as?: 'span' | 'td'}): ReactNode {
  return (
    <Tag className={className}>
      <code className={styles.typeName}>{schema.type}</code>
      {schema.format && <span className={styles.format}>{schema.format}</span>}
    </Tag>
  );
}

/** A table of the reference (src/ui/ScrollingTable, in the reference's widths); `compact` for a table of a few short columns. */
export function ReferenceTable({label, compact = false, children}: {label: string; compact?: boolean; children: ReactNode}): ReactNode {
  return (
    <ScrollingTable label={label} boxClassName={styles.scroller} className={clsx(styles.table, compact && styles.compact)}>
      {children}
    </ScrollingTable>
  );
}

/**
 * The fields of a request body, a response or a parameter list as a table:
 * name and whether it is required (in words), type and format, then the
 * description, allowed values, rules, default and example. Nested fields follow
 * their parent, indented. The table scrolls sideways inside its box on a phone.
 */
export default function SchemaTable({fields, label}: {fields: SchemaRow[]; label: string}): ReactNode {
  return (
    <ReferenceTable label={label}>
      <thead>
        <tr>
          <th scope="col">{COPY.field}</th>
          <th scope="col" className={styles.typeHeader}>
            {COPY.type}
          </th>
          <th scope="col">{COPY.description}</th>
        </tr>
      </thead>
      <tbody>
        {flattenFields(fields).map(({row, depth, parents}) => (
          <tr key={[...parents, row.name].join('.')} data-depth={Math.min(depth, MAX_DEPTH)} className={styles.row}>
            <th scope="row" className={styles.name}>
              {parents.length > 0 && <span className="visually-hidden">{parents.join('.')}.</span>}
              <code className={styles.fieldName}>
                <BreakableText>{row.name}</BreakableText>
              </code>
              <span className={row.required ? styles.required : styles.optional}>{row.required ? COPY.required : COPY.optional}</span>
              {row.location && <span className={styles.location}>{COPY.location(row.location)}</span>}
              {/* Phones: the type goes under the name and its own column is hidden, so the description fits. */}
              <Type schema={row.schema} className={styles.inlineType} />
            </th>
            <Type schema={row.schema} className={styles.type} as="td" />
            <td className={styles.about}>
              <Details schema={row.schema} />
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
