import React, {type ReactNode} from 'react';
import FormPage from '@site/src/features/forms/FormPage';
import type {PageMeta} from '@site/src/data/pages/types';
import FormView from '@site/src/features/forms/FormView';
import ContactDirectory from '@site/src/features/company/ContactDirectory';
import {CONTACT_TEAMS} from '@site/src/features/company/data/contactTeams';
import {CONTACT_FORM, CONTACT_FORM_TEAMS, FORM_COPY, type ContactFormTeam} from '@site/src/features/forms/data/enquiries';
import {useQueryChoice} from '@site/src/hooks/useQueryParam';

const isTeam = (value: string | undefined): value is ContactFormTeam => CONTACT_FORM_TEAMS.some((t) => t === value);

/**
 * /contact, /contact/partnerships and /contact/support: the contact form with
 * the team chosen by the route or by ?team= (sales, partnerships, talent,
 * support; anything else is ignored), and the team directory beside it.
 */
export default function ContactFormPage({page, team}: {page: PageMeta; team?: ContactFormTeam}): ReactNode {
  const fromQuery = useQueryChoice('team', CONTACT_FORM_TEAMS);
  return (
    <FormPage page={page} aside={<ContactDirectory teams={CONTACT_TEAMS} />}>
      <FormView
        formId="contact"
        groups={CONTACT_FORM}
        submitLabel={FORM_COPY.send}
        team={(values) => (isTeam(values.team) ? values.team : 'hello')}
        subject={FORM_COPY.contactSubject}
        initialValues={team ? {team} : undefined}
        prefill={fromQuery ? {team: fromQuery} : undefined}
        draftKey="contact"
        sentMessage={FORM_COPY.contactSent}
      />
    </FormPage>
  );
}
