import {translate} from '@docusaurus/Translate';
import type {Brand} from '@site/src/brand';

export interface ContactTeam {
  /** Which brand address reaches this team. */
  mailbox: keyof Brand['email'];
  name: string;
  description: string;
}

/** The teams a visitor can write to, in the order the contact page lists them. */
export const CONTACT_TEAMS: ContactTeam[] = [
  {
    mailbox: 'sales',
    name: translate({id: 'contact.teams.sales', message: 'Sales'}),
    description: translate({id: 'contact.teams.sales.description', message: 'Pricing, demos and which products fit your business.'}),
  },
  {
    mailbox: 'support',
    name: translate({id: 'contact.teams.support', message: 'Support'}),
    description: translate({id: 'contact.teams.support.description', message: 'Help with your account, integration or a payment.'}),
  },
  {
    mailbox: 'partnerships',
    name: translate({id: 'contact.teams.partnerships', message: 'Partnerships'}),
    description: translate({id: 'contact.teams.partnerships.description', message: 'Operators, app stores, aggregators and resellers.'}),
  },
  {
    mailbox: 'talent',
    name: translate({id: 'contact.teams.talent', message: 'Talent'}),
    description: translate({id: 'contact.teams.talent.description', message: 'Jobs, internships and applications.'}),
  },
  {
    mailbox: 'privacy',
    name: translate({id: 'contact.teams.privacy', message: 'Privacy'}),
    description: translate({id: 'contact.teams.privacy.description', message: 'Your personal data and your rights over it.'}),
  },
  {
    mailbox: 'security',
    name: translate({id: 'contact.teams.security', message: 'Security'}),
    description: translate({id: 'contact.teams.security.description', message: 'Report a vulnerability or a suspected phishing attempt.'}),
  },
];
