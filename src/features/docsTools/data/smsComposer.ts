/** Where the SMS composer is: the bulk SMS guide's section (the build checks the anchor). */
export const SMS_COMPOSER_LINK = '/docs/guides/bulk-sms#count-the-parts-of-a-message';
