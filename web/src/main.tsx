import { render } from 'preact';
// The generic styles first, so each game's (imported with its module by the registry) come after them.
import './styles/index.css';
import { App } from './app';

const root = document.getElementById('app');
if (root) render(<App />, root);
