import React, {type ReactNode} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {NEWS_PICTURE_SIZES, NEWS_PICTURE_WIDTHS, newsPictureFile, newsPictureHeight} from '@site/src/features/feeds/data/newsPictures';

/**
 * A news article's picture (src/features/feeds/data/newsPictures.ts): the build's WebP files in every width,
 * the browser taking the one its screen needs where the picture is shown (`place`: a card of the news grid or
 * the article page). Decorative (the title beside it says what it is).
 */
export default function NewsPicture({image, place, className, eager = false}: {image: string; place: keyof typeof NEWS_PICTURE_SIZES; className?: string; eager?: boolean}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const [smallest] = NEWS_PICTURE_WIDTHS;
  return (
    <img
      className={className}
      src={withBaseUrl(newsPictureFile(image, smallest))}
      srcSet={NEWS_PICTURE_WIDTHS.map((width) => `${withBaseUrl(newsPictureFile(image, width))} ${width}w`).join(', ')}
      sizes={NEWS_PICTURE_SIZES[place]}
      width={smallest}
      height={newsPictureHeight(smallest)}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
