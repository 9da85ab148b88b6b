import React, {type ReactNode} from 'react';
import {FORM_SYSTEM_COPY} from '../copy';

/**
 * "Clear my answers": a reset button, so it empties the fields without
 * JavaScript too; with it, the form's onReset (useFormController's clear)
 * also deletes the stored draft and says so.
 */
export default function ClearAnswersButton({className}: {className: string}): ReactNode {
  return (
    <button type="reset" className={className}>
      {FORM_SYSTEM_COPY.clear}
    </button>
  );
}
