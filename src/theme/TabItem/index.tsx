// The theme's TabItem slot: the site's panel, src/ui/Tabs/TabItem (see ../Tabs).
export {default} from '@site/src/ui/Tabs/TabItem';
