import { mountPage } from '../../lib/mount';
import '../../components/popup.css';
import { PopupApp } from './popup-app';

void mountPage(<PopupApp />);
