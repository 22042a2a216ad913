import { mountPage } from '../../lib/mount';
import '../../components/popup.css';
import { CollectionApp } from './collection-app';

void mountPage(<CollectionApp />);
