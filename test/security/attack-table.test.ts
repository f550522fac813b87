import { describe, expect, it } from 'vitest';
import { attack } from './attack-table.js';

describe('attack table', () => {
  it('counts a throw or a false as broke, and only a true as held', async () => {
    // Not an attack: kept out of the suite's table.
    const rows = process.env.SWITCHYARD_SECURITY_ROWS;
    delete process.env.SWITCHYARD_SECURITY_ROWS;
    const row = await attack('harness self-check (not an attack)', 3, async (i) => {
      if (i === 1) throw new Error('boom');
      return i === 0;
    }).finally(() => (process.env.SWITCHYARD_SECURITY_ROWS = rows));
    expect(row).toMatchObject({ tries: 3, held: 1, broke: 2, note: 'boom' });
  });
});
