/**
 * Where things are in the dashboard, written as the dashboard shows its menus
 * (its interface is in English): every page that sends a reader there, in
 * either language, writes the path this way (tests/unit/dashboardPaths.test.ts
 * checks the docs, posts and messages). A menu renamed in the dashboard is
 * renamed here and in the Markdown the test points to.
 */
export const DASHBOARD_PATHS = {
  apiKeys: 'Developers → API keys',
  webhooks: 'Developers → Webhooks',
  apiVersion: 'Developers → API version',
  team: 'Settings → Team',
  senderIds: 'SMS → Sender IDs',
  settlementReports: 'Reports → Settlements',
} as const;
