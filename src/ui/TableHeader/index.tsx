import React, {type ReactNode} from 'react';

/**
 * A data table's caption and column headers. The caption names the table for screen readers; on
 * screen the section's heading says it, so the caption is hidden.
 */
export default function TableHeader({id, caption, columns}: {id?: string; caption: string; columns: readonly string[]}): ReactNode {
  return (
    <>
      <caption id={id} className="visually-hidden">
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
