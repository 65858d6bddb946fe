/** The browser entry: global styles, then boot into #root (hydrating a server render). */
import './styles/global';
import { boot } from './boot/boot';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(container);
