import React, {type ComponentProps} from 'react';

export default function Link({to, ...props}: ComponentProps<'a'> & {to?: string}) {
  return <a href={to} {...props} />;
}
