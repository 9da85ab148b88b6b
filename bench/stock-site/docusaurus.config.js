// @ts-check
/**
 * A stock Docusaurus 3 site, as `create-docusaurus` makes it (classic
 * template: docs, blog off, the default theme), built from the project's own
 * installed Docusaurus: the baseline of `npm run bench -- --hydration`
 * (scripts/bench-hydration.mjs). Not part of the site.
 */
/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'My Site',
  tagline: 'Dinosaurs are cool',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({docs: {sidebarPath: './sidebars.js'}, blog: false}),
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'My Site',
      items: [{type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial'}],
    },
    footer: {
      style: 'dark',
      links: [{title: 'Docs', items: [{label: 'Tutorial', to: '/docs/intro'}]}],
      copyright: 'Copyright © My Project, Inc. Built with Docusaurus.',
    },
  },
};
