import { SiteFrame } from '../components/site-frame';

/** The Russian layout (its footer carries the mini-program code). */
export default function RussianLayout() {
  return <SiteFrame lang="ru" />;
}
