// First, so that its storage reads overlap the evaluation of everything after it.
import '../../lib/page-start';
import { mountPage } from '../../lib/mount';
import '../../components/popup.css';
import { CollectionApp } from './collection-app';

void mountPage(<CollectionApp />);
