// The first-load baseline: React and ReactDOM rendering one element, the least any React page loads.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) createRoot(container).render(createElement('p', null, 'Whispy'));
