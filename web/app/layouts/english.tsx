import { SiteFrame } from '../components/site-frame';

/** The English layout. */
export default function EnglishLayout() {
  return <SiteFrame lang="en" />;
}
