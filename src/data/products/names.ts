import {translate} from '@docusaurus/Translate';
import type {ProductId} from './registry';

/**
 * Each product's name, translated, for lists that name products (the demo
 * form's choice). A name is required for every product of the registry.
 * Small on purpose: a form that lists products does not load their pages' copy.
 */
export const PRODUCT_NAMES: Record<ProductId, string> = {
  'bulk-sms': translate({id: 'forms.product.bulkSms', message: 'Bulk SMS'}),
  'mobile-money': translate({id: 'forms.product.mobileMoney', message: 'Mobile Money'}),
  'card-services': translate({id: 'forms.product.cardServices', message: 'Card Services'}),
  'carrier-billing': translate({id: 'forms.product.carrierBilling', message: 'Carrier Billing'}),
  'bank-checkout': translate({id: 'forms.product.bankCheckout', message: 'Bank Checkout'}),
  ussd: translate({id: 'forms.product.ussd', message: 'USSD'}),
  partners: translate({id: 'products.partners.name', message: 'Partner programme'}),
};
