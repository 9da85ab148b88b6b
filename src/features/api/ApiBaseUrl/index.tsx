import React, {type ReactNode} from 'react';
import {apiBaseUrls} from '@site/src/features/api/data/samples';
import {useBrand} from '@site/src/hooks/useBrand';

/** The API's base URL for Markdown pages, as inline code: `<ApiBaseUrl env="sandbox" />`, `<ApiBaseUrl env="live" />`. */
export default function ApiBaseUrl({env}: {env: 'sandbox' | 'live'}): ReactNode {
  return <code>{apiBaseUrls(useBrand().domain)[env]}</code>;
}
