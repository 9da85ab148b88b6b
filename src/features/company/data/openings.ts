import {translate} from '@docusaurus/Translate';
import type {Cta} from '../../../types/content';

/**
 * The open positions: the careers page lists them and /apply checks a
 * ?position= against their titles (kept apart from the rest of the company
 * copy, so the application form does not download it).
 */

/** A job opening: title, type, department, description. */
export interface JobOpening {
  title: string;
  /** Employment type, e.g. Full-time. */
  type: string;
  department: string;
  description: string;
  /** "Apply Now", to /apply?position={title}. */
  apply: Cta;
}

/** Where "Apply Now" leads for a position: the application form, with the position's title. */
export function applyPath(title: string): string {
  return `/apply?position=${encodeURIComponent(title)}`;
}

const APPLY_LABEL = translate({id: 'careers.openings.apply', message: 'Apply Now'});

/** An opening with its "Apply Now" link, built from its title. */
function opening(job: Omit<JobOpening, 'apply'>): JobOpening {
  return {...job, apply: {label: APPLY_LABEL, to: applyPath(job.title), variant: 'primary'}};
}

const FULL_TIME = translate({id: 'careers.openings.type.fullTime', message: 'Full-time'});
const DEPARTMENTS = {
  engineering: translate({id: 'careers.openings.department.engineering', message: 'Engineering'}),
  product: translate({id: 'careers.openings.department.product', message: 'Product'}),
  partnerships: translate({id: 'careers.openings.department.partnerships', message: 'Partnerships'}),
};

export const OPENINGS: JobOpening[] = [
  opening({
    title: translate({id: 'careers.openings.backend.title', message: 'Senior Backend Engineer (Payments)'}),
    type: FULL_TIME,
    department: DEPARTMENTS.engineering,
    description: translate({
      id: 'careers.openings.backend.description',
      message: 'Design and run the services that authorise, route and settle mobile money and card payments in real time, with idempotency, reconciliation and monitoring built in.',
    }),
  }),
  opening({
    title: translate({id: 'careers.openings.mobileMoney.title', message: 'Mobile Money Integration Engineer'}),
    type: FULL_TIME,
    department: DEPARTMENTS.engineering,
    description: translate({
      id: 'careers.openings.mobileMoney.description',
      message: 'Connect our platform to wallets such as M-Pesa, Airtel Money and TNM Mpamba: build each integration, certify it with the operator and keep it healthy in production.',
    }),
  }),
  opening({
    title: translate({id: 'careers.openings.designer.title', message: 'Product Designer'}),
    type: FULL_TIME,
    department: DEPARTMENTS.product,
    description: translate({
      id: 'careers.openings.designer.description',
      message: 'Design checkout, onboarding and the merchant dashboard for every kind of phone and connection. Research with merchants, prototype, and ship alongside engineers.',
    }),
  }),
  opening({
    title: translate({id: 'careers.openings.partnerships.title', message: 'Partnerships Manager'}),
    type: FULL_TIME,
    department: DEPARTMENTS.partnerships,
    description: translate({
      id: 'careers.openings.partnerships.description',
      message: 'Grow our network of mobile network operators, banks, aggregators and resellers: negotiate agreements, launch partners in new markets and be their voice inside the company.',
    }),
  }),
];
