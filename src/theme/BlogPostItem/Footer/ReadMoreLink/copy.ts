import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';

/* The "read more" link's text, naming the post (the theme's id, the site's words). Imported as a namespace (`import * as COPY`). */

export const label = (title: ReactNode): ReactNode => interpolate(translate({id: 'theme.blog.post.readMoreAbout', message: 'Read “{title}”'}), {title});
