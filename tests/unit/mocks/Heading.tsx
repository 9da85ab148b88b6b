import React, {type ComponentProps} from 'react';

export default function Heading({as: Tag, ...props}: ComponentProps<'h1'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'}) {
  return <Tag {...props} />;
}
