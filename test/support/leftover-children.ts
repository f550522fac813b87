import { afterAll } from 'vitest';
import { killLeftoverChildren } from './processes.js';

// After each file's own afterAll hooks (which stop what they started), whatever is still running goes.
afterAll(killLeftoverChildren);
