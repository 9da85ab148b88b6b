import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import FormPage from '@site/src/features/forms/FormPage';
import applyPage from '@site/src/data/pages/apply';
import FormView from '@site/src/features/forms/FormView';
import {OPENINGS} from '@site/src/features/company/data/openings';
import {APPLICATION_FORM, APPLY_COPY, FORM_COPY} from '@site/src/features/forms/data/enquiries';
import {useQueryParam} from '@site/src/hooks/useQueryParam';
import styles from './apply.module.css';

const POSITION_MAX_LENGTH = 120;


/**
 * A job application, the position filled in from ?position= (what the careers
 * page's Apply Now links carry). The value is shown as text only, cut to a
 * sensible length; a position that is not a current opening is said to be so.
 */
export default function Apply(): ReactNode {
  const position = useQueryParam('position', POSITION_MAX_LENGTH);
  const known = position !== undefined && OPENINGS.some((job) => job.title === position);
  return (
    <FormPage page={applyPage}>
      <div role="status" className={styles.position} data-position-state={position === undefined ? 'missing' : known ? 'known' : 'unknown'}>
        {position === undefined ? (
          <p>
            {APPLY_COPY.missing} <Link to="/careers#openings">{APPLY_COPY.openings}</Link>
          </p>
        ) : (
          <>
            <p>
              {APPLY_COPY.applyingFor} <strong data-position>{position}</strong>
            </p>
            {!known && (
              <p>
                {APPLY_COPY.unknown} <Link to="/careers#openings">{APPLY_COPY.openings}</Link>
              </p>
            )}
          </>
        )}
      </div>
      <FormView
        formId="apply"
        groups={APPLICATION_FORM}
        submitLabel={FORM_COPY.applicationSubmit}
        team="talent"
        subject={position ? `${FORM_COPY.applicationSubject}: ${position}` : FORM_COPY.applicationSubject}
        prefill={position ? {position} : undefined}
        draftKey="apply"
        sentMessage={FORM_COPY.applicationSent}
      />
    </FormPage>
  );
}
