import { mountPage } from '../../lib/mount';
import '../../components/popup.css';
import { OptionsApp } from './options-app';

void mountPage(<OptionsApp />);
