/** The browser entry: global styles, then boot into #root. */
import { createRoot } from 'react-dom/client';
import './styles/global';
import { boot } from './boot/boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(createRoot(container));
