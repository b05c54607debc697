import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy* / waitFor give up after 1 s by default: on a loaded two-core machine a screen
// that is correct can take longer to draw. They still stop as soon as the condition holds.
configure({ asyncUtilTimeout: 15_000 });
