import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor end as soon as what they wait for is there; the limit only bounds a failing test.
// On a loaded machine the first import of a route's module can take seconds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
