import {translate} from '@docusaurus/Translate';

/** The "read more" link's text, naming the post (the theme's id, the site's words). */
export const READ_MORE_LINK_COPY = {
  label: (title: string) => translate({id: 'theme.blog.post.readMoreAbout', message: 'Read “{title}”'}, {title}),
};
